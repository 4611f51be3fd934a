package worker_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/bus"
)

// clerkMD is a project subagent type whose action model is its own: a
// scripted "cheap" model the coordinator's session does not use (%s: the
// coordinator's copy of it).
const clerkMD = `---
name: clerk
description: "Files a note, on the cheap model."
tools: [write_file]
max_turns: 4
placement: remote
model: script:%s
---
You are a clerk working in {{workspace}}.
`

var clerkCoordScript = delegate("clerk", "file it", "file the note")

const clerkScript = `turns:
  - agent: clerk
    expect: "file the note"
    tool_calls:
      - name: write_file
        args: {file_path: note.txt, content: "filed by the cheap model\n"}
  - agent: clerk
    expect_tool: write_file
    text: "filed"
`

// A type naming a model of its own goes to the worker that has that model,
// never to one with only the session's model, and runs there on the
// worker's own binding of it (its script path, not the coordinator's).
func TestTypeWithItsOwnModelGoesToTheWorkerWithIt(t *testing.T) {
	// The coordinator's own cheap.yaml files something else: what lands
	// says whose binding ran.
	coordCheap := write(t, filepath.Join(t.TempDir(), "cheap.yaml"),
		strings.ReplaceAll(clerkScript, "filed by the cheap model", "filed by the coordinator's copy"))
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: clerkCoordScript,
		agents: map[string]string{"clerk": fmt.Sprintf(clerkMD, coordCheap)}})
	o := workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker]}
	demo := o
	demo.script = workerScript // the session's model (script_demo): never given the clerk
	cheap := o
	cheap.script, cheap.stem = clerkScript, "cheap"
	ws := []*workerProc{startWorker(t, "w-demo", demo), startWorker(t, "w-cheap", cheap)}
	c.waitWorkers(t, 2)
	r := <-submit(c, "go")
	if r.Err != nil {
		t.Fatalf("turn = %+v", r)
	}
	if w := runningOn(t, c, ws, "1"); w.id != "w-cheap" {
		t.Fatalf("the clerk ran on %s", w.id)
	}
	got, err := os.ReadFile(filepath.Join(c.ws, "note.txt"))
	if err != nil || string(got) != "filed by the cheap model\n" {
		t.Fatalf("note.txt = %q, %v", got, err)
	}
}
