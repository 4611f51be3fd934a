package compact

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/messages"
)

func testConfig() Config {
	cfg := Defaults()
	cfg.ScratchDir = "scratch"
	return cfg
}

func TestMaskStage(t *testing.T) {
	cfg := testConfig()
	small := testConfig()
	small.MaskKeep, small.RecentTurns = 2, 1
	protected := small
	protected.Protected = []string{"bash"}
	recent := small
	recent.MaskKeep, recent.RecentTurns = 1, 3
	offloadedSession := session(400, 9000, 400, 400, 400)
	offloadedSession[5], _ = Offload(offloadedSession[5], 5, small, Hint{ReadFile: true})
	tiny := session(400, 10, 400, 400)
	for _, tc := range []struct {
		name string
		ms   []messages.Message
		cfg  Config
	}{
		{"nothing_old_enough", session(400, 400, 400), cfg},
		{"older_than_six", session(400, 800, 400, 400, 400, 400, 400, 400), cfg},
		{"recent_window_wins", session(400, 400, 400, 400), recent},
		{"keep_two", session(400, 400, 400, 400, 400), small},
		{"offloaded_needs_no_persist", offloadedSession, small},
		{"pointer_not_smaller_is_skipped", tiny, small},
		{"protected_tool", session(400, 400, 400, 400, 400), protected},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := viewOf(t, tc.ms)
			before := render(Result{View: v})
			r := MaskStage(v, tc.cfg, quarter{})
			golden(t, render(r))
			if after := render(Result{View: v}); after != before {
				t.Errorf("MaskStage changed its input view")
			}
			checkPersisted(t, tc.ms, r)
		})
	}
}

func TestAggressiveStage(t *testing.T) {
	cfg := testConfig()
	ms := session(400, 400, 400, 400, 400, 400, 400, 400)
	first := MaskStage(viewOf(t, ms), cfg, quarter{})
	r := AggressiveStage(first.View, cfg, quarter{})
	golden(t, render(r))
	checkPersisted(t, ms, r)
}

func TestPruneStage(t *testing.T) {
	cfg := testConfig()
	cfg.PruneProtectTokens = 300 // about three of the 400-character outputs
	cfg.RecentTurns = 1
	for _, tc := range []struct {
		name string
		ms   []messages.Message
	}{
		{"beyond_protected_budget", session(400, 400, 400, 400, 400, 400)},
		{"short_outputs_stay", session(150, 150, 400, 400, 400, 400)},
		{"all_within_budget", session(400, 400)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := PruneStage(viewOf(t, tc.ms), cfg, quarter{})
			golden(t, render(r))
			checkPersisted(t, tc.ms, r)
		})
	}
}

func TestSummarizeStage(t *testing.T) {
	ms := session(400, 400, 400, 400, 400, 400)
	for _, tc := range []struct {
		name  string
		turns int
	}{
		{"tail_of_three_turns", 3},
		{"tail_of_one_turn", 1},
		{"nothing_to_summarize", 9},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := viewOf(t, ms)
			p := PlanSummary(v, tc.turns)
			r, err := ApplySummary(v, p, "## Objective\nFix the test.", ArchivePath("scratch", v.Len), 0, quarter{})
			if err != nil {
				t.Fatal(err)
			}
			golden(t, render(r))
		})
	}
}

func TestSummaryOfSummary(t *testing.T) {
	ms := session(400, 400, 400, 400, 400, 400)
	v := viewOf(t, ms)
	first, err := ApplySummary(v, PlanSummary(v, 3), "first summary", "scratch/archive-14.md", 0, quarter{})
	if err != nil {
		t.Fatal(err)
	}
	// Three more turns, then summarize again: the first summary is part of
	// the new middle.
	more := session(400, 400, 400, 400, 400, 400, 400, 400, 400)
	v2 := first.View
	for i := v2.Len; i < len(more); i++ {
		v2 = v2.Append(more[i], quarter{}.Message(more[i]))
	}
	second, err := ApplySummary(v2, PlanSummary(v2, 3), "second summary", "scratch/archive-20.md", 0, quarter{})
	if err != nil {
		t.Fatal(err)
	}
	golden(t, render(second))
	got, err := Apply([]Record{first.Record, second.Record}, more, counts(more))
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(second.View, got); d != "" {
		t.Errorf("Apply (-live +replayed):\n%s", d)
	}
}

func TestRecentStartKeepsPairs(t *testing.T) {
	// Two calls in one assistant message, the results of the first
	// arriving after a user message.
	ms := []messages.Message{
		{Role: messages.RoleUser, Content: "task"},
		{Role: messages.RoleAssistant, ToolCalls: []messages.ToolCall{{ID: "a", Name: "bash"}, {ID: "b", Name: "bash"}}},
		{Role: messages.RoleTool, ToolCallID: "b", Name: "bash", Content: "b out"},
		{Role: messages.RoleAssistant, Content: "waiting"},
		{Role: messages.RoleTool, ToolCallID: "a", Name: "bash", Content: "a out"},
		{Role: messages.RoleAssistant, Content: "done"},
	}
	v := viewOf(t, ms)
	for _, tc := range []struct{ turns, want int }{{0, 6}, {1, 5}, {2, 1}, {3, 1}, {9, 0}} {
		if got := RecentStart(v, tc.turns); got != tc.want {
			t.Errorf("RecentStart(%d) = %d, want %d", tc.turns, got, tc.want)
		}
	}
}

func TestPointer(t *testing.T) {
	for _, tc := range []struct {
		call messages.ToolCall
		want string
	}{
		{messages.ToolCall{Name: "read_file", Arguments: messages.Args(`{"file_path":"stats.go","offset":3}`)}, "[masked: read_file stats.go → scratch/m3-read_file.txt]"},
		{messages.ToolCall{Name: "bash", Arguments: messages.Args(`{"command":"go test ./...  -run   TestX\n"}`)}, "[masked: bash go test ./... -run TestX → scratch/m3-read_file.txt]"},
		{messages.ToolCall{Name: "bash", Arguments: messages.Args(`{"command":"` + "0123456789012345678901234567890123456789abc" + `"}`)}, "[masked: bash 012345678901234567890123456789012345678… → scratch/m3-read_file.txt]"},
		{messages.ToolCall{Name: "glob", Arguments: messages.Args(`not json`)}, "[masked: glob → scratch/m3-read_file.txt]"},
		{messages.ToolCall{}, "[masked: read_file → scratch/m3-read_file.txt]"},
	} {
		if got := Pointer(Masked, tc.call, "read_file", "scratch/m3-read_file.txt"); got != tc.want {
			t.Errorf("Pointer(%s) = %q, want %q", tc.call.Arguments, got, tc.want)
		}
	}
}

// checkPersisted verifies that every replaced tool result is retrievable
// byte for byte: from a Persist of this result, or, when the transcript
// message was offloaded, from the offload's own file.
func checkPersisted(t *testing.T, ms []messages.Message, r Result) {
	t.Helper()
	files := map[string]string{}
	for _, p := range r.Persist {
		files[p.Path] = p.Data
	}
	for _, rep := range r.Record.Replaced {
		orig := ms[rep.Index].Content
		if data, ok := files[rep.Path]; ok {
			if data != orig {
				t.Errorf("persisted %s differs from message %d", rep.Path, rep.Index)
			}
			continue
		}
		if !offloaded(orig, rep.Path) {
			t.Errorf("message %d replaced, but %s is neither persisted nor its offload file", rep.Index, rep.Path)
		}
	}
}
