package tool

import (
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestFileState(t *testing.T) {
	s := NewFileState()
	if _, ok := s.Seen("/a"); ok {
		t.Fatal("a new FileState has seen /a")
	}
	v := FileVersion{ModTime: time.Unix(100, 0), Size: 3, Hash: [32]byte{1}}
	s.Record("/a", v)
	got, ok := s.Seen("/a")
	if !ok {
		t.Fatal("/a not seen after Record")
	}
	if diff := cmp.Diff(v, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if _, ok := s.Seen("/b"); ok {
		t.Error("/b seen")
	}
	s.Forget("/a")
	if _, ok := s.Seen("/a"); ok {
		t.Error("/a seen after Forget")
	}
}

// TestFileStateLock checks that Lock serializes holders of one path, lets
// other paths through, and drops unused locks.
func TestFileStateLock(t *testing.T) {
	s := NewFileState()
	const n = 50
	var wg sync.WaitGroup
	inside, most := 0, 0
	var mu sync.Mutex
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			unlock := s.Lock("/same")
			defer unlock()
			mu.Lock()
			inside++
			most = max(most, inside)
			mu.Unlock()
			time.Sleep(time.Millisecond)
			mu.Lock()
			inside--
			mu.Unlock()
		}()
	}
	// Another path is not blocked by a held one.
	unlockOther := s.Lock("/other")
	unlockOther2 := make(chan func())
	go func() { unlockOther2 <- s.Lock("/third") }()
	(<-unlockOther2)()
	unlockOther()
	wg.Wait()
	if most != 1 {
		t.Errorf("%d holders of one path's lock at once, want 1", most)
	}
	s.mu.Lock()
	left := len(s.locks)
	s.mu.Unlock()
	if left != 0 {
		t.Errorf("%d locks left after every holder unlocked", left)
	}
}
