package fs

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"troupe/internal/tool"
)

//go:embed edit_file.md
var editFileDoc string

// maxListedLines bounds the line numbers listed for an ambiguous match.
const maxListedLines = 10

type editFileArgs struct {
	FilePath   string `json:"file_path" jsonschema:"required" jsonschema_description:"Path of the file to edit, relative to the workspace root or absolute."`
	OldString  string `json:"old_string" jsonschema:"required" jsonschema_description:"The text to replace, copied exactly from the file including whitespace and indentation. Empty to create a new file."`
	NewString  string `json:"new_string" jsonschema:"required" jsonschema_description:"The text to put in its place; must differ from old_string."`
	ReplaceAll bool   `json:"replace_all" jsonschema:"default=false" jsonschema_description:"Replace every occurrence of old_string instead of requiring exactly one."`
}

// EditFile returns the edit_file tool: it replaces text in a file, finding
// old_string exactly or, failing that, by progressively looser matchers.
func EditFile() tool.Func {
	return newTool(tool.Spec{
		Name:        "edit_file",
		Description: editFileDoc,
		Parameters:  tool.Schema[editFileArgs](),
		Facts: tool.Facts{Paths: []tool.PathArg{{Name: "file_path", Write: true}}, Edits: true,
			Subject: []string{"file_path"}, Preview: previewEdit},
	}, editFile)
}

func editFile(ctx context.Context, env tool.Env, raw json.RawMessage) (string, error) {
	var a editFileArgs
	if err := decodeArgs(raw, &a, "file_path", "old_string", "new_string"); err != nil {
		return "", err
	}
	if a.OldString == a.NewString {
		return "", invalid("old_string and new_string are the same; there is nothing to change")
	}
	abs, shown, err := resolve(env.Workspace, a.FilePath)
	if err != nil {
		return "", err
	}
	defer lockFile(env.Files, abs)()
	t, err := loadForEdit(ctx, env.Workspace, env.Files, abs, shown, "edit_file")
	if err != nil {
		return "", err
	}
	switch {
	case !t.exists && a.OldString != "":
		return "", invalid("%s does not exist; to create a file, use write_file or an empty old_string", shown)
	case !t.exists:
		if err := t.save(ctx, env, a.NewString); err != nil {
			return "", err
		}
		return fmt.Sprintf("created %s (%s)", shown, plural(len(a.NewString), "byte")), nil
	case a.OldString == "" && t.content != "":
		return "", invalid("old_string is empty but %s already exists and is not empty; "+
			"give the text to replace, or use write_file to replace the whole file", shown)
	case a.OldString == "":
		if err := t.save(ctx, env, a.NewString); err != nil {
			return "", err
		}
		return fmt.Sprintf("wrote %s to the empty file %s", plural(len(a.NewString), "byte"), shown), nil
	}
	out, err := applyEdit(ctx, t.content, editSpec{old: a.OldString, new: a.NewString, replaceAll: a.ReplaceAll}, shown)
	if err != nil {
		return "", err
	}
	if out.content == t.content {
		return fmt.Sprintf("%s is unchanged: the text old_string matched at line %d already reads as new_string (old_string matched %s)",
			shown, out.firstLine, out.note), nil
	}
	if err := t.save(ctx, env, out.content); err != nil {
		return "", err
	}
	return fmt.Sprintf("edited %s: %s", shown, out.describe()), nil
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
