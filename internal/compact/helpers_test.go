package compact

import (
	"encoding/json"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	goldenfile "troupe/internal/golden"
	"troupe/messages"
)

var update = flag.Bool("update", false, "rewrite golden files")

// golden compares got with testdata/<test name>.golden, or rewrites it.
func golden(t *testing.T, got string) {
	t.Helper()
	goldenfile.Check(t, filepath.Join("testdata", t.Name()+".golden"), got, *update)
}

// quarter counts a quarter of the bytes plus four per message: the fake
// bytes/4 counter.
type quarter struct{}

func (quarter) Text(s string) int { return (len(s) + 3) / 4 }

func (q quarter) Message(m messages.Message) int {
	n := 4 + q.Text(m.Content) + q.Text(m.Name)
	for _, c := range m.ToolCalls {
		n += q.Text(c.Name) + q.Text(string(c.Arguments))
	}
	return n
}

// output returns n characters of numbered lines about call k.
func output(k, n int) string {
	var b strings.Builder
	for line := 1; b.Len() < n; line++ {
		fmt.Fprintf(&b, "call %d line %d: some output text\n", k, line)
	}
	return b.String()[:n]
}

// session returns a transcript: a system prompt, a user task, then for each
// size one assistant message calling bash and a tool result of that many
// characters.
func session(sizes ...int) []messages.Message {
	ms := []messages.Message{
		{Role: messages.RoleSystem, Content: "You are a coding agent."},
		{Role: messages.RoleUser, Content: "Fix the failing test in stats.go."},
	}
	for k, n := range sizes {
		id := fmt.Sprintf("c%d", k+1)
		ms = append(ms,
			messages.Message{Role: messages.RoleAssistant, Content: fmt.Sprintf("Step %d.", k+1),
				ToolCalls: []messages.ToolCall{{ID: id, Name: "bash", Arguments: messages.Args(fmt.Sprintf(`{"command":"go test ./pkg%d"}`, k+1))}}},
			messages.Message{Role: messages.RoleTool, ToolCallID: id, Name: "bash", Content: output(k+1, n)},
		)
	}
	return ms
}

// viewOf is the uncompacted view of a transcript, counted by quarter.
func viewOf(t *testing.T, ms []messages.Message) View {
	t.Helper()
	v, err := Apply(nil, ms, counts(ms))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func counts(ms []messages.Message) []int {
	out := make([]int, len(ms))
	for i, m := range ms {
		out[i] = quarter{}.Message(m)
	}
	return out
}

// render prints a stage's result for a golden file.
func render(r Result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "view: %d entries for %d messages, %d tokens\n", len(r.View.Entries), r.View.Len, r.View.Tokens())
	for _, e := range r.View.Entries {
		who := string(e.Msg.Role)
		if e.Msg.Role == messages.RoleTool {
			who += " " + e.Msg.Name + " " + e.Msg.ToolCallID
		}
		for _, c := range e.Msg.ToolCalls {
			who += " →" + c.ID
		}
		state := string(e.State)
		if state == "" {
			state = "live"
		}
		fmt.Fprintf(&b, "  %3d %-7s %4dt [%s] %q\n", e.Origin, state, e.Tokens, who, clipRaw(e.Msg.Content, 70))
	}
	rec, _ := json.MarshalIndent(r.Record, "", "  ")
	fmt.Fprintf(&b, "fired: %v\nrecord: %s\n", r.Record.Fired(), rec)
	for _, p := range r.Persist {
		fmt.Fprintf(&b, "persist: %s (%d bytes) %q\n", p.Path, len(p.Data), clipRaw(p.Data, 40))
	}
	return b.String()
}

func clipRaw(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}
