package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/spf13/cobra"

	"troupe/internal/checkpoint"
	"troupe/internal/mcpserve"
	"troupe/messages"
	"troupe/supervisor"
)

func newMCPServeCmd(stdio *IO, g *globals) *cobra.Command {
	var httpAddr string
	var noTools bool
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve troupe as an MCP server (stdio, or streamable HTTP with --http)",
		Long: `Serve troupe to another agent or program as an MCP server, over stdio (the
default) or streamable HTTP (--http 127.0.0.1:PORT, path /mcp; loopback only).

Tools offered:
  task        hand a task to troupe: it runs in a session of its own (its
              subagents placed by --placement: on troupe's workers when remote)
              and answers with its result, the files it changed and the
              commands it ran
  read_file, write_file, edit_file, multi_edit, grep, glob, ls, bash, …
              troupe's own tools in the workspace (--no-tools leaves them out)

Every call passes troupe's approval gate with nobody to ask: what the gate
would ask about is refused (--on-ask allow answers yes), under --approval
(default auto: edits and sandboxed commands in the workspace run; secrets,
protected paths and the outside are asked, so refused).

For Claude Code: claude mcp add troupe -- troupe mcp serve`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runMCPServe(cmd.Context(), stdio, g, httpAddr, noTools)
		},
	}
	cmd.Flags().StringVar(&httpAddr, "http", "", "serve streamable HTTP on `ADDR` (loopback, e.g. 127.0.0.1:0) instead of stdio")
	cmd.Flags().BoolVar(&noTools, "no-tools", false, "offer only the task tool")
	g.registerModel(cmd)
	g.registerTurn(cmd)
	cmd.Flags().StringVar(&g.onAsk, "on-ask", "", "answer to a call the gate would ask about: deny (default) or allow")
	return cmd
}

func runMCPServe(ctx context.Context, stdio *IO, g *globals, httpAddr string, noTools bool) error {
	// Nothing but the protocol may reach stdout.
	errIO := &IO{Out: stdio.Err, Err: stdio.Err, Getenv: stdio.Getenv, Signals: stdio.Signals}
	var ln net.Listener
	if httpAddr != "" {
		host, _, err := net.SplitHostPort(httpAddr)
		if err != nil {
			return usageError("--http %q: %v", httpAddr, err)
		}
		if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
			return usageError("--http %s: %v", httpAddr, mcpserve.ErrNotLoopback)
		}
		if ln, err = net.Listen("tcp", httpAddr); err != nil {
			return err
		}
	}
	sup, err := g.start(ctx, errIO, false)
	if err != nil {
		if ln != nil {
			ln.Close()
		}
		return err
	}
	o := mcpserve.Options{Tasks: &taskRunner{sup: sup}, Version: version()}
	var ts *supervisor.ToolServer
	if !noTools {
		if ts, err = sup.ToolServer(); err != nil {
			return errors.Join(err, sup.Close())
		}
		o.Tools = ts
	}
	srv := mcpserve.NewServer(o)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	wg.Go(func() {
		select {
		case <-stdio.Signals:
			cancel()
		case <-ctx.Done():
		}
	})
	if ln == nil {
		err = srv.Run(ctx, &mcp.IOTransport{Reader: readCloser{stdio.In}, Writer: nopWriteCloser{stdio.Out}})
		if errors.Is(err, context.Canceled) {
			err = nil
		}
	} else {
		fmt.Fprintf(stdio.Err, "troupe mcp serve: listening on http://%s/mcp\n", ln.Addr())
		h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, nil)
		mux := http.NewServeMux()
		mux.Handle("/mcp", h)
		hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
		wg.Go(func() {
			<-ctx.Done()
			sctx, scancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
			defer scancel()
			_ = hs.Shutdown(sctx)
		})
		err = hs.Serve(ln)
		if errors.Is(err, http.ErrServerClosed) {
			err = nil
		}
	}
	cancel()
	wg.Wait()
	if ts != nil {
		err = errors.Join(err, ts.Close())
	}
	return errors.Join(err, sup.Close())
}

// taskRunner runs each task in a new session of the supervisor.
type taskRunner struct {
	sup *supervisor.Supervisor
}

func (r *taskRunner) Task(ctx context.Context, prompt string) (mcpserve.TaskResult, error) {
	var mu sync.Mutex
	var cmds []string
	tools := r.sup.Tools()
	observe := func(subject string, m messages.Meta, b messages.Body) {
		p, ok := messages.ParseSubject(subject)
		if !ok || p.Class != messages.ClassEvt {
			return
		}
		e, ok := b.(*messages.AssistantMessage)
		if !ok {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		for _, c := range e.Message.ToolCalls {
			// What a call runs is its tool's declared command argument.
			if t, ok := tools.Lookup(c.Name); ok && t.Spec().Facts.Command != "" {
				if cmd := argString(c.Arguments, t.Spec().Facts.Command); cmd != "" {
					cmds = append(cmds, cmd)
				}
			}
		}
	}
	sess, err := r.sup.OpenSession(ctx, "", observe)
	if err != nil {
		return mcpserve.TaskResult{}, err
	}
	// What changed is the workspace before the task against after it,
	// whatever changed it: file tools, commands, subagents' changesets.
	cp := checkpoint.Open(r.sup.Store().Root(), r.sup.Store().Dir(sess.ID()), r.sup.Workspace())
	before, snapErr := cp.Snapshot(ctx, "before task")
	res, err := sess.Submit(ctx, prompt, 0)
	closeErr := sess.Close()
	if err != nil {
		return mcpserve.TaskResult{}, errors.Join(err, closeErr)
	}
	out := mcpserve.TaskResult{Answer: res.Final, Session: sess.ID(), Subtype: "success", Turns: res.Calls, CostUSD: res.CostUSD,
		Files: []string{}, Changes: []checkpoint.Change{}, Commands: []string{}}
	switch {
	case res.Err != nil:
		out.Subtype, out.IsError, out.Error = "error_during_execution", true, res.Err.Kind.String()+": "+res.Err.Msg
	case res.Capped:
		out.Subtype, out.IsError, out.Error = "error_max_turns", true, "reached the iteration cap (--max-turns); the answer is a summary"
	case res.Failed > 0:
		out.Subtype, out.IsError, out.Error = "error_during_execution", true, fmt.Sprintf("%d subagent(s) failed", res.Failed)
	}
	if after, err := cp.Snapshot(ctx, "after task"); err == nil && snapErr == nil {
		out.Changes, out.Diff, out.DiffClipped, err = cp.Changes(ctx, before, after)
		if err != nil {
			out.ChangesError = err.Error()
		}
	} else {
		out.ChangesError = "the workspace could not be recorded: " + errors.Join(snapErr, err).Error()
	}
	for _, c := range out.Changes {
		out.Files = append(out.Files, c.Path)
	}
	if out.Changes == nil {
		out.Changes = []checkpoint.Change{}
	}
	mu.Lock()
	out.Commands = append(out.Commands, cmds...)
	mu.Unlock()
	return out, closeErr
}

func argString(a messages.Args, key string) string {
	var m map[string]any
	if jsonUnmarshal(a, &m) != nil {
		return ""
	}
	s, _ := m[key].(string)
	return strings.TrimSpace(s)
}

func jsonUnmarshal(a messages.Args, v any) error { return json.Unmarshal(a, v) }

// readCloser and nopWriteCloser give the MCP SDK's IO transport the
// command's standard input and output (closing them is the process's job).
type readCloser struct{ io.Reader }

func (readCloser) Close() error { return nil }

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }
