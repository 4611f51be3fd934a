package cli

import (
	"bytes"
	"strings"
	"testing"

	"troupe/messages"
)

// liveLines prints each new complete line once, counts the lines it
// could not see, holds an unfinished line back until it ends (or the job
// does), says a job's end, and styles only at a terminal.
func TestLiveLines(t *testing.T) {
	type report struct {
		agent string
		o     messages.ToolOutput
	}
	call := func(tail string, lines int, open bool) report {
		return report{"main", messages.ToolOutput{CallID: "c1", Tail: tail, Lines: lines, Open: open}}
	}
	tests := []struct {
		name    string
		reports []report
		want    string
	}{
		{"line by line", []report{call("a", 1, false), call("a\nb", 2, false), call("a\nb\nc", 3, false)},
			"  │ a\n  │ b\n  │ c\n"},
		{"a repeated report prints nothing", []report{call("a", 1, false), call("a", 1, false)}, "  │ a\n"},
		{"lines passed over are counted", []report{call("a", 1, false), call("6\n7\n8\n9\n10", 10, false)},
			"  │ a\n  │ … 4 more lines\n  │ 6\n  │ 7\n  │ 8\n  │ 9\n  │ 10\n"},
		{"an unfinished line waits for its end", []report{call("a\n45%", 1, true), call("a\n100%\nb", 3, false)},
			"  │ a\n  │ 100%\n  │ b\n"},
		{"blank lines are lines", []report{call("a\n\nb", 3, false)}, "  │ a\n  │ \n  │ b\n"},
		{"calls apart, jobs apart", []report{call("a", 1, false), {"sub", messages.ToolOutput{CallID: "c1", Tail: "a", Lines: 1}},
			{"main", messages.ToolOutput{CallID: "c1", Job: "bash_1", Tail: "j", Lines: 1}}},
			"  │ a\n  │ a\n  bash_1 │ j\n"},
		{"a job's end, with its unfinished line", []report{
			{"main", messages.ToolOutput{CallID: "c1", Job: "bash_1", Tail: "j1", Lines: 1}},
			{"main", messages.ToolOutput{CallID: "c1", Job: "bash_1", Tail: "j1\nj2\nno newline", Lines: 2, Open: true, Ended: "exit status 3"}}},
			"  bash_1 │ j1\n  bash_1 │ j2\n  bash_1 │ no newline\n  ⎿ background job bash_1 ended: exit status 3\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			l := newLiveLines(false)
			for _, r := range tt.reports {
				l.output(&b, "", r.agent, r.o)
			}
			if b.String() != tt.want {
				t.Errorf("printed\n%q\nwant\n%q", b.String(), tt.want)
			}
		})
	}
}

// At a terminal the lines are dim, and an empty prompt shown when they
// come is cleared and given back under them; into a pipe neither a
// carriage return nor an escape sequence is written.
func TestLiveLinesAtATerminal(t *testing.T) {
	for _, tty := range []bool{true, false} {
		var b bytes.Buffer
		r := newRenderer(&b, "text")
		r.showLive(tty)
		r.showPrompt("> ")
		r.observe("troupe.evt.S1.main.tool_output", messages.Meta{Agent: "main"},
			&messages.ToolOutput{CallID: "c1", Job: "bash_1", Tail: "x", Lines: 1})
		got := b.String()
		if !tty {
			if got != ">   bash_1 │ x\n" || strings.ContainsAny(got, "\r\x1b") {
				t.Errorf("into a pipe: %q", got)
			}
			continue
		}
		if want := "> " + clearRow + sgrDim + "  bash_1 │ x" + sgrReset + "\n> "; got != want {
			t.Errorf("at a terminal: %q, want %q", got, want)
		}
		b.Reset()
		r.promptGone()
		r.observe("troupe.evt.S1.main.tool_output", messages.Meta{Agent: "main"},
			&messages.ToolOutput{CallID: "c1", Job: "bash_1", Tail: "x\ny", Lines: 2})
		if want := sgrDim + "  bash_1 │ y" + sgrReset + "\n"; b.String() != want {
			t.Errorf("with no prompt shown: %q, want %q", b.String(), want)
		}
	}
}
