package fs

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"

	"troupe/internal/tool"
)

//go:embed write_file.md
var writeFileDoc string

type writeFileArgs struct {
	FilePath string `json:"file_path" jsonschema:"required" jsonschema_description:"Path of the file to write, relative to the workspace root or absolute."`
	Content  string `json:"content" jsonschema:"required" jsonschema_description:"The complete new content of the file."`
}

// WriteFile returns the write_file tool: it creates or overwrites a file.
func WriteFile() tool.Func {
	return newTool(tool.Spec{
		Name:        "write_file",
		Description: writeFileDoc,
		Parameters:  tool.Schema[writeFileArgs](),
		Facts: tool.Facts{Paths: []tool.PathArg{{Name: "file_path", Write: true}}, Edits: true,
			Subject: []string{"file_path"}, Preview: previewWrite},
	}, writeFile)
}

func writeFile(ctx context.Context, env tool.Env, raw json.RawMessage) (string, error) {
	ws := env.Workspace
	var a writeFileArgs
	if err := decodeArgs(raw, &a, "file_path", "content"); err != nil {
		return "", err
	}
	abs, shown, err := resolve(ws, a.FilePath)
	if err != nil {
		return "", err
	}
	defer lockFile(env.Files, abs)()
	perm, exists, err := existingMode(env.Workspace, abs, shown)
	if err != nil {
		return "", err
	}
	if exists && env.Files != nil {
		old, err := env.Workspace.ReadText(ctx, abs)
		if err != nil {
			return "", fileError(shown, err)
		}
		if err := checkFresh(env.Files, abs, shown, old, "overwriting"); err != nil {
			return "", err
		}
	}
	t := editTarget{abs: abs, shown: shown, perm: perm, exists: exists}
	if err := t.save(ctx, env, a.Content); err != nil {
		return "", err
	}
	how := "new file"
	if exists {
		how = "overwrote the existing file"
	}
	return fmt.Sprintf("wrote %s to %s (%s)", plural(len(a.Content), "byte"), shown, how), nil
}
