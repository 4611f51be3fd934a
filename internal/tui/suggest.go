package tui

import (
	"io/fs"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"github.com/sahilm/fuzzy"

	"troupe/internal/lazy"
)

// The suggestion menu opens above the editor while the input is a slash
// command's name ("/" lists every command with its description) or while
// the word at the end of the input starts with "@" (a fuzzy list of the
// workspace's files). Up/Down choose, Tab completes, Enter completes a file
// or runs the command, Esc closes the menu for that word.

type suggestKind int

const (
	suggestCommand suggestKind = iota + 1
	suggestFile
)

// suggestion is one entry of the menu; insert replaces the word.
type suggestion struct {
	label, desc, insert string
	args                bool // Enter completes it for its arguments instead of running it
}

type suggest struct {
	kind   suggestKind
	word   string // what the menu was built for
	items  []suggestion
	cursor int
}

// maxFiles bounds the files the @ picker lists.
const maxFiles = 20000

// skipDirs are folders the @ picker does not descend into.
var skipDirs = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{".git": true, "node_modules": true, ".hg": true, ".svn": true, "__pycache__": true, ".venv": true, "target": true}
}}

// workspaceFiles lists the workspace's files, relative and with forward
// slashes, skipping dot folders and build output; at most maxFiles.
func workspaceFiles(root string) []string {
	var out []string
	_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // unreadable: skipped
		}
		if d.IsDir() {
			if p != root && (skipDirs.Get()[d.Name()] || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if len(out) >= maxFiles {
			return filepath.SkipAll
		}
		if rel, err := filepath.Rel(root, p); err == nil {
			out = append(out, filepath.ToSlash(rel))
		}
		return nil
	})
	sort.Strings(out)
	return out
}

// atWord returns the word at the end of the input if it starts with "@"
// and the cursor is at the end.
func (m *Model) atWord() (string, bool) {
	val := m.input.Value()
	if m.input.Line() != m.input.LineCount()-1 || m.input.Column() != len([]rune(lastLine(val))) {
		return "", false
	}
	i := strings.LastIndexAny(val, " \n\t")
	w := val[i+1:]
	return w, strings.HasPrefix(w, "@") && !strings.Contains(w, ":")
}

func lastLine(s string) string {
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}

// updateSuggest rebuilds the menu for what the editor holds now; the
// choice stays while the word is the same.
func (m *Model) updateSuggest() {
	val := m.input.Value()
	if m.sug != nil && (m.sug.word == val || m.sug.kind == suggestFile) {
		if w, ok := m.atWord(); (ok && w == m.sug.word) || m.sug.word == val {
			return
		}
	}
	switch {
	case strings.HasPrefix(val, "/") && !strings.ContainsAny(val, " \n") && m.o.Commands != nil:
		if m.sugClosed == val {
			m.sug = nil
			return
		}
		m.sug = m.commandSuggestions(val)
	default:
		w, ok := m.atWord()
		if !ok || m.o.Workspace == "" || m.sugClosed == w {
			m.sug = nil
			return
		}
		m.sug = m.fileSuggestions(w)
	}
	m.sugClosed = ""
}

func (m *Model) commandSuggestions(val string) *suggest {
	prefix := strings.ToLower(strings.TrimPrefix(val, "/"))
	s := &suggest{kind: suggestCommand, word: val}
	var rest []suggestion
	builtin := m.o.Commands.Commands()
	for i, c := range append(builtin, m.mcpPrompts()...) {
		item := suggestion{label: "/" + c.Name, desc: c.Help, insert: "/" + c.Name}
		if c.Args != "" {
			item.label += " " + c.Args
		}
		if i >= len(builtin) { // an MCP prompt: Enter asks for its arguments first
			item.args = c.Args != "" && !strings.HasPrefix(c.Args, "[")
			if strings.Contains(c.Name, "<") { // servers not started yet
				item.insert = "/mcp__"
			}
		}
		name := strings.ToLower(c.Name)
		switch {
		case name == prefix:
			s.items = append([]suggestion{item}, s.items...)
		case strings.HasPrefix(name, prefix):
			s.items = append(s.items, item)
		case prefix != "" && strings.Contains(name+" "+strings.ToLower(c.Help), prefix):
			rest = append(rest, item)
		}
	}
	s.items = append(s.items, rest...)
	if len(s.items) == 0 {
		return nil
	}
	return s
}

