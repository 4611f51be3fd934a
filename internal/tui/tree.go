package tui

import (
	"fmt"
	"strings"

	"troupe/internal/bus/tap"
	"troupe/messages"
)

// treeWidth is the width of the agents panel.
const treeWidth = 44

// node is one agent in the tree.
type node struct {
	id       string
	parent   string
	kind     string // subagent type; "" for the main agent
	state    string // idle, thinking, tool, done, failed, cancelled
	tool     string // current tool call
	ctx      int    // tokens of its own window in use, from its last call
	window   int
	place    string // "local" or a worker id
	children []string
}

// tree is the live tree of a session's agents, built from bus events only.
type tree struct {
	nodes map[string]*node
	roots []string
}

func newTree() *tree { return &tree{nodes: map[string]*node{}} }

func (t *tree) get(id, parent string) *node {
	if n, ok := t.nodes[id]; ok {
		return n
	}
	n := &node{id: id, parent: parent, state: "idle", place: "local"}
	t.nodes[id] = n
	if p, ok := t.nodes[parent]; ok && parent != "" {
		p.children = append(p.children, id)
	} else {
		t.roots = append(t.roots, id)
	}
	return n
}

// observe updates the tree from one event of agent e.Meta.Agent.
func (t *tree) observe(e Event, p messages.ParsedSubject, window int) {
	id := e.Meta.Agent
	if id == "" || id == "session" {
		return
	}
	if b, ok := e.Body.(*messages.SubagentSpawned); ok {
		t.get(id, e.Meta.Parent)
		c := t.get(b.Child, id)
		c.kind, c.state = b.Kind, "starting"
		return
	}
	n := t.get(id, e.Meta.Parent)
	if n.window == 0 {
		n.window = window
	}
	switch b := e.Body.(type) {
	case *messages.Placement:
		n.place = "local"
		if b.Where == "worker" {
			n.place = "worker " + b.Worker
		}
	case *messages.TurnStarted:
		n.state, n.tool = "thinking", ""
	case *messages.ModelRequest:
		n.state, n.tool = "thinking", ""
	case *messages.ModelDelta:
		if b.Text != "" {
			n.state = "writing"
		}
	case *messages.ToolStarted:
		n.state, n.tool = "tool", toolActivity(b.Call)
	case *messages.ToolResult:
		if p.Class == messages.ClassEvt {
			n.state, n.tool = "thinking", ""
		}
	case *messages.UsageReport:
		if b.Workflow == "act" {
			n.ctx = b.Usage.PromptTokens + b.Usage.CompletionTokens
		}
	case *messages.Compaction:
		switch { // the share is of the agent's window, as the status line's
		case b.Window > 0:
			n.window = b.Window
		case b.Budget > 0:
			n.window = b.Budget
		}
		n.ctx = b.TokensAfter
	case *messages.ApprovalRequest:
		n.state = "asking"
	case *messages.TurnResult:
		n.tool = ""
		switch {
		case b.Err == nil:
			n.state = "done"
		case b.Err.Kind == messages.KindCanceled:
			n.state = "cancelled"
		default:
			n.state = "failed"
		}
		if id == mainAgent && b.Err == nil {
			n.state = "idle"
		}
	}
}

// render draws the tree, at most height lines.
func (t *tree) render(st styles, width, height int) []string {
	out := []string{st.title.Render("agents") + st.dim.Render("  F2 hides")}
	var walk func(id, prefix string, last bool, depth int)
	walk = func(id, prefix string, last bool, depth int) {
		n := t.nodes[id]
		branch := ""
		if depth > 0 {
			branch = "├─ "
			if last {
				branch = "└─ "
			}
		}
		name := n.id
		if n.kind != "" {
			name += " (" + n.kind + ")"
		}
		out = append(out, clip(prefix+branch+stateMark(n.state)+" "+name, width))
		detail := n.state
		if n.tool != "" {
			detail = n.tool
		}
		info := detail + " · " + n.place
		if n.window > 0 && n.ctx > 0 {
			info += fmt.Sprintf(" · ctx %d%%", n.ctx*100/n.window)
		} else if n.ctx > 0 {
			info += fmt.Sprintf(" · ctx %dk", n.ctx/1000)
		}
		cont := prefix
		if depth > 0 {
			cont += map[bool]string{true: "   ", false: "│  "}[last]
		}
		out = append(out, clip(cont+"  "+st.dim.Render(info), width+20))
		for i, c := range n.children {
			walk(c, cont, i == len(n.children)-1, depth+1)
		}
	}
	for _, r := range t.roots {
		walk(r, "", true, 0)
	}
	if len(t.roots) == 0 {
		out = append(out, st.dim.Render("no agent has started yet"))
	}
	if len(out) > height {
		out = append(out[:height-1:height-1], "…")
	}
	return out
}

