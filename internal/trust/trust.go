// Package trust decides whether a workspace's own configuration may take
// effect: the MCP servers of its .mcp.json, the hooks and settings of its
// .claude/settings*.json and .troupe/settings.json, its .troupe/config.yaml
// and the allow rules of its .troupe/permissions.yaml. A cloned repository
// brings these files; until the person trusts the directory, troupe loads
// none of them (deny rules still apply: they can only tighten).
//
// A decision (trusted or not) is recorded per directory with the SHA-256 of
// each file, in trust.json in troupe's data directory, never in the
// repository. A file that changes or appears after the decision makes the
// directory undecided again, so troupe asks again (or refuses, without a
// person). Functions here are safe to call from several goroutines; two
// processes recording at once may lose one decision (the file is replaced
// atomically, last writer wins), which only means asking again.
package trust

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"time"

	"troupe/internal/fileread"
)

// Watched are the files of a workspace that need trust, with what they
// bring, relative to the workspace.
var watched = []struct{ path, what string }{
	{".mcp.json", "MCP servers"},
	{".claude/settings.json", "hooks and settings"},
	{".claude/settings.local.json", "hooks and settings"},
	{".troupe/config.yaml", "troupe config"},
	{".troupe/settings.json", "hooks"},
	{".troupe/permissions.yaml", "permission rules"},
}

// Paths returns the absolute paths of the files that need trust in dir.
func Paths(dir string) []string {
	out := make([]string, len(watched))
	for i, w := range watched {
		out[i] = filepath.Join(dir, filepath.FromSlash(w.path))
	}
	return out
}

// File is one file of a workspace that needs trust.
type File struct {
	Path string `json:"path"` // relative to the workspace, slash-separated
	What string `json:"what"` // what it brings: "MCP servers", "hooks and settings", ...
	Sum  string `json:"sha256"`
}

// Decision is what the person decided for a directory.
type Decision string

// Decisions.
const (
	Undecided Decision = ""
	Trusted   Decision = "trusted"
	Refused   Decision = "refused"
)

// Status is a directory's files and the decision recorded for them.
type Status struct {
	Dir      string   // absolute, symbolic links resolved
	Files    []File   // what the workspace brings now
	Decision Decision // recorded, whatever the files' content
	// Changed are the files whose content differs from the decision's
	// (or that were absent then); the decision does not cover them.
	Changed []string
}

// Trusted reports whether the workspace's files may take effect: it brings
// none, or they are exactly what the person trusted.
func (s Status) Trusted() bool {
	return s.Dir != "" && (len(s.Files) == 0 || s.Decision == Trusted && len(s.Changed) == 0)
}

// Undecided reports whether the person should be asked: the workspace
// brings files no decision covers.
func (s Status) Undecided() bool {
	return len(s.Files) > 0 && (s.Decision == Undecided || len(s.Changed) > 0)
}

// Names lists the files and what they bring, for a dialog or a message:
// ".mcp.json (MCP servers)".
func (s Status) Names() []string {
	var out []string
	for _, f := range s.Files {
		out = append(out, f.Path+" ("+f.What+")")
	}
	return out
}

// Scan returns the files of dir that need trust (those that exist), with
// their content hashes. A file that exists but cannot be read is an error.
func Scan(dir string) ([]File, error) {
	var out []File
	for i, p := range Paths(dir) {
		data, err := fileread.ReadFile(p)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("trust: %w", err)
		}
		sum := sha256.Sum256(data)
		out = append(out, File{Path: watched[i].path, What: watched[i].what, Sum: hex.EncodeToString(sum[:])})
	}
	return out, nil
}

// Canonical is the key a directory is recorded under: absolute, with
// symbolic links resolved.
func Canonical(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", fmt.Errorf("trust: %w", err)
	}
	if r, err := filepath.EvalSymlinks(abs); err == nil {
		abs = r
	}
	return abs, nil
}

