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
	"troupe/internal/tokens"
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
	c.PruneProtect, c.RecentShare, c.MessageShare = 0, 0, 0 // the fixed numbers above, whatever the budget
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

// summaryScript has the main agent think aloud at length (assistant text
// is never masked) while reading small files, so only the summarize stage
// can make room; the compact workflow's turn answers the summary request.
func summaryScript() (string, map[string]string) {
	files := map[string]string{}
	var b strings.Builder
	b.WriteString("turns:\n")
	for k := 1; k <= 9; k++ {
		name := fmt.Sprintf("s%d.txt", k)
		files[name] = prose(fmt.Sprintf("s%d", k), 200)
		match := "expect_tool: read_file"
		if k == 1 {
			match = "expect: plan the work"
		}
		fmt.Fprintf(&b, "  - agent: main\n    %s\n    text: %q\n    tool_calls: [{name: read_file, args: {file_path: %s}}]\n",
			match, prose(fmt.Sprintf("thought %d", k), 9000), name)
	}
	b.WriteString(`  - agent: main
    expect: '^\[assistant\]'
    text: "<analysis>what matters</analysis>\n## Objective\nPlan the work.\n\n## Next Step\nRead the next file."
  - {agent: main, expect_tool: read_file, text: planned}
`)
	return b.String(), files
}

// TestSummarizeThroughCompactWorkflowAndResume: at 99% the agent archives
// the history and asks the compact workflow's model for the summary, over
// the bus like every model call; the next request carries the summary in
// place of the middle. Resumed, the session's first request carries
// exactly the view the last one had, rebuilt from the log.
func TestSummarizeThroughCompactWorkflowAndResume(t *testing.T) {
	script, files := summaryScript()
	w := newWorld(t, script, files)
	// Each turn adds about 12% of the window and a summary keeping one
	// turn brings it back under 50%: the 99% stage fires once, around the
	// seventh call.
	w.setWindow(19800)
	w.cfg.Context.Compaction.RecentTurns = 1
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "plan the work"); res.Err != nil || res.Final != "planned" {
		t.Fatalf("turn = %+v", res)
	}
	id := sess.ID()
	msgs := rec.all()
	s := saved(t, sup, id, "main")
	var sum *compact.SummaryRecord
	for _, r := range s.Records {
		if r.Stage == compact.StageSummarize {
			sum = r.Summary
		}
	}
	if sum == nil {
		bus, log := stagesOf(compactions(msgs, "main"), s.Records)
		t.Fatalf("no summary: stages on the bus %v, in the log %v", bus, log)
	}
	if n := len(eventCalls(compactions(msgs, "main"), "summarize")); n != 0 || !hasSummaryEvent(compactions(msgs, "main"), sum.To-sum.From) {
		t.Errorf("no summarize event for %d messages on the bus", sum.To-sum.From)
	}

	// The summary came from the compact workflow's model.
	reqs := requests(msgs, "main", "compact")
	if len(reqs) != 1 || !strings.HasPrefix(reqs[0].System, "You are the compaction step") ||
		len(reqs[0].Messages) != 1 || !strings.Contains(reqs[0].Messages[0].Content, "thought 1 line 1:") {
		t.Fatalf("compact requests = %+v, want one with the compact prompt and the middle", reqs)
	}
	archive, err := os.ReadFile(sum.Archive)
	if err != nil || !strings.Contains(string(archive), prose("thought 1", 9000)) {
		t.Errorf("archive %s: %v; want the history verbatim", sum.Archive, err)
	}
	acts := requests(msgs, "main", "act")
	var summary string
	for _, m := range acts[len(acts)-1].Messages {
		if strings.HasPrefix(m.Content, "[conversation summary:") {
			summary = m.Content
		}
	}
	if !strings.Contains(summary, "## Objective\nPlan the work.") || strings.Contains(summary, "analysis") || !strings.Contains(summary, sum.Archive) {
		t.Errorf("summary in the last request = %q", summary)
	}

	// What the model saw last, and its answer: the log rebuilds it alone.
	var before []messages.Message
	for _, m := range msgs {
		switch b := m.Body.(type) {
		case *messages.ModelRequest:
			if b.Workflow == "act" {
				before = append([]messages.Message(nil), b.Messages...)
			}
		case *messages.ModelResult:
			if b.Workflow == "act" {
				before = append(before, b.Message)
			}
		}
	}
	loaded, err := sup.Store().Load(id)
	if err != nil {
		t.Fatal(err)
	}
	win, _, err := agent.RestoreWindow(loaded.Events, "main", tokens.NewCounter(), compact.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(before, win.Messages()); d != "" {
		t.Errorf("window rebuilt from the log (-last request +rebuilt):\n%s", d)
	}
	if b := win.Breakdown(); b.Summaries != 1 || b.Error.Calls == 0 {
		t.Errorf("breakdown = %+v, want one summary and the calibration", b)
	}
	if err := sup.Close(); err != nil {
		t.Fatal(err)
	}

	w.setScript("turns:\n  - {agent: main, expect: go on, text: went on}\n")
	sup2 := w.start()
	rec2 := newRecorder()
	sess2, err := sup2.OpenSession(context.Background(), id, rec2.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess2, "go on"); res.Err != nil || res.Final != "went on" {
		t.Fatalf("resumed turn = %+v", res)
	}
	after := requests(rec2.all(), "main", "act")
	want := append(before, messages.Message{Role: messages.RoleUser, Content: "go on"})
	if d := cmp.Diff(want, after[0].Messages); d != "" {
		t.Errorf("first request after resume (-last view + prompt +got):\n%s", d)
	}
}

