package fs

import (
	"errors"
	"io/fs"

	"troupe/internal/tool"
)

// newFileMode is the mode of files the tools create.
const newFileMode fs.FileMode = 0o644

// existingMode returns the permission bits of the regular file at path
// (stat beneath the workspace root, see tool.Workspace.Stat),
// whether it exists, and an error for anything but a missing file or a
// file that is a directory.
func existingMode(ws *tool.Workspace, path, shown string) (perm fs.FileMode, exists bool, err error) {
	info, err := ws.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return newFileMode, false, nil
	case err != nil:
		return 0, false, fileError(shown, err)
	case info.IsDir():
		return 0, true, invalid("%s is a directory, not a file", shown)
	case !info.Mode().IsRegular():
		return 0, true, invalid("%s is not a regular file", shown)
	}
	return info.Mode().Perm(), true, nil
}
