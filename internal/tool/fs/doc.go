// Package fs provides the built-in file tools: read_file, write_file,
// edit_file, glob and grep. Every path a model gives goes through
// tool.Workspace.Resolve, so no tool reads or writes outside the workspace,
// whether by "..", an absolute path or a symlink.
//
// The tools hold no state between calls; Run may be called from many
// goroutines at once. Writes are atomic (a temporary file in the same
// directory renamed over the target) but not serialized: two concurrent edits
// of the same file race, and the last rename wins.
package fs
