package store

import (
	"bufio"
	"errors"
	"os"
	"syscall"
	"testing"
)

// TestEphemeralLogNeverSyncs writes to a pipe, which takes writes and
// refuses fsync (EINVAL): a durable log fails its first commit there, an
// ephemeral store's log commits and the line comes out of the pipe.
func TestEphemeralLogNeverSyncs(t *testing.T) {
	for _, ephemeral := range []bool{false, true} {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		l := newLog("pipe", w, 1, nil, nil, ephemeral)
		_, err = l.Append(Event{Type: "message"})
		switch {
		case ephemeral && err != nil:
			t.Errorf("ephemeral: append: %v, want it written without a sync", err)
		case !ephemeral && !errors.Is(err, syscall.EINVAL):
			t.Errorf("durable: append: %v, want the pipe's fsync refusal (EINVAL)", err)
		}
		if err := l.Close(); ephemeral && err != nil {
			t.Error(err) // a durable log's Close reports the failed fsync again
		}
		if ephemeral {
			line, err := bufio.NewReader(r).ReadString('\n')
			if err != nil || len(line) < 10 {
				t.Errorf("ephemeral: the pipe got %q, %v; want the event's line", line, err)
			}
		}
		r.Close()
	}
}

// TestEphemeralStoreRoundTrip creates, appends to, closes, loads and
// reopens a session of an ephemeral store: nothing but the fsyncs changes.
func TestEphemeralStoreRoundTrip(t *testing.T) {
	s := openStore(t)
	s.Ephemeral()
	l := create(t, s, "s1")
	for range 3 {
		if _, err := l.Append(Event{Type: "message"}); err != nil {
			t.Fatal(err)
		}
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	ld, err := s.Load("s1")
	if err != nil || len(ld.Events) != 4 {
		t.Fatalf("load: %d events, %v; want the session event and 3", len(ld.Events), err)
	}
	l, ld, err = s.Open("s1")
	if err != nil {
		t.Fatal(err)
	}
	if e, err := l.Append(Event{Type: "message"}); err != nil || e.Seq != 5 {
		t.Errorf("append after reopening: seq %d, %v; want 5", e.Seq, err)
	}
	if err := l.Close(); err != nil {
		t.Error(err)
	}
}
