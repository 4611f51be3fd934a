package reminder_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/llm"
	"troupe/internal/reminder"
	"troupe/internal/tool"
	"troupe/internal/tool/fs"
	"troupe/internal/tool/shell"
	"troupe/internal/tool/todo"
	"troupe/messages"
)

func newState(t testing.TB) *reminder.State {
	t.Helper()
	return reminder.NewState(load(t), reminder.DefaultLimits())
}

// Helpers that build events.
func prompt(text string) reminder.Event { return reminder.UserPrompt{Text: text} }

func calls(names ...string) reminder.Event {
	m := messages.Message{Role: messages.RoleAssistant}
	for i, n := range names {
		m.ToolCalls = append(m.ToolCalls, messages.ToolCall{ID: n + string(rune('a'+i)), Name: n, Arguments: messages.Args(`{}`)})
	}
	return reminder.AssistantMessage{Message: m, StopReason: llm.StopToolUse}
}

func answer(text string) reminder.Event {
	return reminder.AssistantMessage{Message: messages.Message{Role: messages.RoleAssistant, Content: text}, StopReason: llm.StopEnd}
}

func ok(name string) messages.ToolResult {
	return messages.ToolResult{CallID: name + "a", Name: name, Content: "fine"}
}

func failed(name string, kind messages.Kind, text string) messages.ToolResult {
	return messages.ToolResult{CallID: name + "a", Name: name, Content: text, IsError: true, Kind: kind}
}

// batch is a batch of results, each with its real tool's declared facts.
func batch(readOnly bool, rs ...messages.ToolResult) reminder.Event {
	specs := map[string]tool.Facts{}
	for _, t := range append(fs.Tools(), shell.Bash(shell.DefaultOptions())) {
		specs[t.Spec().Name] = t.Spec().Facts
	}
	facts := make([]tool.Facts, len(rs))
	for i, r := range rs {
		facts[i] = specs[r.Name]
	}
	return reminder.ToolResults{Results: rs, Facts: facts, ReadOnly: readOnly}
}

func todos(statuses ...todo.Status) reminder.Event {
	var items []todo.Item
	for i, st := range statuses {
		items = append(items, todo.Item{ID: string(rune('1' + i)), Content: "step " + string(rune('1'+i)), Status: st})
	}
	return reminder.TodosChanged{Items: items}
}

func observe(s *reminder.State, evs ...reminder.Event) {
	for _, ev := range evs {
		s.Observe(ev)
	}
}

// pendingText is the content of Pending, "" when nothing is due.
func pendingText(s *reminder.State) string {
	m, ok := s.Pending()
	if !ok {
		return ""
	}
	return m.Content
}

// render is the reminder text the State must have used.
func render(t *testing.T, n reminder.Name, d reminder.Data) string {
	t.Helper()
	text, err := load(t).Render(n, d)
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// TestGaveUpAfterFailure is the scenario: a tool fails, the model
// answers without retrying, and the next request carries the type-specific
// reminder in the user role.
func TestGaveUpAfterFailure(t *testing.T) {
	tests := []struct {
		name   string
		result messages.ToolResult
		want   reminder.Name
	}{
		{"permission", failed("write_file", messages.KindPermissionDenied, "/etc/x is outside the workspace"), reminder.NameToolFailedPermission},
		{"not found", failed("read_file", messages.KindInvalidInput, "cmd/x.go does not exist"), reminder.NameToolFailedNotFound},
		{"edit mismatch", failed("edit_file", messages.KindInvalidInput, "old_string was not found in a.go"), reminder.NameToolFailedEditMismatch},
		{"invalid input", failed("grep", messages.KindInvalidInput, `invalid regular expression "("`), reminder.NameToolFailedInvalidInput},
		{"timeout", failed("bash", messages.KindTimeout, "bash ran out of time"), reminder.NameToolFailedTimeout},
		{"rate limit", failed("web_fetch", messages.KindToolFailed, "HTTP 429"), reminder.NameToolFailedRateLimit},
		{"generic", failed("bash", messages.KindToolFailed, "exit status 1"), reminder.NameToolFailed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newState(t)
			observe(s, prompt("fix it"), calls(tt.result.Name), batch(false, tt.result), answer("I could not do it."))
			got := s.Stop(false)
			want := reminder.Action{Kind: reminder.Nudge, Guard: reminder.GuardToolFailure,
				Message: reminder.Message(render(t, tt.want, reminder.Data{Tool: tt.result.Name, Error: tt.result.Content}))}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("Stop (-want +got):\n%s", diff)
			}
			if got.Message.Role != messages.RoleUser || !reminder.IsReminder(got.Message) {
				t.Errorf("nudge is not a user-role system reminder: %+v", got.Message)
			}
		})
	}
}

