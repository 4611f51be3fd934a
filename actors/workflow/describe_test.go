package workflow_test

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/asynkron/protoactor-go/actor"
	"go.uber.org/goleak"

	actorllm "troupe/actors/llm"
	"troupe/actors/port"
	"troupe/actors/restart"
	"troupe/actors/workflow"
	"troupe/internal/bus/bustest"
	"troupe/internal/imagefile"
	"troupe/internal/llm/script"
	"troupe/internal/routine"
	"troupe/messages"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m, goleak.IgnoreTopFunction("github.com/asynkron/protoactor-go/actor.NewDeadLetter.NewThrottle.func4.1"))
}

// vision spawns a vision workflow on a real bus whose model is the script
// src, and returns a way to send it jobs and the outcomes it publishes.
func vision(t *testing.T, src string, sees bool) (*imagefile.Store, func(messages.Body), <-chan messages.ImageDescribed) {
	t.Helper()
	b := bustest.New(t)
	model, err := script.Parse("vision.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	store := imagefile.NewStore(filepath.Join(t.TempDir(), "images"))
	jobs := routine.New("test")
	life, cancel := context.WithCancel(context.Background())
	log := slog.New(slog.DiscardHandler)
	system := actor.NewActorSystem(actor.WithLoggerFactory(func(*actor.ActorSystem) *slog.Logger { return log }))
	d := workflow.Deps{Bus: b, Jobs: jobs, Log: log, Session: "S", Agent: "A", Name: workflow.Vision, Lifetime: life,
		Restart: restart.Policy{MaxRestarts: 3, Within: time.Minute},
		LLM:     actorllm.Deps{Bus: b, Jobs: jobs, Log: log, Model: model, ModelName: "script:vision.yaml", Lifetime: life, Vision: sees, Images: store}}
	pid, err := system.Root.SpawnNamed(workflow.Props(d), "wf-vision")
	if err != nil {
		t.Fatal(err)
	}
	p, err := port.Attach(b, system.Root, pid, workflow.Subjects("S", "A", workflow.Vision)...)
	if err != nil {
		t.Fatal(err)
	}
	ch := make(chan messages.ImageDescribed, 4)
	sub, err := b.Subscribe(messages.Subject(messages.ClassRes, "S", "A", workflow.Vision), func(_ messages.Meta, body messages.Body) {
		if r, ok := body.(*messages.ImageDescribed); ok {
			ch <- *r
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		system.Root.StopFuture(pid).Wait()
		p.Close()
		sub.Unsubscribe()
		cancel()
		if err := jobs.Close(time.Minute); err != nil {
			t.Error(err)
		}
		system.Shutdown()
	})
	send := func(body messages.Body) {
		if _, err := b.Publish(messages.Subject(messages.ClassCmd, "S", "A", workflow.Vision), messages.Meta{}, body); err != nil {
			t.Fatal(err)
		}
	}
	return store, send, ch
}

func screenshot(t *testing.T, store *imagefile.Store) messages.Image {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 320, 200))); err != nil {
		t.Fatal(err)
	}
	img, err := store.Put(b.Bytes(), "login.png")
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func outcome(t *testing.T, ch <-chan messages.ImageDescribed) messages.ImageDescribed {
	t.Helper()
	select {
	case r := <-ch:
		return r
	case <-time.After(10 * time.Second):
		t.Fatal("no outcome from the vision workflow")
		return messages.ImageDescribed{}
	}
}

// The describe job alone: the vision model gets the image's bytes and the
// text it came with, and its answer is the description.
func TestDescribeImage(t *testing.T) {
	const src = `vision: true
turns:
  - expect_images: 1
    expect: "login.png \\(320x200 png\\)(?s:.*)why does login fail"
    text: "  A login form; a red banner reads 'Invalid CSRF token'.  "
    usage: {prompt_tokens: 120, completion_tokens: 14}
`
	store, send, ch := vision(t, src, true)
	img := screenshot(t, store)
	send(&messages.DescribeImage{Call: "d1", Image: img, Context: "why does login fail?"})
	got := outcome(t, ch)
	if got.Err != nil {
		t.Fatalf("error: %v", got.Err)
	}
	if got.Call != "d1" || got.Ref != img.Ref || got.Text != "A login form; a red banner reads 'Invalid CSRF token'." || got.Usage.PromptTokens != 120 {
		t.Errorf("outcome = %+v", got)
	}
}

// A model that does not see is never given the image and says so; an empty
// description is an error, not a blank stand-in.
func TestDescribeImageFailures(t *testing.T) {
	t.Run("empty answer", func(t *testing.T) {
		store, send, ch := vision(t, "vision: true\nturns:\n  - expect_images: 1\n    text: \"\"\n", true)
		send(&messages.DescribeImage{Call: "d2", Image: screenshot(t, store)})
		if got := outcome(t, ch); got.Err == nil || !strings.Contains(got.Err.Msg, "empty") {
			t.Errorf("outcome = %+v, want an empty-description error", got)
		}
	})
	t.Run("model error", func(t *testing.T) {
		store, send, ch := vision(t, "turns:\n  - error: overloaded\n", true)
		send(&messages.DescribeImage{Call: "d3", Image: screenshot(t, store)})
		if got := outcome(t, ch); got.Err == nil || got.Text != "" {
			t.Errorf("outcome = %+v, want the model's error", got)
		}
	})
	t.Run("blind model gets the stand-in", func(t *testing.T) {
		store, send, ch := vision(t, "turns:\n  - expect: \"cannot see images\"\n    text: \"I cannot see it.\"\n", false)
		send(&messages.DescribeImage{Call: "d4", Image: screenshot(t, store)})
		if got := outcome(t, ch); got.Err != nil {
			t.Errorf("outcome = %+v", got)
		}
	})
}
