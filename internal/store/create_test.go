package store

import (
	"errors"
	"fmt"
	"os"
	"sync"
	"testing"
)

// TestCreateConcurrently: sessions created at once (each fsyncs its log
// and both directories on goroutines of its own) are each whole: the log
// holds the session event, seq 1; a second Create of an id that exists is
// refused and leaves the first intact. Run with -race.
func TestCreateConcurrently(t *testing.T) {
	s := openStore(t)
	const n = 8
	var wg sync.WaitGroup
	errs := make([]error, n)
	logs := make([]*Log, n)
	for i := range n {
		wg.Go(func() {
			logs[i], errs[i] = s.Create(fmt.Sprintf("c%d", i), Meta{Workspace: "/ws", Model: "m1", Created: t0})
		})
	}
	wg.Wait()
	for i := range n {
		if errs[i] != nil {
			t.Fatalf("create c%d: %v", i, errs[i])
		}
		if err := logs[i].Close(); err != nil {
			t.Fatal(err)
		}
		ld, err := s.Load(fmt.Sprintf("c%d", i))
		if err != nil {
			t.Fatal(err)
		}
		if len(ld.Events) != 1 || ld.Events[0].Type != TypeSession || ld.Events[0].Seq != 1 || ld.Meta.Model != "m1" {
			t.Errorf("c%d holds %+v, meta %+v", i, ld.Events, ld.Meta)
		}
	}
	if _, err := s.Create("c0", Meta{Workspace: "/other"}); !errors.Is(err, ErrExists) {
		t.Errorf("second create of c0: %v, want ErrExists", err)
	}
	if ld, err := s.Load("c0"); err != nil || ld.Meta.Workspace != "/ws" {
		t.Errorf("c0 after a refused create: %+v, %v", ld.Meta, err)
	}
	if _, err := os.Stat(s.Dir("c0")); err != nil {
		t.Error(err)
	}
}
