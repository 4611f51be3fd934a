package debugview

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

// Model is the `troupe debug` screen: the session's messages, one a line,
// filtered by agent and type; a message's detail (a model call's whole
// window); the diff of a call against the agent's previous one; and jumps
// along links. It is a tea.Model, used on Bubble Tea's goroutine only.
type Model struct {
	session string
	recs    []Record
	calls   []Call
	agents  []string
	types   []string
	agent   int // index in agents; -1: all
	typ     int // index in types; -1: all
	rows    []int
	cursor  int // index in rows
	top     int // first row shown
	detail  []string
	scroll  int
	note    string
	live    bool // messages of a live session are coming (More)
	width   int
	height  int
}

// NewModel returns the screen for session's records and their calls
// (Calls, or CallsFromLog for a session log).
func NewModel(session string, recs []Record, calls []Call) *Model {
	m := &Model{session: session, recs: recs, calls: calls, agents: Agents(recs), types: Types(recs),
		agent: -1, typ: -1, width: 100, height: 30}
	m.refilter(-1)
	return m
}

// More is messages of a live session read after the screen opened (Follow):
// they are appended, and a selection on the last row follows them.
type More struct{ Recs []Record }

// FollowEnded says the live session's messages stopped coming (Err nil:
// it ended or the view was closed).
type FollowEnded struct{ Err error }

func (m *Model) more(recs []Record) {
	atEnd := len(m.rows) == 0 || m.cursor == len(m.rows)-1
	keep := m.Selected()
	agent, typ := pick(m.agents, m.agent), pick(m.types, m.typ)
	m.recs = append(m.recs, recs...)
	m.calls = Calls(m.recs)
	m.agents, m.types = Agents(m.recs), Types(m.recs)
	m.agent, m.typ = index(m.agents, agent), index(m.types, typ)
	m.refilter(keep)
	if atEnd {
		m.cursor = max(len(m.rows)-1, 0)
	}
	m.live = true
}

// pick is list[i], "" for -1 (no filter).
func pick(list []string, i int) string {
	if i < 0 || i >= len(list) {
		return ""
	}
	return list[i]
}

// index is the index of name in list, -1 for "" (no filter).
func index(list []string, name string) int {
	if name == "" {
		return -1
	}
	return slices.Index(list, name)
}

// Init implements tea.Model.
func (m *Model) Init() tea.Cmd { return nil }

// refilter recomputes rows, keeping record keep selected when it is shown.
func (m *Model) refilter(keep int) {
	agent, types := "", []string(nil)
	if m.agent >= 0 {
		agent = m.agents[m.agent]
	}
	if m.typ >= 0 {
		types = []string{m.types[m.typ]}
	}
	m.rows = Filter(m.recs, agent, types)
	m.cursor = 0
	for i, r := range m.rows {
		if r == keep {
			m.cursor = i
		}
	}
}

// Selected returns the index in the records of the selected message, -1
// when none is shown.
func (m *Model) Selected() int {
	if len(m.rows) == 0 {
		return -1
	}
	return m.rows[m.cursor]
}

// Update implements tea.Model.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
	case tea.KeyPressMsg:
		return m, m.key(msg.String())
	case More:
		m.more(msg.Recs)
	case FollowEnded:
		m.live = false
		if msg.Err != nil {
			m.note = "live messages stopped: " + msg.Err.Error()
		}
	}
	return m, nil
}

func (m *Model) key(k string) tea.Cmd {
	m.note = ""
	if m.detail != nil {
		switch k {
		case "q", "ctrl+c":
			return tea.Quit
		case "esc", "backspace", "enter":
			m.detail = nil
		case "down", "j":
			m.scroll = min(m.scroll+1, max(len(m.detail)-m.page(), 0))
		case "up", "k":
			m.scroll = max(m.scroll-1, 0)
		case "pgdown", "space", "f":
			m.scroll = min(m.scroll+m.page(), max(len(m.detail)-m.page(), 0))
		case "pgup", "b":
			m.scroll = max(m.scroll-m.page(), 0)
		case "d":
			m.showDiff()
		case "l", "tab":
			m.detail = nil
			m.jump()
		}
		return nil
	}
	switch k {
	case "q", "ctrl+c", "esc":
		return tea.Quit
	case "down", "j":
		m.cursor = min(m.cursor+1, max(len(m.rows)-1, 0))
	case "up", "k":
		m.cursor = max(m.cursor-1, 0)
	case "pgdown", "space":
		m.cursor = min(m.cursor+m.page(), max(len(m.rows)-1, 0))
	case "pgup":
		m.cursor = max(m.cursor-m.page(), 0)
	case "home", "g":
		m.cursor = 0
	case "end", "G":
		m.cursor = max(len(m.rows)-1, 0)
	case "a":
		m.agent = cycle(m.agent, len(m.agents))
		m.refilter(m.Selected())
	case "t":
		m.typ = cycle(m.typ, len(m.types))
		m.refilter(m.Selected())
	case "enter":
		m.showDetail()
	case "d":
		m.showDiff()
	case "l", "tab":
		m.jump()
	}
	return nil
}

