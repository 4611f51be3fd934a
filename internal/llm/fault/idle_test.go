package fault

import (
	"context"
	"errors"
	"slices"
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

// A stream silent for the idle timeout is abandoned and opened again:
// before any event, silently; after part of the answer, with a reset. With
// no attempt left, a silent stream mid-answer is reported incomplete.
func TestIdleStream(t *testing.T) {
	tests := []struct {
		name        string
		maxAttempts int
		first       []llm.Event
		wantTexts   []string
		wantDone    bool
		wantOpened  int
	}{
		{"silent before any event", 0, nil, nil, true, 2},
		{"silent mid-answer", 0, []llm.Event{textEv("par")}, []string{"par", resetMark}, true, 2},
		{"silent mid-answer, no attempt left", 1, []llm.Event{textEv("par")}, []string{"par"}, false, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Policy{IdleTimeout: 50 * time.Millisecond, MaxAttempts: tt.maxAttempts, Clock: providertest.NewClock(), Jitter: func() float64 { return 0 }}
			opened := 0
			s, err := NewCaller(p).Stream(context.Background(), idleCall(tt.first, &opened))
			if err != nil {
				t.Fatal(err)
			}
			texts, done, err := collect(s)
			if !slices.Equal(texts, tt.wantTexts) || done != tt.wantDone || opened != tt.wantOpened {
				t.Errorf("texts %q, done %v, %d attempts; want %q, %v, %d", texts, done, opened, tt.wantTexts, tt.wantDone, tt.wantOpened)
			}
			if tt.wantDone && err != nil {
				t.Errorf("err = %v", err)
			}
			if !tt.wantDone && (!errors.Is(err, llm.ErrIncomplete) || !errors.Is(err, ErrIdle)) {
				t.Errorf("err = %v, want ErrIncomplete wrapping ErrIdle", err)
			}
		})
	}
}
