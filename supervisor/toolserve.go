package supervisor

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/nats-io/nuid"

	"troupe/internal/gate"
	"troupe/internal/safety"
	"troupe/internal/tool"
	"troupe/messages"
)

// ToolServer runs troupe's own tools (files, search, shell) for a caller
// outside any agent — troupe mcp serve. Every call passes a gate built as a
// session's is (approval mode, permission rules, sensitive paths), with no
// person to ask: an ask is answered by config on_ask (deny by default).
// Its read-before-write guard is one FileState for the server. Safe for
// concurrent use.
type ToolServer struct {
	s    *Supervisor
	gate *gate.Gate
	env  tool.Env
}

// ToolServer returns a server of the supervisor's tools; Close it.
func (s *Supervisor) ToolServer() (*ToolServer, error) {
	g, err := s.newGate("tools-" + nuid.Next())
	if err != nil {
		return nil, err
	}
	return &ToolServer{s: s, gate: g, env: tool.Env{Workspace: s.ws, Files: tool.NewFileState(), Jobs: s.newJobs()}}, nil
}

// Specs are the tools offered.
func (t *ToolServer) Specs() []tool.Spec { return t.s.tools.Specs(t.s.tools.Names()) }

// ErrNoTool is returned for a name the server does not offer.
var ErrNoTool = errors.New("supervisor: no such tool")

// Run checks one call with the gate and runs it. A refusal is a result
// with IsError and KindPermissionDenied saying why.
func (t *ToolServer) Run(ctx context.Context, name string, args json.RawMessage) (tool.Result, error) {
	tl, ok := t.s.tools.Lookup(name)
	if !ok {
		return tool.Result{}, fmt.Errorf("%w: %s", ErrNoTool, name)
	}
	if len(args) == 0 {
		args = json.RawMessage(`{}`)
	}
	call := messages.ToolCall{ID: "mcp-" + nuid.Next(), Name: name, Arguments: messages.Args(args)}
	d := t.gate.Check(ctx, call, tl.Spec())
	if d.Verdict != safety.Allow {
		return tool.Errorf(messages.KindPermissionDenied, "%s: refused by troupe's gate (%s): %s", name, d.Layer, d.Reason), nil
	}
	if d.NetworkGranted {
		ctx = tool.WithNetwork(ctx)
	}
	ctx = tool.WithHosts(ctx, t.gate.Hosts(call))
	return tl.Run(ctx, t.env, args)
}

// Close stops the background commands the server's calls started.
func (t *ToolServer) Close() error {
	if t.env.Jobs == nil {
		return nil
	}
	return t.env.Jobs.Close()
}
