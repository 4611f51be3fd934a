package prompt_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/prompt"
	"troupe/internal/tool/todo"
	"troupe/messages"
)

func TestThinkingGolden(t *testing.T) {
	b := load(t)
	c := mainContext()
	var out strings.Builder
	var lengths []int
	for _, l := range []prompt.Level{prompt.Low, prompt.Medium, prompt.High} {
		s, err := b.ThinkingSystem(l, c)
		if err != nil {
			t.Fatal(err)
		}
		lengths = append(lengths, len(s))
		out.WriteString("=== thinking system, " + string(l) + "\n" + s + "\n\n")
	}
	if !(lengths[0] < lengths[1] && lengths[1] < lengths[2]) {
		t.Errorf("thinking prompts do not deepen with the level: lengths %v", lengths)
	}
	items := []todo.Item{{ID: "1", Content: "read the code", Status: todo.Completed}, {ID: "2", Content: "fix the bug", Status: todo.InProgress}}
	msgs := []struct {
		name string
		m    messages.Message
	}{
		{"thinking request, no todos", b.ThinkingRequest(nil)},
		{"thinking request, todos", b.ThinkingRequest(items)},
		{"critique request", b.CritiqueRequest("Read stats.go, then fix Mean.")},
		{"refine, high", b.Refine(prompt.High, "Read stats.go, then fix Mean.", "- Mean of an empty slice is not handled.")},
		{"trace", b.Trace("  Run the failing test first.\n")},
	}
	out.WriteString("=== critique system\n" + b.CritiqueSystem() + "\n\n")
	for _, m := range msgs {
		if m.m.Role != messages.RoleUser {
			t.Errorf("%s: role %q, want user", m.name, m.m.Role)
		}
		out.WriteString("=== " + m.name + "\n" + m.m.Content + "\n\n")
	}
	golden(t, "thinking.golden", out.String())
}

func TestThinkingSystemOff(t *testing.T) {
	if _, err := load(t).ThinkingSystem(prompt.Off, mainContext()); err == nil {
		t.Error("ThinkingSystem(off) succeeded; off has no thinking call")
	}
}

func TestTrace(t *testing.T) {
	got := load(t).Trace("Run the failing test first.").Content
	if !strings.HasPrefix(got, "<thinking_trace>\nRun the failing test first.\n</thinking_trace>") || !strings.Contains(got, "Follow it") {
		t.Errorf("Trace = %q", got)
	}
}

func TestLevels(t *testing.T) {
	tests := []struct {
		in       string
		want     prompt.Level
		critique bool
		next     prompt.Level
		effort   string
	}{
		{"off", prompt.Off, false, prompt.Low, ""},
		{"Low", prompt.Low, false, prompt.Medium, "low"},
		{" medium ", prompt.Medium, false, prompt.High, "medium"},
		{"HIGH", prompt.High, true, prompt.Off, "high"},
	}
	for _, tt := range tests {
		l, err := prompt.ParseLevel(tt.in)
		if err != nil {
			t.Fatalf("ParseLevel(%q): %v", tt.in, err)
		}
		got := []any{l, l.Critique(), l.Next(), l.Effort()}
		if diff := cmp.Diff([]any{tt.want, tt.critique, tt.next, tt.effort}, got); diff != "" {
			t.Errorf("level %q (-want +got):\n%s", tt.in, diff)
		}
	}
	if _, err := prompt.ParseLevel("max"); err == nil || !strings.Contains(err.Error(), `"max"`) {
		t.Errorf("ParseLevel(max) = %v, want an error quoting it", err)
	}
	if !(prompt.Low.Words() < prompt.Medium.Words() && prompt.Medium.Words() < prompt.High.Words()) || prompt.Off.Words() != 0 {
		t.Error("word limits do not grow with the level")
	}
}
