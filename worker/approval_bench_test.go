package worker_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"troupe/internal/bus"
	"troupe/internal/gate"
	"troupe/internal/safety"
	"troupe/messages"
)

// BenchmarkApprovalRoundTrip compares one approval's round trip for a
// remote subagent with a local one's, in the same run, answered at once
// by the same auto-answering person on the coordinator's bus.
//
//   - remote: a worker process's subagent makes b.N calls that each ask;
//     the worker times each ask from sending it to the coordinator to
//     holding the forwarded answer (its debug log, "took=").
//   - local: the same ask through the coordinator's gate.BusApprover (what
//     a local subagent's gate calls), timed here.
//
// It reports both in ns per ask and their ratio, remote/local.
func BenchmarkApprovalRoundTrip(b *testing.B) {
	var work strings.Builder
	work.WriteString("turns:\n")
	for i := range b.N {
		if i == 0 {
			work.WriteString("  - agent: general\n    expect: \"write the greeting\"\n")
		} else {
			work.WriteString("  - agent: general\n    expect_tool: bash\n")
		}
		fmt.Fprintf(&work, "    tool_calls:\n      - name: bash\n        args: {command: \"touch f%d.txt\"}\n", i)
	}
	work.WriteString("  - agent: general\n    expect_tool: bash\n    text: \"made them\"\n")
	c := startCoordinator(b, coordOpts{placement: "remote", wait: time.Minute, script: coordScript, interactive: true,
		autoAnswer: "once", maxTurns: b.N + 5})
	w := startWorker(b, "wa", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: work.String(), extra: []string{"-v"}})
	c.waitWorkers(b, 1)

	b.ResetTimer()
	r := <-submit(c, "go")
	b.StopTimer()
	if r.Err != nil {
		b.Fatalf("turn = %+v", r)
	}
	var remote []time.Duration
	for _, line := range strings.Split(w.stderr.String(), "\n") {
		if !strings.Contains(line, "approval asked at the coordinator") {
			continue
		}
		for _, f := range strings.Fields(line) {
			if v, ok := strings.CutPrefix(f, "took="); ok {
				d, err := time.ParseDuration(v)
				if err != nil {
					b.Fatal(err)
				}
				remote = append(remote, d)
			}
		}
	}
	if len(remote) != b.N {
		b.Fatalf("the worker timed %d asks, want %d:\n%s", len(remote), b.N, w.stderr.String())
	}

	local := &gate.BusApprover{Bus: c.sup.Bus(), Session: c.sess.ID(), Agent: "general-local-1"}
	q := gate.Question{Call: messages.ToolCall{ID: "call", Name: "bash", Arguments: messages.Args(`{"command":"touch x"}`)},
		Command: "touch x", Grants: []string{"touch"},
		Decision: safety.Decision{Verdict: safety.Ask, Reason: "auto-edit mode asks before running a command", Layer: safety.LayerApproval}}
	var localTotal time.Duration
	for range b.N {
		start := time.Now()
		ans, err := local.Approve(context.Background(), q)
		localTotal += time.Since(start)
		if err != nil || ans.Verdict != gate.AllowOnce {
			b.Fatalf("local approval = %+v, %v", ans, err)
		}
	}
	var remoteTotal time.Duration
	for _, d := range remote {
		remoteTotal += d
	}
	rn, ln := float64(remoteTotal.Nanoseconds())/float64(b.N), float64(localTotal.Nanoseconds())/float64(b.N)
	b.ReportMetric(rn, "remote-ns/ask")
	b.ReportMetric(ln, "local-ns/ask")
	b.ReportMetric(rn/ln, "remote/local")
}
