package supervisor_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"troupe/actors/agent"
	"troupe/internal/compact"
	"troupe/internal/config"
	"troupe/internal/store"
	"troupe/messages"
	"troupe/supervisor"
)

// prose returns n bytes of numbered lines that tokenize like text.
func prose(name string, n int) string {
	var b strings.Builder
	for i := 1; b.Len() < n; i++ {
		fmt.Fprintf(&b, "%s line %d: the quick brown fox jumps over the lazy dog near the river bank\n", name, i)
	}
	return b.String()[:n]
}

// readsScript is a main-agent script reading files, one turn per batch,
// then answering; it returns the script and the files it reads.
func readsScript(prompt string, batches ...[]int) (string, map[string]string) {
	files := map[string]string{}
	var b strings.Builder
	b.WriteString("turns:\n")
	k := 0
	for i, batch := range batches {
		var calls []string
		for _, size := range batch {
			k++
			name := fmt.Sprintf("f%d.txt", k)
			files[name] = prose(fmt.Sprintf("f%d", k), size)
			calls = append(calls, fmt.Sprintf("{name: read_file, args: {file_path: %s}}", name))
		}
		match := "expect_tool: read_file"
		if i == 0 {
			match = "expect: " + prompt
		}
		fmt.Fprintf(&b, "  - {agent: main, %s, tool_calls: [%s]}\n", match, strings.Join(calls, ", "))
	}
	b.WriteString("  - {agent: main, expect_tool: read_file, text: done}\n")
	b.WriteString("  - {agent: main, expect_reminder: original task, text: done}\n")
	return b.String(), files
}

// setWindow gives the action model a context window and reserves nothing
// for the answer, so the budget is the window.
func (w *world) setWindow(tokens int) {
	w.cfg.Models = map[string]config.Slot{"action": {ContextWindow: tokens}}
	w.cfg.Context.OutputReserve = 0
}

// compactions returns the compaction events agentID published, in order.
func compactions(msgs []recorded, agentID string) []messages.Compaction {
	var out []messages.Compaction
	for _, m := range msgs {
		if c, ok := m.Body.(*messages.Compaction); ok && m.Meta.Agent == agentID {
			out = append(out, *c)
		}
	}
	return out
}

// requests returns the model requests of one workflow of agentID, in order.
func requests(msgs []recorded, agentID, workflow string) []*messages.ModelRequest {
	var out []*messages.ModelRequest
	for _, m := range msgs {
		if r, ok := m.Body.(*messages.ModelRequest); ok && m.Meta.Agent == agentID && r.Workflow == workflow {
			out = append(out, r)
		}
	}
	return out
}

// toolResults maps call id to the result the tool runner published.
func toolResults(msgs []recorded) map[string]string {
	out := map[string]string{}
	for _, m := range msgs {
		if r, ok := m.Body.(*messages.ToolResult); ok && strings.Contains(m.Subject, ".res.") {
			out[r.CallID] = r.Content
		}
	}
	return out
}

