package worker_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/bus"
	"troupe/messages"
)

// scribeMD is a subagent type only the coordinator's project defines.
const scribeMD = `---
name: scribe
description: "Writes down what it is told."
tools: [write_file, lint_fix]
max_turns: 4
placement: remote
---
You are a scribe working in {{workspace}}.
`

var scribeCoordScript = delegate("scribe", "note it", "note the date")

// The worker's config has no scribe; it plays scribe through the
// definition the task carries, with scribe's tools only: bash is not one,
// lint_fix is one the worker lacks.
const scribeWorkerScript = `turns:
  - agent: scribe
    expect: "note the date"
    tool_calls:
      - name: bash
        args: {command: "echo not a scribe tool > bash.txt"}
  - agent: scribe
    expect_tool: bash
    tool_calls:
      - name: lint_fix
        args: {}
  - agent: scribe
    expect_tool: lint_fix
    tool_calls:
      - name: write_file
        args: {file_path: note.txt, content: "noted\n"}
  - agent: scribe
    expect_tool: write_file
    text: "noted"
`

func TestRemoteSubagentRunsTheCoordinatorsType(t *testing.T) {
	c := startCoordinator(t, coordOpts{wait: 30 * time.Second, script: scribeCoordScript, agents: map[string]string{"scribe": scribeMD}})
	startWorker(t, "wa", workerOpts{url: c.ep.URL, nkey: c.ep.NKeyFiles[bus.Worker], script: scribeWorkerScript})
	c.waitWorkers(t, 1)
	r := <-submit(c, "go")
	if r.Err != nil {
		t.Fatalf("turn = %+v", r)
	}
	c.waitNotice(t, "result of attempt 1 from worker wa taken")
	got, err := os.ReadFile(filepath.Join(c.ws, "note.txt"))
	if err != nil || string(got) != "noted\n" {
		t.Fatalf("note.txt = %q, %v", got, err)
	}
	if _, err := os.Stat(filepath.Join(c.ws, "bash.txt")); !os.IsNotExist(err) {
		t.Fatalf("bash.txt: %v; scribe ran a tool its type does not have", err)
	}
	// The remote transcript, in the coordinator's session log, shows the
	// model a tool error naming the tool scribe lacks.
	loaded, err := c.sup.Store().Load(c.sess.ID())
	if err != nil {
		t.Fatal(err)
	}
	var toolErr, lacking string
	for _, ev := range loaded.Events {
		if !strings.HasPrefix(ev.Agent, "scribe-") || ev.Type != "message" {
			continue
		}
		var m messages.Message
		if json.Unmarshal(ev.Data, &m) == nil && m.Role == messages.RoleTool && m.Name == "bash" && m.IsError {
			toolErr = m.Content
		}
		if m.Role == messages.RoleTool && m.Name == "lint_fix" {
			lacking = m.Content
		}
	}
	if !strings.Contains(toolErr, `"bash" is not available to this agent`) {
		t.Errorf("the scribe's bash call got %q, want a tool error naming bash", toolErr)
	}
	if !strings.Contains(lacking, `"lint_fix" is one of this agent's tools, but this machine does not have it`) {
		t.Errorf("the scribe's lint_fix call got %q, want a tool error saying the worker lacks it", lacking)
	}
}
