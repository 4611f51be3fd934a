package supervisor_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/proctest"
	"troupe/internal/transcript"
	"troupe/messages"
)

const fullTurnScript = `
turns:
  - agent: main
    expect: "make the colour blue"
    text: "Looking."
    tool_calls:
      - {name: glob, args: {pattern: "**/*.txt"}}
      - {name: read_file, args: {file_path: notes.txt}}
  - agent: main
    expect_tool: read_file
    expect: "colour = red"
    tool_calls:
      - {name: edit_file, args: {file_path: notes.txt, old_string: "colour = red", new_string: "colour = blue"}}
  - agent: main
    expect_tool: edit_file
    tool_calls:
      - {name: bash, args: {command: "grep -c blue notes.txt"}}
  - agent: main
    expect_tool: bash
    expect: "^1"
    text: "Done: the colour is blue."
`

func TestFullTurnWithSeveralToolCalls(t *testing.T) {
	w := newWorld(t, fullTurnScript, map[string]string{"notes.txt": "name = x\ncolour = red\n"})
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	res := submit(t, sess, "make the colour blue")
	if res.Err != nil {
		t.Fatalf("turn failed: %v", res.Err)
	}
	if res.Final != "Done: the colour is blue." || res.Iterations != 4 || res.Calls != 4 {
		t.Errorf("result = %q after %d iterations and %d model calls, want the script's final answer after 4 and 4 (the edit was verified: no completion check)", res.Final, res.Iterations, res.Calls)
	}
	data, err := os.ReadFile(filepath.Join(w.workspace, "notes.txt"))
	if err != nil || string(data) != "name = x\ncolour = blue\n" {
		t.Errorf("notes.txt = %q, %v; want the edit applied", data, err)
	}

	// Every level's traffic crossed the bus.
	id := sess.ID()
	want := []string{
		"troupe.cmd." + id + ".session.prompt", "troupe.cmd." + id + ".main.prompt",
		"troupe.cmd." + id + ".main.act", "troupe.cmd." + id + ".main.llm.act",
		"troupe.res." + id + ".main.llm.act", "troupe.res." + id + ".main.act",
		"troupe.cmd." + id + ".main.tools", "troupe.res." + id + ".main.tools",
		"troupe.res." + id + ".main.turn", "troupe.res." + id + ".session.turn",
	}
	counts := map[string]int{}
	for _, m := range rec.every() {
		counts[m.Subject]++
	}
	for _, s := range want {
		if counts[s] == 0 {
			t.Errorf("no message on %s; saw %v", s, counts)
		}
	}
	if counts["troupe.cmd."+id+".main.tools"] != 4 || counts["troupe.cmd."+id+".main.llm.act"] != 4 {
		t.Errorf("tool requests = %d, model requests = %d; want 4 and 4", counts["troupe.cmd."+id+".main.tools"], counts["troupe.cmd."+id+".main.llm.act"])
	}

	// The session log holds the transcript, in order.
	loaded, err := sup.Store().Load(id)
	if err != nil {
		t.Fatal(err)
	}
	msgs, err := transcript.Rebuild(loaded.Events, "main")
	if err != nil {
		t.Fatal(err)
	}
	var roles []string
	for _, m := range msgs {
		r := string(m.Role)
		if m.Role == messages.RoleTool {
			r += ":" + m.Name
		}
		roles = append(roles, r)
	}
	wantRoles := []string{"user", "assistant", "tool:glob", "tool:read_file", "assistant", "tool:edit_file", "assistant", "tool:bash", "assistant"}
	if diff := cmp.Diff(wantRoles, roles); diff != "" {
		t.Errorf("transcript roles (-want +got):\n%s", diff)
	}
}

const parallelScript = `
turns:
  - agent: main
    expect: "explore twice"
    tool_calls:
      - name: task
        args: {description: "Find A", subagent_type: explore, prompt: "Find the alpha file."}
      - name: task
        args: {description: "Find B", subagent_type: explore, prompt: "Find the beta file."}
  - agent: explore
    expect: "alpha"
    delay: 300ms
    tool_calls:
      - {name: glob, args: {pattern: "alpha*"}}
  - agent: explore
    expect: "beta"
    delay: 300ms
    tool_calls:
      - {name: glob, args: {pattern: "beta*"}}
  - agent: explore
    expect: "alpha.txt"
    text: "alpha is alpha.txt"
  - agent: explore
    expect: "beta.txt"
    text: "beta is beta.txt"
  - agent: main
    expect_tool: task
    text: "Both found."
`

