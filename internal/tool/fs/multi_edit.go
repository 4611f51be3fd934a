package fs

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"troupe/internal/tool"
)

//go:embed multi_edit.md
var multiEditDoc string

// maxMultiEdits bounds the edits of one multi_edit call.
const maxMultiEdits = 100

type multiEditArgs struct {
	FilePath string          `json:"file_path" jsonschema:"required" jsonschema_description:"Path of the file to edit, relative to the workspace root or absolute."`
	Edits    []multiEditItem `json:"edits" jsonschema:"required,minItems=1" jsonschema_description:"Edits applied in order, each to the result of the one before; all succeed or none is applied."`
}

type multiEditItem struct {
	OldString  *string `json:"old_string" jsonschema:"required" jsonschema_description:"The text to replace, copied exactly from the file including whitespace and indentation."`
	NewString  *string `json:"new_string" jsonschema:"required" jsonschema_description:"The text to put in its place; must differ from old_string."`
	ReplaceAll bool    `json:"replace_all" jsonschema:"default=false" jsonschema_description:"Replace every occurrence of old_string."`
}

// MultiEdit returns the multi_edit tool: several edits of one file, applied
// in order to its content in memory and written only if all succeed.
func MultiEdit() tool.Func {
	return newTool(tool.Spec{
		Name:        "multi_edit",
		Description: multiEditDoc,
		Parameters:  tool.Schema[multiEditArgs](),
		Facts: tool.Facts{Paths: []tool.PathArg{{Name: "file_path", Write: true}}, Edits: true,
			Subject: []string{"file_path"}, Preview: previewMultiEdit},
	}, multiEdit)
}

func multiEdit(ctx context.Context, env tool.Env, raw json.RawMessage) (string, error) {
	var a multiEditArgs
	if err := decodeArgs(raw, &a, "file_path", "edits"); err != nil {
		return "", err
	}
	edits, err := checkEdits(a.Edits)
	if err != nil {
		return "", err
	}
	abs, shown, err := resolve(env.Workspace, a.FilePath)
	if err != nil {
		return "", err
	}
	defer lockFile(env.Files, abs)()
	t, err := loadForEdit(ctx, env.Workspace, env.Files, abs, shown, "multi_edit")
	if err != nil {
		return "", err
	}
	content, first := t.content, 0
	var report []string
	switch {
	case !t.exists && edits[0].old != "":
		return "", invalid("%s does not exist; to create it, give the first edit an empty old_string", shown)
	case edits[0].old == "" && t.content != "":
		return "", invalid("edit 1 has an empty old_string but %s already exists and is not empty; "+
			"give the text to replace; no edits were applied", shown)
	case edits[0].old == "":
		content, first = edits[0].new, 1
		report = append(report, fmt.Sprintf("edit 1: wrote the initial content (%s)", plural(len(content), "byte")))
	}
	for i := first; i < len(edits); i++ {
		e := edits[i]
		if e.old == "" {
			return "", invalid("edit %d of %d has an empty old_string; only the first edit may, to create the file; "+
				"no edits were applied", i+1, len(edits))
		}
		out, err := applyEdit(ctx, content, e, shown)
		var f *failure
		if errors.As(err, &f) {
			return "", fail(f.kind, "edit %d of %d failed: %s\nNo edits were applied; %s is unchanged.", i+1, len(edits), f.msg, shown)
		}
		if err != nil {
			return "", err
		}
		content = out.content
		report = append(report, fmt.Sprintf("edit %d: %s", i+1, out.describe()))
	}
	if t.exists && content == t.content {
		return fmt.Sprintf("%s is unchanged: the edits together change nothing\n- %s", shown, strings.Join(report, "\n- ")), nil
	}
	if err := t.save(ctx, env, content); err != nil {
		return "", err
	}
	verb := "edited"
	if !t.exists {
		verb = "created"
	}
	return fmt.Sprintf("%s %s: applied %s\n- %s", verb, shown, plural(len(edits), "edit"), strings.Join(report, "\n- ")), nil
}

// checkEdits validates the edits of a call and converts them.
func checkEdits(items []multiEditItem) ([]editSpec, error) {
	switch {
	case len(items) == 0:
		return nil, invalid("edits must hold at least one edit")
	case len(items) > maxMultiEdits:
		return nil, invalid("edits holds %d edits; at most %d are allowed in one call", len(items), maxMultiEdits)
	}
	edits := make([]editSpec, len(items))
	for i, it := range items {
		switch {
		case it.OldString == nil:
			return nil, invalid("edit %d: missing required argument \"old_string\"", i+1)
		case it.NewString == nil:
			return nil, invalid("edit %d: missing required argument \"new_string\"", i+1)
		case *it.OldString == *it.NewString:
			return nil, invalid("edit %d: old_string and new_string are the same; there is nothing to change", i+1)
		}
		edits[i] = editSpec{old: *it.OldString, new: *it.NewString, replaceAll: it.ReplaceAll}
	}
	return edits, nil
}
