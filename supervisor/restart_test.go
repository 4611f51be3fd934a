package supervisor_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/tool"
	"troupe/internal/tool/fs"
	"troupe/messages"
)

// boom is a tool that panics.
func boom() tool.Tool {
	return tool.Func{
		S: tool.Spec{Name: "boom", Description: "panics", Parameters: json.RawMessage(`{"type":"object"}`)},
		Fn: func(context.Context, tool.Env, json.RawMessage) (tool.Result, error) {
			panic("kaboom")
		},
	}
}

const panicScript = `
turns:
  - agent: main
    expect: "try boom"
    tool_calls:
      - {name: boom, args: {}}
  - agent: main
    expect_tool: boom
    expect: "crashed"
    tool_calls:
      - {name: read_file, args: {file_path: a.txt}}
  - agent: main
    expect_tool: read_file
    expect: "hello"
    text: "recovered"
`

func TestToolPanicRestartsRunner(t *testing.T) {
	w := newWorld(t, panicScript, map[string]string{"a.txt": "hello\n"})
	w.tools = append(fs.Tools(), boom())
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	res := submit(t, sess, "try boom")
	if res.Err != nil || res.Final != "recovered" {
		t.Fatalf("turn = %+v, want the model to see the crash and go on", res)
	}
	sup.Store() // the log is intact and complete:
	loaded, err := sup.Store().Load(sess.ID())
	if err != nil || loaded.Truncated != nil {
		t.Fatalf("load: %v, truncated %v", err, loaded.Truncated)
	}
	var directives []string
	for _, m := range rec.all() {
		if s, ok := m.Body.(*messages.Supervision); ok {
			directives = append(directives, s.Directive+" "+s.Child[strings.LastIndex(s.Child, "/")+1:])
		}
	}
	if diff := cmp.Diff([]string{"RestartDirective tools"}, directives); diff != "" {
		t.Errorf("supervision events (-want +got):\n%s", diff)
	}
}

const giveUpScript = `
turns:
  - agent: main
    expect: "first"
    tool_calls:
      - {name: boom, args: {}}
  - agent: main
    expect: "second"
    text: "fine again"
`

// With no restarts allowed the runner is stopped; the turn fails, the agent
// starts a fresh runner, and the session goes on.
func TestToolRunnerGivesUp(t *testing.T) {
	w := newWorld(t, giveUpScript, nil)
	w.tools = append(fs.Tools(), boom())
	w.cfg.Restart.MaxRestarts = 0
	sup := w.start()
	sess, err := sup.OpenSession(context.Background(), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	res := submit(t, sess, "first")
	if res.Err == nil || res.Err.Kind != messages.KindCrashed {
		t.Fatalf("turn = %+v, want a crashed turn", res)
	}
	if res := submit(t, sess, "second"); res.Err != nil || res.Final != "fine again" {
		t.Fatalf("next turn = %+v", res)
	}
}

const resumeScript1 = `
turns:
  - agent: main
    expect: "read a"
    tool_calls:
      - {name: read_file, args: {file_path: a.txt}}
  - agent: main
    expect_tool: read_file
    text: "a says hello"
`

const resumeScript2 = `
turns:
  - agent: main
    expect: "now add a test"
    text: "added"
`

func TestResumeRebuildsTranscript(t *testing.T) {
	w := newWorld(t, resumeScript1, map[string]string{"a.txt": "hello\n"})
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "read a"); res.Err != nil {
		t.Fatal(res.Err)
	}
	id := sess.ID()
	// What the model saw last, plus its answer, is the transcript.
	var before []messages.Message
	for _, m := range rec.all() {
		switch b := m.Body.(type) {
		case *messages.ModelRequest:
			before = append([]messages.Message(nil), b.Messages...)
		case *messages.ModelResult:
			before = append(before, b.Message)
		}
	}
	if err := sup.Close(); err != nil {
		t.Fatal(err)
	}

	// A crash mid-write left a torn line; the session still loads.
	logPath := filepath.Join(w.dataDir, "sessions", id, "log.jsonl")
	f, err := os.OpenFile(logPath, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"seq":99,"type":"mess`)
	f.Close()

	w.setScript(resumeScript2)
	sup2 := w.start()
	rec2 := newRecorder()
	sess2, err := sup2.OpenSession(context.Background(), id, rec2.observe)
	if err != nil {
		t.Fatalf("resume: %v", err)
	}
	if sess2.Loaded().Truncated == nil {
		t.Error("torn last line not reported")
	}
	if res := submit(t, sess2, "now add a test"); res.Err != nil || res.Final != "added" {
		t.Fatalf("resumed turn = %+v", res)
	}
	var after []messages.Message
	for _, m := range rec2.all() {
		if b, ok := m.Body.(*messages.ModelRequest); ok {
			after = b.Messages
			break
		}
	}
	want := append(before, messages.Message{Role: messages.RoleUser, Content: "now add a test"})
	if diff := cmp.Diff(want, after); diff != "" {
		t.Errorf("resumed model request (-want +got):\n%s", diff)
	}
}
