package compact

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/messages"
)

func TestForBudgetScalesPruneProtection(t *testing.T) {
	v := viewOf(t, session(100, 100))
	for _, tc := range []struct {
		name     string
		frac     float64
		abs      int
		budget   int
		wantProt int
	}{
		{"share_below_cap", 0.10, 40000, 24000, 2400},
		{"cap_below_share", 0.10, 40000, 1000000, 40000},
		{"share_only", 0.25, 0, 16000, 4000},
		{"tokens_only", 0, 40000, 16000, 40000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := testConfig()
			cfg.PruneProtect, cfg.PruneProtectTokens = tc.frac, tc.abs
			if got := cfg.ForBudget(v, tc.budget).PruneProtectTokens; got != tc.wantProt {
				t.Errorf("prune protection at budget %d = %d, want %d", tc.budget, got, tc.wantProt)
			}
		})
	}
}

func TestRecentTurnsFor(t *testing.T) {
	// Three turns of 4000-character outputs: about 1,000 tokens each by
	// the bytes/4 counter.
	v := viewOf(t, session(4000, 4000, 4000))
	last := View{Entries: v.Entries[RecentStart(v, 1):]}
	turn := last.Tokens()
	for _, tc := range []struct {
		name   string
		share  float64
		turns  int
		budget int
		want   int
	}{
		{"all_fit", 0.5, 3, 100000, 3},
		{"two_fit", 0.5, 3, 2*(2*turn) + 10, 2},
		{"never_below_one", 0.5, 3, 100, 1},
		{"share_off", 0, 3, 100, 3},
		{"one_turn_configured", 0.5, 1, 100, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := testConfig()
			cfg.RecentShare, cfg.RecentTurns = tc.share, tc.turns
			if got := RecentTurnsFor(v, cfg, tc.budget); got != tc.want {
				t.Errorf("RecentTurnsFor at budget %d = %d, want %d (one turn is %d tokens)", tc.budget, got, tc.want, turn)
			}
		})
	}
}

// TestPruneFiresAtSmallBudget is the fault the replay found: a fixed 40k
// protection is larger than a whole 24k budget, so the prune stage never
// fired; relative to the budget it does.
func TestPruneFiresAtSmallBudget(t *testing.T) {
	v := viewOf(t, session(6000, 6000, 6000, 6000, 6000, 6000, 6000, 6000, 6000, 6000))
	budget := v.Tokens() * 100 / 86 // at 86%: prune is due, aggressive not
	for _, tc := range []struct {
		name  string
		frac  float64
		fires bool
	}{{"fixed_40k", 0, false}, {"ten_percent", 0.10, true}} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := testConfig()
			cfg.Mask, cfg.PruneProtect = 0, tc.frac
			c, err := NewStepwise(cfg, quarter{})
			if err != nil {
				t.Fatal(err)
			}
			out, p, err := c.Start(Status{View: v, Tokens: v.Tokens(), Budget: budget})
			if err != nil || p != nil {
				t.Fatalf("Start: %v, pending %v", err, p)
			}
			fired := false
			for _, r := range out.Records {
				fired = fired || r.Stage == StagePrune
			}
			if fired != tc.fires {
				t.Errorf("prune fired %v, want %v (records %+v)", fired, tc.fires, out.Records)
			}
		})
	}
}

func TestOffloadMessage(t *testing.T) {
	cfg := testConfig() // a message may take a fifth of the budget
	const budget = 10000
	big := output(3, 12000) // ~3,000 tokens by bytes/4: over 2,000
	for _, tc := range []struct {
		name string
		m    messages.Message
		want bool
		file string
	}{
		{"assistant_reply", messages.Message{Role: messages.RoleAssistant, Content: big}, true, "m9-assistant.txt"},
		{"assistant_reply_keeps_calls", messages.Message{Role: messages.RoleAssistant, Content: big,
			ToolCalls: []messages.ToolCall{{ID: "c1", Name: "bash", Arguments: messages.Args(`{"command":"ls"}`)}}}, true, "m9-assistant.txt"},
		{"user_paste", messages.Message{Role: messages.RoleUser, Content: big}, true, "m9-user.txt"},
		{"subagent_answer", messages.Message{Role: messages.RoleTool, Name: "task", ToolCallID: "c2", Content: big}, true, "m9-task.txt"},
		{"small_reply", messages.Message{Role: messages.RoleAssistant, Content: output(3, 4000)}, false, ""},
		{"system_never", messages.Message{Role: messages.RoleSystem, Content: big}, false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, p := OffloadMessage(tc.m, 9, quarter{}.Message(tc.m), cfg, budget, Hint{ReadFile: true})
			if (p != nil) != tc.want {
				t.Fatalf("offloaded %v, want %v", p != nil, tc.want)
			}
			if p == nil {
				return
			}
			if p.Path != filepath.Join("scratch", tc.file) || p.Data != tc.m.Content {
				t.Errorf("persist %s with %d bytes, want %s with the whole content", p.Path, len(p.Data), tc.file)
			}
			if n := (quarter{}).Message(got); n > cfg.MessageLimit(budget) {
				t.Errorf("offloaded message still %d tokens, over %d", n, cfg.MessageLimit(budget))
			}
			if len(got.ToolCalls) != len(tc.m.ToolCalls) || !strings.HasPrefix(got.Content, tc.m.Content[:cfg.OffloadPreview]) || !offloaded(got.Content, p.Path) {
				t.Errorf("offloaded message lost its calls or preview or pointer:\n%s", got.Content)
			}
			// Retrievable byte for byte from the file it names.
			dir := t.TempDir()
			p.Path = filepath.Join(dir, p.Path)
			if err := WriteAll([]Persist{*p}); err != nil {
				t.Fatal(err)
			}
			if data, err := os.ReadFile(p.Path); err != nil || string(data) != tc.m.Content {
				t.Errorf("file holds %d bytes (%v), want the %d of the message", len(data), err, len(tc.m.Content))
			}
			// An offloaded message is not offloaded again.
			again := func() *Persist { _, q := OffloadMessage(got, 9, budget, cfg, budget, Hint{}); return q }()
			if again != nil {
				t.Error("an offloaded preview was offloaded again")
			}
		})
	}
}
