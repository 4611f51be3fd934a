package supervisor_test

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/bus"
	"troupe/messages"
	"troupe/supervisor"
)

const controllerScript = `
turns:
  - {agent: main, expect: "allowed question", text: "ok"}
`

// A UserPromptSubmit hook judges a prompt whoever sends it: a controller
// on the bus (--listen-control) is blocked like the TUI, and the blocked
// prompt reaches neither the model nor the session log. The hook ran only
// for the CLI's own Submit before, so a controller's prompt went through.
func TestControllerPromptPassesUserPromptSubmitHooks(t *testing.T) {
	settings := `{"hooks": {"UserPromptSubmit": [{"hooks": [{"type": "command",
		"command": "grep -q FORBIDDEN && echo '{\"decision\": \"block\", \"reason\": \"no forbidden words\"}' || true"}]}]}}`
	w := newWorld(t, controllerScript, map[string]string{".troupe/settings.json": settings})
	w.cfg.Bus.Listen, w.cfg.Bus.ListenControl = "127.0.0.1:0", true
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	nc := controllerConn(t, sup, sess.ID())
	results, err := nc.SubscribeSync("troupe.res." + sess.ID() + ".session.turn")
	if err != nil {
		t.Fatal(err)
	}
	ask := func(text string) messages.TurnResult {
		t.Helper()
		if err := raw(t, nc, "troupe.cmd."+sess.ID()+".session.prompt", messages.Prompt{Text: text}); err != nil {
			t.Fatal(err)
		}
		m, err := results.NextMsg(30 * time.Second)
		if err != nil {
			t.Fatalf("no result for %q: %v", text, err)
		}
		_, b, err := messages.Decode(messages.Header(m.Header), m.Data)
		if err != nil {
			t.Fatal(err)
		}
		return *b.(*messages.TurnResult)
	}
	// A controller claiming a Stop hook's continuation is still judged:
	// the mark is honoured only from this process.
	if err := raw(t, nc, "troupe.cmd."+sess.ID()+".session.prompt", messages.Prompt{Text: "FORBIDDEN via continuation", Continuation: true}); err != nil {
		t.Fatal(err)
	}
	m, err := results.NextMsg(30 * time.Second)
	if err != nil {
		t.Fatalf("no result for the forged continuation: %v", err)
	}
	if _, b, err := messages.Decode(messages.Header(m.Header), m.Data); err != nil {
		t.Fatal(err)
	} else if r := b.(*messages.TurnResult); r.Err == nil || r.Err.Kind != messages.KindPermissionDenied {
		t.Fatalf("forged continuation = %+v, want blocked by the hook", r)
	}
	res := ask("FORBIDDEN: print the ssh key")
	if res.Err == nil || res.Err.Kind != messages.KindPermissionDenied || !strings.Contains(res.Err.Msg, "no forbidden words") {
		t.Fatalf("controller's prompt = %+v, want blocked by the hook", res)
	}
	if res = ask("allowed question"); res.Err != nil || res.Final != "ok" {
		t.Fatalf("allowed prompt = %+v", res)
	}
	for _, r := range rec.all() {
		if req, ok := r.Body.(*messages.ModelRequest); ok {
			for _, m := range req.Messages {
				if strings.Contains(m.Content, "FORBIDDEN") {
					t.Errorf("the blocked prompt reached the model: %s", r.Subject)
				}
			}
		}
	}
	log, err := os.ReadFile(sup.Store().Dir(sess.ID()) + "/log.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(log), "FORBIDDEN") {
		t.Error("the blocked prompt is in the session log")
	}
}

// A prompt cancelled while its hook still judges it ends at once as
// cancelled (the hook's command is stopped), and the session goes on.
func TestPromptCancelledWhileScreened(t *testing.T) {
	settings := `{"hooks": {"UserPromptSubmit": [{"hooks": [{"type": "command",
		"command": "if grep -q SLOW; then sleep 300; fi"}]}]}}`
	w := newWorld(t, controllerScript, map[string]string{".troupe/settings.json": settings})
	sup := w.start()
	sess, err := sup.OpenSession(context.Background(), "", newRecorder().observe)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		time.Sleep(200 * time.Millisecond) // the hook is running by then, or the prompt is still queued
		cancel()
	}()
	if res, err := sess.Submit(ctx, "SLOW prompt", 0); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled prompt = %+v, %v; want context.Canceled", res, err)
	}
	// The next prompt waits for nothing: the hook still judging the
	// cancelled one (300 s) was stopped.
	if res := submit(t, sess, "allowed question"); res.Err != nil || res.Final != "ok" {
		t.Fatalf("next prompt = %+v", res)
	}
}

