package prompt

import (
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"troupe/internal/fileread"
	"troupe/internal/reminder"
	"troupe/messages"
)

// The files read as instructions: a directory's CLAUDE.md is read only
// when it has no AGENTS.md.
const (
	AgentsFile = "AGENTS.md"
	ClaudeFile = "CLAUDE.md"
)

// MaxDocBytes bounds how much of one instructions file is used.
const MaxDocBytes = 64 << 10

// Doc is one instructions file.
type Doc struct {
	Path string // slash-separated, relative to the workspace root
	Text string
}

// Dir is the directory the instructions apply to, relative to the root.
func (d Doc) Dir() string { return path.Dir(d.Path) }

// LoadProject returns the project instructions at the root of the
// workspace: AGENTS.md, or CLAUDE.md where there is no AGENTS.md. It
// returns a zero Doc when there is neither.
func LoadProject(root string) (Doc, error) {
	r, err := os.OpenRoot(root)
	if err != nil {
		return Doc{}, err
	}
	defer r.Close()
	return readDoc(r, ".")
}

// readDoc reads the instructions of directory dir (slash-separated,
// relative to r) and returns a zero Doc when it has none.
//
// A pipe, socket or device by either name (a command's mkfifo AGENTS.md)
// is not waited on: it is passed over like a missing file, and said in the
// error (fileread.ErrNotRegular) next to whatever Doc was found.
func readDoc(r *os.Root, dir string) (Doc, error) {
	var skipped error
	for _, name := range []string{AgentsFile, ClaudeFile} {
		p := path.Join(dir, name)
		f, err := fileread.OpenIn(r, filepath.FromSlash(p))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if errors.Is(err, fileread.ErrNotRegular) {
			skipped = errors.Join(skipped, err)
			continue
		}
		if err != nil {
			return Doc{}, err
		}
		data, err := io.ReadAll(io.LimitReader(f, MaxDocBytes+1))
		f.Close()
		if err != nil {
			return Doc{}, err
		}
		text := strings.TrimSpace(string(data))
		if len(data) > MaxDocBytes {
			text = strings.TrimSpace(string(data[:MaxDocBytes])) + "\n[… cut: the file is longer than 64 KiB]"
		}
		if text == "" {
			continue
		}
		return Doc{Path: p, Text: text}, skipped
	}
	return Doc{}, skipped
}

// Instructions tracks which directories' instructions an agent has seen,
// so a subdirectory's AGENTS.md (or CLAUDE.md) is given to the model the
// first time the agent touches a file there, and never again. The root's
// are in the system prompt and are never returned. Owned by one agent.
type Instructions struct {
	root string
	seen map[string]bool // slash-separated directories, relative to root
}

// NewInstructions returns a tracker for the workspace at root (absolute).
func NewInstructions(root string) *Instructions {
	return &Instructions{root: filepath.Clean(root), seen: map[string]bool{".": true}}
}

// Touch records that the agent used path (a file or directory, absolute or
// relative to the root) and returns the instructions of the directories
// from the root down to it that it had not seen yet, outermost first.
// Paths outside the root are ignored. Each directory is looked at once,
// whether or not it has instructions, and even when reading them failed.
func (in *Instructions) Touch(p string) ([]Doc, error) {
	dir, ok := in.dirOf(p)
	if !ok {
		return nil, nil
	}
	var todo []string
	for d := dir; !in.seen[d]; d = path.Dir(d) {
		todo = append(todo, d)
	}
	if len(todo) == 0 {
		return nil, nil
	}
	r, err := os.OpenRoot(in.root)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	var docs []Doc
	var errs []error
	for i := len(todo) - 1; i >= 0; i-- {
		in.seen[todo[i]] = true
		doc, err := readDoc(r, todo[i])
		if err != nil {
			errs = append(errs, err)
		}
		if doc.Text != "" {
			docs = append(docs, doc)
		}
	}
	return docs, errors.Join(errs...)
}

// dirOf returns the directory of p relative to the root, slash-separated:
// p itself when it is a directory, else its parent.
func (in *Instructions) dirOf(p string) (string, bool) {
	if p == "" {
		return "", false
	}
	abs := p
	if !filepath.IsAbs(abs) {
		abs = filepath.Join(in.root, p)
	}
	rel, err := filepath.Rel(in.root, filepath.Clean(abs))
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", false
	}
	rel = filepath.ToSlash(rel)
	if st, err := os.Stat(filepath.Join(in.root, filepath.FromSlash(rel))); err == nil && st.IsDir() {
		return rel, true
	}
	return path.Dir(rel), true
}

// TouchedPaths returns the paths a tool call names in its "file_path" or
// "path" argument — what the file tools work on — for Touch.
func TouchedPaths(c messages.ToolCall) []string {
	var a struct {
		FilePath string `json:"file_path"`
		Path     string `json:"path"`
	}
	if json.Unmarshal(c.Arguments, &a) != nil {
		return nil
	}
	var out []string
	for _, p := range []string{a.FilePath, a.Path} {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// subdirData is what the subdirectory-instructions template sees.
type subdirData struct {
	Docs []Doc
}

// Subdirectory returns the message that gives the model the instructions
// Touch found, as a user-role system reminder; ok is false when docs is
// empty.
func (b *Builder) Subdirectory(docs []Doc) (messages.Message, bool) {
	if len(docs) == 0 {
		return messages.Message{}, false
	}
	return reminder.Message(render(b.subdir, subdirData{Docs: docs})), true
}
