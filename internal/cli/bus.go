package cli

import (
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/nats-io/nats.go"
	"github.com/spf13/cobra"

	"troupe/internal/bus"
	"troupe/internal/bus/tap"
	"troupe/messages"
)

func newBusCmd(stdio *IO, g *globals) *cobra.Command {
	cmd := &cobra.Command{Use: "bus", Short: "Observe the message bus of a running session", Args: cobra.NoArgs}
	cmd.AddCommand(newTapCmd(stdio, g), newBusEnvCmd(stdio, g), newBusStatsCmd(stdio, g), newBusLimitsCmd(stdio, g))
	return cmd
}

func newTapCmd(stdio *IO, g *globals) *cobra.Command {
	var o tap.Options
	var server, since string
	t := &cobra.Command{
		Use:   "tap [FILTER]",
		Short: "Print the bus traffic of a running troupe (started with --listen)",
		Long: `Print one line per bus message: time, subject (without the session), type and a
short summary, indented by agent depth. FILTER is a NATS subject (default troupe.>).
The running instance is found from the observer credentials it writes beside its
session; --server connects elsewhere (then $NATS_NKEY names a seed file and $NATS_CA
a certificate). With --since the session's recorded traffic is replayed first:
"start" from its first message, a duration (5m) back from now (from its last
message once the session ended), or a stream sequence. A finished session is
replayed from what its process kept. The tap ends by itself when the session ends
or its process is gone, and at once on Ctrl-C or SIGTERM; a filter that matched
nothing in a finished session says so (and which agents and types it has).`,
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
			if o.Tree && o.Agent == "" {
				return usageError("--tree needs --agent")
			}
			if o.Count < 0 {
				return usageError("--count must not be negative")
			}
			if err := o.CheckTypes(); err != nil {
				return usageError("%v", err)
			}
			var err error
			if o.Since, err = tap.ParseSince(since); err != nil {
				return usageError("--since: %v", err)
			}
			// Ctrl-C and SIGTERM end every tap at once, live or replayed,
			// from here on: nothing below waits without ctx.
			ctx, stop := signalContext(cmd.Context(), stdio)
			defer stop()
			ep, err := findEndpoint(stdio, g, o.Session, server)
			var nr notRunning
			if errors.As(err, &nr) {
				if done, rerr := replayFinished(ctx, stdio, g, o); done {
					return quiet(ctx, rerr)
				}
			}
			if err != nil {
				return err
			}
			if o.Session == "" {
				o.Session = ep.Session
			}
			o.Stream, o.Heartbeat, o.Status = ep.Stream, ep.Heartbeat, stdio.Err
			nc, err := dial(ep, "troupe-tap")
			if err != nil && server == "" && o.Session != "" && gone(stdio, g, o.Session, ep) {
				// The process died an instant ago (kill -9): its bus.json
				// outlived it. Replay what it kept instead of failing.
				_ = removeStale(stdio, g, o.Session)
				if done, rerr := replayFinished(ctx, stdio, g, o); done {
					return quiet(ctx, rerr)
				}
				return fmt.Errorf("session %s is not running: its process %d is gone", o.Session, ep.PID)
			}
			if err != nil {
				return err
			}
			defer nc.Close()
			return quiet(ctx, tap.Run(ctx, nc, o, stdio.Out))
		},
	}
	f := t.Flags()
	f.StringVar(&o.Session, "session", "", "only this session (also picks its credentials)")
	f.StringVar(&o.Agent, "agent", "", "only this agent")
	f.BoolVar(&o.Tree, "tree", false, "with --agent: its subagents too")
	f.StringSliceVar(&o.Types, "type", nil, "only these message `TYPES` (comma-separated, e.g. tool_started,tool_result)")
	f.StringSliceVar(&o.Exclude, "exclude", nil, "leave out these message `TYPES`")
	f.BoolVar(&o.Deltas, "deltas", false, "show streamed model text, joined into one line per model message")
	f.StringVar(&since, "since", "", "replay first: start, a DURATION back, or a stream SEQ; then follow")
	f.BoolVar(&o.JSON, "json", false, "one JSON object per message")
	f.IntVar(&o.Count, "count", 0, "stop after N matched messages")
	f.StringVar(&server, "server", "", "NATS `URL` to connect to instead of a local troupe")
	return t
}

