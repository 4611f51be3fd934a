package worker_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/bus"
)

// trainerMD is a project subagent type that needs a worker with a GPU.
const trainerMD = `---
name: trainer
description: "Trains the model; needs a GPU."
tools: [write_file]
max_turns: 4
placement: remote
labels: [gpu]
---
You train models in {{workspace}}.
`

const trainerScript = `turns:
  - agent: trainer
    expect: "train it"
    tool_calls:
      - name: write_file
        args: {file_path: weights.txt, content: "trained\n"}
  - agent: trainer
    expect_tool: write_file
    text: "trained"
`

// A type that requires label gpu is never run by a worker without it: with
// only such a worker the placement says what is missing and the task waits,
// queued (troupe tasks shows it, from outside); a worker started with
// --label gpu then takes it, and the result is applied.
func TestLabelledTypeWaitsForAWorkerWithTheLabel(t *testing.T) {
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 90 * time.Second, script: delegate("trainer", "train", "train it"),
		agents: map[string]string{"trainer": trainerMD}})
	o := workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: trainerScript}
	plain := startWorker(t, "w-plain", o)
	c.waitWorkers(t, 1)
	res := submit(c, "go")
	placed := c.waitNotice(t, "runs remote")
	if !strings.Contains(placed, "no worker with model script_demo and labels gpu yet") {
		t.Fatalf("placement: %s", placed)
	}
	c.waitNotice(t, "queued as")

	out, err := troupeCLI(t, c, "tasks", "--session", c.sess.ID(), "--json")
	if err != nil {
		t.Fatalf("troupe tasks: %v\n%s", err, out)
	}
	var rows []struct{ State, Worker string }
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if len(rows) != 1 || rows[0].State != "queued" {
		t.Fatalf("troupe tasks = %s, want the task queued", out)
	}

	o.extra = []string{"--label", "gpu"}
	gpu := startWorker(t, "w-gpu", o)
	if w := runningOn(t, c, []*workerProc{plain, gpu}, "1"); w.id != "w-gpu" {
		t.Fatalf("the trainer ran on %s", w.id)
	}
	if r := <-res; r.Err != nil {
		t.Fatalf("turn = %+v", r)
	}
	got, err := os.ReadFile(filepath.Join(c.ws, "weights.txt"))
	if err != nil || string(got) != "trained\n" {
		t.Fatalf("weights.txt = %q, %v", got, err)
	}
	if s := plain.stderr.String(); strings.Contains(s, "workspace ready") {
		t.Fatalf("the worker without the label ran a task:\n%s", s)
	}
	if s := gpu.stderr.String(); !strings.Contains(s, "labels gpu") {
		t.Fatalf("the gpu worker did not say its labels:\n%s", s)
	}
}

// A bad label is refused before the worker connects.
func TestWorkerRefusesABadLabel(t *testing.T) {
	for _, bad := range [][]string{{"--label", "a.b"}, {"--label", "a,b,c,d,e"}} {
		w := startWorker(t, "w-bad", workerOpts{url: "nats://127.0.0.1:1", script: trainerScript, extra: bad})
		select {
		case err := <-w.done:
			w.done <- err // for the cleanup, which waits for it
			if err == nil || !strings.Contains(w.stderr.String(), "--label") {
				t.Fatalf("%v: exit %v:\n%s", bad, err, w.stderr.String())
			}
		case <-time.After(30 * time.Second): // a hung test's safety net
			t.Fatalf("%v: the worker did not refuse", bad)
		}
	}
}
