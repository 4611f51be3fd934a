package supervisor

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"troupe/actors/agent"
	"troupe/internal/diag"
	"troupe/internal/hooks"
	"troupe/internal/llm"
	"troupe/internal/mcp"
	"troupe/internal/memory"
	"troupe/internal/models"
	"troupe/internal/prompt"
	"troupe/internal/reminder"
	"troupe/internal/slash"
	"troupe/internal/tool"
	"troupe/internal/transcript"
	"troupe/messages"
)

// projectTrusted reports whether project-level files (memory, Claude
// settings, commands) are read for this workspace: the one switch the
// workspace-trust check sets (config.Config.ProjectTrusted, internal/trust).
func (s *Supervisor) projectTrusted() bool { return s.cfg.ProjectTrusted }

// memoryLocations are this workspace's memory files.
func (s *Supervisor) memoryLocations() memory.Locations {
	return memory.Where(s.getenv, s.ws.Root(), s.projectTrusted())
}

// loadMemory reads the memory files for a main agent's system prompt,
// within the action model's budget share. A file that cannot be read is
// logged and left out: memory never stops a session from starting.
func (s *Supervisor) loadMemory() []prompt.Doc {
	window := 0
	if c, ok := s.slots[models.Action]; ok {
		window = c.binding.ContextWindow()
	}
	docs, err := memory.Load(s.memoryLocations(), memory.Budget(window))
	if err != nil {
		s.log.Warn("memory", "err", err)
	}
	out := make([]prompt.Doc, 0, len(docs))
	for _, d := range docs {
		out = append(out, prompt.Doc{Path: s.memoryName(d), Text: d.Text})
	}
	return out
}

// memoryName is how a memory file is named to the model and the person:
// its /memories path, its path in the workspace, or ~/… for the user's.
func (s *Supervisor) memoryName(d memory.Doc) string {
	if strings.HasPrefix(d.Label, memory.VirtualRoot) {
		return d.Label
	}
	return s.displayPath(d.Path)
}

func (s *Supervisor) displayPath(p string) string {
	if rel, err := filepath.Rel(s.ws.Root(), p); err == nil && !strings.HasPrefix(rel, "..") {
		return filepath.ToSlash(rel)
	}
	if h := s.getenv("HOME"); h != "" {
		if rel, ok := strings.CutPrefix(p, h+string(os.PathSeparator)); ok {
			return "~/" + filepath.ToSlash(rel)
		}
	}
	return p
}

// memoryTool is session id's memory tool, which tells the bus of every
// change; nil when the project's memory is not used.
func (s *Supervisor) memoryTool(id string) tool.Tool {
	dir := s.memoryLocations().Dir
	if dir == "" {
		return nil
	}
	return memory.Tool(memory.ToolOptions{Dir: dir, Changed: func(ev messages.MemoryChanged) { s.memoryChanged(id, ev) }})
}

// memoryChanged publishes a change of memory on the session's bus.
func (s *Supervisor) memoryChanged(id string, ev messages.MemoryChanged) {
	subj := messages.Subject(messages.ClassEvt, id, agent.Main, "memory")
	if _, err := s.bus.Publish(subj, messages.Meta{}, ev); err != nil {
		s.log.Debug("publish memory change", "err", err)
	}
}

// Remember adds line to the memory of scope (`#` at the start of a
// prompt), tells the bus, and returns the file as the person knows it.
// The line reaches the model from the next session on (the system prompt
// is fixed for a session's life, so the provider's prompt cache holds).
func (x *Session) Remember(scope memory.Scope, line string) (string, error) {
	file, err := memory.Append(x.s.memoryLocations(), scope, line)
	if err != nil {
		return "", err
	}
	ev := messages.MemoryChanged{Scope: string(scope), Path: x.s.displayPath(file), Command: "append", Source: "user"}
	if st, err := os.Stat(file); err == nil {
		ev.Bytes = int(st.Size())
	}
	x.s.memoryChanged(x.id, ev)
	x.mu.Lock()
	x.remembered = append(x.remembered, fmt.Sprintf("(%s memory) %s", scope, line))
	x.mu.Unlock()
	return ev.Path, nil
}

// withRemembered adds to a prompt the lines the person added to memory
// since the last one, so the model knows them in this session too; the
// lines are taken.
func (x *Session) withRemembered(text string) string {
	x.mu.Lock()
	lines := x.remembered
	x.remembered = nil
	x.mu.Unlock()
	if len(lines) == 0 {
		return text
	}
	return text + "\n\n<system-reminder>\nThe person added to memory since your last turn (kept for later sessions too):\n- " +
		strings.Join(lines, "\n- ") + "\n</system-reminder>"
}

