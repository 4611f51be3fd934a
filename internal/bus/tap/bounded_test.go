package tap_test

import (
	"context"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"troupe/internal/bus/bustest"
	"troupe/internal/bus/tap"
	"troupe/messages"
)

// stuckWriter is a terminal nobody reads: every write waits for release.
type stuckWriter struct {
	release chan struct{}
	mu      sync.Mutex
	b       strings.Builder
}

func (w *stuckWriter) Write(p []byte) (int, error) {
	<-w.release
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}

func (w *stuckWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.String()
}

func heap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// A tap whose output nobody reads holds at most its pending bound of the
// traffic (a hostile worker's big events once took troupe from 80 to 580
// MB): 32 MiB published past a stuck printer grow the heap by less than
// half of that, and the tap says how many messages it dropped.
func TestTapOutputIsBounded(t *testing.T) {
	b := bustest.New(t)
	nc, err := b.Connect("tap")
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	w := &stuckWriter{release: make(chan struct{})}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- tap.Run(ctx, nc, tap.Options{Subject: "troupe.>", MaxPending: 2 << 20}, w) }()
	cid, err := nc.GetClientID()
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second) // a hung test's safety net
	for subsOf(t, b, cid) == 0 {
		if time.Now().After(deadline) {
			t.Fatal("the tap never subscribed")
		}
		time.Sleep(10 * time.Millisecond)
	}
	before := heap()
	text := strings.Repeat("x", 200<<10) // below the size that goes by reference to a body store
	for i := range 164 {                 // 32 MiB
		if _, err := b.Publish(messages.Subject(messages.ClassEvt, "S1", "main", "notice"), messages.Meta{},
			messages.Notice{Level: "info", Text: text}); err != nil {
			t.Fatalf("publish %d: %v", i, err)
		}
	}
	if err := b.Conn().Flush(); err != nil {
		t.Fatal(err)
	}
	for nc.Stats().InBytes < 32<<20 { // the tap's connection read all of it
		if time.Now().After(deadline) {
			t.Fatalf("the tap's connection read %d bytes", nc.Stats().InBytes)
		}
		time.Sleep(10 * time.Millisecond)
	}
	grown := int64(heap()) - int64(before)
	close(w.release)
	for !strings.Contains(w.String(), "messages dropped") {
		if time.Now().After(deadline) {
			t.Fatalf("the tap did not say it dropped messages:\n%.500s", w.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if grown > 16<<20 {
		t.Errorf("the heap grew by %d MiB while 32 MiB went past a stuck tap; want its pending bound", grown>>20)
	}
	t.Logf("heap grew by %.1f MiB for 32 MiB published", float64(grown)/(1<<20))
}
