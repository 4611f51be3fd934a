package acp

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"

	acpsdk "github.com/coder/acp-go-sdk"

	"troupe/internal/fileread"
	"troupe/messages"
)

// toolKind is the ACP kind of a call of the tool name, as the session's
// tools declare it (tool.Facts.Kind); other while the session is opening.
func (s *session) toolKind(name string) acpsdk.ToolKind {
	s.mu.Lock()
	b := s.b
	s.mu.Unlock()
	if b == nil {
		return acpsdk.ToolKindOther
	}
	return acpsdk.ToolKind(b.ToolKind(name))
}

// callArgs are the arguments of troupe's tools that say what a call
// touches, for its title, locations and diff.
type callArgs struct {
	FilePath    string   `json:"file_path"`
	Path        string   `json:"path"`
	Paths       []string `json:"paths"`
	Command     string   `json:"command"`
	Pattern     string   `json:"pattern"`
	URL         string   `json:"url"`
	Query       string   `json:"query"`
	Description string   `json:"description"`
	Offset      *int     `json:"offset"`
	Content     *string  `json:"content"`
	OldString   string   `json:"old_string"`
	NewString   string   `json:"new_string"`
	Edits       []struct {
		OldString string `json:"old_string"`
		NewString string `json:"new_string"`
	} `json:"edits"`
	Prompt string `json:"prompt"`
}

func parseArgs(raw messages.Args) callArgs {
	var a callArgs
	_ = json.Unmarshal(raw, &a) // malformed arguments: the tool itself says so
	return a
}

// abs makes p absolute in cwd, as ACP wants paths.
func abs(cwd, p string) string {
	if p == "" || filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(cwd, p)
}

// title is a one-line description of a call, as an editor lists it.
func title(cwd string, c messages.ToolCall, a callArgs) string {
	rel := func(p string) string {
		if r, err := filepath.Rel(cwd, abs(cwd, p)); err == nil && !strings.HasPrefix(r, "..") {
			return r
		}
		return p
	}
	var detail string
	switch {
	case a.Command != "":
		detail = a.Command
	case a.FilePath != "":
		detail = rel(a.FilePath)
	case a.Pattern != "" && a.Path != "":
		detail = a.Pattern + " in " + rel(a.Path)
	case a.Pattern != "":
		detail = a.Pattern
	case a.Path != "":
		detail = rel(a.Path)
	case a.URL != "":
		detail = a.URL
	case a.Query != "":
		detail = a.Query
	case a.Description != "":
		detail = a.Description
	}
	if len(detail) > 120 {
		detail = detail[:117] + "…"
	}
	if i := strings.IndexByte(detail, '\n'); i >= 0 {
		detail = detail[:i] + " …"
	}
	if detail == "" {
		return c.Name
	}
	return c.Name + " " + detail
}

// locations are the files a call names, absolute.
func locations(cwd string, a callArgs) []acpsdk.ToolCallLocation {
	var out []acpsdk.ToolCallLocation
	add := func(p string, line *int) {
		if p != "" {
			out = append(out, acpsdk.ToolCallLocation{Path: abs(cwd, p), Line: line})
		}
	}
	add(a.FilePath, a.Offset)
	if a.FilePath == "" {
		add(a.Path, nil)
	}
	for _, p := range a.Paths {
		add(p, nil)
	}
	return out
}

// diffs are the changes an edit call proposes: the replaced text and its
// replacement for edit_file and multi_edit, the whole file for write_file
// (against what is on disk now; a new file has no old text).
func diffs(cwd string, c messages.ToolCall, a callArgs) []acpsdk.ToolCallContent {
	path := abs(cwd, a.FilePath)
	if path == "" {
		return nil
	}
	switch c.Name {
	case "write_file":
		if a.Content == nil {
			return nil
		}
		old, ok := oldText(cwd, path)
		if !ok {
			return []acpsdk.ToolCallContent{acpsdk.ToolDiffContent(path, *a.Content)}
		}
		return []acpsdk.ToolCallContent{acpsdk.ToolDiffContent(path, *a.Content, old)}
	case "edit_file":
		return []acpsdk.ToolCallContent{acpsdk.ToolDiffContent(path, a.NewString, a.OldString)}
	case "multi_edit":
		var out []acpsdk.ToolCallContent
		for _, e := range a.Edits {
			out = append(out, acpsdk.ToolDiffContent(path, e.NewString, e.OldString))
		}
		return out
	}
	return nil
}

// maxOldText is the largest file whose old content a write's diff shows.
const maxOldText = 1 << 20

// oldText returns the content of the regular file path for a write's diff,
// read beneath cwd by the kernel (os.Root) so that a name the model chose
// never leads outside the workspace, never blocks (a FIFO is not regular),
// and is never huge.
func oldText(cwd, path string) (string, bool) {
	rel, err := filepath.Rel(cwd, path)
	if err != nil || rel == ".." || strings.HasPrefix(rel, "../") {
		return "", false
	}
	root, err := os.OpenRoot(cwd)
	if err != nil {
		return "", false
	}
	defer root.Close()
	info, err := root.Lstat(rel)
	if err != nil || !info.Mode().IsRegular() || info.Size() > maxOldText {
		return "", false
	}
	data, err := fileread.ReadFileIn(root, rel)
	if err != nil || len(data) > maxOldText {
		return "", false
	}
	return string(data), true
}

// clipOutput keeps a tool's output to what an editor panel shows.
func clipOutput(s string) string {
	const max = 16 << 10
	if len(s) <= max {
		return s
	}
	return s[:max] + "\n… (output clipped)"
}
