package supervisor_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/prompt"
	"troupe/messages"
	"troupe/supervisor"
)

const thinkScript = `
turns:
  - {agent: main, expect: "Analyze the conversation", text: "Plan: read a.txt."}
  - {agent: main, expect: "Critique this thinking trace", text: "The plan is fine but check the file exists."}
  - {agent: main, expect: "Your previous reasoning was", text: "Refined: read a.txt, it exists."}
  - agent: main
    expect: "(?s)<thinking_trace>.*Refined: read a.txt"
    tool_calls: [{name: read_file, args: {file_path: a.txt}}]
  - {agent: main, expect_tool: read_file, text: "a.txt says hi"}
`

// On high, each iteration thinks without tools, critiques, refines, and
// then acts with the trace in the user role; after a batch of successful
// read-only calls thinking is skipped.
func TestThinkingHigh(t *testing.T) {
	w := newWorld(t, thinkScript, map[string]string{"a.txt": "hi\n"})
	w.cfg.Think = "high"
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "what is in a.txt?"); res.Err != nil || res.Final != "a.txt says hi" {
		t.Fatalf("turn = %+v", res)
	}
	var flow []string
	for _, m := range rec.all() {
		if r, ok := m.Body.(*messages.ModelRequest); ok && m.Meta.Agent == "main" {
			flow = append(flow, r.Workflow)
			if r.Workflow != "act" && len(r.Tools) != 0 {
				t.Errorf("%s request carries %d tools, want none", r.Workflow, len(r.Tools))
			}
			if r.Workflow == "act" && len(r.Tools) == 0 {
				t.Error("action request without tools")
			}
		}
	}
	// Iteration 1 thinks, critiques, refines, acts; iteration 2 follows a
	// successful read-only batch and skips thinking; a read-only task gives
	// the completion check no evidence, so no check follows.
	want := []string{"think", "critique", "think", "act", "act"}
	if diff := cmp.Diff(want, flow); diff != "" {
		t.Errorf("workflow calls (-want +got):\n%s", diff)
	}
}

const givesUpScript = `
turns:
  - {agent: main, tool_calls: [{name: read_file, args: {file_path: missing.txt}}]}
  - {agent: main, expect_tool: read_file, text: "I could not find it."}
  - {agent: main, expect_reminder: "(?i)missing.txt|not found|does not exist", text: "It really does not exist."}
`

// A model that gives up after a failed tool gets a reminder in the user role.
func TestFailedToolReminder(t *testing.T) {
	w := newWorld(t, givesUpScript, nil)
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "read missing.txt"); res.Err != nil {
		t.Fatalf("turn = %+v", res)
	}
	var reminders int
	for _, m := range rec.all() {
		if r, ok := m.Body.(*messages.ModelRequest); ok {
			last := r.Messages[len(r.Messages)-1]
			if last.Role == messages.RoleUser && strings.HasPrefix(last.Content, "<system-reminder>") {
				reminders++
			}
		}
	}
	if reminders != 1 {
		t.Errorf("requests ending in a reminder = %d, want 1 (the failed tool; the nudge used up the failure, so no completion check)", reminders)
	}
}

const loopScript3 = `
turns:
` + "{{repeat}}"

// A three-call cycle repeated stops the run after a warning and a step-back.
func TestDoomLoopStops(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 30; i++ {
		for _, c := range []string{`{name: glob, args: {pattern: "*.go"}}`, `{name: grep, args: {pattern: "x"}}`, `{name: read_file, args: {file_path: a.txt}}`} {
			b.WriteString("  - {agent: main, tool_calls: [" + c + "]}\n")
		}
	}
	w := newWorld(t, strings.Replace(loopScript3, "{{repeat}}", b.String(), 1), map[string]string{"a.txt": "x\n"})
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	res := submit(t, sess, "loop")
	if res.Err == nil || !strings.Contains(res.Err.Msg, "repeating") {
		t.Fatalf("turn = %+v, want it stopped for repeating itself", res)
	}
	// Two warnings before the stop: 3 cycles of 3 calls each time.
	if res.Iterations != 27 {
		t.Errorf("stopped after %d model calls, want 27 (three times three cycles of three calls)", res.Iterations)
	}
}

const instructionsScript = `
turns:
  - {agent: main, tool_calls: [{name: read_file, args: {file_path: pkg/a.go}}]}
  - {agent: main, expect: "(?s)pkg/AGENTS.md.*tabs in pkg", tool_calls: [{name: read_file, args: {file_path: pkg/b.go}}]}
  - {agent: main, expect_tool: read_file, text: "done"}
`

