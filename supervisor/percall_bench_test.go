package supervisor_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime/metrics"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/config"
	"troupe/supervisor"
)

// cpuMeter records the process's CPU time (user + system) and heap
// allocations when each model call of the main agent's act workflow
// reaches its model client.
type cpuMeter struct {
	mu     sync.Mutex
	marks  []time.Duration
	allocs []allocMark
}

// allocMark is the process's heap allocations so far.
type allocMark struct{ objects, bytes uint64 }

// allocsNow reads the heap allocations so far without stopping the world.
func allocsNow() allocMark {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:objects"}, {Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	return allocMark{objects: s[0].Value.Uint64(), bytes: s[1].Value.Uint64()}
}

func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func (m *cpuMeter) observe(msg *nats.Msg) {
	if !strings.HasPrefix(msg.Subject, "troupe.cmd.") || !strings.HasSuffix(msg.Subject, ".main.llm.act") {
		return
	}
	cpu, al := processCPU(), allocsNow()
	m.mu.Lock()
	m.marks = append(m.marks, cpu)
	m.allocs = append(m.allocs, al)
	m.mu.Unlock()
}

// at returns the mean CPU per model call over the calls around call i
// (1-based): from call i-span to call i+span.
func (m *cpuMeter) at(i, span int) time.Duration {
	m.mu.Lock()
	defer m.mu.Unlock()
	return (m.marks[i+span-1] - m.marks[i-span-1]) / time.Duration(2*span)
}

// allocsAt returns the mean heap allocations (objects, bytes) per model
// call over the same calls as at.
func (m *cpuMeter) allocsAt(i, span int) (objects, bytes float64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	a, b := m.allocs[i-span-1], m.allocs[i+span-1]
	return float64(b.objects-a.objects) / float64(2*span), float64(b.bytes-a.bytes) / float64(2*span)
}

// runCPU runs one scripted session of n model calls (n-1 reads of small
// files, then an answer) and meters the CPU of each call.
func runCPU(tb testing.TB, n int) *cpuMeter {
	tb.Helper()
	root := tb.TempDir()
	ws, script := filepath.Join(root, "ws"), filepath.Join(root, "s.yaml")
	if err := os.MkdirAll(ws, 0o755); err != nil {
		tb.Fatal(err)
	}
	for i := 1; i < n; i++ {
		if err := writeFile(filepath.Join(ws, fmt.Sprintf("f%d.txt", i)), fmt.Sprintf("note %d\n", i)); err != nil {
			tb.Fatal(err)
		}
	}
	if err := writeFile(script, longScript(n)); err != nil {
		tb.Fatal(err)
	}
	cfg := config.Default()
	cfg.Model, cfg.MaxTurns = "script:"+script, n+5
	sup, err := supervisor.Start(context.Background(), supervisor.Options{Config: cfg, Workspace: ws, DataDir: filepath.Join(root, "data")})
	if err != nil {
		tb.Fatal(err)
	}
	defer sup.Close()
	m := &cpuMeter{}
	sub, err := sup.Bus().Conn().Subscribe("troupe.cmd.>", m.observe)
	if err != nil {
		tb.Fatal(err)
	}
	defer sub.Unsubscribe()
	sess, err := sup.OpenSession(context.Background(), "", nil)
	if err != nil {
		tb.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	res, err := sess.Submit(ctx, "read it many times", 0)
	if err != nil || res.Err != nil || res.Final != "done" {
		tb.Fatalf("turn: %+v, %v", res, err)
	}
	if err := sup.Bus().Conn().Flush(); err != nil {
		tb.Fatal(err)
	}
	return m
}

// BenchmarkCPUPerCall reports the process CPU per model call around call
// 1000 over that around call 50 of one scripted session (issue 23 item 3:
// goal ≤ 1.2). Each figure is the mean over the 40 calls centred on it.
func BenchmarkCPUPerCall(b *testing.B) {
	for b.Loop() {
		m := runCPU(b, 1030)
		at50, at1000 := m.at(50, 20), m.at(1000, 20)
		b.ReportMetric(float64(at50.Microseconds()), "cpu-µs@50")
		b.ReportMetric(float64(at1000.Microseconds()), "cpu-µs@1000")
		b.ReportMetric(float64(at1000)/float64(at50), "ratio1000/50")
		o50, b50 := m.allocsAt(50, 20)
		o1000, b1000 := m.allocsAt(1000, 20)
		b.ReportMetric(o50, "allocs@50")
		b.ReportMetric(o1000, "allocs@1000")
		b.ReportMetric(b50, "B@50")
		b.ReportMetric(b1000, "B@1000")
	}
}
