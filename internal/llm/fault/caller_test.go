package fault

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/llm"
	"troupe/internal/llm/providertest"
	"troupe/messages"
)

var (
	errTransient  = errors.New("transient")
	errOverloaded = errors.New("overloaded")
	errFatal      = errors.New("fatal")
)

// attempt scripts one attempt: an Open error, or the events and the error
// its source ends with.
type attempt struct {
	openErr error
	events  []llm.Event
	endErr  error // after events; nil means the events end with EventDone
}

type fakeSource struct {
	a      attempt
	i      int
	closed *int
}

func (s *fakeSource) Next() (llm.Event, error) {
	if s.i < len(s.a.events) {
		s.i++
		return s.a.events[s.i-1], nil
	}
	if s.a.endErr != nil {
		return llm.Event{}, s.a.endErr
	}
	return llm.Event{Kind: llm.EventDone, Response: &llm.Response{Message: messages.Message{Content: "ok"}}}, nil
}

func (s *fakeSource) Close() error { *s.closed++; return nil }

// script returns a Call that plays the attempts in order and counts them.
func script(t *testing.T, attempts ...attempt) (Call, *int, *int) {
	opened, closed := new(int), new(int)
	return Call{
		Name:   "fake/model",
		Secret: "sk-very-secret-key",
		Open: func(ctx context.Context) (Source, error) {
			if *opened >= len(attempts) {
				t.Fatalf("attempt %d beyond the script", *opened+1)
			}
			a := attempts[*opened]
			*opened++
			if a.openErr != nil {
				return nil, a.openErr
			}
			return &fakeSource{a: a, closed: closed}, nil
		},
		Judge: func(err error) Failure {
			if errors.Is(err, errOverloaded) {
				return Failure{Err: err, Retry: true, Status: StatusOverloaded}
			}
			return Failure{Err: err, Retry: errors.Is(err, errTransient) || errors.Is(err, llm.ErrIncomplete)}
		},
	}, opened, closed
}

func collect(s *llm.Stream) (texts []string, done bool, err error) {
	defer s.Close()
	for s.Next() {
		switch ev := s.Event(); ev.Kind {
		case llm.EventText:
			texts = append(texts, ev.Text)
		case llm.EventReset:
			texts = append(texts, resetMark)
		case llm.EventDone:
			done = true
		}
	}
	return texts, done, s.Err()
}

// resetMark stands for an llm.EventReset among the texts collect returns.
const resetMark = "<reset>"

func textEv(s string) llm.Event { return llm.Event{Kind: llm.EventText, Text: s} }