func cycle(i, n int) int {
	if i+1 >= n {
		return -1
	}
	return i + 1
}

func (m *Model) page() int { return max(m.height-3, 1) }

// showDetail shows the selected message: a model call's whole window, or
// the message's body as JSON.
func (m *Model) showDetail() {
	i := m.Selected()
	if i < 0 {
		return
	}
	var b bytes.Buffer
	if c := CallAt(m.calls, i); c >= 0 {
		_ = WriteCall(&b, m.calls[c])
	} else {
		r := m.recs[i]
		fmt.Fprintf(&b, "seq %d · %s · %s\n%s\n\n", r.Seq, r.At().Local().Format(TimeFormat), r.Subject, r.Type)
		if r.Body != nil {
			data, _ := json.MarshalIndent(r.Body, "", "  ")
			b.Write(data)
		} else {
			b.WriteString(r.Err)
		}
	}
	m.setDetail(b.String())
}

// showDiff shows what changed in the selected call's window since the
// agent's previous call on the same workflow.
func (m *Model) showDiff() {
	i := m.Selected()
	c := CallAt(m.calls, i)
	if c < 0 {
		m.note = "d: select a model request or result"
		return
	}
	p := Previous(m.calls, c)
	if p < 0 {
		m.note = "d: the first call of " + m.calls[c].Agent + " has nothing to compare with"
		return
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "call %s (seq %d) against %s (seq %d) of %s\n", m.calls[c].Call, m.calls[c].Seq, m.calls[p].Call, m.calls[p].Seq, m.calls[c].Agent)
	_ = WriteDiff(&b, Diff(m.calls[p].Window, m.calls[c].Window))
	m.setDetail(b.String())
}

func (m *Model) setDetail(s string) {
	m.detail = strings.Split(strings.TrimRight(s, "\n"), "\n")
	m.scroll = 0
}

// jump selects the record the selected one links to, clearing the filters
// when they hide it.
func (m *Model) jump() {
	i := m.Selected()
	if i < 0 {
		return
	}
	j, what, ok := Link(m.recs, i)
	if !ok {
		m.note = "l: this message links to nothing kept"
		return
	}
	m.refilter(j)
	if m.Selected() != j {
		m.agent, m.typ = -1, -1
		m.refilter(j)
	}
	m.note = "→ " + what
}

// View implements tea.Model.
func (m *Model) View() tea.View {
	v := tea.NewView(m.Screen())
	v.AltScreen = true
	return v
}

// Screen renders the screen as plain text.
func (m *Model) Screen() string {
	var lines []string
	agent, typ := "all", "all"
	if m.agent >= 0 {
		agent = m.agents[m.agent]
	}
	if m.typ >= 0 {
		typ = m.types[m.typ]
	}
	live := ""
	if m.live {
		live = " · live"
	}
	lines = append(lines, fmt.Sprintf("troupe debug %s%s · %d of %d messages · agent %s · type %s", m.session, live, len(m.rows), len(m.recs), agent, typ))
	body := m.page()
	if m.detail != nil {
		end := min(m.scroll+body, len(m.detail))
		lines = append(lines, m.detail[m.scroll:end]...)
		for len(lines) < body+1 {
			lines = append(lines, "")
		}
		lines = append(lines, m.help("↑↓ scroll · d diff · l link · esc back · q quit"))
	} else {
		if m.cursor < m.top {
			m.top = m.cursor
		}
		if m.cursor >= m.top+body {
			m.top = m.cursor - body + 1
		}
		for k := m.top; k < min(m.top+body, len(m.rows)); k++ {
			mark := "  "
			if k == m.cursor {
				mark = "▸ "
			}
			lines = append(lines, mark+Line(m.recs[m.rows[k]]))
		}
		if len(m.rows) == 0 {
			lines = append(lines, "  (nothing matches: a agent, t type)")
		}
		for len(lines) < body+1 {
			lines = append(lines, "")
		}
		lines = append(lines, m.help("↑↓ move · enter window/detail · d diff · l link · a agent · t type · q quit"))
	}
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, m.width, "…")
	}
	return strings.Join(lines, "\n")
}

func (m *Model) help(keys string) string {
	if m.note != "" {
		return m.note + " · " + keys
	}
	return keys
}
