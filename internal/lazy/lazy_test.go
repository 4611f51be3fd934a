package lazy

import (
	"sync"
	"sync/atomic"
	"testing"
)

func TestGetBuildsOnceUnderConcurrency(t *testing.T) {
	var calls atomic.Int32 // the test's own: it passes under -count=N
	table := &Value[map[string]int]{New: func() map[string]int {
		calls.Add(1)
		return map[string]int{"a": 1}
	}}
	if n := calls.Load(); n != 0 {
		t.Fatalf("New ran %d times before the first Get", n)
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if got := table.Get()["a"]; got != 1 {
				t.Errorf("Get()[a] = %d, want 1", got)
			}
		})
	}
	wg.Wait()
	if n := calls.Load(); n != 1 {
		t.Fatalf("New ran %d times, want 1", n)
	}
}
