// Package fs provides the built-in file tools: read_file, write_file,
// edit_file, multi_edit, glob, grep and ls. Every path a model gives goes
// through tool.Workspace.Resolve, so no tool reads or writes outside the
// workspace, whether by "..", an absolute path or a symlink.
//
// edit_file and multi_edit find old_string through a chain of matchers,
// from exact to progressively looser (see matchPasses); the first pass that
// finds it at all decides, and more than one place is an error, so a loose
// pass never picks among candidates. Line endings are normalized for
// matching and the file's own are kept.
//
// The tools hold no state between calls; Run may be called from many
// goroutines at once. What they remember per agent is in the Env: with a
// tool.FileState, read_file records what the agent read, and the writing
// tools refuse files the agent has not read or that changed since, and
// hold the FileState's lock on the path from that check to the write, so
// one agent's writes to one file are serialized. Writes are atomic (a
// temporary file in the same directory renamed over the target); without a
// FileState, concurrent edits of one file race and the last rename wins.
package fs