// Root AGENTS.md is in the system prompt; a subdirectory's is added the
// first time a file there is touched, once; the prefix stays byte-identical.
func TestProjectInstructionsAndStablePrefix(t *testing.T) {
	w := newWorld(t, instructionsScript, map[string]string{
		"AGENTS.md": "Always run go vet.", "pkg/AGENTS.md": "Use tabs in pkg.", "pkg/a.go": "package pkg\n", "pkg/b.go": "package pkg\n",
	})
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "look at pkg"); res.Err != nil {
		t.Fatalf("turn = %+v", res)
	}
	var prefixes []string
	var subdirDocs int
	for _, m := range rec.all() {
		r, ok := m.Body.(*messages.ModelRequest)
		if !ok || r.Workflow != "act" {
			continue
		}
		if !strings.Contains(r.System, "Always run go vet.") {
			t.Error("root AGENTS.md missing from the system prompt")
		}
		prefixes = append(prefixes, prompt.PrefixHash(r.System, r.Tools))
		subdirDocs = 0
		for _, msg := range r.Messages {
			if strings.Contains(msg.Content, "Use tabs in pkg.") {
				subdirDocs++
			}
		}
	}
	for _, p := range prefixes[1:] {
		if p != prefixes[0] {
			t.Fatalf("prefix changed between calls: %v", prefixes)
		}
	}
	if subdirDocs != 1 {
		t.Errorf("pkg/AGENTS.md appears %d times in the last request, want once", subdirDocs)
	}
}

const approvalScript = `
turns:
  - {agent: main, tool_calls: [{name: write_file, args: {file_path: out.txt, content: "one"}}]}
  - {agent: main, expect: "(?s)denied.*not now", tool_calls: [{name: write_file, args: {file_path: out.txt, content: "two"}}]}
  - {agent: main, expect_tool: write_file, expect: "wrote", tool_calls: [{name: write_file, args: {file_path: out2.txt, content: "three"}}]}
  - {agent: main, expect_tool: write_file, expect: "wrote", text: "written"}
`

