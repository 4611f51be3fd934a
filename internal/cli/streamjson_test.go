package cli_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// --output stream-json follows the documented schema: init, assistant and
// user (tool result) messages, and a final result with usage and cost.
func TestStreamJSONSchema(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	os.WriteFile(filepath.Join(ws, "a.txt"), []byte("hello & goodbye\n"), 0o644)
	script := filepath.Join(t.TempDir(), "s.yaml")
	os.WriteFile(script, []byte(`
turns:
  - agent: main
    expect: "read a"
    text: "Reading."
    tool_calls: [{name: read_file, id: call_1, args: {file_path: a.txt}}]
    usage: {prompt_tokens: 100, completion_tokens: 10}
  - {agent: main, expect_tool: read_file, text: "a.txt says hello", usage: {prompt_tokens: 120, completion_tokens: 5}}
  - {agent: main, expect_reminder: ".", text: "a.txt says hello"}
`), 0o644)
	code, stdout, stderr := run(t, home, "run", "-C", ws, "--model", "script:"+script, "-o", "stream-json", "read a.txt")
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, stderr)
	}
	var types []string
	var last map[string]any
	for _, line := range strings.Split(strings.TrimSpace(stdout), "\n") {
		var ev map[string]any
		if err := json.Unmarshal([]byte(line), &ev); err != nil {
			t.Fatalf("not a JSON line: %q: %v", line, err)
		}
		if ev["session_id"] == "" || ev["session_id"] == nil {
			t.Errorf("no session_id: %s", line)
		}
		typ := ev["type"].(string)
		if typ == "stream_event" {
			continue // partial text, between the whole messages
		}
		if typ == "assistant" || typ == "user" {
			msg := ev["message"].(map[string]any)
			for _, c := range msg["content"].([]any) {
				typ += ":" + c.(map[string]any)["type"].(string)
			}
		}
		types = append(types, typ)
		last = ev
	}
	want := []string{"system", "assistant:text:tool_use", "user:tool_result", "assistant:text"}
	if len(types) < len(want)+1 || !cmp.Equal(types[:len(want)], want) || types[len(types)-1] != "result" {
		t.Errorf("event types = %q, want %q … result", types, want)
	}
	if last["subtype"] != "success" || last["result"] != "a.txt says hello" || last["is_error"] != false {
		t.Errorf("result event = %v", last)
	}
	usage := last["usage"].(map[string]any)
	if usage["input_tokens"].(float64) < 220 || usage["output_tokens"].(float64) < 15 {
		t.Errorf("result usage = %v, want at least the scripted tokens", usage)
	}
	if !strings.Contains(stdout, `hello & goodbye`) {
		t.Errorf("tool result content is escaped or missing:\n%s", stdout)
	}
	if len(stdout) > 20000 {
		t.Errorf("stream-json is %d bytes for 2 calls: it must not repeat the context", len(stdout))
	}
}
