package shell

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"troupe/internal/tool"
)

// TestJobOutputIsReported: a background job's output goes to the starting
// call's tool.Progress after the call has returned, marked with the job's
// id, and its last report says how it ended. The job waits for a file the
// test creates only once the report of its first line came: without the
// reports it could not end.
func TestJobOutputIsReported(t *testing.T) {
	o := testOptions(t)
	env, js := jobEnv(t, o)
	gate := filepath.Join(env.Workspace.Root(), "a")
	var (
		mu      sync.Mutex
		reports []tool.Output
		once    sync.Once
	)
	ended := make(chan struct{})
	ctx := tool.WithProgress(context.Background(), func(out tool.Output) {
		mu.Lock()
		reports = append(reports, out)
		mu.Unlock()
		if strings.Contains(out.Tail, "JOB-1") {
			once.Do(func() { _ = os.WriteFile(gate, nil, 0o644) })
		}
		if out.Ended != "" {
			close(ended)
		}
	})
	raw, _ := json.Marshal(map[string]any{"command": "echo JOB-1; until [ -e a ]; do sleep 0.02; done; printf 'JOB-2\\nno newline'; exit 3",
		"run_in_background": true})
	res, err := Bash(o).Run(ctx, env, raw)
	if err != nil || !strings.HasPrefix(res.Content, "started bash_1 in the background") {
		t.Fatalf("start: %+v, %v", res, err)
	}
	select {
	case <-ended:
	case <-time.After(20 * time.Second): //: a safety net; only reached when the reports are missing
		t.Fatal("the job never ended: its first line was not reported")
	}
	if err := js.Close(); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	for _, r := range reports {
		if r.Job != "bash_1" {
			t.Errorf("a report without the job's id: %+v", r)
		}
	}
	last := reports[len(reports)-1]
	if last.Ended != "exit status 3" || !strings.HasSuffix(last.Tail, "JOB-2\nno newline") || !last.Open || last.Lines != 2 {
		t.Errorf("the last report = %+v, want the end, the last lines and the unfinished one", last)
	}
	for _, r := range reports[:len(reports)-1] {
		if r.Ended != "" {
			t.Errorf("a report after the end: %+v", last)
		}
	}
	// bash_output still has all of it.
	if out := runTool(t, BashOutput(), env, `{"bash_id": "bash_1"}`); !strings.Contains(out.Content, "JOB-1\nJOB-2\nno newline") {
		t.Errorf("bash_output = %q", out.Content)
	}
}

// A job started without a Progress reports nothing and works as before.
func TestJobWithoutProgress(t *testing.T) {
	o := testOptions(t)
	env, _ := jobEnv(t, o)
	id, _ := startJob(t, env, o, "echo quiet")
	j, ok := env.Jobs.(*Jobs).get(id)
	if !ok || j.progress != nil || j.live != nil {
		t.Fatalf("job %s: %+v", id, j)
	}
}
