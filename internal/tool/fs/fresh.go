package fs

import (
	"crypto/sha256"
	"os"
	"time"

	"troupe/internal/tool"
)

// The stale-read guard: with a tool.FileState in the Env, a tool changes
// an existing file only if the agent has read it and it has not changed on
// disk since. Content decides, by hash, so a file merely touched is still
// fresh; what the tools write themselves is recorded as seen.

// version returns the version of data, read from a file last modified at
// modTime.
func version(modTime time.Time, data []byte) tool.FileVersion {
	return tool.FileVersion{ModTime: modTime, Size: int64(len(data)), Hash: sha256.Sum256(data)}
}

// lockFile locks abs in files until the returned function is called; with
// no files it does nothing.
func lockFile(files *tool.FileState, abs string) func() {
	if files == nil {
		return func() {}
	}
	return files.Lock(abs)
}

// checkFresh refuses to change the existing file abs, whose current
// content is data, unless the agent has read it and it is unchanged since.
// doing is what the tool was about to do, e.g. "editing".
func checkFresh(files *tool.FileState, abs, shown string, data []byte, doing string) error {
	if files == nil {
		return nil
	}
	seen, ok := files.Seen(abs)
	if !ok {
		return invalid("%s has not been read yet; read it with read_file before %s it, "+
			"so that the change is based on its current content", shown, doing)
	}
	now := version(time.Time{}, data)
	if now.Hash == seen.Hash {
		return nil
	}
	how := "same size, different content"
	if now.Size != seen.Size {
		how = "it was " + plural(int(seen.Size), "byte") + " and is now " + plural(int(now.Size), "byte")
	}
	return invalid("%s has changed on disk since it was last read (%s), by a command, another tool or the user; "+
		"read it again with read_file before %s it", shown, how, doing)
}

// recordWrite notes in files that the agent wrote data to abs.
func recordWrite(files *tool.FileState, abs string, data []byte) {
	if files == nil {
		return
	}
	var modTime time.Time
	if info, err := os.Stat(abs); err == nil {
		modTime = info.ModTime()
	}
	files.Record(abs, version(modTime, data))
}
