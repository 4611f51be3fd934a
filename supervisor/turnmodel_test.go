package supervisor_test

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/config"
	"troupe/messages"
)

// A turn lent another model (a custom command's model front matter:
// haiku → slot:compact by the default aliases; here a full Claude id,
// through its family) runs its act calls there, is priced at that model's
// price, and is compacted by that model's window: with only the warning
// stage on, at 40%, the ~25,000-token history passes it against the lent
// model's 45,000-token budget (60,000 − 15,000 reserved), never against
// the session model's ~184,000. After revoke the next turn is the
// session's own model again. A name that resolves to nothing is refused
// and changes nothing.
func TestTurnOnLentModel(t *testing.T) {
	long := prose("p", 105000)
	w := newWorld(t, `
turns:
  - {agent: main, expect: "^p line 1:", text: "SESSION-1"}
  - {agent: main, expect: "^after$", text: "SESSION-2"}
`, nil)
	lent := filepath.Join(t.TempDir(), "haiku.yaml")
	if err := os.WriteFile(lent, []byte(`
turns:
  - {agent: main, expect: "^short$", text: "HAIKU", usage: {prompt_tokens: 500000, completion_tokens: 100000}}
`), 0o644); err != nil {
		t.Fatal(err)
	}
	w.cfg.Models = map[string]config.Slot{"compact": {Model: "script:" + lent, ContextWindow: 60000, Price: &config.SlotPrice{Input: 2, Output: 10}}}
	c := &w.cfg.Context.Compaction
	c.Warning, c.Mask, c.Prune, c.Aggressive, c.Summarize, c.MessageShare = 0.4, 0, 0, 0, 0, 0
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, long); res.Err != nil || res.Final != "SESSION-1" {
		t.Fatalf("first turn: %+v", res)
	}
	if _, err := sess.LendModel("fable"); err == nil || !strings.Contains(err.Error(), "model_aliases") {
		t.Errorf("an unknown model was lent: %v", err)
	}
	revoke, err := sess.LendModel("claude-3-5-haiku-latest")
	if err != nil {
		t.Fatal(err)
	}
	res := submit(t, sess, "short")
	revoke()
	if res.Err != nil || res.Final != "HAIKU" {
		t.Fatalf("the lent turn: %+v", res)
	}
	if want := 0.5*2 + 0.1*10; math.Abs(res.CostUSD-want) > 1e-9 {
		t.Errorf("the lent turn cost $%v, want $%v at the lent model's price", res.CostUSD, want)
	}
	if res := submit(t, sess, "after"); res.Err != nil || res.Final != "SESSION-2" {
		t.Fatalf("the turn after: %+v", res)
	}

	msgs := rec.all()
	var models []string
	for _, m := range msgs {
		if r, ok := m.Body.(*messages.ModelResult); ok && m.Meta.Agent == "main" && r.Workflow == "act" {
			models = append(models, r.Model)
		}
	}
	if len(models) != 3 || models[0] != "script:"+filepath.Base(w.script) || models[1] != "script:"+filepath.Base(lent) || models[2] != models[0] {
		t.Errorf("act calls ran on %v, want the session's, the lent, the session's", models)
	}
	var budgets []int
	for _, c := range compactions(msgs, "main") {
		budgets = append(budgets, c.Budget)
	}
	if len(budgets) != 1 || budgets[0] != 45000 {
		t.Errorf("compaction budgets %v, want one warning, in the lent turn, against its 45000", budgets)
	}
}

// A PostToolBatch hook that says continue=false ends the turn after its
// batch, with its stop reason, before any further model call (the script
// holds none: one would fail the turn).
func TestPostToolBatchStopsTurn(t *testing.T) {
	settings := `{"hooks": {"PostToolBatch": [{"hooks": [{"type": "command",
	  "command": "cat > batch.json; echo '{\"continue\": false, \"stopReason\": \"batch reviewed: stop here\"}'"}]}]}}`
	w := newWorld(t, `
turns:
  - agent: main
    expect: "^look$"
    tool_calls: [{name: read_file, args: {file_path: a.txt}}, {name: read_file, args: {file_path: b.txt}}]
`, map[string]string{".claude/settings.json": settings, "a.txt": "A\n", "b.txt": "B\n"})
	sup := w.start()
	sess, err := sup.OpenSession(context.Background(), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	res := submit(t, sess, "look")
	if res.Err != nil || res.Final != "batch reviewed: stop here" {
		t.Fatalf("turn = %+v", res)
	}
	if _, err := os.Stat(filepath.Join(w.workspace, "batch.json")); err != nil {
		t.Errorf("the hook did not run: %v", err)
	}
}