func stateMark(s string) string {
	switch s {
	case "done", "idle":
		return "○"
	case "failed":
		return "✗"
	case "cancelled":
		return "⊘"
	}
	return "●"
}

// tapLog is the session's recent bus traffic, shown one line per message
// as `troupe bus tap` prints it, through the same filters (/tap --type,
// --exclude, --agent [--tree], --deltas).
type tapLog struct {
	max    int
	events []tapEvent
	filter tap.Options
}

type tapEvent struct {
	e Event
	p messages.ParsedSubject
}

func newTapLog(n int) *tapLog { return &tapLog{max: n} }

func (l *tapLog) add(e Event, p messages.ParsedSubject) {
	l.events = append(l.events, tapEvent{e, p})
	if len(l.events) > l.max {
		l.events = append(l.events[:0], l.events[len(l.events)-l.max:]...)
	}
}

// lines renders the kept events that pass the filter.
func (l *tapLog) lines() []string {
	m := tap.NewMatcher(l.filter)
	var out []string
	for _, te := range l.events {
		meta := te.e.Meta
		m.Learn(&meta, te.e.Body)
		if !m.Match(meta, te.e.Body.Type()) {
			continue
		}
		out = append(out, fmt.Sprintf("%s %-4s %-14s %-18s %s", meta.Time.Format("15:04:05.000"), te.p.Class, meta.Agent, te.e.Body.Type(), tapSummary(te.e.Body)))
	}
	return out
}

// setFilter reads /tap's arguments: --type T[,T…] --exclude T[,T…]
// --agent A --tree --deltas.
func (l *tapLog) setFilter(args string) error {
	var o tap.Options
	f := strings.Fields(args)
	for i := 0; i < len(f); i++ {
		arg := func() (string, error) {
			if i+1 >= len(f) {
				return "", fmt.Errorf("/tap: %s needs a value", f[i])
			}
			i++
			return f[i], nil
		}
		switch f[i] {
		case "--type", "--exclude", "--agent":
			name := f[i]
			v, err := arg()
			if err != nil {
				return err
			}
			switch name {
			case "--type":
				o.Types = append(o.Types, strings.Split(v, ",")...)
			case "--exclude":
				o.Exclude = append(o.Exclude, strings.Split(v, ",")...)
			default:
				o.Agent = v
			}
		case "--tree":
			o.Tree = true
		case "--deltas":
			o.Deltas = true
		default:
			return fmt.Errorf("/tap: unknown argument %q (--type, --exclude, --agent, --tree, --deltas)", f[i])
		}
	}
	if o.Tree && o.Agent == "" {
		return fmt.Errorf("/tap: --tree needs --agent")
	}
	l.filter = o
	return nil
}

func tapSummary(b messages.Body) string {
	switch x := b.(type) {
	case *messages.ModelDelta:
		return clip(strings.ReplaceAll(x.Text, "\n", "⏎"), 40)
	case *messages.ToolStarted:
		return toolActivity(x.Call)
	case *messages.ToolResult:
		return x.Name + " " + clip(strings.ReplaceAll(x.Content, "\n", "⏎"), 40)
	case *messages.UsageReport:
		return fmt.Sprintf("%s in %d out %d $%.4f", x.Model, x.Usage.PromptTokens, x.Usage.CompletionTokens, x.CostUSD)
	case *messages.Prompt:
		return clip(x.Text, 40)
	case *messages.TurnResult:
		return x.Turn
	}
	return ""
}
