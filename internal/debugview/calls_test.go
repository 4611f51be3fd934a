package debugview

import (
	"encoding/json"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"troupe/actors/agent"
	"troupe/internal/compact"
	"troupe/internal/store"
	"troupe/messages"
)

func user(s string) messages.Message { return messages.Message{Role: messages.RoleUser, Content: s} }
func asst(s string) messages.Message {
	return messages.Message{Role: messages.RoleAssistant, Content: s}
}

// session is a small recorded session: main calls its model three times
// (whole, delta, delta after a compaction masked a tool result), runs a
// tool, and spawns explore-1, whose answer comes back as the task's result.
func session() []Record {
	tools := []messages.ToolSpec{{Name: "bash", Parameters: []byte(`{}`)}, {Name: "task", Parameters: []byte(`{}`)}}
	callMsg := messages.Message{Role: messages.RoleAssistant, ToolCalls: []messages.ToolCall{{ID: "x1", Name: "bash", Arguments: messages.Args(`{"command":"ls"}`)}}}
	toolMsg := messages.Message{Role: messages.RoleTool, ToolCallID: "x1", Name: "bash", Content: "a.go\nb.go"}
	masked := messages.Message{Role: messages.RoleTool, ToolCallID: "x1", Name: "bash", Content: "[output masked: scratch/x1.txt]"}
	return []Record{
		rec(1, 0, "troupe.cmd.S.main.prompt", "main", &messages.Prompt{Turn: "t1", Text: "list"}),
		rec(2, 1, "troupe.cmd.S.main.llm.act", "main", &messages.ModelRequest{Call: "c1", Workflow: "act", System: "SYS", Tools: tools,
			Messages: []messages.Message{user("list")}}),
		rec(3, 2, "troupe.evt.S.main.usage", "main", &messages.UsageReport{Call: "c1", Model: "m", Usage: messages.Usage{PromptTokens: 100, CompletionTokens: 5}}),
		rec(4, 2, "troupe.res.S.main.llm.act", "main", &messages.ModelResult{Call: "c1", Model: "m", Message: callMsg}),
		rec(5, 3, "troupe.cmd.S.main.tools", "main", &messages.ToolRequest{Turn: "t1", Call: callMsg.ToolCalls[0]}),
		rec(6, 4, "troupe.res.S.main.tools", "main", &messages.ToolResult{Turn: "t1", CallID: "x1", Name: "bash", Content: "a.go\nb.go"}),
		rec(7, 5, "troupe.cmd.S.main.llm.act", "main", &messages.ModelRequest{Call: "c2", Workflow: "act",
			Messages: []messages.Message{callMsg, toolMsg}, Delta: messages.Delta{Base: "c1", Keep: 1, SameSystem: true, SameTools: true}}),
		rec(8, 6, "troupe.res.S.main.llm.act", "main", &messages.ModelResult{Call: "c2", Model: "m", Message: asst("spawning")}),
		rec(9, 7, "troupe.evt.S.main.subagent", "main", &messages.SubagentSpawned{Turn: "t1", CallID: "x2", Child: "explore-1", Kind: "explore", Task: "look"}),
		rec(10, 8, "troupe.cmd.S.explore-1.prompt", "explore-1", &messages.Prompt{Turn: "x2", Text: "look"}),
		rec(11, 9, "troupe.res.S.explore-1.turn", "explore-1", &messages.TurnResult{Turn: "x2", Final: "found it"}),
		rec(12, 10, "troupe.evt.S.main.compaction", "main", &messages.Compaction{Stage: "mask", Replaced: []string{"x1"}, TokensBefore: 900, TokensAfter: 600, Budget: 1000}),
		rec(13, 11, "troupe.cmd.S.main.llm.act", "main", &messages.ModelRequest{Call: "c3", Workflow: "act",
			Messages: []messages.Message{callMsg, masked, asst("spawning"), user("more")}, Delta: messages.Delta{Base: "c2", Keep: 1, SameSystem: true}}),
	}
}

