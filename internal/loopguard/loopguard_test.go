package loopguard_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/configs"
	"troupe/internal/loopguard"
	"troupe/internal/reminder"
	"troupe/messages"
)

func newGuard(t *testing.T) *loopguard.Guard {
	t.Helper()
	tpl, err := reminder.Load(configs.FS)
	if err != nil {
		t.Fatal(err)
	}
	return loopguard.New(tpl)
}

// c is a call; args is its JSON arguments.
func c(name, args string) messages.ToolCall {
	return messages.ToolCall{ID: "id", Name: name, Arguments: messages.Args(args)}
}

var (
	read  = c("read_file", `{"file_path":"a.go"}`)
	grep  = c("grep", `{"pattern":"TODO"}`)
	test  = c("bash", `{"command":"go test ./..."}`)
	edit1 = c("edit_file", `{"file_path":"a.go","old_string":"x","new_string":"y"}`)
	edit2 = c("edit_file", `{"file_path":"a.go","old_string":"y","new_string":"z"}`)
	edit3 = c("edit_file", `{"file_path":"a.go","old_string":"z","new_string":"w"}`)
	ls    = c("ls", `{}`)
)

// one turns calls into batches of one call each.
func one(calls ...messages.ToolCall) [][]messages.ToolCall {
	var out [][]messages.ToolCall
	for _, x := range calls {
		out = append(out, []messages.ToolCall{x})
	}
	return out
}

func repeat(n int, calls ...messages.ToolCall) []messages.ToolCall {
	var out []messages.ToolCall
	for range n {
		out = append(out, calls...)
	}
	return out
}

func TestCheck(t *testing.T) {
	tests := []struct {
		name    string
		batches [][]messages.ToolCall
		want    []string // level after each batch, "" for none
	}{
		{"one call three times", one(read, read, read), []string{"", "", "warn"}},
		{"twice is not a loop", one(read, read), []string{"", ""}},
		{"two-call cycle", one(read, grep, read, grep, read, grep), []string{"", "", "", "", "", "warn"}},
		{"three-call cycle", one(read, grep, ls, read, grep, ls, read, grep, ls), []string{"", "", "", "", "", "", "", "", "warn"}},
		{"edit then test with changing edits", one(edit1, test, edit2, test, edit3, test), []string{"", "", "", "", "", ""}},
		{"same test between different edits, many times", one(edit1, test, edit2, test, edit3, test, edit1, test, edit2, test), []string{"", "", "", "", "", "", "", "", "", ""}},
		{"a cycle inside one batch", [][]messages.ToolCall{{read, grep}, {read, grep}, {read, grep}}, []string{"", "", "warn"}},
		{"parallel identical calls", [][]messages.ToolCall{{read, read, read}}, []string{"warn"}},
		{"interrupted cycle", one(read, read, grep, read, read), []string{"", "", "", "", ""}},
		{"the window is cleared after a nudge", one(read, read, read, read, read), []string{"", "", "warn", "", ""}},
		{
			"escalation", one(repeat(9, read)...),
			[]string{"", "", "warn", "", "", "step_back", "", "", "stop"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGuard(t)
			var got []string
			for _, b := range tt.batches {
				v := g.Check(b)
				s := ""
				if v.Level != loopguard.None {
					s = v.Level.String()
				}
				got = append(got, s)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("levels (-want +got):\n%s", diff)
			}
		})
	}
}

