package tap_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/bus/tap"
	"troupe/messages"
)

func TestSummary(t *testing.T) {
	long := strings.Repeat("word ", 40) // 200 runes
	call := messages.ToolCall{ID: "c1", Name: "bash", Arguments: messages.Args("{\n  \"command\": \"go test ./...\"\n}")}
	usage := messages.Usage{PromptTokens: 1200, CompletionTokens: 34}
	modelErr := &messages.Error{Kind: messages.KindModel, Op: "anthropic", Msg: "overloaded"}
	tests := []struct {
		name string
		body messages.Body
		want string
	}{
		{"prompt", messages.Prompt{Text: "fix the\n\n  failing test"}, "fix the failing test"},
		{"prompt pointer", &messages.Prompt{Text: "as decoded"}, "as decoded"},
		{"nil pointer", (*messages.Prompt)(nil), ""},
		{"prompt long", messages.Prompt{Text: long}, strings.Repeat("word ", 19) + "word…"},
		{"turn started", messages.TurnStarted{Text: "look", Parent: "main"}, "look (from main)"},
		{"turn result", messages.TurnResult{Final: "All tests pass.", Iterations: 3, Usage: usage}, "All tests pass. [3 iter, 1200→34 tok]"},
		{"turn result error", messages.TurnResult{Iterations: 1, Err: modelErr}, "error model: anthropic: overloaded [1 iter, 0→0 tok]"},
		{"turn result long", messages.TurnResult{Final: long, Iterations: 2},
			strings.Repeat("word ", 16) + "w… [2 iter, 0→0 tok]"},
		{"cancel", messages.Cancel{Turn: "t1", Reason: "user pressed esc"}, "t1: user pressed esc"},
		{"cancel empty", messages.Cancel{}, ""},
		{"act job", messages.ModelRequest{Workflow: "act", Messages: make([]messages.Message, 3), Tools: make([]messages.ToolSpec, 1)}, "act: 3 messages, 1 tool"},
		{"model request", messages.ModelRequest{Workflow: "think", Messages: make([]messages.Message, 5), Tools: make([]messages.ToolSpec, 7)}, "think: 5 messages, 7 tools"},
		{"think job", messages.Think{Level: "high", Messages: make([]messages.Message, 2), Delta: messages.Delta{Base: "c1", Keep: 4}}, "high: +2 after 4 messages, 0 tools"},
		{"verdict", messages.Verdict{Reason: "tests not run"}, "continue: tests not run"},
		{"model result text", messages.ModelResult{Message: messages.Message{Content: "Done."}, Usage: usage}, "Done. [1200→34 tok]"},
		{"model result calls", messages.ModelResult{Message: messages.Message{
			Content:   "Let me look.",
			ToolCalls: []messages.ToolCall{{Name: "read"}, {Name: "grep"}},
		}, Usage: usage}, "Let me look. → read, grep [1200→34 tok]"},
		{"model result long text keeps calls", messages.ModelResult{Message: messages.Message{
			Content: long, ToolCalls: []messages.ToolCall{{Name: "read"}},
		}}, strings.Repeat("word ", 16) + "wo… → read [0→0 tok]"},
		{"model result error", messages.ModelResult{Err: modelErr}, "error model: anthropic: overloaded [0→0 tok]"},
		{"act outcome", messages.ModelResult{Message: messages.Message{ToolCalls: []messages.ToolCall{{Name: "bash"}}}}, "→ bash [0→0 tok]"},
		{"assistant message", messages.AssistantMessage{Message: messages.Message{Content: "ok"}, Usage: usage}, "ok [1200→34 tok]"},
		{"model delta", messages.ModelDelta{Text: "partial\ntext"}, "partial text"},
		{"tool output", messages.ToolOutput{Name: "bash", Tail: "1\n2", Bytes: 4, Lines: 2}, "bash running: 2 (2 lines, 4 bytes so far)"},
		{"tool output ending in blank lines", messages.ToolOutput{Name: "bash", Tail: "1\n2\n\n ", Bytes: 7, Lines: 4}, "bash running: 2 (4 lines, 7 bytes so far)"},
		{"job output", messages.ToolOutput{Name: "bash", Job: "bash_1", Tail: "up", Bytes: 3, Lines: 1}, "background job bash_1: up (1 lines, 3 bytes so far)"},
		{"job end", messages.ToolOutput{Name: "bash", Job: "bash_1", Ended: "exit status 3", Tail: "bye", Bytes: 7, Lines: 2},
			"background job bash_1 ended (exit status 3): bye (2 lines, 7 bytes so far)"},
		{"model delta reset", messages.ModelDelta{Call: "c1", Reset: true}, "reset: stream cut, the answer restarts"},
		{"tool request", messages.ToolRequest{Call: call}, `bash {"command":"go test ./..."}`},
		{"tool started", messages.ToolStarted{Call: call}, `bash {"command":"go test ./..."}`},
		{"tool started bad args", messages.ToolStarted{Call: messages.ToolCall{Name: "bash", Arguments: messages.Args("{oops\n")}}, "bash {oops"},
		{"tool result", messages.ToolResult{Name: "bash", Content: "\nok  \ttroupe/x\t0.1s\n"}, "bash: ok troupe/x 0.1s"},
		{"tool result more lines", messages.ToolResult{Name: "read", Content: "line 1\nline 2"}, "read: line 1 …"},
		{"tool result error", messages.ToolResult{Name: "bash", Content: "exit status 1\nFAIL", IsError: true, Kind: messages.KindToolFailed},
			"bash: exit status 1 … (error: tool_failed)"},
		{"subagent", messages.SubagentSpawned{Child: "explore-1", Kind: "explore", Task: "find the\nconfig loader"}, "explore explore-1: find the config loader"},
		{"supervision", messages.Supervision{Child: "tools", Directive: "restart", Reason: "panic: boom"}, "tools restart: panic: boom"},
		{"notice", messages.Notice{Level: "warn", Text: "retrying in 2s"}, "warn: retrying in 2s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tap.Summary(tt.body)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Summary (-want +got):\n%s", diff)
			}
			if n := utf8.RuneCountInString(got); n > tap.MaxSummary || strings.ContainsAny(got, "\n\r") {
				t.Errorf("Summary = %q: %d runes or several lines, want one line of at most %d", got, n, tap.MaxSummary)
			}
		})
	}
}

func TestSummaryNeverExceedsLimit(t *testing.T) {
	var calls []messages.ToolCall
	for range 40 {
		calls = append(calls, messages.ToolCall{Name: "a_rather_long_tool_name"})
	}
	bodies := []messages.Body{
		messages.ModelResult{Message: messages.Message{ToolCalls: calls}},
		messages.TurnResult{Err: &messages.Error{Msg: strings.Repeat("é", 300)}},
		messages.ToolResult{Name: strings.Repeat("n", 300), IsError: true},
	}
	for _, b := range bodies {
		if got := tap.Summary(b); utf8.RuneCountInString(got) > tap.MaxSummary {
			t.Errorf("Summary(%s) has %d runes, want at most %d: %q", b.Type(), utf8.RuneCountInString(got), tap.MaxSummary, got)
		}
	}
}