func TestCallsRebuildTheWholeWindow(t *testing.T) {
	calls := Calls(session())
	if len(calls) != 3 {
		t.Fatalf("%d calls", len(calls))
	}
	for i, want := range []struct {
		msgs, wire, tools int
		whole             bool
		compactions       int
		prompt            int
	}{
		{1, 1, 2, true, 0, 100},
		{3, 2, 2, true, 0, 0},
		{5, 4, 0, true, 1, 0}, // tools not the same: sent (none)
	} {
		c := calls[i]
		if len(c.Window.Messages) != want.msgs || c.Wire != want.wire || len(c.Window.Tools) != want.tools || c.Whole != want.whole ||
			len(c.Compactions) != want.compactions || c.Window.System != "SYS" {
			t.Errorf("call %d: %d messages (%d on the wire), %d tools, whole %v, %d compactions, system %q", i,
				len(c.Window.Messages), c.Wire, len(c.Window.Tools), c.Whole, len(c.Compactions), c.Window.System)
		}
		if want.prompt > 0 && (c.Usage == nil || c.Usage.PromptTokens != want.prompt) {
			t.Errorf("call %d usage = %+v", i, c.Usage)
		}
	}
	if got := calls[1].Window.Messages[0].Content; got != "list" {
		t.Errorf("call 2 starts with %q: the kept prefix of call 1 was lost", got)
	}
	if Previous(calls, 2) != 1 || Previous(calls, 0) != -1 {
		t.Error("Previous")
	}
	// A request whose base was not kept is shown as it travelled, marked.
	partial := Calls(session()[6:])
	if len(partial) != 2 || partial[0].Whole || len(partial[0].Window.Messages) != 2 {
		t.Errorf("partial = %+v", partial)
	}
}

func TestDiffShowsWhatCompactionChanged(t *testing.T) {
	calls := Calls(session())
	d := Diff(calls[1].Window, calls[2].Window)
	var ops []string
	for _, l := range d.Lines {
		ops = append(ops, string(l.Op)+l.Role)
	}
	want := " user, assistant,-tool,+tool,+assistant,+user"
	if got := strings.Join(ops, ","); got != want {
		t.Errorf("diff ops = %q, want %q", got, want)
	}
	if d.Kept != 2 || d.Gone != 1 || !d.ToolsChanged || d.SystemChanged {
		t.Errorf("diff = %+v", d)
	}
}

func TestLinks(t *testing.T) {
	recs := session()
	for _, tc := range []struct {
		from, to uint64
		what     string
	}{
		{6, 5, "its tool call"},
		{11, 9, "the task that spawned explore-1"},
		{9, 11, "explore-1's answer"},
		{4, 2, "its model request"},
		{3, 2, "its model request"},
	} {
		j, what, ok := Link(recs, int(tc.from-1))
		if !ok || recs[j].Seq != tc.to || what != tc.what {
			t.Errorf("Link(%d) = %d %q %v; want %d %q", tc.from, recs[max(j, 0)].Seq, what, ok, tc.to, tc.what)
		}
	}
	if _, _, ok := Link(recs, 0); ok {
		t.Error("a prompt links somewhere")
	}
}

// The screen, driven by keys as a person would.
func TestModelKeys(t *testing.T) {
	m := NewModel("S", session(), Calls(session()))
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 12})
	press := func(keys ...string) string {
		for _, k := range keys {
			var msg tea.KeyPressMsg
			switch k {
			case "enter":
				msg = tea.KeyPressMsg{Code: tea.KeyEnter}
			case "esc":
				msg = tea.KeyPressMsg{Code: tea.KeyEscape}
			case "down":
				msg = tea.KeyPressMsg{Code: tea.KeyDown}
			default:
				msg = tea.KeyPressMsg{Code: rune(k[0]), Text: k}
			}
			m.Update(msg)
		}
		return m.Screen()
	}
	for _, tc := range []struct {
		keys []string
		want string
	}{
		{nil, "troupe debug S · 13 of 13 messages · agent all · type all"},
		{[]string{"a"}, "11 of 13 messages · agent main"},
		{[]string{"a"}, "2 of 13 messages · agent explore-1"},
		{[]string{"a", "t"}, "13 of 13 messages · agent all · type prompt"[len("13 of 13 messages · agent all · "):]},
	} {
		if s := press(tc.keys...); !strings.Contains(s, tc.want) {
			t.Errorf("after %v:\n%s\nwant %q", tc.keys, s, tc.want)
		}
	}
	// Walk: the third call's window, its diff, a tool result's call.
	m = NewModel("S", session(), Calls(session()))
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 40})
	if s := press("G", "enter"); !strings.Contains(s, "model call c3 of main") || !strings.Contains(s, "compaction: mask, 900 → 600 tokens of 1000 (90% → 60%), 1 tool results replaced") ||
		!strings.Contains(s, "[output masked: scratch/x1.txt]") {
		t.Errorf("window of c3:\n%s", s)
	}
	if s := press("d"); !strings.Contains(s, "call c3 (seq 13) against c2 (seq 7) of main") || !strings.Contains(s, "- [2] tool") {
		t.Errorf("diff of c3:\n%s", s)
	}
	m.Update(tea.KeyPressMsg{Code: tea.KeyEscape})
	press("g", "a") // main only
	for range 5 {
		press("down")
	}
	if sel := m.recs[m.Selected()]; sel.Seq != 6 {
		t.Fatalf("selected %d", sel.Seq)
	}
	if s := press("l"); m.recs[m.Selected()].Seq != 5 || !strings.Contains(s, "→ its tool call") {
		t.Errorf("link from the tool result:\n%s", s)
	}
	// From explore-1's answer (filtered to explore-1) to the task in main:
	// the filter is cleared to show it.
	press("a")
	if !strings.Contains(m.Screen(), "agent explore-1") {
		t.Fatalf("filter:\n%s", m.Screen())
	}
	press("G", "l")
	if sel := m.recs[m.Selected()]; sel.Seq != 9 || !strings.Contains(m.Screen(), "agent all") {
		t.Errorf("jump to the task: selected %d\n%s", sel.Seq, m.Screen())
	}
}