func TestRetryIsNotGivingUp(t *testing.T) {
	s := newState(t)
	observe(s, prompt("fix it"), calls("bash"), batch(false, failed("bash", messages.KindToolFailed, "exit status 1")),
		calls("bash"), batch(false, ok("bash")), answer("Fixed."))
	if got := s.Stop(false); got.Guard != reminder.GuardAccept {
		t.Errorf("after a successful retry Stop = %s, want accept: nothing says the task is unfinished", got.Guard)
	}
}

func TestOneNudgePerFailure(t *testing.T) {
	s := newState(t)
	observe(s, prompt("fix it"), calls("bash"), batch(false, failed("bash", messages.KindToolFailed, "exit status 1")), answer("no"))
	var guards []string
	for range 3 {
		guards = append(guards, s.Stop(false).Guard.String())
		observe(s, answer("still no"))
	}
	if diff := cmp.Diff([]string{"tool_failure", "accept", "accept"}, guards); diff != "" {
		t.Errorf("guards (-want +got):\n%s", diff)
	}
}

func TestDenied(t *testing.T) {
	s := newState(t)
	call := messages.ToolCall{ID: "c1", Name: "bash", Arguments: messages.Args(`{"command":"rm -rf build"}`)}
	observe(s, prompt("clean up"), reminder.AssistantMessage{Message: messages.Message{ToolCalls: []messages.ToolCall{call}}},
		reminder.Denied{Call: call, Reason: "rm is not allowed"},
		batch(false, messages.ToolResult{CallID: "c1", Name: "bash", Content: "denied: rm is not allowed", IsError: true, Kind: messages.KindPermissionDenied}))
	want := reminder.Message(render(t, reminder.NameToolDenied, reminder.Data{Tool: "bash", Reason: "rm is not allowed"})).Content
	if diff := cmp.Diff(want, pendingText(s)); diff != "" {
		t.Errorf("Pending (-want +got):\n%s", diff)
	}
	if got := pendingText(s); got != "" {
		t.Errorf("second Pending = %q, want nothing: reminders are delivered once", got)
	}
	observe(s, answer("Should I delete build/?"))
	if got := s.Stop(false); got.Guard == reminder.GuardToolFailure {
		t.Errorf("a denied call was nudged as a failure to recover from")
	}
}

func TestReadOnlyStreak(t *testing.T) {
	s := newState(t)
	observe(s, prompt("explore"))
	var fired []int
	for i := 1; i <= 12; i++ {
		readOnly := i != 7 // a write at step 7 is progress and restarts the count
		observe(s, calls("grep"), batch(readOnly, ok("grep")))
		if pendingText(s) != "" {
			fired = append(fired, i)
		}
	}
	if diff := cmp.Diff([]int{5, 12}, fired); diff != "" {
		t.Errorf("streak reminders at steps (-want +got):\n%s", diff)
	}
	observe(s, calls("grep"), batch(true, ok("grep")))
	if s.Fired(reminder.OnReadOnlyStreak) != 2 {
		t.Errorf("fired %d streak reminders, want 2", s.Fired(reminder.OnReadOnlyStreak))
	}
}