// saved loads what the session log holds of agentID's context.
func saved(t *testing.T, sup *supervisor.Supervisor, id, agentID string) agent.Saved {
	t.Helper()
	loaded, err := sup.Store().Load(id)
	if err != nil {
		t.Fatal(err)
	}
	s, err := agent.LoadSaved(loaded.Events, agentID)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// stagesOf lists the stages of bus events and of log records.
func stagesOf(events []messages.Compaction, records []compact.Record) (bus, log []string) {
	for _, e := range events {
		bus = append(bus, e.Stage)
	}
	for _, r := range records {
		log = append(log, string(r.Stage))
	}
	return bus, log
}

func TestDefaultContextConfigIsOpenDev(t *testing.T) {
	if d := cmp.Diff(compact.Defaults(), config.Default().Context.Compaction, cmpopts.EquateEmpty()); d != "" {
		t.Errorf("configs/default.yaml compaction (-compact.Defaults +default.yaml):\n%s", d)
	}
}

// TestCompactionStages runs a session whose tool outputs outgrow the
// window: a batch of three large reads lands at once, so one check masks,
// then masks aggressively, and a later one prunes. Each firing is on the
// bus and in the log, the model sees the pointers, and every output a
// pointer hides is in its scratch file byte for byte.
func TestCompactionStages(t *testing.T) {
	script, files := readsScript("survey",
		[]int{40000}, []int{40000}, []int{25000}, []int{25000}, []int{25000}, []int{25000},
		[]int{65000, 65000, 65000}, []int{3000}, []int{40000}, []int{3000})
	w := newWorld(t, script, files)
	w.setWindow(76000)
	c := &w.cfg.Context.Compaction
	c.OffloadThreshold = 1 << 20 // this test is about compaction, not offloading
	c.MaskKeep, c.AggressiveKeep, c.RecentTurns, c.PruneProtectTokens, c.PruneMinChars = 6, 1, 1, 10000, 30000
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "survey"); res.Err != nil || res.Final != "done" {
		t.Fatalf("turn = %+v", res)
	}
	msgs := rec.all()
	events := compactions(msgs, "main")
	s := saved(t, sup, sess.ID(), "main")
	bus, log := stagesOf(events, s.Records)
	if d := cmp.Diff([]string{"warning", "mask", "aggressive", "prune"}, bus); d != "" {
		t.Errorf("compaction events on the bus (-want +got):\n%s", d)
	}
	if d := cmp.Diff(bus, log); d != "" {
		t.Errorf("compaction records in the log differ from the bus (-bus +log):\n%s", d)
	}
	if s.Window == nil || s.Window.ContextWindow != 76000 || s.Window.OutputReserve != 0 || s.Window.Encoding != "o200k_base" {
		t.Errorf("window record = %+v, want 76000 tokens, no reserve, o200k_base", s.Window)
	}

	results := toolResults(msgs)
	acts := requests(msgs, "main", "act")
	for _, r := range s.Records {
		for _, rep := range r.Replaced {
			if !slices.Contains(eventCalls(events, string(r.Stage)), rep.CallID) {
				t.Errorf("%s of %s is not on the bus", r.Stage, rep.CallID)
			}
			data, err := os.ReadFile(rep.Path)
			if err != nil || string(data) != results[rep.CallID] {
				t.Errorf("%s %s: scratch file %s holds %d bytes (%v), want the %d-byte output", r.Stage, rep.CallID, rep.Path, len(data), err, len(results[rep.CallID]))
			}
			if !strings.HasPrefix(rep.Path, filepath.Join(w.dataDir, "sessions", sess.ID(), "scratch", "main")+string(filepath.Separator)) {
				t.Errorf("pointer file %s is not in the session's scratch directory", rep.Path)
			}
			if !seen(acts, rep.CallID, rep.Content) {
				t.Errorf("no model request carried the pointer %q for %s", rep.Content, rep.CallID)
			}
		}
	}
	// The last request carries the recent window verbatim: the last read whole.
	last := acts[len(acts)-1].Messages
	var lastTool messages.Message
	for _, m := range last {
		if m.Role == messages.RoleTool {
			lastTool = m
		}
	}
	if want := results[lastTool.ToolCallID]; lastTool.Content != want || !strings.Contains(want, "f12 line 1:") {
		t.Errorf("last tool result in the last request = %.80q, want the last read whole", lastTool.Content)
	}
}

func eventCalls(events []messages.Compaction, stage string) []string {
	var out []string
	for _, e := range events {
		if e.Stage == stage {
			out = append(out, e.Replaced...)
		}
	}
	return out
}

// seen reports whether some request carried callID's result as content.
func seen(reqs []*messages.ModelRequest, callID, content string) bool {
	for _, r := range reqs {
		for _, m := range r.Messages {
			if m.Role == messages.RoleTool && m.ToolCallID == callID && m.Content == content {
				return true
			}
		}
	}
	return false
}

