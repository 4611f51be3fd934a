package replay

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/messages"
)

const meta = `{"type":"meta","source":"test","model":"m","context_window":1000,"usage":"partial","notes":{"x":1}}`

func TestParseTrace(t *testing.T) {
	in := strings.Join([]string{
		meta,
		`{"type":"message","role":"system","content":"sys","extra":true}`,
		`{"type":"message","role":"user","content":"task"}`,
		``,
		`{"type":"message","role":"assistant","content":"","tool_calls":[{"id":"c1","name":"bash","arguments":{"command":"ls"}}],"usage":{"prompt_tokens":50,"completion_tokens":5,"cached_tokens":0,"cache_write_tokens":3}}`,
		`{"type":"tool_result","tool_call_id":"c1","name":"bash","content":"a\nb\n","is_error":true,"origin":"x"}`,
		`{"type":"message","role":"assistant","content":null,"stop_reason":"error"}`,
	}, "\n")
	tr, err := ParseTrace("t", "t.jsonl", strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []messages.Message{
		{Role: messages.RoleSystem, Content: "sys"},
		{Role: messages.RoleUser, Content: "task"},
		{Role: messages.RoleAssistant, ToolCalls: []messages.ToolCall{{ID: "c1", Name: "bash", Arguments: messages.Args(`{"command":"ls"}`)}}},
		{Role: messages.RoleTool, ToolCallID: "c1", Name: "bash", Content: "a\nb\n", IsError: true},
		{Role: messages.RoleAssistant},
	}
	if d := cmp.Diff(want, tr.Messages); d != "" {
		t.Errorf("messages (-want +got):\n%s", d)
	}
	if d := cmp.Diff(Meta{Source: "test", Model: "m", ContextWindow: 1000}, tr.Meta); d != "" {
		t.Errorf("meta (-want +got):\n%s", d)
	}
	if tr.Usage[2] == nil || tr.Usage[2].PromptTokens != 50 || tr.Usage[4] != nil {
		t.Errorf("usage = %v", tr.Usage)
	}
	if d := cmp.Diff([]int{2, 3, 5, 6, 7}, tr.Lines); d != "" {
		t.Errorf("lines (-want +got):\n%s", d)
	}
	if tr.Calls() != 2 {
		t.Errorf("Calls = %d, want 2", tr.Calls())
	}
}

func TestParseTraceErrors(t *testing.T) {
	call := `{"type":"message","role":"assistant","tool_calls":[{"id":"c1","name":"bash","arguments":{}}]}`
	for _, tc := range []struct {
		name  string
		lines []string
		want  string
	}{
		{"malformed_json", []string{meta, `{"type":"message","role":"user","content":"x"`}, "t.jsonl:2: "},
		{"content_not_text", []string{meta, `{"type":"message","role":"user","content":{"a":1}}`}, "t.jsonl:2: content"},
		{"result_answers_no_call", []string{meta, call, `{"type":"tool_result","tool_call_id":"c9","content":"x"}`}, `t.jsonl:3: tool_result "c9" answers no call`},
		{"result_answers_twice", []string{meta, call, `{"type":"tool_result","tool_call_id":"c1"}`, `{"type":"tool_result","tool_call_id":"c1"}`}, `t.jsonl:4: tool_result "c1" answers no call`},
		{"unknown_role", []string{meta, `{"type":"message","role":"tool","content":"x"}`}, `t.jsonl:2: unknown role "tool"`},
		{"unknown_type", []string{meta, `{"type":"event"}`}, `t.jsonl:2: unknown type "event"`},
		{"meta_not_first", []string{`{"type":"message","role":"user","content":"x"}`, meta}, "t.jsonl:2: meta must come first"},
		{"no_meta", []string{`{"type":"message","role":"user","content":"x"}`}, "t.jsonl: no meta line"},
		{"call_without_id", []string{meta, `{"type":"message","role":"assistant","tool_calls":[{"name":"bash"}]}`}, "t.jsonl:2: tool call without id"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseTrace("t", "t.jsonl", strings.NewReader(strings.Join(tc.lines, "\n")))
			if !errors.Is(err, ErrTrace) {
				t.Fatalf("err = %v, want ErrTrace", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %q, want it to contain %q", err, tc.want)
			}
		})
	}
}

func TestReadTraceMissing(t *testing.T) {
	if _, err := ReadTrace("testdata/none.jsonl"); err == nil {
		t.Error("ReadTrace of a missing file succeeded")
	}
}

func TestParsePolicy(t *testing.T) {
	for _, s := range []string{"staged", "none", "emergency"} {
		if p, err := ParsePolicy(s); err != nil || string(p) != s {
			t.Errorf("ParsePolicy(%q) = %q, %v", s, p, err)
		}
	}
	if _, err := ParsePolicy("aggressive"); !errors.Is(err, ErrPolicy) {
		t.Errorf("ParsePolicy(aggressive) = %v, want ErrPolicy", err)
	}
}
