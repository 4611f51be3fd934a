package shell

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"troupe/internal/tool"
	"troupe/messages"
)

//go:embed bash_output.md
var bashOutputDoc string

//go:embed kill_bash.md
var killBashDoc string

// ErrForeignJobTable is returned when the Env's job table is not a *Jobs.
var ErrForeignJobTable = errors.New("shell: env.Jobs is not a *shell.Jobs")

// Tools returns the shell tools configured by o: bash, bash_output and
// kill_bash.
func Tools(o Options) []tool.Tool {
	return []tool.Tool{Bash(o), BashOutput(), KillBash()}
}

// jobsOf returns the agent's job table, or a model-facing result saying
// there is none.
func jobsOf(env tool.Env) (*Jobs, *tool.Result, error) {
	if env.Jobs == nil {
		r := tool.Errorf(messages.KindInvalidInput, "background jobs are not available to this agent; run the command without run_in_background")
		return nil, &r, nil
	}
	js, ok := env.Jobs.(*Jobs)
	if !ok {
		return nil, nil, fmt.Errorf("%w (it is %T)", ErrForeignJobTable, env.Jobs)
	}
	js.sweep()
	return js, nil, nil
}

// startJob runs the bash call a as a background job; its output goes on
// to the call's tool.Progress, if ctx carries one, until it ends.
func (o Options) startJob(ctx context.Context, env tool.Env, a bashArgs, grant netGrant) (tool.Result, error) {
	js, res, err := jobsOf(env)
	if js == nil {
		grant.close()
		return deref(res), err
	}
	running := env.Workspace.CommandRunning() // until the job's group is dead
	j, err := js.start(env.Workspace.Root(), a.Command, o.environ(), env.Workspace.ReadRoots(), grant, running, tool.ProgressOf(ctx))
	if err != nil {
		grant.close()
		running()
	}
	switch {
	case errors.Is(err, ErrJobsClosed):
		return tool.Errorf(messages.KindCanceled, "background jobs are shut down; the command was not started"), nil
	case errors.Is(err, ErrTooManyJobs):
		return tool.Errorf(messages.KindInvalidInput, "the command was not started: as many background jobs as allowed (%d) "+
			"are running; stop one with kill_bash first (%s)", js.o.MaxJobs, js.list()), nil
	case err != nil:
		return tool.Result{}, fmt.Errorf("bash: %w", err)
	}
	return tool.Result{Content: fmt.Sprintf("started %s in the background (pid %d).\n"+
		"Read its output with bash_output (bash_id %q) and stop it with kill_bash (shell_id %q). "+
		"It runs until it exits, you stop it, or the agent stops.", j.id, j.pid, j.id, j.id)}, nil
}

func deref(r *tool.Result) tool.Result {
	if r == nil {
		return tool.Result{}
	}
	return *r
}

type bashOutputArgs struct {
	ID     string `json:"bash_id" jsonschema:"required" jsonschema_description:"Id of the background job, as bash returned it, e.g. \"bash_1\"."`
	Filter string `json:"filter" jsonschema_description:"Optional regular expression (Go RE2 syntax): only new output lines matching it are returned; the others are discarded."`
}

// BashOutput returns the bash_output tool: a background job's output since
// the last call, and its status.
func BashOutput() tool.Func {
	spec := tool.Spec{
		Name:        "bash_output",
		Description: bashOutputDoc,
		Parameters:  tool.Schema[bashOutputArgs](),
		ReadOnly:    true,
		Facts:       tool.Facts{Jobs: true, Kind: tool.KindRead},
	}
	return tool.Func{S: spec, Fn: bashOutput}
}