// Check returns the status of dir against the decisions recorded in
// dataDir. An empty dir (no workspace) is never trusted.
func Check(dataDir, dir string) (Status, error) {
	if dir == "" {
		return Status{}, nil
	}
	d, err := Canonical(dir)
	if err != nil {
		return Status{}, err
	}
	files, err := Scan(d)
	if err != nil {
		return Status{}, err
	}
	st := Status{Dir: d, Files: files}
	recs, err := load(dataDir)
	if err != nil {
		return st, err
	}
	r, ok := recs.Dirs[d]
	if !ok {
		return st, nil
	}
	st.Decision = r.Decision
	for _, f := range files {
		if r.Files[f.Path] != f.Sum {
			st.Changed = append(st.Changed, f.Path)
		}
	}
	return st, nil
}

// Record stores the person's decision for st's directory and files.
func Record(dataDir string, st Status, d Decision) error {
	if st.Dir == "" {
		return errors.New("trust: no directory to record")
	}
	recs, err := load(dataDir)
	if err != nil {
		return err
	}
	r := record{Decision: d, At: time.Now().UTC(), Files: map[string]string{}}
	for _, f := range st.Files {
		r.Files[f.Path] = f.Sum
	}
	recs.Dirs[st.Dir] = r
	return save(dataDir, recs)
}

// Revoke forgets the decision for dir and reports whether there was one.
func Revoke(dataDir, dir string) (bool, error) {
	d, err := Canonical(dir)
	if err != nil {
		return false, err
	}
	recs, err := load(dataDir)
	if err != nil {
		return false, err
	}
	if _, ok := recs.Dirs[d]; !ok {
		return false, nil
	}
	delete(recs.Dirs, d)
	return true, save(dataDir, recs)
}

// Entry is one recorded decision.
type Entry struct {
	Dir      string
	Decision Decision
	At       time.Time
	Files    []string // the files it covers
}

// List returns the recorded decisions, by directory.
func List(dataDir string) ([]Entry, error) {
	recs, err := load(dataDir)
	if err != nil {
		return nil, err
	}
	var out []Entry
	for d, r := range recs.Dirs {
		e := Entry{Dir: d, Decision: r.Decision, At: r.At}
		for f := range r.Files {
			e.Files = append(e.Files, f)
		}
		slices.Sort(e.Files)
		out = append(out, e)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Dir < out[j].Dir })
	return out, nil
}

// records is the content of trust.json.
type records struct {
	Dirs map[string]record `json:"dirs"`
}

type record struct {
	Decision Decision          `json:"decision"`
	At       time.Time         `json:"at"`
	Files    map[string]string `json:"files"` // path -> sha256
}

func file(dataDir string) string { return filepath.Join(dataDir, "trust.json") }

func load(dataDir string) (records, error) {
	recs := records{Dirs: map[string]record{}}
	if dataDir == "" {
		return recs, errors.New("trust: no data directory")
	}
	data, err := os.ReadFile(file(dataDir))
	if errors.Is(err, fs.ErrNotExist) {
		return recs, nil
	}
	if err != nil {
		return recs, fmt.Errorf("trust: %w", err)
	}
	if err := json.Unmarshal(data, &recs); err != nil {
		return records{Dirs: map[string]record{}}, fmt.Errorf("trust: %s: %w", file(dataDir), err)
	}
	if recs.Dirs == nil {
		recs.Dirs = map[string]record{}
	}
	return recs, nil
}

func save(dataDir string, recs records) error {
	data, err := json.MarshalIndent(recs, "", "  ")
	if err != nil {
		return fmt.Errorf("trust: %w", err)
	}
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return fmt.Errorf("trust: %w", err)
	}
	tmp, err := os.CreateTemp(dataDir, ".trust-*.json")
	if err != nil {
		return fmt.Errorf("trust: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(append(data, '\n')); err != nil {
		tmp.Close()
		return fmt.Errorf("trust: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("trust: %w", err)
	}
	if err := os.Rename(tmp.Name(), file(dataDir)); err != nil {
		return fmt.Errorf("trust: %w", err)
	}
	return nil
}