// newSessionID creates an empty session and returns its id, so a script
// can name paths inside the session's directory.
func newSessionID(t *testing.T, w *world) string {
	t.Helper()
	st, err := store.Open(w.dataDir)
	if err != nil {
		t.Fatal(err)
	}
	id := store.NewID(time.Now())
	l, err := st.Create(id, store.Meta{Workspace: w.workspace})
	if err != nil {
		t.Fatal(err)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	return id
}

// TestOffloadToScratch: an output over 8,000 characters goes whole to the
// session's scratch directory and the model gets a preview with a pointer
// and a hint; read_file pages through the scratch file, write_file cannot
// touch it.
func TestOffloadToScratch(t *testing.T) {
	w := newWorld(t, "turns: []\n", map[string]string{"big.txt": prose("big", 20000)})
	id := newSessionID(t, w)
	scratch := filepath.Join(w.dataDir, "sessions", id, "scratch", "main", "m2-read_file.txt")
	w.setScript(fmt.Sprintf(`
turns:
  - {agent: main, expect: "read big", tool_calls: [{name: read_file, args: {file_path: big.txt}}]}
  - agent: main
    expect_tool: read_file
    expect: 'output offloaded: \d+ lines'
    tool_calls: [{name: read_file, args: {file_path: %[1]q, offset: 100, limit: 2}}]
  - agent: main
    expect_tool: read_file
    expect: 'big line 100:'
    tool_calls: [{name: write_file, args: {file_path: %[1]q, content: "overwritten"}}]
  - {agent: main, expect_tool: write_file, text: done}
  - {agent: main, expect_reminder: original task, text: done}
`, scratch))
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), id, rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "read big"); res.Err != nil || res.Final != "done" {
		t.Fatalf("turn = %+v", res)
	}
	msgs := rec.all()
	var read, page, write messages.ToolResult
	for _, m := range msgs {
		if r, ok := m.Body.(*messages.ToolResult); ok && strings.Contains(m.Subject, ".res.") {
			switch {
			case r.Name == "write_file":
				write = *r
			case read.CallID == "":
				read = *r
			default:
				page = *r
			}
		}
	}
	data, err := os.ReadFile(scratch)
	if err != nil || string(data) != read.Content {
		t.Fatalf("scratch file holds %d bytes (%v); want the whole %d-byte read", len(data), err, len(read.Content))
	}
	acts := requests(msgs, "main", "act")
	var preview string
	for _, m := range acts[1].Messages {
		if m.ToolCallID == read.CallID {
			preview = m.Content
		}
	}
	lines := strings.Count(read.Content, "\n")
	if !strings.HasSuffix(read.Content, "\n") {
		lines++
	}
	for _, want := range []string{read.Content[:500] + "\n...", fmt.Sprintf("[output offloaded: %d lines, %d chars → %s]", lines, len(read.Content), scratch),
		"Page through it with read_file (offset/limit), or delegate to an explore subagent with task"} {
		if !strings.Contains(preview, want) {
			t.Errorf("the model saw\n%s\nwant it to contain %q", preview, want)
		}
	}
	if len(preview) > 1000 {
		t.Errorf("preview is %d characters", len(preview))
	}
	if page.IsError || !strings.Contains(page.Content, "big line 100:") || strings.Contains(page.Content, "big line 102:") {
		t.Errorf("read_file of the scratch file = %+v, want lines 100-101", page)
	}
	if !write.IsError {
		t.Errorf("write_file to the scratch file succeeded: %+v", write)
	}
	if data, _ := os.ReadFile(scratch); string(data) != read.Content {
		t.Errorf("the scratch file was changed")
	}
	// The log holds the preview, with its token count.
	s := saved(t, sup, id, "main")
	if s.Transcript[2].Content != preview || s.Counts[2] <= 0 || s.Counts[2] > 400 {
		t.Errorf("logged message 2 = %.60q with %d tokens, want the preview, counted", s.Transcript[2].Content, s.Counts[2])
	}
}
