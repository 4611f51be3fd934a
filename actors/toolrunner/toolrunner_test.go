package toolrunner_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"testing"
	"time"

	"github.com/asynkron/protoactor-go/actor"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"go.uber.org/goleak"

	"troupe/actors/port"
	"troupe/actors/toolrunner"
	"troupe/internal/bus/bustest"
	"troupe/internal/routine"
	"troupe/internal/tool"
	"troupe/messages"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m, goleak.IgnoreTopFunction("github.com/asynkron/protoactor-go/actor.NewDeadLetter.NewThrottle.func4.1"))
}

func testTools(t *testing.T) *tool.Registry {
	t.Helper()
	schema := json.RawMessage(`{"type":"object"}`)
	reg, err := tool.NewRegistry(
		tool.Func{S: tool.Spec{Name: "echo", Parameters: schema, ReadOnly: true}, Fn: func(_ context.Context, _ tool.Env, args json.RawMessage) (tool.Result, error) {
			return tool.Result{Content: string(args)}, nil
		}},
		tool.Func{S: tool.Spec{Name: "wait", Parameters: schema}, Fn: func(ctx context.Context, _ tool.Env, _ json.RawMessage) (tool.Result, error) {
			<-ctx.Done()
			return tool.Result{Content: "interrupted"}, nil
		}},
		tool.Func{S: tool.Spec{Name: "panic", Parameters: schema}, Fn: func(context.Context, tool.Env, json.RawMessage) (tool.Result, error) {
			panic("boom")
		}},
	)
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

// runner spawns a tool runner under a parent that restarts it, attached to a
// real embedded bus, and returns a channel of the results it publishes.
func runner(t *testing.T, opts ...func(*toolrunner.Deps)) (send func(messages.Body), results <-chan messages.ToolResult) {
	t.Helper()
	send, results, _ = runnerWith(t, nil, opts...)
	return send, results
}

// runnerWith is runner for an agent allowed only some tools; it also returns
// the rejected events the runner publishes.
func runnerWith(t *testing.T, allowed []string, opts ...func(*toolrunner.Deps)) (send func(messages.Body), results <-chan messages.ToolResult, rejected <-chan messages.Rejected) {
	t.Helper()
	b := bustest.New(t)
	jobs := routine.New("test")
	life, cancel := context.WithCancel(context.Background())
	system := actor.NewActorSystem(actor.WithLoggerFactory(func(*actor.ActorSystem) *slog.Logger { return slog.New(slog.DiscardHandler) }))
	d := toolrunner.Deps{Bus: b, Jobs: jobs, Log: slog.New(slog.DiscardHandler), Tools: testTools(t), Session: "S", Agent: "A", Lifetime: life, Allowed: allowed}
	for _, o := range opts {
		o(&d)
	}
	strategy := actor.NewOneForOneStrategy(3, time.Minute, func(any) actor.Directive { return actor.RestartDirective })
	pid, err := system.Root.WithGuardian(strategy).SpawnNamed(toolrunner.Props(d), "tools")
	if err != nil {
		t.Fatal(err)
	}
	p, err := port.Attach(b, system.Root, pid, toolrunner.Subjects("S", "A")...)
	if err != nil {
		t.Fatal(err)
	}
	ch := make(chan messages.ToolResult, 16)
	sub, err := b.Subscribe(messages.Subject(messages.ClassRes, "S", "A", "tools"), func(_ messages.Meta, body messages.Body) {
		ch <- *body.(*messages.ToolResult)
	})
	if err != nil {
		t.Fatal(err)
	}
	rej := make(chan messages.Rejected, 16)
	rsub, err := b.Subscribe(messages.Subject(messages.ClassEvt, "S", "A", "rejected"), func(_ messages.Meta, body messages.Body) {
		rej <- *body.(*messages.Rejected)
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		system.Root.StopFuture(pid).Wait()
		p.Close()
		sub.Unsubscribe()
		rsub.Unsubscribe()
		cancel()
		if err := jobs.Close(time.Minute); err != nil {
			t.Error(err)
		}
		system.Shutdown()
	})
	send = func(body messages.Body) {
		subj := messages.Subject(messages.ClassCmd, "S", "A", "tools")
		if _, ok := body.(*messages.Cancel); ok {
			subj = messages.Subject(messages.ClassCtl, "S", "A", "cancel")
		}
		if _, err := b.Publish(subj, messages.Meta{}, body); err != nil {
			t.Fatal(err)
		}
	}
	return send, ch, rej
}

func next(t *testing.T, ch <-chan messages.ToolResult) messages.ToolResult {
	t.Helper()
	select {
	case r := <-ch:
		return r
	case <-time.After(20 * time.Second):
		t.Fatal("no tool result")
		return messages.ToolResult{}
	}
}

func call(id, name, args string) *messages.ToolRequest {
	return &messages.ToolRequest{Turn: "t1", Call: messages.ToolCall{ID: id, Name: name, Arguments: messages.Args(args)}}
}

func TestRunsAndReports(t *testing.T) {
	send, results := runner(t)
	send(call("1", "echo", `{"x":1}`))
	send(call("2", "nope", `{}`))
	got := []messages.ToolResult{next(t, results), next(t, results)}
	want := []messages.ToolResult{
		{Turn: "t1", CallID: "1", Name: "echo", Content: `{"x":1}`},
		{Turn: "t1", CallID: "2", Name: "nope", IsError: true, Kind: messages.KindInvalidInput},
	}
	opts := []cmp.Option{cmpopts.SortSlices(func(a, b messages.ToolResult) bool { return a.CallID < b.CallID }),
		cmpopts.IgnoreFields(messages.ToolResult{}, "Content")}
	if diff := cmp.Diff(want, got, opts...); diff != "" {
		t.Errorf("results (-want +got):\n%s", diff)
	}
}

func TestCancelStopsRunningCall(t *testing.T) {
	send, results := runner(t)
	send(call("1", "wait", `{}`))
	send(&messages.Cancel{Turn: "t1"})
	r := next(t, results)
	if !r.IsError || r.Kind != messages.KindCanceled {
		t.Errorf("result = %+v, want a cancelled error", r)
	}
}

// A panicking tool is reported as a crashed call, the runner is restarted,
// and it keeps serving.
func TestPanicRestartsAndKeepsServing(t *testing.T) {
	send, results := runner(t)
	send(call("1", "panic", `{}`))
	r := next(t, results)
	if !r.IsError || r.Kind != messages.KindCrashed || r.CallID != "1" {
		t.Fatalf("result = %+v, want a crashed error", r)
	}
	send(call("2", "echo", `"after"`))
	if r := next(t, results); r.IsError || r.Content != `"after"` {
		t.Errorf("after restart: %+v", r)
	}
}

// A runner runs only its agent's tools, and each call once, even when the
// request is signed by this process; a refusal is an event, not a result.
func TestRunsOnlyItsAgentsToolsOnce(t *testing.T) {
	send, results, rejected := runnerWith(t, []string{"echo"})
	send(call("1", "wait", `{}`)) // a tool of the registry, not of this agent
	send(call("2", "echo", `"first"`))
	send(call("2", "echo", `"replayed"`))
	send(call("3", "echo", `"last"`))
	var reasons []string
	for range 2 {
		select {
		case r := <-rejected:
			reasons = append(reasons, r.What+": "+r.Reason)
		case <-time.After(20 * time.Second):
			t.Fatal("no rejected event")
		}
	}
	want := []string{`tool_request: tool "wait" is not one of agent A's tools`, "tool_request: call 2 already ran"}
	if diff := cmp.Diff(want, reasons); diff != "" {
		t.Errorf("rejections (-want +got):\n%s", diff)
	}
	got := []string{next(t, results).Content, next(t, results).Content}
	if diff := cmp.Diff([]string{`"first"`, `"last"`}, got, cmpopts.SortSlices(func(a, b string) bool { return a < b })); diff != "" {
		t.Errorf("results (-want +got):\n%s", diff)
	}
	select {
	case r := <-results:
		t.Errorf("an extra result: %+v", r)
	case <-time.After(200 * time.Millisecond):
	}
}