func TestTodos(t *testing.T) {
	s := newState(t)
	observe(s, prompt("do three things"), calls("todo_write"), todos(todo.InProgress, todo.Pending, todo.Pending),
		batch(false, ok("todo_write")), answer("Done!"))
	got := s.Stop(false)
	want := reminder.Message(render(t, reminder.NameOpenTodos, reminder.Data{Count: 3, Open: []string{"step 1", "step 2", "step 3"}}))
	if diff := cmp.Diff(reminder.Action{Kind: reminder.Nudge, Guard: reminder.GuardOpenTodos, Message: want}, got); diff != "" {
		t.Errorf("Stop with open todos (-want +got):\n%s", diff)
	}
	observe(s, answer("Done!"))
	if g := s.Stop(false).Guard; g != reminder.GuardOpenTodos {
		t.Errorf("second stop: %s, want open_todos", g)
	}
	observe(s, answer("Done!"))
	if g := s.Stop(false).Guard; g != reminder.GuardCompletion {
		t.Errorf("third stop: %s, want the completion check: the todo cap is 2", g)
	}

	observe(s, todos(todo.Completed, todo.Completed, todo.Completed))
	wantDone := reminder.Message(render(t, reminder.NameTodosDone, reminder.Data{Count: 3})).Content
	if diff := cmp.Diff(wantDone, pendingText(s)); diff != "" {
		t.Errorf("all done (-want +got):\n%s", diff)
	}
	observe(s, todos(todo.Completed, todo.Pending), todos(todo.Completed, todo.Completed))
	if got := pendingText(s); got != "" {
		t.Errorf("all-done fired twice: %q", got)
	}
}

func TestTodosDoneThenReopened(t *testing.T) {
	s := newState(t)
	observe(s, todos(todo.Completed), todos(todo.Pending))
	if got := pendingText(s); got != "" {
		t.Errorf("a list reopened before the next call still got the all-done reminder: %q", got)
	}
}

func TestPlanApprovedOnce(t *testing.T) {
	s := newState(t)
	observe(s, reminder.PlanApproved{Plan: "1. a\n2. b"})
	want := reminder.Message(render(t, reminder.NamePlanApproved, reminder.Data{Plan: "1. a\n2. b"})).Content
	if diff := cmp.Diff(want, pendingText(s)); diff != "" {
		t.Errorf("Pending (-want +got):\n%s", diff)
	}
	observe(s, reminder.PlanApproved{Plan: "again"})
	if got := pendingText(s); got != "" {
		t.Errorf("plan reminder fired twice: %q", got)
	}
}

func TestSubagentsTogether(t *testing.T) {
	s := newState(t)
	observe(s, reminder.SubagentReturned{Type: "explore", Task: "find a"}, reminder.SubagentReturned{Type: "explore", Task: "find b", Failed: true})
	want := reminder.Message(render(t, reminder.NameSubagentsReturned, reminder.Data{Subagents: []reminder.Subagent{
		{Type: "explore", Task: "find a"}, {Type: "explore", Task: "find b", Failed: true}}})).Content
	if diff := cmp.Diff(want, pendingText(s)); diff != "" {
		t.Errorf("Pending (-want +got):\n%s", diff)
	}
	if n := s.Fired(reminder.OnSubagents); n != 1 {
		t.Errorf("two subagents in one group fired %d reminders, want 1", n)
	}
}

