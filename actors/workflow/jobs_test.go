package workflow_test

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/asynkron/protoactor-go/actor"

	actorllm "troupe/actors/llm"
	"troupe/actors/port"
	"troupe/actors/restart"
	"troupe/actors/workflow"
	"troupe/configs"
	"troupe/internal/bus"
	"troupe/internal/bus/bustest"
	"troupe/internal/llm"
	"troupe/internal/llm/script"
	"troupe/internal/prompt"
	"troupe/internal/routine"
	"troupe/internal/view"
	"troupe/messages"
)

// rig runs workflows of agent A in session S on a real bus, each with its
// own scripted model, as an agent would see them: jobs go to
// cmd.S.A.<workflow>, outcomes come from res.S.A.<workflow>.
type rig struct {
	t        testing.TB
	b        *bus.Bus
	outcomes chan messages.Body
	models   map[string]*script.Model
	shared   *view.Shared          // the agent's table of views, as an agent gives its workflows
	seen     map[string]*recording // what each workflow's model was asked
}

// recording is a scripted model that keeps the messages of each request
// it is given, as its model client handed them over.
type recording struct {
	*script.Model
	mu   sync.Mutex
	reqs [][]messages.Message
}

func (m *recording) Stream(ctx context.Context, req llm.Request) (*llm.Stream, error) {
	m.mu.Lock()
	m.reqs = append(m.reqs, req.Messages)
	m.mu.Unlock()
	return m.Model.Stream(ctx, req)
}

// request returns the messages of the i-th request (0-based).
func (m *recording) request(i int) []messages.Message {
	m.mu.Lock()
	defer m.mu.Unlock()
	if i >= len(m.reqs) {
		return nil
	}
	return m.reqs[i]
}

// newRig spawns one workflow per entry of scripts (workflow name →
// script source).
func newRig(t testing.TB, scripts map[string]string) *rig {
	t.Helper()
	b := bustest.New(t)
	prompts, err := prompt.Load(configs.FS)
	if err != nil {
		t.Fatal(err)
	}
	jobs := routine.New("test")
	life, cancel := context.WithCancel(context.Background())
	log := slog.New(slog.DiscardHandler)
	system := actor.NewActorSystem(actor.WithLoggerFactory(func(*actor.ActorSystem) *slog.Logger { return log }))
	r := &rig{t: t, b: b, outcomes: make(chan messages.Body, 16), models: map[string]*script.Model{},
		shared: view.NewShared(), seen: map[string]*recording{}}
	var pids []*actor.PID
	var ports []*port.Port
	for name, src := range scripts {
		model, err := script.Parse(name+".yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		r.models[name] = model
		rec := &recording{Model: model}
		r.seen[name] = rec
		d := workflow.Deps{Bus: b, Jobs: jobs, Log: log, Session: "S", Agent: "A", Name: name, Lifetime: life,
			Restart: restart.Policy{MaxRestarts: 3, Within: time.Minute}, Prompts: prompts, Workspace: "/w",
			Summarizer: "You summarize conversations.", Shared: r.shared,
			LLM: actorllm.Deps{Bus: b, Jobs: jobs, Log: log, Model: rec, ModelName: "script:" + name, Lifetime: life}}
		pid, err := system.Root.SpawnNamed(workflow.Props(d), "wf-"+name)
		if err != nil {
			t.Fatal(err)
		}
		p, err := port.Attach(b, system.Root, pid, workflow.Subjects("S", "A", name)...)
		if err != nil {
			t.Fatal(err)
		}
		pids, ports = append(pids, pid), append(ports, p)
	}
	sub, err := b.Subscribe("troupe.res.S.A.*", func(_ messages.Meta, body messages.Body) { r.outcomes <- body })
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for _, pid := range pids {
			system.Root.StopFuture(pid).Wait()
		}
		for _, p := range ports {
			p.Close()
		}
		sub.Unsubscribe()
		cancel()
		if err := jobs.Close(time.Minute); err != nil {
			t.Error(err)
		}
		system.Shutdown()
	})
	return r
}

func (r *rig) send(wf string, body messages.Body) {
	r.t.Helper()
	if _, err := r.b.Publish(messages.Subject(messages.ClassCmd, "S", "A", wf), messages.Meta{Correlation: "turn-1"}, body); err != nil {
		r.t.Fatal(err)
	}
}

// next returns the next outcome of type T, skipping others (a think job's
// critique is published where the agent listens too).
func next[T messages.Body](r *rig) T {
	r.t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		select {
		case b := <-r.outcomes:
			if v, ok := b.(T); ok {
				return v
			}
		case <-deadline:
			var zero T
			r.t.Fatalf("no %T outcome", zero)
			return zero
		}
	}
}

func user(text string) messages.Message {
	return messages.Message{Role: messages.RoleUser, Content: text}
}

