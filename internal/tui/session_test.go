package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"troupe/messages"
)

func slashLine(h *harness, line string) {
	h.m.input.SetValue(line)
	h.do(key(tea.KeyEnter))
}

// /resume ID replays the resumed conversation into a cleared view, and the
// status line takes the context use /context reports; /clear clears the
// view and its counters; /compact takes the real use after compacting.
func TestResumeClearCompactKeepTheViewTrue(t *testing.T) {
	h := newHarness(t, 100, 30)
	h.typeText("OLD-PROMPT")
	h.do(key(tea.KeyEnter))
	h.send(evt(mainAgent, "usage", &messages.UsageReport{Workflow: "act", Usage: messages.Usage{PromptTokens: 83000, CompletionTokens: 600}, CostUSD: 0.5}))
	if s := statusOf(h.m); !strings.Contains(s, "ctx 83%") {
		t.Fatalf("status %q", s)
	}

	h.host.conv = []messages.Message{
		{Role: messages.RoleUser, Content: "RESUMED-PROMPT"},
		{Role: messages.RoleAssistant, Content: "RESUMED-ANSWER"},
	}
	h.host.ctxUsed = 6090
	slashLine(h, "/resume S1")
	s := screen(h.m)
	for _, want := range []string{"RESUMED-PROMPT", "RESUMED-ANSWER", "ctx 6%", "$0.0000"} {
		if !strings.Contains(s, want) {
			t.Errorf("after /resume the screen lacks %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "OLD-PROMPT") {
		t.Errorf("after /resume the old conversation is still shown:\n%s", s)
	}

	h.host.ctxUsed = 0
	slashLine(h, "/clear")
	s = screen(h.m)
	if strings.Contains(s, "RESUMED-") || !strings.Contains(s, "ctx 0%") {
		t.Errorf("after /clear:\n%s", s)
	}

	h.host.ctxUsed = 83000
	h.send(evt(mainAgent, "usage", &messages.UsageReport{Workflow: "act", Usage: messages.Usage{PromptTokens: 83000}}))
	h.host.ctxUsed = 6090
	slashLine(h, "/compact")
	if s := statusOf(h.m); !strings.Contains(s, "ctx 6%") {
		t.Errorf("after /compact the status line is %q, want the real use (6%%)", s)
	}
}

// A replayed prompt shows what was typed, not the attached files or the
// !command output sent with it.
func TestReplayShowsTheTypedPrompt(t *testing.T) {
	h := newHarness(t, 100, 30)
	writeFiles(t, h.m.o.Workspace, map[string]string{"a.txt": "FILE-BODY\n"})
	h.typeText("!ls")
	h.do(key(tea.KeyEnter))
	h.m.input.SetValue("look at @a.txt")
	h.do(key(tea.KeyEnter))
	sent := h.be.submitted[0]
	if !strings.Contains(sent, "FILE-BODY") || !strings.Contains(sent, "out of ls") {
		t.Fatalf("sent %q", sent)
	}
	if got := typedPart(sent); got != "look at @a.txt" {
		t.Errorf("typedPart = %q", got)
	}
	h.m.Resumed([]messages.Message{{Role: messages.RoleUser, Content: sent}})
	if s := screen(h.m); strings.Count(s, "FILE-BODY") != 0 || strings.Count(s, "look at @a.txt") != 2 {
		t.Errorf("the replay shows more than the typed prompt:\n%s", s)
	}
}
