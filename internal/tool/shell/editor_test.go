package shell

import (
	"context"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"troupe/internal/tool"
)

// bufferEditor answers every read with its buffer and counts the reads.
type bufferEditor struct{ reads atomic.Int32 }

func (e *bufferEditor) ReadTextFile(context.Context, string) (string, error) {
	e.reads.Add(1)
	return "BUFFER", nil
}

func (e *bufferEditor) WriteTextFile(context.Context, string, string) error { return tool.ErrNoEditor }

// While a command or a background job runs, the file tools do not go
// through the editor (a command could swap a directory for a link between
// troupe's check and the editor's open); once it has ended, they do again.
func TestCommandsTurnTheEditorOff(t *testing.T) {
	o := testOptions(t)
	ed := &bufferEditor{}
	ws, err := tool.NewWorkspace(t.TempDir(), tool.WithEditor(ed))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(ws.Root(), "f.txt")
	if err := os.WriteFile(file, []byte("DISK"), 0o644); err != nil {
		t.Fatal(err)
	}
	read := func() string {
		t.Helper()
		data, err := ws.ReadText(context.Background(), file)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	if got := read(); got != "BUFFER" {
		t.Fatalf("no command running: %q, want the editor's buffer", got)
	}

	// A foreground command reads the file while it runs: through the disk.
	js := NewJobs(o)
	t.Cleanup(func() { _ = js.Close() })
	env := tool.Env{Workspace: ws, Jobs: js}
	seen := make(chan string, 1)
	go func() {
		// The command waits for a file this goroutine makes once it has read.
		for range 500 {
			if _, err := os.Stat(filepath.Join(ws.Root(), "started")); err == nil {
				seen <- read()
				_ = os.WriteFile(filepath.Join(ws.Root(), "go"), nil, 0o644)
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
		seen <- "the command never started"
	}()
	res := runTool(t, Bash(o), env, `{"command": "touch started; while [ ! -e go ]; do sleep 0.01; done"}`)
	if res.IsError {
		t.Fatalf("bash: %s", res.Content)
	}
	if got := <-seen; got != "DISK" {
		t.Errorf("while a command ran: %q, want the disk", got)
	}
	if got := read(); got != "BUFFER" {
		t.Errorf("after the command: %q, want the buffer", got)
	}

	// A background job: the disk until it is stopped.
	id, _ := startJob(t, env, o, "sleep 1000")
	if got := read(); got != "DISK" {
		t.Errorf("while a background job runs: %q, want the disk", got)
	}
	runTool(t, KillBash(), env, `{"shell_id": "`+id+`"}`)
	for range 500 {
		if read() == "BUFFER" {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Error("the editor stayed off after the background job ended")
}
