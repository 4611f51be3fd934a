package hooks

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Callback is a hook that is a function rather than a command: the Claude
// Agent SDK's hooks, which troupe calls back over its control protocol
// (hook_callback). It answers with the Output a command hook would print;
// an error is reported like a command hook that failed to run.
type Callback func(ctx context.Context, in Input) (Output, error)

// ErrNotRaised is returned for a hook of an event troupe does not raise.
var ErrNotRaised = errors.New("hooks: troupe does not raise this event")

// AddCallback adds a callback hook for event, under matcher (a tool-name
// regexp; "" or "*" for all). name identifies it in hook runs.
func (s *Settings) AddCallback(event, matcher, name string, timeout time.Duration, fn Callback) error {
	if !raised.Get()[event] {
		return fmt.Errorf("%w: %s", ErrNotRaised, event)
	}
	re, err := compile(matcher)
	if err != nil {
		return fmt.Errorf("hooks: matcher %q: %w", matcher, err)
	}
	if s.Events == nil {
		s.Events = map[string][]Group{}
	}
	s.Events[event] = append(s.Events[event], Group{Matcher: matcher, re: re,
		Hooks: []Hook{{Type: "callback", Command: name, Timeout: timeout.Seconds(), Source: "the Agent SDK", fn: fn}}})
	return nil
}

// Merge adds o's hooks after s's.
func (s *Settings) Merge(o *Settings) {
	if o.Empty() {
		return
	}
	if s.Events == nil {
		s.Events = map[string][]Group{}
	}
	for ev, gs := range o.Events {
		s.Events[ev] = append(s.Events[ev], gs...)
	}
}

// call runs a callback hook as exec runs a command: its Output becomes
// the JSON a command would have printed.
func (r *Runner) call(ctx context.Context, h Hook, in Input) (result, error) {
	t := time.Duration(h.Timeout * float64(time.Second))
	if t <= 0 {
		t = defaultTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, t)
	defer cancel()
	start := time.Now()
	out, err := h.fn(ctx, in)
	took := time.Since(start)
	if ctx.Err() == context.DeadlineExceeded {
		return result{timedOut: true, took: took}, nil
	}
	if err != nil {
		return result{}, err
	}
	data, err := json.Marshal(out)
	if err != nil {
		return result{}, err
	}
	return result{stdout: string(data), took: took}, nil
}
