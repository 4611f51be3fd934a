// Package memory is what troupe remembers across sessions: a user memory
// (<config>/troupe/MEMORY.md), a project memory (.troupe/MEMORY.md) and the
// memory tool's directory (.troupe/memories, seen by the model as
// /memories). All are plain Markdown files a person reads and edits.
//
// Load reads them at session start for the system prompt, within a byte
// budget (a share of the model's context window); Append adds a line (the
// `#` prefix of a prompt); Tool is the model's memory tool, in the shape of
// Anthropic's memory_20250818 tool (view, create, str_replace, insert,
// delete, rename under /memories), every file opened through an os.Root of
// the memory directory so no path leads outside it.
//
// Concurrency: the functions here hold no state; the tool may run from
// several goroutines at once, and concurrent writes to one file follow the
// file system's last-writer-wins (the tool writes whole files atomically,
// by rename).
package memory