// MemoryFiles are the memory files a person edits with /memory: the
// project's (when the workspace is trusted), then the user's.
func (s *Supervisor) MemoryFiles() []string {
	l := s.memoryLocations()
	var out []string
	for _, f := range []string{l.Project, l.User} {
		if f != "" {
			out = append(out, f)
		}
	}
	return out
}

// loadClaudeSettings reads Claude Code's settings chain for workspace:
// the user's ~/.claude/settings.json, then (when the workspace is
// trusted) the project's .claude/settings.json, .claude/settings.local.json
// and .troupe/settings.json.
func loadClaudeSettings(getenv func(string) string, workspace string, trusted bool) (*hooks.Settings, error) {
	return hooks.Load(hookPaths(getenv("HOME"), workspace, trusted)...)
}

// Commands are the custom slash commands of this workspace (Markdown files
// in the user's and, for a trusted workspace, the project's command
// directories); what was skipped is logged.
func (s *Supervisor) Commands() []slash.Custom {
	ws := ""
	if s.projectTrusted() {
		ws = s.ws.Root()
	}
	var r diag.Report
	out := slash.LoadCustom(&r, slash.CommandDirs(s.getenv, ws)...)
	for _, l := range r.Lines() {
		s.log.Warn("custom commands: " + l)
	}
	return out
}

// MCPPrompt renders the MCP prompt mcp__<server>__<prompt> with args
// (/mcp__server__prompt ARGS), starting its server if needed.
func (x *Session) MCPPrompt(ctx context.Context, name, args string) (string, error) {
	server, p, ok := mcp.SplitPromptName(name)
	if !ok {
		return "", fmt.Errorf("/%s: want /mcp__<server>__<prompt>", name)
	}
	if x.ext == nil || x.ext.mcp == nil {
		return "", fmt.Errorf("/%s: this session has no MCP servers", name)
	}
	return x.ext.mcp.Prompt(ctx, server, p, slash.Fields(args))
}

// MCPPrompts lists the prompts of this session's MCP servers that have
// started, and the servers not started yet (for /help).
func (x *Session) MCPPrompts() ([]mcp.PromptInfo, []string) {
	if x.ext == nil || x.ext.mcp == nil {
		return nil, nil
	}
	return x.ext.mcp.Prompts()
}

// judge answers prompt hooks with the critique slot's model (it falls
// back to the thinking and action models). The call is the hook's, not a
// turn's: it is not on the bus and not in the turn's usage.
func (s *Supervisor) judge(ctx context.Context, system, user string) (string, error) {
	c, ok := s.slots[models.Critique]
	if !ok {
		return "", hooks.ErrNoJudge
	}
	st, err := c.client.Stream(ctx, llm.Request{Agent: "hook", AgentType: "hook", Workflow: models.Critique, System: system,
		Messages: []messages.Message{{Role: messages.RoleUser, Content: user}}, MaxTokens: 512})
	if err != nil {
		return "", err
	}
	resp, err := llm.Collect(ctx, st, nil)
	if err != nil {
		return "", err
	}
	return resp.Message.Content, nil
}

// claudeTranscript writes session id's main conversation, as it stands,
// as a Claude Code transcript beside its log and returns the file, for
// hooks that read transcript_path (the last assistant message, the tool
// calls). It is rewritten whole on each hook run.
func (s *Supervisor) claudeTranscript(id string) func() (string, error) {
	return func() (string, error) {
		loaded, err := s.store.Load(id)
		if err != nil {
			return "", err
		}
		msgs, err := transcript.Rebuild(loaded.Events, agent.Main)
		if err != nil {
			return "", err
		}
		msgs = slices.DeleteFunc(msgs, reminder.IsReminder)
		file := filepath.Join(s.store.Dir(id), "claude-transcript.jsonl")
		tmp := file + ".tmp"
		f, err := os.Create(tmp)
		if err != nil {
			return "", err
		}
		err = hooks.WriteClaudeTranscript(f, id, s.ws.Root(), msgs, time.Now())
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err == nil {
			err = os.Rename(tmp, file)
		}
		if err != nil {
			os.Remove(tmp)
			return "", err
		}
		return file, nil
	}
}