func (m *Model) fileSuggestions(w string) *suggest {
	if m.files == nil || w == "@" {
		m.files = workspaceFiles(m.o.Workspace) // fresh each time the picker opens
	}
	pat := strings.TrimPrefix(w, "@")
	s := &suggest{kind: suggestFile, word: w}
	add := func(f string) { s.items = append(s.items, suggestion{label: f, insert: "@" + f}) }
	if pat == "" {
		for _, f := range m.files {
			add(f)
		}
	} else {
		for _, f := range fuzzy.Find(pat, m.files) {
			add(f.Str)
		}
	}
	if len(s.items) == 0 {
		return nil
	}
	return s
}

// suggestKey handles a key while the menu is open; false lets the editor
// have it.
func (m *Model) suggestKey(s string) (handled bool, submit bool) {
	sg := m.sug
	switch s {
	case "up", "ctrl+p":
		sg.cursor = (sg.cursor - 1 + len(sg.items)) % len(sg.items)
	case "down", "ctrl+n":
		sg.cursor = (sg.cursor + 1) % len(sg.items)
	case "esc":
		m.sugClosed, m.sug = sg.word, nil
	case "tab": // a file without a space: ":10-20" may follow
		m.acceptSuggestion(sg.kind == suggestCommand)
	case "enter":
		if it := sg.items[sg.cursor]; sg.kind == suggestCommand && (it.args || strings.HasSuffix(it.insert, "__")) {
			m.acceptSuggestion(it.args)
			return true, false
		}
		m.acceptSuggestion(sg.kind == suggestFile)
		return true, sg.kind == suggestCommand
	default:
		return false, false
	}
	return true, false
}

// acceptSuggestion puts the chosen entry in place of the word, with a
// space after it when space is set.
func (m *Model) acceptSuggestion(space bool) {
	sg := m.sug
	val := m.input.Value()
	ins := sg.items[sg.cursor].insert
	if space {
		ins += " "
	}
	m.input.SetValue(val[:len(val)-len(sg.word)] + ins)
	m.input.CursorEnd()
	m.sug = nil
	m.layout()
}

// suggestLines renders the menu: at most a quarter of the screen, the
// chosen entry kept in view.
func (m *Model) suggestLines(st styles) []string {
	sg := m.sug
	if sg == nil || m.dialog != nil {
		return nil
	}
	n := min(len(sg.items), max(m.height/4, 3), 8)
	off := max(sg.cursor-n+1, 0)
	var out []string
	labelW := 0
	for _, it := range sg.items[off : off+n] {
		labelW = max(labelW, ansi.StringWidth(it.label))
	}
	labelW = min(labelW, m.width/2)
	for i, it := range sg.items[off : off+n] {
		line := "  " + ansi.Truncate(it.label, labelW, "…")
		if it.desc != "" {
			line += strings.Repeat(" ", labelW-ansi.StringWidth(ansi.Truncate(it.label, labelW, "…"))+2) + st.dim.Render(it.desc)
		}
		line = ansi.Truncate(line, m.width, "…")
		if off+i == sg.cursor {
			line = st.bold.Render(ansi.Truncate("> "+strings.TrimPrefix(ansi.Strip(line), "  "), m.width, "…"))
		}
		out = append(out, line)
	}
	more := ""
	if len(sg.items) > n {
		more = " · " + strconv.Itoa(len(sg.items)) + " matches"
	}
	hint := "  ↑↓ choose · Tab completes" + map[suggestKind]string{suggestFile: " (then :10-20 for lines)"}[sg.kind] + " · Enter " + enterSays(sg) + " · Esc closes" + more
	return append(out, st.dim.Render(ansi.Truncate(hint, m.width, "…")))
}

// enterSays is what Enter does to the chosen entry, for the hint line.
func enterSays(sg *suggest) string {
	switch {
	case sg.kind == suggestFile:
		return "attaches"
	case sg.items[sg.cursor].args:
		return "adds its arguments"
	}
	return "runs"
}
