package shell

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/invopop/jsonschema"

	"troupe/internal/netproxy"
	"troupe/internal/sandbox"
	"troupe/internal/tool"
	"troupe/messages"
)

//go:embed bash.md
var bashDoc string

// ErrNoWorkspace is returned by Run when the tool.Env has no workspace.
var ErrNoWorkspace = errors.New("shell: env has no workspace")

// Options configures the bash tool and a job table. Zero fields take their
// defaults.
type Options struct {
	DefaultTimeout time.Duration // for calls that give no timeout; default 2 minutes
	MaxTimeout     time.Duration // the most a call may ask for; default 10 minutes
	MaxOutput      int           // bytes of output a call returns, half from the start and half from the end; default 30,000
	KillGrace      time.Duration // between SIGTERM and SIGKILL on timeout, cancel or kill; default 2 seconds
	// AllowEnv names environment variables commands get beyond the
	// sandbox's allowlist (sandbox.DefaultEnv): names or glob patterns
	// ("MYCORP_*"), in any case. Nothing else of troupe's environment
	// reaches a command.
	AllowEnv []string
	// ExtraSecretEnv names environment variables kept from commands even
	// when allowed: names or glob patterns, in any case.
	ExtraSecretEnv []string
	// SetEnv are variables ("NAME=value") every command gets, set after
	// the allowlist (Claude Code settings' "env"); ExtraSecretEnv still
	// removes them.
	SetEnv    []string
	JobBuffer int // bytes of output kept per background job, the newest; default 1 MiB
	MaxJobs   int // background jobs one agent may have running at once; default 8
	// Sandbox confines every command; the workspace root is added as a
	// writable root with its protected paths. The zero value is
	// workspace-write with the network off; Mode sandbox.Off turns it off.
	Sandbox sandbox.Policy
	// Pool starts sandboxed commands through warm helpers; nil starts
	// each command's helper for it (slower). Its owner closes it.
	Pool *sandbox.Pool
	// Home is the user's home directory, whose secret paths (~/.ssh, ...)
	// commands cannot read; "" hides none beyond Sandbox.Secrets.
	Home string
	// Proxy, when set, is how a sandboxed command granted the network
	// reaches it: through this proxy only, host by host (the call's
	// tool.Hosts, else Hosts); nil gives such a command the network
	// directly (sandbox.network_direct). Its owner closes it.
	Proxy *netproxy.Proxy
	// NetworkAlways gives every command the network as if the gate had
	// granted it (sandbox.network): through Proxy, else directly.
	NetworkAlways bool
	// Hosts decides the hosts of a call whose context carries none
	// (the configured rules, nobody asked); nil refuses every host.
	Hosts tool.Hosts

	// later runs a function in a goroutine its owner waits for (the
	// agent's Jobs); nil: run it now. What a command leaves to finish
	// that need not delay its result (a guard's inotify close) goes
	// there.
	later func(func())
}

// DefaultOptions returns the default options: commands sandboxed in
// workspace-write mode with the network off, the user's secrets hidden.
func DefaultOptions() Options {
	home, _ := os.UserHomeDir() // "" hides only what Sandbox.Secrets lists
	return Options{
		Home:           home,
		DefaultTimeout: 2 * time.Minute,
		MaxTimeout:     10 * time.Minute,
		MaxOutput:      30_000,
		KillGrace:      2 * time.Second,
		JobBuffer:      1 << 20,
		MaxJobs:        8,
	}
}

// withDefaults fills zero fields with their defaults and keeps the default
// timeout within the maximum.
func (o Options) withDefaults() Options {
	d := DefaultOptions()
	if o.DefaultTimeout <= 0 {
		o.DefaultTimeout = d.DefaultTimeout
	}
	if o.MaxTimeout <= 0 {
		o.MaxTimeout = d.MaxTimeout
	}
	if o.MaxOutput <= 0 {
		o.MaxOutput = d.MaxOutput
	}
	if o.KillGrace <= 0 {
		o.KillGrace = d.KillGrace
	}
	if o.JobBuffer <= 0 {
		o.JobBuffer = d.JobBuffer
	}
	if o.MaxJobs <= 0 {
		o.MaxJobs = d.MaxJobs
	}
	o.DefaultTimeout = min(o.DefaultTimeout, o.MaxTimeout)
	return o
}

