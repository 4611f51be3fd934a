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
	"troupe/internal/netproxy"
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
	// proxy is the network proxy a command granted the network goes
	// through, as the agent's do (nil: the sandbox is off or missing);
	// hosts decides its hosts: the configured deny rules hold, any other
	// host is the person's to reach (they typed the command).
	proxy *netproxy.Proxy
	hosts *gate.Gate
	n     int
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
	if !cfg.ProjectTrusted {
		perms = perms.Untrusted() // an untrusted repository's rules only tighten
	}
	data, err := g.data(stdio)
	if err != nil {
		return nil, err
	}
	// The same sandbox and environment as the agent's commands: the
	// config's sandbox settings (mode, writable, secrets, env) hold for
	// what the user types too.
	// Its network too: through troupe's proxy, never direct.
	o := supervisor.ShellOptions(cfg, data, sandbox.NewPool())
	proxy, err := supervisor.StartProxy(cfg)
	if err != nil {
		return nil, errors.Join(err, o.Pool.Close())
	}
	o.Proxy = proxy
	closeAll := func() error { return errors.Join(o.Pool.Close(), closeProxy(proxy)) }
	reg, err := tool.NewRegistry(shell.Tools(o)...)
	if err != nil {
		return nil, errors.Join(err, closeAll())
	}
	bash, ok := reg.Lookup("bash")
	if !ok {
		return nil, errors.Join(errors.New("no bash tool"), closeAll())
	}
	hostRules := append(supervisor.HostRules(cfg), safety.Rule{Domain: "*", Action: safety.Allow, Source: "typed by the person"})
	hosts := gate.New(gate.Options{Policy: &safety.Policy{Rules: hostRules}})
	jobs := shell.NewJobs(o)
	home, _ := os.UserHomeDir()
	gt := gate.New(gate.Options{Workspace: ws, Home: home, AllowAsks: true,
		// The user typed the command: a network it needs is theirs to use.
		Policy: &safety.Policy{Mode: safety.ModeAuto, Rules: perms.Rules, ProtectedBranches: perms.ProtectedBranches, Network: true}})
	return &shellRunner{bash: bash, gate: gt, env: tool.Env{Workspace: ws, Files: tool.NewFileState(), Jobs: jobs}, jobs: jobs, pool: o.Pool,
		proxy: proxy, hosts: hosts}, nil
}

// close ends the runner's background jobs, warm helpers and proxy.
func (s *shellRunner) close() error {
	return errors.Join(s.jobs.Close(), s.pool.Close(), closeProxy(s.proxy))
}

// closeProxy closes p, if there is one.
func closeProxy(p *netproxy.Proxy) error {
	if p == nil {
		return nil
	}
	return p.Close()
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
		ctx = tool.WithHosts(tool.WithNetwork(ctx), s.hosts.Hosts(call))
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
