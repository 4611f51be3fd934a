package memory

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"troupe/internal/fileread"
	"troupe/internal/tool"
	"troupe/messages"
)

// ToolName is the memory tool's name, as Anthropic's models know it.
const ToolName = "memory"

// The schema of Anthropic's memory tool (memory_20250818): one object
// with a command and that command's arguments.
const toolSchema = `{
  "type": "object",
  "properties": {
    "command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "delete", "rename"],
      "description": "view a file or directory, create (or overwrite) a file, str_replace text in a file, insert text at a line, delete a file or directory, rename (move) one"},
    "path": {"type": "string", "description": "a path under /memories, e.g. /memories/notes.md (every command but rename)"},
    "view_range": {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2,
      "description": "view: [first, last] line to show, 1-based; last -1 means to the end"},
    "file_text": {"type": "string", "description": "create: the file's content"},
    "old_str": {"type": "string", "description": "str_replace: the text to replace; it must appear exactly once"},
    "new_str": {"type": "string", "description": "str_replace: the replacement"},
    "insert_line": {"type": "integer", "description": "insert: the line after which to insert (0: at the start)"},
    "insert_text": {"type": "string", "description": "insert: the text to insert"},
    "old_path": {"type": "string", "description": "rename: the path to move"},
    "new_path": {"type": "string", "description": "rename: where to move it"}
  },
  "required": ["command"]
}`

const toolDescription = `Your memory directory, /memories, persists across sessions of this project: read it at the start of a task (view /memories) and record what a later session should know — how to build and test, decisions, the user's preferences, progress on long work. Keep it organised and short; update or delete what is outdated. Commands: view (a directory lists its files; a file shows numbered lines), create, str_replace, insert, delete, rename. Paths must start with /memories.`

// ToolOptions configure the memory tool.
type ToolOptions struct {
	// Dir is the directory /memories maps to (Locations.Dir).
	Dir string
	// Changed, if set, is told about every change the tool made.
	Changed func(messages.MemoryChanged)
}

// args are the memory tool's arguments, every command's together.
type args struct {
	Command    string `json:"command"`
	Path       string `json:"path"`
	ViewRange  []int  `json:"view_range"`
	FileText   string `json:"file_text"`
	OldStr     string `json:"old_str"`
	NewStr     string `json:"new_str"`
	InsertLine *int   `json:"insert_line"`
	InsertText string `json:"insert_text"`
	OldPath    string `json:"old_path"`
	NewPath    string `json:"new_path"`
}

// Tool returns the memory tool. Its facts declare its path arguments
// mapped onto o.Dir, so the gate judges the real files and the checkpoint
// before it records them; every file is opened through an os.Root of
// o.Dir, so a path that leads outside (.., a symbolic link) is refused.
func Tool(o ToolOptions) tool.Tool {
	dir := filepath.Clean(o.Dir)
	mapPath := func(p string) string {
		rel, err := virtualRel(p)
		if err != nil {
			return p // judged as written: outside the memory directory
		}
		return filepath.Join(dir, filepath.FromSlash(rel))
	}
	spec := tool.Spec{Name: ToolName, Description: toolDescription, Parameters: json.RawMessage(toolSchema),
		Native: messages.NativeMemory,
		Facts: tool.Facts{
			Paths:   []tool.PathArg{{Name: "path", Write: true}, {Name: "old_path", Write: true}, {Name: "new_path", Write: true}},
			Edits:   true,
			Subject: []string{"path", "old_path"},
			MapPath: mapPath,
		}}
	t := &memTool{dir: dir, changed: o.Changed}
	return tool.Func{S: spec, Fn: t.run}
}

type memTool struct {
	dir     string
	changed func(messages.MemoryChanged)
}

// ErrOutside is the error for a path that is not under /memories.
var ErrOutside = errors.New("the path must be under /memories")

// virtualRel returns the path below /memories that p names ("." for
// /memories itself), slash-separated; anything outside, or climbing out
// with "..", is ErrOutside.
func virtualRel(p string) (string, error) {
	if p == "" {
		return "", errors.New("path is required")
	}
	if strings.ContainsRune(p, 0) || strings.Contains(p, "\\") {
		return "", fmt.Errorf("%s: %w", p, ErrOutside)
	}
	for _, seg := range strings.Split(p, "/") {
		if seg == ".." {
			return "", fmt.Errorf("%s: %w (no ..)", p, ErrOutside)
		}
	}
	clean := path.Clean(p)
	if clean == VirtualRoot {
		return ".", nil
	}
	rel, ok := strings.CutPrefix(clean, VirtualRoot+"/")
	if !ok {
		return "", fmt.Errorf("%s: %w", p, ErrOutside)
	}
	return rel, nil
}

