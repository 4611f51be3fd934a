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
	// Stored is when the cluster stored each status of Tasks (same order).
	Stored map[string][]time.Time
}

// ReadLedger reads every stored task status of session from the shared
// traffic stream.
func (c *Cluster) ReadLedger(ctx context.Context, session string) (Ledger, error) {
	l := Ledger{Tasks: map[string][]taskq.Status{}, Agent: map[string]string{}, Stored: map[string][]time.Time{}}
	filter := "troupe.res." + session + ".*.task"
	// Read again while the cluster is still failing over (a node killed).
	err := bus.RetryTransient(ctx, bus.Failover, time.Minute, func(ctx context.Context) error {
		l = Ledger{Tasks: map[string][]taskq.Status{}, Agent: map[string]string{}, Stored: map[string][]time.Time{}}
		return c.read(ctx, filter, &l)
	})
	return l, err
}

func (c *Cluster) read(ctx context.Context, filter string, l *Ledger) error {
	return c.try(ctx, func(js jetstream.JetStream) error {
		octx, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		st, err := js.Stream(octx, bus.TrafficStream)
		if err != nil {
			return err
		}
		info, err := st.Info(octx, jetstream.WithSubjectFilter(filter))
		if err != nil {
			return err
		}
		want := uint64(0)
		for _, n := range info.State.Subjects {
			want += n
		}
		cons, err := js.OrderedConsumer(octx, bus.TrafficStream, jetstream.OrderedConsumerConfig{FilterSubjects: []string{filter}})
		if err != nil {
			return err
		}
		for got := uint64(0); got < want; got++ {
			m, err := cons.Next(jetstream.FetchContext(octx))
			if err != nil {
				return fmt.Errorf("read status %d of %d: %w", got+1, want, err)
			}
			s, err := taskq.DecodeStatus(m.Data())
			if err != nil {
				return err
			}
			p, _ := messages.ParseSubject(m.Subject())
			l.Tasks[s.Task] = append(l.Tasks[s.Task], s)
			var at time.Time
			if md, err := m.Metadata(); err == nil {
				at = md.Timestamp
			}
			l.Stored[s.Task] = append(l.Stored[s.Task], at)
			l.Agent[s.Task] = p.Agent
		}
		return nil
	})
}

// Finished is how many attempts of task ran to the end (a done status),
// and the attempts that started after one had finished (work run again
// although its result was stored). Two attempts that ran at once (one
// cut off, its task given to another) both finish: that is no re-run.
func (l Ledger) Finished(task string) (done int, rerun []int) {
	finished := false
	for _, s := range l.Tasks[task] {
		switch {
		case s.Done:
			done++
			finished = true
		case finished && s.Err == nil: // a start after a stored result
			rerun = append(rerun, s.Attempt)
		}
	}
	return done, rerun
}

// FinishedAfter counts the done statuses of task stored after t: results
// no coordinator could take or fence (it had ended).
func (l Ledger) FinishedAfter(task string, t time.Time) int {
	n := 0
	for i, s := range l.Tasks[task] {
		if s.Done && i < len(l.Stored[task]) && l.Stored[task][i].After(t) {
			n++
		}
	}
	return n
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
