package supervisor_test

import (
	"context"
	"testing"
)

// A subagent whose work failed and was redone successfully by a later
// task call of the same work does not count as failed (the issue: the
// run still exited 1); one that was not redone does.
func TestRedoneSubagentIsNotAFailure(t *testing.T) {
	const fails = `  - agent: explore
    expect: "find the answer"
    error: "model endpoint unreachable"
`
	const answers = `  - agent: explore
    expect: "find the answer"
    text: "42"
`
	task := `    tool_calls:
      - name: task
        args: {description: "find it", subagent_type: explore, prompt: "find the answer"}
`
	tests := []struct {
		name   string
		script string
		failed int
	}{
		{"redone", "turns:\n  - agent: ^main$\n    expect: go\n" + task + fails +
			"  - agent: ^main$\n    expect_tool: task\n" + task + answers +
			"  - agent: ^main$\n    expect_tool: task\n    text: done\n", 0},
		{"not redone", "turns:\n  - agent: ^main$\n    expect: go\n" + task + fails +
			"  - agent: ^main$\n    expect_tool: task\n    text: done\n" +
			"  - agent: ^main$\n    text: done\n", 1}, // after the reminder to try again
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newWorld(t, tt.script, nil)
			sup := w.start()
			sess, err := sup.OpenSession(context.Background(), "", nil)
			if err != nil {
				t.Fatal(err)
			}
			res := submit(t, sess, "go")
			if res.Err != nil || res.Final != "done" {
				t.Fatalf("turn = %+v", res)
			}
			if res.Failed != tt.failed {
				t.Errorf("failed = %d, want %d", res.Failed, tt.failed)
			}
		})
	}
}
