package supervisor_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"troupe/internal/config"
	"troupe/internal/transcript"
	"troupe/messages"
	"troupe/supervisor"
)

// heldScript is a session of two turns: warm model calls, then n more,
// each but the last of a turn reading the next file.
func heldScript(warm, n int) string {
	var b strings.Builder
	b.WriteString("turns:\n")
	f := 0
	for _, calls := range []int{warm, n} {
		for range calls - 1 {
			f++
			fmt.Fprintf(&b, "  - {agent: main, text: \"step %d\", tool_calls: [{name: read_file, args: {file_path: f%d.txt}}]}\n", f, f)
		}
		b.WriteString("  - {agent: main, text: \"done\"}\n")
	}
	return b.String()
}

// heapNow is the live heap after two collections.
func heapNow() uint64 {
	var ms runtime.MemStats
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

// heldPerCall runs one scripted session whose tool results are size bytes
// of text each, with a context window too large for any compaction: a
// first turn of warm model calls, then a second of n. It returns the live
// heap the second turn added per model call, with the session still open,
// and the bytes of message text the main agent's history gained per call
// (contents, tool call arguments and ids), as the session log holds them.
func heldPerCall(tb testing.TB, warm, n, size int) (held, text float64) {
	tb.Helper()
	root := tb.TempDir()
	ws, script := filepath.Join(root, "ws"), filepath.Join(root, "s.yaml")
	if err := os.MkdirAll(ws, 0o755); err != nil {
		tb.Fatal(err)
	}
	for i := 1; i < warm+n; i++ {
		var b strings.Builder
		for line := 0; b.Len() < size; line++ {
			fmt.Fprintf(&b, "file %d line %d: %s\n", i, line, strings.Repeat(string(rune('a'+(i+line)%26)), 60))
		}
		if err := writeFile(filepath.Join(ws, fmt.Sprintf("f%d.txt", i)), b.String()); err != nil {
			tb.Fatal(err)
		}
	}
	if err := writeFile(script, heldScript(warm, n)); err != nil {
		tb.Fatal(err)
	}
	cfg := config.Default()
	cfg.Model, cfg.MaxTurns = "script:"+script, warm+n+5
	cfg.Models = map[string]config.Slot{"action": {ContextWindow: 100_000_000}}
	sup, err := supervisor.Start(context.Background(), supervisor.Options{Config: cfg, Workspace: ws, DataDir: filepath.Join(root, "data")})
	if err != nil {
		tb.Fatal(err)
	}
	defer sup.Close()
	// An observer, as every command that opens a session has one.
	var seen atomic.Int64
	sess, err := sup.OpenSession(context.Background(), "", func(string, messages.Meta, messages.Body) { seen.Add(1) })
	if err != nil {
		tb.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	submit := func() {
		tb.Helper()
		res, err := sess.Submit(ctx, "read them", 0)
		if err != nil || res.Err != nil || res.Final != "done" {
			tb.Fatalf("turn: %+v, %v", res, err)
		}
	}
	submit()
	before := heapNow()
	count := func() int {
		loaded, err := sup.Store().Load(sess.ID())
		if err != nil {
			tb.Fatal(err)
		}
		h, err := transcript.Rebuild(loaded.Events, "main")
		if err != nil {
			tb.Fatal(err)
		}
		return messageBytes(h)
	}
	first := count()
	submit()
	after := heapNow()
	added := count() - first
	runtime.KeepAlive(sess)
	if seen.Load() == 0 {
		tb.Fatal("the observer saw nothing")
	}
	return (float64(after) - float64(before)) / float64(n), float64(added) / float64(n)
}

// messageBytes is the text a history holds.
func messageBytes(h []messages.Message) int {
	n := 0
	for _, m := range h {
		n += len(m.Content) + len(m.ToolCallID) + len(m.Name)
		for _, c := range m.ToolCalls {
			n += len(c.ID) + len(c.Name) + len(c.Arguments)
		}
	}
	return n
}

// TestHistoryHeldOnce checks that a session holds its main agent's history
// once: the live heap a turn adds per model call stays under 1.5 times the
// text the history gained per call (issue 21, issue 23 item 3). Each level
// below the agent (the act workflow, its model client, the request log)
// that kept a decoded copy of its own would add a whole text's worth.
func TestHistoryHeldOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("a 230-call session")
	}
	held, text := heldPerCall(t, 30, 200, 6000)
	t.Logf("held %.0f B per call for %.0f B of history text per call (%.2f×)", held, text, held/text)
	if held > 1.5*text {
		t.Errorf("held %.0f B per model call for %.0f B of history text (%.2f×); want at most 1.5× (one copy)", held, text, held/text)
	}
}

// BenchmarkHistoryHeld reports the live heap a session holds per model
// call against the history text it gained, for tool results of 1 KB and
// 6 KB: the ratio is the copies of the history kept.
func BenchmarkHistoryHeld(b *testing.B) {
	for _, size := range []int{1000, 6000} {
		b.Run(fmt.Sprintf("result=%dB", size), func(b *testing.B) {
			for b.Loop() {
				held, text := heldPerCall(b, 30, 500, size)
				b.ReportMetric(held, "held-B/call")
				b.ReportMetric(text, "text-B/call")
				b.ReportMetric(held/text, "held/text")
			}
		})
	}
}
