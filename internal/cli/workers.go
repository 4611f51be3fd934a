package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/spf13/cobra"

	"troupe/internal/taskq"
)

func newWorkersCmd(stdio *IO, g *globals) *cobra.Command {
	var f listFlags
	cmd := &cobra.Command{
		Use:   "workers",
		Short: "List the workers taking a coordinator's subagent tasks, or revoke one",
		Long: `List the troupe workers heard on a coordinator's bus: id, host, capacity,
running tasks, models and last heartbeat (the same as 'troupe workers list').
The bus is the newest listening troupe's (as its observer), or --server URL
(identity from $NATS_NKEY). 'troupe workers revoke NAME' stops trusting one.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return listWorkers(cmd.Context(), stdio, g, f) },
	}
	f.add(cmd)
	list := &cobra.Command{
		Use:   "list",
		Short: "List the workers heard on a coordinator's bus",
		Args:  cobra.NoArgs,
		RunE:  func(cmd *cobra.Command, _ []string) error { return listWorkers(cmd.Context(), stdio, g, f) },
	}
	f.add(list)
	cmd.AddCommand(list, newWorkersRevokeCmd(stdio, g), newWorkersRotateCmd(stdio, g))
	return cmd
}

type listFlags struct {
	server string
	wait   time.Duration
	asJSON bool
}

func (f *listFlags) add(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.server, "server", "", "NATS `URL` to connect to instead of a local troupe")
	cmd.Flags().DurationVar(&f.wait, "wait", 2500*time.Millisecond, "how long to listen for heartbeats")
	cmd.Flags().BoolVar(&f.asJSON, "json", false, "print JSON")
}

func listWorkers(ctx context.Context, stdio *IO, g *globals, f listFlags) error {
	ep, err := findEndpoint(stdio, g, "", f.server)
	if err != nil {
		return err
	}
	nc, err := dial(ep, "troupe-workers") // as the session's observer
	if err != nil {
		return err
	}
	defer nc.Close()
	hbs, err := listen(ctx, nc, f.wait)
	if err != nil {
		return err
	}
	if f.asJSON {
		enc := json.NewEncoder(stdio.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(hbs)
	}
	printWorkers(stdio, hbs)
	return nil
}

// listen collects the workers' heartbeats for d.
func listen(ctx context.Context, nc *nats.Conn, d time.Duration) ([]taskq.Heartbeat, error) {
	var mu sync.Mutex
	seen := map[string]taskq.Heartbeat{}
	sub, err := nc.Subscribe(taskq.HeartbeatFilter, func(m *nats.Msg) {
		var h taskq.Heartbeat
		if json.Unmarshal(m.Data, &h) == nil && h.ID != "" {
			mu.Lock()
			seen[h.ID] = h
			mu.Unlock()
		}
	})
	if err != nil {
		return nil, err
	}
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
	if err := sub.Unsubscribe(); err != nil {
		return nil, err
	}
	mu.Lock()
	defer mu.Unlock()
	out := make([]taskq.Heartbeat, 0, len(seen))
	for _, h := range seen {
		out = append(out, h)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, nil
}

func printWorkers(stdio *IO, hbs []taskq.Heartbeat) {
	if len(hbs) == 0 {
		fmt.Fprintln(stdio.Out, "no workers")
		return
	}
	tw := tabwriter.NewWriter(stdio.Out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tHOST\tOS\tCAPACITY\tRUNNING\tMODELS\tLAST HEARTBEAT")
	for _, h := range hbs {
		state := fmt.Sprintf("%d/%d", len(h.Running), h.Concurrency)
		if h.Draining {
			state += " draining"
		}
		if time.Now().Before(h.Quarantined) {
			state += fmt.Sprintf(" QUARANTINED until %s", h.Quarantined.Local().Format(time.TimeOnly))
		} else if h.Failures > 0 {
			state += fmt.Sprintf(" %d failed in a row", h.Failures)
		}
		if len(h.Parked) > 0 { // tasks of a coordinator it does not hear (worker/park.go)
			state += fmt.Sprintf(" %d parked", len(h.Parked))
		}
		running := strings.Join(h.Running, ",")
		if running == "" {
			running = "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s ago\n", h.ID, h.Host, h.OS, state, running,
			strings.Join(h.Models, ","), time.Since(h.Time).Round(100*time.Millisecond))
	}
	tw.Flush()
}
