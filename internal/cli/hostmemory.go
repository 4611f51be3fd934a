package cli

import (
	"context"
	"os"
	"os/exec"
	"strings"

	"troupe/internal/diag"
	"troupe/internal/memory"
	"troupe/internal/slash"
	"troupe/supervisor"
)

// Remember adds a line to the project's or the user's memory (/remember,
// and `#` in the TUI once the person chose).
func (h *sessionHost) Remember(scope, line string) (string, error) {
	s, err := memory.ParseScope(scope)
	if err != nil {
		return "", err
	}
	sess := h.Session()
	if sess == nil {
		return "", supervisor.ErrClosed
	}
	return sess.Remember(s, line)
}

// MemoryFiles are the files /memory opens.
func (h *sessionHost) MemoryFiles() []string {
	sup, _ := h.current()
	if sup == nil {
		return nil
	}
	return sup.MemoryFiles()
}

// editorCommand is the command that edits files: $VISUAL, else $EDITOR,
// else vi; the variable may hold arguments ("code --wait").
func editorCommand(getenv func(string) string, files []string) *exec.Cmd {
	ed := getenv("VISUAL")
	if ed == "" {
		ed = getenv("EDITOR")
	}
	if ed == "" {
		ed = "vi"
	}
	argv := append(strings.Fields(ed), files...)
	for _, f := range files { // an editor should open the file, even a new one, in an existing directory
		_ = os.MkdirAll(dirOf(f), 0o755)
	}
	return exec.Command(argv[0], argv[1:]...)
}

func dirOf(f string) string {
	if i := strings.LastIndexByte(f, os.PathSeparator); i > 0 {
		return f[:i]
	}
	return "."
}

// commandRegistry is the built-in slash commands and the workspace's
// custom ones (Markdown files in .claude/commands, .troupe/commands and
// the user's); `troupe doctor` lists what was skipped and why.
func commandRegistry(sup *supervisor.Supervisor) *slash.Registry {
	if sup == nil {
		return slash.Builtin()
	}
	var rep diag.Report
	return slash.WithCustom(slash.Builtin(), sup.Commands(), &rep)
}

// MCPPrompt renders an MCP server's prompt for /mcp__server__prompt.
func (h *sessionHost) MCPPrompt(ctx context.Context, name, args string) (string, error) {
	sess := h.Session()
	if sess == nil {
		return "", supervisor.ErrClosed
	}
	return sess.MCPPrompt(ctx, name, args)
}

// MCPPromptHelp lists the MCP prompts for /help.
func (h *sessionHost) MCPPromptHelp() []slash.Command {
	sess := h.Session()
	if sess == nil {
		return nil
	}
	ps, idle := sess.MCPPrompts()
	var rows [][3]string
	for _, p := range ps {
		rows = append(rows, [3]string{p.Command, p.Args, p.Description})
	}
	return slash.MCPPromptCommands(rows, idle)
}
