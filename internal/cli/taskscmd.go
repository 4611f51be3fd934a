package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"text/tabwriter"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/spf13/cobra"

	"troupe/actors/remote"
	"troupe/internal/bus"
	"troupe/messages"
)

// taskRow is one remote task as troupe tasks shows it.
type taskRow struct {
	Task    string    `json:"task"`
	Session string    `json:"session"`
	Agent   string    `json:"agent"`
	Model   string    `json:"model,omitempty"`
	State   string    `json:"state"` // queued, running, retrying, done, failed, dead, local
	Attempt int       `json:"attempt"`
	Worker  string    `json:"worker,omitempty"`
	Queued  time.Time `json:"queued"`
	Updated time.Time `json:"updated"`
	Retries int       `json:"retries"`  // attempts that failed on a worker and were handed back
	Lost    int       `json:"lost"`     // attempts whose worker vanished without a word (redelivered)
	CostUSD float64   `json:"cost_usd"` // every attempt's, lost and retried ones included
	// LostCostUSD is what the lost and retried attempts cost (as their
	// workers' model calls reported it while they ran).
	LostCostUSD float64 `json:"lost_cost_usd"`
	Why         string  `json:"why,omitempty"`
}

// placementEvent is a task state event read back from the traffic stream.
type placementEvent struct {
	Session, Agent string
	Time           time.Time
	P              messages.Placement
}

// summarize folds task state events, in order, into one row per task.
func summarize(evs []placementEvent) []taskRow {
	rows := map[string]*taskRow{}
	var order []string
	for _, e := range evs {
		p := e.P
		if p.Task == "" || p.State == "" {
			continue
		}
		r := rows[p.Task]
		if r == nil {
			r = &taskRow{Task: p.Task, Session: e.Session, Agent: e.Agent, Queued: e.Time}
			rows[p.Task] = r
			order = append(order, p.Task)
		}
		switch p.State {
		case "running":
			// A newer attempt started while the last one was neither
			// reported failed nor finished: its worker vanished.
			if r.State == "running" && p.Attempt > r.Attempt {
				r.Lost += p.Attempt - r.Attempt
				r.LostCostUSD += p.CostUSD // the running event prices the attempt it replaces
			}
		case "retrying":
			r.Retries++
			r.LostCostUSD += p.CostUSD
		}
		r.State, r.Updated = p.State, e.Time
		if p.Attempt > 0 {
			r.Attempt = p.Attempt
		}
		if p.Worker != "" {
			r.Worker = p.Worker
		}
		if p.Model != "" {
			r.Model = p.Model
		}
		if p.Why != "" {
			r.Why = p.Why
		}
		r.CostUSD += p.CostUSD
	}
	out := make([]taskRow, 0, len(order))
	for _, id := range order {
		out = append(out, *rows[id])
	}
	return out
}

