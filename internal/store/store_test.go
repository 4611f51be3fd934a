package store

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite golden files under testdata/")

var t0 = time.Date(2026, 12, 2, 16, 19, 55, 123456789, time.UTC)

func openStore(t *testing.T) *Store {
	t.Helper()
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func create(t *testing.T, s *Store, id string) *Log {
	t.Helper()
	l, err := s.Create(id, Meta{Workspace: "/ws", Model: "m1", Created: t0})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

func mustAppend(t *testing.T, l *Log, e Event) Event {
	t.Helper()
	got, err := l.Append(e)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func userData(text string) json.RawMessage {
	b, err := json.Marshal(UserData{Text: text})
	if err != nil {
		panic(err)
	}
	return b
}

func TestRoundTrip(t *testing.T) {
	s := openStore(t)
	l := create(t, s, "s1")
	want := []Event{{
		Seq: 1, Time: t0, Type: TypeSession,
		Data: json.RawMessage(`{"id":"s1","workspace":"/ws","model":"m1","created":"2026-12-02T16:19:55.123456789Z"}`),
	}}
	for i := range 20 {
		e := Event{Type: "message", Agent: "coder", Turn: fmt.Sprint("t", i/4), Data: json.RawMessage(fmt.Sprintf(`{ "n" : %d, "html": "<a&b>" }`, i))}
		if i%3 == 0 {
			e.Time = t0.Add(time.Duration(i) * time.Second)
		}
		got := mustAppend(t, l, e)
		if got.Seq != uint64(i+2) || got.Time.IsZero() {
			t.Fatalf("Append #%d returned seq %d time %v", i, got.Seq, got.Time)
		}
		want = append(want, got)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := l.Append(Event{Type: "x"}); !errors.Is(err, ErrClosed) {
		t.Errorf("Append after Close: %v, want ErrClosed", err)
	}
	wantMeta := Meta{ID: "s1", Workspace: "/ws", Model: "m1", Created: t0}

	ld, err := s.Load("s1")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(Loaded{Meta: wantMeta, Events: want}, ld); diff != "" {
		t.Errorf("Load (-want +got):\n%s", diff)
	}

	l2, ld2, err := s.Open("s1")
	if err != nil {
		t.Fatal(err)
	}
	defer l2.Close()
	if diff := cmp.Diff(ld, ld2); diff != "" {
		t.Errorf("Open differs from Load (-load +open):\n%s", diff)
	}
	if got := mustAppend(t, l2, Event{Type: "notice"}); got.Seq != 22 {
		t.Errorf("Append after reopen: seq %d, want 22", got.Seq)
	}
}

// TestGolden pins the on-disk format.
func TestGolden(t *testing.T) {
	s := openStore(t)
	l := create(t, s, "20261202-161955-a1b2c3d4")
	mustAppend(t, l, Event{Time: t0.Add(time.Second), Type: TypeUser, Turn: "t1", Data: json.RawMessage(`{"text": "fix <main.go> & run\n\"tests\""}`)})
	mustAppend(t, l, Event{Time: t0.Add(2 * time.Second), Type: "message", Agent: "coder", Turn: "t1", Data: json.RawMessage("{\n  \"role\": \"assistant\",\n  \"text\": \"done\"\n}")})
	mustAppend(t, l, Event{Time: t0.Add(3 * time.Second), Type: "turn_end", Turn: "t1"})
	got, err := os.ReadFile(l.Path())
	if err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "session.golden.jsonl")
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("log file (-want +got):\n%s", diff)
	}
}

func TestModes(t *testing.T) {
	root := filepath.Join(t.TempDir(), "data")
	s, err := Open(root)
	if err != nil {
		t.Fatal(err)
	}
	create(t, s, "s1")
	for _, tc := range []struct {
		path string
		want os.FileMode
	}{
		{filepath.Join(root, "sessions"), os.ModeDir | 0o700},
		{s.Dir("s1"), os.ModeDir | 0o700},
		{filepath.Join(s.Dir("s1"), "log.jsonl"), 0o600},
	} {
		fi, err := os.Stat(tc.path)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode() != tc.want {
			t.Errorf("%s: mode %v, want %v", tc.path, fi.Mode(), tc.want)
		}
	}
	if got, want := s.Root(), root; got != want {
		t.Errorf("Root() = %q, want %q", got, want)
	}
}

func TestErrors(t *testing.T) {
	s := openStore(t)
	create(t, s, "taken")
	if err := os.Mkdir(s.Dir("nolog"), 0o700); err != nil {
		t.Fatal(err)
	}
	load := func(id string) error { _, err := s.Load(id); return err }
	open := func(id string) error {
		l, _, err := s.Open(id)
		if err == nil {
			l.Close()
		}
		return err
	}
	createFn := func(id string, m Meta) error {
		l, err := s.Create(id, m)
		if err == nil {
			l.Close()
		}
		return err
	}
	tests := []struct {
		name string
		err  error
		want error
	}{
		{"load unknown", load("nope"), ErrNotFound},
		{"open unknown", open("nope"), ErrNotFound},
		{"load dir without log", load("nolog"), ErrNotFound},
		{"load invalid id", load("../etc"), ErrInvalidID},
		{"open invalid id", open("a.b"), ErrInvalidID},
		{"create invalid id", createFn("a/b", Meta{}), ErrInvalidID},
		{"create empty id", createFn("", Meta{}), ErrInvalidID},
		{"create existing", createFn("taken", Meta{}), ErrExists},
		{"create existing dir", createFn("nolog", Meta{}), ErrExists},
	}
	for _, tc := range tests {
		if !errors.Is(tc.err, tc.want) {
			t.Errorf("%s: error %v, want %v", tc.name, tc.err, tc.want)
		}
	}
	if err := createFn("x", Meta{ID: "y"}); err == nil {
		t.Error("Create with a mismatched meta id succeeded")
	}
	if _, err := os.Stat(s.Dir("x")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("failed Create left %s behind: %v", s.Dir("x"), err)
	}
	l := create(t, s, "s2")
	if _, err := l.Append(Event{}); err == nil {
		t.Error("Append without a type succeeded")
	}
	if _, err := l.Append(Event{Type: "x", Data: json.RawMessage(`{"a":`)}); err == nil {
		t.Error("Append with invalid data succeeded")
	}
	if got := mustAppend(t, l, Event{Type: "x"}); got.Seq != 2 {
		t.Errorf("Append after rejected events: seq %d, want 2", got.Seq)
	}
	if _, err := Open(""); !errors.Is(err, ErrNoDataDir) {
		t.Errorf(`Open(""): %v, want ErrNoDataDir`, err)
	}
}

func TestCreateDefaults(t *testing.T) {
	s := openStore(t)
	before := time.Now()
	l, err := s.Create("s1", Meta{Model: "m"})
	if err != nil {
		t.Fatal(err)
	}
	l.Close()
	ld, err := s.Load("s1")
	if err != nil {
		t.Fatal(err)
	}
	if ld.Meta.ID != "s1" || ld.Meta.Created.Before(before.Truncate(time.Second)) || ld.Meta.Created.After(time.Now()) {
		t.Errorf("Meta = %+v, want id s1 and created now", ld.Meta)
	}
}
