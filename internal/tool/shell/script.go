package shell

import (
	"context"
	"strconv"
	"strings"
	"time"

	"troupe/internal/sandbox"
)

// ScrubEnv returns what of environ a process troupe starts may see: the
// sandbox's allowlist (sandbox.Environ) plus allow, minus deny. Other
// components that start processes (MCP servers) use it so they keep the
// same rule.
func ScrubEnv(environ, allow, deny []string) []string { return sandbox.Environ(environ, allow, deny) }

// ScriptResult is how a script run with RunScript ended.
type ScriptResult struct {
	Output   string // stdout and stderr, capped at Options.MaxOutput
	Exit     int    // exit code; -1 when killed by a signal
	TimedOut bool
	Canceled bool
}

// RunScript runs script with the shell in dir through the same process
// start as the bash tool — its own process group, a secret-free
// environment, the same kill on timeout or cancel, and whatever sandbox
// that start applies — and waits for it. The error is for failures to run
// it at all; a non-zero exit is in the result.
func RunScript(ctx context.Context, o Options, dir, script string, timeout time.Duration) (ScriptResult, error) {
	out, err := execute(ctx, o, dir, script, timeout)
	if err != nil {
		return ScriptResult{}, err
	}
	r := ScriptResult{Output: out.output, TimedOut: out.timedOut, Canceled: out.canceled}
	switch {
	case out.status == "":
	case strings.HasPrefix(out.status, "exit status "):
		r.Exit, _ = strconv.Atoi(strings.TrimPrefix(out.status, "exit status "))
	default:
		r.Exit = -1
	}
	return r, nil
}
