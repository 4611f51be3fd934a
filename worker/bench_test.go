package worker_test

import (
	"fmt"
	"strings"
	"testing"
	"time"
	"troupe/internal/bus"
)

// BenchmarkRemoteSubagents runs turns in which the main agent hands 8
// explore tasks to 1–4 worker processes (one slot each) whose model
// answers after 200 ms, and reports the time per turn. The speedup of N
// workers is ns/op(workers-1) / ns/op(workers-N) from the same run; the
// ideal is N (8/3 for 3 workers: three rounds). Each task is an agent
// subtree on its worker's one runtime. One turn runs before the clock
// starts, so what is measured is a running system's throughput, not the
// workers' start (attaching to the queue, the first task's cold caches).
// The workers-N rows keep the default concurrency.subagents (4 at once:
// tasks 5-8 are dispatched, snapshot and all, only as the first ones
// finish); the -subagents-8 rows let the main agent hand out all 8 at once.
func BenchmarkRemoteSubagents(b *testing.B) {
	const tasks = 8
	for _, c := range []struct{ workers, subagents int }{{1, 0}, {2, 0}, {3, 0}, {4, 0}, {1, tasks}, {2, tasks}, {3, tasks}, {4, tasks}} {
		n := c.workers
		name := fmt.Sprintf("workers-%d", n)
		if c.subagents > 0 { // all 8 at once: no wave waits for a subagent to finish
			name += fmt.Sprintf("-subagents-%d", c.subagents)
		}
		b.Run(name, func(b *testing.B) {
			var coord, work strings.Builder
			coord.WriteString("turns:\n")
			for range b.N + 1 { // +1: the warm-up turn
				coord.WriteString("  - agent: ^main$\n    expect: \"go\"\n    tool_calls:\n")
				for i := range tasks {
					fmt.Fprintf(&coord, "      - name: task\n        args: {description: \"part %d\", subagent_type: explore, prompt: \"look at part %d\"}\n", i, i)
				}
				coord.WriteString("  - agent: ^main$\n    expect_tool: task\n    text: \"done\"\n")
				coord.WriteString("  - agent: ^main$\n    expect_reminder: \"original_task\"\n    text: \"all done\"\n")
			}
			work.WriteString("turns:\n")
			for range tasks * (b.N + 1) {
				work.WriteString("  - agent: explore\n    expect: \"look at part\"\n    delay: 200ms\n    text: \"nothing there\"\n")
			}
			c := startCoordinator(b, coordOpts{placement: "remote", wait: time.Minute, script: coord.String(), subagents: c.subagents})
			var ws []*workerProc
			for i := range n {
				ws = append(ws, startWorker(b, fmt.Sprintf("w%d", i+1), workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: work.String(),
					extra: []string{"--verbose"}})) // its "task finished" lines: the phases of each task
			}
			c.waitWorkers(b, n)
			if r := <-submit(c, "go"); r.Err != nil || !strings.HasSuffix(r.Final, "done") {
				b.Fatalf("warm-up turn = %+v", r)
			}
			logged := make([]int, len(ws))
			for i, w := range ws {
				logged[i] = len(w.stderr.String())
			}
			c.mu.Lock()
			seen := len(c.notices)
			c.mu.Unlock()
			cpu0 := cpuSeconds(b, c, ws)
			b.ResetTimer()
			for range b.N {
				if r := <-submit(c, "go"); r.Err != nil || !strings.HasSuffix(r.Final, "done") {
					b.Fatalf("turn = %+v", r)
				}
			}
			b.StopTimer()
			b.ReportMetric(float64(tasks*b.N)/b.Elapsed().Seconds(), "tasks/s")
			cpu1 := cpuSeconds(b, c, ws)
			b.ReportMetric((cpu1.coord-cpu0.coord)*1000/float64(tasks*b.N), "coord-cpu-ms/task")
			b.ReportMetric((cpu1.workers-cpu0.workers)*1000/float64(tasks*b.N), "worker-cpu-ms/task")
			workerPhases(b, ws, logged)
			coordinatorPhases(b, c, seen)
		})
	}
}
