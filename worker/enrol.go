package worker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"

	"troupe/internal/bus"
	"troupe/internal/taskq"
)

// Conns are an enrolled worker's connections: Main (snapshots, statuses,
// heartbeats) and Tasks (fetches, on the inbox the coordinator watches
// deliveries on), and the key its statuses and asks are signed with.
type Conns struct {
	Main, Tasks *nats.Conn
	Sign        taskq.Signer
}

// Close closes both connections.
func (w Conns) Close() {
	if w.Tasks != nil && w.Tasks != w.Main {
		w.Tasks.Close()
	}
	if w.Main != nil {
		w.Main.Close()
	}
}

// enrolReply is the coordinator's answer (actors/remote).
type enrolReply struct {
	User  bool   `json:"user"`
	Error string `json:"error,omitempty"`
}

// Enrol makes the worker's own NKey (its seed stays in this process's
// memory, never on disk or in the environment), asks the coordinator to
// enrol it under id with the credentials c names (the session's enrolment
// key, or an external deployment's), and returns the connections to work
// with: on a troupe bus, new ones as the worker's own identity; on a bus
// troupe does not run, the first connection, with the key used for
// signing only. It waits (saying so once on log) until a coordinator
// answers or ctx ends; a refusal is an error.
func Enrol(ctx context.Context, c bus.Client, id string, log io.Writer) (Conns, error) {
	kp, err := nkeys.CreateUser()
	if err != nil {
		return Conns{}, err
	}
	pub, err := kp.PublicKey()
	if err != nil {
		return Conns{}, err
	}
	sign := taskq.Signer{Worker: id, Key: kp}
	var extra []nats.Option
	if c.NKey != "" { // a troupe enrolment key: its replies have a prefix of their own
		extra = append(extra, nats.CustomInboxPrefix(bus.InboxPrefix(bus.Worker, "")))
	}
	nc, err := dialRetry(ctx, log, func() (*nats.Conn, error) {
		dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		return bus.Dial(dctx, c, extra...)
	})
	if err != nil {
		return Conns{}, err
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
			return Conns{}, fmt.Errorf("worker: enrolment refused: %s", r.Error)
		}
		if err == nil {
			break
		}
		if ctx.Err() != nil {
			nc.Close()
			return Conns{}, ctx.Err()
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
		return dialRetry(ctx, log, func() (*nats.Conn, error) {
			dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			defer cancel()
			return bus.Dial(dctx, own, append(auth, nats.CustomInboxPrefix(bus.WorkerInbox(id)+suffix))...)
		})
	}
	w := Conns{Sign: sign}
	if r.User {
		if w.Main, err = dial(".o"); err != nil {
			return w, err
		}
	} else {
		w.Main = nc
	}
	if w.Tasks, err = dial(".t"); err != nil {
		w.Close()
		return Conns{}, err
	}
	return w, nil
}

// dialRetry dials until it connects or ctx ends: on a slow, lossy link a
// handshake can outlast one dial's timeout, and a worker that gave up on
// its first try never served (seen on a 20 %-loss link). A refusal of
// its credentials is final.
func dialRetry(ctx context.Context, log io.Writer, dial func() (*nats.Conn, error)) (*nats.Conn, error) {
	for said := false; ; {
		nc, err := dial()
		if err == nil || ctx.Err() != nil || errors.Is(err, nats.ErrAuthorization) || errors.Is(err, nats.ErrAuthExpired) ||
			strings.Contains(strings.ToLower(err.Error()), "authorization") {
			return nc, err
		}
		if !said {
			fmt.Fprintf(log, "troupe worker: cannot reach the bus yet (%v); trying again\n", err)
			said = true
		}
		select {
		case <-ctx.Done():
			return nil, err
		case <-time.After(time.Second):
		}
	}
}
