package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// seedSession creates session id with n events after the session event and
// returns them all, as Load returns them.
func seedSession(t *testing.T, s *Store, id string, n int) []Event {
	t.Helper()
	l, err := s.Create(id, Meta{Workspace: "/ws", Created: t0})
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		mustAppend(t, l, Event{Type: "message", Data: json.RawMessage(fmt.Sprintf(`{"n":%d}`, i))})
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	ld, err := s.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	return ld.Events
}

func appendRaw(t *testing.T, path, raw string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(raw); err != nil {
		t.Fatal(err)
	}
}

func TestTornLastLine(t *testing.T) {
	tests := []struct {
		name   string
		tail   string
		reason string
	}{
		{"partial line", `{"seq":4,"time":"2026-12-02T16:1`, "no trailing newline"},
		{"whole event without newline", `{"seq":4,"time":"2026-12-02T16:19:55Z","type":"x"}`, "no trailing newline"},
		{"garbage with newline", "{\"seq\":4,\"ti\n", "not valid JSON: unexpected end of JSON input"},
		{"zeroed block", "\x00\x00\x00\x00\n", "not valid JSON: invalid character '\\x00' looking for beginning of value"},
		{"empty line", "\n", "not valid JSON: unexpected end of JSON input"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := openStore(t)
			good := seedSession(t, s, "s1", 2)
			path := filepath.Join(s.Dir("s1"), "log.jsonl")
			before, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			appendRaw(t, path, tc.tail)
			wantTrunc := &Truncation{Line: 4, Offset: int64(len(before)), Bytes: len(tc.tail), Reason: tc.reason}

			ld, err := s.Load("s1")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(good, ld.Events); diff != "" {
				t.Errorf("Load events (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(wantTrunc, ld.Truncated); diff != "" {
				t.Errorf("Load Truncated (-want +got):\n%s", diff)
			}
			if b, _ := os.ReadFile(path); !bytes.Equal(b, append(before, tc.tail...)) {
				t.Error("Load changed the file")
			}

			l, ld, err := s.Open("s1")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(good, ld.Events); diff != "" {
				t.Errorf("Open events (-want +got):\n%s", diff)
			}
			if ld.Truncated == nil || ld.Truncated.Saved == "" {
				t.Fatalf("Open Truncated = %+v, want the saved file named", ld.Truncated)
			}
			saved := ld.Truncated.Saved
			wantTrunc.Saved = saved
			if diff := cmp.Diff(wantTrunc, ld.Truncated); diff != "" {
				t.Errorf("Open Truncated (-want +got):\n%s", diff)
			}
			if dir, base := filepath.Split(saved); filepath.Clean(dir) != s.Dir("s1") || !strings.HasPrefix(base, "log.jsonl.corrupt-") {
				t.Errorf("saved to %s, want %s/log.jsonl.corrupt-<unix>", saved, s.Dir("s1"))
			}
			if b, err := os.ReadFile(saved); err != nil || string(b) != tc.tail {
				t.Errorf("saved file holds %q (%v), want %q", b, err, tc.tail)
			}
			if fi, err := os.Stat(saved); err != nil || fi.Mode() != 0o600 {
				t.Errorf("saved file mode: %v %v, want 0600", fi.Mode(), err)
			}

			next := mustAppend(t, l, Event{Type: "notice"})
			if next.Seq != 4 {
				t.Errorf("Append after repair: seq %d, want 4", next.Seq)
			}
			if err := l.Close(); err != nil {
				t.Fatal(err)
			}
			ld, err = s.Load("s1")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(Loaded{Meta: ld.Meta, Events: append(good, next)}, ld); diff != "" {
				t.Errorf("Load after repair (-want +got):\n%s", diff)
			}
		})
	}
}

