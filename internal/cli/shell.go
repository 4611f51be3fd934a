package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"troupe/internal/gate"
	"troupe/internal/safety"
	"troupe/internal/sandbox"
	"troupe/internal/tool"
	"troupe/internal/tool/shell"
	"troupe/messages"
	"troupe/supervisor"
)

// shellRunner runs commands the user types as "!command" with the agent's
// bash tool, through the same layers: command analysis (what it denies stays
// denied), permission rules, workspace confinement, timeouts, output caps
// and the scrubbed environment. What would need approval runs, since the
// person who would be asked typed it.
type shellRunner struct {
	bash tool.Tool
	gate *gate.Gate
	env  tool.Env
	jobs tool.JobTable
	pool *sandbox.Pool // warm sandbox helpers; closed with jobs
	n    int
}

func newShellRunner(stdio *IO, g *globals) (*shellRunner, error) {
	dir, err := g.workspaceDir()
	if err != nil {
		return nil, err
	}
	cfg, err := g.config(stdio, dir)
	if err != nil {
		return nil, err
	}
	ws, err := tool.NewWorkspace(dir)
	if err != nil {
		return nil, err
	}
	perms, err := safety.LoadPermissions(filepath.Join(ws.Root(), ".troupe", "permissions.yaml"))
	if err != nil {
		return nil, err
	}
	data, err := g.data(stdio)
	if err != nil {
		return nil, err
	}
	// The same sandbox and environment as the agent's commands: the
	// config's sandbox settings (mode, writable, secrets, env) hold for
	// what the user types too.
	o := supervisor.ShellOptions(cfg, data, sandbox.NewPool())
	reg, err := tool.NewRegistry(shell.Tools(o)...)
	if err != nil {
		return nil, errors.Join(err, o.Pool.Close())
	}
	bash, ok := reg.Lookup("bash")
	if !ok {
		return nil, errors.Join(errors.New("no bash tool"), o.Pool.Close())
	}
	jobs := shell.NewJobs(o)
	home, _ := os.UserHomeDir()
	gt := gate.New(gate.Options{Workspace: ws, Home: home, AllowAsks: true,
		// The user typed the command: a network it needs is theirs to use.
		Policy: &safety.Policy{Mode: safety.ModeAuto, Rules: perms.Rules, ProtectedBranches: perms.ProtectedBranches, Network: true}})
	return &shellRunner{bash: bash, gate: gt, env: tool.Env{Workspace: ws, Files: tool.NewFileState(), Jobs: jobs}, jobs: jobs, pool: o.Pool}, nil
}

// run runs one command and returns its output as the agent would see it.
func (s *shellRunner) run(ctx context.Context, command string) (string, error) {
	s.n++
	args, _ := json.Marshal(map[string]string{"command": command})
	call := messages.ToolCall{ID: fmt.Sprintf("user-%d", s.n), Name: "bash", Arguments: args}
	d := s.gate.Check(ctx, call, s.bash.Spec())
	if d.Verdict != safety.Allow {
		return "", fmt.Errorf("%s by %s: %s", d.Verdict, d.Layer, d.Reason)
	}
	if d.NetworkGranted {
		ctx = tool.WithNetwork(ctx)
	}
	res, err := s.bash.Run(ctx, s.env, args)
	if err != nil {
		return "", err
	}
	if res.IsError {
		return "", fmt.Errorf("%s", strings.TrimRight(res.Content, "\n"))
	}
	return res.Content, nil
}
