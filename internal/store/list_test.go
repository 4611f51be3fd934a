package store

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestList(t *testing.T) {
	s := openStore(t)
	at := func(d time.Duration) time.Time { return t0.Add(d) }
	mk := func(id string, created time.Time, events ...Event) {
		t.Helper()
		l, err := s.Create(id, Meta{Workspace: "/ws/" + id, Model: "m-" + id, Created: created})
		if err != nil {
			t.Fatal(err)
		}
		defer l.Close()
		for _, e := range events {
			mustAppend(t, l, e)
		}
	}
	user := func(d time.Duration, text string) Event {
		return Event{Time: at(d), Type: TypeUser, Data: userData(text)}
	}
	msg := func(d time.Duration) Event { return Event{Time: at(d), Type: "message"} }

	mk("old", at(0), user(time.Minute, "  \n  first line\nsecond line"), msg(2*time.Minute), user(3*time.Minute, "again"))
	mk("new", at(time.Hour), msg(time.Hour+time.Second), user(time.Hour+2*time.Second, strings.Repeat("é", 61)))
	mk("mid", at(time.Minute), user(time.Minute, strings.Repeat("x", 60)))
	mk("empty", at(time.Minute)) // same Created as mid: ties sort by id, descending
	mk("badprompt", at(30*time.Second), Event{Time: at(time.Hour), Type: TypeUser, Data: json.RawMessage(`"not an object"`)}, user(time.Hour, ""), user(time.Hour, "third"))
	mk("torn", at(2*time.Hour), user(2*time.Hour, "kept"))
	tornAt, err := os.Stat(filepath.Join(s.Dir("torn"), "log.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	appendRaw(t, filepath.Join(s.Dir("torn"), "log.jsonl"), `{"seq":3,"ty`)
	mk("broken", at(3*time.Hour), user(3*time.Hour, "before the bad line"), msg(3*time.Hour))
	appendRaw(t, filepath.Join(s.Dir("broken"), "log.jsonl"), "junk\n"+`{"seq":5,"time":"2026-12-02T16:19:55Z","type":"x"}`+"\n")
	// Skipped: a directory without a log, an invalid name, a plain file.
	for _, p := range []string{"nolog", "bad.name"} {
		if err := os.Mkdir(s.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(s.Dir("file"), nil, 0o600); err != nil {
		t.Fatal(err)
	}

	got, err := s.List()
	if err != nil {
		t.Fatal(err)
	}
	sum := func(id string, created, updated time.Time, title string, turns, events int) Summary {
		return Summary{ID: id, Workspace: "/ws/" + id, Model: "m-" + id, Title: title, Created: created, Updated: updated, Turns: turns, Events: events}
	}
	torn := sum("torn", at(2*time.Hour), at(2*time.Hour), "kept", 1, 2)
	torn.Problem = fmt.Sprintf("sessions/torn/log.jsonl: line 3: torn last line (12 bytes at offset %d): no trailing newline", tornAt.Size())
	broken := sum("broken", at(3*time.Hour), at(3*time.Hour), "before the bad line", 1, 3)
	broken.Problem = "sessions/broken/log.jsonl:4: invalid event: invalid character 'j' looking for beginning of value"
	want := []Summary{
		broken,
		torn,
		sum("new", at(time.Hour), at(time.Hour+2*time.Second), strings.Repeat("é", 59)+"…", 1, 3),
		sum("mid", at(time.Minute), at(time.Minute), strings.Repeat("x", 60), 1, 2),
		sum("empty", at(time.Minute), at(time.Minute), "", 0, 1),
		sum("badprompt", at(30*time.Second), at(time.Hour), "third", 3, 4),
		sum("old", at(0), at(3*time.Minute), "first line", 2, 4),
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("List (-want +got):\n%s", diff)
	}
}

func TestListEmpty(t *testing.T) {
	got, err := openStore(t).List()
	if err != nil || len(got) != 0 {
		t.Errorf("List of a new store = %v, %v; want nothing", got, err)
	}
}

// Text is a session's prompts, answers, tool calls and results, lowercased,
// bounded from the start; a missing session has none.
func TestText(t *testing.T) {
	s := openStore(t)
	l, err := s.Create("s1", Meta{Workspace: "/ws", Created: t0})
	if err != nil {
		t.Fatal(err)
	}
	mustAppend(t, l, Event{Time: t0, Type: TypeUser, Data: userData("Fix the PARSER")})
	mustAppend(t, l, Event{Time: t0, Type: "message", Data: json.RawMessage(`{"role":"assistant","content":"Done in Lexer.go","tool_calls":[{"name":"bash","arguments":{"command":"make test"}}]}`)})
	mustAppend(t, l, Event{Time: t0, Type: "message", Data: json.RawMessage(`{"role":"tool","name":"bash","content":"PASS"}`)})
	l.Close()
	got := s.Text("s1", 1<<10)
	for _, want := range []string{"fix the parser", "done in lexer.go", "make test", "pass"} {
		if !strings.Contains(got, want) {
			t.Errorf("Text lacks %q: %q", want, got)
		}
	}
	if short := s.Text("s1", 8); short != "fix the " {
		t.Errorf("Text bounded to 8 bytes = %q", short)
	}
	if s.Text("none", 100) != "" {
		t.Error("a missing session has text")
	}
}
