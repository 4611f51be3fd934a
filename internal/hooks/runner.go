package hooks

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"mvdan.cc/sh/v3/syntax"

	"troupe/internal/tool"
	"troupe/internal/tool/shell"
	"troupe/messages"
)

// defaultTimeout is a hook's timeout when it sets none (Claude Code's).
const defaultTimeout = 60 * time.Second

// Input is the event a hook reads on stdin, in Claude Code's field names.
type Input struct {
	SessionID      string          `json:"session_id"`
	TranscriptPath string          `json:"transcript_path"`
	Cwd            string          `json:"cwd"`
	PermissionMode string          `json:"permission_mode,omitempty"`
	Event          string          `json:"hook_event_name"`
	ToolName       string          `json:"tool_name,omitempty"`
	ToolInput      json.RawMessage `json:"tool_input,omitempty"`
	ToolResponse   any             `json:"tool_response,omitempty"`
	ToolUseID      string          `json:"tool_use_id,omitempty"`
	Prompt         string          `json:"prompt,omitempty"`
	Source         string          `json:"source,omitempty"`           // SessionStart: startup, resume
	StopHookActive *bool           `json:"stop_hook_active,omitempty"` // Stop
	Error          string          `json:"error,omitempty"`            // PostToolUseFailure, StopFailure
	ErrorDetails   string          `json:"error_details,omitempty"`    // StopFailure
	Reason         string          `json:"reason,omitempty"`           // SessionEnd
	// SubagentStart, SubagentStop
	AgentID   string `json:"agent_id,omitempty"`
	AgentType string `json:"agent_type,omitempty"`
	// PreCompact, PostCompact, Setup
	Trigger            string  `json:"trigger,omitempty"`
	CustomInstructions *string `json:"custom_instructions,omitempty"`
	// Notification
	Message          string `json:"message,omitempty"`
	NotificationType string `json:"notification_type,omitempty"`
	// InstructionsLoaded
	FilePath        string `json:"file_path,omitempty"`
	MemoryType      string `json:"memory_type,omitempty"` // User, Project, Local
	LoadReason      string `json:"load_reason,omitempty"` // session_start, include, nested_traversal
	ParentFilePath  string `json:"parent_file_path,omitempty"`
	TriggerFilePath string `json:"trigger_file_path,omitempty"` // nested_traversal: the file whose directory's CLAUDE.md loaded
	// PostToolBatch
	ToolCalls []BatchCall `json:"tool_calls,omitempty"`
	// UserPromptExpansion (its prompt is Prompt)
	ExpansionType string  `json:"expansion_type,omitempty"` // slash_command, mcp_prompt
	CommandName   string  `json:"command_name,omitempty"`
	CommandArgs   *string `json:"command_args,omitempty"`
	CommandSource string  `json:"command_source,omitempty"`
}

// Output is what a hook may print on stdout as JSON (Claude Code's
// fields); plain text is context for UserPromptSubmit and SessionStart.
type Output struct {
	Continue       *bool  `json:"continue,omitempty"`
	StopReason     string `json:"stopReason,omitempty"`
	SuppressOutput bool   `json:"suppressOutput,omitempty"`
	SystemMessage  string `json:"systemMessage,omitempty"`
	Decision       string `json:"decision,omitempty"` // block (PostToolUse, Stop, UserPromptSubmit); approve (deprecated)
	Reason         string `json:"reason,omitempty"`
	Specific       struct {
		PermissionDecision       string          `json:"permissionDecision,omitempty"` // PreToolUse: allow, deny, ask
		PermissionDecisionReason string          `json:"permissionDecisionReason,omitempty"`
		AdditionalContext        string          `json:"additionalContext,omitempty"`
		UpdatedInput             json.RawMessage `json:"updatedInput,omitempty"`
		// PermissionRequest: allow or deny the call asked about.
		Decision *struct {
			Behavior string `json:"behavior"`
			Message  string `json:"message,omitempty"`
		} `json:"decision,omitempty"`
	} `json:"hookSpecificOutput"`
}

