package workflow_test

import (
	"fmt"
	"strings"
	"syscall"
	"testing"
	"time"

	"troupe/actors/workflow"
	"troupe/messages"
)

// BenchmarkModelCallHop is one model call's round trip through the levels
// on a real in-process bus: an act job from the agent to the act workflow,
// the model request to its model client, the (scripted, instant) answer,
// and the outcome back to the agent. The view is small and sent whole, so
// the figure is the hop cost, not the history's.
func BenchmarkModelCallHop(b *testing.B) {
	const calls = 20000
	var src strings.Builder
	src.WriteString("turns:\n")
	for range calls {
		src.WriteString("  - {text: ok}\n")
	}
	r := newRig(b, map[string]string{workflow.Act: src.String()})
	view := []messages.Message{user("list the files")}
	tools := []messages.ToolSpec{{Name: "bash"}}
	i := 0
	start := processCPU()
	for b.Loop() {
		if i >= calls {
			b.Fatal("script exhausted: raise calls")
		}
		i++
		call := fmt.Sprint("a", i)
		r.send(workflow.Act, &messages.ModelRequest{Call: call, System: "sys", Messages: view, Tools: tools})
		if got := next[*messages.ModelResult](r); got.Err != nil || got.Call != call {
			b.Fatalf("outcome = %+v", got)
		}
	}
	b.ReportMetric(float64((processCPU()-start).Microseconds())/float64(i), "cpu-µs/op")
}

// processCPU is the process's CPU time so far (user and system).
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