// notRunning says a session has no live listening process.
type notRunning struct{ error }

// findEndpoint locates the bus to tap: --server, the session's credentials
// file, or the newest live one. A credentials file whose process is gone is
// stale: it is removed and said so.
func findEndpoint(stdio *IO, g *globals, session, server string) (bus.Endpoint, error) {
	if server != "" {
		ep := bus.Endpoint{URL: server, Session: session, CAFile: stdio.Getenv("NATS_CA")}
		if f := stdio.Getenv("NATS_NKEY"); f != "" {
			seed, err := os.ReadFile(f)
			if err != nil {
				return ep, fmt.Errorf("NATS_NKEY: %w", err)
			}
			ep.Seed = string(seed)
		}
		return ep, nil
	}
	st, err := g.store(stdio)
	if err != nil {
		return bus.Endpoint{}, err
	}
	if session != "" {
		dir := st.Dir(session)
		ep, err := bus.ReadEndpoint(filepath.Join(dir, bus.EndpointFile))
		if errors.Is(err, os.ErrNotExist) {
			return ep, notRunning{fmt.Errorf("session %s is not running with --listen (start one with troupe run --listen 127.0.0.1:0 …)", session)}
		}
		if err != nil {
			return ep, err
		}
		if !alive(ep.PID) {
			rmErr := bus.RemoveAccess(dir)
			return ep, errors.Join(notRunning{fmt.Errorf("session %s is not running: its process %d is gone (removed its stale %s)", session, ep.PID, bus.EndpointFile)}, rmErr)
		}
		return ep, nil
	}
	paths, _ := filepath.Glob(filepath.Join(st.Dir("*"), bus.EndpointFile))
	var best bus.Endpoint
	for _, p := range paths {
		ep, err := bus.ReadEndpoint(p)
		if err != nil {
			continue
		}
		if !alive(ep.PID) {
			_ = bus.RemoveAccess(filepath.Dir(p))
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

// dial connects to ep as its observer. A TLS listener is verified by the
// certificate fingerprint recorded in the endpoint, or by its CA file.
func dial(ep bus.Endpoint, name string, extra ...nats.Option) (*nats.Conn, error) {
	// The observer may subscribe to its own reply prefix only.
	opts := []nats.Option{nats.Name(name), nats.MaxReconnects(0)}
	if ep.Session != "" {
		opts = append(opts, nats.CustomInboxPrefix(bus.InboxPrefix(bus.Observer, ep.Session)))
	}
	if ep.Seed != "" {
		auth, err := bus.SeedOption(ep.Seed)
		if err != nil {
			return nil, err
		}
		opts = append(opts, auth)
	}
	switch {
	case ep.Fingerprint != "":
		opts = append(opts, nats.Secure(pinned(ep.Fingerprint)))
	case ep.CAFile != "":
		opts = append(opts, nats.RootCAs(ep.CAFile))
	}
	nc, err := nats.Connect(ep.URL, append(opts, extra...)...)
	if err != nil {
		return nil, fmt.Errorf("connect %s: %w", ep.URL, err)
	}
	return nc, nil
}

// pinned accepts exactly the certificate whose SHA-256 is fingerprint.
func pinned(fingerprint string) *tls.Config {
	return &tls.Config{
		MinVersion:         tls.VersionTLS12,
		InsecureSkipVerify: true, // replaced by the pin below
		VerifyPeerCertificate: func(raw [][]byte, _ [][]*x509.Certificate) error {
			if len(raw) == 0 {
				return errors.New("bus: no server certificate")
			}
			sum := sha256.Sum256(raw[0])
			if hex.EncodeToString(sum[:]) != fingerprint {
				return errors.New("bus: server certificate does not match the fingerprint in bus.json")
			}
			return nil
		},
	}
}
