package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sync"
	"syscall"
	"testing"

	"troupe/internal/faults"
)

// committed records what done functions saw. Done functions run on the Log's
// writer goroutine; Close waits for it, so reading after Close is safe.
type committed struct {
	events []Event
	errs   []error
}

func (c *committed) done(e Event, err error) {
	c.events = append(c.events, e)
	c.errs = append(c.errs, err)
}

func TestCommitOrderAndDurability(t *testing.T) {
	const writers, each = 8, 40
	s := openStore(t)
	l := create(t, s, "s1")

	var c committed
	var onDisk []string // problems found by done, checked after Close
	done := func(e Event, err error) {
		c.done(e, err)
		if err != nil {
			return
		}
		raw, rerr := os.ReadFile(l.Path())
		if rerr != nil {
			onDisk = append(onDisk, rerr.Error())
			return
		}
		if !bytes.Contains(raw, []byte(fmt.Sprintf(`{"seq":%d,`, e.Seq))) {
			onDisk = append(onDisk, fmt.Sprintf("seq %d not in the file when its done ran", e.Seq))
		}
	}
	var wg sync.WaitGroup
	for g := range writers {
		wg.Go(func() {
			for i := range each {
				l.Commit(Event{Type: "message", Agent: fmt.Sprint("a", g), Data: json.RawMessage(fmt.Sprintf(`{"g":%d, "i":%d}`, g, i))}, done)
			}
		})
	}
	wg.Wait()
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}

	for _, p := range onDisk {
		t.Error(p)
	}
	if got, want := len(c.events), writers*each; got != want {
		t.Fatalf("done called %d times, want %d", got, want)
	}
	lastI := map[string]int{}
	for i, e := range c.events {
		if c.errs[i] != nil {
			t.Fatalf("done #%d: %v", i, c.errs[i])
		}
		if want := uint64(i + 2); e.Seq != want {
			t.Fatalf("done #%d got seq %d, want %d: done must run in seq order", i, e.Seq, want)
		}
		var d struct{ G, I int }
		if err := json.Unmarshal(e.Data, &d); err != nil {
			t.Fatal(err)
		}
		if prev, ok := lastI[e.Agent]; ok && d.I != prev+1 {
			t.Errorf("writer %s: event %d committed after %d", e.Agent, d.I, prev)
		}
		lastI[e.Agent] = d.I
	}
	ld, err := s.Load("s1")
	if err != nil {
		t.Fatal(err)
	}
	if len(ld.Events) != len(c.events)+1 {
		t.Fatalf("log holds %d events, want %d", len(ld.Events), len(c.events)+1)
	}
	for i, e := range c.events {
		if got := ld.Events[i+1]; got.Seq != e.Seq || !bytes.Equal(got.Data, e.Data) || !got.Time.Equal(e.Time) {
			t.Errorf("stored %+v, done saw %+v", got, e)
		}
	}
}

func TestCommitInvalidEvents(t *testing.T) {
	s := openStore(t)
	l := create(t, s, "s1")
	var c committed
	events := []Event{
		{Type: "message", Data: json.RawMessage(`{"n":1}`)},
		{Data: json.RawMessage(`{"n":2}`)},                    // no type
		{Type: "message", Data: json.RawMessage(`{"n":`)},     // invalid JSON
		{Type: "message", Data: json.RawMessage(`{"n": 3 }`)}, // valid, compacted
	}
	for _, e := range events {
		l.Commit(e, c.done)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	wantErr := []bool{false, true, true, false}
	for i, err := range c.errs {
		if (err != nil) != wantErr[i] {
			t.Errorf("event %d: err = %v, want error: %v", i, err, wantErr[i])
		}
	}
	if c.events[0].Seq != 2 || c.events[3].Seq != 3 {
		t.Errorf("seqs %d and %d, want 2 and 3: an invalid event takes no seq", c.events[0].Seq, c.events[3].Seq)
	}
	if got := string(c.events[3].Data); got != `{"n":3}` {
		t.Errorf("data %s, want compacted", got)
	}
	ld, err := s.Load("s1")
	if err != nil {
		t.Fatal(err)
	}
	if len(ld.Events) != 3 {
		t.Errorf("log holds %d events, want 3", len(ld.Events))
	}
}

// TestCommitStickyError writes to /dev/full, a real device whose writes fail
// with ENOSPC, as on a full disk.
func TestCommitStickyError(t *testing.T) {
	f, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skipf("no /dev/full: %v", err)
	}
	l := newLog("/dev/full", f, 2, nil, nil, false)
	var c committed
	l.Commit(Event{Type: "message"}, c.done)
	if _, err := l.Append(Event{Type: "message"}); !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("Append after a failed write: %v, want ENOSPC", err)
	}
	l.Commit(Event{}, c.done) // invalid: its own error, not the sticky one
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if len(c.errs) != 2 {
		t.Fatalf("done called %d times, want 2", len(c.errs))
	}
	if !errors.Is(c.errs[0], syscall.ENOSPC) {
		t.Errorf("first commit: %v, want ENOSPC", c.errs[0])
	}
	if c.errs[1] == nil || errors.Is(c.errs[1], syscall.ENOSPC) {
		t.Errorf("invalid event: %v, want its own error", c.errs[1])
	}
}

