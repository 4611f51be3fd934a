package worker_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/store"
	"troupe/internal/taskq"
	"troupe/internal/transcript"
	"troupe/messages"
)

// slowParts writes part i after a pause longer than the worker's
// --abandon, so the second task is fetched when the killed coordinator
// has been silent past it.
const slowParts = `turns:
  - agent: general
    expect: "write part 1"
    delay: 4s
    tool_calls:
      - name: write_file
        args: {file_path: part1.txt, content: "1\n"}
  - agent: general
    expect_tool: write_file
    text: "wrote part 1"
  - agent: general
    expect: "write part 2"
    delay: 4s
    tool_calls:
      - name: write_file
        args: {file_path: part2.txt, content: "2\n"}
  - agent: general
    expect_tool: write_file
    text: "wrote part 2"
`

// The coordinator (a real `troupe run`) is killed with SIGKILL while its
// one worker slot runs the first of two tasks; the second is still
// queued. The worker finds that task's coordinator silent past --abandon
// (2 s) and, before, handed it back after each --abandon: with max_deliver
// 2 the queue stopped delivering it after about 4 s (40 s at the
// defaults), and a resume later than that lost it. The resume here comes
// 8 s after the first result, and takes both results once.
func TestResumeLongAfterTheCrashTakesQueuedTasks(t *testing.T) {
	ns := startNATS(t, false)
	root := t.TempDir()
	ws := filepath.Join(root, "ws")
	write(t, filepath.Join(ws, "README.md"), "a repository\n")
	data := filepath.Join(root, "data")
	write(t, filepath.Join(root, "config", "troupe", "config.yaml"), typesYAML+`  placement: remote
  remote_wait: 30s
  queue:
    ack_wait: 2s
    max_deliver: 2
`)
	coordModel := write(t, filepath.Join(root, "coord", "demo.yaml"), twoTasks)
	run := exec.Command(troupeBin, "run", "--bus", ns.URL, "--model", "script:"+coordModel, "go")
	run.Dir = ws
	run.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + root, "XDG_CONFIG_HOME=" + filepath.Join(root, "config"), "TROUPE_HOME=" + data}
	stderr := &syncBuffer{}
	run.Stderr, run.Stdout = stderr, stderr
	if err := run.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() { _ = run.Wait(); close(exited) }() // owned here: waited for below
	defer func() {
		_ = run.Process.Kill()
		<-exited
		if t.Failed() {
			t.Logf("troupe run:\n%s", stderr.String())
		}
	}()
	w := startWorker(t, "w1", workerOpts{url: ns.URL, script: slowParts, extra: []string{"--abandon", "2s"}})

	nc, err := nats.Connect(ns.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	first, subject := nextStatus(t, nc, func(s taskq.Status) bool { return !s.Done })
	if err := run.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	<-exited
	nextStatus(t, nc, func(s taskq.Status) bool { return s.Done && s.Task == first.Task })
	// The resume comes late: past the hand-backs that used to spend the
	// queue's deliveries (2 × --abandon), with the second task fetched
	// by the worker meanwhile.
	// Wait for the park (no fixed sleep: a loaded machine is slow to get
	// there), then past where the old hand-backs had spent the deliveries.
	for deadline := time.Now().Add(90 * time.Second); !strings.Contains(w.stderr.String(), "parked"); time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the worker did not say it parked the queued task:\n%s", w.stderr.String())
		}
	}
	time.Sleep(6 * time.Second) // > max_deliver × --abandon
	p, _ := messages.ParseSubject(subject)

	resume := func() []store.Event { return resumeSession(t, ws, data, coordModel, ns.URL, p.Session) }
	// The task calls of the log and their results.
	results := func(evs []store.Event) (calls int, byCall map[string][]messages.ToolResult) {
		byCall = map[string][]messages.ToolResult{}
		for _, e := range evs {
			switch e.Type {
			case transcript.TypeToolResult:
				var r messages.ToolResult
				if json.Unmarshal(e.Data, &r) == nil && r.Name == "task" {
					byCall[r.CallID] = append(byCall[r.CallID], r)
				}
			case transcript.TypeMessage:
				var m messages.Message
				if json.Unmarshal(e.Data, &m) == nil {
					for _, c := range m.ToolCalls {
						if c.Name == "task" {
							calls++
						}
					}
				}
			}
		}
		return calls, byCall
	}
	calls, got := results(resume())
	if calls != 2 || len(got) != 2 {
		t.Fatalf("%d task calls, results of %d after resume: %+v\nworker:\n%s", calls, len(got), got, w.stderr.String())
	}
	for id, rs := range got {
		if len(rs) != 1 || rs[0].IsError || !strings.Contains(rs[0].Content, "wrote part") {
			t.Errorf("results of call %s = %+v", id, rs)
		}
	}
	for _, f := range []string{"part1.txt", "part2.txt"} {
		if _, err := os.Stat(filepath.Join(ws, f)); err != nil {
			t.Errorf("%s not applied: %v", f, err)
		}
	}
	_, again := results(resume())
	for id, rs := range again {
		if len(rs) != 1 {
			t.Errorf("a second resume: %d results of call %s, want 1", len(rs), id)
		}
	}
	if len(again) != 2 {
		t.Errorf("a second resume: results of %d calls, want 2", len(again))
	}
}
