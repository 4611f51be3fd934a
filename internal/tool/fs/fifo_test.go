package fs

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/proctest"
	"troupe/internal/tool"
)

// A hostile model runs `mkfifo notes.txt` and then reads it: opening a
// named pipe to read blocks until something writes to it, so the tool, and
// the turn with it, hung. Each file tool now refuses it with a clear error.
func TestNamedPipeIsRefused(t *testing.T) {
	ws := newWorkspace(t, map[string]string{"main.go": "package main\n"})
	fifo := filepath.Join(ws.Root(), "notes.txt")
	proctest.Mkfifo(t, fifo)
	for _, tc := range []struct {
		tool tool.Tool
		args string
	}{
		{ReadFile(), `{"file_path": "notes.txt"}`},
		{Grep(), `{"pattern": "x", "path": "notes.txt"}`},
		{EditFile(), `{"file_path": "notes.txt", "old_string": "a", "new_string": "b"}`},
		{MultiEdit(), `{"file_path": "notes.txt", "edits": [{"old_string": "a", "new_string": "b"}]}`},
	} {
		t.Run(tc.tool.Spec().Name, func(t *testing.T) {
			done := make(chan tool.Result, 1)
			go func() { done <- call(t, tc.tool, ws, tc.args) }()
			var res tool.Result
			select {
			case res = <-done:
			case <-time.After(30 * time.Second): // a hang's safety net
				t.Fatalf("%s blocked on a named pipe", tc.tool.Spec().Name)
			}
			if !res.IsError || !strings.Contains(res.Content, "not a regular file") {
				t.Fatalf("result %+v, want an error saying it is not a regular file", res)
			}
			t.Logf("%s: %s", tc.tool.Spec().Name, res.Content)
		})
	}
}
