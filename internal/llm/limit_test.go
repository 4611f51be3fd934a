package llm_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"troupe/internal/llm"
)

// gated is a fake client whose streams end only when the test says so.
type gated struct {
	mu      sync.Mutex
	started []string
	open    int
	peak    int
	gates   map[string]chan struct{}
	fail    bool
}

func (g *gated) Name() string { return "fake" }

func (g *gated) Stream(_ context.Context, req llm.Request) (*llm.Stream, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.fail {
		return nil, errors.New("refused")
	}
	g.started = append(g.started, req.Agent)
	g.open++
	g.peak = max(g.peak, g.open)
	gate := make(chan struct{})
	g.gates[req.Agent] = gate
	return llm.NewStream(func() (llm.Event, error) {
		<-gate
		g.mu.Lock()
		g.open--
		g.mu.Unlock()
		return llm.Event{Kind: llm.EventDone, Response: &llm.Response{}}, nil
	}, nil), nil
}

func (g *gated) release(agent string) {
	g.mu.Lock()
	gate := g.gates[agent]
	g.mu.Unlock()
	close(gate)
}

func (g *gated) snapshot() ([]string, int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	return append([]string(nil), g.started...), g.peak
}

// waitFor polls cond; the test fails if it does not hold within a generous
// bound (a hang, not a speed check).
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !cond(); {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

func TestLimiterBoundsAndQueuesInOrder(t *testing.T) {
	g := &gated{gates: map[string]chan struct{}{}}
	lim := llm.NewLimiter(2)
	c := llm.Limit(g, lim)
	var wg sync.WaitGroup
	var mu sync.Mutex
	waits := map[string]int{}
	agents := []string{"a", "b", "c", "d", "e"}
	for i, a := range agents {
		ctx := llm.WithWait(context.Background(), func(ahead, max int) {
			mu.Lock()
			waits[a] = ahead
			mu.Unlock()
		})
		wg.Go(func() {
			s, err := c.Stream(ctx, llm.Request{Agent: a})
			if err != nil {
				t.Errorf("%s: %v", a, err)
				return
			}
			if _, err := llm.Collect(context.Background(), s, nil); err != nil {
				t.Errorf("%s: %v", a, err)
			}
		})
		// Let each call start or queue before the next arrives.
		want := min(i+1, 2)
		waitFor(t, "call "+a, func() bool { s, _ := g.snapshot(); return len(s) == want && lim.Waiting() == i+1-want })
	}
	// Free one slot at a time, and let the call it goes to start before
	// freeing the next: the order calls start is the order slots were given.
	for i, a := range agents {
		waitFor(t, a+" started", func() bool { s, _ := g.snapshot(); return len(s) > 0 && contains(s, a) })
		g.release(a)
		if next := i + 2; next < len(agents) {
			waitFor(t, "a slot for "+agents[next], func() bool { s, _ := g.snapshot(); return len(s) > next })
		}
	}
	wg.Wait()
	started, peak := g.snapshot()
	if peak != 2 {
		t.Errorf("peak concurrent calls %d, want 2", peak)
	}
	for i, a := range agents {
		if started[i] != a {
			t.Fatalf("calls started in order %v, want %v (first come, first served)", started, agents)
		}
	}
	if waits["a"] != 0 || waits["b"] != 0 || waits["c"] != 1 || waits["d"] != 2 || waits["e"] != 3 {
		t.Errorf("waiting notices %v, want none for a and b, then 1, 2, 3 waiting", waits)
	}
}

func TestLimiterReleasesOnFailureAndCancel(t *testing.T) {
	g := &gated{gates: map[string]chan struct{}{}, fail: true}
	lim := llm.NewLimiter(1)
	c := llm.Limit(g, lim)
	for range 3 { // a refused call must not keep its slot
		if _, err := c.Stream(context.Background(), llm.Request{Agent: "x"}); err == nil {
			t.Fatal("refused call succeeded")
		}
	}
	g.mu.Lock()
	g.fail = false
	g.mu.Unlock()
	s, err := c.Stream(context.Background(), llm.Request{Agent: "held"})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := c.Stream(ctx, llm.Request{Agent: "queued"})
		done <- err
	}()
	waitFor(t, "the second call to queue", func() bool { return lim.Waiting() == 1 })
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled waiter: %v, want context.Canceled", err)
	}
	if err := s.Close(); err != nil { // closing early releases the slot
		t.Fatal(err)
	}
	s2, err := c.Stream(context.Background(), llm.Request{Agent: "next"})
	if err != nil {
		t.Fatal(err)
	}
	g.release("next")
	if _, err := llm.Collect(context.Background(), s2, nil); err != nil {
		t.Fatal(err)
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
