package worker_test

import (
	"strings"
	"testing"
	"time"

	"troupe/internal/bus"
)

// twoTasks: the main agent hands out two tasks at once.
const twoTasks = `turns:
  - agent: ^main$
    expect: "go"
    tool_calls:
      - name: task
        args: {description: "part 1", subagent_type: general, prompt: "write part 1"}
      - name: task
        args: {description: "part 2", subagent_type: general, prompt: "write part 2"}
  - agent: ^main$
    expect_tool: task
    text: "done"
  - agent: ^main$
    expect_reminder: "original_task"
    text: "all done"
`

// twoParts writes part i after a pause, so two tasks overlap only when
// they run at once.
const twoParts = `turns:
  - agent: general
    expect: "write part 1"
    delay: 1500ms
    tool_calls:
      - name: write_file
        args: {file_path: part1.txt, content: "1\n"}
  - agent: general
    expect_tool: write_file
    text: "wrote part 1"
  - agent: general
    expect: "write part 2"
    delay: 1500ms
    tool_calls:
      - name: write_file
        args: {file_path: part2.txt, content: "2\n"}
  - agent: general
    expect_tool: write_file
    text: "wrote part 2"
`

// troupe worker --concurrency 2 runs two tasks at once: both start before
// either result is taken. (With one slot the second starts only after the
// first's result.)
func TestWorkerConcurrencyFlag(t *testing.T) {
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: twoTasks})
	startWorker(t, "wc", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: twoParts,
		extra: []string{"--concurrency", "2"}})
	c.waitWorkers(t, 1)
	res := submit(c, "go")
	c.waitNoticeCount(t, 2, "running on worker wc")
	if n := c.countNotices("result of attempt", "taken"); n != 0 {
		t.Fatalf("%d results taken before the second task started: the tasks did not run at once", n)
	}
	if r := <-res; r.Err != nil {
		t.Fatalf("turn = %+v", r)
	}
	if n := c.countNotices("result of attempt", "taken"); n != 2 {
		t.Fatalf("%d results taken, want 2", n)
	}
}

// troupe worker --max-deliver 1: a worker whose model is broken runs no
// delivery past the first, so its failure on attempt 1 is the task's
// result (said, naming the model's error), not handed back for the four
// deliveries the queue allows.
func TestWorkerMaxDeliverFlag(t *testing.T) {
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript})
	startWorker(t, "wm", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: brokenScript,
		extra: []string{"--max-deliver", "1", "--backoff", "100ms"}})
	c.waitWorkers(t, 1)
	<-submit(c, "go") // the main agent is told the task failed (its script then runs out: not what is checked)
	taken := c.waitNotice(t, "result of attempt 1", "taken")
	if !strings.Contains(taken, "worker wm") {
		t.Fatalf("taken: %s", taken)
	}
	if n := c.countNotices("handed back"); n != 0 {
		t.Fatalf("the failed attempt was handed back %d times despite --max-deliver 1:\n%s", n, strings.Join(c.allNotices(), "\n"))
	}
	if n := c.countNotices("(attempt 2)"); n != 0 {
		t.Fatal("a second attempt ran")
	}
}
