package bus

import (
	"context"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"troupe/messages"
)

// DefaultTrafficMaxBytes bounds TrafficStream when nothing else does: the
// whole deployment's kept traffic, reserved once, not once per session.
const DefaultTrafficMaxBytes = 1 << 30

// DefaultTrafficMaxAge is how long kept traffic lives when nothing says.
const DefaultTrafficMaxAge = 24 * time.Hour

// TrafficLimits bound the shared traffic stream.
type TrafficLimits struct {
	MaxAge   time.Duration // 0: DefaultTrafficMaxAge
	MaxBytes int64         // 0: DefaultTrafficMaxBytes; an existing larger limit stays
	Replicas int           // 0: AutoReplicas where the cluster has them, else 1
	// ResultsOnly keeps only task results (res.*.*.task), what a session
	// without replay needs so that no remote result is only in flight. A
	// stream keeping everything already keeps them.
	ResultsOnly bool
}

// ResultSubjects are the subjects of remote subagents' task results.
var ResultSubjects = []string{messages.Root + "." + string(messages.ClassRes) + ".*.*.task"}

// TrafficSubjects are the subjects TrafficStream keeps for replay: the
// traffic of every session but heartbeats (and the task queue, which has a
// stream of its own).
func TrafficSubjects() []string {
	var out []string
	for _, c := range []messages.Class{messages.ClassCmd, messages.ClassEvt, messages.ClassCtl, messages.ClassRes} {
		out = append(out, messages.Root+"."+string(c)+".>")
	}
	return out
}

// EnsureTraffic makes sure TrafficStream exists with l's limits (never
// lowering its replicas or an operator's larger byte limit) and keeps the
// subjects l asks for.
func EnsureTraffic(ctx context.Context, js jetstream.JetStream, l TrafficLimits) error {
	cfg := jetstream.StreamConfig{
		Name:        TrafficStream,
		Description: "traffic of troupe sessions (a session is troupe.*.<session>.>)",
		Subjects:    TrafficSubjects(),
		Storage:     jetstream.FileStorage,
		Retention:   jetstream.LimitsPolicy,
		Discard:     jetstream.DiscardOld,
		MaxAge:      l.MaxAge,
		MaxBytes:    l.MaxBytes,
		AllowDirect: true, // a worker reads a task's last status (taskq.ResultStored)
	}
	if l.ResultsOnly {
		cfg.Subjects = ResultSubjects
	}
	if cfg.MaxAge <= 0 {
		cfg.MaxAge = DefaultTrafficMaxAge
	}
	if cfg.MaxBytes <= 0 {
		cfg.MaxBytes = DefaultTrafficMaxBytes
	}
	if _, err := EnsureStream(ctx, js, cfg, l.Replicas); err != nil {
		return fmt.Errorf("%w (a stream of an older troupe, TROUPE_<session>, holding the same subjects must be removed: nats stream rm)", err)
	}
	return nil
}

// sessionReadAPI is what reading one session's part of TrafficStream
// takes: stream info, and consumers whose filter is the session's
// subjects (the filter travels in the create subject, which the server
// checks against the consumer's configuration); never a direct or
// numbered get, which would read any session's messages.
func sessionReadAPI(session string) []string {
	st := TrafficStream
	return append([]string{
		// The session's dead-lettered tasks (troupe tasks), nothing else
		// of DeadStream.
		"$JS.API.STREAM.INFO." + DeadStream,
		"$JS.API.CONSUMER.CREATE." + DeadStream + ".*." + messages.Root + ".dead." + session + ".>",
		"$JS.API.CONSUMER.INFO." + DeadStream + ".*",
		"$JS.API.CONSUMER.DELETE." + DeadStream + ".*",
		"$JS.API.CONSUMER.MSG.NEXT." + DeadStream + ".*",
		"$JS.FC." + DeadStream + ".>",
		"$JS.ACK." + DeadStream + ".>",
	}, []string{
		"$JS.API.INFO",
		"$JS.API.STREAM.INFO." + st,
		"$JS.API.CONSUMER.CREATE." + st + ".*." + messages.Root + ".*." + session + ".>",
		"$JS.API.CONSUMER.INFO." + st + ".*",
		"$JS.API.CONSUMER.DELETE." + st + ".*",
		"$JS.API.CONSUMER.MSG.NEXT." + st + ".*",
		"$JS.FC." + st + ".>",
		"$JS.ACK." + st + ".>",
	}...)
}
