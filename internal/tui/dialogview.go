package tui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// minDialogBody is the fewest body lines a dialog shows before its other
// parts give way.
const minDialogBody = 3

// scrollDialog moves the body of the open dialog; false if s is no
// scrolling key. f toggles the full-screen view; Esc leaves it.
func (m *Model) scrollDialog(s string) bool {
	d := m.dialog
	page := max(d.page-1, 1)
	switch s {
	case "up":
		d.off--
	case "down":
		d.off++
	case "pgup":
		d.off -= page
	case "pgdown", "space":
		d.off += page
	case "home":
		d.off = 0
	case "end":
		d.off = 1 << 30 // clamped when drawn
	case "f", "ctrl+o":
		d.full = !d.full
	case "esc":
		if !d.full {
			return false
		}
		d.full = false
	default:
		return false
	}
	d.off = max(d.off, 0)
	return true
}

// dialogParts are the lines of a dialog at an inner width: a head, a body
// that scrolls, and a tail that holds the answers and is always shown.
type dialogParts struct {
	head, body, tail []string
	must             int // the last must lines of tail are never dropped
}

func wrapLines(s string, w int) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		out = append(out, strings.Split(ansi.Wrap(expandTabs(l), w, " "), "\n")...)
	}
	return out
}

func (m *Model) dialogParts(st styles, w int) dialogParts {
	d := m.dialog
	var p dialogParts
	switch d.kind {
	case dialogPick:
		p.head = wrapLines(st.title.Render(d.title), w)
		shown := d.shown()
		if d.filter != "" {
			p.head = append(p.head, ansi.Truncate(fmt.Sprintf("filter: %s█  (%d of %d)", d.filter, len(shown), len(d.choices)), w, "…"))
		}
		if len(shown) == 0 {
			p.body = append(p.body, st.dim.Render("  nothing matches"))
		}
		for i, c := range shown {
			if i == d.cursor {
				p.body = append(p.body, ansi.Truncate(st.bold.Render("> "+c.Label), w, "…"))
			} else {
				p.body = append(p.body, ansi.Truncate("  "+c.Label, w, "…"))
			}
		}
		p.tail = wrapLines(st.dim.Render("type to filter · ↑/↓ choose · Enter · Esc cancel"), w)
	case dialogApproval:
		r := d.ask.req
		who := "The agent"
		if d.ask.agent != mainAgent {
			who = "Subagent " + d.ask.agent
		}
		p.head = wrapLines(fmt.Sprintf("%s wants to run %s", st.title.Render(who), st.bold.Render(r.Tool)), w)
		diff := fullEditDiff(m.o.Previews, r.Tool, r.Args, 0)
		switch {
		case r.Command != "":
			p.body = wrapLines(indentLines("$ "+r.Command, "  "), w)
		case diff != "":
			p.body = wrapLines(indentLines(colorDiff(diff, st), "  "), w)
		default:
			p.body = wrapLines("  "+argSummary(r.Args), w)
		}
		p.tail = wrapLines(st.dim.Render("why asked: "+r.Reason), w)
		if r.Network {
			p.tail = append(p.tail, wrapLines(st.notice.Render("approving grants network access (once: this command; session: every command)"), w)...)
		}
		grant := r.Tool
		if len(r.Grants) > 0 {
			grant = strings.Join(r.Grants, ", ")
		}
		var keys string
		if d.reasonMode {
			keys = "Reason for denying (Enter sends, Esc goes back): " + d.reason + "█"
		} else {
			keys = fmt.Sprintf("[y] allow once · [a] allow %q for this session · [n] deny with a reason", grant)
		}
		k := wrapLines(keys, w)
		p.tail = append(p.tail, k...)
		p.must = len(k)
	default:
		p.head = []string{st.title.Render("Plan")}
		p.body = wrapLines(m.tr.markdown(d.plan), w)
		keys := "[a] approve and implement · [k] keep planning · [r] reject with feedback"
		if d.reasonMode {
			keys = "What should change? (Enter sends, Esc goes back): " + d.reason + "█"
		}
		p.tail = wrapLines(keys, w)
		p.must = len(p.tail)
	}
	if d.again && !d.reasonMode {
		p.tail = append(p.tail, st.notice.Render(ansi.Truncate("Please answer with one of the keys above.", w, "…")))
		p.must++
	}
	if d.kind == dialogPick {
		p.must = len(p.tail)
	}
	return p
}

// renderDialog draws the open dialog in at most maxH lines: the body
// scrolls inside it, the answers are always shown.
func (m *Model) renderDialog(st styles, width, maxH int) string {
	d := m.dialog
	w := max(width-6, 14) // border and padding, as wide as the screen less 2
	p := m.dialogParts(st, w)
	room := max(maxH-2, 1) // the border
	// Give way, in order: optional tail lines are cut to one line each and
	// then dropped, the head is cut to one line.
	fixed := func() int { return len(p.head) + len(p.tail) }
	for fixed()+minDialogBody > room && len(p.tail) > p.must {
		p.tail = p.tail[1:]
	}
	if fixed()+minDialogBody > room && len(p.head) > 1 {
		p.head = p.head[:1]
	}
	avail := max(room-fixed(), 1)
	body := p.body
	if d.kind == dialogPick {
		// Keep the cursor in view.
		if d.cursor < d.off {
			d.off = d.cursor
		} else if d.cursor >= d.off+avail-1 && len(body) > avail {
			d.off = d.cursor - avail + 2
		}
	}
	if len(body) > avail {
		show := max(avail-1, 1) // one line says where we are
		d.off = min(d.off, len(body)-show)
		end := min(d.off+show, len(body))
		where := fmt.Sprintf("lines %d–%d of %d · ↑↓ PgUp PgDn wheel", d.off+1, end, len(body))
		if d.kind != dialogPick {
			if d.full {
				where += " · f/Esc back"
			} else {
				where += " · f full screen"
			}
		}
		body = append(append([]string{}, body[d.off:end]...), st.dim.Render(ansi.Truncate(where, w, "…")))
		d.page = show
	} else {
		d.off = 0
		d.page = len(body)
		if d.full {
			for len(body) < avail {
				body = append(body, "")
			}
		}
	}
	lines := append(append(append([]string{}, p.head...), body...), p.tail...)
	if len(lines) > room { // a screen too small for even the answers
		lines = lines[len(lines)-room:]
	}
	return st.dialog.Width(w + 4).Render(strings.Join(lines, "\n"))
}

// expandTabs replaces tabs with spaces to the next multiple of 8 columns;
// terminals and the renderer would otherwise drop or misplace them. ANSI
// escape sequences take no columns.
func expandTabs(s string) string {
	if !strings.Contains(s, "\t") {
		return s
	}
	var b strings.Builder
	col, esc := 0, false
	for _, r := range s {
		switch {
		case esc:
			b.WriteRune(r)
			if r >= 0x40 && r <= 0x7e && r != '[' {
				esc = false
			}
		case r == 0x1b:
			esc = true
			b.WriteRune(r)
		case r == '\t':
			n := 8 - col%8
			b.WriteString(strings.Repeat(" ", n))
			col += n
		case r == '\n':
			b.WriteRune(r)
			col = 0
		default:
			b.WriteRune(r)
			col += ansi.StringWidth(string(r))
		}
	}
	return b.String()
}