func TestPendingOrderAndOneMessage(t *testing.T) {
	s := newState(t)
	call := messages.ToolCall{ID: "d", Name: "bash"}
	observe(s, reminder.PlanApproved{Plan: "p"}, reminder.SubagentReturned{Type: "explore"}, reminder.Denied{Call: call})
	m, ok := s.Pending()
	if !ok || m.Role != messages.RoleUser {
		t.Fatalf("Pending = %+v, %v", m, ok)
	}
	if n := strings.Count(m.Content, "<system-reminder>"); n != 3 {
		t.Errorf("%d reminder blocks, want 3 in one message", n)
	}
	iDenied, iSub, iPlan := strings.Index(m.Content, "was denied"), strings.Index(m.Content, "subagent"), strings.Index(m.Content, "approved_plan")
	if !(iDenied < iSub && iSub < iPlan) {
		t.Errorf("order denied, subagents, plan not kept:\n%s", m.Content)
	}
}

func TestTruncation(t *testing.T) {
	s := newState(t)
	observe(s, prompt("write a long file"))
	cut := reminder.AssistantMessage{Message: messages.Message{Content: "part"}, StopReason: llm.StopMaxTokens}
	var kinds []string
	for range 5 {
		observe(s, cut)
		kinds = append(kinds, s.Stop(false).Guard.String())
	}
	want := []string{"truncated", "truncated", "truncated", "accept", "accept"}
	if diff := cmp.Diff(want, kinds); diff != "" {
		t.Errorf("guards for 5 cut answers in a row (-want +got):\n%s", diff)
	}
	observe(s, answer("whole"), cut)
	if got := s.Stop(false); got.Kind != reminder.Continue || got.Guard != reminder.GuardTruncated {
		t.Errorf("after a whole answer the count restarts, got %+v", got)
	}
}

func TestQueuedInput(t *testing.T) {
	s := newState(t)
	observe(s, prompt("hi"), answer("hello"))
	got := s.Stop(true)
	if diff := cmp.Diff(reminder.Action{Kind: reminder.Continue, Guard: reminder.GuardQueuedInput}, got); diff != "" {
		t.Errorf("Stop(queued) (-want +got):\n%s", diff)
	}
}

func TestCompletion(t *testing.T) {
	tests := []struct {
		name   string
		events []reminder.Event
		want   reminder.Guard
	}{
		{"plain answer without tools is accepted", []reminder.Event{prompt("what is 2+2?"), answer("4")}, reminder.GuardAccept},
		{"empty answer is checked", []reminder.Event{prompt("what is 2+2?"), answer("")}, reminder.GuardCompletion},
		{"after a verified task it is accepted", []reminder.Event{prompt("fix"), calls("bash"), batch(false, ok("bash")), answer("done")}, reminder.GuardAccept},
		{"an unverified edit is checked", []reminder.Event{prompt("fix"), calls("edit_file"), batch(false, ok("edit_file")), answer("Fixed.")}, reminder.GuardCompletion},
		{"an edit verified by a command is accepted", []reminder.Event{prompt("fix"), calls("edit_file"), batch(false, ok("edit_file")), calls("bash"), batch(false, ok("bash")), answer("Fixed.")}, reminder.GuardAccept},
		{"a failed command does not verify", []reminder.Event{prompt("fix"), calls("edit_file"), batch(false, ok("edit_file")), calls("bash"), batch(false, failed("bash", messages.KindToolFailed, "exit 1")), calls("bash"), batch(false, ok("bash")), calls("write_file"), batch(false, ok("write_file")), answer("Fixed.")}, reminder.GuardCompletion},
		{"an announced step not taken is checked", []reminder.Event{prompt("fix"), answer("The bug is in stats.go.\n\nI'll fix the rounding next.")}, reminder.GuardCompletion},
		{"a closing courtesy is not an announcement", []reminder.Event{prompt("fix"), answer("Fixed the rounding.\n\nLet me know if you need anything else.")}, reminder.GuardAccept},
		{"an announcement in an earlier paragraph is not", []reminder.Event{prompt("fix"), answer("I will look at stats.go.\n\nIt was already fixed upstream.")}, reminder.GuardAccept},
		{"without a task there is nothing to check", []reminder.Event{calls("bash"), batch(false, ok("bash")), answer("done")}, reminder.GuardAccept},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newState(t)
			s.SetTestable(true)
			observe(s, tt.events...)
			if got := s.Stop(false).Guard; got != tt.want {
				t.Errorf("Stop = %s, want %s", got, tt.want)
			}
		})
	}
	untestable := newState(t)
	observe(untestable, prompt("fix"), calls("edit_file"), batch(false, ok("edit_file")), answer("Fixed."))
	if g := untestable.Stop(false).Guard; g != reminder.GuardAccept {
		t.Errorf("an edit in a workspace without tests: %s, want accept", g)
	}
	s := newState(t)
	observe(s, prompt("Add a --json flag."), calls("bash"), batch(false, ok("bash")), answer(""))
	got := s.Stop(false).Message
	want := reminder.Message(render(t, reminder.NameImplicitCompletion, reminder.Data{Task: "Add a --json flag.", Empty: true}))
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("completion nudge (-want +got):\n%s", diff)
	}
	if !strings.Contains(got.Content, "Add a --json flag.") {
		t.Errorf("completion nudge does not quote the original task:\n%s", got.Content)
	}
}

