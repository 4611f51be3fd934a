package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/google/go-cmp/cmp"

	"troupe/internal/golden"
	"troupe/internal/slash"
	"troupe/messages"
)

func TestScreens(t *testing.T) {
	tests := []struct {
		name  string
		w, h  int
		steps func(t *testing.T, h *harness)
	}{
		{"empty", 100, 16, func(*testing.T, *harness) {}},
		{"streaming", 100, 16, func(t *testing.T, h *harness) {
			h.typeText("say hello")
			h.send(tea.KeyPressMsg{Code: tea.KeyEnter}) // the turn runs: its command is not run
			h.send(evt(mainAgent, "turn_started", &messages.TurnStarted{Turn: "t1", Text: "say hello"}))
			h.send(evt(mainAgent, "delta", &messages.ModelDelta{Text: "Hello, **wor"}))
			h.send(evt(mainAgent, "delta", &messages.ModelDelta{Text: "ld**!\nA second line"}))
		}},
		{"queued", 100, 16, func(t *testing.T, h *harness) {
			h.typeText("first")
			h.send(tea.KeyPressMsg{Code: tea.KeyEnter})
			h.typeText("second")
			h.send(tea.KeyPressMsg{Code: tea.KeyEnter})
			h.typeText("third")
			h.send(tea.KeyPressMsg{Code: tea.KeyEnter})
		}},
		{"markdown_and_diff", 100, 30, func(t *testing.T, h *harness) {
			h.typeText("fix it")
			h.send(tea.KeyPressMsg{Code: tea.KeyEnter})
			h.send(evt(mainAgent, "assistant", &messages.AssistantMessage{Message: messages.Message{Role: messages.RoleAssistant,
				Content: "# Fix\n\nThe bug is in `Mean`:\n\n```go\nreturn float64(sum) / float64(len(xs))\n```"}}))
			call := messages.ToolCall{ID: "c1", Name: "edit_file", Arguments: args(t, map[string]string{
				"file_path": "stats.go", "old_string": "return float64(sum / len(xs))", "new_string": "return float64(sum) / float64(len(xs))"})}
			h.send(evt(mainAgent, "tool_call", &messages.ToolStarted{Call: call}))
			h.send(evt(mainAgent, "tool_result", &messages.ToolResult{CallID: "c1", Name: "edit_file", Content: "replaced 1 occurrence"}))
			bash := messages.ToolCall{ID: "c2", Name: "bash", Arguments: args(t, map[string]string{"command": "go test ./... && echo ok"})}
			h.send(evt(mainAgent, "tool_call", &messages.ToolStarted{Call: bash}))
			h.send(evt(mainAgent, "tool_result", &messages.ToolResult{CallID: "c2", Name: "bash", Content: "l1\nl2\nl3\nl4\nl5\nok"}))
		}},
		{"approval_diff", 100, 24, func(t *testing.T, h *harness) {
			h.typeText("edit")
			h.send(tea.KeyPressMsg{Code: tea.KeyEnter})
			h.send(evt(mainAgent, "approval", &messages.ApprovalRequest{ID: "a1", Tool: "edit_file", Reason: "manual mode asks before edits",
				Args: args(t, map[string]string{"file_path": "calc.go", "old_string": "a - b", "new_string": "a + b"}), Grants: []string{"edit_file"}}))
			h.do(tea.KeyPressMsg{Code: 'x', Text: "x"}) // no answer: asks again
		}},
		{"approval_network", 100, 24, func(t *testing.T, h *harness) {
			h.typeText("install")
			h.send(tea.KeyPressMsg{Code: tea.KeyEnter})
			h.send(evt(mainAgent, "approval", &messages.ApprovalRequest{ID: "a1", Tool: "bash", Command: "npm install",
				Reason: "auto-edit mode asks before running a command; it also needs the network (npm install), which approving grants to this command",
				Grants: []string{"npm install", "network access"}, Network: true}))
		}},
		{"plan", 100, 24, func(t *testing.T, h *harness) {
			h.typeText("/plan")
			h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
			h.typeText("add a flag")
			cmd := h.send(tea.KeyPressMsg{Code: tea.KeyEnter})
			h.send(evt(mainAgent, "tool_call", &messages.ToolStarted{Call: messages.ToolCall{ID: "p1", Name: "present_plan",
				Arguments: args(t, map[string]string{"plan": "1. Add `--flag` to `root.go`\n2. Test it"})}}))
			h.run(cmd) // the turn ends
		}},
		{"agents_tree", 110, 20, func(t *testing.T, h *harness) {
			h.typeText("explore")
			h.send(tea.KeyPressMsg{Code: tea.KeyEnter})
			h.send(evt(mainAgent, "turn_started", &messages.TurnStarted{Turn: "t1"}))
			h.send(evt(mainAgent, "usage", &messages.UsageReport{Workflow: "act", Usage: messages.Usage{PromptTokens: 12000, CompletionTokens: 500}, CostUSD: 0.01}))
			h.send(evt(mainAgent, "subagent", &messages.SubagentSpawned{Child: "explore-1", Kind: "explore", Task: "find the test"}))
			h.send(evt(mainAgent, "subagent", &messages.SubagentSpawned{Child: "explore-2", Kind: "explore", Task: "read Mean"}))
			h.send(evt("explore-1", "tool_call", &messages.ToolStarted{Call: messages.ToolCall{ID: "g", Name: "grep", Arguments: args(t, map[string]string{"pattern": "func Test"})}}))
			h.send(evt("explore-2", "usage", &messages.UsageReport{Workflow: "act", Usage: messages.Usage{PromptTokens: 3000}}))
			h.send(Event{Subject: messages.Subject(messages.ClassRes, "S1", "explore-2", "turn"), Meta: messages.Meta{Agent: "explore-2", Parent: mainAgent},
				Body: &messages.TurnResult{Turn: "t1"}})
		}},
		{"help_and_unknown", 100, 24, func(t *testing.T, h *harness) {
			h.typeText("/help")
			h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
			h.typeText("/hlep")
			h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
		}},
		{"tap", 100, 20, func(t *testing.T, h *harness) {
			h.do(tea.KeyPressMsg{Code: tea.KeyF3})
			h.send(evt(mainAgent, "turn_started", &messages.TurnStarted{Turn: "t1"}))
			h.send(evt(mainAgent, "usage", &messages.UsageReport{Model: "script:test", Workflow: "act", Usage: messages.Usage{PromptTokens: 10, CompletionTokens: 2}}))
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, tc.w, tc.h)
			tc.steps(t, h)
			golden.Check(t, filepath.Join("testdata", "screens", tc.name+".golden"), screen(h.m), *update)
		})
	}
}

