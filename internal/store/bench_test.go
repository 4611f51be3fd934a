package store

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"
)

// BenchmarkAppend measures one Append of a typical small event. The fsync in
// every Append dominates, so the number depends mostly on the file system.
func BenchmarkAppend(b *testing.B) {
	s, err := Open(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	l, err := s.Create("bench", Meta{Workspace: "/ws", Model: "m"})
	if err != nil {
		b.Fatal(err)
	}
	defer l.Close()
	e := Event{Type: "message", Agent: "coder", Turn: "t1", Data: json.RawMessage(`{"role":"assistant","text":"I will now read main.go and run the tests."}`)}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := l.Append(e); err != nil {
			b.Fatal(err)
		}
	}
}

// Shape of BenchmarkSubagents: 8 subagents running in parallel, each making
// 50 tool calls, each call recorded as one event (a tool result of a
// realistic size: 200 B to 3 KiB of output).
const (
	benchAgents = 8
	benchCalls  = 50
)

// toolEvents returns agent g's events.
func toolEvents(g int) []Event {
	evs := make([]Event, benchCalls)
	for i := range evs {
		out := strings.Repeat(fmt.Sprintf("internal/x/file%d.go:%d: match\n", i, g), 6+(i*7)%90)
		data, err := json.Marshal(map[string]any{
			"call_id": fmt.Sprintf("call_%d_%d", g, i), "tool": "grep",
			"args": map[string]string{"pattern": "func .*Receive", "path": "actors/"}, "output": out,
		})
		if err != nil {
			panic(err)
		}
		evs[i] = Event{Type: "tool_result", Agent: fmt.Sprintf("S1-sub%d", g), Turn: "t3", Data: data}
	}
	return evs
}

// fsyncPerEvent is the log as it was before group commit: each append
// encodes, writes and fsyncs its event under one mutex. It is the baseline.
type fsyncPerEvent struct {
	mu   sync.Mutex
	f    *os.File
	next uint64
	buf  bytes.Buffer
}

func (p *fsyncPerEvent) append(e Event) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	e.Seq = p.next
	p.buf.Reset()
	enc := json.NewEncoder(&p.buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(e); err != nil {
		return err
	}
	if _, err := p.f.Write(p.buf.Bytes()); err != nil {
		return err
	}
	if err := p.f.Sync(); err != nil {
		return err
	}
	p.next++
	return nil
}

// BenchmarkSubagents compares one fsync per event (the baseline) with group
// commit, for 8 goroutines appending 50 events each. Each iteration runs
// the whole workload (400 events, from the first append until all are on
// disk) once per mode, in rotating order so no mode always goes first, and
// the benchmark reports each mode's events per second and group commit's
// speed-up over the baseline measured in the same run. "append" waits for
// each event (Append), as a caller that needs its event durable before its
// next step would; "commit" queues them (Commit, as an actor that publishes
// from done would) and Close waits until all are on disk.
func BenchmarkSubagents(b *testing.B) {
	work := make([][]Event, benchAgents)
	for g := range work {
		work[g] = toolEvents(g)
	}
	modes := []struct {
		name string
		run  func(b *testing.B, s *Store, id string)
	}{
		{"fsync-per-event", func(b *testing.B, s *Store, id string) {
			l, err := s.Create(id, Meta{Workspace: "/ws"})
			if err != nil {
				b.Fatal(err)
			}
			l.Close()
			f, err := os.OpenFile(s.logPath(id), os.O_WRONLY|os.O_APPEND, 0)
			if err != nil {
				b.Fatal(err)
			}
			defer f.Close()
			p := &fsyncPerEvent{f: f, next: 2}
			runAgents(b, work, func(e Event) error { return p.append(e) })
		}},
		{"append", func(b *testing.B, s *Store, id string) {
			l := benchLog(b, s, id)
			runAgents(b, work, func(e Event) error { _, err := l.Append(e); return err })
			if err := l.Close(); err != nil {
				b.Fatal(err)
			}
		}},
		{"commit", func(b *testing.B, s *Store, id string) {
			l := benchLog(b, s, id)
			var firstErr error // written only by done, on the writer goroutine
			runAgents(b, work, func(e Event) error {
				l.Commit(e, func(_ Event, err error) {
					if err != nil && firstErr == nil {
						firstErr = err
					}
				})
				return nil
			})
			// Close returns once every queued event is on disk and its done ran.
			if err := l.Close(); err != nil {
				b.Fatal(err)
			}
			if firstErr != nil {
				b.Fatal(firstErr)
			}
		}},
	}
	s, err := Open(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	spent := make([]time.Duration, len(modes))
	n := 0
	for b.Loop() {
		for k := range modes {
			i := (n + k) % len(modes)
			start := time.Now()
			modes[i].run(b, s, fmt.Sprintf("s%d-%d", n, i))
			spent[i] += time.Since(start)
		}
		n++
	}
	events := float64(n * benchAgents * benchCalls)
	for i, m := range modes {
		b.ReportMetric(events/spent[i].Seconds(), m.name+"-events/s")
	}
	b.ReportMetric(float64(spent[0])/float64(spent[1]), "append-speedup")
	b.ReportMetric(float64(spent[0])/float64(spent[2]), "commit-speedup")
}

func benchLog(b *testing.B, s *Store, id string) *Log {
	b.Helper()
	l, err := s.Create(id, Meta{Workspace: "/ws"})
	if err != nil {
		b.Fatal(err)
	}
	return l
}

// runAgents runs one goroutine per agent, each giving its events in order to
// add, and returns when all have.
func runAgents(b *testing.B, work [][]Event, add func(e Event) error) {
	var wg sync.WaitGroup
	for _, evs := range work {
		wg.Go(func() {
			for _, e := range evs {
				if err := add(e); err != nil {
					b.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
}
