package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRepair(t *testing.T) {
	session := `{"seq":1,"time":"2026-12-02T16:19:55Z","type":"session","data":{"id":"s1"}}` + "\n"
	ev := func(seq int, n int) string {
		return fmt.Sprintf(`{"seq":%d,"time":"2026-12-02T16:19:55Z","type":"message","data":{"n":%d}}`+"\n", seq, n)
	}
	const garbage = "{oops\n"
	tests := []struct {
		name       string
		log        string
		wantN      []int // data.n of the kept events after the session event
		dropped    []Dropped
		renumbered int
	}{
		{
			name:    "corrupt middle line",
			log:     session + ev(2, 2) + garbage + ev(3, 3),
			wantN:   []int{2, 3},
			dropped: []Dropped{{Line: 3, Offset: int64(len(session + ev(2, 2))), Bytes: len(garbage), Reason: "not a valid event: invalid character 'o' looking for beginning of object key string"}},
		},
		{
			name:       "two writers interleaved",
			log:        session + ev(2, 2) + ev(3, 3) + ev(2, 12) + ev(3, 13) + ev(4, 4),
			wantN:      []int{2, 3, 12, 13, 4},
			renumbered: 3,
		},
		{
			name:  "zeroed block, missing type and a torn tail",
			log:   session + ev(2, 2) + "\x00\x00\x00\n" + `{"seq":4}` + "\n" + ev(5, 5) + `{"seq":6,"ti`,
			wantN: []int{2, 5},
			dropped: []Dropped{
				{Line: 3, Offset: int64(len(session + ev(2, 2))), Bytes: 4, Reason: "not a valid event: invalid character '\\x00' looking for beginning of value"},
				{Line: 4, Offset: int64(len(session+ev(2, 2))) + 4, Bytes: 10, Reason: "event has no type"},
				{Line: 6, Offset: int64(len(session+ev(2, 2)+ev(5, 5))) + 14, Bytes: 12, Reason: "torn last line: no trailing newline"},
			},
			renumbered: 1,
		},
		{
			name:    "garbage before the session event",
			log:     ev(7, 7) + session + ev(2, 2),
			wantN:   []int{2},
			dropped: []Dropped{{Line: 1, Offset: 0, Bytes: len(ev(7, 7)), Reason: `event of type "message" before the session event`}},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := openStore(t)
			path := writeLog(t, s, "s1", tc.log)
			if _, err := s.Load("s1"); err == nil {
				t.Fatal("the broken log loads; the case tests nothing")
			}

			rep, err := s.Repair("s1")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.dropped, rep.Dropped); diff != "" {
				t.Errorf("Dropped (-want +got):\n%s", diff)
			}
			if rep.Renumbered != tc.renumbered || rep.Kept != len(tc.wantN)+1 || rep.Lines != strings.Count(tc.log, "\n")+boolInt(!strings.HasSuffix(tc.log, "\n")) {
				t.Errorf("report %+v, want renumbered %d, kept %d", rep, tc.renumbered, len(tc.wantN)+1)
			}
			orig, err := os.ReadFile(filepath.Join(s.Root(), rep.Original))
			if err != nil || string(orig) != tc.log {
				t.Errorf("original not kept at %q: %q, %v", rep.Original, orig, err)
			}
			if !strings.HasPrefix(filepath.Base(rep.Original), "log.jsonl.orig-") {
				t.Errorf("original kept as %q", rep.Original)
			}
			ld, err := s.Load("s1")
			if err != nil {
				t.Fatalf("repaired log does not load: %v", err)
			}
			var got []int
			for _, e := range ld.Events[1:] {
				var d struct{ N int }
				if err := json.Unmarshal(e.Data, &d); err != nil {
					t.Fatal(err)
				}
				got = append(got, d.N)
			}
			if diff := cmp.Diff(tc.wantN, got); diff != "" {
				t.Errorf("kept events (-want +got):\n%s", diff)
			}
			// The repaired session is usable: it opens and appends.
			l, _, err := s.Open("s1")
			if err != nil {
				t.Fatal(err)
			}
			if e := mustAppend(t, l, Event{Type: "message"}); e.Seq != uint64(len(ld.Events)+1) {
				t.Errorf("append after repair got seq %d", e.Seq)
			}
			l.Close()
			if _, err := os.Stat(path + ".repair-tmp"); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("temporary file left: %v", err)
			}
		})
	}
}

func TestRepairLeavesAlone(t *testing.T) {
	session := `{"seq":1,"time":"2026-12-02T16:19:55Z","type":"session","data":{"id":"s1"}}` + "\n"
	tests := []struct {
		name    string
		log     string
		hold    bool   // keep the session open while repairing
		wantErr string // "" for no error
	}{
		{name: "clean log", log: session},
		{name: "nothing salvageable", log: "{oops\n\x00\n", wantErr: "repair sessions/s1/log.jsonl: no session event: nothing to salvage"},
		{name: "session in use", log: session, hold: true, wantErr: fmt.Sprintf("session s1 is in use by process %d", os.Getpid())},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := openStore(t)
			path := writeLog(t, s, "s1", tc.log)
			if tc.hold {
				l, _, err := s.Open("s1")
				if err != nil {
					t.Fatal(err)
				}
				defer l.Close()
			}
			rep, err := s.Repair("s1")
			if tc.wantErr == "" && err != nil {
				t.Fatal(err)
			}
			if tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)) {
				t.Fatalf("error %v, want %q", err, tc.wantErr)
			}
			if rep.Changed() {
				t.Errorf("report says changed: %+v", rep)
			}
			if b, _ := os.ReadFile(path); string(b) != tc.log {
				t.Errorf("log changed to %q", b)
			}
			if m, _ := filepath.Glob(path + ".*"); len(m) != 0 {
				t.Errorf("files left beside the log: %v", m)
			}
		})
	}
}

func writeLog(t *testing.T, s *Store, id, log string) string {
	t.Helper()
	if err := os.Mkdir(s.Dir(id), 0o700); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(s.Dir(id), "log.jsonl")
	if err := os.WriteFile(path, []byte(log), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
