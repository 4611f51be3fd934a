package shell

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"troupe/internal/tool"
)

// TestLiveOutputWhileRunning: the command prints a line, then waits until
// the report of that line has been seen (the test creates the file it
// waits for only then). Without live reports it could only time out.
func TestLiveOutputWhileRunning(t *testing.T) {
	ws := newWorkspace(t)
	gate := filepath.Join(ws.Root(), "seen")
	var (
		mu      sync.Mutex
		reports []string
		once    sync.Once
	)
	ctx := tool.WithProgress(context.Background(), func(o tool.Output) {
		mu.Lock()
		reports = append(reports, o.Tail)
		mu.Unlock()
		if strings.Contains(o.Tail, "first") {
			once.Do(func() { _ = os.WriteFile(gate, nil, 0o644) })
		}
	})
	o := testOptions(t)
	o.DefaultTimeout = 20 * time.Second //: only reached when live output is missing
	res := runBash(t, ctx, o, ws, map[string]any{"command": "echo first; while [ ! -e seen ]; do sleep 0.02; done; echo second"})
	if res.IsError || !strings.Contains(res.Content, "first\nsecond") {
		t.Fatalf("result = %+v", res)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(reports) == 0 || reports[0] != "first" {
		t.Fatalf("reports = %q, want the first to be %q", reports, "first")
	}
}

func TestLastLines(t *testing.T) {
	long := strings.Repeat("é", 150) // 300 bytes
	tests := []struct {
		name, in, want string
	}{
		{"last five", "1\n2\n3\n4\n5\n6\n7\n", "3\n4\n5\n6\n7"},
		{"partial line counts", "a\nb", "a\nb"},
		{"progress bar keeps the last redraw", "10%\r50%\r100%\n", "100%"},
		{"colours stripped", "\x1b[31mred\x1b[0m\n", "red"},
		{"control characters dropped", "a\x07b\x00c\n", "abc"},
		{"blank lines kept: the lines are consecutive", "x\n\n\n  \n", "x\n\n\n  "},
		{"the final newline starts no line", "a\n", "a"},
		{"nothing", "", ""},
		{"long line cut on a rune", long + "\n", strings.Repeat("é", 100) + "…"},
		{"invalid utf-8", "ok\xff\n", "ok?"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := lastLines(tt.in, liveLines, liveLineMax); got != tt.want {
				t.Errorf("lastLines(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestLiveTailKeepsTheNewest(t *testing.T) {
	var l liveTail
	for i := 0; i < 3000; i++ {
		_, _ = l.Write([]byte("line\n"))
	}
	_, _ = l.Write([]byte(strings.Repeat("x", 10_000) + "\nend\n"))
	o := l.snapshot()
	if len(l.buf) > liveKeep {
		t.Errorf("kept %d bytes, want at most %d", len(l.buf), liveKeep)
	}
	if o.Bytes != 3000*5+10_005 || o.Lines != 3002 || o.Open {
		t.Errorf("counts = %d bytes, %d lines, open %v", o.Bytes, o.Lines, o.Open)
	}
	if !strings.HasSuffix(o.Tail, "\nend") {
		t.Errorf("tail = %q", o.Tail)
	}
	_, _ = l.Write([]byte("half a li"))
	if o := l.snapshot(); !o.Open || o.Lines != 3002 || !strings.HasSuffix(o.Tail, "\nend\nhalf a li") {
		t.Errorf("an unfinished line: %+v", o)
	}
}
