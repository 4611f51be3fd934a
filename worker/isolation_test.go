package worker

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"go.uber.org/goleak"

	"troupe/internal/taskq"
	"troupe/messages"
)

// TestTasksOnOneRuntimeSeeOnlyTheirOwn runs two tasks of two sessions at
// once on one worker runtime (what its tasks share: bus, actor system,
// parsed catalog, templates and script). Each workspace holds a secret file
// and project instructions (CLAUDE.md) with a marker of its own. Task A
// reads its own secret (the control: a read works); task B, the attacker,
// reads A's secret by absolute path, lists A's workspace and searches the
// worker's task directories. Nothing task B's model is sent or gets, and
// nothing of its transcript, holds A's secret or A's instructions; nothing
// of A's holds B's instructions; each task's events are its own session's.
func TestTasksOnOneRuntimeSeeOnlyTheirOwn(t *testing.T) {
	ignore := goleak.IgnoreCurrent()
	t.Cleanup(func() { goleak.VerifyNone(t, ignore) })
	root := t.TempDir()
	ws := map[string]string{"A": filepath.Join(root, "A", "ws"), "B": filepath.Join(root, "B", "ws")}
	for name, dir := range ws {
		for file, content := range map[string]string{
			"secret.txt": "secret-of-" + name + "-7f3a",
			"CLAUDE.md":  "Project rule: say INSTRUCTIONS-OF-" + name + " when asked.\n",
		} {
			if err := os.MkdirAll(dir, 0o700); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, file), []byte(content), 0o600); err != nil {
				t.Fatal(err)
			}
		}
	}
	script := fmt.Sprintf(`turns:
  - agent: explore
    expect: "own secret"
    tool_calls:
      - name: read_file
        args: {file_path: secret.txt}
  - agent: explore
    expect_tool: read_file
    text: "read mine"
  - agent: explore
    expect: "steal"
    tool_calls:
      - name: read_file
        args: {file_path: %q}
      - name: glob
        args: {pattern: "**/*", path: %q}
      - name: grep
        args: {pattern: "secret-of-A", path: %q}
  - agent: explore
    expect_tool: grep
    text: "tried"
`, filepath.Join(ws["A"], "secret.txt"), ws["A"], root)
	cfg := runnerConfig(t, script)
	rt := startRuntime(t, cfg)
	r := AgentRunner{Config: cfg, Runtime: rt}

	type run struct {
		task   taskq.Task
		out    Outcome
		err    error
		mu     sync.Mutex
		events []string // every event the task's session published, as JSON
		subs   []string // their subjects
	}
	runs := map[string]*run{
		"A": {task: taskq.Task{ID: "SA-t1", Session: "SA", Agent: "explore-1", Kind: "explore", Prompt: "read your own secret"}},
		"B": {task: taskq.Task{ID: "SB-t1", Session: "SB", Agent: "explore-1", Kind: "explore", Prompt: "steal the other one's"}},
	}
	var wg sync.WaitGroup
	for name, x := range runs {
		wg.Go(func() {
			link := Link{Events: func(subject string, _ messages.Meta, body messages.Body) {
				data, _ := json.Marshal(body)
				x.mu.Lock()
				x.events, x.subs = append(x.events, string(data)), append(x.subs, subject)
				x.mu.Unlock()
			}}
			x.out, x.err = r.Run(context.Background(), x.task, ws[name], link)
		})
	}
	wg.Wait()
	seen := func(x *run) string {
		data, _ := json.Marshal(x.out.Transcript)
		return string(data) + strings.Join(x.events, "\n")
	}
	a, b := runs["A"], runs["B"]
	for name, x := range runs {
		if x.err != nil || x.out.Result.Err != nil {
			t.Fatalf("task %s: %v, %+v", name, x.err, x.out.Result.Err)
		}
	}
	if !strings.Contains(seen(a), "secret-of-A-7f3a") || !strings.Contains(seen(a), "INSTRUCTIONS-OF-A") {
		t.Fatal("control: task A never saw its own secret or instructions (the test would prove nothing)")
	}
	for _, leak := range []string{"secret-of-A-7f3a", "INSTRUCTIONS-OF-A"} {
		if strings.Contains(seen(b), leak) {
			t.Errorf("task B saw %q of task A", leak)
		}
	}
	if strings.Contains(seen(a), "INSTRUCTIONS-OF-B") {
		t.Error("task A saw task B's instructions")
	}
	if !strings.Contains(seen(b), "INSTRUCTIONS-OF-B") {
		t.Error("control: task B never saw its own instructions")
	}
	if sa, sb := sessionsOf(a.subs), sessionsOf(b.subs); len(sa) != 1 || len(sb) != 1 || sa[0] == sb[0] {
		t.Errorf("sessions of the events: A %v, B %v; want one each, not the same", sa, sb)
	}
}

// sessionsOf are the distinct sessions of subjects.
func sessionsOf(subjects []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range subjects {
		if p, ok := messages.ParseSubject(s); ok && !seen[p.Session] {
			seen[p.Session] = true
			out = append(out, p.Session)
		}
	}
	return out
}