func TestQueuedInputRunsInOrder(t *testing.T) {
	h := newHarness(t, 100, 20)
	h.typeText("FIRST-1")
	first := h.send(tea.KeyPressMsg{Code: tea.KeyEnter})
	h.typeText("SECOND-1")
	h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
	h.typeText("THIRD-1")
	h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
	if got := h.m.queue; !cmp.Equal(got, []string{"SECOND-1", "THIRD-1"}) {
		t.Fatalf("queue = %q, want the two later lines in order", got)
	}
	h.run(first) // FIRST-1's turn ends; the queue drains in order
	if diff := cmp.Diff([]string{"FIRST-1", "SECOND-1", "THIRD-1"}, h.be.submitted); diff != "" {
		t.Errorf("submitted (-want +got):\n%s", diff)
	}
}

func TestPasteIsOnePrompt(t *testing.T) {
	h := newHarness(t, 100, 20)
	trace := "panic: boom\r\ngoroutine 1 [running]:\r\nmain.main()\r\n\t/x/main.go:5"
	h.do(tea.PasteMsg{Content: trace})
	h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
	want := []string{strings.ReplaceAll(trace, "\r\n", "\n")}
	if diff := cmp.Diff(want, h.be.submitted); diff != "" {
		t.Errorf("submitted (-want +got):\n%s", diff)
	}
}

func TestHistoryRecallAndPersistence(t *testing.T) {
	path := filepath.Join(t.TempDir(), "history.jsonl")
	hist, err := LoadHistory(path)
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, 100, 20)
	h.m.hist, h.m.histPos = hist, 0
	for _, p := range []string{"one", "two\nlines"} {
		h.typeText(p)
		h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
	}
	h.typeText("draft")
	h.do(tea.KeyPressMsg{Code: tea.KeyUp})
	if got := h.m.input.Value(); got != "two\nlines" {
		t.Fatalf("after Up: input = %q, want the last prompt", got)
	}
	h.m.input.MoveToBegin()
	h.do(tea.KeyPressMsg{Code: tea.KeyUp})
	if got := h.m.input.Value(); got != "one" {
		t.Fatalf("after Up Up: input = %q, want %q", got, "one")
	}
	h.do(tea.KeyPressMsg{Code: tea.KeyDown})
	h.m.input.MoveToEnd()
	h.do(tea.KeyPressMsg{Code: tea.KeyDown})
	if got := h.m.input.Value(); got != "draft" {
		t.Fatalf("after Down Down: input = %q, want the draft back", got)
	}
	again, err := LoadHistory(path)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"one", "two\nlines"}, again.Entries()); diff != "" {
		t.Errorf("persisted history (-want +got):\n%s", diff)
	}
}

