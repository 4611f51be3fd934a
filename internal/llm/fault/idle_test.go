package fault

import (
	"context"
	"errors"
	"testing"
	"time"

	"troupe/internal/llm"
	"troupe/internal/llm/providertest"
	"troupe/messages"
)

// stalling is a source that sends its events, then nothing until its
// request is aborted, like a provider connection that went silent.
type stalling struct {
	ctx    context.Context
	events []llm.Event
}

func (s *stalling) Next() (llm.Event, error) {
	if len(s.events) > 0 {
		ev := s.events[0]
		s.events = s.events[1:]
		return ev, nil
	}
	<-s.ctx.Done()
	return llm.Event{}, s.ctx.Err()
}

func (s *stalling) Close() error { return nil }

type answering struct{}

func (answering) Next() (llm.Event, error) {
	return llm.Event{Kind: llm.EventDone, Response: &llm.Response{Message: messages.Message{Content: "ok"}}}, nil
}
func (answering) Close() error { return nil }

func idleCall(first []llm.Event, opened *int) Call {
	return Call{
		Name: "fake/model",
		Open: func(ctx context.Context) (Source, error) {
			*opened++
			if *opened == 1 {
				return &stalling{ctx: ctx, events: first}, nil
			}
			return answering{}, nil
		},
		Judge: func(err error) Failure { return Failure{Err: err} }, // anything else: not retried
	}
}

// A stream silent for the idle timeout before any event is abandoned and
// opened again; silent after part of the answer, it is reported incomplete.
func TestIdleStream(t *testing.T) {
	p := Policy{IdleTimeout: 50 * time.Millisecond, Clock: providertest.NewClock(), Jitter: func() float64 { return 0 }}

	opened := 0
	s, err := NewCaller(p).Stream(context.Background(), idleCall(nil, &opened))
	if err != nil {
		t.Fatal(err)
	}
	texts, done, err := collect(s)
	if err != nil || !done || opened != 2 {
		t.Errorf("silent before any event: texts %v, done %v, err %v, %d attempts; want a retried, complete answer", texts, done, err, opened)
	}

	opened = 0
	s, err = NewCaller(p).Stream(context.Background(), idleCall([]llm.Event{textEv("par")}, &opened))
	if err != nil {
		t.Fatal(err)
	}
	_, done, err = collect(s)
	if done || !errors.Is(err, llm.ErrIncomplete) || !errors.Is(err, ErrIdle) || opened != 1 {
		t.Errorf("silent mid-answer: done %v, err %v, %d attempts; want ErrIncomplete wrapping ErrIdle, no retry", done, err, opened)
	}
}