func TestTwoParallelSubagents(t *testing.T) {
	w := newWorld(t, parallelScript, map[string]string{"alpha.txt": "a", "beta.txt": "b"})
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	res := submit(t, sess, "explore twice")
	if res.Err != nil || res.Final != "Both found." {
		t.Fatalf("turn = %+v", res)
	}
	msgs := rec.all()
	isChildStart := func(m recorded) bool {
		_, ok := m.Body.(*messages.TurnStarted)
		return ok && strings.HasPrefix(m.Meta.Agent, "explore-")
	}
	isChildEnd := func(m recorded) bool {
		_, ok := m.Body.(*messages.TurnResult)
		return ok && strings.HasPrefix(m.Meta.Agent, "explore-")
	}
	var starts []int
	for i, m := range msgs {
		if isChildStart(m) {
			starts = append(starts, i)
		}
	}
	firstEnd := index(msgs, isChildEnd)
	if len(starts) != 2 || firstEnd < 0 || starts[1] > firstEnd {
		t.Fatalf("subagents did not overlap: starts at %v, first result at %d", starts, firstEnd)
	}

	// Each subagent started from a fresh context with read-only tools.
	for _, m := range msgs {
		req, ok := m.Body.(*messages.ModelRequest)
		if !ok || !strings.HasPrefix(m.Meta.Agent, "explore-") || len(req.Messages) != 1 {
			continue
		}
		var tools []string
		for _, s := range req.Tools {
			tools = append(tools, s.Name)
		}
		if diff := cmp.Diff([]string{"glob", "grep", "read_file"}, tools); diff != "" {
			t.Errorf("subagent %s tools (-want +got):\n%s", m.Meta.Agent, diff)
		}
		if req.Messages[0].Role != messages.RoleUser || !strings.HasPrefix(req.Messages[0].Content, "Find the ") {
			t.Errorf("subagent %s first message = %+v, want only its task", m.Meta.Agent, req.Messages[0])
		}
	}
	// The parent saw both answers as task results.
	var answers []string
	for _, m := range msgs {
		if r, ok := m.Body.(*messages.ToolResult); ok && m.Meta.Agent == "main" && r.Name == "task" && strings.Contains(m.Subject, ".evt.") {
			answers = append(answers, r.Content)
		}
	}
	if diff := cmp.Diff([]string{"alpha is alpha.txt", "beta is beta.txt"}, answers, sortStrings()); diff != "" {
		t.Errorf("task results (-want +got):\n%s", diff)
	}
}

const cancelScript = `
turns:
  - agent: main
    expect: "sleep"
    tool_calls:
      - {name: bash, args: {command: "sleep 30 & echo $! > sleeper.pid; wait"}}
  - agent: main
    expect: "still there"
    text: "yes"
`

func TestCancelMidTool(t *testing.T) {
	w := newWorld(t, cancelScript, nil)
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan messages.TurnResult, 1)
	go func() { done <- submit(t, sess, "sleep please") }()
	pidFile := filepath.Join(w.workspace, "sleeper.pid")
	pid := proctest.WaitPIDFile(t, pidFile)
	sess.Cancel("test cancel")
	res := <-done
	if res.Err == nil || res.Err.Kind != messages.KindCanceled {
		t.Fatalf("turn result = %+v, want cancelled", res)
	}
	proctest.WaitGone(t, pid)

	// The transcript stays valid: the interrupted call has a result.
	loaded, err := sup.Store().Load(sess.ID())
	if err != nil {
		t.Fatal(err)
	}
	msgs, _ := transcript.Rebuild(loaded.Events, "main")
	last := msgs[len(msgs)-1]
	if last.Role != messages.RoleTool || !last.IsError {
		t.Errorf("last message = %+v, want an error tool result for the cancelled call", last)
	}
	// The session survives and runs the next turn.
	if res := submit(t, sess, "still there?"); res.Err != nil || res.Final != "yes" {
		t.Errorf("next turn = %+v", res)
	}
}

func sortStrings() cmp.Option {
	return cmp.Transformer("sort", func(in []string) []string {
		out := append([]string(nil), in...)
		for i := range out {
			for j := i + 1; j < len(out); j++ {
				if out[j] < out[i] {
					out[i], out[j] = out[j], out[i]
				}
			}
		}
		return out
	})
}
