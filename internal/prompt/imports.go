package prompt

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"troupe/internal/fileread"
	"troupe/internal/lazy"
	"troupe/internal/safety"
)

// Instruction files beyond the project's AGENTS.md or CLAUDE.md.
const (
	LocalFile = "CLAUDE.local.md" // the person's own notes for this project, not committed
	// MaxImportDepth bounds @imports: a file imported by an imported file
	// counts one more hop, as in Claude Code.
	MaxImportDepth = 5
)

// Set is every instructions file for a system prompt.
type Set struct {
	User    Doc // ~/.claude/CLAUDE.md
	Project Doc // the workspace root's AGENTS.md, or CLAUDE.md
	Local   Doc // the workspace root's CLAUDE.local.md
	// Problems are imports left out and why (a cycle, too deep, outside
	// the workspace, a secret, missing).
	Problems []string
	// Loaded is every file read, in the order read: each file above, then
	// the files it imports.
	Loaded []Loaded
}

// Loaded is one instructions file read, as Claude Code reports it to
// InstructionsLoaded hooks.
type Loaded struct {
	File   string // absolute
	Type   string // User, Project or Local
	Reason string // session_start, or include for an @import
	Parent string // the importing file (include)
}

// importer is who imports: the file, its memory type, and where the
// files it loads are recorded.
type importer struct {
	file, typ string
	loaded    *[]Loaded
}

// LoadOptions say where instructions are read.
type LoadOptions struct {
	Workspace string // absolute
	Home      string // "" reads no user file
	// ProjectTrusted reads the workspace's files; a workspace the person
	// has not trusted brings no instructions.
	ProjectTrusted bool
}

// LoadAll reads the user's, the project's and the local instructions,
// each with its @imports expanded.
func LoadAll(o LoadOptions) (Set, error) {
	var set Set
	var errs []error
	if o.Home != "" {
		dir := filepath.Join(o.Home, ".claude")
		file := filepath.Join(dir, ClaudeFile)
		d, err := readFileDoc(file, "~/.claude/"+ClaudeFile)
		errs = append(errs, leftOut(err, &set.Problems))
		set.User = d
		if d.Text != "" {
			set.Loaded = append(set.Loaded, Loaded{File: file, Type: "User", Reason: "session_start"})
			set.User.Text = expandImports(d.Text, dir, o, false, &set.Problems, importer{file, "User", &set.Loaded})
		}
	}
	if o.ProjectTrusted && o.Workspace != "" {
		d, err := LoadProject(o.Workspace)
		errs = append(errs, leftOut(err, &set.Problems))
		if d.Text != "" {
			file := filepath.Join(o.Workspace, filepath.FromSlash(d.Path))
			set.Loaded = append(set.Loaded, Loaded{File: file, Type: "Project", Reason: "session_start"})
			d.Text = expandImports(d.Text, filepath.Dir(file), o, true, &set.Problems, importer{file, "Project", &set.Loaded})
		}
		set.Project = d
		local := filepath.Join(o.Workspace, LocalFile)
		l, err := readFileDoc(local, LocalFile)
		errs = append(errs, leftOut(err, &set.Problems))
		if l.Text != "" {
			set.Loaded = append(set.Loaded, Loaded{File: local, Type: "Local", Reason: "session_start"})
			l.Text = expandImports(l.Text, o.Workspace, o, true, &set.Problems, importer{local, "Local", &set.Loaded})
		}
		set.Local = l
	}
	return set, errors.Join(errs...)
}

// leftOut moves an instructions file that is a pipe, socket or device
// from err to problems: the session starts without it, and says so.
func leftOut(err error, problems *[]string) error {
	if errors.Is(err, fileread.ErrNotRegular) {
		*problems = append(*problems, err.Error())
		return nil
	}
	return err
}

// readFileDoc reads one instructions file by path (a missing one is a
// zero Doc), cut at MaxDocBytes.
func readFileDoc(file, shown string) (Doc, error) {
	data, err := fileread.ReadFile(file)
	if errors.Is(err, os.ErrNotExist) {
		return Doc{}, nil
	}
	if err != nil {
		return Doc{}, fmt.Errorf("instructions: %w", err)
	}
	return Doc{Path: shown, Text: cutDoc(data)}, nil
}

