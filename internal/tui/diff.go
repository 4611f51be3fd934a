package tui

import (
	"encoding/json"
	"strings"

	"github.com/aymanbagabas/go-udiff"

	"troupe/messages"
)

// maxDiffLines bounds a diff shown in the transcript or a dialog.
const maxDiffLines = 60

// EditDiff returns the unified diff a file-changing tool call would make,
// or "" for other tools. Hunk headers are dropped: the edit tools carry
// snippets, not whole files, so their line numbers would mislead.
func EditDiff(name string, args messages.Args) string {
	return fullEditDiff(name, args, maxDiffLines)
}

// fullEditDiff is EditDiff cut at limit lines; 0 means not cut. Tabs are
// expanded to spaces.
func fullEditDiff(name string, args messages.Args, limit int) string {
	var a struct {
		Path    string `json:"file_path"`
		Old     string `json:"old_string"`
		New     string `json:"new_string"`
		Content string `json:"content"`
		Edits   []struct {
			Old string `json:"old_string"`
			New string `json:"new_string"`
		} `json:"edits"`
	}
	if json.Unmarshal(args, &a) != nil {
		return ""
	}
	var parts []string
	switch name {
	case "edit_file":
		parts = append(parts, hunks(a.Old, a.New))
	case "multi_edit":
		for _, e := range a.Edits {
			parts = append(parts, hunks(e.Old, e.New))
		}
	case "write_file":
		parts = append(parts, hunks("", a.Content))
	default:
		return ""
	}
	lines := strings.Split(strings.TrimRight(strings.Join(parts, "\n"), "\n"), "\n")
	if limit > 0 && len(lines) > limit {
		lines = append(lines[:limit:limit], "… (diff cut: f in an approval shows all of it)")
	}
	return a.Path + "\n" + expandTabs(strings.Join(lines, "\n"))
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
