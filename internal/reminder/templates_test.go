package reminder_test

import (
	"errors"
	"flag"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"

	"troupe/configs"
	goldenfile "troupe/internal/golden"
	"troupe/internal/reminder"
	"troupe/messages"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func load(t testing.TB) *reminder.Templates {
	t.Helper()
	tpl, err := reminder.Load(configs.FS)
	if err != nil {
		t.Fatal(err)
	}
	return tpl
}

// sample is realistic data for every template.
func sample() reminder.Data {
	return reminder.Data{
		Tool:   "edit_file",
		Error:  "old_string was not found in stats.go, neither exactly nor in any looser way.",
		Reason: "the user said no",
		Count:  5,
		More:   2,
		Open:   []string{"Add the --json flag", "Update the docs", "Run the tests"},
		Plan:   "1. Add the flag\n2. Wire it\n3. Test it",
		Task:   "Add a --json flag to `troupe export`.",
		Subagents: []reminder.Subagent{
			{Type: "explore", Task: "find the export command"},
			{Type: "explore", Task: "find the tests", Failed: true},
		},
		MaxTurns: 50,
		Cycle:    []string{"read_file", "grep"},
		Repeats:  3,
	}
}

// TestEveryTemplateRenders renders every reminder with sample data into one
// golden file, so a change to any text shows up in review; run with
// -update to rewrite it.
func TestEveryTemplateRenders(t *testing.T) {
	tpl := load(t)
	var b strings.Builder
	for _, n := range reminder.Names() {
		text, err := tpl.Render(n, sample())
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		if strings.TrimSpace(text) == "" || strings.Contains(text, "<no value>") {
			t.Errorf("%s renders empty or with a missing value:\n%s", n, text)
		}
		b.WriteString("=== " + string(n) + "\n" + text + "\n\n")
	}
	golden(t, "reminders.golden", b.String())
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	goldenfile.Check(t, filepath.Join("testdata", name), got, *update)
}

func TestEveryTemplateIsAFile(t *testing.T) {
	for _, n := range reminder.Names() {
		if _, err := fs.Stat(configs.FS, "reminders/"+string(n)+".md"); err != nil {
			t.Errorf("template %s: %v", n, err)
		}
	}
}

func TestLoadErrors(t *testing.T) {
	full := fstest.MapFS{}
	for _, n := range reminder.Names() {
		full["reminders/"+string(n)+".md"] = &fstest.MapFile{Data: []byte("text")}
	}
	if _, err := reminder.Load(full); err != nil {
		t.Fatalf("complete set: %v", err)
	}
	tests := []struct {
		name string
		edit func(fstest.MapFS)
		want string
	}{
		{"missing", func(m fstest.MapFS) { delete(m, "reminders/truncated.md") }, "reminders/truncated.md"},
		{"unknown field", func(m fstest.MapFS) { m["reminders/todos_done.md"].Data = []byte("{{.Nope}}") }, "Nope"},
		{"syntax", func(m fstest.MapFS) { m["reminders/wind_down.md"].Data = []byte("{{if}}") }, "wind_down"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := fstest.MapFS{}
			for k, v := range full {
				c := *v
				m[k] = &c
			}
			tt.edit(m)
			_, err := reminder.Load(m)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Load = %v, want an error mentioning %q", err, tt.want)
			}
		})
	}
}

func TestRenderUnknown(t *testing.T) {
	_, err := load(t).Render("nope", reminder.Data{})
	if !errors.Is(err, reminder.ErrUnknown) {
		t.Errorf("Render(nope) = %v, want ErrUnknown", err)
	}
}

func TestMessage(t *testing.T) {
	m := reminder.Message("one", " two\n")
	want := messages.Message{Role: messages.RoleUser,
		Content: "<system-reminder>\none\n</system-reminder>\n\n<system-reminder>\ntwo\n</system-reminder>"}
	if diff := cmp.Diff(want, m); diff != "" {
		t.Errorf("Message (-want +got):\n%s", diff)
	}
	tests := []struct {
		m    messages.Message
		want bool
	}{
		{m, true},
		{messages.Message{Role: messages.RoleUser, Content: "please fix <system-reminder>"}, false},
		{messages.Message{Role: messages.RoleAssistant, Content: m.Content}, false},
	}
	for _, tt := range tests {
		if got := reminder.IsReminder(tt.m); got != tt.want {
			t.Errorf("IsReminder(%+v) = %v, want %v", tt.m, got, tt.want)
		}
	}
}
