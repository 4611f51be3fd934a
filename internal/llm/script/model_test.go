package script

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/llm"
	"troupe/messages"
)

func user(s string) messages.Message { return messages.Message{Role: messages.RoleUser, Content: s} }

func toolResult(name, content string) messages.Message {
	return messages.Message{Role: messages.RoleTool, Name: name, Content: content}
}

func request(agent, typ string, msgs ...messages.Message) llm.Request {
	return llm.Request{Agent: agent, AgentType: typ, Messages: msgs}
}

func mustParse(t *testing.T, name, src string) *Model {
	t.Helper()
	m, err := Parse(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// ask calls the model and collects the answer, failing the test on error.
func ask(t *testing.T, m *Model, req llm.Request) llm.Response {
	t.Helper()
	s, err := m.Stream(context.Background(), req)
	if err != nil {
		t.Fatalf("Stream: %v", err)
	}
	resp, err := llm.Collect(context.Background(), s, nil)
	if err != nil {
		t.Fatalf("Collect: %v", err)
	}
	return resp
}

func TestStreamEvents(t *testing.T) {
	m := mustParse(t, "ev.yaml", `turns:
  - text: "Let me look at it."
    tool_calls:
      - name: read_file
        id: c1
        args: {file_path: calc.go}
      - name: bash
        raw_args: '{"command": '
    usage: {prompt_tokens: 100, completion_tokens: 20, cached_tokens: 60}
`)
	s, err := m.Stream(context.Background(), request("main", "main", user("hi")))
	if err != nil {
		t.Fatal(err)
	}
	var kinds []llm.EventKind
	var text strings.Builder
	var calls []messages.ToolCall
	var resp *llm.Response
	for s.Next() {
		ev := s.Event()
		kinds = append(kinds, ev.Kind)
		switch ev.Kind {
		case llm.EventText:
			text.WriteString(ev.Text)
		case llm.EventToolCall:
			calls = append(calls, *ev.ToolCall)
		case llm.EventDone:
			resp = ev.Response
		}
	}
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	wantKinds := []llm.EventKind{llm.EventText, llm.EventText, llm.EventText, llm.EventToolCall, llm.EventToolCall, llm.EventDone}
	if diff := cmp.Diff(wantKinds, kinds); diff != "" {
		t.Errorf("event kinds (-want +got):\n%s", diff)
	}
	if got, want := text.String(), "Let me look at it."; got != want {
		t.Errorf("streamed text = %q, want %q", got, want)
	}
	wantCalls := []messages.ToolCall{
		{ID: "c1", Name: "read_file", Arguments: messages.Args(`{"file_path":"calc.go"}`)},
		{ID: "ev-t0-c1", Name: "bash", Arguments: messages.Args(`{"command": `)},
	}
	if diff := cmp.Diff(wantCalls, calls); diff != "" {
		t.Errorf("tool call events (-want +got):\n%s", diff)
	}
	want := &llm.Response{
		Model:      "script:ev.yaml",
		Message:    messages.Message{Role: messages.RoleAssistant, Content: "Let me look at it.", ToolCalls: wantCalls},
		Usage:      messages.Usage{PromptTokens: 100, CompletionTokens: 20, CachedTokens: 60},
		StopReason: llm.StopToolUse,
	}
	if diff := cmp.Diff(want, resp); diff != "" {
		t.Errorf("final response (-want +got):\n%s", diff)
	}
	if s.Next() {
		t.Errorf("Next after EventDone returned true")
	}
}

func TestRawArgsByteIdentical(t *testing.T) {
	raws := []string{
		`{"file_path": `,
		`{"a":  1 ,"b":[ ]}  `,
		`not json at all`,
		"{\"multi\":\n  \"line\"}\n",
		``,
	}
	for _, raw := range raws {
		src := "turns:\n  - tool_calls:\n      - name: x\n        raw_args: " + strings.TrimSpace(mustJSON(t, raw)) + "\n"
		m := mustParse(t, "raw.yaml", src)
		resp := ask(t, m, request("main", "main", user("go")))
		if got := string(resp.Message.ToolCalls[0].Arguments); got != raw {
			t.Errorf("raw_args %q arrived as %q", raw, got)
		}
	}
}

// mustJSON quotes s as a JSON string, which is also a valid YAML
// double-quoted scalar.
func mustJSON(t *testing.T, s string) string {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestCollectSeesTextPieces(t *testing.T) {
	m := mustParse(t, "c.yaml", "turns:\n  - text: \"héllo, wörld ✓\"\n")
	s, err := m.Stream(context.Background(), request("main", "main", user("hi")))
	if err != nil {
		t.Fatal(err)
	}
	var pieces []string
	resp, err := llm.Collect(context.Background(), s, func(p string) { pieces = append(pieces, p) })
	if err != nil {
		t.Fatal(err)
	}
	if len(pieces) != 3 || strings.Join(pieces, "") != "héllo, wörld ✓" {
		t.Errorf("text pieces = %q, want 3 pieces joining to the text", pieces)
	}
	if resp.Message.Content != "héllo, wörld ✓" || resp.StopReason != llm.StopEnd {
		t.Errorf("response = %+v", resp)
	}
}

func TestChunks(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"", []string{}},
		{"a", []string{"a"}},
		{"ab", []string{"a", "b"}},
		{"abc", []string{"a", "b", "c"}},
		{"abcdefgh", []string{"ab", "cde", "fgh"}},
		{"ééé✓", []string{"é", "é", "é✓"}},
		{"a\xffb\xfe", []string{"a", "\xff", "b\xfe"}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, chunks(tt.in)); diff != "" {
			t.Errorf("chunks(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestDefaults(t *testing.T) {
	m := mustParse(t, "d.yaml", `turns:
  - text: abcdefgh
  - tool_calls: [{name: ab, raw_args: "123456"}]
  - text: cut
    stop_reason: max_tokens
    usage: {completion_tokens: 0}
`)
	req := llm.Request{Agent: "main", System: strings.Repeat("s", 36), Messages: []messages.Message{user("1234")}}
	tests := []struct {
		stop  string
		usage messages.Usage
	}{
		{llm.StopEnd, messages.Usage{PromptTokens: 10, CompletionTokens: 2}},
		{llm.StopToolUse, messages.Usage{PromptTokens: 10, CompletionTokens: 2}},
		{llm.StopMaxTokens, messages.Usage{PromptTokens: 10, CompletionTokens: 0}},
	}
	for i, tt := range tests {
		resp := ask(t, m, req)
		if resp.StopReason != tt.stop {
			t.Errorf("turn %d: stop reason %q, want %q", i, resp.StopReason, tt.stop)
		}
		if diff := cmp.Diff(tt.usage, resp.Usage); diff != "" {
			t.Errorf("turn %d: usage (-want +got):\n%s", i, diff)
		}
	}
	// An empty request still reports non-zero usage.
	m = mustParse(t, "d.yaml", "turns:\n  - text: x\n")
	if u := ask(t, m, llm.Request{}).Usage; u.PromptTokens == 0 || u.CompletionTokens == 0 {
		t.Errorf("usage of a tiny call = %+v, want both counts above zero", u)
	}
}

func TestSelection(t *testing.T) {
	m := mustParse(t, "sel.yaml", `turns:
  - agent: main
    text: main-1
  - agent: ^explore$
    text: explore-1
  - text: anyone
  - agent: main
    expect: PASS
    text: main-pass
  - agent: main
    expect_tool: grep
    text: main-grep
  - agent: main
    text: main-last
`)
	steps := []struct {
		name string
		req  llm.Request
		want string
	}{
		{"explore by type, though main came first in the file",
			request("explore-7", "explore", user("look")), "explore-1"},
		{"main takes its first turn", request("main", "main", user("go")), "main-1"},
		{"a turn without agent serves anyone", request("sub-main-2", "main", user("go")), "anyone"},
		{"expect skips to the matching turn", request("main", "main", toolResult("bash", "--- PASS")), "main-pass"},
		{"expect_tool wants a tool result, not text naming the tool",
			request("main", "main", user("grep")), "main-last"},
		{"expect_tool matches the tool result", request("main", "main", toolResult("grep", "x.go:1")), "main-grep"},
	}
	for _, st := range steps {
		if got := ask(t, m, st.req).Message.Content; got != st.want {
			t.Errorf("%s: got %q, want %q", st.name, got, st.want)
		}
	}
	if got := m.Remaining(); got != nil {
		t.Errorf("Remaining() = %v, want nil", got)
	}
	if got, want := m.Calls(), len(steps); got != want {
		t.Errorf("Calls() = %d, want %d", got, want)
	}
}

func TestExampleConversation(t *testing.T) {
	m, err := Load(filepath.Join("testdata", "fix_add.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	convo := []messages.Message{user("fix the failing test")}
	r1 := ask(t, m, request("main", "main", convo...))
	if len(r1.Message.ToolCalls) != 1 || r1.Message.ToolCalls[0].Name != "task" {
		t.Fatalf("main turn 1 = %+v, want one task call", r1.Message)
	}
	explore := []messages.Message{user("find why TestAdd fails")}
	r2 := ask(t, m, request("main/explore-1", "explore", explore...))
	explore = append(explore, r2.Message, toolResult("read_file", "package calc\n\nfunc Add(a, b int) int { return a - b }"))
	r3 := ask(t, m, request("main/explore-1", "explore", explore...))
	if got, want := r3.Message.Content, "Add subtracts: it returns a - b."; got != want {
		t.Errorf("explore answer = %q, want %q", got, want)
	}
	convo = append(convo, r1.Message, toolResult("task", r3.Message.Content))
	r4 := ask(t, m, request("main", "main", convo...))
	if len(r4.Message.ToolCalls) != 2 {
		t.Fatalf("main turn 2 = %+v, want edit and bash calls", r4.Message)
	}
	convo = append(convo, r4.Message, toolResult("edit_file", "edited"), toolResult("bash", "ok  \tcalc\t0.002s"))
	r5 := ask(t, m, request("main", "main", convo...))
	if got, want := r5.Message.Content, "Fixed: Add now returns a + b."; got != want {
		t.Errorf("final answer = %q, want %q", got, want)
	}
	if got := m.Remaining(); got != nil {
		t.Errorf("Remaining() = %v, want every turn used", got)
	}
}

func TestMismatchError(t *testing.T) {
	m := mustParse(t, "mismatch.yaml", `turns:
  - agent: main
    text: first
  - agent: main
    expect: PASS
    text: done
  - agent: explore
    expect_tool: grep
    text: found
`)
	ask(t, m, request("main", "main", user("go")))
	long := "ok  \t" + strings.Repeat("x", 300)
	tests := []struct {
		name string
		req  llm.Request
		want string
	}{
		{"tool result", request("main", "main", user("go"), toolResult("bash", long)),
			`script mismatch.yaml: no turn matches agent "main" (last message: tool result of bash: "ok  \t` +
				strings.Repeat("x", 195) + `..."); remaining turns: line 4 (agent main, expect "PASS"), ` +
				`line 7 (agent explore, expect_tool grep): llm: script mismatch`},
		{"no messages, agent id and type", request("explore-2", "explore"),
			`script mismatch.yaml: no turn matches agent "explore-2" (type "explore") (last message: none); ` +
				`remaining turns: line 4 (agent main, expect "PASS"), line 7 (agent explore, expect_tool grep): llm: script mismatch`},
		{"assistant with tool calls", request("explore-2", "explore", messages.Message{
			Role: messages.RoleAssistant, Content: "hm", ToolCalls: []messages.ToolCall{{Name: "a"}, {Name: "b"}}}),
			`script mismatch.yaml: no turn matches agent "explore-2" (type "explore") (last message: assistant: "hm" with tool calls a, b); ` +
				`remaining turns: line 4 (agent main, expect "PASS"), line 7 (agent explore, expect_tool grep): llm: script mismatch`},
		{"tool error", request("explore", "", messages.Message{Role: messages.RoleTool, Name: "bash", Content: "bad", IsError: true}),
			`script mismatch.yaml: no turn matches agent "explore" (last message: tool error of bash: "bad"); ` +
				`remaining turns: line 4 (agent main, expect "PASS"), line 7 (agent explore, expect_tool grep): llm: script mismatch`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := m.Stream(context.Background(), tt.req)
			if !errors.Is(err, llm.ErrScript) {
				t.Fatalf("err = %v, want llm.ErrScript", err)
			}
			if diff := cmp.Diff(tt.want, err.Error()); diff != "" {
				t.Errorf("error (-want +got):\n%s", diff)
			}
		})
	}
	if diff := cmp.Diff([]int{4, 7}, m.Remaining()); diff != "" {
		t.Errorf("a mismatch consumed a turn; Remaining() (-want +got):\n%s", diff)
	}
	if got, want := m.Calls(), 1+len(tests); got != want {
		t.Errorf("Calls() = %d, want %d", got, want)
	}
}

func TestMismatchListsAtMostTenTurns(t *testing.T) {
	src := "turns:\n" + strings.Repeat("  - {agent: other, text: x}\n", 12)
	m := mustParse(t, "many.yaml", src)
	_, err := m.Stream(context.Background(), request("main", "main"))
	want := `script many.yaml: no turn matches agent "main" (last message: none); remaining turns: ` +
		`line 2 (agent other), line 3 (agent other), line 4 (agent other), line 5 (agent other), ` +
		`line 6 (agent other), line 7 (agent other), line 8 (agent other), line 9 (agent other), ` +
		`line 10 (agent other), line 11 (agent other), ...: llm: script mismatch`
	if err == nil || err.Error() != want {
		t.Errorf("err = %v\nwant %s", err, want)
	}
}

func TestExhaustedError(t *testing.T) {
	m := mustParse(t, "one.yaml", "turns:\n  - text: only\n")
	ask(t, m, request("main", "main", user("first")))
	_, err := m.Stream(context.Background(), request("main", "main", user("again")))
	want := `script one.yaml: exhausted after 1 turns; agent "main" asked for another (last message: user: "again"): llm: script mismatch`
	if !errors.Is(err, llm.ErrScript) || err.Error() != want {
		t.Errorf("err = %v\nwant %s", err, want)
	}
	m = mustParse(t, "none.yaml", "turns: []\n")
	_, err = m.Stream(context.Background(), request("", "explore", user("hi")))
	want = `script none.yaml: exhausted after 0 turns; agent "explore" asked for another (last message: user: "hi"): llm: script mismatch`
	if !errors.Is(err, llm.ErrScript) || err.Error() != want {
		t.Errorf("err = %v\nwant %s", err, want)
	}
}

func TestErrorTurns(t *testing.T) {
	m := mustParse(t, "e.yaml", `turns:
  - error: boom
  - error: rate_limited
  - error: context_window_exceeded
  - text: recovered
`)
	req := request("main", "main", user("go"))
	_, err := m.Stream(context.Background(), req)
	if err == nil || err.Error() != "boom" || errors.Is(err, llm.ErrScript) {
		t.Errorf("error turn: err = %v, want exactly boom", err)
	}
	_, err = m.Stream(context.Background(), req)
	if !errors.Is(err, llm.ErrRateLimited) || err.Error() != "script e.yaml line 3: llm: rate limited" {
		t.Errorf("rate_limited turn: err = %v", err)
	}
	_, err = m.Stream(context.Background(), req)
	if !errors.Is(err, llm.ErrContextWindowExceeded) {
		t.Errorf("context_window_exceeded turn: err = %v", err)
	}
	if got := ask(t, m, req).Message.Content; got != "recovered" {
		t.Errorf("after the error turns got %q, want recovered", got)
	}
}

func TestDelayCancel(t *testing.T) {
	m := mustParse(t, "slow.yaml", "turns:\n  - text: late\n    delay: 1h\n  - text: next\n")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		_, err := m.Stream(ctx, request("main", "main", user("go")))
		done <- err
	}()
	// The turn is taken before the delay starts: wait for that, then cancel.
	for len(m.Remaining()) != 1 {
		time.Sleep(time.Millisecond)
	}
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("err = %v, want context.Canceled", err)
		}
	case <-time.After(10 * time.Second): // safety net only
		t.Fatal("Stream did not return after cancel")
	}
	if diff := cmp.Diff([]int{4}, m.Remaining()); diff != "" {
		t.Errorf("Remaining() (-want +got):\n%s", diff)
	}
}

func TestCancelledBeforeCall(t *testing.T) {
	m := mustParse(t, "c.yaml", "turns:\n  - text: hi\n")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := m.Stream(ctx, request("main", "main")); !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
	if diff := cmp.Diff([]int{2}, m.Remaining()); diff != "" {
		t.Errorf("a cancelled call used a turn; Remaining() (-want +got):\n%s", diff)
	}
	if m.Calls() != 1 {
		t.Errorf("Calls() = %d, want 1", m.Calls())
	}
}

func TestCancelMidStream(t *testing.T) {
	m := mustParse(t, "c.yaml", "turns:\n  - text: hello world\n")
	ctx, cancel := context.WithCancel(context.Background())
	s, err := m.Stream(ctx, request("main", "main"))
	if err != nil {
		t.Fatal(err)
	}
	if !s.Next() || s.Event().Kind != llm.EventText {
		t.Fatalf("first event = %+v, err %v", s.Event(), s.Err())
	}
	cancel()
	if s.Next() {
		t.Errorf("Next after cancel returned %+v", s.Event())
	}
	if !errors.Is(s.Err(), context.Canceled) {
		t.Errorf("Err() = %v, want context.Canceled", s.Err())
	}
}

// Trailing harness reminders are skipped by expect and expect_tool and
// matched only by expect_reminder.
func TestReminders(t *testing.T) {
	m, err := Parse("r.yaml", []byte(`
turns:
  - {expect_tool: read_file, text: "read it"}
  - {expect_reminder: "original task", text: "checked"}
`))
	if err != nil {
		t.Fatal(err)
	}
	tool := messages.Message{Role: messages.RoleTool, Name: "read_file", Content: "x"}
	rem := messages.Message{Role: messages.RoleUser, Content: "<system-reminder>\nverify the original task\n</system-reminder>"}
	ask := func(msgs ...messages.Message) string {
		s, err := m.Stream(context.Background(), llm.Request{Agent: "main", Messages: msgs})
		if err != nil {
			return "error: " + err.Error()
		}
		r, err := llm.Collect(context.Background(), s, nil)
		if err != nil {
			return "error: " + err.Error()
		}
		return r.Message.Content
	}
	if got := ask(tool, rem); got != "read it" {
		t.Errorf("tool result behind a reminder: got %q, want the expect_tool turn", got)
	}
	if got := ask(tool); !strings.Contains(got, "no turn matches") {
		t.Errorf("expect_reminder without a reminder: got %q, want no match", got)
	}
	if got := ask(tool, rem); got != "checked" {
		t.Errorf("reminder turn: got %q", got)
	}
}

// TestFreshUsesNoTurnOfTheOriginal: a model's Fresh copy answers every turn
// again, whatever the original used, and using it leaves the original as
// it was.
func TestFreshUsesNoTurnOfTheOriginal(t *testing.T) {
	m := mustParse(t, "fresh.yaml", `vision: true
turns:
  - text: "one"
  - text: "two"
`)
	if got := ask(t, m, request("main", "")).Message.Content; got != "one" {
		t.Fatalf("first answer %q", got)
	}
	f := m.Fresh()
	for _, want := range []string{"one", "two"} {
		if got := ask(t, f, request("main", "")).Message.Content; got != want {
			t.Errorf("fresh copy answered %q, want %q", got, want)
		}
	}
	if !f.SeesImages() || f.Name() != m.Name() {
		t.Errorf("fresh copy: vision %v, name %q; want the original's (true, %q)", f.SeesImages(), f.Name(), m.Name())
	}
	if r := m.Remaining(); len(r) != 1 || f.Remaining() != nil || m.Calls() != 1 {
		t.Errorf("original: remaining %v, %d calls; copy remaining %v; want 1 turn left, 1 call, none left", r, m.Calls(), f.Remaining())
	}
}
