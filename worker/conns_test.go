package worker_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"troupe/internal/bus"
	"troupe/messages"
)

// manyTasks: the main agent hands out n tasks at once.
func manyTasks(n int) string {
	var b strings.Builder
	b.WriteString("turns:\n  - agent: ^main$\n    expect: \"go\"\n    tool_calls:\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "      - name: task\n        args: {description: \"part %d\", subagent_type: general, prompt: \"answer part %d\"}\n", i, i)
	}
	b.WriteString("  - agent: ^main$\n    expect_tool: task\n    text: \"done\"\n")
	b.WriteString("  - agent: ^main$\n    expect_reminder: \"original_task\"\n    text: \"all done\"\n")
	return b.String()
}

// parts answers each part after a pause, so that tasks overlap.
func parts(n int) string {
	var b strings.Builder
	b.WriteString("turns:\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "  - agent: general\n    expect: \"answer part %d\"\n    delay: 300ms\n    text: \"part %d answered\"\n", i, i)
	}
	return b.String()
}

// A worker process keeps the same connections to the coordinator's NATS
// however many tasks it runs, one after another or at once: its tasks'
// own traffic (agent, workflows, model clients) stays on the worker's
// in-process bus (TestTasksShareOneRuntime counts that one), and only the
// task protocol and the events the coordinator shows cross. The two are
// the worker's main connection (heartbeats, statuses, events) and the one
// tasks are fetched on (issue 21 item 4).
func TestWorkerConnectionsDoNotGrowWithTasks(t *testing.T) {
	const n = 6
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: manyTasks(n)})
	workerConns := func() int {
		cz, err := c.sup.Bus().Server().Connz(&server.ConnzOptions{Limit: 1 << 12})
		if err != nil {
			t.Fatal(err)
		}
		k := 0
		for _, ci := range cz.Conns {
			if ci.Name == "troupe-worker" {
				k++
			}
		}
		return k
	}
	startWorker(t, "wn", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: parts(n),
		extra: []string{"--concurrency", "3"}})
	c.waitWorkers(t, 1)
	idle := workerConns()
	res := submit(c, "go")
	most := idle
	var r messages.TurnResult
	for done := false; !done; {
		select {
		case r = <-res:
			done = true
		case <-time.After(10 * time.Millisecond):
			most = max(most, workerConns())
		}
	}
	if r.Err != nil {
		t.Fatalf("turn = %+v", r)
	}
	if got := c.countNotices("result of attempt", "taken"); got != n {
		t.Fatalf("%d task results taken, want %d", got, n)
	}
	if after := workerConns(); idle != 2 || most != 2 || after != 2 {
		t.Errorf("the worker's connections to the coordinator: %d idle, at most %d while %d tasks ran (3 at once), %d after; want 2 throughout",
			idle, most, n, after)
	}
}