// Outcome is what the hooks of one event decided, together.
type Outcome struct {
	// Block: the action is blocked (a tool call not run, a prompt not
	// sent, a stop refused); Reason says why, for the model (or the user,
	// for a prompt).
	Block  bool
	Reason string
	// Ask: a PreToolUse hook asked for the user's approval; troupe's gate
	// then decides as it would for any call that needs approval.
	Ask bool
	// Context is text hooks added for the model (additionalContext, or a
	// UserPromptSubmit/SessionStart hook's plain stdout).
	Context string
	// UpdatedInput replaces a tool call's arguments (PreToolUse).
	UpdatedInput json.RawMessage
	// Stop: a hook said continue=false; StopReason is for the user.
	Stop       bool
	StopReason string
	// Permission is a PermissionRequest hook's decision: allow or deny.
	Permission string
	// Messages are for the user: systemMessage and the stderr of hooks
	// that failed without blocking.
	Messages []string
}

// Runner runs the hooks of one session.
type Runner struct {
	Settings   *Settings
	Dir        string // the workspace: the hooks' working directory and CLAUDE_PROJECT_DIR
	Session    string
	Transcript string // the session log's path
	Mode       string // the approval mode, as permission_mode
	Shell      shell.Options
	// Publish reports one run; nil drops it.
	Publish func(agent string, run messages.HookRun)
	// ClaudeTranscript, if set, writes the session's conversation as a
	// Claude Code transcript and returns its path: hooks then get that as
	// transcript_path instead of Transcript (troupe's own log).
	ClaudeTranscript func() (string, error)
	// Judge evaluates prompt hooks (type "prompt"); nil: they fail to run,
	// with a message saying so.
	Judge Judge
}

// Has reports whether any hook is configured for event.
func (r *Runner) Has(event string) bool {
	return r != nil && r.Settings != nil && len(r.Settings.Events[event]) > 0
}

// PreTool runs the PreToolUse hooks for a call of agent.
func (r *Runner) PreTool(ctx context.Context, agent string, call messages.ToolCall) Outcome {
	in := Input{Event: PreToolUse, ToolName: tool.ClaudeName(call.Name), ToolInput: json.RawMessage(call.Arguments), ToolUseID: call.ID}
	return r.run(ctx, agent, in, call.Name, tool.ClaudeName(call.Name))
}

// PostTool runs, after a call of agent returned content, the PostToolUse
// hooks, or for a failed call (isError) the PostToolUseFailure hooks, as
// Claude Code does: a failure's hooks get the error, a success's the
// tool's response in the shape Claude Code gives its own tool.
func (r *Runner) PostTool(ctx context.Context, agent string, call messages.ToolCall, content string, isError bool) Outcome {
	in := Input{Event: PostToolUse, ToolName: tool.ClaudeName(call.Name), ToolInput: json.RawMessage(call.Arguments), ToolUseID: call.ID}
	if isError {
		in.Event, in.Error = PostToolUseFailure, content
	} else {
		in.ToolResponse = claudeResponse(call, content)
	}
	return r.run(ctx, agent, in, call.Name, tool.ClaudeName(call.Name))
}

// claudeResponse is a tool's result as Claude Code's own tool reports it
// to hooks (tool_response): Bash's stdout, Read's file, Write's and
// Edit's file path and text; other tools' output as it is.
func claudeResponse(call messages.ToolCall, content string) any {
	var a struct {
		FilePath   string `json:"file_path"`
		Content    string `json:"content"`
		OldString  string `json:"old_string"`
		NewString  string `json:"new_string"`
		ReplaceAll bool   `json:"replace_all"`
	}
	_ = json.Unmarshal(call.Arguments, &a) // a malformed call has empty fields
	switch call.Name {
	case "bash":
		return map[string]any{"stdout": content, "stderr": "", "interrupted": false, "isImage": false}
	case "read_file":
		return map[string]any{"type": "text", "file": map[string]any{"filePath": a.FilePath, "content": content}}
	case "write_file":
		return map[string]any{"type": "create", "filePath": a.FilePath, "content": a.Content}
	case "edit_file":
		return map[string]any{"filePath": a.FilePath, "oldString": a.OldString, "newString": a.NewString, "replaceAll": a.ReplaceAll}
	}
	return map[string]any{"output": content}
}

// End runs the SessionEnd hooks; reason is Claude Code's (clear, logout,
// prompt_input_exit, other).
func (r *Runner) End(ctx context.Context, agent, reason string) Outcome {
	return r.run(ctx, agent, Input{Event: SessionEnd, Reason: reason})
}

