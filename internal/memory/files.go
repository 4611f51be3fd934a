package memory

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"troupe/internal/fileread"
)

// Scope says which memory a line goes to.
type Scope string

// The memories a person adds to.
const (
	Project Scope = "project"
	User    Scope = "user"
)

// ParseScope parses "project" or "user" (or their first letter).
func ParseScope(s string) (Scope, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "project", "p":
		return Project, nil
	case "user", "u":
		return User, nil
	}
	return "", fmt.Errorf("memory: unknown memory %q (want project or user)", s)
}

// File names inside the directories.
const (
	FileName = "MEMORY.md"
	// DirName is the memory tool's directory inside the project's .troupe.
	DirName = "memories"
	// VirtualRoot is the directory as the model sees it.
	VirtualRoot = "/memories"
)

// Locations are the memory files of one workspace. An empty field is a
// memory that is not used.
type Locations struct {
	User    string // <config>/troupe/MEMORY.md
	Project string // <workspace>/.troupe/MEMORY.md
	Dir     string // <workspace>/.troupe/memories, the memory tool's /memories
}

// Where returns the memory files for workspace. The user's config
// directory is $XDG_CONFIG_HOME/troupe, else ~/.config/troupe. When
// projectTrusted is false the project's memory and memory directory are
// left out (a workspace the person has not trusted brings no prompt text).
func Where(getenv func(string) string, workspace string, projectTrusted bool) Locations {
	var l Locations
	if d := getenv("XDG_CONFIG_HOME"); d != "" {
		l.User = filepath.Join(d, "troupe", FileName)
	} else if h := getenv("HOME"); h != "" {
		l.User = filepath.Join(h, ".config", "troupe", FileName)
	}
	if workspace != "" && projectTrusted {
		l.Project = filepath.Join(workspace, ".troupe", FileName)
		l.Dir = filepath.Join(workspace, ".troupe", DirName)
	}
	return l
}

// Of returns the file of scope s ("" when that memory is not used).
func (l Locations) Of(s Scope) string {
	if s == User {
		return l.User
	}
	return l.Project
}

// Doc is one memory file as loaded for the prompt.
type Doc struct {
	Label string // "user memory", "project memory", "/memories/notes.md"
	Path  string // the file on disk
	Text  string
	// Cut says the text was shortened to fit the budget.
	Cut bool
}

// Budget is the bytes of memory a system prompt may hold for a model
// whose context window is window tokens: Share of it, at about four bytes
// a token, between MinBudget and MaxBudget.
func Budget(window int) int {
	b := int(float64(window) * Share * 4)
	return min(max(b, MinBudget), MaxBudget)
}

// The budget's share of the context window and its bounds.
const (
	Share     = 0.05
	MinBudget = 2 << 10
	MaxBudget = 64 << 10
)

// maxDirFiles bounds how many files of the memory directory are loaded.
const maxDirFiles = 50

// Load reads the memories at l for the system prompt, at most budget bytes
// of text in all: the user memory, then the project memory, then the
// memory directory's files in name order. What does not fit is cut, with a
// note saying where the whole file is. Missing files are skipped; an
// unreadable one is an error naming it, the others still returned.
func Load(l Locations, budget int) ([]Doc, error) {
	var docs []Doc
	var errs []error
	left := budget
	add := func(label, path string, data []byte) {
		text := strings.TrimSpace(string(data))
		if text == "" {
			return
		}
		d := Doc{Label: label, Path: path, Text: text}
		if len(text) > left {
			d.Text, d.Cut = cut(text, left), true
			d.Text += fmt.Sprintf("\n[… memory cut to fit its share of the context; the whole file (%d bytes) is %s]", len(text), shownPath(label, path))
		}
		left -= min(len(text), left)
		docs = append(docs, d)
	}
	for _, f := range []struct{ label, path string }{{"user memory", l.User}, {"project memory", l.Project}} {
		if f.path == "" {
			continue
		}
		data, err := fileread.ReadFile(f.path)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("memory: %w", err))
			continue
		}
		add(f.label, f.path, data)
	}
	if l.Dir != "" {
		files, err := dirFiles(l.Dir)
		if err != nil {
			errs = append(errs, err)
		}
		for _, rel := range files {
			data, err := readIn(l.Dir, rel)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			add(VirtualRoot+"/"+filepath.ToSlash(rel), filepath.Join(l.Dir, rel), data)
		}
	}
	return docs, errors.Join(errs...)
}