func TestInterruptAndExit(t *testing.T) {
	tests := []struct {
		name        string
		keys        []tea.KeyPressMsg
		busy        bool
		wantCancels int
		wantQuit    bool
	}{
		{"esc interrupts a turn", []tea.KeyPressMsg{{Code: tea.KeyEscape}}, true, 1, false},
		{"esc twice cancels once", []tea.KeyPressMsg{{Code: tea.KeyEscape}, {Code: tea.KeyEscape}}, true, 1, false},
		{"esc when idle does nothing", []tea.KeyPressMsg{{Code: tea.KeyEscape}}, false, 0, false},
		{"first ctrl-c cancels", []tea.KeyPressMsg{{Code: 'c', Mod: tea.ModCtrl}}, true, 1, false},
		{"second ctrl-c exits", []tea.KeyPressMsg{{Code: 'c', Mod: tea.ModCtrl}, {Code: 'c', Mod: tea.ModCtrl}}, true, 2, true},
		{"ctrl-c twice when idle exits", []tea.KeyPressMsg{{Code: 'c', Mod: tea.ModCtrl}, {Code: 'c', Mod: tea.ModCtrl}}, false, 0, true},
		{"another key disarms ctrl-c", []tea.KeyPressMsg{{Code: 'c', Mod: tea.ModCtrl}, {Code: 'x', Text: "x"}, {Code: 'c', Mod: tea.ModCtrl}}, false, 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, 100, 20)
			if tc.busy {
				h.typeText("work")
				h.send(tea.KeyPressMsg{Code: tea.KeyEnter})
			}
			for _, k := range tc.keys {
				h.do(k)
			}
			if len(h.be.cancels) != tc.wantCancels {
				t.Errorf("cancels = %q, want %d", h.be.cancels, tc.wantCancels)
			}
			if h.quit != tc.wantQuit || h.m.Quitting() != tc.wantQuit {
				t.Errorf("quit = %v, want %v", h.quit, tc.wantQuit)
			}
		})
	}
}

func TestApprovalAnswers(t *testing.T) {
	tests := []struct {
		name string
		keys string
		want messages.ApprovalAnswer
	}{
		{"allow once", "y", messages.ApprovalAnswer{ID: "a1", Verdict: "once"}},
		{"allow for the session", "a", messages.ApprovalAnswer{ID: "a1", Verdict: "session"}},
		{"other keys ask again", "ok y", messages.ApprovalAnswer{ID: "a1", Verdict: "once"}},
		{"deny with a reason", "nuse git mv\r", messages.ApprovalAnswer{ID: "a1", Verdict: "deny", Reason: "use git mv"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, 100, 20)
			h.send(evt(mainAgent, "approval", &messages.ApprovalRequest{ID: "a1", Tool: "bash", Command: "mv a b"}))
			for _, r := range tc.keys {
				if r == '\r' {
					h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
					continue
				}
				k := tea.KeyPressMsg{Code: r, Text: string(r)}
				if r == ' ' {
					k = tea.KeyPressMsg{Code: tea.KeySpace, Text: " "}
				}
				h.do(k)
			}
			if diff := cmp.Diff([]messages.ApprovalAnswer{tc.want}, h.be.answers); diff != "" {
				t.Errorf("answers (-want +got):\n%s", diff)
			}
			if h.m.dialog != nil {
				t.Error("the dialog is still open")
			}
		})
	}
}

func TestPlanApproveSubmitsTheApproval(t *testing.T) {
	h := newHarness(t, 100, 24)
	h.typeText("/plan")
	h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
	h.typeText("add a flag")
	cmd := h.send(tea.KeyPressMsg{Code: tea.KeyEnter})
	h.send(evt(mainAgent, "tool_call", &messages.ToolStarted{Call: messages.ToolCall{ID: "p1", Name: "present_plan",
		Arguments: args(t, map[string]string{"plan": "1. do it"})}}))
	h.run(cmd)
	if h.m.dialog == nil || h.m.dialog.kind != dialogPlan {
		t.Fatal("no plan dialog after the plan turn")
	}
	h.do(tea.KeyPressMsg{Code: 'a', Text: "a"})
	if diff := cmp.Diff([]string{"add a flag", slash.ApprovePrompt}, h.be.submitted); diff != "" {
		t.Errorf("submitted (-want +got):\n%s", diff)
	}
	if h.host.plan {
		t.Error("plan mode is still on after approving")
	}
}

