package slash

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// Memory is a Host that keeps memory files: /memory and /remember (and
// `#` in the TUI, which asks which memory and runs /remember) need it.
type Memory interface {
	// Remember adds line to the "project" or "user" memory and returns
	// the file it went to.
	Remember(scope, line string) (string, error)
	// MemoryFiles are the files /memory opens in the editor.
	MemoryFiles() []string
}

// errNoMemory is the error of a memory command on a host without memory.
var errNoMemory = errors.New("this session keeps no memory")

func memoryCommands() []Command {
	return []Command{
		{Name: "memory", Help: "edit the memory files (project, then user) in $EDITOR",
			Run: func(_ context.Context, h Host, a string) (Result, error) {
				m, ok := h.(Memory)
				if !ok {
					return Result{}, errNoMemory
				}
				if a != "" {
					return Result{}, fmt.Errorf("/memory takes no arguments")
				}
				files := m.MemoryFiles()
				if len(files) == 0 {
					return Result{}, fmt.Errorf("no memory files here (no config directory, and the workspace is not trusted)")
				}
				return Result{Text: "editing " + strings.Join(files, " and ") + " (the next session reads them)", Edit: files}, nil
			}},
		{Name: "remember", Args: "[project|user] TEXT", Help: "add a line to the project's (default) or your memory; `# TEXT` asks which",
			Run: func(_ context.Context, h Host, a string) (Result, error) {
				m, ok := h.(Memory)
				if !ok {
					return Result{}, errNoMemory
				}
				scope := "project"
				if first, rest, _ := strings.Cut(a, " "); first == "project" || first == "user" {
					scope, a = first, rest
				}
				if strings.TrimSpace(a) == "" {
					return Result{}, fmt.Errorf("usage: /remember [project|user] TEXT")
				}
				file, err := m.Remember(scope, a)
				if err != nil {
					return Result{}, err
				}
				return Result{Text: fmt.Sprintf("remembered in the %s memory (%s); sessions from the next one on see it", scope, file)}, nil
			}},
	}
}

// RememberChoices are the picker entries `#` offers: the same line to
// the project's or the user's memory.
func RememberChoices(line string) []Choice {
	return []Choice{
		{Label: "project memory (.troupe/MEMORY.md) — this project, shared with whoever works on it", Line: "/remember project " + line},
		{Label: "user memory — yours, in every project", Line: "/remember user " + line},
	}
}
