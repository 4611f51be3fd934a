package tokens

import (
	"encoding/json"
	"strings"
	"testing"

	"troupe/messages"
)

// TestBoundsAreUpperBounds: Bound, MessageBound and ToolsBound never count
// fewer tokens than Count, Message and Tools do, in both encodings, for
// text that merges well, text that does not (one byte a token), invalid
// UTF-8 (each bad byte counts as U+FFFD) and special tokens written as text.
func TestBoundsAreUpperBounds(t *testing.T) {
	c := NewCounter()
	texts := []string{
		"",
		"a",
		"You are a helpful, pattern-following assistant that translates corporate jargon into plain English.",
		strings.Repeat("the quick brown fox ", 200),
		"\xff\xfe\xfd\x80\x81 invalid \xc3",
		strings.Repeat("\xff", 64),
		"<|endoftext|><|fim_prefix|> 日本語のテキスト 🙂🙂🙂 \t\n\r",
		strings.Repeat("x", 5000),
		"{\"a\":[1,2,3],\"b\":{\"c\":null}}",
	}
	cookbook, _ := cookbookTools()
	specs := [][]messages.ToolSpec{
		nil,
		cookbook,
		{{Name: "bash", Description: "Run a command.", Parameters: json.RawMessage(`{not json`)}},
		{{Name: "edit", Description: "Edit \xff a file.", Parameters: json.RawMessage(`{"type":"object","properties":{"mode":{"type":"string","enum":["a","b","c","d"]},` +
			`"env":{"type":"object","properties":{"name":{"type":"string"}}},"args":{"type":"array","items":{"type":"string"}}}}`)}},
	}
	for s, want := range map[string]int{"": 0, "ab": 2, "é": 2, "\xff": 3, "a\xffb": 9} {
		if got := Bound(s); got != want {
			t.Errorf("Bound(%q) = %d, want %d", s, got, want)
		}
	}
	for _, enc := range []Encoding{O200KBase, CL100KBase} {
		for _, s := range texts {
			if n, b := c.Count(enc, s), Bound(s); b < n {
				t.Errorf("%s: Bound(%.20q) = %d < Count %d", enc, s, b, n)
			}
			m := messages.Message{Role: messages.RoleSystem, Content: s, Name: "n\xff",
				ToolCalls: []messages.ToolCall{{Name: "bash", Arguments: messages.Args(`{"command":"` + strings.ReplaceAll(s, `"`, ``) + `"}`)}}}
			if n, b := c.Message(enc, m), MessageBound(m); b < n {
				t.Errorf("%s: MessageBound = %d < Message %d for %.20q", enc, b, n, s)
			}
		}
		for i, sp := range specs {
			n, b := c.Tools(enc, sp), ToolsBound(enc, sp)
			if b < n {
				t.Errorf("%s: specs %d: ToolsBound = %d < Tools %d", enc, i, b, n)
			}
			if len(sp) == 0 && b != 0 {
				t.Errorf("%s: ToolsBound of no tools = %d, want 0", enc, b)
			}
		}
	}
}

// FuzzBound: Bound is an upper bound of Count for any bytes.
func FuzzBound(f *testing.F) {
	f.Add("hello world")
	f.Add("\xff\xfe")
	f.Add(strings.Repeat("ab", 100))
	c := NewCounter()
	f.Fuzz(func(t *testing.T, s string) {
		for _, enc := range []Encoding{O200KBase, CL100KBase} {
			if n, b := c.Count(enc, s), Bound(s); b < n {
				t.Fatalf("%s: Bound(%q) = %d < Count %d", enc, s, b, n)
			}
		}
	})
}
