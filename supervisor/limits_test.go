package supervisor_test

import (
	"context"
	"strings"
	"testing"

	"troupe/messages"
)

const loopScript = `
turns:
  - {agent: main, tool_calls: [{name: glob, args: {pattern: "*"}}]}
  - {agent: main, tool_calls: [{name: glob, args: {pattern: "*"}}]}
  - {agent: main, expect_reminder: "MAXIMUM|maximum|[Mm]ax", text: "summed up"}
`

// The iteration cap ends a turn that keeps calling tools.
func TestIterationCap(t *testing.T) {
	w := newWorld(t, loopScript, nil)
	w.cfg.MaxTurns = 2
	sup := w.start()
	sess, err := sup.OpenSession(context.Background(), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	res := submit(t, sess, "loop")
	if res.Err != nil || res.Iterations != 2 || res.Final != "[Max iterations (2) reached — summary below]\n\nsummed up" {
		t.Errorf("turn = %+v, want it stopped at the cap of 2 model calls with a wind-down summary", res)
	}
}

const bigAnswerScript = `
turns:
  - agent: main
    tool_calls:
      - {name: task, args: {description: big, subagent_type: explore, prompt: "answer at length"}}
  - agent: explore
    text: "` + "%s" + `"
  - agent: main
    expect_tool: task
    expect: "subagent answer truncated"
    text: "ok"
`

// A subagent's answer is capped before it reaches the parent.
func TestSubagentAnswerCapped(t *testing.T) {
	w := newWorld(t, strings.Replace(bigAnswerScript, "%s", strings.Repeat("x", 500), 1), nil)
	w.cfg.Subagents.ResultCap = 100
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "go"); res.Err != nil || res.Final != "ok" {
		t.Fatalf("turn = %+v", res)
	}
	for _, m := range rec.all() {
		if r, ok := m.Body.(*messages.ToolResult); ok && r.Name == "task" && m.Meta.Agent == "main" {
			if !strings.HasPrefix(r.Content, strings.Repeat("x", 100)+"\n\n[subagent answer truncated: 100 of 500") {
				t.Errorf("task result = %q", r.Content)
			}
		}
	}
}

const badCallsScript = `
turns:
  - agent: main
    tool_calls:
      - {name: read_file, raw_args: '{"file_path": '}
      - {name: no_such_tool, args: {}}
      - {name: task, args: {prompt: "x", subagent_type: nope}}
  - agent: main
    expect_tool: task
    expect: "unknown subagent_type"
    text: "handled"
  - {agent: main, expect_reminder: "rejected", text: "handled"}
`

// Bad tool calls go back to the model as tool errors, never a crash.
func TestBadToolCallsAreToolErrors(t *testing.T) {
	w := newWorld(t, badCallsScript, nil)
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "go"); res.Err != nil || res.Final != "handled" {
		t.Fatalf("turn = %+v", res)
	}
	want := map[string]string{"read_file": `not valid JSON`, "no_such_tool": "not available to this agent", "task": "unknown subagent_type"}
	for _, m := range rec.all() {
		r, ok := m.Body.(*messages.ToolResult)
		if !ok || !strings.Contains(m.Subject, ".evt.") {
			continue
		}
		if !r.IsError || !strings.Contains(r.Content, want[r.Name]) {
			t.Errorf("%s result = %+v, want an error containing %q", r.Name, r, want[r.Name])
		}
		delete(want, r.Name)
	}
	if len(want) != 0 {
		t.Errorf("no result for %v", want)
	}
}
