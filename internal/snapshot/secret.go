package snapshot

import (
	"path"

	"troupe/internal/lazy"
	"troupe/internal/safety"
)

// localSecrets are workspace files that hold a user's own settings or
// tokens and that the shared list (safety.SensitivePath) does not name.
var localSecrets = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		".claude/settings.local.json": true,
		".troupe/config.local.yaml":   true,
		".mcp.local.json":             true,
	}
}}

// Secret reports whether a workspace-relative path is a file a snapshot
// leaves out, so it never reaches a worker: the files of the one secrets
// list (safety.SensitivePath: .env files, private keys, credential files)
// and local settings. The list is sbpolicy's; this is the one place the
// snapshot asks it.
func Secret(rel string) bool {
	if localSecrets.Get()[rel] {
		return true
	}
	ok, _ := safety.SensitivePath(path.Join("/workspace", rel), "")
	return ok
}
