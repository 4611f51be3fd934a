package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"

	"troupe/internal/bus"
	"troupe/internal/taskq"
)

// workerConns are an enrolled worker's connections: main (snapshots,
// statuses, heartbeats) and tasks (fetches, on the inbox the coordinator
// watches deliveries on).
type workerConns struct {
	main, tasks *nats.Conn
	sign        taskq.Signer
}

func (w workerConns) Close() {
	if w.tasks != nil && w.tasks != w.main {
		w.tasks.Close()
	}
	if w.main != nil {
		w.main.Close()
	}
}

// enrolWorker makes the worker's own NKey (its seed stays in this
// process's memory, never on disk or in the environment), asks the
// coordinator to enrol it under id with the credentials c names (the
// session's enrolment key, or an external deployment's), and returns the
// connections to work with: on a troupe bus, new ones as the worker's own
// identity; on a bus troupe does not run, the first connection, with the
// key used for signing only.
func enrolWorker(ctx context.Context, c bus.Client, id string, log io.Writer) (workerConns, error) {
	kp, err := nkeys.CreateUser()
	if err != nil {
		return workerConns{}, err
	}
	pub, err := kp.PublicKey()
	if err != nil {
		return workerConns{}, err
	}
	sign := taskq.Signer{Worker: id, Key: kp}
	var extra []nats.Option
	if c.NKey != "" { // a troupe enrolment key: its replies have a prefix of their own
		extra = append(extra, nats.CustomInboxPrefix(bus.InboxPrefix(bus.Worker, "")))
	}
	dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	nc, err := bus.Dial(dctx, c, extra...)
	cancel()
	if err != nil {
		return workerConns{}, err
	}
	var r enrolReply
	for said := false; ; {
		rctx, rcancel := context.WithTimeout(ctx, 5*time.Second)
		msg, err := nc.RequestWithContext(rctx, bus.EnrolSubject(id), []byte(pub))
		rcancel()
		if err == nil {
			err = json.Unmarshal(msg.Data, &r)
		}
		if err == nil && r.Error != "" {
			nc.Close()
			return workerConns{}, fmt.Errorf("worker: enrolment refused: %s", r.Error)
		}
		if err == nil {
			break
		}
		if ctx.Err() != nil {
			nc.Close()
			return workerConns{}, ctx.Err()
		}
		if !said {
			fmt.Fprintf(log, "troupe worker: waiting for a coordinator to enrol worker %s (%v)\n", id, err)
			said = true
		}
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
	own := c
	own.NKey, own.Creds, own.Token, own.User, own.Password = "", "", "", "", ""
	var auth []nats.Option
	if r.User {
		nc.Close()
		auth = append(auth, nats.Nkey(pub, kp.Sign))
	} else {
		own = c // the deployment's credentials; our key signs
	}
	dial := func(suffix string) (*nats.Conn, error) {
		dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		return bus.Dial(dctx, own, append(auth, nats.CustomInboxPrefix(bus.WorkerInbox(id)+suffix))...)
	}
	w := workerConns{sign: sign}
	if r.User {
		if w.main, err = dial(".o"); err != nil {
			return w, err
		}
	} else {
		w.main = nc
	}
	if w.tasks, err = dial(".t"); err != nil {
		w.Close()
		return workerConns{}, err
	}
	return w, nil
}

// enrolReply is the coordinator's answer (actors/remote).
type enrolReply struct {
	User  bool   `json:"user"`
	Error string `json:"error,omitempty"`
}

// hideBusSecrets removes the bus credentials from this process's
// environment once read, so no command a task runs inherits them.
func hideBusSecrets() {
	for _, k := range []string{"NATS_NKEY", "NATS_CREDS", "NATS_TOKEN", "NATS_PASSWORD", "NATS_USER", "NATS_KEY"} {
		_ = os.Unsetenv(k)
	}
}