// Bash returns the bash tool configured by o.
func Bash(o Options) tool.Func {
	o = o.withDefaults()
	maxMS, defMS := o.MaxTimeout.Milliseconds(), o.DefaultTimeout.Milliseconds()
	spec := tool.Spec{
		Name:        "bash",
		Description: bashDoc,
		Parameters: tool.Schema[bashArgs](func(name string, p *jsonschema.Schema) {
			if name == "timeout" {
				p.Maximum = json.Number(strconv.FormatInt(maxMS, 10))
				p.Description = fmt.Sprintf("Timeout in milliseconds (default %d, at most %d).", defMS, maxMS)
			}
		}),
		Facts: tool.Facts{Command: "command", Network: "network", Verifies: true, Subject: []string{"command"}},
	}
	return tool.Func{S: spec, Fn: func(ctx context.Context, env tool.Env, raw json.RawMessage) (tool.Result, error) {
		return o.run(ctx, env, raw)
	}}
}

func (o Options) run(ctx context.Context, env tool.Env, raw json.RawMessage) (tool.Result, error) {
	if env.Workspace == nil {
		return tool.Result{}, fmt.Errorf("bash: %w", ErrNoWorkspace)
	}
	a, err := decodeArgs(raw)
	if err != nil {
		return tool.Errorf(messages.KindInvalidInput, "%v", err), nil
	}
	timeout := o.DefaultTimeout
	if a.Timeout != nil {
		timeout = o.MaxTimeout
		if *a.Timeout < o.MaxTimeout.Milliseconds() {
			timeout = time.Duration(*a.Timeout) * time.Millisecond
		}
	}
	if err := ctx.Err(); err != nil {
		return tool.Errorf(messages.KindCanceled, "command was not run: %v", err), nil
	}
	o = o.withScratch(env)
	note, grant := o.withNetwork(ctx, a.Network)
	if a.Background {
		return o.startJob(ctx, env, a, grant) // sweeps through jobsOf
	}
	if js, ok := env.Jobs.(*Jobs); ok {
		js.sweep() // what a background job created and a watch missed
		o.later = js.later
	}
	running := env.Workspace.CommandRunning() // the editor is not used while it runs
	out, err := execute(ctx, o, env.Workspace.Root(), a.Command, timeout)
	running()
	refused := grant.close()
	if err != nil {
		return tool.Result{}, fmt.Errorf("bash: %w", err)
	}
	switch {
	case refused != "":
		note = refused
	case note == "" && out.status != "" && o.Sandbox.Enabled() && !o.Sandbox.Network && networkFailure(out.output):
		note = networkHint
		if grant.client != nil {
			note = proxyHint
		}
	}
	if note != "" {
		out.output = withNewline(out.output) + note + "\n"
	}
	switch {
	case out.timedOut:
		return tool.Errorf(messages.KindTimeout, "%scommand timed out after %v and was killed",
			withNewline(out.output), timeout), nil
	case out.canceled:
		return tool.Errorf(messages.KindCanceled, "%scommand was canceled and killed", withNewline(out.output)), nil
	case out.status != "":
		return tool.Result{Content: withNewline(out.output) + out.status}, nil
	case out.output == "":
		return tool.Result{Content: "(no output)"}, nil
	}
	return tool.Result{Content: out.output}, nil
}

// withNewline returns s ending in a newline, or "" for "".
func withNewline(s string) string {
	if s == "" || strings.HasSuffix(s, "\n") {
		return s
	}
	return s + "\n"
}

// withScratch adds the agent's read roots — the session's scratch, where
// offloaded outputs and archives live — to what a sandboxed command may
// write. Read-only for the file tools, writable for commands, as the
// sandbox's workspace-write policy promises.
func (o Options) withScratch(env tool.Env) Options {
	if roots := env.Workspace.ReadRoots(); len(roots) > 0 {
		o.Sandbox.Writable = slices.Concat(o.Sandbox.Writable, roots)
	}
	return o
}
