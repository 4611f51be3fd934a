package sandbox

import (
	"bufio"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"troupe/internal/safety"
)

// linkedGitDirs returns the git directories of a workspace whose .git is a
// file ("gitdir: …", a linked worktree or a submodule): its own git dir and
// the common one holding objects, refs and config. Commands need to write
// them for git add and git commit; nil when .git is a directory or absent.
func linkedGitDirs(ws string) []string {
	dir := gitFileTarget(filepath.Join(ws, ".git"))
	if dir == "" {
		return nil
	}
	dirs := []string{dir}
	if c, err := os.ReadFile(filepath.Join(dir, "commondir")); err == nil {
		common := strings.TrimSpace(string(c))
		if !filepath.IsAbs(common) {
			common = filepath.Join(dir, common)
		}
		dirs = append(dirs, filepath.Clean(common))
	}
	return dirs
}

// gitFileTarget is the directory a "gitdir: …" file names, or "".
func gitFileTarget(file string) string {
	data, err := os.ReadFile(file)
	if err != nil {
		return ""
	}
	dir, ok := strings.CutPrefix(strings.TrimSpace(string(data)), "gitdir: ")
	if !ok || dir == "" {
		return ""
	}
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(filepath.Dir(file), dir)
	}
	return filepath.Clean(dir)
}

// GitEntryWritable reports whether name, an entry of a git directory, is
// one ordinary git commands write: safety's list, which the gate uses too.
func GitEntryWritable(name string) bool { return safety.GitEntryWritable(name) }

// gitDirReadOnly returns the existing entries of the git directory dir
// that commands may not change.
func gitDirReadOnly(dir string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		if !GitEntryWritable(e.Name()) {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	return out
}

// gitReadOnly returns what commands may not change of the repositories
// in the workspace ws: the read-only entries of ws/.git and of every
// nested git directory, every nested .git file (a "gitdir:" pointer), and
// the hooks directory and included config files ws/.git/config names when
// they lie inside ws (core.hooksPath = .husky: a command writing there
// would run at the user's next commit), whether they exist or not.
func gitReadOnly(ws string) []string {
	var out []string
	for _, g := range NestedGit(ws) {
		if fi, err := os.Lstat(g); err == nil && fi.IsDir() {
			out = append(out, gitDirReadOnly(g)...)
			out = append(out, configTargets(ws, g)...)
			continue
		}
		out = append(out, g)
	}
	return out
}

// configTargets returns the paths inside ws that the config of the git
// directory gitDir names as code or configuration: core.hooksPath and
// include(If).path.
func configTargets(ws, gitDir string) []string {
	f, err := os.Open(filepath.Join(gitDir, "config"))
	if err != nil {
		return nil
	}
	defer f.Close()
	var out []string
	section := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "[") {
			name, _, _ := strings.Cut(strings.Trim(line, "[]"), " ")
			section = strings.ToLower(strings.Trim(name, `"`))
			continue
		}
		key, val, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		key = strings.ToLower(strings.TrimSpace(key))
		if !(section == "core" && key == "hookspath") && !(strings.HasPrefix(section, "include") && key == "path") {
			continue
		}
		val = strings.Trim(strings.TrimSpace(val), `"`)
		if val == "" || strings.HasPrefix(val, "~") {
			continue
		}
		p := val
		if !filepath.IsAbs(p) {
			base := ws // hooksPath is relative to where git runs: the work tree
			if key == "path" {
				base = gitDir // include paths are relative to the including file
			}
			p = filepath.Join(base, p)
		}
		if p = filepath.Clean(p); within(p, ws) && p != ws {
			out = append(out, p)
		}
	}
	return out
}

// NestedGit returns every .git (directory or "gitdir:" file) in the
// workspace ws, ws/.git first when it exists. It does not look inside git
// directories.
func NestedGit(ws string) []string {
	var out []string
	_ = filepath.WalkDir(ws, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // unreadable: skip it
		}
		if d.Name() != ".git" {
			return nil
		}
		out = append(out, path)
		if d.IsDir() {
			return fs.SkipDir
		}
		return nil
	})
	return out
}

// GitState is what the git directories of a workspace held before a
// command: each .git path (directory or file) and, for a directory, its
// entries.
type GitState map[string][]string

// ReadGitState records the git directories and files of ws.
func ReadGitState(ws string) GitState {
	st := GitState{}
	for _, g := range NestedGit(ws) {
		st[g] = nil
		if entries, err := os.ReadDir(g); err == nil {
			for _, e := range entries {
				st[g] = append(st[g], e.Name())
			}
		}
	}
	return st
}

// GitChanges are what a command added to the git directories of a
// workspace that could run code outside the sandbox later.
type GitChanges struct {
	// Entries are new entries of git directories that existed before,
	// other than those git writes (a commondir, a config.worktree, a
	// modules directory).
	Entries []string
	// Repos are git directories that did not exist before.
	Repos []string
	// Files are .git files ("gitdir: …") that did not exist before.
	Files []string
}

// Changes compares ws now with the state before.
func (before GitState) Changes(ws string) GitChanges {
	var c GitChanges
	for _, g := range NestedGit(ws) {
		fi, err := os.Lstat(g)
		if err != nil {
			continue
		}
		old, existed := before[g]
		switch {
		case !fi.IsDir() && (!existed || old != nil):
			c.Files = append(c.Files, g) // new, or a directory turned into a file
		case !fi.IsDir():
		case !existed:
			c.Repos = append(c.Repos, g)
		default:
			entries, _ := os.ReadDir(g)
			for _, e := range entries {
				if !GitEntryWritable(e.Name()) && !slices.Contains(old, e.Name()) {
					c.Entries = append(c.Entries, filepath.Join(g, e.Name()))
				}
			}
		}
	}
	return c
}
