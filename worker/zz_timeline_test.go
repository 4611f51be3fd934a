package worker_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"troupe/internal/bus"
)

func TestZZTimeline(t *testing.T) {
	const tasks = 8
	var coord, work strings.Builder
	coord.WriteString("turns:\n")
	coord.WriteString("  - agent: ^main$\n    expect: \"go\"\n    tool_calls:\n")
	for i := range tasks {
		fmt.Fprintf(&coord, "      - name: task\n        args: {description: \"part %d\", subagent_type: explore, prompt: \"look at part %d\"}\n", i, i)
	}
	coord.WriteString("  - agent: ^main$\n    expect_tool: task\n    text: \"done\"\n")
	coord.WriteString("  - agent: ^main$\n    expect_reminder: \"original_task\"\n    text: \"all done\"\n")
	work.WriteString("turns:\n")
	for range tasks {
		work.WriteString("  - agent: explore\n    expect: \"look at part\"\n    delay: 200ms\n    text: \"nothing there\"\n")
	}
	c := startCoordinator(t, coordOpts{placement: "remote", wait: time.Minute, script: coord.String()})
	w := startWorker(t, "w1", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: work.String(), extra: []string{"--debug"}})
	c.waitWorkers(t, 1)
	start := time.Now()
	r := <-submit(c, "go")
	t.Logf("turn %v: %+v start %s", time.Since(start), r.Final, start.Format("15:04:05.000"))
	time.Sleep(200 * time.Millisecond)
	t.Log(w.stderr.String())
}