// Prompt runs the UserPromptSubmit hooks.
func (r *Runner) Prompt(ctx context.Context, agent, prompt string) Outcome {
	return r.run(ctx, agent, Input{Event: UserPromptSubmit, Prompt: prompt})
}

// Stopping runs the Stop hooks when agent's turn ends; active says the
// turn already continued because a Stop hook blocked.
func (r *Runner) Stopping(ctx context.Context, agent string, active bool) Outcome {
	return r.run(ctx, agent, Input{Event: Stop, StopHookActive: &active})
}

// Start runs the SessionStart hooks; source is startup or resume.
func (r *Runner) Start(ctx context.Context, agent, source string) Outcome {
	return r.run(ctx, agent, Input{Event: SessionStart, Source: source}, source)
}

// run runs every hook of in.Event matching names, one after another, and
// combines what they decided.
func (r *Runner) run(ctx context.Context, agent string, in Input, names ...string) Outcome {
	var out Outcome
	if !r.Has(in.Event) {
		return out
	}
	in.SessionID, in.TranscriptPath, in.Cwd, in.PermissionMode = r.Session, r.Transcript, r.Dir, r.Mode
	if r.ClaudeTranscript != nil {
		if p, err := r.ClaudeTranscript(); err == nil {
			in.TranscriptPath = p
		}
	}
	if in.PermissionMode == "" {
		in.PermissionMode = "default"
	}
	for _, c := range r.Settings.matching(in.Event, names...) {
		var res result
		var err error
		if c.hook.fn != nil {
			res, err = r.call(ctx, c.hook, in)
		} else {
			res, err = r.exec(ctx, c.hook, in)
		}
		run := messages.HookRun{Event: in.Event, Matcher: c.matcher, Tool: names0(names, in), Command: c.hook.Command,
			Exit: res.exit, Millis: res.took.Milliseconds(), TimedOut: res.timedOut}
		if err != nil {
			run.Exit, run.Reason = -1, err.Error()
			out.Messages = append(out.Messages, fmt.Sprintf("%s hook failed to run: %v", in.Event, err))
			r.publish(agent, run)
			continue
		}
		r.apply(&out, &run, in.Event, res)
		r.publish(agent, run)
		if out.Block || out.Stop {
			break
		}
	}
	return out
}

func names0(names []string, in Input) string {
	if in.ToolName == "" || len(names) == 0 {
		return ""
	}
	return names[0]
}

func (r *Runner) publish(agent string, run messages.HookRun) {
	if r.Publish != nil {
		r.Publish(agent, run)
	}
}

// apply folds one hook's result into out, following Claude Code: exit 2
// blocks with stderr; exit 0 with JSON is read as Output; exit 0 with
// plain text is context for prompt and start events; other exits are
// reported to the user and ignored.
func (r *Runner) apply(out *Outcome, run *messages.HookRun, event string, res result) {
	stderr := strings.TrimSpace(res.stderr)
	switch {
	case res.timedOut:
		out.Messages = append(out.Messages, fmt.Sprintf("%s hook timed out: %s", event, run.Command))
		run.Reason = "timed out"
		return
	case res.exit == 2:
		out.Block, out.Reason = true, stderr
		if out.Reason == "" {
			out.Reason = "blocked by a " + event + " hook"
		}
		run.Blocked, run.Reason = true, out.Reason
		return
	case res.exit != 0:
		out.Messages = append(out.Messages, fmt.Sprintf("%s hook exited %d: %s", event, res.exit, stderr))
		run.Reason = stderr
		return
	}
	stdout := strings.TrimSpace(res.stdout)
	var o Output
	if !strings.HasPrefix(stdout, "{") || json.Unmarshal([]byte(stdout), &o) != nil {
		if stdout != "" && (event == UserPromptSubmit || event == SessionStart || event == UserPromptExpansion) {
			out.Context = joinText(out.Context, stdout)
		}
		return
	}
	if o.SystemMessage != "" {
		out.Messages = append(out.Messages, o.SystemMessage)
	}
	if o.Continue != nil && !*o.Continue {
		out.Stop, out.StopReason = true, o.StopReason
		run.Blocked, run.Reason = true, o.StopReason
	}
	sp := o.Specific
	if sp.AdditionalContext != "" {
		out.Context = joinText(out.Context, sp.AdditionalContext)
	}
	if len(sp.UpdatedInput) > 0 && event == PreToolUse {
		out.UpdatedInput = sp.UpdatedInput
	}
	if d := sp.Decision; d != nil && event == PermissionRequest && (d.Behavior == "allow" || d.Behavior == "deny") && out.Permission == "" {
		out.Permission, out.Reason = d.Behavior, d.Message
		run.Reason = "permission " + d.Behavior
	}
	switch {
	case sp.PermissionDecision == "deny" || (event == PreToolUse && o.Decision == "block"):
		out.Block = true
		out.Reason = firstNonEmpty(sp.PermissionDecisionReason, o.Reason, "denied by a PreToolUse hook")
	case sp.PermissionDecision == "ask":
		out.Ask = true
		out.Reason = firstNonEmpty(sp.PermissionDecisionReason, o.Reason)
	case o.Decision == "block":
		out.Block = true
		out.Reason = firstNonEmpty(o.Reason, "blocked by a "+event+" hook")
	}
	if out.Block {
		run.Blocked, run.Reason = true, out.Reason
	}
}

