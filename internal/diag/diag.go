// Package diag records what troupe's readers of foreign formats (Claude
// Code's agents, skills, commands, hooks, settings, .mcp.json, memory
// files) loaded and what they skipped, and why, so that an unfamiliar entry
// is a warning naming its file and line rather than a failure to start.
// `troupe doctor` prints a Report. A Report is a plain value; it is filled
// by one loader at a time and read-only afterwards.
package diag

import (
	"fmt"
	"sort"
	"strings"
)

// Kinds of entries.
const (
	Agent      = "agent"
	Skill      = "skill"
	Command    = "command"
	Hook       = "hook"
	MCP        = "mcp"
	Permission = "permission"
	Memory     = "memory"
	Settings   = "settings"
)

// Statuses of entries.
const (
	Loaded  = "loaded"  // read and used
	Skipped = "skipped" // not used: Why says why
	Warning = "warning" // used, but part of it (a field) was not: Why says which
)

// Entry is one thing read, or one problem with it.
type Entry struct {
	Kind   string `json:"kind"`
	Name   string `json:"name,omitempty"`
	File   string `json:"file,omitempty"`
	Line   int    `json:"line,omitempty"`
	Status string `json:"status"`
	Why    string `json:"why,omitempty"`
}

// String is "file:line: kind name: why".
func (e Entry) String() string {
	loc := e.File
	if e.Line > 0 {
		loc = fmt.Sprintf("%s:%d", e.File, e.Line)
	}
	s := e.Kind
	if e.Name != "" {
		s += " " + e.Name
	}
	switch {
	case loc != "" && e.Why != "":
		return fmt.Sprintf("%s: %s %s: %s", loc, s, e.Status, e.Why)
	case loc != "":
		return fmt.Sprintf("%s: %s %s", loc, s, e.Status)
	case e.Why != "":
		return fmt.Sprintf("%s %s: %s", s, e.Status, e.Why)
	}
	return s + " " + e.Status
}

// Report is the entries of one or more loaders, in the order recorded.
type Report struct {
	Entries []Entry `json:"entries"`
}

// Add records e.
func (r *Report) Add(e Entry) {
	if r != nil {
		r.Entries = append(r.Entries, e)
	}
}

// Load records that name of kind was read from file.
func (r *Report) Load(kind, name, file string) {
	r.Add(Entry{Kind: kind, Name: name, File: file, Status: Loaded})
}

// Skip records that name of kind in file (at line, 0 if unknown) was not
// used, and why.
func (r *Report) Skip(kind, name, file string, line int, format string, args ...any) {
	r.Add(Entry{Kind: kind, Name: name, File: file, Line: line, Status: Skipped, Why: fmt.Sprintf(format, args...)})
}

// Warn records that part of name (a field, an option) was not used.
func (r *Report) Warn(kind, name, file string, line int, format string, args ...any) {
	r.Add(Entry{Kind: kind, Name: name, File: file, Line: line, Status: Warning, Why: fmt.Sprintf(format, args...)})
}

// Merge appends o's entries.
func (r *Report) Merge(o Report) {
	if r != nil {
		r.Entries = append(r.Entries, o.Entries...)
	}
}

// Problems returns the skipped and warning entries.
func (r Report) Problems() []Entry {
	var out []Entry
	for _, e := range r.Entries {
		if e.Status != Loaded {
			out = append(out, e)
		}
	}
	return out
}

// Count returns how many entries of kind have status.
func (r Report) Count(kind, status string) int {
	n := 0
	for _, e := range r.Entries {
		if e.Kind == kind && e.Status == status {
			n++
		}
	}
	return n
}

// Sorted returns the entries ordered by kind, file, line and name.
func (r Report) Sorted() []Entry {
	out := append([]Entry(nil), r.Entries...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Kind != b.Kind {
			return a.Kind < b.Kind
		}
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Line < b.Line
	})
	return out
}

// Lines is what to tell the user at start: each skipped entry on a line of
// its own, and the warnings of one file together on one line.
func (r Report) Lines() []string {
	var out []string
	byFile := map[string][]string{}
	var files []string
	for _, e := range r.Entries {
		switch e.Status {
		case Skipped:
			out = append(out, e.String())
		case Warning:
			if _, ok := byFile[e.File]; !ok {
				files = append(files, e.File)
			}
			w := e.Why
			if e.Line > 0 {
				w = fmt.Sprintf("line %d: %s", e.Line, e.Why)
			}
			byFile[e.File] = append(byFile[e.File], w)
		}
	}
	for _, f := range files {
		out = append(out, fmt.Sprintf("%s: %s", f, strings.Join(byFile[f], "; ")))
	}
	return out
}
