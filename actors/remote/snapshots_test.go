package remote

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"troupe/internal/snapshot"
)

// Eight proxies asking for a snapshot at once share about two builds, and
// each gets a build begun after it asked (it holds every change made
// before its task call).
func TestSnapshotsCoalesced(t *testing.T) {
	var b builds
	var mu sync.Mutex
	began := map[string]time.Time{}
	n := 0
	do := func(context.Context) (string, snapshot.Stats, error) {
		mu.Lock()
		n++
		name := fmt.Sprint("snap-", n)
		began[name] = time.Now()
		mu.Unlock()
		time.Sleep(50 * time.Millisecond)
		return name, snapshot.Stats{Files: 1}, nil
	}
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for range 8 {
		wg.Go(func() {
			asked := time.Now()
			name, st, err := b.take(context.Background(), dispatchTry, do)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err != nil:
				errs <- err
			case st.Files != 1 || began[name].Before(asked):
				errs <- fmt.Errorf("got %s (began %s) for an ask at %s", name, began[name].Format(time.StampMicro), asked.Format(time.StampMicro))
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if n < 1 || n > 3 {
		t.Errorf("%d builds for 8 asks at once, want 1 to 3", n)
	}
}

// A proxy that stops waiting (its turn cancelled) gets its context's
// cause; the others still get their snapshot.
func TestSnapshotsWaitEndsWithTheContext(t *testing.T) {
	var b builds
	release := make(chan struct{})
	do := func(context.Context) (string, snapshot.Stats, error) {
		<-release
		return "snap-x", snapshot.Stats{}, nil
	}
	first := make(chan error, 1)
	go func() { _, _, err := b.take(context.Background(), dispatchTry, do); first <- err }() // waited for below
	time.Sleep(20 * time.Millisecond)                                                        // the first build runs
	ctx, cancel := context.WithCancelCause(context.Background())
	cause := errors.New("turn cancelled")
	cancel(cause)
	if _, _, err := b.take(ctx, dispatchTry, do); !errors.Is(err, cause) {
		t.Fatalf("cancelled take = %v, want %v", err, cause)
	}
	close(release)
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	if name, _, err := b.take(context.Background(), dispatchTry, do); err != nil || name != "snap-x" {
		t.Fatalf("take after = %q, %v", name, err)
	}
}