// A session that kept no bus traffic is stepped through its log: each usage
// event is a call whose window is the agent's transcript then, with the
// compaction records applied, and its answer the next assistant message.
func TestCallsFromLog(t *testing.T) {
	ev := func(seq uint64, typ, agent, data string) store.Event {
		return store.Event{Seq: seq, Type: typ, Agent: agent, Turn: "t1", Data: json.RawMessage(data)}
	}
	events := []store.Event{
		ev(1, "session", "", `{"id":"S"}`),
		ev(2, "user", "main", `{"text":"hi"}`),
		ev(3, "message", "main", `{"role":"user","content":"hi","tokens":3}`),
		ev(4, "usage", "main", `{"call":"c1","workflow":"act","model":"m","usage":{"prompt_tokens":50,"completion_tokens":4}}`),
		ev(5, "message", "main", `{"role":"assistant","tool_calls":[{"id":"x1","name":"bash","arguments":{"command":"ls"}}],"tokens":9}`),
		ev(6, "tool_result", "main", `{"call_id":"x1","name":"bash","content":"a.go"}`),
		ev(7, "message", "main", `{"role":"tool","tool_call_id":"x1","name":"bash","content":"a.go","tokens":5}`),
		ev(8, "usage", "main", `{"call":"c2","workflow":"act","model":"m","usage":{"prompt_tokens":70,"completion_tokens":2}}`),
		ev(9, "message", "main", `{"role":"assistant","content":"done","tokens":2}`),
	}
	recs := FromLog(events)
	if len(recs) != 9 || !strings.Contains(Line(recs[3]), "usage              c1 act m 50→4 tok") {
		t.Errorf("records: %d; line 4 %q", len(recs), Line(recs[3]))
	}
	calls := CallsFromLog(events, func(ev []store.Event, id string) ([]messages.Message, []int, []compact.Record, error) {
		s, err := agent.LoadSaved(ev, id)
		return s.Transcript, s.Counts, s.Records, err
	})
	if len(calls) != 2 {
		t.Fatalf("%d calls", len(calls))
	}
	c := calls[1]
	if !c.FromLog || c.Whole || len(c.Window.Messages) != 3 || c.Window.Messages[2].Content != "a.go" || c.Answer == nil || c.Answer.Content != "done" ||
		c.Usage.PromptTokens != 70 || c.Seq != 8 {
		t.Errorf("call 2 = %+v", c)
	}
	var b strings.Builder
	if err := WriteCall(&b, c); err != nil || !strings.Contains(b.String(), "the system prompt and tool schemas are not in the log") {
		t.Errorf("WriteCall:\n%s", b.String())
	}
	if d := Diff(calls[0].Window, c.Window); d.Kept != 1 || len(d.Lines) != 3 {
		t.Errorf("diff = %+v", d)
	}
}

// Messages of a live session that arrive while the screen is open join it:
// a selection on the last row follows them, an agent filter applies to
// them, and the header says live.
func TestModelFollowsMore(t *testing.T) {
	all := session()
	cut := 8
	m := NewModel("S", all[:cut], Calls(all[:cut]))
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 12})
	m.Update(tea.KeyPressMsg{Code: 'G', Text: "G"}) // the last row
	m.Update(More{Recs: all[cut:]})
	if got, want := m.Selected(), len(all)-1; got != want {
		t.Errorf("selected %d after more messages, want the new last one %d", got, want)
	}
	if s := m.Screen(); !strings.Contains(s, "troupe debug S · live · 13 of 13 messages") {
		t.Errorf("screen after More:\n%s", s)
	}
	// A filter by agent applies to what comes next too.
	m = NewModel("S", all[:2], Calls(all[:2]))
	m.Update(tea.KeyPressMsg{Code: 'a', Text: "a"})
	m.Update(More{Recs: all[2:]})
	if s := m.Screen(); !strings.Contains(s, "11 of 13 messages · agent main") {
		t.Errorf("agent filter after More:\n%s", s)
	}
	m.Update(FollowEnded{})
	if strings.Contains(m.Screen(), "· live") {
		t.Error("still live after the follower ended")
	}
}