func (t *memTool) run(ctx context.Context, _ tool.Env, raw json.RawMessage) (tool.Result, error) {
	var a args
	if err := json.Unmarshal(raw, &a); err != nil {
		return tool.Errorf(messages.KindInvalidInput, "memory: invalid arguments: %v", err), nil
	}
	write := a.Command != "view"
	root, err := openDir(t.dir, write)
	if errors.Is(err, fs.ErrNotExist) && !write {
		if rel, verr := virtualRel(a.Path); verr == nil && rel == "." {
			return tool.Result{Content: "The memory directory /memories is empty."}, nil
		}
		return pathError(a.Path), nil
	}
	if err != nil {
		return tool.Errorf(messages.KindPermissionDenied, "memory: %v", err), nil
	}
	defer root.Close()
	var res tool.Result
	var ev *messages.MemoryChanged
	switch a.Command {
	case "view":
		res = t.view(root, a)
	case "create":
		res, ev = t.create(root, a)
	case "str_replace":
		res, ev = t.replace(root, a)
	case "insert":
		res, ev = t.insert(root, a)
	case "delete":
		res, ev = t.remove(root, a)
	case "rename":
		res, ev = t.rename(root, a)
	case "":
		return tool.Errorf(messages.KindInvalidInput, "memory: command is required (view, create, str_replace, insert, delete, rename)"), nil
	default:
		return tool.Errorf(messages.KindInvalidInput, "memory: unknown command %q (want view, create, str_replace, insert, delete, rename)", a.Command), nil
	}
	if ev != nil && t.changed != nil {
		ev.Scope, ev.Source, ev.Command = "dir", "tool", a.Command
		t.changed(*ev)
	}
	return res, nil
}

func pathError(p string) tool.Result {
	return tool.Errorf(messages.KindInvalidInput, "The path %s does not exist. Please provide a valid path.", p)
}

// resolve checks p and returns it relative to the root, or a result for
// the model when it cannot be used.
func resolve(p string) (string, *tool.Result) {
	rel, err := virtualRel(p)
	if err != nil {
		r := tool.Errorf(messages.KindPermissionDenied, "memory: %v", err)
		return "", &r
	}
	return filepath.FromSlash(rel), nil
}

