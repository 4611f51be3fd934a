package messages

// MemoryChanged says a memory file changed: the memory tool wrote it
// (Source "tool"), or the person added a line with `#` (Source "user").
// Subject: evt.<s>.<agent>.memory.
type MemoryChanged struct {
	Scope   string `json:"scope"`             // "project", "user" or "dir" (the memory tool's /memories)
	Path    string `json:"path"`              // as shown: "/memories/notes.md", ".troupe/MEMORY.md"
	Command string `json:"command,omitempty"` // the memory tool's command, or "append"
	NewPath string `json:"new_path,omitempty"`
	Source  string `json:"source"`
	Bytes   int    `json:"bytes,omitempty"` // the file's size after the change
}

func (MemoryChanged) Type() string { return "memory_changed" }
func (MemoryChanged) body()        {}
