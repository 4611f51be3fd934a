package debugview

import (
	"os"
	"strings"
	"testing"

	"troupe/actors/agent"
	"troupe/internal/compact"
	"troupe/internal/store"
	"troupe/messages"
)

func loadGolden(t *testing.T, name string) []store.Event {
	t.Helper()
	f, err := os.Open("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	l, err := store.ParseLog(f)
	if err != nil {
		t.Fatal(err)
	}
	return l.Events
}

func goldenLoader(ev []store.Event, id string) ([]messages.Message, []int, []compact.Record, error) {
	s, err := agent.LoadSaved(ev, id)
	return s.Transcript, s.Counts, s.Records, err
}

// A log that kept its requests gives each call's window exactly: the
// system prompt and tools from the prefix written once, every message,
// the reminder injected before the third call included; an old log (the
// same session without those events, as troupe wrote it before) still
// loads, with the windows rebuilt from the transcript and marked so.
func TestCallsFromGoldenLogs(t *testing.T) {
	events := loadGolden(t, "session-requests.jsonl")
	calls := CallsFromLog(events, goldenLoader)
	if len(calls) != 3 {
		t.Fatalf("%d calls, want 3", len(calls))
	}
	for i, c := range calls {
		if !c.Exact || !c.Whole || c.Window.System == "" || len(c.Window.Tools) == 0 || c.Usage == nil || c.Answer == nil {
			t.Errorf("call %d: exact %v whole %v system %d tools %d usage %v answer %v", i+1, c.Exact, c.Whole, len(c.Window.System), len(c.Window.Tools), c.Usage, c.Answer)
		}
		if want := []int{1, 3, 5}[i]; len(c.Window.Messages) != want {
			t.Errorf("call %d: %d messages, want %d", i+1, len(c.Window.Messages), want)
		}
	}
	last := calls[2].Window.Messages
	if !strings.Contains(last[len(last)-1].Content, "<system-reminder>") {
		t.Errorf("the last call's window does not end with the reminder: %+v", last[len(last)-1])
	}
	if len(calls[0].Compactions) != 1 || calls[0].Compactions[0].Stage != "warning" {
		t.Errorf("call 1 compactions %+v", calls[0].Compactions)
	}
	if CallAt(calls, calls[1].Report) != 1 {
		t.Error("the usage event of call 2 does not lead to it")
	}
	d := Diff(calls[1].Window, calls[2].Window)
	if d.Kept != 3 || d.Gone != 0 || len(d.Lines) != 5 || d.SystemChanged || d.ToolsChanged {
		t.Errorf("diff of calls 2 and 3: %+v", d)
	}

	old := CallsFromLog(loadGolden(t, "session-old.jsonl"), goldenLoader)
	if len(old) != 3 {
		t.Fatalf("old log: %d calls, want 3", len(old))
	}
	for i, c := range old {
		if c.Exact || c.Whole || !c.FromLog || c.Window.System != "" || len(c.Window.Messages) != len(calls[i].Window.Messages) {
			t.Errorf("old log call %d: exact %v whole %v, %d messages", i+1, c.Exact, c.Whole, len(c.Window.Messages))
		}
	}
}