func cutDoc(data []byte) string {
	if len(data) > MaxDocBytes {
		return strings.TrimSpace(string(data[:MaxDocBytes])) + "\n[… cut: the file is longer than 64 KiB]"
	}
	return strings.TrimSpace(string(data))
}

// importRe finds @path tokens: at the start of a line or after a space,
// a path of non-space characters with a slash, a dot or a ~.
var importRe = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`(^|\s)@(~?[A-Za-z0-9_./~-][^\s` + "`" + `]*)`) }}

// expandImports adds, after each line holding @path tokens, the files
// they name, with their own imports, to MaxImportDepth hops. Paths are
// relative to the importing file's directory; "~/" is the home directory.
// Tokens in code spans and fenced code blocks are text, as in Claude
// Code. A file imported by a project file must lie in the workspace or in
// ~/.claude; secret files (safety.SensitivePath) are never read. Each
// file left out is named in problems.
func expandImports(text, dir string, o LoadOptions, project bool, problems *[]string, by importer) string {
	return expand(text, dir, o, project, problems, 1, map[string]bool{}, by)
}

func expand(text, dir string, o LoadOptions, project bool, problems *[]string, depth int, stack map[string]bool, by importer) string {
	var b strings.Builder
	fence := false
	for _, line := range strings.Split(text, "\n") {
		b.WriteString(line)
		b.WriteByte('\n')
		if t := strings.TrimSpace(line); strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fence = !fence
			continue
		}
		if fence || !strings.Contains(line, "@") {
			continue
		}
		for _, m := range importRe.Get().FindAllStringSubmatchIndex(stripCodeSpans(line), -1) {
			ref := line[m[4]:m[5]]
			ref = strings.TrimRight(ref, ".,;:)!?")
			if !strings.ContainsAny(ref, "/.~") {
				continue // @mention, not a path
			}
			file := ref
			switch {
			case strings.HasPrefix(ref, "~/"):
				if o.Home == "" {
					continue
				}
				file = filepath.Join(o.Home, ref[2:])
			case !filepath.IsAbs(ref):
				file = filepath.Join(dir, ref)
			}
			file = filepath.Clean(file)
			if why := refuseImport(file, o, project); why != "" {
				*problems = append(*problems, fmt.Sprintf("@%s: %s", ref, why))
				continue
			}
			if stack[file] {
				*problems = append(*problems, fmt.Sprintf("@%s: a cycle of imports (already being imported)", ref))
				continue
			}
			if depth > MaxImportDepth {
				*problems = append(*problems, fmt.Sprintf("@%s: more than %d hops of imports", ref, MaxImportDepth))
				continue
			}
			data, err := fileread.ReadFile(file)
			if err != nil {
				*problems = append(*problems, fmt.Sprintf("@%s: %v", ref, errors.Unwrap(err)))
				continue
			}
			stack[file] = true
			*by.loaded = append(*by.loaded, Loaded{File: file, Type: by.typ, Reason: "include", Parent: by.file})
			inner := expand(cutDoc(data), filepath.Dir(file), o, project, problems, depth+1, stack, importer{file, by.typ, by.loaded})
			delete(stack, file)
			fmt.Fprintf(&b, "<import path=%q>\n%s\n</import>\n", ref, strings.TrimSpace(inner))
		}
	}
	return strings.TrimSpace(b.String())
}

// stripCodeSpans blanks `code spans` so tokens in them are not imports,
// keeping every other byte where it was.
func stripCodeSpans(line string) string {
	out := []byte(line)
	in := false
	for i := range out {
		if out[i] == '`' {
			in = !in
			continue
		}
		if in {
			out[i] = ' '
		}
	}
	return string(out)
}

// refuseImport says why file cannot be imported, or "".
func refuseImport(file string, o LoadOptions, project bool) string {
	real := file
	if r, err := filepath.EvalSymlinks(file); err == nil {
		real = r
	}
	if ok, what := safety.SensitivePath(real, o.Home); ok {
		return "a secret file (" + what + ") is never read into the prompt"
	}
	if !project {
		return ""
	}
	for _, root := range []string{o.Workspace, filepath.Join(o.Home, ".claude")} {
		if root == "" || (root == filepath.Join("", ".claude")) {
			continue
		}
		if rootReal, err := filepath.EvalSymlinks(root); err == nil {
			root = rootReal
		}
		if rel, err := filepath.Rel(root, real); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return ""
		}
	}
	return "outside the workspace (a project's instructions import only its own files and ~/.claude)"
}
