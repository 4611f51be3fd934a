package tui

import (
	"context"
	"encoding/json"
	"flag"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"troupe/internal/slash"
	"troupe/internal/tool"
	toolfs "troupe/internal/tool/fs"
	"troupe/messages"
)

var update = flag.Bool("update", false, "rewrite golden files")

// fakeBackend records what the model asks of the session.
type fakeBackend struct {
	submitted []string
	cancels   []string
	answers   []messages.ApprovalAnswer
	shell     []string
	result    func(text string) messages.TurnResult
}

func (f *fakeBackend) Submit(text string) (messages.TurnResult, error) {
	f.submitted = append(f.submitted, text)
	if f.result != nil {
		return f.result(text), nil
	}
	return messages.TurnResult{Turn: "t" + string(rune('0'+len(f.submitted))), Calls: 1}, nil
}
func (f *fakeBackend) Cancel(reason string) { f.cancels = append(f.cancels, reason) }
func (f *fakeBackend) Answer(agent string, a messages.ApprovalAnswer) error {
	f.answers = append(f.answers, a)
	return nil
}
func (f *fakeBackend) Shell(c string) (string, error) {
	f.shell = append(f.shell, c)
	return "out of " + c, nil
}

// fakeHost implements slash.Host for the commands the tests use.
type fakeHost struct {
	plan      bool
	think     string
	resumed   []string // arguments of Resume calls
	memory    []string // "scope: line" of Remember calls
	approvals []string // arguments of Approval calls
	models    []string // arguments of Model calls
	conv      []messages.Message
	ctxUsed   int
}

func (h *fakeHost) Remember(scope, line string) (string, error) {
	h.memory = append(h.memory, scope+": "+line)
	return ".troupe/MEMORY.md", nil
}
func (h *fakeHost) MemoryFiles() []string { return []string{"/w/.troupe/MEMORY.md"} }

func (h *fakeHost) Model(_ context.Context, spec string) (string, error) {
	h.models = append(h.models, spec)
	return "action model: script:test", nil
}

func (h *fakeHost) Conversation() []messages.Message { return h.conv }
func (h *fakeHost) ContextUsed() (int, int, error)   { return h.ctxUsed, 100000, nil }

func (h *fakeHost) ModelChoices(context.Context) ([]slash.Choice, error) {
	return []slash.Choice{{Label: "script:test  ← current", Line: "/model script:test"},
		{Label: "anthropic/claude-sonnet-4-5  200k context", Line: "/model anthropic/claude-sonnet-4-5"}}, nil
}
func (h *fakeHost) Think(level string) (string, error) {
	if level != "" {
		h.think = level
	}
	return "thinking: " + h.think, nil
}
func (h *fakeHost) Plan(on bool) string {
	h.plan = on
	if on {
		return "plan mode on"
	}
	return "plan mode off"
}
func (h *fakeHost) Approval(_ context.Context, mode string) (string, error) {
	h.approvals = append(h.approvals, mode)
	return "approval: auto-edit", nil
}
func (h *fakeHost) Clear(context.Context) (string, error)        { return "new session", nil }
func (h *fakeHost) Compact(context.Context) (string, error)      { return "compacted", nil }
func (h *fakeHost) Context(context.Context) (string, error)      { return "context", nil }
func (h *fakeHost) Cost() string                                 { return "$0" }
func (h *fakeHost) Undo(context.Context, string) (string, error) { return "undone", nil }
func (h *fakeHost) Resume(_ context.Context, arg string) (string, error) {
	h.resumed = append(h.resumed, arg)
	return "sessions", nil
}
func (h *fakeHost) Sessions(context.Context) ([]slash.Choice, error) {
	return []slash.Choice{{Label: "S2 newest", Line: "/resume S2"}, {Label: "S1 older", Line: "/resume S1"}}, nil
}

type harness struct {
	t    *testing.T
	m    *Model
	be   *fakeBackend
	host *fakeHost
	quit bool
}

func newHarness(t *testing.T, w, h int) *harness {
	t.Helper()
	be, host := &fakeBackend{}, &fakeHost{}
	clock := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	// The real file tools: diffs come from their declared previews.
	reg, err := tool.NewRegistry(toolfs.Tools()...)
	if err != nil {
		t.Fatal(err)
	}
	m := New(Options{Backend: be, Host: host, Commands: slash.Builtin(), Session: "20260102-030405-abcd",
		Model: "script:test", Window: 100000, Workspace: t.TempDir(), Now: func() time.Time { return clock }, Previews: reg})
	hs := &harness{t: t, m: m, be: be, host: host}
	hs.send(tea.WindowSizeMsg{Width: w, Height: h})
	return hs
}

// send runs one message through Update and returns the command it made,
// without running it.
func (h *harness) send(msg tea.Msg) tea.Cmd {
	_, cmd := h.m.Update(msg)
	return cmd
}

// do sends a message and runs the commands it makes, feeding their messages
// back, as the bubbletea runtime would (spinner ticks excepted).
func (h *harness) do(msg tea.Msg) { h.run(h.send(msg)) }

func (h *harness) run(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	switch msg := cmd().(type) {
	case tea.BatchMsg:
		for _, c := range msg {
			h.run(c)
		}
	case tea.QuitMsg:
		h.quit = true
	case turnDoneMsg, slashDoneMsg, shellDoneMsg:
		h.do(msg)
	}
	// Other messages (spinner ticks, cursor blinks) are timers: not run.
}

func (h *harness) typeText(s string) {
	for _, r := range s {
		h.send(tea.KeyPressMsg{Code: r, Text: string(r)})
	}
}

func evt(agent, typ string, b messages.Body) Event {
	return Event{Subject: messages.Subject(messages.ClassEvt, "S1", agent, typ), Meta: messages.Meta{Agent: agent, Parent: parentOf(agent)}, Body: b}
}

func parentOf(agent string) string {
	if agent == mainAgent {
		return ""
	}
	return mainAgent
}

func args(t *testing.T, v any) messages.Args {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func screen(m *Model) string {
	lines := strings.Split(ansi.Strip(m.Screen()), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n") + "\n"
}
