package tui

import (
	"encoding/json"
	"strings"

	"github.com/aymanbagabas/go-udiff"

	"troupe/internal/tool"
	"troupe/messages"
)

// maxDiffLines bounds a diff shown in the transcript or a dialog.
const maxDiffLines = 60

// Previewer tells what a tool call would change, from the tool's declared
// facts (tool.Registry implements it). The TUI never keys on tool names.
type Previewer interface {
	Preview(name string, args json.RawMessage) (tool.Change, bool)
}

// EditDiff returns the unified diff a file-changing tool call would make,
// as p previews it, or "" when p has no preview for the call (or p is
// nil). Hunk headers are dropped: the edit tools carry snippets, not whole
// files, so their line numbers would mislead.
func EditDiff(p Previewer, name string, args messages.Args) string {
	return fullEditDiff(p, name, args, maxDiffLines)
}

// fullEditDiff is EditDiff cut at limit lines; 0 means not cut. Tabs are
// expanded to spaces.
func fullEditDiff(p Previewer, name string, args messages.Args, limit int) string {
	if p == nil {
		return ""
	}
	c, ok := p.Preview(name, json.RawMessage(args))
	if !ok {
		return ""
	}
	parts := make([]string, 0, len(c.Hunks))
	for _, h := range c.Hunks {
		parts = append(parts, hunks(h.Old, h.New))
	}
	lines := strings.Split(strings.TrimRight(strings.Join(parts, "\n"), "\n"), "\n")
	if limit > 0 && len(lines) > limit {
		lines = append(lines[:limit:limit], "… (diff cut: f in an approval shows all of it)")
	}
	return c.Path + "\n" + expandTabs(strings.Join(lines, "\n"))
}

func hunks(old, new string) string {
	if !strings.HasSuffix(old, "\n") && old != "" {
		old += "\n"
	}
	if !strings.HasSuffix(new, "\n") && new != "" {
		new += "\n"
	}
	d := udiff.Unified("a", "b", old, new)
	var out []string
	for _, l := range strings.Split(d, "\n") {
		if strings.HasPrefix(l, "---") || strings.HasPrefix(l, "+++") || strings.HasPrefix(l, "@@") || l == "" {
			continue
		}
		if strings.HasPrefix(l, `\ No newline`) {
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// colorDiff styles diff lines: additions green, removals red.
func colorDiff(d string, st styles) string {
	lines := strings.Split(d, "\n")
	for i, l := range lines {
		switch {
		case i == 0:
			lines[i] = st.bold.Render(l)
		case strings.HasPrefix(l, "+"):
			lines[i] = st.add.Render(l)
		case strings.HasPrefix(l, "-"):
			lines[i] = st.del.Render(l)
		}
	}
	return strings.Join(lines, "\n")
}
