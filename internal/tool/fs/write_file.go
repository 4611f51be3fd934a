package fs

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"troupe/internal/tool"
)

//go:embed write_file.md
var writeFileDoc string

const writeFileSchema = `{
  "type": "object",
  "properties": {
    "file_path": {"type": "string", "description": "Path of the file to write, relative to the workspace root or absolute."},
    "content": {"type": "string", "description": "The complete new content of the file."}
  },
  "required": ["file_path", "content"]
}`

type writeFileArgs struct {
	FilePath string `json:"file_path"`
	Content  string `json:"content"`
}

// WriteFile returns the write_file tool: it creates or overwrites a file.
func WriteFile() tool.Func {
	return newTool(tool.Spec{
		Name:        "write_file",
		Description: writeFileDoc,
		Parameters:  json.RawMessage(writeFileSchema),
	}, writeFile)
}

func writeFile(ctx context.Context, ws *tool.Workspace, raw json.RawMessage) (string, error) {
	var a writeFileArgs
	if err := decodeArgs(raw, &a, "file_path", "content"); err != nil {
		return "", err
	}
	abs, shown, err := resolve(ws, a.FilePath)
	if err != nil {
		return "", err
	}
	perm, exists, err := existingMode(abs, shown)
	if err != nil {
		return "", err
	}
	if err := ctx.Err(); err != nil {
		return "", err
	}
	if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
		return "", fileError(ws.Rel(filepath.Dir(abs)), err)
	}
	if err := writeAtomic(abs, []byte(a.Content), perm); err != nil {
		return "", fileError(shown, err)
	}
	how := "new file"
	if exists {
		how = "overwrote the existing file"
	}
	return fmt.Sprintf("wrote %s to %s (%s)", plural(len(a.Content), "byte"), shown, how), nil
}