func TestRepairTwiceSameSecond(t *testing.T) {
	s := openStore(t)
	seedSession(t, s, "s1", 1)
	path := filepath.Join(s.Dir("s1"), "log.jsonl")
	seen := map[string]bool{}
	for i := range 3 {
		tail := fmt.Sprintf("torn %d", i)
		appendRaw(t, path, tail)
		l, ld, err := s.Open("s1")
		if err != nil {
			t.Fatal(err)
		}
		l.Close()
		if ld.Truncated == nil {
			t.Fatalf("round %d: no truncation reported", i)
		}
		if seen[ld.Truncated.Saved] {
			t.Fatalf("round %d: %s reused", i, ld.Truncated.Saved)
		}
		seen[ld.Truncated.Saved] = true
		if b, err := os.ReadFile(ld.Truncated.Saved); err != nil || string(b) != tail {
			t.Errorf("round %d: saved %q (%v), want %q", i, b, err, tail)
		}
	}
}

func TestCorruptLog(t *testing.T) {
	session := `{"seq":1,"time":"2026-12-02T16:19:55Z","type":"session","data":{"id":"s1"}}` + "\n"
	ev := func(seq int) string {
		return fmt.Sprintf(`{"seq":%d,"time":"2026-12-02T16:19:55Z","type":"message"}`+"\n", seq)
	}
	const hint = "\nrun `troupe sessions repair s1` to set the bad lines aside and keep every other event"
	tests := []struct {
		name string
		log  string
		want string
	}{
		{"malformed middle line", session + ev(2) + "{oops\n" + ev(3),
			"sessions/s1/log.jsonl:3: invalid event: invalid character 'o' looking for beginning of object key string" + hint},
		{"wrong field type", session + ev(2) + `{"seq":"3"}` + "\n",
			"sessions/s1/log.jsonl:3: invalid event: json: cannot unmarshal string into Go struct field Event.seq of type uint64" + hint},
		{"seq gap", session + ev(2) + ev(4) + ev(5), "sessions/s1/log.jsonl:3: invalid event: seq 4, want 3" + hint},
		{"seq repeated", session + ev(2) + ev(2), "sessions/s1/log.jsonl:3: invalid event: seq 2, want 3" + hint},
		{"seq gap on last line", session + ev(3), "sessions/s1/log.jsonl:2: invalid event: seq 3, want 2" + hint},
		{"missing type", session + `{"seq":2,"time":"2026-12-02T16:19:55Z"}` + "\n", "sessions/s1/log.jsonl:2: invalid event: no type" + hint},
		{"first not session", ev(1), `sessions/s1/log.jsonl:1: invalid event: first event has type "message", want "session"` + hint},
		{"session without data", `{"seq":1,"type":"session"}` + "\n", "sessions/s1/log.jsonl:1: invalid event: session event has no data" + hint},
		{"bad meta", `{"seq":1,"type":"session","data":[1]}` + "\n",
			"sessions/s1/log.jsonl:1: invalid event: session meta: json: cannot unmarshal array into Go value of type store.Meta" + hint},
		{"empty log", "", "sessions/s1/log.jsonl:1: no session event"},
		{"only a torn line", `{"seq":1,"ty`, "sessions/s1/log.jsonl:1: no session event"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := openStore(t)
			if err := os.Mkdir(s.Dir("s1"), 0o700); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(s.Dir("s1"), "log.jsonl")
			if err := os.WriteFile(path, []byte(tc.log), 0o600); err != nil {
				t.Fatal(err)
			}
			_, err := s.Load("s1")
			check := func(op string, err error) {
				t.Helper()
				if err == nil {
					t.Fatalf("%s succeeded, want error %q", op, tc.want)
				}
				if !errors.Is(err, ErrCorrupt) {
					t.Errorf("%s error %v does not wrap ErrCorrupt", op, err)
				}
				if diff := cmp.Diff(tc.want, err.Error()); diff != "" {
					t.Errorf("%s error (-want +got):\n%s", op, diff)
				}
			}
			check("Load", err)
			l, _, err := s.Open("s1")
			if l != nil {
				l.Close()
			}
			check("Open", err)
			if b, _ := os.ReadFile(path); string(b) != tc.log {
				t.Error("failed Open changed the file")
			}
		})
	}
}
