package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"syscall"

	"github.com/nats-io/nats.go"
	"github.com/spf13/cobra"

	"troupe/internal/bus"
	"troupe/internal/bus/tap"
	"troupe/messages"
)

func newBusCmd(stdio *IO, g *globals) *cobra.Command {
	cmd := &cobra.Command{Use: "bus", Short: "Observe the message bus of a running session", Args: cobra.NoArgs}
	var o tap.Options
	var server string
	t := &cobra.Command{
		Use:   "tap [FILTER]",
		Short: "Print live bus traffic of a running troupe (started with --listen)",
		Long: `Print one line per bus message: time, subject, type and a short summary.
FILTER is a NATS subject (default troupe.>). The running instance is found from
the credentials file it writes beside its session; --server connects elsewhere
(the token then comes from $TROUPE_BUS_TOKEN).`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				o.Subject = args[0]
			}
			for _, id := range []string{o.Session, o.Agent} {
				if id != "" && !messages.ValidID(id) {
					return usageError("invalid id %q", id)
				}
			}
			ep, err := findEndpoint(stdio, g, o.Session, server)
			if err != nil {
				return err
			}
			opts := []nats.Option{nats.Name("troupe-tap")}
			if ep.Token != "" {
				opts = append(opts, nats.Token(ep.Token))
			}
			nc, err := nats.Connect(ep.URL, opts...)
			if err != nil {
				return fmt.Errorf("connect %s: %w", ep.URL, err)
			}
			defer nc.Close()
			ctx, cancel := context.WithCancel(cmd.Context())
			defer cancel()
			var wg sync.WaitGroup
			done := make(chan struct{})
			wg.Go(func() {
				select {
				case <-stdio.Signals:
					cancel()
				case <-done:
				}
			})
			err = tap.Run(ctx, nc, o, stdio.Out)
			close(done)
			wg.Wait()
			if errors.Is(err, context.Canceled) {
				return nil
			}
			return err
		},
	}
	f := t.Flags()
	f.StringVar(&o.Session, "session", "", "only this session (also picks its credentials)")
	f.StringVar(&o.Agent, "agent", "", "only this agent")
	f.BoolVar(&o.JSON, "json", false, "one JSON object per message")
	f.IntVar(&o.Count, "count", 0, "stop after N messages")
	f.StringVar(&server, "server", "", "NATS `URL` to connect to instead of a local troupe")
	cmd.AddCommand(t)
	return cmd
}

// findEndpoint locates the bus to tap: --server, the session's credentials
// file, or the newest live one.
func findEndpoint(stdio *IO, g *globals, session, server string) (bus.Endpoint, error) {
	if server != "" {
		return bus.Endpoint{URL: server, Token: stdio.Getenv("TROUPE_BUS_TOKEN")}, nil
	}
	st, err := g.store(stdio)
	if err != nil {
		return bus.Endpoint{}, err
	}
	if session != "" {
		ep, err := bus.ReadEndpoint(filepath.Join(st.Dir(session), bus.EndpointFile))
		if err != nil {
			return ep, fmt.Errorf("session %s is not listening (start it with troupe run --listen 127.0.0.1:0): %w", session, err)
		}
		return ep, nil
	}
	paths, _ := filepath.Glob(filepath.Join(st.Dir("*"), bus.EndpointFile))
	var best bus.Endpoint
	for _, p := range paths {
		ep, err := bus.ReadEndpoint(p)
		if err != nil || !alive(ep.PID) {
			continue
		}
		if ep.Started.After(best.Started) {
			best = ep
		}
	}
	if best.URL == "" {
		return best, errors.New("no listening troupe found; start one with troupe run --listen 127.0.0.1:0 …")
	}
	return best, nil
}

func alive(pid int) bool {
	if pid <= 0 {
		return false
	}
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	return p.Signal(syscall.Signal(0)) == nil
}
