package worker_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/bus"
)

// conflictCoord delegates a writing task and expects its result to be the
// conflict, hunks shown.
const conflictCoord = `turns:
  - agent: ^main$
    expect: "go"
    tool_calls:
      - name: task
        args: {description: "rewrite the readme", subagent_type: general, prompt: "rewrite the readme"}
  - agent: ^main$
    expect_tool: task
    expect: "(?s)conflict.*README.md.*<<<<<<< workspace.*ours.*theirs.*>>>>>>> subagent"
    text: "saw the conflict"
  - agent: ^main$
    expect_reminder: "failed"
    text: "all done"
`

// conflictWorker changes the readme, then waits for the test's go-ahead,
// given once the coordinator's readme changed too.
const conflictWorker = `turns:
  - agent: general
    expect: "rewrite the readme"
    tool_calls:
      - name: bash
        args: {command: "printf 'theirs\\n' > README.md && touch started && while [ ! -e go ]; do sleep 0.05; done", description: "rewrite"}
  - agent: general
    expect_tool: bash
    text: "rewrote README.md"
`

// A remote subagent's change that conflicts with the coordinator's
// workspace is a tool error for the parent showing the conflicting hunks;
// nothing of the changeset is written.
func TestRemoteChangeThatConflictsAppliesNothing(t *testing.T) {
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: conflictCoord})
	w := startWorker(t, "wa", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: conflictWorker})
	c.waitWorkers(t, 1)
	res := submit(c, "go")
	started := waitGlob(t, filepath.Join(w.cache, "work", "*", "ws", "started"))
	write(t, filepath.Join(c.ws, "README.md"), "ours\n") // after the snapshot, before the result
	write(t, filepath.Join(filepath.Dir(started), "go"), "")
	r := <-res
	if r.Err != nil || r.Final != "all done" {
		t.Fatalf("turn = %+v (the parent did not get the conflict as its tool result)", r)
	}
	if got, _ := os.ReadFile(filepath.Join(c.ws, "README.md")); string(got) != "ours\n" {
		t.Errorf("README.md = %q: the conflicting change was written", got)
	}
	for _, name := range []string{"started", "go"} {
		if _, err := os.Stat(filepath.Join(c.ws, name)); err == nil {
			t.Errorf("%s was applied: the changeset was applied in part", name)
		}
	}
	entries, _ := os.ReadDir(c.ws)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".troupe-apply-") {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}