func joinText(a, b string) string {
	if a == "" {
		return b
	}
	return a + "\n" + b
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

// result is one hook process's end.
type result struct {
	stdout, stderr string
	exit           int
	timedOut       bool
	took           time.Duration
}

// stderrMark starts each line of a hook's stderr in the combined output.
const stderrMark = "\x1ftroupe-hook-stderr\x1f"

// exec runs one hook with the event on stdin. The bash tool's process start
// gives no stdin and merges stdout and stderr on one pipe, and its sandbox
// lets the command write only the workspace, so the command is wrapped: its
// stdin is a file troupe wrote (outside the sandbox) holding the event, and
// each line of its stderr comes back marked, to be told from stdout.
// pipefail keeps the command's exit status.
func (r *Runner) exec(ctx context.Context, h Hook, in Input) (result, error) {
	if h.Type == "prompt" {
		return r.judge(ctx, h, in)
	}
	data, err := json.Marshal(in)
	if err != nil {
		return result{}, err
	}
	dir, err := os.MkdirTemp("", "troupe-hook-")
	if err != nil {
		return result{}, fmt.Errorf("hook: %w", err)
	}
	defer os.RemoveAll(dir)
	inFile := filepath.Join(dir, "event.json")
	if err := os.WriteFile(inFile, data, 0o600); err != nil {
		return result{}, fmt.Errorf("hook: %w", err)
	}
	q := func(s string) string {
		out, err := syntax.Quote(s, syntax.LangBash)
		if err != nil {
			return "''"
		}
		return out
	}
	script := fmt.Sprintf("export CLAUDE_PROJECT_DIR=%s TROUPE_PROJECT_DIR=%s\nset -o pipefail\n"+
		"{ {\n%s\n} <%s 2>&1 1>&3 3>&- | while IFS= read -r l || [ -n \"$l\" ]; do printf '%%s%%s\\n' %s \"$l\"; done; } 3>&1",
		q(r.Dir), q(r.Dir), h.Command, q(inFile), q(stderrMark))
	timeout := defaultTimeout
	if h.Timeout > 0 {
		timeout = time.Duration(h.Timeout * float64(time.Second))
	}
	o := r.Shell
	if o.MaxOutput == 0 {
		o = shell.DefaultOptions()
	}
	start := time.Now()
	sr, err := shell.RunScript(ctx, o, r.Dir, script, timeout)
	took := time.Since(start)
	if err != nil {
		return result{took: took}, err
	}
	stdout, stderr := splitOutput(sr.Output)
	return result{stdout: stdout, stderr: stderr, exit: sr.Exit, timedOut: sr.TimedOut || sr.Canceled, took: took}, nil
}

// splitOutput separates the marked stderr lines from stdout.
func splitOutput(out string) (stdout, stderr string) {
	var o, e strings.Builder
	for _, line := range strings.SplitAfter(out, "\n") {
		if i := strings.Index(line, stderrMark); i >= 0 {
			o.WriteString(line[:i])
			e.WriteString(line[i+len(stderrMark):])
			continue
		}
		o.WriteString(line)
	}
	return o.String(), e.String()
}