func TestSlashCommandsNeverReachTheModel(t *testing.T) {
	h := newHarness(t, 100, 20)
	for _, line := range []string{"/help", "/nosuch", "/think high", "/cost"} {
		h.typeText(line)
		h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
	}
	if len(h.be.submitted) != 0 {
		t.Errorf("submitted %q; slash commands must not be prompts", h.be.submitted)
	}
	if h.host.think != "high" {
		t.Errorf("think = %q, want high", h.host.think)
	}
	if sc := screen(h.m); !strings.Contains(sc, "unknown command /nosuch") {
		t.Errorf("the unknown-command error is not on the screen:\n%s", sc)
	}
}

func TestShellCommand(t *testing.T) {
	h := newHarness(t, 100, 20)
	h.typeText("!ls -la")
	h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
	if diff := cmp.Diff([]string{"ls -la"}, h.be.shell); diff != "" {
		t.Errorf("shell (-want +got):\n%s", diff)
	}
	if len(h.be.submitted) != 0 {
		t.Errorf("a !command reached the model: %q", h.be.submitted)
	}
	if !strings.Contains(screen(h.m), "out of ls -la") {
		t.Errorf("the output is not on the screen:\n%s", screen(h.m))
	}
}

func TestAtPathCompletion(t *testing.T) {
	tests := []struct {
		typed, want, notice string
	}{
		// The @ picker is open: Tab takes its first (fuzzy) match.
		{"look at @ma", "look at @main.go", ""},
		{"@sr", "@src/a.go", ""},
		{"@src/b", "@src/b.go", ""},
		{"@nothing", "@nothing", "no file matches @nothing"},
		{"@.", "@.env", ""},
	}
	for _, tc := range tests {
		t.Run(tc.typed, func(t *testing.T) {
			h := newHarness(t, 100, 20)
			ws := h.m.o.Workspace
			for _, f := range []string{"main.go", "src/a.go", "src/b.go", ".env"} {
				p := filepath.Join(ws, f)
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, nil, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			h.typeText(tc.typed)
			h.do(tea.KeyPressMsg{Code: tea.KeyTab})
			if got := h.m.input.Value(); got != tc.want {
				t.Errorf("input = %q, want %q", got, tc.want)
			}
			if tc.notice != "" && h.m.notice != tc.notice {
				t.Errorf("notice = %q, want %q", h.m.notice, tc.notice)
			}
		})
	}
}

// /resume without an argument is a picker: arrows move, Enter resumes the
// chosen session, and nothing reaches the model.
func TestResumePicker(t *testing.T) {
	h := newHarness(t, 100, 20)
	h.typeText("/resume")
	h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
	if sc := screen(h.m); !strings.Contains(sc, "> S2 newest") || !strings.Contains(sc, "S1 older") {
		t.Fatalf("no picker on the screen:\n%s", sc)
	}
	h.do(tea.KeyPressMsg{Code: tea.KeyDown})
	h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
	if diff := cmp.Diff([]string{"", "S1"}, h.host.resumed); diff != "" {
		t.Errorf("Resume calls (-want +got):\n%s", diff)
	}
	if h.m.dialog != nil || len(h.be.submitted) != 0 {
		t.Errorf("picker still open (%v) or a prompt was sent (%q)", h.m.dialog != nil, h.be.submitted)
	}
}

// Typing in the /resume picker filters it: only sessions holding every
// word stay, backspace widens again, and Enter resumes the one shown.
func TestResumePickerFilters(t *testing.T) {
	h := newHarness(t, 100, 20)
	h.typeText("/resume")
	h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
	h.typeText("old")
	if sc := screen(h.m); strings.Contains(sc, "S2 newest") || !strings.Contains(sc, "> S1 older") || !strings.Contains(sc, "filter: old") {
		t.Fatalf("filtered picker:\n%s", sc)
	}
	h.typeText("zz")
	if sc := screen(h.m); !strings.Contains(sc, "nothing matches") {
		t.Fatalf("no match:\n%s", sc)
	}
	h.do(tea.KeyPressMsg{Code: tea.KeyEnter}) // nothing to choose: stays open
	if h.m.dialog == nil {
		t.Fatal("Enter on an empty list closed the picker")
	}
	h.do(tea.KeyPressMsg{Code: tea.KeyBackspace})
	h.do(tea.KeyPressMsg{Code: tea.KeyBackspace})
	h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
	if diff := cmp.Diff([]string{"", "S1"}, h.host.resumed); diff != "" {
		t.Errorf("Resume calls (-want +got):\n%s", diff)
	}
}

// `# line` asks which memory, and the chosen one gets the line; no
// prompt reaches the model.
func TestHashAsksWhichMemory(t *testing.T) {
	h := newHarness(t, 100, 20)
	h.typeText("# tests run with make check")
	h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
	if sc := screen(h.m); !strings.Contains(sc, "Remember this in which memory?") || !strings.Contains(sc, "> project memory") {
		t.Fatalf("no memory picker:\n%s", sc)
	}
	h.do(tea.KeyPressMsg{Code: tea.KeyDown})
	h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
	if diff := cmp.Diff([]string{"user: tests run with make check"}, h.host.memory); diff != "" {
		t.Errorf("Remember calls (-want +got):\n%s", diff)
	}
	if len(h.be.submitted) != 0 {
		t.Errorf("a prompt was sent: %q", h.be.submitted)
	}
}

// /tap takes bus tap's filters: the panel shows only what they keep.
func TestTapPanelFilters(t *testing.T) {
	h := newHarness(t, 120, 30)
	h.do(Events{
		evt(mainAgent, "tool_call", &messages.ToolStarted{Turn: "t1", Call: messages.ToolCall{ID: "c1", Name: "read_file", Arguments: args(t, map[string]string{"file_path": "a.go"})}}),
		evt("explore-1", "tool_call", &messages.ToolStarted{Turn: "t1", Call: messages.ToolCall{ID: "c2", Name: "grep", Arguments: args(t, map[string]string{"pattern": "func"})}}),
		evt(mainAgent, "notice", &messages.Notice{Level: "warn", Text: "careful"}),
	})
	h.typeText("/tap --type tool_started --agent explore-1")
	h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
	lines := h.m.tap.lines()
	if len(lines) != 1 || !strings.Contains(lines[0], "explore-1") || !strings.Contains(lines[0], "grep") {
		t.Fatalf("filtered panel = %q", lines)
	}
	if !h.m.showTap {
		t.Error("/tap with filters did not show the panel")
	}
	h.typeText("/tap --tree")
	h.do(tea.KeyPressMsg{Code: tea.KeyEnter})
	if !strings.Contains(screen(h.m), "--tree needs --agent") {
		t.Errorf("a bad filter is not reported:\n%s", screen(h.m))
	}
}

// The tree says where each subagent runs, from the placement events.
func TestTreeShowsWhereSubagentsRun(t *testing.T) {
	h := newHarness(t, 140, 30) // the tree is shown by default
	h.do(Events{
		evt(mainAgent, "subagent", &messages.SubagentSpawned{Turn: "t1", CallID: "c1", Child: "explore-ab-1", Kind: "explore"}),
		evt(mainAgent, "subagent", &messages.SubagentSpawned{Turn: "t1", CallID: "c2", Child: "explore-cd-2", Kind: "explore"}),
		evt("explore-ab-1", "placement", &messages.Placement{Where: "worker", Worker: "w-7", Attempt: 1}),
	})
	sc := screen(h.m)
	if !strings.Contains(sc, "worker w-7") || !strings.Contains(sc, "local") {
		t.Fatalf("placement not in the tree:\n%s", sc)
	}
}

// A slash command that runs off the update loop holds the session until it
// returns, whatever activity the events meanwhile show (a /compact shows
// "compacting"): then queued lines run.
func TestSlashCommandReleasesTheSessionAfterEvents(t *testing.T) {
	h := newHarness(t, 100, 20)
	h.typeText("/compact")
	cmd := h.send(tea.KeyPressMsg{Code: tea.KeyEnter}) // not run yet: the command is "in flight"
	h.send(Events{evt(mainAgent, "compaction", &messages.Compaction{Stage: "summarize", TokensBefore: 900, TokensAfter: 300})})
	h.typeText("after compact")
	h.send(tea.KeyPressMsg{Code: tea.KeyEnter}) // queued behind the command
	h.run(cmd)
	if h.m.busy && len(h.be.submitted) == 0 {
		t.Fatalf("still busy after /compact returned (activity %q), queued %q", h.m.activity, h.m.queue)
	}
	if len(h.be.submitted) != 1 || h.be.submitted[0] != "after compact" {
		t.Errorf("submitted %q, want the queued line once /compact returned", h.be.submitted)
	}
}
