package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"troupe/actors/agent"
	"troupe/internal/compact"
	"troupe/internal/store"
	"troupe/internal/tokens"
	"troupe/internal/transcript"
	"troupe/messages"
)

var updateContextGolden = flag.Bool("update-context-golden", false, "rewrite testdata/context.golden")

// contextSession writes a session log the way an agent does: a window
// record, counted messages, a mask record over the oldest tool result and
// a calibrated usage report.
func contextSession(t *testing.T, st *store.Store, id string, created time.Time) {
	t.Helper()
	l, err := st.Create(id, store.Meta{Workspace: t.TempDir(), Model: "openai/gpt-4.1", Created: created})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	k := agent.Counter{C: tokens.NewCounter(), Enc: tokens.O200KBase}
	add := func(typ string, v any) {
		t.Helper()
		ev, err := transcript.Event(typ, agent.Main, "t1", v)
		if err == nil {
			_, err = l.Append(ev)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	add(agent.TypeWindow, agent.WindowRecord{Model: "openai/gpt-4.1", Encoding: "o200k_base", ContextWindow: 8000, OutputReserve: 1000, System: 900, Tools: 1200})
	msgs := []messages.Message{{Role: messages.RoleUser, Content: "Find why the build fails."}}
	for i := 1; i <= 3; i++ {
		id := fmt.Sprintf("c%d", i)
		msgs = append(msgs,
			messages.Message{Role: messages.RoleAssistant, Content: fmt.Sprintf("Step %d.", i),
				ToolCalls: []messages.ToolCall{{ID: id, Name: "bash", Arguments: messages.Args(fmt.Sprintf(`{"command":"go build ./pkg%d"}`, i))}}},
			messages.Message{Role: messages.RoleTool, ToolCallID: id, Name: "bash", Content: strings.Repeat(fmt.Sprintf("pkg%d: undefined: x\n", i), 60)})
	}
	var v compact.View
	for _, m := range msgs {
		n := k.Message(m)
		v = v.Append(m, n)
		add(transcript.TypeMessage, struct {
			messages.Message
			Tokens int `json:"tokens"`
		}{m, n})
	}
	cfg := compact.Defaults()
	cfg.ScratchDir = filepath.Join(st.Dir(id), "scratch", "main")
	res := compact.MaskAll(v, 2, cfg, k)
	if len(res.Record.Replaced) != 1 {
		t.Fatalf("mask replaced %d results, want 1", len(res.Record.Replaced))
	}
	res.Record.TokensBefore, res.Record.TokensAfter, res.Record.Budget = 4000, 3500, 7000
	add(agent.TypeCompaction, res.Record)
	add(transcript.TypeUsage, map[string]any{"call": "t1-main-3", "workflow": "act",
		"calibration": map[string]any{"calls": 3, "last_reported": 3300, "offset": 120, "last_err_pct": -1.5, "mean_abs_pct": 2,
			"raw_last_pct": -4.5, "raw_mean_abs_pct": 5, "calibrated": 2}})
}

func runContext(t *testing.T, home string, args ...string) (string, error) {
	t.Helper()
	var out, errb bytes.Buffer
	stdio := &IO{Out: &out, Err: &errb, Getenv: func(k string) string {
		if k == "HOME" {
			return home
		}
		return ""
	}}
	cmd := newContextCmd(stdio, &globals{dataDir: home})
	cmd.SetArgs(append([]string{}, args...)) // never os.Args
	cmd.SetOut(&out)
	cmd.SetErr(&errb)
	cmd.SilenceUsage, cmd.SilenceErrors = true, true
	err := cmd.Execute()
	return out.String(), err
}

func TestContextCommand(t *testing.T) {
	// A relative data dir keeps the scratch paths in masked pointers — and so
	// their token counts in the golden file — the same on every run.
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	home := "data"
	st, err := store.Open(home)
	if err != nil {
		t.Fatal(err)
	}
	const older, newer = "20260101-000000-aaaaaaaa", "20260102-000000-bbbbbbbb"
	contextSession(t, st, older, time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	contextSession(t, st, newer, time.Date(2026, 1, 2, 0, 0, 0, 0, time.UTC))

	// The newest session by default; its window, rebuilt from the log.
	got, err := runContext(t, home)
	if err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join(wd, "testdata", "context.golden")
	if *updateContextGolden {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(string(want), got); d != "" {
		t.Errorf("troupe context (-%s +got):\n%s", golden, d)
	}

	out, err := runContext(t, home, "--json", older)
	if err != nil {
		t.Fatal(err)
	}
	var rep contextReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v in %s", err, out)
	}
	if rep.Session != older || rep.Agent != "main" || rep.Records != 1 || rep.Masked != 1 || rep.Transcript != 7 ||
		rep.Budget != 7000 || rep.Error.Calls != 3 || rep.Used != rep.Budget-rep.Free {
		t.Errorf("--json = %+v", rep)
	}
}

func TestContextCommandErrors(t *testing.T) {
	home := t.TempDir()
	st, err := store.Open(home)
	if err != nil {
		t.Fatal(err)
	}
	contextSession(t, st, "20260101-000000-aaaaaaaa", time.Now())
	tests := []struct {
		name  string
		args  []string
		want  string
		usage bool
	}{
		{"unknown session", []string{"20990101-000000-ffffffff"}, "20990101-000000-ffffffff", false},
		{"bad id", []string{"../x"}, "invalid session id", true},
		{"agent without a window", []string{"--agent", "explore-1"}, "agent explore-1 made no model call", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := runContext(t, home, tc.args...)
			var ee *exitError
			if err == nil || !strings.Contains(err.Error(), tc.want) || errors.As(err, &ee) != tc.usage {
				t.Errorf("error = %v, want one containing %q (usage error: %v)", err, tc.want, tc.usage)
			}
		})
	}
	if _, err := runContext(t, t.TempDir()); err == nil || !strings.Contains(err.Error(), "no sessions") {
		t.Errorf("empty data dir: %v", err)
	}
}