func hasSummaryEvent(events []messages.Compaction, n int) bool {
	for _, e := range events {
		if e.Stage == "summarize" && e.Summarized == n && e.TokensAfter < e.TokensBefore {
			return true
		}
	}
	return false
}

// TestContextWindowExceededRetriesOnce: a provider that refuses the request
// as too long gets one emergency compaction and one retry instead of a
// failed turn; a second refusal fails the turn.
func TestContextWindowExceededRetriesOnce(t *testing.T) {
	tests := []struct {
		name   string
		script string
		final  string
		kind   messages.Kind // of the turn's error; 0: none
		acts   int
	}{
		{"retry succeeds", `
turns:
  - {agent: main, expect: "^go$", error: context_window_exceeded}
  - {agent: main, expect: "^go$", text: fine}
`, "fine", 0, 2},
		{"refused twice", `
turns:
  - {agent: main, expect: "^go$", error: context_window_exceeded}
  - {agent: main, expect: "^go$", error: context_window_exceeded}
`, "", messages.KindContextWindow, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld(t, tc.script, nil)
			w.setWindow(50000)
			sup := w.start()
			rec := newRecorder()
			sess, err := sup.OpenSession(context.Background(), "", rec.observe)
			if err != nil {
				t.Fatal(err)
			}
			res := submit(t, sess, "go")
			var kind messages.Kind
			if res.Err != nil {
				kind = res.Err.Kind
			}
			if res.Final != tc.final || kind != tc.kind {
				t.Errorf("turn = %+v, want final %q, error kind %v", res, tc.final, tc.kind)
			}
			msgs := rec.all()
			if n := len(requests(msgs, "main", "act")); n != tc.acts {
				t.Errorf("%d action requests, want %d", n, tc.acts)
			}
			// The emergency check ran between the refusal and the retry:
			// the context counted as full, so at least the warning fired.
			refused := index(msgs, func(m recorded) bool {
				r, ok := m.Body.(*messages.ModelResult)
				return ok && r.Err != nil && r.Err.Kind == messages.KindContextWindow
			})
			compacted := index(msgs, func(m recorded) bool { _, ok := m.Body.(*messages.Compaction); return ok })
			noticed := index(msgs, func(m recorded) bool {
				n, ok := m.Body.(*messages.Notice)
				return ok && strings.Contains(n.Text, "exceeded the model's context window")
			})
			if refused < 0 || compacted < refused || noticed < refused {
				t.Errorf("refusal at %d, compaction at %d, notice at %d: want both after the refusal", refused, compacted, noticed)
			}
		})
	}
}

// TestSubagentWindowFromItsOwnModel: a subagent type bound to its own model
// sizes its window from that model's context window, not its parent's.
func TestSubagentWindowFromItsOwnModel(t *testing.T) {
	w := newWorld(t, `
turns:
  - agent: main
    expect: "look"
    tool_calls: [{name: task, args: {description: "Look", subagent_type: explore, prompt: "Find a."}}]
  - {agent: explore, expect: "Find a", text: "a.txt"}
  - {agent: main, expect_tool: task, text: found}
`, map[string]string{"a.txt": "a"})
	w.setWindow(50000)
	explore := w.cfg.Subagents.Types["explore"]
	explore.Models = map[string]config.Slot{"action": {Model: "script:" + w.script, ContextWindow: 30000}}
	w.cfg.Subagents.Types = map[string]config.SubagentType{"explore": explore}
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "look"); res.Err != nil || res.Final != "found" {
		t.Fatalf("turn = %+v", res)
	}
	var child string
	for _, m := range rec.all() {
		if s, ok := m.Body.(*messages.SubagentSpawned); ok {
			child = s.Child
		}
	}
	got := map[string]int{}
	for _, a := range []string{"main", child} {
		if s := saved(t, sup, sess.ID(), a); s.Window != nil {
			got[a] = s.Window.ContextWindow
		}
	}
	if d := cmp.Diff(map[string]int{"main": 50000, child: 30000}, got); d != "" {
		t.Errorf("context windows (-want +got):\n%s", d)
	}
}