func (t *memTool) view(root *os.Root, a args) tool.Result {
	rel, bad := resolve(a.Path)
	if bad != nil {
		return *bad
	}
	st, err := root.Stat(rel)
	if err != nil {
		return pathError(a.Path)
	}
	if st.IsDir() {
		return listing(root, rel, a.Path)
	}
	data, err := fileread.ReadFileIn(root, rel)
	if err != nil {
		return tool.Errorf(messages.KindPermissionDenied, "memory: %v", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	first, last := 1, len(lines)
	if len(a.ViewRange) == 2 {
		first, last = a.ViewRange[0], a.ViewRange[1]
		if last == -1 {
			last = len(lines)
		}
		if first < 1 || first > len(lines) || last < first || last > len(lines) {
			return tool.Errorf(messages.KindInvalidInput, "Invalid view_range %v: the file has %d lines", a.ViewRange, len(lines))
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Here's the content of %s with line numbers:\n", a.Path)
	for i := first; i <= last; i++ {
		fmt.Fprintf(&b, "%6d\t%s\n", i, lines[i-1])
	}
	return tool.Result{Content: strings.TrimRight(b.String(), "\n")}
}

// listing lists a directory two levels deep, sizes first, as the
// documented tool does.
func listing(root *os.Root, rel, shown string) tool.Result {
	var b strings.Builder
	fmt.Fprintf(&b, "Here're the files and directories up to 2 levels deep in %s, excluding hidden items and node_modules:\n", shown)
	base := strings.TrimSuffix(path.Clean(shown), "/")
	err := fs.WalkDir(root.FS(), filepath.ToSlash(rel), func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		name := d.Name()
		if p != filepath.ToSlash(rel) && (strings.HasPrefix(name, ".") || name == "node_modules") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		sub := strings.TrimPrefix(strings.TrimPrefix(p, filepath.ToSlash(rel)), "/")
		depth := 0
		if sub != "" {
			depth = strings.Count(sub, "/") + 1
		}
		if depth > 2 {
			return fs.SkipDir
		}
		size := int64(4096)
		if info, err := d.Info(); err == nil && !d.IsDir() {
			size = info.Size()
		}
		shownPath := base
		if sub != "" {
			shownPath = base + "/" + sub
		}
		fmt.Fprintf(&b, "%s\t%s\n", humanSize(size), shownPath)
		return nil
	})
	if err != nil {
		return tool.Errorf(messages.KindPermissionDenied, "memory: %v", err)
	}
	return tool.Result{Content: strings.TrimRight(b.String(), "\n")}
}

func humanSize(n int64) string {
	switch {
	case n < 1024:
		return fmt.Sprintf("%d", n)
	case n < 1<<20:
		return fmt.Sprintf("%.1fK", float64(n)/1024)
	}
	return fmt.Sprintf("%.1fM", float64(n)/(1<<20))
}

// maxFileBytes bounds one memory file the tool writes.
const maxFileBytes = 256 << 10

func (t *memTool) create(root *os.Root, a args) (tool.Result, *messages.MemoryChanged) {
	rel, bad := resolve(a.Path)
	if bad != nil {
		return *bad, nil
	}
	if rel == "." {
		return tool.Errorf(messages.KindInvalidInput, "memory: %s is the memory directory, not a file", a.Path), nil
	}
	if len(a.FileText) > maxFileBytes {
		return tool.Errorf(messages.KindInvalidInput, "memory: file_text is %d bytes; a memory file holds at most %d", len(a.FileText), maxFileBytes), nil
	}
	if err := root.MkdirAll(filepath.Dir(rel), 0o755); err != nil {
		return tool.Errorf(messages.KindPermissionDenied, "memory: %v", err), nil
	}
	if err := writeFile(root, rel, []byte(a.FileText)); err != nil {
		return tool.Errorf(messages.KindPermissionDenied, "memory: %v", err), nil
	}
	return tool.Result{Content: "File created successfully at: " + a.Path}, &messages.MemoryChanged{Path: a.Path, Bytes: len(a.FileText)}
}

// writeFile replaces rel beneath root whole: a temporary file beside it,
// then a rename, so a reader never sees half a file.
func writeFile(root *os.Root, rel string, data []byte) error {
	tmp := filepath.Join(filepath.Dir(rel), "."+filepath.Base(rel)+".tmp")
	f, err := root.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		root.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		root.Remove(tmp)
		return err
	}
	if st, err := root.Lstat(rel); err == nil && !st.Mode().IsRegular() {
		root.Remove(tmp)
		return fmt.Errorf("%s is not a regular file", rel)
	}
	return root.Rename(tmp, rel)
}

// readExisting reads a file the command changes.
func readExisting(root *os.Root, rel, shown string) (string, *tool.Result) {
	st, err := root.Stat(rel)
	if err != nil {
		r := pathError(shown)
		return "", &r
	}
	if st.IsDir() {
		r := tool.Errorf(messages.KindInvalidInput, "memory: %s is a directory", shown)
		return "", &r
	}
	data, err := fileread.ReadFileIn(root, rel)
	if err != nil {
		r := tool.Errorf(messages.KindPermissionDenied, "memory: %v", err)
		return "", &r
	}
	return string(data), nil
}

func (t *memTool) replace(root *os.Root, a args) (tool.Result, *messages.MemoryChanged) {
	rel, bad := resolve(a.Path)
	if bad != nil {
		return *bad, nil
	}
	text, bad := readExisting(root, rel, a.Path)
	if bad != nil {
		return *bad, nil
	}
	if a.OldStr == "" {
		return tool.Errorf(messages.KindInvalidInput, "memory: old_str is required"), nil
	}
	switch n := strings.Count(text, a.OldStr); {
	case n == 0:
		return tool.Errorf(messages.KindInvalidInput, "No replacement was performed, old_str `%s` did not appear verbatim in %s.", a.OldStr, a.Path), nil
	case n > 1:
		return tool.Errorf(messages.KindInvalidInput, "No replacement was performed. Multiple occurrences of old_str `%s` in lines: %v. Please ensure it is unique", a.OldStr, lineNumbers(text, a.OldStr)), nil
	}
	out := strings.Replace(text, a.OldStr, a.NewStr, 1)
	if len(out) > maxFileBytes {
		return tool.Errorf(messages.KindInvalidInput, "memory: the file would be %d bytes; a memory file holds at most %d", len(out), maxFileBytes), nil
	}
	if err := writeFile(root, rel, []byte(out)); err != nil {
		return tool.Errorf(messages.KindPermissionDenied, "memory: %v", err), nil
	}
	at := strings.Count(text[:strings.Index(text, a.OldStr)], "\n") + 1
	return tool.Result{Content: "The memory file has been edited.\n" + snippet(out, at, strings.Count(a.NewStr, "\n")+1)},
		&messages.MemoryChanged{Path: a.Path, Bytes: len(out)}
}

func lineNumbers(text, s string) []int {
	var out []int
	off := 0
	for {
		i := strings.Index(text[off:], s)
		if i < 0 {
			return out
		}
		out = append(out, strings.Count(text[:off+i], "\n")+1)
		off += i + 1
	}
}

// snippet shows lines around [at, at+n) of text, numbered.
func snippet(text string, at, n int) string {
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	from, to := max(1, at-2), min(len(lines), at+n+1)
	var b strings.Builder
	for i := from; i <= to; i++ {
		fmt.Fprintf(&b, "%6d\t%s\n", i, lines[i-1])
	}
	return strings.TrimRight(b.String(), "\n")
}

func (t *memTool) insert(root *os.Root, a args) (tool.Result, *messages.MemoryChanged) {
	rel, bad := resolve(a.Path)
	if bad != nil {
		return *bad, nil
	}
	text, bad := readExisting(root, rel, a.Path)
	if bad != nil {
		return *bad, nil
	}
	if a.InsertLine == nil {
		return tool.Errorf(messages.KindInvalidInput, "memory: insert_line is required"), nil
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if text == "" {
		lines = nil
	}
	n := *a.InsertLine
	if n < 0 || n > len(lines) {
		return tool.Errorf(messages.KindInvalidInput, "Invalid `insert_line` parameter: %d. It should be within the range of lines of the file: [0, %d]", n, len(lines)), nil
	}
	ins := strings.Split(strings.TrimSuffix(a.InsertText, "\n"), "\n")
	out := append(append(append([]string{}, lines[:n]...), ins...), lines[n:]...)
	result := strings.Join(out, "\n") + "\n"
	if len(result) > maxFileBytes {
		return tool.Errorf(messages.KindInvalidInput, "memory: the file would be %d bytes; a memory file holds at most %d", len(result), maxFileBytes), nil
	}
	if err := writeFile(root, rel, []byte(result)); err != nil {
		return tool.Errorf(messages.KindPermissionDenied, "memory: %v", err), nil
	}
	return tool.Result{Content: fmt.Sprintf("The file %s has been edited.", a.Path)}, &messages.MemoryChanged{Path: a.Path, Bytes: len(result)}
}

func (t *memTool) remove(root *os.Root, a args) (tool.Result, *messages.MemoryChanged) {
	rel, bad := resolve(a.Path)
	if bad != nil {
		return *bad, nil
	}
	if rel == "." {
		return tool.Errorf(messages.KindPermissionDenied, "memory: the memory directory itself cannot be deleted"), nil
	}
	if _, err := root.Lstat(rel); err != nil {
		return pathError(a.Path), nil
	}
	if err := root.RemoveAll(rel); err != nil {
		return tool.Errorf(messages.KindPermissionDenied, "memory: %v", err), nil
	}
	return tool.Result{Content: "Successfully deleted " + a.Path}, &messages.MemoryChanged{Path: a.Path}
}

func (t *memTool) rename(root *os.Root, a args) (tool.Result, *messages.MemoryChanged) {
	from, bad := resolve(a.OldPath)
	if bad != nil {
		return *bad, nil
	}
	to, bad := resolve(a.NewPath)
	if bad != nil {
		return *bad, nil
	}
	if from == "." || to == "." {
		return tool.Errorf(messages.KindPermissionDenied, "memory: the memory directory itself cannot be renamed"), nil
	}
	if _, err := root.Lstat(from); err != nil {
		return pathError(a.OldPath), nil
	}
	if _, err := root.Lstat(to); err == nil {
		return tool.Errorf(messages.KindInvalidInput, "Error: The destination %s already exists", a.NewPath), nil
	}
	if err := root.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return tool.Errorf(messages.KindPermissionDenied, "memory: %v", err), nil
	}
	if err := root.Rename(from, to); err != nil {
		return tool.Errorf(messages.KindPermissionDenied, "memory: %v", err), nil
	}
	return tool.Result{Content: fmt.Sprintf("Successfully renamed %s to %s", a.OldPath, a.NewPath)},
		&messages.MemoryChanged{Path: a.OldPath, NewPath: a.NewPath}
}