func TestCaller(t *testing.T) {
	tests := []struct {
		name      string
		policy    Policy
		attempts  []attempt
		wantTexts []string
		wantDone  bool
		wantErr   error // nil: success
		wantSays  string
		wantWaits int
	}{
		{"first attempt", Policy{}, []attempt{{events: []llm.Event{textEv("a")}}}, []string{"a"}, true, nil, "", 0},
		{"open fails, then succeeds", Policy{}, []attempt{{openErr: errTransient}, {events: []llm.Event{textEv("a")}}},
			[]string{"a"}, true, nil, "", 1},
		{"cut before any event is reopened", Policy{}, []attempt{{endErr: errTransient}, {endErr: llm.ErrIncomplete}, {events: []llm.Event{textEv("b")}}},
			[]string{"b"}, true, nil, "", 2},
		{"cut after an event restarts the answer", Policy{}, []attempt{{events: []llm.Event{textEv("a")}, endErr: errTransient}, {events: []llm.Event{textEv("b")}}},
			[]string{"a", resetMark, "b"}, true, nil, "", 1},
		{"cut twice, then complete", Policy{}, []attempt{{events: []llm.Event{textEv("a")}, endErr: errTransient},
			{endErr: errTransient}, {events: []llm.Event{textEv("b"), textEv("c")}, endErr: llm.ErrIncomplete}, {events: []llm.Event{textEv("d")}}},
			[]string{"a", resetMark, "b", "c", resetMark, "d"}, true, nil, "", 3},
		{"cut after an event with the attempts spent", Policy{MaxAttempts: 2}, []attempt{{events: []llm.Event{textEv("a")}, endErr: errTransient}, {events: []llm.Event{textEv("b")}, endErr: errTransient}},
			[]string{"a", resetMark, "b"}, false, llm.ErrIncomplete, "stream cut after part of the answer was delivered: giving up after 2 attempts", 1},
		{"cut by a fatal error is reported at once", Policy{}, []attempt{{events: []llm.Event{textEv("a")}, endErr: errFatal}},
			[]string{"a"}, false, errFatal, "", 0},
		{"overloaded gets the longer budget", Policy{MaxAttempts: 2}, []attempt{{openErr: errOverloaded}, {openErr: errOverloaded}, {openErr: errOverloaded}, {events: []llm.Event{textEv("a")}}},
			[]string{"a"}, true, nil, "", 3},
		{"overloaded budget runs out too", Policy{MaxAttempts: 2, OverloadedMaxAttempts: 3}, []attempt{{openErr: errOverloaded}, {openErr: errOverloaded}, {openErr: errOverloaded}},
			nil, false, errOverloaded, "giving up after 3 attempts", 2},
		{"other faults keep the short budget", Policy{MaxAttempts: 2}, []attempt{{openErr: errTransient}, {openErr: errTransient}},
			nil, false, errTransient, "giving up after 2 attempts", 1},
		{"fatal open fails at once", Policy{}, []attempt{{openErr: errFatal}}, nil, false, errFatal, "", 0},
		{"attempts run out", Policy{MaxAttempts: 3}, []attempt{{openErr: errTransient}, {openErr: errTransient}, {openErr: errTransient}},
			nil, false, errTransient, "giving up after 3 attempts", 2},
		{"time budget runs out", Policy{MaxElapsed: 2 * time.Second}, []attempt{{openErr: errTransient}, {openErr: errTransient}, {openErr: errTransient}},
			nil, false, errTransient, "giving up after 3 attempts", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clock := providertest.NewClock()
			tt.policy.Clock, tt.policy.Jitter = clock, func() float64 { return 0.5 }
			call, opened, closed := script(t, tt.attempts...)
			c := NewCaller(tt.policy)
			var texts []string
			var done bool
			s, err := c.Stream(context.Background(), call)
			if err == nil {
				texts, done, err = collect(s)
			}
			if tt.wantErr == nil && err != nil || !errors.Is(err, tt.wantErr) {
				t.Fatalf("error = %v, want %v", err, tt.wantErr)
			}
			if err != nil && !strings.Contains(err.Error(), tt.wantSays) {
				t.Errorf("error %q does not say %q", err, tt.wantSays)
			}
			if diff := cmp.Diff(tt.wantTexts, texts); diff != "" {
				t.Errorf("texts (-want +got):\n%s", diff)
			}
			if done != tt.wantDone {
				t.Errorf("done = %v, want %v", done, tt.wantDone)
			}
			if *opened != len(tt.attempts) {
				t.Errorf("%d attempts, want %d", *opened, len(tt.attempts))
			}
			if n := len(clock.Slept()); n != tt.wantWaits {
				t.Errorf("%d waits %v, want %d", n, clock.Slept(), tt.wantWaits)
			}
			sources := 0
			for _, a := range tt.attempts {
				if a.openErr == nil {
					sources++
				}
			}
			if *closed != sources {
				t.Errorf("%d sources closed, want %d", *closed, sources)
			}
		})
	}
}