// In manual mode an interactive session asks over the bus: a denial with a
// reason goes back to the model, "for this session" stops further asks.
func TestApprovalOverTheBus(t *testing.T) {
	w := newWorld(t, approvalScript, nil)
	w.cfg.Approval = "manual"
	sup, err := supervisor.Start(context.Background(), supervisor.Options{Config: w.cfg, Workspace: w.workspace, DataDir: w.dataDir, Interactive: true})
	if err != nil {
		t.Fatal(err)
	}
	defer sup.Close()
	answers := []messages.ApprovalAnswer{{Verdict: "deny", Reason: "not now"}, {Verdict: "session"}}
	var sess *supervisor.Session
	asked := make(chan messages.ApprovalRequest, 4)
	sess, err = sup.OpenSession(context.Background(), "", func(_ string, m messages.Meta, b messages.Body) {
		if r, ok := b.(*messages.ApprovalRequest); ok {
			asked <- *r
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		for _, a := range answers {
			r := <-asked
			a.ID = r.ID
			if err := sess.Answer("main", a); err != nil {
				t.Errorf("answer: %v", err)
			}
		}
	}()
	if res := submit(t, sess, "write files"); res.Err != nil || res.Final != "written" {
		t.Fatalf("turn = %+v", res)
	}
	if len(asked) != 0 {
		t.Errorf("%d more approval requests after the session grant", len(asked))
	}
	data, _ := os.ReadFile(filepath.Join(w.workspace, "out2.txt"))
	if string(data) != "three" {
		t.Errorf("out2.txt = %q", data)
	}
}

const deniedScript = `
turns:
  - {agent: main, tool_calls: [{name: bash, args: {command: "env FOO=1 bash -c 'rm -rf ~'"}}]}
  - {agent: main, expect_tool: bash, expect: "denied", text: "I will not do that."}
  - {agent: main, expect_reminder: "denied|original task", text: "I will not do that."}
`

// Dangerous commands are denied whatever the mode, seen through wrappers.
func TestDangerousCommandDenied(t *testing.T) {
	w := newWorld(t, deniedScript, nil)
	w.cfg.Approval = "auto"
	sup := w.start()
	sess, err := sup.OpenSession(context.Background(), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "clean up"); res.Err != nil || res.Final != "I will not do that." {
		t.Fatalf("turn = %+v", res)
	}
}

const planScript = `
turns:
  - {agent: main, expect: "plan the fix", tool_calls: [{name: write_file, args: {file_path: x.txt, content: "no"}}]}
  - {agent: main, expect_tool: write_file, expect: "not available", tool_calls: [{name: present_plan, args: {plan: "1. edit x.txt"}}]}
  - agent: main
    expect_reminder: "(?i)plan"
    tool_calls: [{name: todo_write, args: {todos: [{id: "1", content: "edit x.txt", status: in_progress}]}}]
  - {agent: main, expect_tool: todo_write, tool_calls: [{name: write_file, args: {file_path: x.txt, content: "yes"}}]}
  - {agent: main, expect_tool: write_file, tool_calls: [{name: todo_update, args: {id: "1", status: completed}}]}
  - {agent: main, expect_tool: todo_update, text: "Implemented."}
`

// Plan mode offers only read-only tools and present_plan; leaving it
// approves the plan, which the model is reminded to turn into todos.
func TestPlanMode(t *testing.T) {
	w := newWorld(t, planScript, nil)
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	sess.SetPlan(true)
	// The plan turn ends at present_plan: the user reviews the plan, no
	// model call follows it.
	if res := submit(t, sess, "plan the fix"); res.Err != nil || res.Final != "1. edit x.txt" || res.Calls != 2 {
		t.Fatalf("plan turn = %+v, want the plan as its answer after 2 model calls", res)
	}
	if _, err := os.Stat(filepath.Join(w.workspace, "x.txt")); !os.IsNotExist(err) {
		t.Error("plan mode wrote a file")
	}
	data, err := os.ReadFile(sess.PlanFile())
	if err != nil || string(data) != "1. edit x.txt" {
		t.Errorf("plan file = %q, %v", data, err)
	}
	for _, m := range rec.all() {
		r, ok := m.Body.(*messages.ModelRequest)
		if !ok || r.Workflow != "act" {
			continue
		}
		for _, s := range r.Tools {
			if s.Name == "write_file" || s.Name == "bash" || s.Name == "edit_file" {
				t.Errorf("plan mode offered %s", s.Name)
			}
		}
	}
	sess.SetPlan(false)
	res := submit(t, sess, "go ahead")
	if res.Err != nil || res.Final != "Implemented." || !strings.Contains(res.Todos, "[x] edit x.txt") {
		t.Fatalf("implementation turn = %+v", res)
	}
	if data, _ := os.ReadFile(filepath.Join(w.workspace, "x.txt")); string(data) != "yes" {
		t.Errorf("x.txt = %q", data)
	}
}

const truncatedScript = `
turns:
  - {agent: main, text: "The answer is long and ", stop_reason: max_tokens}
  - {agent: main, expect_reminder: "(?i)cut off|continue", text: "it goes on ", stop_reason: max_tokens}
  - {agent: main, expect_reminder: "(?i)cut off|continue", text: "and ends here."}
`

// An answer cut off at the token limit is continued.
func TestTruncatedAnswerContinues(t *testing.T) {
	w := newWorld(t, truncatedScript, nil)
	sup := w.start()
	sess, err := sup.OpenSession(context.Background(), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	res := submit(t, sess, "explain")
	if res.Err != nil || res.Final != "The answer is long and it goes on and ends here." || res.Iterations != 3 {
		t.Fatalf("turn = %+v", res)
	}
}

// The configured temp dir is writable by file tools and commands; configured
// secrets are not in commands' environment.
func TestTempDirAndSecretEnv(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TROUPE_TEST_DB_CRED", "hunter2")
	script := `
turns:
  - {agent: main, tool_calls: [{name: write_file, args: {file_path: "` + filepath.Join(tmp, "note.txt") + `", content: "scratch"}}]}
  - {agent: main, expect_tool: write_file, expect: "wrote", tool_calls: [{name: bash, args: {command: "cat ` + filepath.Join(tmp, "note.txt") + `; env | grep -c TROUPE_TEST_DB_CRED"}}]}
  - {agent: main, expect_tool: bash, expect: "(?s)scratch.*0", text: "ok"}
`
	w := newWorld(t, script, nil)
	w.cfg.Tools.TempDir = tmp
	w.cfg.Tools.SecretEnv = []string{"*_DB_CRED"}
	sup := w.start()
	sess, err := sup.OpenSession(context.Background(), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "use the temp dir"); res.Err != nil || res.Final != "ok" {
		t.Fatalf("turn = %+v", res)
	}
}

const injectScript = `
turns:
  - {agent: main, delay: 300ms, tool_calls: [{name: glob, args: {pattern: "*"}}]}
  - {agent: main, expect: "also check b.txt", text: "checked both"}
`

// Input typed while a turn runs joins the conversation before the next call.
func TestInputDuringTurn(t *testing.T) {
	w := newWorld(t, injectScript, nil)
	sup := w.start()
	firstCall := make(chan struct{}, 1)
	sess, err := sup.OpenSession(context.Background(), "", func(_ string, m messages.Meta, b messages.Body) {
		if _, ok := b.(*messages.ModelRequest); ok {
			select {
			case firstCall <- struct{}{}:
			default:
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		<-firstCall // the first model call is in flight (the script waits 300ms)
		if err := sess.Inject("also check b.txt"); err != nil {
			t.Errorf("inject: %v", err)
		}
	}()
	if res := submit(t, sess, "check a.txt"); res.Err != nil || res.Final != "checked both" {
		t.Fatalf("turn = %+v", res)
	}
}
