package script

import (
	"errors"
	"io/fs"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"troupe/messages"
)

// turnView is a comparable picture of a parsed turn.
type turnView struct {
	Line       int
	Agent      string
	Expect     string
	ExpectTool string
	Text       string
	HasText    bool
	Calls      []callView
	Usage      messages.Usage
	HasPrompt  bool
	HasOutput  bool
	StopReason string
	Delay      time.Duration
	Err        string
}

type callView struct{ ID, Name, Args string }

func view(m *Model) []turnView {
	var out []turnView
	for _, t := range m.turns {
		v := turnView{
			Line: t.line, ExpectTool: t.expectTool, Text: t.text, HasText: t.hasText,
			Usage: t.usage, HasPrompt: t.hasPrompt, HasOutput: t.hasOutput,
			StopReason: t.stopReason, Delay: t.delay, Err: t.errMsg,
		}
		if t.agent != nil {
			v.Agent = t.agent.String()
		}
		if t.expect != nil {
			v.Expect = t.expect.String()
		}
		for _, c := range t.calls {
			v.Calls = append(v.Calls, callView{c.ID, c.Name, string(c.Arguments)})
		}
		out = append(out, v)
	}
	return out
}

func TestLoadExample(t *testing.T) {
	m, err := Load(filepath.Join("testdata", "fix_add.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	want := []turnView{
		{
			Line: 4, Agent: "main", Expect: "fix the failing", Text: "Let me look.", HasText: true,
			Calls: []callView{{"call_1", "task", `{"agent":"explore","prompt":"find why TestAdd fails"}`}},
		},
		{
			Line: 12, Agent: "explore", Expect: "find why TestAdd fails",
			Calls: []callView{{"fix_add-t1-c0", "read_file",
				`{"file_path":"calc.go","limit":40,"tags":["go","a && b",null,1.5,true]}`}},
			Usage:     messages.Usage{PromptTokens: 100, CompletionTokens: 20},
			HasPrompt: true, HasOutput: true,
		},
		{
			Line: 22, Agent: "explore", Expect: `func Add\(a, b int\)`, ExpectTool: "read_file",
			Text: "Add subtracts: it returns a - b.", HasText: true, Delay: 5 * time.Millisecond,
		},
		{
			Line: 28, Agent: "^main$", ExpectTool: "task",
			Calls: []callView{
				{"fix_add-t3-c0", "edit_file", `{"file_path":"calc.go","old_string":"a - b","new_string":"a + b"}`},
				{"fix_add-t3-c1", "bash", `{"command":  "go test ./..." }`},
			},
		},
		{
			Line: 36, Agent: "main", Expect: "^ok", ExpectTool: "bash",
			Text: "Fixed: Add now returns a + b.", HasText: true, StopReason: "end_turn",
		},
	}
	if diff := cmp.Diff(want, view(m)); diff != "" {
		t.Errorf("parsed turns (-want +got):\n%s", diff)
	}
	if got, want := m.Name(), "script:fix_add.yaml"; got != want {
		t.Errorf("Name() = %q, want %q", got, want)
	}
	if diff := cmp.Diff([]int{4, 12, 22, 28, 36}, m.Remaining()); diff != "" {
		t.Errorf("Remaining() (-want +got):\n%s", diff)
	}
}

func TestLoadMissingFile(t *testing.T) {
	_, err := Load(filepath.Join(t.TempDir(), "absent.yaml"))
	if !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("Load of a missing file: err = %v, want fs.ErrNotExist", err)
	}
}

func TestArgsToJSON(t *testing.T) {
	tests := []struct {
		name, args, want string
	}{
		{"empty", "{}", `{}`},
		{"key order kept", "{b: 1, a: 2, c: 3}", `{"b":1,"a":2,"c":3}`},
		{"scalars", "{s: hi, i: -7, hex: 0x1F, f: 2.5, t: true, n: null, tilde: ~, q: '42'}",
			`{"s":"hi","i":-7,"hex":31,"f":2.5,"t":true,"n":null,"tilde":null,"q":"42"}`},
		{"nested", "{a: {b: [1, {c: d}]}, e: []}", `{"a":{"b":[1,{"c":"d"}]},"e":[]}`},
		{"no html escaping", `{cmd: "a && b <c>"}`, `{"cmd":"a && b <c>"}`},
		{"escapes", `{s: "line\nbreak \"q\" \\ tab\t"}`, `{"s":"line\nbreak \"q\" \\ tab\t"}`},
		{"unicode", "{s: héllo ✓}", `{"s":"héllo ✓"}`},
		{"block scalar", "\n          s: |\n            two\n            lines", `{"s":"two\nlines\n"}`},
		{"numeric key", "{1: one}", `{"1":"one"}`},
		{"timestamp kept as written", "{d: 2024-01-02}", `{"d":"2024-01-02"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "turns:\n  - tool_calls:\n      - name: x\n        args: " + tt.args + "\n"
			m, err := Parse("args.yaml", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, string(m.turns[0].calls[0].Arguments)); diff != "" {
				t.Errorf("args JSON (-want +got):\n%s", diff)
			}
		})
	}
}

func TestArgsWithAliases(t *testing.T) {
	src := `turns:
  - text: one
    tool_calls:
      - name: a
        args: &shared {path: x.go, n: 1}
      - name: b
        args: *shared
`
	m, err := Parse("alias.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range m.turns[0].calls {
		if got, want := string(c.Arguments), `{"path":"x.go","n":1}`; got != want {
			t.Errorf("call %s args = %s, want %s", c.Name, got, want)
		}
	}
}

func TestDefaultArgsAndIDs(t *testing.T) {
	src := "turns:\n  - tool_calls:\n      - name: a\n      - name: b\n  - tool_calls: [{name: c, id: mine}]\n"
	m, err := Parse("dir/my.script.yml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var got []callView
	for _, tr := range m.turns {
		for _, c := range tr.calls {
			got = append(got, callView{c.ID, c.Name, string(c.Arguments)})
		}
	}
	want := []callView{{"my.script-t0-c0", "a", "{}"}, {"my.script-t0-c1", "b", "{}"}, {"mine", "c", "{}"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("calls (-want +got):\n%s", diff)
	}
	if got, want := m.Name(), "script:my.script.yml"; got != want {
		t.Errorf("Name() = %q, want %q", got, want)
	}
}