// cut returns at most n bytes of text, ending at a line break where
// there is one in the last half, never inside a UTF-8 character.
func cut(text string, n int) string {
	if n <= 0 {
		return ""
	}
	s := text[:n]
	for len(s) > 0 && !isRuneStart(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	if len(s) > 0 && s[len(s)-1] >= 0x80 {
		s = s[:len(s)-1] // a lead byte whose continuation was cut
	}
	if i := strings.LastIndexByte(s, '\n'); i > len(s)/2 {
		s = s[:i]
	}
	return strings.TrimRight(s, " \t\n")
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }

// dirFiles lists the regular files of the memory directory (relative,
// sorted), hidden ones left out, at most maxDirFiles. A missing directory
// has none.
func dirFiles(dir string) ([]string, error) {
	root, err := openDir(dir, false)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer root.Close()
	var out []string
	err = fs.WalkDir(root.FS(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // an unreadable entry is left out
		}
		if p != "." && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.Type().IsRegular() {
			out = append(out, filepath.FromSlash(p))
		}
		if len(out) >= maxDirFiles {
			return fs.SkipAll
		}
		return nil
	})
	sort.Strings(out)
	return out, err
}

// readIn reads rel beneath dir through an os.Root.
func readIn(dir, rel string) ([]byte, error) {
	root, err := openDir(dir, false)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	data, err := fileread.ReadFileIn(root, rel)
	if err != nil {
		return nil, fmt.Errorf("memory: %w", err)
	}
	return data, nil
}

// ErrLinkedDir is returned when the memory directory (or the .troupe
// directory holding it) is a symbolic link: what it points at is not
// memory.
var ErrLinkedDir = errors.New("memory: the memory directory is a symbolic link")

// openDir opens the memory directory as an os.Root, creating it when
// create is set. A directory that is a symbolic link is refused.
func openDir(dir string, create bool) (*os.Root, error) {
	for _, p := range []string{filepath.Dir(dir), dir} {
		st, err := os.Lstat(p)
		if err == nil && st.Mode()&fs.ModeSymlink != 0 {
			return nil, fmt.Errorf("%w: %s", ErrLinkedDir, p)
		}
	}
	if create {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("memory: %w", err)
		}
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("memory: %w", err)
	}
	return root, nil
}

// Append adds line to the memory file of scope s as a Markdown list item
// ("- line"), creating the file (and its directory) when needed, and
// returns the file. A line that is already there is not added twice.
func Append(l Locations, s Scope, line string) (string, error) {
	file := l.Of(s)
	if file == "" {
		return "", fmt.Errorf("memory: no %s memory here (no config directory, or the workspace is not trusted)", s)
	}
	line = strings.Join(strings.Fields(line), " ")
	if line == "" {
		return "", errors.New("memory: nothing to remember")
	}
	item := "- " + strings.TrimPrefix(line, "- ")
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return "", fmt.Errorf("memory: %w", err)
	}
	old, err := fileread.ReadFile(file)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", fmt.Errorf("memory: %w", err)
	}
	for _, l := range strings.Split(string(old), "\n") {
		if strings.TrimSpace(l) == item {
			return file, nil
		}
	}
	var b strings.Builder
	if len(old) == 0 {
		b.WriteString("# Memory\n\n")
	} else {
		b.Write(old)
		if old[len(old)-1] != '\n' {
			b.WriteByte('\n')
		}
	}
	b.WriteString(item + "\n")
	f, err := os.OpenFile(file, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return "", fmt.Errorf("memory: %w", err)
	}
	if _, err := f.WriteString(b.String()); err != nil {
		f.Close()
		return "", fmt.Errorf("memory: %w", err)
	}
	return file, f.Close()
}

// shownPath is where the model can find a whole memory file: the
// /memories path for the memory tool's files, else the file on disk.
func shownPath(label, path string) string {
	if strings.HasPrefix(label, VirtualRoot+"/") {
		return label + " (the memory tool views it)"
	}
	return path
}

// Line returns what a prompt starting with `#` asks to remember, and
// whether it is such a prompt: "# always run go vet" is; "#" alone, "#!"
// and a Markdown heading of two or more #'s are not.
func Line(prompt string) (string, bool) {
	p := strings.TrimSpace(prompt)
	rest, ok := strings.CutPrefix(p, "#")
	if !ok || strings.HasPrefix(rest, "#") || strings.HasPrefix(rest, "!") || strings.Contains(rest, "\n") {
		return "", false
	}
	rest = strings.TrimSpace(rest)
	return rest, rest != ""
}