func newTasksCmd(stdio *IO, g *globals) *cobra.Command {
	var server, session string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "tasks",
		Short: "List remote subagent tasks: queued, running, retried, failed, dead-lettered",
		Long: `List the remote subagent tasks of a session (the newest listening troupe's,
or --session S) as their coordinator saw them: state (queued, running,
retrying, done, failed, dead, local), attempt, worker, age, cost, attempts
that failed and were handed back (RETRIES) and attempts whose worker
vanished (LOST). With --server URL (identity from $NATS_NKEY) and no
--session, every session the stream keeps.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ep, err := findEndpoint(stdio, g, session, server)
			if err != nil {
				return err
			}
			nc, err := dial(ep, "troupe-tasks")
			if err != nil {
				return err
			}
			defer nc.Close()
			evs, err := readPlacements(cmd.Context(), nc, ep.Session)
			if err != nil {
				return err
			}
			dead, err := readDead(cmd.Context(), nc, ep.Session)
			if err != nil {
				fmt.Fprintf(stdio.Err, "troupe tasks: dead letters not read: %v\n", err)
			}
			rows := withDead(summarize(evs), dead)
			if asJSON {
				enc := json.NewEncoder(stdio.Out)
				enc.SetIndent("", "  ")
				return enc.Encode(rows)
			}
			printTasks(stdio, rows, time.Now())
			return nil
		},
	}
	cmd.Flags().StringVar(&server, "server", "", "NATS `URL` to connect to instead of a local troupe")
	cmd.Flags().StringVar(&session, "session", "", "the session `ID` (default: the newest listening one)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// readPlacements reads the task state events kept in the traffic stream.
func readPlacements(ctx context.Context, nc *nats.Conn, session string) ([]placementEvent, error) {
	s := session
	if s == "" {
		s = "*"
	}
	var out []placementEvent
	err := readStream(ctx, nc, bus.TrafficStream, messages.Root+"."+string(messages.ClassEvt)+"."+s+".*.placement", func(m jetstream.Msg) {
		meta, body, err := messages.Decode(messages.Header(m.Headers()), m.Data())
		if p, ok := body.(*messages.Placement); err == nil && ok {
			sp, _ := messages.ParseSubject(m.Subject())
			out = append(out, placementEvent{Session: sp.Session, Agent: sp.Agent, Time: meta.Time, P: *p})
		}
	})
	return out, err
}

// readDead reads the dead-lettered tasks of session ("" every session)
// from their own stream, which keeps them (a week) after the traffic
// stream has let their events go.
func readDead(ctx context.Context, nc *nats.Conn, session string) ([]remote.DeadLetter, error) {
	s := session
	if s == "" {
		s = "*"
	}
	var out []remote.DeadLetter
	err := readStream(ctx, nc, bus.DeadStream, messages.Root+".dead."+s+".>", func(m jetstream.Msg) {
		var dl remote.DeadLetter
		if json.Unmarshal(m.Data(), &dl) == nil && dl.Task.ID != "" {
			out = append(out, dl)
		}
	})
	return out, err
}

// readStream hands each message of stream matching filter to each, in
// order; a stream that does not exist holds nothing.
func readStream(ctx context.Context, nc *nats.Conn, stream, filter string, each func(jetstream.Msg)) error {
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	cons, err := js.OrderedConsumer(cctx, stream, jetstream.OrderedConsumerConfig{FilterSubjects: []string{filter}})
	if errors.Is(err, jetstream.ErrStreamNotFound) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("tasks: %s: %w", stream, err)
	}
	for {
		m, err := cons.Next(jetstream.FetchMaxWait(time.Second))
		if errors.Is(err, jetstream.ErrNoMessages) || errors.Is(err, nats.ErrTimeout) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("tasks: %s: %w", stream, err)
		}
		each(m)
		if md, err := m.Metadata(); err == nil && md.NumPending == 0 {
			return nil
		}
	}
}

// withDead marks the rows of dead-lettered tasks dead, and adds a row for
// each whose events the traffic stream no longer keeps.
func withDead(rows []taskRow, dead []remote.DeadLetter) []taskRow {
	at := map[string]int{}
	for i, r := range rows {
		at[r.Task] = i
	}
	for _, dl := range dead {
		i, ok := at[dl.Task.ID]
		if !ok {
			rows = append(rows, taskRow{Task: dl.Task.ID, Session: dl.Task.Session, Agent: dl.Task.Agent, Model: dl.Task.Model,
				Queued: dl.Time, Retries: dl.Retries})
			i = len(rows) - 1
			at[dl.Task.ID] = i
		}
		r := &rows[i]
		r.State, r.Why, r.Updated = "dead", dl.Reason, dl.Time
		r.Attempt = max(r.Attempt, dl.Attempts)
		if dl.Worker != "" {
			r.Worker = dl.Worker
		}
	}
	return rows
}

func printTasks(stdio *IO, rows []taskRow, now time.Time) {
	if len(rows) == 0 {
		fmt.Fprintln(stdio.Out, "no remote tasks")
		return
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].Queued.Before(rows[j].Queued) })
	tw := tabwriter.NewWriter(stdio.Out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "TASK\tAGENT\tSTATE\tATTEMPT\tWORKER\tAGE\tRETRIES\tLOST\tCOST\tLOST COST\tWHY")
	for _, r := range rows {
		worker := r.Worker
		if worker == "" {
			worker = "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s\t%d\t%d\t$%.4f\t$%.4f\t%s\n", shortTask(r.Task, r.Session), r.Agent, r.State, r.Attempt, worker,
			now.Sub(r.Queued).Round(time.Second), r.Retries, r.Lost, r.CostUSD, r.LostCostUSD, r.Why)
	}
	tw.Flush()
}

// shortTask drops the session prefix of a task id.
func shortTask(id, session string) string {
	if len(id) > len(session)+1 && id[:len(session)] == session {
		return id[len(session)+1:]
	}
	return id
}