// TestThreeCallCycleStops is the scenario: a model that keeps
// running the same three calls is warned, warned harder, then stopped.
func TestThreeCallCycleStops(t *testing.T) {
	g := newGuard(t)
	var verdicts []loopguard.Verdict
	for range 3 * loopguard.Repeats {
		for _, x := range []messages.ToolCall{read, grep, test} {
			if v := g.Check([]messages.ToolCall{x}); v.Level != loopguard.None {
				verdicts = append(verdicts, v)
			}
		}
	}
	if len(verdicts) != 3 {
		t.Fatalf("got %d verdicts, want 3: %+v", len(verdicts), verdicts)
	}
	cycle := []string{"read_file", "grep", "bash"}
	for i, want := range []loopguard.Level{loopguard.Warn, loopguard.StepBack, loopguard.Stop} {
		v := verdicts[i]
		if v.Level != want {
			t.Errorf("verdict %d: level %s, want %s", i+1, v.Level, want)
		}
		if diff := cmp.Diff(cycle, v.Cycle); diff != "" {
			t.Errorf("verdict %d: cycle (-want +got):\n%s", i+1, diff)
		}
	}
	for i, v := range verdicts[:2] {
		if !reminder.IsReminder(v.Message) || !strings.Contains(v.Message.Content, "read_file → grep → bash") {
			t.Errorf("verdict %d: message is not a reminder naming the cycle: %+v", i+1, v.Message)
		}
		if v.Final != "" {
			t.Errorf("verdict %d: Final %q on a nudge", i+1, v.Final)
		}
	}
	if verdicts[0].Message.Content == verdicts[1].Message.Content {
		t.Error("the second nudge is not stronger than the first: same text")
	}
	stop := verdicts[2]
	if !strings.HasPrefix(stop.Final, "Stopped:") || !strings.Contains(stop.Final, "read_file → grep → bash") || stop.Message.Content != "" {
		t.Errorf("stop verdict: Final %q, Message %q", stop.Final, stop.Message.Content)
	}
}

func TestReset(t *testing.T) {
	g := newGuard(t)
	for range 6 {
		g.Check([]messages.ToolCall{read})
	}
	g.Reset()
	g.Check([]messages.ToolCall{read})
	g.Check([]messages.ToolCall{read})
	if v := g.Check([]messages.ToolCall{read}); v.Level != loopguard.Warn {
		t.Errorf("after Reset the first loop is %s, want warn", v.Level)
	}
}

func TestFingerprint(t *testing.T) {
	tests := []struct {
		name string
		a, b messages.ToolCall
		same bool
	}{
		{"key order and spaces", c("grep", `{"pattern":"x","path":"a"}`), c("grep", `{ "path": "a",  "pattern": "x" }`), true},
		{"nested objects", c("t", `{"a":{"y":1,"x":[1,2]}}`), c("t", `{"a":{"x":[1,2],"y":1}}`), true},
		{"empty is {}", c("ls", ``), c("ls", `{}`), true},
		{"different value", c("grep", `{"pattern":"x"}`), c("grep", `{"pattern":"y"}`), false},
		{"different tool", c("grep", `{"pattern":"x"}`), c("glob", `{"pattern":"x"}`), false},
		{"number spelling is kept", c("t", `{"n":1}`), c("t", `{"n":1.0}`), false},
		{"array order matters", c("t", `{"a":[1,2]}`), c("t", `{"a":[2,1]}`), false},
		{"invalid JSON, trimmed", c("t", ` {"a": `), c("t", `{"a":`), true},
		{"trailing data is not ignored", c("t", `{"a":1} x`), c("t", `{"a":1}`), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fa, fb := loopguard.Fingerprint(tt.a), loopguard.Fingerprint(tt.b)
			if (fa == fb) != tt.same {
				t.Errorf("Fingerprint %s vs %s: same = %v, want %v", fa, fb, fa == fb, tt.same)
			}
			if !strings.HasPrefix(fa, tt.a.Name+":") || len(fa) != len(tt.a.Name)+1+16 {
				t.Errorf("Fingerprint %q: want name, colon, 16 hex digits", fa)
			}
		})
	}
}

// TestWindowIsBounded feeds many distinct calls, then a loop: the window
// never grows past Window, and a loop is still found at its end.
func TestWindowIsBounded(t *testing.T) {
	g := newGuard(t)
	for i := range 1000 {
		if v := g.Check([]messages.ToolCall{c("read_file", `{"n":`+strings.Repeat("1", i%50+1)+`}`)}); v.Level != loopguard.None {
			t.Fatalf("distinct calls reported as a loop at %d: %+v", i, v)
		}
	}
	var last loopguard.Verdict
	for range 3 {
		last = g.Check([]messages.ToolCall{grep, ls})
	}
	if last.Level != loopguard.Warn {
		t.Errorf("after 1000 distinct calls a two-call loop is %s, want warn", last.Level)
	}
}
