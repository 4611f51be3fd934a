package reminder_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/reminder"
	"troupe/internal/tool/todo"
	"troupe/messages"
)

// TestCapsHoldOver50Turns provokes every detector on every turn for 50
// turns and checks that each fired exactly its cap — what the State
// counts and what actually reached the model.
func TestCapsHoldOver50Turns(t *testing.T) {
	s := newState(t)
	lim := reminder.DefaultLimits()
	observe(s, prompt("do everything"))
	delivered := map[string]int{}
	markers := map[string]string{ // a phrase only that reminder has
		"denied":           "Your call to",
		"subagents":        "returned:",
		"plan_approved":    "<approved_plan>",
		"todos_done":       "items of your todo list are completed",
		"read_only_streak": "only reading and searching",
	}
	for turn := range 50 {
		call := messages.ToolCall{ID: "c", Name: "bash", Arguments: messages.Args(`{"command":"make"}`)}
		observe(s, reminder.AssistantMessage{Message: messages.Message{ToolCalls: []messages.ToolCall{call}}},
			reminder.Denied{Call: call, Reason: "no"},
			reminder.PlanApproved{Plan: "the plan"},
			reminder.SubagentReturned{Type: "explore", Task: "look"})
		if turn%10 == 9 { // finish the list, then reopen it: all-done is provoked five times
			observe(s, todos(todo.Completed))
		} else if turn%10 == 0 {
			observe(s, todos(todo.InProgress, todo.Pending))
		}
		observe(s, batch(true, failed("grep", messages.KindInvalidInput, "bad pattern"), messages.ToolResult{CallID: "c", Name: "bash", IsError: true, Kind: messages.KindPermissionDenied}))
		if m, ok := s.Pending(); ok {
			for name, phrase := range markers {
				delivered[name] += strings.Count(m.Content, phrase)
			}
		}
		observe(s, answer("I will run the tests next."))
		a := s.Stop(turn%7 == 3)
		delivered[a.Guard.String()]++
	}
	want := map[string]int{
		"denied":           lim.Denied,
		"subagents":        lim.Subagents,
		"plan_approved":    lim.PlanApproved,
		"todos_done":       lim.TodosDone,
		"read_only_streak": lim.ReadOnly,
		"tool_failure":     lim.ToolFailure,
		"open_todos":       lim.OpenTodos,
		"completion":       lim.Completion,
	}
	got := map[string]int{}
	for k := range want {
		got[k] = delivered[k]
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("reminders delivered over 50 turns (-want +got):\n%s", diff)
	}
	for _, d := range []reminder.Detector{reminder.OnDenied, reminder.OnSubagents, reminder.OnPlanApproved, reminder.OnTodosDone,
		reminder.OnReadOnlyStreak, reminder.OnToolFailure, reminder.OnOpenTodos, reminder.OnCompletion} {
		if s.Fired(d) != want[d.String()] {
			t.Errorf("Fired(%s) = %d, want %d", d, s.Fired(d), want[d.String()])
		}
	}
	if delivered["accept"] == 0 || delivered["queued_input"] == 0 {
		t.Errorf("once the caps are used, stops must be accepted (or take queued input): %v", delivered)
	}
}

func TestZeroCapTurnsOff(t *testing.T) {
	s := reminder.NewState(load(t), reminder.Limits{})
	observe(s, prompt("x"), calls("bash"), reminder.Denied{Call: messages.ToolCall{ID: "bash" + "a", Name: "bash"}},
		batch(false, failed("bash", messages.KindToolFailed, "exit 1")), todos(todo.Completed),
		reminder.PlanApproved{}, reminder.SubagentReturned{}, answer(""))
	if m, ok := s.Pending(); ok {
		t.Errorf("Pending with all caps 0 = %q", m.Content)
	}
	if g := s.Stop(false).Guard; g != reminder.GuardAccept {
		t.Errorf("Stop with all caps 0 = %s, want accept", g)
	}
}
