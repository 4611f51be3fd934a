package supervisor_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"troupe/internal/config"
	"troupe/messages"
)

// fanOutScript has the main agent start n explore subagents in one batch;
// each answers at once.
func fanOutScript(n int) string {
	var b strings.Builder
	b.WriteString("turns:\n  - agent: main\n    tool_calls:\n")
	for i := range n {
		fmt.Fprintf(&b, "      - {name: task, args: {description: \"part %d\", subagent_type: explore, prompt: \"look at part %d\"}}\n", i, i)
	}
	for range n {
		b.WriteString("  - {agent: explore, text: \"part looked at\"}\n")
	}
	b.WriteString("  - {agent: main, expect_tool: task, text: \"All parts looked at.\"}\n")
	return b.String()
}

// At most concurrency.subagents run at once; the rest wait their turn, in
// order, and the wait is shown.
func TestSubagentsBounded(t *testing.T) {
	w := newWorld(t, fanOutScript(5), nil)
	w.cfg.Concurrency.Subagents = 2
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	res := submit(t, sess, "look at every part")
	if res.Err != nil || res.Final != "All parts looked at." || res.Failed != 0 {
		t.Fatalf("turn = %+v", res)
	}
	running, peak, spawned, waits := 0, 0, []string{}, 0
	for _, m := range rec.all() {
		switch b := m.Body.(type) {
		case *messages.SubagentSpawned:
			running++
			peak = max(peak, running)
			spawned = append(spawned, b.Task)
		case *messages.TurnResult:
			if m.Meta.Agent != "main" && strings.HasPrefix(m.Subject, "troupe.res.") && strings.HasSuffix(m.Subject, ".turn") && m.Meta.Agent != "" && m.Meta.Agent != "session" {
				running--
			}
		case *messages.Notice:
			if b.Level == "wait" && strings.Contains(b.Text, "at most 2 at once") {
				waits++
			}
		}
	}
	if peak != 2 {
		t.Errorf("peak running subagents %d, want 2", peak)
	}
	want := []string{"part 0", "part 1", "part 2", "part 3", "part 4"}
	if strings.Join(spawned, ",") != strings.Join(want, ",") {
		t.Errorf("spawned %v, want in call order %v", spawned, want)
	}
	if waits == 0 {
		t.Error("no task call was shown as waiting")
	}
}

// A subagent that fails is a tool error for its parent, and the turn
// reports it, so `troupe run` can say some work failed.
func TestSubagentFailureCounted(t *testing.T) {
	script := `
turns:
  - agent: main
    tool_calls:
      - {name: task, args: {description: "good", subagent_type: explore, prompt: "look here"}}
      - {name: task, args: {description: "bad", subagent_type: explore, prompt: "look there"}}
  - {agent: explore, expect: "look here", text: "found it"}
  - {agent: main, expect: "(?s)failed", text: "One part failed."}
  - {agent: main, expect_reminder: "failed", text: "One part failed."}
`
	w := newWorld(t, script, nil)
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	res := submit(t, sess, "look everywhere")
	if res.Err != nil || res.Failed != 1 || res.Final != "One part failed." {
		t.Fatalf("turn = %+v, want an answer with 1 failed subagent", res)
	}
	errs := 0
	for _, m := range rec.all() {
		if r, ok := m.Body.(*messages.ToolResult); ok && r.Name == "task" && r.IsError {
			errs++
		}
	}
	if errs != 1 {
		t.Errorf("%d task results are errors, want 1", errs)
	}
}

// A subagent type with task spawns subagents only above the depth limit:
// at the limit, task is not in its schema at all.
func TestSubagentDepth(t *testing.T) {
	script := `
turns:
  - {agent: main, tool_calls: [{name: task, args: {description: "delegate", subagent_type: lead, prompt: "delegate this"}}]}
  - {agent: lead, expect: "delegate this", text: "did it myself"}
  - {agent: main, expect_tool: task, text: "done"}
`
	for _, tc := range []struct {
		depth    int
		wantTask bool
	}{{1, false}, {2, true}} {
		t.Run(fmt.Sprintf("depth_%d", tc.depth), func(t *testing.T) {
			w := newWorld(t, script, nil)
			w.cfg.Concurrency.SubagentDepth = tc.depth
			w.cfg.Subagents.Types["lead"] = config.SubagentType{Description: "delegates", Tools: []string{"read_file", "task"}, MaxTurns: 5, System: "You delegate the task to subagents."}
			sup := w.start()
			rec := newRecorder()
			sess, err := sup.OpenSession(context.Background(), "", rec.observe)
			if err != nil {
				t.Fatal(err)
			}
			if res := submit(t, sess, "go"); res.Err != nil || res.Final != "done" {
				t.Fatalf("turn = %+v", res)
			}
			seen := false
			for _, m := range rec.all() {
				r, ok := m.Body.(*messages.ModelRequest)
				if !ok || !strings.HasPrefix(m.Meta.Agent, "lead-") || r.Workflow != "act" {
					continue
				}
				seen = true
				has := false
				for _, s := range r.Tools {
					has = has || s.Name == "task"
				}
				if has != tc.wantTask {
					t.Errorf("subagent at depth 1 of %d offered task: %v, want %v", tc.depth, has, tc.wantTask)
				}
			}
			if !seen {
				t.Fatal("no request of the lead subagent seen")
			}
		})
	}
}