func TestCallerStopsAtTheDeadline(t *testing.T) {
	clock := providertest.NewClock()
	call, opened, _ := script(t, attempt{openErr: errTransient})
	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(100*time.Millisecond))
	defer cancel()
	_, err := NewCaller(Policy{Clock: clock, MinDelay: time.Second}).Stream(ctx, call)
	if !errors.Is(err, errTransient) || !strings.Contains(err.Error(), "deadline") {
		t.Fatalf("error = %v", err)
	}
	if *opened != 1 || len(clock.Slept()) != 0 {
		t.Errorf("opened %d, waits %v", *opened, clock.Slept())
	}
}

func TestCallerScrubsTheSecret(t *testing.T) {
	call, _, _ := script(t, attempt{openErr: errors.New("401: bad key sk-very-secret-key")})
	call.Judge = func(err error) Failure { return Failure{Err: err} }
	_, err := NewCaller(Policy{Clock: providertest.NewClock()}).Stream(context.Background(), call)
	if err == nil || strings.Contains(err.Error(), "sk-very-secret-key") {
		t.Fatalf("error = %v", err)
	}
}

func TestCallerCanceled(t *testing.T) {
	call, opened, _ := script(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := NewCaller(Policy{Clock: providertest.NewClock()}).Stream(ctx, call)
	if !errors.Is(err, context.Canceled) || *opened != 0 {
		t.Fatalf("error = %v after %d attempts", err, *opened)
	}
}

// A breaker opened by this call's own failures ends the call, quoting them.
func TestCallerStopsWhenTheBreakerOpens(t *testing.T) {
	call, opened, _ := script(t, attempt{openErr: errTransient}, attempt{openErr: errTransient})
	_, err := NewCaller(Policy{Clock: providertest.NewClock(), MaxAttempts: 5, BreakAfter: 2}).Stream(context.Background(), call)
	if !errors.Is(err, llm.ErrCircuitOpen) || !strings.Contains(err.Error(), "own failure (transient)") {
		t.Fatalf("error = %v", err)
	}
	if *opened != 2 {
		t.Errorf("%d attempts, want 2", *opened)
	}
}

// slowSource streams one piece of text after a long (fake) time, then fails
// with err, or completes when err is nil.
type slowSource struct {
	clock *providertest.Clock
	took  time.Duration
	err   error
	sent  bool
}

func (s *slowSource) Next() (llm.Event, error) {
	if !s.sent {
		s.sent = true
		s.clock.Advance(s.took)
		return textEv("a long answer"), nil
	}
	if s.err != nil {
		return llm.Event{}, s.err
	}
	return llm.Event{Kind: llm.EventDone, Response: &llm.Response{Message: messages.Message{Content: "ok"}}}, nil
}

func (s *slowSource) Close() error { return nil }

// The time budget bounds time spent failing, not time spent streaming: an
// answer that streamed for longer than MaxElapsed and was then cut is still
// retried.
func TestLongAnswerCutIsRetried(t *testing.T) {
	clock := providertest.NewClock()
	p := Policy{MaxElapsed: time.Minute, Clock: clock, Jitter: func() float64 { return 0.5 }}
	opened := 0
	call := Call{
		Name: "fake/model",
		Open: func(context.Context) (Source, error) {
			opened++
			if opened == 1 {
				return &slowSource{clock: clock, took: 5 * time.Minute, err: errTransient}, nil
			}
			return &slowSource{clock: clock, took: time.Second}, nil
		},
		Judge: func(err error) Failure { return Failure{Err: err, Retry: errors.Is(err, errTransient)} },
	}
	s, err := NewCaller(p).Stream(context.Background(), call)
	if err != nil {
		t.Fatal(err)
	}
	texts, done, err := collect(s)
	if err != nil || !done || opened != 2 {
		t.Fatalf("texts %q, done %v, err %v, %d attempts; want the answer restarted and complete", texts, done, err, opened)
	}
	if want := []string{"a long answer", resetMark, "a long answer"}; !cmp.Equal(texts, want) {
		t.Errorf("texts %q, want %q", texts, want)
	}
}