func bashOutput(ctx context.Context, env tool.Env, raw json.RawMessage) (tool.Result, error) {
	var a bashOutputArgs
	if err := tool.DecodeArgs(raw, &a, "bash_id"); err != nil {
		return tool.Errorf(messages.KindInvalidInput, "%v", err), nil
	}
	var filter *regexp.Regexp
	if a.Filter != "" {
		var err error
		if filter, err = regexp.Compile(a.Filter); err != nil {
			return tool.Errorf(messages.KindInvalidInput, "invalid filter %q: %v", a.Filter, err), nil
		}
	}
	if err := ctx.Err(); err != nil {
		return tool.Errorf(messages.KindCanceled, "bash_output was canceled"), nil
	}
	js, res, err := jobsOf(env)
	if js == nil {
		return deref(res), err
	}
	j, ok := js.get(a.ID)
	if !ok {
		return tool.Errorf(messages.KindInvalidInput, "no background job %q; %s", a.ID, js.list()), nil
	}
	state := j.state() // before taking the output, so "exited" means all of it is there
	data, lost := j.take()
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s\n", j.id, state)
	text, notes := shape(data, filter, js.o.MaxOutput)
	if lost > 0 {
		notes = append([]string{fmt.Sprintf("%d earlier bytes were lost: a job keeps only its last %d bytes of output; read it more often",
			lost, js.o.JobBuffer)}, notes...)
	}
	if text == "" {
		b.WriteString("(no new output)\n")
	} else {
		b.WriteString(withNewline(text))
	}
	for _, n := range notes {
		fmt.Fprintf(&b, "[%s]\n", n)
	}
	return tool.Result{Content: b.String()}, nil
}

// shape filters new output by lines and cuts it to its last max bytes,
// with notes on what was left out.
func shape(data []byte, filter *regexp.Regexp, max int) (string, []string) {
	var notes []string
	text := string(data)
	if filter != nil && text != "" {
		var kept []string
		dropped := 0
		for _, line := range strings.SplitAfter(text, "\n") {
			if line == "" {
				continue
			}
			if filter.MatchString(strings.TrimRight(line, "\r\n")) {
				kept = append(kept, line)
			} else {
				dropped++
			}
		}
		text = strings.Join(kept, "")
		switch {
		case dropped == 1:
			notes = append(notes, "1 line not matching the filter was discarded")
		case dropped > 1:
			notes = append(notes, fmt.Sprintf("%d lines not matching the filter were discarded", dropped))
		}
	}
	if len(text) > max {
		cut := len(text) - max
		for cut < len(text) && !utf8.RuneStart(text[cut]) {
			cut++
		}
		notes = append([]string{fmt.Sprintf("%d earlier bytes of new output are not shown", cut)}, notes...)
		text = text[cut:]
	}
	return text, notes
}

type killBashArgs struct {
	ID string `json:"shell_id" jsonschema:"required" jsonschema_description:"Id of the background job to stop, e.g. \"bash_1\"."`
}

// KillBash returns the kill_bash tool: it stops a background job and every
// process it started.
func KillBash() tool.Func {
	spec := tool.Spec{
		Name:        "kill_bash",
		Description: killBashDoc,
		Parameters:  tool.Schema[killBashArgs](),
		Facts:       tool.Facts{Jobs: true},
	}
	return tool.Func{S: spec, Fn: killBash}
}

func killBash(ctx context.Context, env tool.Env, raw json.RawMessage) (tool.Result, error) {
	var a killBashArgs
	if err := tool.DecodeArgs(raw, &a, "shell_id"); err != nil {
		return tool.Errorf(messages.KindInvalidInput, "%v", err), nil
	}
	if err := ctx.Err(); err != nil {
		return tool.Errorf(messages.KindCanceled, "kill_bash was canceled"), nil
	}
	js, res, err := jobsOf(env)
	if js == nil {
		return deref(res), err
	}
	j, ok := js.get(a.ID)
	if !ok {
		return tool.Errorf(messages.KindInvalidInput, "no background job %q; %s", a.ID, js.list()), nil
	}
	if !js.stop(j) {
		return tool.Result{Content: fmt.Sprintf("%s had already finished: %s", j.id, j.state())}, nil
	}
	return tool.Result{Content: fmt.Sprintf("stopped %s (%s): %s. Output it left unread is still available from bash_output.",
		j.id, clip(j.command, 100), j.state())}, nil
}

// clip returns s cut to at most n bytes on a rune boundary, marked with
// "…" when cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
