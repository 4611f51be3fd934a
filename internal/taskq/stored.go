package taskq

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/bus"
	"troupe/messages"
)

// StoredResult returns the result (a done status) of task id when it is
// the last status stored for (session, agent): a worker asks before it
// runs a redelivered task, so that a redelivery after a lost ack (the
// node that stored the result died before the ack reached the queue) is
// acked, not run again. One direct get of the traffic stream, all a worker
// may read of it: any replica may answer, so nothing found may be a
// follower that lags (the worker reads again). The caller checks whose
// signature it carries.
func (q *Queue) StoredResult(ctx context.Context, session, agent, id string) (Stored, bool, error) {
	ctx, cancel := bus.WithTimeout(ctx)
	defer cancel()
	subject := StatusSubject(session, agent)
	msg, err := q.nc.RequestWithContext(ctx, "$JS.API.DIRECT.GET."+bus.TrafficStream+"."+subject, nil)
	if errors.Is(err, nats.ErrNoResponders) {
		return Stored{}, false, nil // no traffic stream (an older coordinator): nothing stored
	}
	if err != nil {
		return Stored{}, false, fmt.Errorf("taskq: stored result of %s: %w", id, err)
	}
	if st := msg.Header.Get("Status"); st != "" {
		if st == "404" {
			return Stored{}, false, nil
		}
		return Stored{}, false, fmt.Errorf("taskq: stored result of %s: status %s %s", id, st, msg.Header.Get("Description"))
	}
	s, err := DecodeStatus(msg.Data)
	if err != nil {
		return Stored{}, false, err
	}
	return Stored{Status: s, Subject: subject, Header: msg.Header, Data: msg.Data}, s.Done && s.Task == id, nil
}

// Stored is a status as the stream keeps it: enough to check its
// worker's signature.
type Stored struct {
	Status  Status
	Subject string
	Header  nats.Header
	Data    []byte
}

// StoredResults returns the last stored status of every task of session
// (one per subagent): what a resumed coordinator reads to take the results
// workers stored while it was gone.
func (q *Queue) StoredResults(ctx context.Context, session string) ([]Stored, error) {
	ctx, cancel := bus.WithTimeout(ctx)
	defer cancel()
	filter := messages.Root + "." + string(messages.ClassRes) + "." + session + ".*.task"
	name, err := q.js.StreamNameBySubject(ctx, filter)
	if errors.Is(err, jetstream.ErrStreamNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("taskq: stored results of %s: %w", session, err)
	}
	// How many subagents stored a status: read that many (a pause of a
	// second, or a pending count of 0, ended the read early on a loaded
	// cluster, and a resume missed results it then never took).
	st, err := q.js.Stream(ctx, name)
	if err != nil {
		return nil, fmt.Errorf("taskq: stored results of %s: %w", session, err)
	}
	info, err := st.Info(ctx, jetstream.WithSubjectFilter(filter))
	if err != nil {
		return nil, fmt.Errorf("taskq: stored results of %s: %w", session, err)
	}
	// The last status of each subject, one get each: a consumer
	// delivering the last per subject of a wildcard filter handed a
	// resumed coordinator a start long after the worker had stored the
	// result after it (seen on a 3-node cluster), and the result was lost.
	subjects := make([]string, 0, len(info.State.Subjects))
	for subj := range info.State.Subjects {
		subjects = append(subjects, subj)
	}
	sort.Strings(subjects)
	var out []Stored
	for _, subj := range subjects {
		m, err := st.GetLastMsgForSubject(ctx, subj)
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			continue
		}
		if err != nil {
			return out, fmt.Errorf("taskq: stored results of %s: %w", session, err)
		}
		if s, err := DecodeStatus(m.Data); err == nil {
			out = append(out, Stored{Status: s, Subject: m.Subject, Header: m.Header, Data: m.Data})
		}
	}
	return out, nil
}

// Queued counts the tasks of session still in the task stream: queued,
// running, or held by a worker for a coordinator it does not hear (a
// work-queue stream drops a task once it is acknowledged). What a resumed
// coordinator counts to know whether results may still come.
func (q *Queue) Queued(ctx context.Context, session string) (int, error) {
	ctx, cancel := bus.WithTimeout(ctx)
	defer cancel()
	st, err := q.js.Stream(ctx, TaskStream)
	if errors.Is(err, jetstream.ErrStreamNotFound) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("taskq: queued tasks of %s: %w", session, err)
	}
	info, err := st.Info(ctx, jetstream.WithSubjectFilter("troupe.task."+session+".>"))
	if err != nil {
		return 0, fmt.Errorf("taskq: queued tasks of %s: %w", session, err)
	}
	n := 0
	for _, c := range info.State.Subjects {
		n += int(c)
	}
	return n, nil
}