func TestCommitClose(t *testing.T) {
	s := openStore(t)
	l := create(t, s, "s1")
	var c committed
	const n = 100
	for i := range n {
		l.Commit(Event{Type: "message", Data: json.RawMessage(fmt.Sprint(i))}, c.done)
	}
	// Close commits what is queued before it returns.
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if len(c.events) != n {
		t.Fatalf("done called %d times before Close returned, want %d", len(c.events), n)
	}
	for i, err := range c.errs {
		if err != nil {
			t.Fatalf("event %d: %v", i, err)
		}
	}
	var after error
	l.Commit(Event{Type: "message"}, func(_ Event, err error) { after = err })
	if !errors.Is(after, ErrClosed) {
		t.Errorf("Commit after Close: %v, want ErrClosed", after)
	}
	if _, err := l.Append(Event{Type: "message"}); !errors.Is(err, ErrClosed) {
		t.Errorf("Append after Close: %v, want ErrClosed", err)
	}
	if err := l.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	ld, err := s.Load("s1")
	if err != nil {
		t.Fatal(err)
	}
	if len(ld.Events) != n+1 {
		t.Errorf("log holds %d events, want %d", len(ld.Events), n+1)
	}
}

// TestCommitFromDone chains commits from done functions, as an actor that
// records a follow-up event once the first is durable would.
func TestCommitFromDone(t *testing.T) {
	s := openStore(t)
	l := create(t, s, "s1")
	const n = 20
	finished := make(chan Event, 1)
	var step func(Event, error)
	step = func(e Event, err error) {
		if err != nil || e.Seq == n+1 {
			finished <- e
			return
		}
		l.Commit(Event{Type: "message"}, step)
	}
	l.Commit(Event{Type: "message"}, step)
	if e := <-finished; e.Seq != n+1 {
		t.Fatalf("chain stopped at seq %d, want %d", e.Seq, n+1)
	}
}

// An injected append failure (faults.LogAppend) is a write refused with
// nothing written, as on a full disk: the writer retries the batch in its
// place, so every event is committed once, in order, with contiguous seqs.
func TestCommitInjectedFailure(t *testing.T) {
	fs, err := faults.Parse(faults.LogAppend + ":2") // the first write after the session event's
	if err != nil {
		t.Fatal(err)
	}
	s := openStore(t)
	s.InjectFaults(fs)
	l := create(t, s, "s1")
	var c committed
	for i := range 3 {
		l.Commit(Event{Type: "message", Data: json.RawMessage(fmt.Sprint(i))}, c.done)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if n := fs.Arrivals(faults.LogAppend); n < 3 {
		t.Fatalf("%d writes, want the refused one and its retry after the session event's", n)
	}
	for i, e := range c.events {
		if c.errs[i] != nil || e.Seq != uint64(i+2) {
			t.Errorf("event %d: seq %d, err %v; want seq %d, committed", i, e.Seq, c.errs[i], i+2)
		}
	}
	ld, err := s.Load("s1")
	if err != nil {
		t.Fatal(err)
	}
	if len(ld.Events) != 4 || string(ld.Events[3].Data) != "2" {
		t.Errorf("log holds %+v", ld.Events)
	}
}
