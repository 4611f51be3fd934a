package clustertest

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/bus"
	"troupe/internal/taskq"
	"troupe/messages"
)

// Ledger is what the cluster stored of a session's tasks: every status a
// worker reported, in stream order, by task.
type Ledger struct {
	Tasks map[string][]taskq.Status // task id → its statuses
	Agent map[string]string         // task id → the subagent it is for
}

// ReadLedger reads every stored task status of session from the shared
// traffic stream.
func (c *Cluster) ReadLedger(ctx context.Context, session string) (Ledger, error) {
	l := Ledger{Tasks: map[string][]taskq.Status{}, Agent: map[string]string{}}
	err := c.try(ctx, func(js jetstream.JetStream) error {
		octx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		cons, err := js.OrderedConsumer(octx, bus.TrafficStream, jetstream.OrderedConsumerConfig{
			FilterSubjects: []string{"troupe.res." + session + ".*.task"}})
		if err != nil {
			return err
		}
		for {
			m, err := cons.Next(jetstream.FetchMaxWait(time.Second))
			if err != nil {
				return nil // no more within a second: all read
			}
			s, err := taskq.DecodeStatus(m.Data())
			if err != nil {
				return err
			}
			p, _ := messages.ParseSubject(m.Subject())
			l.Tasks[s.Task] = append(l.Tasks[s.Task], s)
			l.Agent[s.Task] = p.Agent
			if meta, err := m.Metadata(); err == nil && meta.NumPending == 0 {
				return nil
			}
		}
	})
	return l, err
}

// Finished is how many attempts of task ran to the end (a done status),
// and the attempts that started after the first finished one (work re-run
// although its result was stored).
func (l Ledger) Finished(task string) (done int, rerun []int) {
	finished := false
	for _, s := range l.Tasks[task] {
		switch {
		case s.Done && s.RetryIn == 0:
			if finished {
				rerun = append(rerun, s.Attempt)
			}
			done++
			finished = true
		case finished && !s.Done && s.Err == nil:
			rerun = append(rerun, s.Attempt)
		}
	}
	return done, rerun
}

// String lists every task's statuses, for a failing test's log.
func (l Ledger) String() string {
	var ids []string
	for id := range l.Tasks {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var b strings.Builder
	for _, id := range ids {
		fmt.Fprintf(&b, "%s (%s):", id, l.Agent[id])
		for _, s := range l.Tasks[id] {
			state := "started"
			switch {
			case s.Done:
				state = "done"
			case s.Err != nil:
				state = "failed: " + s.Err.Msg
			}
			fmt.Fprintf(&b, " [attempt %d on %s %s]", s.Attempt, s.Worker, state)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