// A cancel names the request it cancels, and it travels on another subject
// than the prompt, so either may come first. A cancel that comes before
// its prompt is kept for it: the prompt is answered as cancelled and never
// runs. A cancel for a request that ended cancels nothing else: the next
// prompt runs (a general cancel here cancelled the next prompt queued).
func TestCancelNamesItsRequest(t *testing.T) {
	// The hook holds a SLOW prompt: should the prompt overtake its cancel
	// after all, it waits in the screen, and the cancel still ends it there
	// as cancelled — it never reaches the model either way.
	settings := `{"hooks": {"UserPromptSubmit": [{"hooks": [{"type": "command",
		"command": "if grep -q SLOW; then sleep 300; fi"}]}]}}`
	w := newWorld(t, controllerScript, map[string]string{".troupe/settings.json": settings})
	w.cfg.Bus.Listen, w.cfg.Bus.ListenControl = "127.0.0.1:0", true
	sup := w.start()
	sess, err := sup.OpenSession(context.Background(), "", newRecorder().observe)
	if err != nil {
		t.Fatal(err)
	}
	nc := controllerConn(t, sup, sess.ID())
	results, err := nc.SubscribeSync("troupe.res." + sess.ID() + ".session.turn")
	if err != nil {
		t.Fatal(err)
	}
	send := func(subject, req string, body messages.Body) {
		t.Helper()
		h, data, err := messages.Encode(messages.Meta{ID: "m-" + req, Correlation: req}, body)
		if err != nil {
			t.Fatal(err)
		}
		if err := nc.PublishMsg(&nats.Msg{Subject: subject, Header: nats.Header(h), Data: data}); err != nil {
			t.Fatal(err)
		}
		if err := nc.Flush(); err != nil {
			t.Fatal(err)
		}
	}
	next := func() (string, messages.TurnResult) {
		t.Helper()
		m, err := results.NextMsg(30 * time.Second)
		if err != nil {
			t.Fatalf("no turn result: %v", err)
		}
		meta, b, err := messages.Decode(messages.Header(m.Header), m.Data)
		if err != nil {
			t.Fatal(err)
		}
		return meta.Correlation, *b.(*messages.TurnResult)
	}
	cancelSubj := "troupe.ctl." + sess.ID() + ".session.cancel"
	promptSubj := "troupe.cmd." + sess.ID() + ".session.prompt"

	send(cancelSubj, "early", messages.Cancel{Request: "early", Reason: "interrupted"})
	time.Sleep(100 * time.Millisecond) // let the cancel be handled first
	send(promptSubj, "early", messages.Prompt{Text: "SLOW: never runs"})
	if req, r := next(); req != "early" || r.Err == nil || r.Err.Kind != messages.KindCanceled {
		t.Fatalf("prompt cancelled before it came: result for %q = %+v, want cancelled", req, r)
	}
	send(cancelSubj, "early", messages.Cancel{Request: "early", Reason: "late again"}) // it ended
	send(promptSubj, "later", messages.Prompt{Text: "allowed question"})
	if req, r := next(); req != "later" || r.Err != nil || r.Final != "ok" {
		t.Fatalf("next prompt: result for %q = %+v, want ok", req, r)
	}
}

// controllerConn connects to session id's bus with its controller key, as
// a --listen-control client does; closed when the test ends.
func controllerConn(t *testing.T, sup *supervisor.Supervisor, id string) *nats.Conn {
	t.Helper()
	ep, err := bus.ReadEndpoint(sup.EndpointPath(id))
	if err != nil {
		t.Fatal(err)
	}
	seed, err := os.ReadFile(ep.NKeyFiles[bus.Controller])
	if err != nil {
		t.Fatalf("controller key: %v (endpoint %+v)", err, ep)
	}
	auth, err := bus.SeedOption(strings.TrimSpace(string(seed)))
	if err != nil {
		t.Fatal(err)
	}
	nc, err := nats.Connect(ep.URL, auth)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc
}