// The act job: the agent's view is relayed with its delta and the model's
// answer comes back as the outcome; a delta whose base the model client
// does not hold comes back as stale, and the whole view then works.
func TestActJob(t *testing.T) {
	r := newRig(t, map[string]string{workflow.Act: `
turns:
  - {expect: "^list the files$", tool_calls: [{name: bash, args: {command: ls}}]}
  - {expect: "^a.txt$", text: "There is a.txt."}
  - {expect: "^and now\\?$", text: "Still a.txt."}
`})
	call := messages.ToolCall{ID: "c1", Name: "bash", Arguments: messages.Args(`{"command":"ls"}`)}
	v1 := []messages.Message{user("list the files")}
	r.send(workflow.Act, &messages.ModelRequest{Call: "a1", System: "sys", Messages: v1, Tools: []messages.ToolSpec{{Name: "bash"}}})
	got := next[*messages.ModelResult](r)
	if got.Err != nil || got.Call != "a1" || got.Workflow != workflow.Act || len(got.Message.ToolCalls) != 1 {
		t.Fatalf("first outcome = %+v", got)
	}
	// The second call carries only what was appended.
	appended := []messages.Message{{Role: messages.RoleAssistant, ToolCalls: []messages.ToolCall{call}},
		{Role: messages.RoleTool, ToolCallID: "c1", Name: "bash", Content: "a.txt"}}
	r.send(workflow.Act, &messages.ModelRequest{Call: "a2", Messages: appended,
		Delta: messages.Delta{Base: "a1", Keep: 1, SameSystem: true, SameTools: true}})
	if got := next[*messages.ModelResult](r); got.Err != nil || got.Message.Content != "There is a.txt." {
		t.Fatalf("second outcome = %+v", got)
	}
	// A base the model client never saw: stale, and the agent sends it whole.
	r.send(workflow.Act, &messages.ModelRequest{Call: "a3", Messages: []messages.Message{user("and now?")},
		Delta: messages.Delta{Base: "elsewhere", Keep: 3, SameSystem: true, SameTools: true}})
	if got := next[*messages.ModelResult](r); got.Err == nil || got.Err.Kind != messages.KindStaleView || got.Call != "a3" {
		t.Fatalf("outcome of a delta on an unknown base = %+v, want KindStaleView", got)
	}
	whole := append(append(append([]messages.Message(nil), v1...), appended...), user("and now?"))
	r.send(workflow.Act, &messages.ModelRequest{Call: "a3", System: "sys", Messages: whole})
	if got := next[*messages.ModelResult](r); got.Err != nil || got.Message.Content != "Still a.txt." {
		t.Fatalf("outcome of the whole view = %+v", got)
	}
}

// The think job at the medium level: one thinking call on the thinking
// model, whose answer is the trace; the call is accounted.
func TestThinkJob(t *testing.T) {
	r := newRig(t, map[string]string{workflow.Think: `
turns:
  - expect: "(?s)^Analyze the conversation above.*The current todo list:\n\\[ \\] write the test"
    text: "Read main.go first, then edit it."
    usage: {prompt_tokens: 50, completion_tokens: 9}
`})
	r.send(workflow.Think, &messages.Think{Call: "t1", Level: "medium", Tools: []string{"read_file"}, Todos: "[ ] write the test",
		System: "act system", Messages: []messages.Message{user("fix main.go")}})
	got := next[*messages.Trace](r)
	if got.Err != nil || got.Call != "t1" || got.Text != "Read main.go first, then edit it." {
		t.Fatalf("trace = %+v", got)
	}
	if len(got.Uses) != 1 || got.Uses[0].Workflow != workflow.Think || got.Uses[0].Usage.PromptTokens != 50 {
		t.Errorf("uses = %+v, want the one thinking call", got.Uses)
	}
}

// At the high level the think workflow has the trace criticised by the
// critique workflow (its own model), then rewritten with the critique
// addressed; the outcome is the rewritten trace and all three calls.
func TestThinkJobHighCritiquesAndRefines(t *testing.T) {
	r := newRig(t, map[string]string{
		workflow.Think: `
turns:
  - {expect: "^Analyze the conversation", text: "Edit main.go."}
  - {expect: "(?s)Edit main.go.*<critique>\\s*You never read main.go", text: "Read main.go, then edit it."}
`,
		workflow.Critique: `
turns:
  - {expect: "(?s)^Critique this thinking trace.*Edit main.go.", text: "You never read main.go."}
`,
	})
	r.send(workflow.Think, &messages.Think{Call: "t1", Level: "high", System: "act system", Messages: []messages.Message{user("fix main.go")}})
	got := next[*messages.Trace](r)
	if got.Err != nil || got.Text != "Read main.go, then edit it." {
		t.Fatalf("trace = %+v", got)
	}
	var wfs []string
	for _, u := range got.Uses {
		wfs = append(wfs, u.Workflow)
	}
	if strings.Join(wfs, ",") != "think,critique,think" {
		t.Errorf("calls accounted = %v, want think, critique, think", wfs)
	}
	if left := r.models[workflow.Critique].Remaining(); len(left) != 0 {
		t.Errorf("critique turns unused: %v", left)
	}
}

