package store

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestConcurrentAppend(t *testing.T) {
	const writers, each = 8, 50
	s := openStore(t)
	l := create(t, s, "s1")

	var wg sync.WaitGroup
	results := make([][]Event, writers)
	errs := make([]error, writers)
	for g := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range each {
				e, err := l.Append(Event{Type: "message", Agent: fmt.Sprint("a", g), Data: json.RawMessage(fmt.Sprintf(`{"g":%d,"i":%d}`, g, i))})
				if err != nil {
					errs[g] = err
					return
				}
				results[g] = append(results[g], e)
			}
		}()
	}
	wg.Wait()
	for g, err := range errs {
		if err != nil {
			t.Fatalf("writer %d: %v", g, err)
		}
	}

	var all []Event
	for g, rs := range results {
		for i := 1; i < len(rs); i++ {
			if rs[i].Seq <= rs[i-1].Seq {
				t.Errorf("writer %d: seq %d after %d", g, rs[i].Seq, rs[i-1].Seq)
			}
		}
		all = append(all, rs...)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].Seq < all[j].Seq })
	for i, e := range all {
		if want := uint64(i + 2); e.Seq != want {
			t.Fatalf("returned seqs not contiguous: #%d is %d, want %d", i, e.Seq, want)
		}
	}

	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(l.Path())
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.Split(bytes.TrimSuffix(raw, []byte("\n")), []byte("\n"))
	if got, want := len(lines), writers*each+1; got != want {
		t.Fatalf("file has %d lines, want %d", got, want)
	}
	for i, line := range lines {
		if !json.Valid(line) {
			t.Fatalf("line %d is not valid JSON: %q", i+1, line)
		}
	}
	ld, err := s.Load("s1")
	if err != nil {
		t.Fatal(err)
	}
	if ld.Truncated != nil {
		t.Errorf("Truncated = %+v, want nil", ld.Truncated)
	}
	if diff := cmp.Diff(all, ld.Events[1:]); diff != "" {
		t.Errorf("stored events differ from returned ones (-returned +stored):\n%s", diff)
	}
}

// After runs in order with the done functions of Commit, after what was
// committed before it is on disk.
func TestAfterRunsInOrder(t *testing.T) {
	st, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	l, err := st.Create("s1", Meta{})
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	done := make(chan struct{})
	l.Commit(Event{Type: "a"}, func(Event, error) { order = append(order, "a") })
	l.After(func() { order = append(order, "after-a") })
	l.Commit(Event{Type: "b"}, func(Event, error) { order = append(order, "b") })
	l.After(func() { close(done) })
	<-done
	l.Flush()
	if got := strings.Join(order, ","); got != "a,after-a,b" {
		t.Fatalf("order = %s", got)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	ld, err := st.Load("s1")
	if err != nil || len(ld.Events) != 3 {
		t.Fatalf("loaded %d events, %v", len(ld.Events), err)
	}
	ran := false
	l.After(func() { ran = true }) // closed: runs at once
	if !ran {
		t.Fatal("After on a closed log did not run")
	}
}
