package script

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want string
	}{
		// YAML syntax.
		{"unclosed flow sequence", "turns:\n  - text: [unclosed\n",
			`bad.yaml:2: did not find expected ',' or ']'`},
		{"missing colon", "turns:\n  - text: a\n    b\n  c: d\n",
			`bad.yaml:3: could not find expected ':'`},
		{"tab indentation", "turns:\n\t- text: a\n",
			`bad.yaml:2: found character that cannot start any token`},
		{"unterminated quote", "turns:\n  - text: \"abc\n",
			`bad.yaml:2: found unexpected end of stream`},
		{"mapping value on first line", "turns: a: b\n",
			`bad.yaml:1: mapping values are not allowed in this context`},
		{"unknown anchor", "turns:\n  - text: hi\n  - text: *nope\n",
			`bad.yaml:3: unknown anchor 'nope' referenced`},
		{"two documents", "turns: []\n---\nturns: []\n",
			`bad.yaml:3: a script holds one YAML document; found another`},

		// Shape of the file.
		{"empty file", "",
			`bad.yaml:1: script is empty; want a mapping with key "turns"`},
		{"only comments", "# nothing\n",
			`bad.yaml:1: script is empty; want a mapping with key "turns"`},
		{"top is a sequence", "- text: hi\n",
			`bad.yaml:1: script must be a mapping with key "turns", got sequence`},
		{"unknown top key", "turns: []\nturn: []\n",
			`bad.yaml:2: unknown key "turn" in script (known: turns, vision)`},
		{"missing turns", "{}\n",
			`bad.yaml:1: missing key "turns"`},
		{"turns not a sequence", "turns:\n  text: hi\n",
			`bad.yaml:2: turns must be a sequence, got mapping`},
		{"turn not a mapping", "turns:\n  - hello\n",
			`bad.yaml:2: turn must be a mapping, got "hello"`},

		// Turn keys.
		{"unknown turn key", "turns:\n  - text: hi\n    texts: ho\n",
			`bad.yaml:3: unknown key "texts" in turn (known: agent, expect, expect_tool, expect_reminder, text, tool_calls, usage, stop_reason, delay, error, expect_images, thinking)`},
		{"duplicate turn key", "turns:\n  - text: hi\n    agent: a\n    text: ho\n",
			`bad.yaml:4: duplicate key "text" in turn (first at line 2)`},
		{"empty turn", "turns:\n  - text: hi\n  - agent: main\n    expect: x\n",
			`bad.yaml:3: turn has none of text, tool_calls, error`},
		{"text is a sequence", "turns:\n  - text: [a, b]\n",
			`bad.yaml:2: text must be a string, got sequence`},
		{"text is null", "turns:\n  - text:\n",
			`bad.yaml:2: text must be a string, got null`},
		{"invalid expect regexp", "turns:\n  - expect: \"fix (the\"\n    text: hi\n",
			"bad.yaml:2: invalid expect regexp: error parsing regexp: missing closing ): `fix (the`"},
		{"invalid agent regexp", "turns:\n  - agent: \"[main\"\n    text: hi\n",
			"bad.yaml:2: invalid agent regexp: error parsing regexp: missing closing ]: `[main`"},
		{"empty expect_tool", "turns:\n  - expect_tool: ''\n    text: hi\n",
			`bad.yaml:2: expect_tool must not be empty`},
		{"bad duration", "turns:\n  - text: hi\n    delay: soon\n",
			`bad.yaml:3: invalid delay "soon": time: invalid duration "soon"`},
		{"duration without unit", "turns:\n  - text: hi\n    delay: 50\n",
			`bad.yaml:3: invalid delay "50": time: missing unit in duration "50"`},
		{"negative duration", "turns:\n  - text: hi\n    delay: -1s\n",
			`bad.yaml:3: delay must not be negative, got -1s`},
		{"unknown stop reason", "turns:\n  - text: hi\n    stop_reason: done\n",
			`bad.yaml:3: stop_reason must be one of end_turn, tool_use, max_tokens, got "done"`},
		{"error with text", "turns:\n  - text: hi\n    error: boom\n",
			`bad.yaml:3: a turn with error cannot also have text`},
		{"error with calls and usage", "turns:\n  - error: boom\n    tool_calls: [{name: a}]\n    usage: {prompt_tokens: 1}\n",
			`bad.yaml:2: a turn with error cannot also have tool_calls, usage`},
		{"empty error", "turns:\n  - error: ''\n",
			`bad.yaml:2: error must not be empty`},

		// Usage.
		{"usage not a mapping", "turns:\n  - text: hi\n    usage: 12\n",
			`bad.yaml:3: usage must be a mapping, got "12"`},
		{"usage tokens not a number", "turns:\n  - text: hi\n    usage: {prompt_tokens: many}\n",
			`bad.yaml:3: usage.prompt_tokens must be a non-negative integer, got "many"`},
		{"usage tokens negative", "turns:\n  - text: hi\n    usage:\n      completion_tokens: -3\n",
			`bad.yaml:4: usage.completion_tokens must be a non-negative integer, got "-3"`},
		{"usage unknown key", "turns:\n  - text: hi\n    usage: {input_tokens: 3}\n",
			`bad.yaml:3: unknown key "input_tokens" in usage (known: prompt_tokens, completion_tokens, cached_tokens)`},

		// Tool calls.
		{"tool_calls not a sequence", "turns:\n  - tool_calls: {name: a}\n",
			`bad.yaml:2: tool_calls must be a sequence, got mapping`},
		{"tool_calls empty", "turns:\n  - tool_calls: []\n",
			`bad.yaml:2: tool_calls must not be empty`},
		{"tool call not a mapping", "turns:\n  - tool_calls:\n      - read_file\n",
			`bad.yaml:3: tool call must be a mapping, got "read_file"`},
		{"tool call without name", "turns:\n  - text: hi\n    tool_calls:\n      - id: c1\n        args: {a: 1}\n",
			`bad.yaml:4: tool call has no name`},
		{"tool call with empty name", "turns:\n  - tool_calls:\n      - name: ''\n",
			`bad.yaml:3: name must not be empty`},
		{"args and raw_args", "turns:\n  - tool_calls:\n      - name: a\n        args: {x: 1}\n        raw_args: '{}'\n",
			`bad.yaml:3: tool call has both args and raw_args; keep one`},
		{"args not a mapping", "turns:\n  - tool_calls:\n      - name: a\n        args: [1, 2]\n",
			`bad.yaml:4: args must be a mapping, got sequence`},
		{"raw_args not a string", "turns:\n  - tool_calls:\n      - name: a\n        raw_args: {x: 1}\n",
			`bad.yaml:4: raw_args must be a string, got mapping`},
		{"unknown tool call key", "turns:\n  - tool_calls:\n      - name: a\n        arguments: {x: 1}\n",
			`bad.yaml:4: unknown key "arguments" in tool call (known: name, id, args, raw_args)`},
		{"duplicate explicit ids", "turns:\n  - tool_calls:\n      - {name: a, id: c1}\n  - tool_calls:\n      - {name: b, id: c1}\n",
			`bad.yaml:5: duplicate tool call id "c1" (first at line 3)`},
		{"explicit id clashes with generated", "turns:\n  - tool_calls:\n      - {name: a, id: bad-t1-c0}\n  - tool_calls:\n      - name: b\n",
			`bad.yaml:5: duplicate tool call id "bad-t1-c0" (first at line 3)`},
		{"duplicate args key", "turns:\n  - tool_calls:\n      - name: a\n        args:\n          x: 1\n          x: 2\n",
			`bad.yaml:6: duplicate key "x" in args (first at line 5)`},
		{"args float without JSON form", "turns:\n  - tool_calls:\n      - name: a\n        args: {x: .nan}\n",
			`bad.yaml:4: args value ".nan" has no JSON form`},
		{"args merge key", "turns:\n  - tool_calls:\n      - name: a\n        args: {<<: {x: 1}}\n",
			`bad.yaml:4: args keys must be plain scalars, got "<<"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := Parse("bad.yaml", []byte(tt.src))
			if err == nil {
				t.Fatalf("Parse succeeded with %d turns, want error %q", len(m.turns), tt.want)
			}
			if diff := cmp.Diff(tt.want, err.Error()); diff != "" {
				t.Errorf("error (-want +got):\n%s", diff)
			}
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Errorf("error %T is not a *ParseError", err)
			}
		})
	}
}
