package fs

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"troupe/internal/tool"
)

//go:embed edit_file.md
var editFileDoc string

// maxListedLines bounds the line numbers listed for an ambiguous match.
const maxListedLines = 10

const editFileSchema = `{
  "type": "object",
  "properties": {
    "file_path": {"type": "string", "description": "Path of the file to edit, relative to the workspace root or absolute."},
    "old_string": {"type": "string", "description": "The exact text to replace, including whitespace and indentation. Empty to create a new file."},
    "new_string": {"type": "string", "description": "The text to put in its place; must differ from old_string."},
    "replace_all": {"type": "boolean", "default": false, "description": "Replace every occurrence of old_string instead of requiring exactly one."}
  },
  "required": ["file_path", "old_string", "new_string"]
}`

type editFileArgs struct {
	FilePath   string `json:"file_path"`
	OldString  string `json:"old_string"`
	NewString  string `json:"new_string"`
	ReplaceAll bool   `json:"replace_all"`
}

// EditFile returns the edit_file tool: exact string replacement in a file.
func EditFile() tool.Func {
	return newTool(tool.Spec{
		Name:        "edit_file",
		Description: editFileDoc,
		Parameters:  json.RawMessage(editFileSchema),
	}, editFile)
}

func editFile(ctx context.Context, ws *tool.Workspace, raw json.RawMessage) (string, error) {
	var a editFileArgs
	if err := decodeArgs(raw, &a, "file_path", "old_string", "new_string"); err != nil {
		return "", err
	}
	if a.OldString == a.NewString {
		return "", invalid("old_string and new_string are the same; there is nothing to change")
	}
	abs, shown, err := resolve(ws, a.FilePath)
	if err != nil {
		return "", err
	}
	perm, exists, err := existingMode(abs, shown)
	if err != nil {
		return "", err
	}
	if !exists {
		if a.OldString != "" {
			return "", invalid("%s does not exist; to create a file, use write_file or an empty old_string", shown)
		}
		if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
			return "", fileError(ws.Rel(filepath.Dir(abs)), err)
		}
		if err := writeAtomic(abs, []byte(a.NewString), perm); err != nil {
			return "", fileError(shown, err)
		}
		return fmt.Sprintf("created %s (%s)", shown, plural(len(a.NewString), "byte")), nil
	}
	data, err := os.ReadFile(abs)
	if err != nil {
		return "", fileError(shown, err)
	}
	if isBinary(data) {
		return "", invalid("%s is a binary file; edit_file only edits text", shown)
	}
	content := string(data)
	if a.OldString == "" {
		if content != "" {
			return "", invalid("old_string is empty but %s already exists and is not empty; "+
				"give the text to replace, or use write_file to replace the whole file", shown)
		}
		if err := writeAtomic(abs, []byte(a.NewString), perm); err != nil {
			return "", fileError(shown, err)
		}
		return fmt.Sprintf("wrote %s to the empty file %s", plural(len(a.NewString), "byte"), shown), nil
	}
	updated, msg, err := replace(content, a, shown)
	if err != nil {
		return "", err
	}
	if err := ctx.Err(); err != nil {
		return "", err
	}
	if err := writeAtomic(abs, []byte(updated), perm); err != nil {
		return "", fileError(shown, err)
	}
	return msg, nil
}

// replace applies the edit a to content and describes what it did. When
// old_string is not found as given in a file with CRLF line endings, it is
// tried again with its line endings converted.
func replace(content string, a editFileArgs, shown string) (string, string, error) {
	old, repl := a.OldString, a.NewString
	at := matchOffsets(content, old)
	if len(at) == 0 && strings.Contains(content, "\r\n") && strings.Contains(old, "\n") && !strings.Contains(old, "\r\n") {
		old = strings.ReplaceAll(old, "\n", "\r\n")
		repl = strings.ReplaceAll(strings.ReplaceAll(repl, "\r\n", "\n"), "\n", "\r\n")
		at = matchOffsets(content, old)
	}
	switch {
	case len(at) == 0:
		return "", "", invalid("old_string not found in %s; it must match the file exactly, "+
			"including whitespace and indentation (read the file again and copy the text without the line-number prefix)", shown)
	case len(at) > 1 && !a.ReplaceAll:
		return "", "", invalid("old_string matches %d times in %s (%s); include more surrounding lines to make it unique, "+
			"or set replace_all to true to replace every occurrence", len(at), shown, lineList(content, at))
	}
	first := lineOf(content, at[0])
	if !a.ReplaceAll {
		updated := content[:at[0]] + repl + content[at[0]+len(old):]
		return updated, fmt.Sprintf("edited %s: replaced 1 occurrence at line %d", shown, first), nil
	}
	updated := strings.ReplaceAll(content, old, repl)
	if len(at) == 1 {
		return updated, fmt.Sprintf("edited %s: replaced 1 occurrence at line %d", shown, first), nil
	}
	return updated, fmt.Sprintf("edited %s: replaced %d occurrences, the first at line %d", shown, len(at), first), nil
}

// matchOffsets returns the byte offsets of the non-overlapping occurrences of
// sub in s, the ones strings.ReplaceAll replaces.
func matchOffsets(s, sub string) []int {
	var at []int
	for i := 0; ; {
		j := strings.Index(s[i:], sub)
		if j < 0 {
			return at
		}
		at = append(at, i+j)
		i += j + len(sub)
	}
}

// lineOf returns the 1-based line number of byte offset i in s.
func lineOf(s string, i int) int { return 1 + strings.Count(s[:i], "\n") }

// lineList describes the lines of the matches at offsets, e.g.
// "at lines 3, 10 and 17".
func lineList(s string, offsets []int) string {
	var nums []string
	for _, off := range offsets[:min(len(offsets), maxListedLines)] {
		nums = append(nums, strconv.Itoa(lineOf(s, off)))
	}
	list := strings.Join(nums, ", ")
	if more := len(offsets) - len(nums); more > 0 {
		list += fmt.Sprintf(" and %d more", more)
	}
	return "at lines " + list
}
