package shell

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"troupe/internal/sandbox"
)

// The sandbox keeps existing protected paths read-only, but it cannot
// stop a command from creating one that does not exist yet (a new
// .troupe/permissions.yaml, .mcp.json or CI workflow): Landlock grants
// the workspace as a whole, and a mount needs the path to exist. So a
// sandboxed command's new protected paths are removed when it ends, and
// the output says so: the file tools, which ask, are the way to write them.

// absentProtected returns the protected paths of the workspace ws that do
// not exist; those under .git are left to git (git init creates them).
func absentProtected(ws string) []string {
	var out []string
	for _, rel := range sandbox.DefaultProtected {
		if strings.HasPrefix(rel, ".git/") {
			continue
		}
		p := filepath.Join(ws, rel)
		if _, err := os.Lstat(p); os.IsNotExist(err) {
			out = append(out, p)
		}
	}
	return out
}

// revertCreated removes the paths of absent that exist now and returns a
// note for the command's output naming them, "" when there are none.
func revertCreated(ws string, absent []string) string {
	var gone, failed []string
	for _, p := range absent {
		if _, err := os.Lstat(p); err != nil {
			continue
		}
		rel, _ := filepath.Rel(ws, p)
		if err := os.RemoveAll(p); err != nil {
			failed = append(failed, rel)
			continue
		}
		gone = append(gone, rel)
	}
	var b strings.Builder
	if len(gone) > 0 {
		fmt.Fprintf(&b, "[troupe: the command created the protected path(s) %s, which commands may not write; they were removed. "+
			"Write them with write_file or edit_file, which ask the user.]", strings.Join(gone, ", "))
	}
	if len(failed) > 0 {
		fmt.Fprintf(&b, "[troupe: the command created the protected path(s) %s and they could not be removed; check them before the next run.]",
			strings.Join(failed, ", "))
	}
	return b.String()
}