func TestSkipThinking(t *testing.T) {
	tests := []struct {
		name string
		ev   reminder.Event
		want bool
	}{
		{"read-only, all fine", batch(true, ok("grep"), ok("read_file")), true},
		{"read-only with a failure", batch(true, ok("grep"), failed("read_file", messages.KindInvalidInput, "x does not exist")), false},
		{"a write", batch(false, ok("edit_file")), false},
	}
	for _, tt := range tests {
		s := newState(t)
		observe(s, prompt("x"), calls("grep"), tt.ev)
		if got := s.SkipThinking(); got != tt.want {
			t.Errorf("%s: SkipThinking = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestWindDown(t *testing.T) {
	s := newState(t)
	observe(s, prompt("Port the parser to Go."))
	m := s.WindDown(25)
	want := reminder.Message(render(t, reminder.NameWindDown, reminder.Data{MaxTurns: 25, Task: "Port the parser to Go."}))
	if diff := cmp.Diff(want, m); diff != "" {
		t.Errorf("WindDown (-want +got):\n%s", diff)
	}
	for _, h := range []string{"Goal:", "Accomplished:", "Remaining:", "Next steps:", "25", "Port the parser to Go."} {
		if !strings.Contains(m.Content, h) {
			t.Errorf("wind-down message lacks %q", h)
		}
	}
}

func TestClipsQuotes(t *testing.T) {
	lim := reminder.DefaultLimits()
	lim.MaxTaskQuote, lim.MaxErrorQuote = 20, 10
	s := reminder.NewState(load(t), lim)
	observe(s, prompt(strings.Repeat("é", 30)), calls("bash"), batch(false, failed("bash", messages.KindToolFailed, strings.Repeat("x", 50))), answer("no"))
	m := s.Stop(false).Message.Content
	if !strings.Contains(m, "bash: xxxxxxxxxx …") || strings.Contains(m, strings.Repeat("x", 11)) {
		t.Errorf("error not clipped to 10 bytes:\n%s", m)
	}
	observe(s, answer("I will try again."))
	m = s.Stop(false).Check.Content
	if !strings.Contains(m, strings.Repeat("é", 10)+" …") || strings.Contains(m, strings.Repeat("é", 11)) {
		t.Errorf("task not clipped to 20 bytes on a rune boundary:\n%s", m)
	}
}

func TestCompletionCheckOnCritique(t *testing.T) {
	s := newState(t)
	s.SetTestable(true)
	observe(s, prompt("Fix the rounding bug."), calls("edit_file"), batch(false, ok("edit_file")), answer("Fixed the rounding in stats.go."))
	a := s.Stop(false)
	if a.Kind != reminder.Check || a.Message.Content != "" {
		t.Fatalf("Stop = %+v, want a Check with no nudge yet", a)
	}
	for _, want := range []string{"Fix the rounding bug.", "Fixed the rounding in stats.go.", "no command ran after the last edit", "DONE"} {
		if !strings.Contains(a.Check.Content, want) {
			t.Errorf("check request lacks %q:\n%s", want, a.Check.Content)
		}
	}
	// The review's text is read by the critique workflow
	// (workflow.ParseVerdict, tested there); the state decides on its
	// verdict.
	for _, tc := range []struct {
		done   bool
		reason string
		want   reminder.Kind
	}{
		{true, "", reminder.Accept},
		{false, "the tests were never run", reminder.Nudge},
		{false, "The tests were never run.", reminder.Nudge},
	} {
		got := s.Checked(tc.done, tc.reason)
		if got.Kind != tc.want {
			t.Errorf("Checked(%v, %q) = %v, want %v", tc.done, tc.reason, got.Kind, tc.want)
		}
		if tc.reason != "" && !strings.Contains(got.Message.Content, tc.reason) {
			t.Errorf("nudge after %q does not say what is missing:\n%s", tc.reason, got.Message.Content)
		}
		if strings.Contains(got.Message.Content, "Fixed the rounding in stats.go.") {
			t.Errorf("nudge repeats the answer:\n%s", got.Message.Content)
		}
	}
}

// TestFailed: the one judgment of a failed call, for the results a bash
// call returns (output, then "exit status N").
func TestFailed(t *testing.T) {
	tests := []struct {
		name    string
		content string
		isError bool
		want    bool
	}{
		{"tool error", "old_string was not found", true, true},
		{"ls of a missing path", "ls: cannot access '/missing': No such file or directory\nexit status 2", false, true},
		{"grep without a match", "exit status 1", false, false},
		{"diff that differs", "1c1\n< a\n---\n> b\nexit status 1", false, false},
		{"grep of a missing file", "grep: x.go: No such file or directory\nexit status 2", false, true},
		{"failing test", "--- FAIL: TestX (0.00s)\nFAIL\nexit status 1", false, true},
		{"success", "a\nb\n", false, false},
		{"success naming an error", "errors.go\n", false, false},
		{"exit 0 spelled out", "ok\nexit status 0", false, false},
		{"killed", "signal: killed", false, false},
	}
	for _, tt := range tests {
		r := messages.ToolResult{Name: "bash", Content: tt.content, IsError: tt.isError}
		if got := reminder.Failed(r); got != tt.want {
			t.Errorf("%s: Failed(%q) = %v, want %v", tt.name, tt.content, got, tt.want)
		}
	}
}

// TestGaveUpAfterFailedCommand is issue 21's symptom: a model that gives
// up right after "ls /missing" failed (exit 2, "No such file") gets the
// not-found reminder; after a grep that found nothing (exit 1) it does
// not.
func TestGaveUpAfterFailedCommand(t *testing.T) {
	missing := messages.ToolResult{CallID: "basha", Name: "bash",
		Content: "ls: cannot access '/missing': No such file or directory\nexit status 2"}
	s := newState(t)
	observe(s, prompt("list /missing"), calls("bash"), batch(true, missing), answer("The directory is not there."))
	got := s.Stop(false)
	want := reminder.Action{Kind: reminder.Nudge, Guard: reminder.GuardToolFailure,
		Message: reminder.Message(render(t, reminder.NameToolFailedNotFound, reminder.Data{Tool: "bash", Error: missing.Content}))}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Stop (-want +got):\n%s", diff)
	}

	noMatch := messages.ToolResult{CallID: "basha", Name: "bash", Content: "exit status 1"}
	s = newState(t)
	observe(s, prompt("is TODO anywhere?"), calls("bash"), batch(true, noMatch), answer("No TODO in the tree."))
	if got := s.Stop(false); got.Guard == reminder.GuardToolFailure {
		t.Errorf("a grep without a match is not a failure: %+v", got)
	}
}
