package fs

import (
	"context"
	"io/fs"
	"path/filepath"

	"troupe/internal/tool"
)

// maxEditSize is the largest file edit_file and multi_edit change.
const maxEditSize = 16 << 20

// editTarget is a file about to be edited, as loaded by loadForEdit.
type editTarget struct {
	abs, shown string
	perm       fs.FileMode
	exists     bool
	content    string
}

// loadForEdit reads the file abs for the tool named name. A missing file is
// no error (exists is false); a directory, a binary or huge file, or one
// the agent has not read or that changed since it read it, is.
func loadForEdit(ctx context.Context, ws *tool.Workspace, files *tool.FileState, abs, shown, name string) (editTarget, error) {
	t := editTarget{abs: abs, shown: shown}
	var err error
	t.perm, t.exists, err = existingMode(ws, abs, shown)
	if err != nil || !t.exists {
		return t, err
	}
	data, err := ws.ReadText(ctx, abs)
	if err != nil {
		return t, fileError(shown, err)
	}
	if isBinary(data) {
		return t, invalid("%s is a binary file; %s only edits text", shown, name)
	}
	if len(data) > maxEditSize {
		return t, invalid("%s is %s, more than %s edits (%d MiB); change it with a command through bash instead",
			shown, plural(len(data), "byte"), name, maxEditSize>>20)
	}
	if err := checkFresh(files, abs, shown, data, "editing"); err != nil {
		return t, err
	}
	t.content = string(data)
	return t, nil
}

// save writes content to the target, creating missing directories for a
// new file, and records the write as seen. A canceled ctx writes nothing.
func (t editTarget) save(ctx context.Context, env tool.Env, content string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if !t.exists {
		if err := env.Workspace.MkdirAll(filepath.Dir(t.abs), 0o755); err != nil {
			return fileError(env.Workspace.Rel(filepath.Dir(t.abs)), err)
		}
	}
	if err := env.Workspace.WriteText(ctx, t.abs, []byte(content), t.perm); err != nil {
		return fileError(t.shown, err)
	}
	recordWrite(env.Files, t.abs, []byte(content))
	return nil
}