// A failed thinking call or a failed critique ends the job with an error
// (the agent then acts without a trace); an unknown level is refused.
func TestThinkJobFailures(t *testing.T) {
	t.Run("thinking call", func(t *testing.T) {
		r := newRig(t, map[string]string{workflow.Think: "turns:\n  - error: overloaded\n"})
		r.send(workflow.Think, &messages.Think{Call: "t1", Level: "low", Messages: []messages.Message{user("go")}})
		if got := next[*messages.Trace](r); got.Err == nil || got.Text != "" {
			t.Errorf("trace = %+v, want the model's error", got)
		}
	})
	t.Run("critique call", func(t *testing.T) {
		r := newRig(t, map[string]string{workflow.Think: "turns:\n  - {text: plan}\n", workflow.Critique: "turns:\n  - error: overloaded\n"})
		r.send(workflow.Think, &messages.Think{Call: "t1", Level: "high", Messages: []messages.Message{user("go")}})
		if got := next[*messages.Trace](r); got.Err == nil || !strings.Contains(got.Err.Msg, "overloaded") {
			t.Errorf("trace = %+v, want the critique's error", got)
		}
	})
	t.Run("unknown level", func(t *testing.T) {
		r := newRig(t, map[string]string{workflow.Think: "turns: []\n"})
		r.send(workflow.Think, &messages.Think{Call: "t1", Level: "deep", Messages: []messages.Message{user("go")}})
		if got := next[*messages.Trace](r); got.Err == nil || got.Err.Kind != messages.KindInvalidInput {
			t.Errorf("trace = %+v, want invalid input", got)
		}
	})
}

// The thinking model does not see the harness's reminders.
func TestThinkingViewDropsReminders(t *testing.T) {
	prompts, err := prompt.Load(configs.FS)
	if err != nil {
		t.Fatal(err)
	}
	got := workflow.ThinkingView(prompts, []messages.Message{user("fix it"), user("<system-reminder>\nThe last tool failed.\n</system-reminder>")}, "")
	if len(got) != 2 || got[0].Content != "fix it" || !strings.HasPrefix(got[1].Content, "Analyze the conversation") {
		t.Errorf("thinking view = %+v", got)
	}
}

// The check job: the critique model reviews the answer and its review is
// read into a verdict.
func TestCheckJob(t *testing.T) {
	r := newRig(t, map[string]string{workflow.Critique: `
turns:
  - {expect: "Was the task done\\?", text: "**CONTINUE**: the tests were never run"}
  - {expect: "Was the task done\\?", text: "DONE"}
  - {expect: "Was the task done\\?", error: overloaded}
`})
	check := func(call string) *messages.Verdict {
		r.send(workflow.Critique, &messages.Check{Call: call, Request: user("Was the task done?")})
		return next[*messages.Verdict](r)
	}
	if got := check("v1"); got.Err != nil || got.Done || got.Reason != "the tests were never run" || got.Use.Workflow != workflow.Critique {
		t.Errorf("verdict 1 = %+v", got)
	}
	if got := check("v2"); got.Err != nil || !got.Done {
		t.Errorf("verdict 2 = %+v", got)
	}
	if got := check("v3"); got.Err == nil {
		t.Errorf("verdict 3 = %+v, want the model's error", got)
	}
}

func TestParseVerdict(t *testing.T) {
	for _, tc := range []struct {
		review string
		done   bool
		reason string
	}{
		{"DONE", true, ""},
		{"**Done.** The fix is complete.", true, ""},
		{"CONTINUE: the tests were never run", false, "the tests were never run"},
		{"continue — the docs are stale", false, "the docs are stale"},
		{"The tests were never run.", false, "The tests were never run."},
		{"", true, ""},
		{"  \n", true, ""},
	} {
		done, reason := workflow.ParseVerdict(tc.review)
		if done != tc.done || reason != tc.reason {
			t.Errorf("ParseVerdict(%q) = %v, %q; want %v, %q", tc.review, done, reason, tc.done, tc.reason)
		}
	}
}

// The summarize job: the compact model gets the conversation as a
// transcript; the summary is its answer without the analysis, and an
// answer with nothing else is an error.
func TestSummarizeJob(t *testing.T) {
	r := newRig(t, map[string]string{workflow.Compact: `
turns:
  - expect: "(?s)fix the parser.*parser.go"
    text: "<analysis>they edited parser.go</analysis>\n## Objective\nFix the parser."
  - text: "<analysis>nothing to say</analysis>"
`})
	msgs := []messages.Message{user("fix the parser"), {Role: messages.RoleAssistant, Content: "I edited parser.go."}}
	r.send(workflow.Compact, &messages.Summarize{Call: "s1", Messages: msgs})
	if got := next[*messages.Summary](r); got.Err != nil || got.Text != "## Objective\nFix the parser." || got.Use.Workflow != workflow.Compact {
		t.Errorf("summary = %+v", got)
	}
	r.send(workflow.Compact, &messages.Summarize{Call: "s2", Messages: msgs})
	if got := next[*messages.Summary](r); got.Err == nil || got.Text != "" {
		t.Errorf("summary of an answer with only analysis = %+v, want an error", got)
	}
}
