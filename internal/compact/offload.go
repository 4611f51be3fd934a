package compact

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"troupe/messages"
)

// Persist is a file the caller must write, whole, before it uses the view or
// message that points to it.
type Persist struct {
	Path string `json:"path"`
	Data string `json:"data"`
}

// WriteAll writes each file, creating its directory, through a temporary
// file and a rename so a reader never sees half a file.
func WriteAll(files []Persist) error {
	for _, f := range files {
		if err := os.MkdirAll(filepath.Dir(f.Path), 0o700); err != nil {
			return fmt.Errorf("compact: scratch dir: %w", err)
		}
		tmp, err := os.CreateTemp(filepath.Dir(f.Path), ".tmp-*")
		if err != nil {
			return fmt.Errorf("compact: write %s: %w", f.Path, err)
		}
		_, werr := tmp.WriteString(f.Data)
		cerr := tmp.Close()
		if werr == nil {
			werr = cerr
		}
		if werr == nil {
			werr = os.Rename(tmp.Name(), f.Path)
		}
		if werr != nil {
			_ = os.Remove(tmp.Name())
			return fmt.Errorf("compact: write %s: %w", f.Path, werr)
		}
	}
	return nil
}

// ScratchPath returns where the full output of the tool result at transcript
// index lives: dir/m<index>-<tool>.txt. It depends only on its arguments, so
// offloading, masking and resume all agree on it.
func ScratchPath(dir string, index int, tool string) string {
	return filepath.Join(dir, fmt.Sprintf("m%d-%s.txt", index, safeName(tool)))
}

// ArchivePath returns where the history archived by a summarize stage that
// fired at transcript length at lives.
func ArchivePath(dir string, at int) string {
	return filepath.Join(dir, fmt.Sprintf("archive-%d.md", at))
}

func safeName(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '_', r == '-':
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
		if b.Len() >= 32 {
			break
		}
	}
	if b.Len() == 0 {
		return "tool"
	}
	return b.String()
}

// Hint says which recovery tools an agent has, so an offloaded output tells
// it a way to reach the rest that it can actually take.
type Hint struct {
	ReadFile bool // it may call read_file (offset/limit)
	Task     bool // it may spawn an explore subagent with task
}

func (h Hint) text() string {
	switch {
	case h.ReadFile && h.Task:
		return "Page through it with read_file (offset/limit), or delegate to an explore subagent with task to search it."
	case h.ReadFile:
		return "Page through it with read_file (offset/limit)."
	case h.Task:
		return "Delegate to an explore subagent with task to read it."
	}
	return "The full output is kept at that path."
}

// SubagentTool is the tool whose results are never offloaded: a subagent's
// answer is capped where it is produced, and it is the parent's summary of
// work it did not see.
const SubagentTool = "task"

const offloadMarker = "[output offloaded: "

// Offload returns the message to keep in the transcript for tool result m,
// the index-th message of the transcript: m itself when its content is at
// most cfg.OffloadThreshold characters (or offloading is off, or m is not a
// tool result, or it is a subagent's result); otherwise the first
// cfg.OffloadPreview characters, a marker naming the lines, characters and
// file of the full output, and a hint fitting the agent's tools — with the
// file the caller must write first.
func Offload(m messages.Message, index int, cfg Config, h Hint) (messages.Message, *Persist) {
	if m.Role != messages.RoleTool || m.Name == SubagentTool || cfg.OffloadThreshold <= 0 {
		return m, nil
	}
	chars := utf8.RuneCountInString(m.Content)
	if chars <= cfg.OffloadThreshold {
		return m, nil
	}
	return offloadTo(m, ScratchPath(cfg.ScratchDir, index, m.Name), cfg, h.text())
}

// OffloadMessage returns the message to keep for m, the index-th message of
// the transcript, counting tokens at a budget of budget: m itself unless it
// is more than cfg.MessageLimit(budget) tokens — an assistant reply, a user
// paste or a subagent's answer too large for any stage to help — and then
// its content's first cfg.OffloadPreview characters and a marker naming the
// file that holds it whole, with that file. Tool calls stay as they are;
// system messages are never offloaded.
func OffloadMessage(m messages.Message, index, tokens int, cfg Config, budget int, h Hint) (messages.Message, *Persist) {
	limit := cfg.MessageLimit(budget)
	if limit == 0 || tokens <= limit || m.Role == messages.RoleSystem ||
		utf8.RuneCountInString(m.Content) <= cfg.OffloadPreview || strings.Contains(m.Content, offloadMarker) {
		return m, nil
	}
	name := string(m.Role)
	if m.Role == messages.RoleTool {
		name = m.Name
	}
	return offloadTo(m, ScratchPath(cfg.ScratchDir, index, name), cfg, h.text())
}

func offloadTo(m messages.Message, path string, cfg Config, hint string) (messages.Message, *Persist) {
	chars := utf8.RuneCountInString(m.Content)
	lines := strings.Count(m.Content, "\n")
	if !strings.HasSuffix(m.Content, "\n") {
		lines++
	}
	out := m
	out.Content = fmt.Sprintf("%s\n...\n\n%s%d lines, %d chars → %s]\n%s",
		prefixRunes(m.Content, cfg.OffloadPreview), offloadMarker, lines, chars, path, hint)
	return out, &Persist{Path: path, Data: m.Content}
}

// offloaded reports whether content is an Offload preview whose full output
// is at path.
func offloaded(content, path string) bool {
	i := strings.LastIndex(content, offloadMarker)
	return i >= 0 && strings.Contains(content[i:], " → "+path+"]\n")
}

func prefixRunes(s string, n int) string {
	i := 0
	for k := range s {
		if i == n {
			return s[:k]
		}
		i++
	}
	return s
}
