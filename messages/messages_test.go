package messages

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestEnvelopeRoundTrip(t *testing.T) {
	deadline := time.Date(2026, 12, 2, 16, 0, 0, 0, time.UTC)
	meta := Meta{ID: "id1", Session: "S1", Agent: "main", Parent: "p", Correlation: "t1", Causation: "id0",
		Seq: 42, Attempt: 2, Deadline: deadline, Time: deadline.Add(time.Second),
		Traceparent: "00-0123456789abcdef0123456789abcdef-0123456789abcdef-01"}
	bodies := []Body{
		&Prompt{Turn: "t1", Text: "fix it", MaxTurns: 3},
		&TurnResult{Turn: "t1", Final: "done", Iterations: 2, Usage: Usage{PromptTokens: 10, CompletionTokens: 5, CachedTokens: 1}},
		&TurnResult{Turn: "t1", Err: &Error{Kind: KindCanceled, Op: "agent", Msg: "cancelled"}},
		&Cancel{Turn: "t1", Reason: "user"},
		&Input{Text: "also fix the docs"},
		&ModelRequest{Call: "c", Workflow: "act", System: "sys", Messages: []Message{{Role: RoleUser, Content: "hi"}},
			Tools: []ToolSpec{{Name: "bash", Description: "d", Parameters: json.RawMessage(`{"type":"object"}`)}}},
		&ModelResult{Call: "c", Workflow: "act", Message: Message{Role: RoleAssistant, ToolCalls: []ToolCall{{ID: "1", Name: "bash", Arguments: Args(`{"command":"ls"}`)}},
			Thinking: []Thought{{Text: "look first", Signature: "sig"}, {Redacted: "opaque"}}}},
		&Think{Call: "t", Level: "high", Tools: []string{"bash"}, Todos: "[ ] x", System: "sys", Messages: []Message{{Role: RoleUser, Content: "hi"}}, Delta: Delta{Base: "t0", Keep: 1}},
		&Trace{Call: "t", Text: "plan", Uses: []UsageReport{{Call: "t-1", Workflow: "think", Model: "m", Usage: Usage{PromptTokens: 3}}}},
		&Critique{Call: "k", Trace: "plan"},
		&Critiqued{Call: "k", Text: "missing a step", Use: UsageReport{Call: "k", Workflow: "critique"}},
		&Check{Call: "v", Request: Message{Role: RoleUser, Content: "done?"}},
		&Verdict{Call: "v", Reason: "tests not run", Err: &Error{Kind: KindModel, Msg: "x"}},
		&Summarize{Call: "s", Messages: []Message{{Role: RoleUser, Content: "hi"}}},
		&Summary{Call: "s", Text: "summary"},
		&ModelRequest{Call: "c", Workflow: "act", AgentType: "explore", Messages: []Message{{Role: RoleTool, ToolCallID: "1", Name: "bash", Content: "x", IsError: true}}},
		&ModelResult{Call: "c", Workflow: "act", Model: "m", StopReason: "end_turn"},
		&ModelDelta{Call: "c", Text: "he"},
		&ToolRequest{Turn: "t1", Call: ToolCall{ID: "1", Name: "read_file", Arguments: Args(`{"file_path":"a"}`)}},
		&ToolResult{Turn: "t1", CallID: "1", Name: "read_file", Content: "boom", IsError: true, Kind: KindCrashed},
		&TurnStarted{Turn: "t1", Text: "go", Parent: "main"},
		&AssistantMessage{Turn: "t1", Message: Message{Role: RoleAssistant, Content: "ok"}},
		&ToolStarted{Turn: "t1", Call: ToolCall{ID: "1", Name: "glob", Arguments: Args(`{}`)}},
		&SubagentSpawned{Turn: "t1", CallID: "1", Child: "explore-1", Kind: "explore", Task: "look"},
		&Supervision{Child: "sess-S/main/tools", Directive: "RestartDirective", Reason: "panic"},
		&Notice{Level: "warn", Text: "hm"},
		&Compaction{Stage: "mask", Replaced: []string{"c1", "c2"}, Summarized: 4, TokensBefore: 900, TokensAfter: 400, Budget: 1000},
		&UsageReport{Call: "c", Workflow: "act", Model: "m", Usage: Usage{PromptTokens: 3}, CostUSD: 0.5},
		&ApprovalRequest{ID: "a1", CallID: "1", Tool: "bash", Command: "rm -rf build", Args: Args(`{"command":"rm -rf build"}`), Reason: "r", Layer: "approval", Grants: []string{"rm"}},
		&ApprovalAnswer{ID: "a1", Verdict: "deny", Reason: "no"},
	}
	for _, b := range bodies {
		t.Run(b.Type(), func(t *testing.T) {
			h, data, err := Encode(meta, b)
			if err != nil {
				t.Fatalf("Encode: %v", err)
			}
			if got := h[HeaderType]; len(got) != 1 || got[0] != b.Type() {
				t.Errorf("header %s = %v, want [%s]", HeaderType, got, b.Type())
			}
			gotMeta, gotBody, err := Decode(h, data)
			if err != nil {
				t.Fatalf("Decode: %v", err)
			}
			wantMeta := meta
			wantMeta.Type = b.Type()
			if diff := cmp.Diff(wantMeta, gotMeta); diff != "" {
				t.Errorf("meta mismatch (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(b, gotBody); diff != "" {
				t.Errorf("body mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestDecodeErrors(t *testing.T) {
	good := Header{HeaderType: {"prompt"}}
	tests := []struct {
		name    string
		h       Header
		payload string
	}{
		{"not json", good, `{"v":1,`},
		{"wrong version", good, `{"v":2,"type":"prompt","data":{}}`},
		{"unknown type", Header{}, `{"v":1,"type":"nope","data":{}}`},
		{"header disagrees", Header{HeaderType: {"cancel"}}, `{"v":1,"type":"prompt","data":{}}`},
		{"bad data", good, `{"v":1,"type":"prompt","data":{"turn":5}}`},
		{"bad seq header", Header{HeaderSeq: {"x"}}, `{"v":1,"type":"prompt","data":{}}`},
		{"bad deadline header", Header{HeaderDeadline: {"tomorrow"}}, `{"v":1,"type":"prompt","data":{}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := Decode(tt.h, []byte(tt.payload))
			if !errors.Is(err, ErrMalformed) {
				t.Errorf("Decode(%s) error = %v, want ErrMalformed", tt.payload, err)
			}
		})
	}
}

// Kind values are wire format: pin them.
func TestKindValuesStable(t *testing.T) {
	got := map[string]Kind{}
	for k := KindOther; k <= KindCrashed; k++ {
		got[k.String()] = k
	}
	want := map[string]Kind{"other": 0, "canceled": 1, "permission_denied": 2, "context_window": 3,
		"tool_failed": 4, "model": 5, "invalid_input": 6, "timeout": 7, "crashed": 8}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("kind values changed (-want +got):\n%s", diff)
	}
}

func TestSubjects(t *testing.T) {
	tests := []struct {
		got, want string
	}{
		{Subject(ClassCmd, "S1", "main", "prompt"), "troupe.cmd.S1.main.prompt"},
		{Subject(ClassRes, "S1", "main", "llm", "act"), "troupe.res.S1.main.llm.act"},
		{Subject(ClassEvt, "S-1_x", "explore-ab-1"), "troupe.evt.S-1_x.explore-ab-1"},
		{Filter("", "S1", ""), "troupe.*.S1.*.>"},
		{Filter(ClassEvt, "", ""), "troupe.evt.*.*.>"},
		{Filter("", "", "A7"), "troupe.*.*.A7.>"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("subject = %q, want %q", tt.got, tt.want)
		}
	}
	p, ok := ParseSubject("troupe.res.S1.main.llm.act")
	if diff := cmp.Diff(ParsedSubject{Class: ClassRes, Session: "S1", Agent: "main", Detail: "llm.act"}, p); !ok || diff != "" {
		t.Errorf("ParseSubject mismatch (ok=%v) (-want +got):\n%s", ok, diff)
	}
	if _, ok := ParseSubject("other.cmd.S1.main"); ok {
		t.Error("ParseSubject accepted a foreign subject")
	}
}

func TestSubjectRejectsBadTokens(t *testing.T) {
	for _, id := range []string{"", "a.b", "a b", "a*", "a>", "ü"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Subject accepted token %q", id)
				}
			}()
			Subject(ClassCmd, id, "main")
		}()
	}
}

func FuzzDecode(f *testing.F) {
	f.Add("prompt", []byte(`{"v":1,"type":"prompt","data":{"turn":"t1","text":"x"}}`))
	f.Add("", []byte(`{"v":1,"type":"tool_result","data":{"content":"a","is_error":true}}`))
	f.Add("cancel", []byte(`garbage`))
	f.Fuzz(func(t *testing.T, typ string, payload []byte) {
		h := Header{}
		if typ != "" {
			h[HeaderType] = []string{typ}
		}
		m, b, err := Decode(h, payload)
		if err != nil {
			return
		}
		// Whatever decodes re-encodes and decodes to the same body.
		h2, data, err := Encode(m, b)
		if err != nil {
			t.Fatalf("re-encode: %v", err)
		}
		_, b2, err := Decode(h2, data)
		if err != nil {
			t.Fatalf("decode of re-encoded: %v", err)
		}
		if diff := cmp.Diff(b, b2); diff != "" {
			t.Errorf("round trip changed the body (-first +second):\n%s", diff)
		}
	})
}

// Malformed arguments survive the bus byte for byte, so the tool error can
// quote them.
func TestArgsRoundTrip(t *testing.T) {
	for _, raw := range []string{`{"file_path": `, `{"a":1}`, `not json at all`, `"a string"`, ``, `{"$invalid_json":"x","b":1}`} {
		in := ToolCall{ID: "1", Name: "read_file", Arguments: Args(raw)}
		data, err := json.Marshal(in)
		if err != nil {
			t.Fatalf("Marshal(%q): %v", raw, err)
		}
		var out ToolCall
		if err := json.Unmarshal(data, &out); err != nil {
			t.Fatalf("Unmarshal(%s): %v", data, err)
		}
		want := raw
		if raw == "" {
			want = "{}"
		}
		if string(out.Arguments) != want {
			t.Errorf("arguments %q came back as %q (wire %s)", raw, out.Arguments, data)
		}
	}
}
