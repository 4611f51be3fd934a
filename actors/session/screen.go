package session

import (
	"context"
	"sync"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/messages"
)

// Screen judges each prompt before it runs: the session's UserPromptSubmit
// hooks and what goes with the first prompt. It belongs to the session
// actor, so a prompt from any client — the TUI, `troupe run`, a controller
// on the bus — passes it; there is no way in that skips it.
//
// Prompt may block (it runs the hooks' commands): the actor calls it on a
// goroutine of its own, for one prompt at a time, and cancels ctx when the
// turn is cancelled or the session stops. It returns the text to send (the
// prompt with what the hooks added), or a reason the prompt is blocked.
type Screen interface {
	Prompt(ctx context.Context, text string) (out string, blocked string)
}

// screened is a Screen's verdict on the prompt of turn.
type screened struct {
	turn, text, blocked string
}

// screening is the running Screen call: its cancel, and the goroutine's
// end. It lives in the lifetime, so a restarted session takes the verdict.
type screening struct {
	turn   string
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// screen starts judging the current prompt off the actor's goroutine; the
// verdict comes back as a screened message.
func (a *Actor) screen(c actor.Context, q *queued) {
	ctx, cancel := context.WithCancel(context.Background())
	s := &screening{turn: q.prompt.Turn, cancel: cancel}
	a.life.screen = s
	root, self, text, turn, sc := c.ActorSystem().Root, c.Self(), q.prompt.Text, q.prompt.Turn, a.d.Screen
	s.wg.Go(func() {
		defer cancel()
		out, blocked := sc.Prompt(ctx, text)
		root.Send(self, &screened{turn: turn, text: out, blocked: blocked})
	})
}

// stopScreen cancels a running Screen call and waits for it: the hooks'
// commands end when cancelled, so the wait is short.
func (a *Actor) stopScreen() {
	if s := a.life.screen; s != nil {
		a.life.screen = nil
		s.cancel()
		s.wg.Wait()
	}
}

// screenedPrompt sends the current prompt on once its Screen allowed it,
// or answers it with the reason it was blocked (nothing reaches the log or
// the model).
func (a *Actor) screenedPrompt(c actor.Context, m *screened) {
	cur := a.life.current
	if cur == nil || cur.prompt.Turn != m.turn || a.life.screen == nil || a.life.screen.turn != m.turn {
		return // cancelled while it was judged
	}
	a.life.screen = nil
	if m.blocked != "" {
		a.life.current = nil
		a.publish(messages.Subject(messages.ClassRes, a.d.ID, Agent, "turn"), reply(cur.meta), messages.TurnResult{Turn: m.turn,
			Err: &messages.Error{Kind: messages.KindPermissionDenied, Op: "hook", Msg: m.blocked}})
		a.next(c)
		return
	}
	cur.prompt.Text = m.text
	cur.screened = true
	a.start(cur)
}
