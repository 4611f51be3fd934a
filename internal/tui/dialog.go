package tui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"troupe/internal/slash"
	"troupe/messages"
)

type dialogKind int

const (
	dialogApproval dialogKind = iota
	dialogPlan
	dialogPick // choose one of a list (/resume)
)

type pendingApproval struct {
	agent string
	req   messages.ApprovalRequest
}

// dialog is a question that takes the keyboard until it is answered.
type dialog struct {
	kind       dialogKind
	ask        pendingApproval
	plan       string
	reasonMode bool // typing a deny reason or plan feedback
	reason     string
	again      bool // a key that is no answer was pressed
	title      string
	choices    []slash.Choice // dialogPick
	filter     string         // dialogPick: what was typed; the choices shown contain every word of it
	cursor     int
	off        int  // first body line shown when the body scrolls
	full       bool // the dialog takes the whole screen (f)
	page       int  // body lines shown at the last render, for PgUp/PgDn
}

// openPick opens a picker over choices.
func (m *Model) openPick(title string, choices []slash.Choice) {
	m.dialog = &dialog{kind: dialogPick, title: title, choices: choices}
}

// pickKey moves through a picker, filters it by what is typed, runs the
// chosen line, or closes it.
func (m *Model) pickKey(k tea.KeyPressMsg) tea.Cmd {
	d := m.dialog
	shown := d.shown()
	switch s := k.String(); s {
	case "up", "shift+tab", "ctrl+p":
		if len(shown) > 0 {
			d.cursor = (d.cursor - 1 + len(shown)) % len(shown)
		}
	case "down", "tab", "ctrl+n":
		if len(shown) > 0 {
			d.cursor = (d.cursor + 1) % len(shown)
		}
	case "enter":
		if len(shown) == 0 {
			d.again = true
			return nil
		}
		m.dialog = nil
		return m.runSlash(shown[d.cursor].Line)
	case "esc", "ctrl+c":
		if d.filter != "" && s == "esc" {
			d.filter, d.cursor = "", 0
			return nil
		}
		m.dialog = nil
		return m.next()
	case "backspace":
		if r := []rune(d.filter); len(r) > 0 {
			d.filter, d.cursor = string(r[:len(r)-1]), 0
		}
	default:
		t := k.Key().Text
		if s == "space" {
			t = " "
		}
		if t == "" {
			d.again = true
			return nil
		}
		d.filter, d.cursor, d.again = d.filter+t, 0, false
	}
	return nil
}

// shown are the picker's choices that hold every word of the filter in
// their label, line or text (a session's contents), case aside, in their
// order.
func (d *dialog) shown() []slash.Choice {
	words := strings.Fields(strings.ToLower(d.filter))
	if len(words) == 0 {
		return d.choices
	}
	var out []slash.Choice
	for _, c := range d.choices {
		label := strings.ToLower(c.Label+" "+c.Line) + "\n" + c.Text
		ok := true
		for _, w := range words {
			ok = ok && strings.Contains(label, w)
		}
		if ok {
			out = append(out, c)
		}
	}
	return out
}

// openApproval shows the first pending approval, if no dialog is open.
func (m *Model) openApproval() {
	if m.dialog != nil || len(m.approvals) == 0 {
		return
	}
	m.dialog = &dialog{kind: dialogApproval, ask: m.approvals[0]}
	m.approvals = m.approvals[1:]
}

// dialogKey answers the open dialog. Keys that are no answer ask again.
func (m *Model) dialogKey(k tea.KeyPressMsg) tea.Cmd {
	d := m.dialog
	s := k.String()
	if s == "ctrl+c" {
		m.ctrlC++
		if m.ctrlC >= 2 {
			m.quitting = true
			return tea.Quit
		}
	}
	if d.kind == dialogPick {
		return m.pickKey(k)
	}
	if !d.reasonMode && m.scrollDialog(s) {
		return nil
	}
	if d.reasonMode {
		switch s {
		case "enter":
			return m.closeDialog(true)
		case "esc":
			d.reasonMode, d.reason = false, ""
		case "backspace":
			if r := []rune(d.reason); len(r) > 0 {
				d.reason = string(r[:len(r)-1])
			}
		default:
			if t := k.Key().Text; t != "" {
				d.reason += t
			} else if s == "space" {
				d.reason += " "
			}
		}
		return nil
	}
	if d.kind == dialogApproval {
		switch s {
		case "y", "1":
			return m.answer(messages.ApprovalAnswer{Verdict: "once"})
		case "a", "2":
			return m.answer(messages.ApprovalAnswer{Verdict: "session"})
		case "n", "3":
			d.reasonMode = true
			return nil
		case "esc", "ctrl+c":
			cmd := m.answer(messages.ApprovalAnswer{Verdict: "deny", Reason: "the user interrupted"})
			m.interruptTurn("interrupted by the user")
			return cmd
		}
		d.again = true
		return nil
	}
	switch s {
	case "a", "1":
		m.dialog = nil
		return m.slashDone(slashDoneMsg{line: "/approve", res: slash.Result{Text: m.o.Host.Plan(false), Prompt: slash.ApprovePrompt}})
	case "k", "2", "esc":
		m.dialog = nil
		m.tr.add(blockInfo, "", "still planning: say what to look at next")
		return m.next()
	case "r", "3":
		d.reasonMode = true
		return nil
	}
	d.again = true
	return nil
}

// closeDialog finishes a dialog whose reason was typed.
func (m *Model) closeDialog(withReason bool) tea.Cmd {
	d := m.dialog
	if d.kind == dialogApproval {
		return m.answer(messages.ApprovalAnswer{Verdict: "deny", Reason: strings.TrimSpace(d.reason)})
	}
	m.dialog = nil
	fb := strings.TrimSpace(d.reason)
	if fb == "" {
		fb = "(no reason given)"
	}
	return m.startOrQueue("The plan is rejected: " + fb + "\nRevise it and present a new plan.")
}

func (m *Model) startOrQueue(text string) tea.Cmd {
	if m.busy {
		m.queue = append(m.queue, text)
		return nil
	}
	return m.start(text)
}

// answer publishes the answer to the open approval and opens the next one.
func (m *Model) answer(a messages.ApprovalAnswer) tea.Cmd {
	d := m.dialog
	a.ID = d.ask.req.ID
	m.dialog = nil
	verdict := map[string]string{"once": "allowed once", "session": "allowed for this session", "deny": "denied"}[a.Verdict]
	if a.Reason != "" {
		verdict += ": " + a.Reason
	}
	m.tr.add(blockInfo, d.ask.agent, fmt.Sprintf("%s %s — %s", d.ask.req.Tool, approvalWhat(d.ask.req), verdict))
	if err := m.o.Backend.Answer(d.ask.agent, a); err != nil {
		m.tr.add(blockError, "", "answer: "+err.Error())
	}
	m.openApproval()
	if m.dialog == nil && m.approvalActivity != "" {
		m.activity, m.approvalActivity = m.approvalActivity, ""
	}
	return nil
}

func approvalWhat(r messages.ApprovalRequest) string {
	if r.Command != "" {
		return r.Command
	}
	return argSummary(r.Args)
}
