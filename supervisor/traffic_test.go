package supervisor_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/config"
	"troupe/messages"
	"troupe/supervisor"
)

// longScript is a session of n model calls: n-1 reads of small files, then
// an answer.
func longScript(n int) string {
	var b strings.Builder
	b.WriteString("turns:\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "  - {agent: main, text: \"step %d\", tool_calls: [{name: read_file, args: {file_path: f%d.txt}}]}\n", i, i)
	}
	b.WriteString("  - {agent: main, text: \"done\"}\n  - {agent: main, text: \"done\"}\n")
	return b.String()
}

// meter counts the bytes (subject, headers, payload) of every bus message
// of a session, and where each model call begins.
type meter struct {
	mu    sync.Mutex
	bytes int
	calls []int // bytes so far when the i-th model request was published
}

func (m *meter) observe(msg *nats.Msg) {
	n := len(msg.Subject) + len(msg.Data)
	for k, vs := range msg.Header {
		for _, v := range vs {
			n += len(k) + len(v) + 4
		}
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if msg.Header.Get(messages.HeaderType) == "model_request" && strings.Contains(msg.Subject, ".llm.") { // one hop per call
		m.calls = append(m.calls, m.bytes)
	}
	m.bytes += n
}

// perCall returns the bytes on the bus from the start of model call i
// (1-based) to the start of call i+1.
func (m *meter) perCall(i int) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.calls[i] - m.calls[i-1]
}

// runLong runs a session of n model calls, metering its bus traffic. With
// listen the bus listens on loopback, keeping the replay stream or not.
func runLong(tb testing.TB, n int, listen, replay bool) (*meter, time.Duration) {
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
	if listen {
		cfg.Bus.Listen = "127.0.0.1:0"
		cfg.Bus.Replay.Enabled = replay
	}
	sup, err := supervisor.Start(context.Background(), supervisor.Options{Config: cfg, Workspace: ws, DataDir: filepath.Join(root, "data")})
	if err != nil {
		tb.Fatal(err)
	}
	defer sup.Close()
	m := &meter{}
	sub, err := sup.Bus().Conn().Subscribe("troupe.>", m.observe)
	if err != nil {
		tb.Fatal(err)
	}
	defer sub.Unsubscribe()
	sess, err := sup.OpenSession(context.Background(), "", nil)
	if err != nil {
		tb.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	start := time.Now()
	res, err := sess.Submit(ctx, "read it many times", 0)
	took := time.Since(start)
	if err != nil || res.Err != nil || res.Final != "done" {
		tb.Fatalf("turn: %+v, %v", res, err)
	}
	if err := sup.Bus().Conn().Flush(); err != nil {
		tb.Fatal(err)
	}
	return m, took
}

// The bytes on the bus per model call do not grow with the history: each
// request carries only what changed since the previous one.
func TestBusBytesPerCallStayFlat(t *testing.T) {
	m, _ := runLong(t, 60, false, false)
	early, late := m.perCall(10), m.perCall(50)
	if float64(late) > 1.2*float64(early) {
		t.Errorf("bytes per model call grew from %d (call 10) to %d (call 50)", early, late)
	}
}

// firstCall returns the bytes on the bus from the session's first message
// to the start of model call 2: the prompt, the turn's start and the whole
// first call.
func (m *meter) firstCall() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.calls[1]
}

// The first model call of a session costs about what a later one does: the
// stable prefix (system prompt and tool schemas, ~26 KB) travels by
// reference, not inline in the workflow's and the model client's request.
func TestBusFirstCallIsLean(t *testing.T) {
	m, _ := runLong(t, 12, false, false)
	first, tenth := m.firstCall(), m.perCall(10)
	t.Logf("bytes on the bus: call 1 %d, call 10 %d (%.2fx)", first, tenth, float64(first)/float64(tenth))
	if float64(first) > 1.2*float64(tenth) {
		t.Errorf("call 1 put %d bytes on the bus, call 10 %d: over 1.2x", first, tenth)
	}
}

// BenchmarkBusBytesPerCall reports bytes on the bus per model call at call
// 200 over call 10 of one scripted session (goal ≤ 1.2).
func BenchmarkBusBytesPerCall(b *testing.B) {
	for b.Loop() {
		m, _ := runLong(b, 210, false, false)
		at10, at200 := m.perCall(10), m.perCall(200)
		b.ReportMetric(float64(at10), "bytes@10")
		b.ReportMetric(float64(at200), "bytes@200")
		b.ReportMetric(float64(at200)/float64(at10), "ratio200/10")
		b.ReportMetric(float64(m.firstCall()), "bytes@1")
		b.ReportMetric(float64(m.firstCall())/float64(at10), "ratio1/10")
	}
}

// BenchmarkReplayStream reports the run time of a listening session with the
// replay stream on over the same session with it off (goal ≤ 1.1), in one run.
func BenchmarkReplayStream(b *testing.B) {
	var on, off time.Duration
	first := true // alternate which runs first, so neither always runs cold
	for b.Loop() {
		for _, replay := range []bool{first, !first} {
			_, d := runLong(b, 60, true, replay)
			if replay {
				on += d
			} else {
				off += d
			}
		}
		first = !first
	}
	b.ReportMetric(float64(on)/float64(off), "on/off")
}
