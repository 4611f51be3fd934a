package cli

import (
	"fmt"
	"io"
	"strings"

	"troupe/messages"
)

// Styles of the live lines at a terminal: dim, as the full-screen view
// shows them.
const (
	sgrDim   = "\x1b[2m"
	sgrReset = "\x1b[22m"
	clearRow = "\r\x1b[K" // back to the start of the row, erased
)

// liveLines prints, in line mode, the output of running calls and of
// background jobs (messages.ToolOutput) as it comes: only the lines that
// are new and complete, each printed once, prefixed, so a pipe gets a
// plain log with no redraws; at a terminal the lines are dim and an
// empty prompt shown when they come is given back under them (what the
// person had typed stays in the terminal's line buffer, not on the
// screen). The reports come a few times a second at most with a few
// lines each (the shell bounds them); lines that came and went between
// two reports are counted in a "… N more lines" mark. A job's end is
// said. It is not safe for concurrent use: the renderer's lock guards it.
type liveLines struct {
	tty    bool
	prompt string               // shown at the terminal now, awaiting input; "" when not
	seen   map[string]*liveCall // by agent, call and job
}

// liveCall is what was printed of one call's or job's output.
type liveCall struct {
	lines int // complete lines printed or passed over
}

func newLiveLines(tty bool) *liveLines {
	return &liveLines{tty: tty, seen: map[string]*liveCall{}}
}

// output prints what report o of agent's call adds to what was printed.
func (l *liveLines) output(w io.Writer, indent, agent string, o messages.ToolOutput) {
	key := agent + "\x00" + o.CallID + "\x00" + o.Job
	c := l.seen[key]
	if c == nil {
		c = &liveCall{}
		l.seen[key] = c
	}
	tail := strings.Split(o.Tail, "\n")
	complete, lines := tail, o.Lines
	if o.Open && o.Ended == "" {
		complete = tail[:len(tail)-1] // printed once it is finished
	} else if o.Open {
		lines++ // the job is over: its unfinished line is its last
	}
	fresh := min(max(lines-c.lines, 0), len(complete))
	mark := "  │ "
	if o.Job != "" {
		mark = "  " + o.Job + " │ "
	}
	var out []string
	if skipped := lines - c.lines - fresh; skipped > 0 {
		out = append(out, mark+fmt.Sprintf("… %d more lines", skipped))
	}
	for _, s := range complete[len(complete)-fresh:] {
		out = append(out, mark+s)
	}
	c.lines = max(c.lines, lines)
	if o.Ended != "" {
		out = append(out, fmt.Sprintf("  ⎿ background job %s ended: %s", o.Job, o.Ended))
		delete(l.seen, key)
	}
	l.print(w, indent, out)
}

// done forgets a call whose result came.
func (l *liveLines) done(agent, callID string) { delete(l.seen, agent+"\x00"+callID+"\x00") }

// print writes lines: dim at a terminal, over an empty prompt that it
// shows again after them.
func (l *liveLines) print(w io.Writer, indent string, lines []string) {
	if len(lines) == 0 {
		return
	}
	var b strings.Builder
	if l.tty && l.prompt != "" {
		b.WriteString(clearRow)
	}
	for _, s := range lines {
		if l.tty {
			s = sgrDim + s + sgrReset
		}
		b.WriteString(indent + s + "\n")
	}
	if l.tty {
		b.WriteString(l.prompt)
	}
	_, _ = io.WriteString(w, b.String())
}
