package anthropic

import (
	"encoding/json"
	"testing"

	"github.com/anthropics/anthropic-sdk-go/v2"

	"troupe/internal/proctest"
)

// TestSDKUnionsDecodeLazily decodes, as a fresh process's first decode, the
// registered unions troupe sends (messages, content blocks, tool calls and
// results, the string-content promotions of RegisterCustomDecoder) and the
// stream events and content blocks it reads. The params must come back as
// the values troupe builds, byte for byte once marshalled: a union decoded
// without its registration picks the wrong variant.
func TestSDKUnionsDecodeLazily(t *testing.T) {
	if !proctest.InFresh(t) { // the SDK's union registry is built on first use (third_party/anthropic-sdk-go)
		return
	}
	const sent = `[
	{"role": "user", "content": "why does the test fail?"},
	{"role": "assistant", "content": [
		{"type": "thinking", "thinking": "Read calc.go first.", "signature": "EqQB"},
		{"type": "text", "text": "Let me look."},
		{"type": "tool_use", "id": "toolu_01A", "name": "read_file", "input": {"file_path": "calc.go"}}]},
	{"role": "user", "content": [
		{"type": "tool_result", "tool_use_id": "toolu_01A", "content": "package calc", "is_error": true}]}]`
	var got []anthropic.MessageParam
	if err := json.Unmarshal([]byte(sent), &got); err != nil {
		t.Fatalf("decode params: %v", err)
	}
	want := []anthropic.MessageParam{
		anthropic.NewUserMessage(anthropic.NewTextBlock("why does the test fail?")),
		anthropic.NewAssistantMessage(anthropic.NewThinkingBlock("EqQB", "Read calc.go first."),
			anthropic.NewTextBlock("Let me look."),
			anthropic.NewToolUseBlock("toolu_01A", map[string]any{"file_path": "calc.go"}, "read_file")),
		anthropic.NewUserMessage(anthropic.NewToolResultBlock("toolu_01A", "package calc", true)),
	}
	gotJSON, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	wantJSON, err := json.Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	if string(gotJSON) != string(wantJSON) {
		t.Errorf("params decoded as\n%s\nwant\n%s", gotJSON, wantJSON)
	}
	if len(got) != 3 || got[1].OfAssistant == nil || len(got[1].OfAssistant.Content) != 3 ||
		got[1].OfAssistant.Content[2].OfToolUse == nil || got[1].OfAssistant.Content[2].OfToolUse.Name != "read_file" {
		t.Fatalf("assistant message decoded to the wrong variants: %s", gotJSON)
	}
	if u := got[2].OfUser; u == nil || len(u.Content) != 1 || u.Content[0].OfToolResult == nil ||
		len(u.Content[0].OfToolResult.Content) != 1 || u.Content[0].OfToolResult.Content[0].OfText == nil ||
		u.Content[0].OfToolResult.Content[0].OfText.Text != "package calc" {
		t.Errorf("tool result decoded to the wrong variants: %s", gotJSON)
	}

	var ev anthropic.MessageStreamEventUnion
	start := `{"type": "content_block_start", "index": 1, "content_block": {"type": "tool_use", "id": "toolu_01A", "name": "read_file", "input": {}}}`
	if err := json.Unmarshal([]byte(start), &ev); err != nil {
		t.Fatalf("decode event: %v", err)
	}
	if ev.Type != "content_block_start" || ev.Index != 1 || ev.ContentBlock.Type != "tool_use" ||
		ev.ContentBlock.ID != "toolu_01A" || ev.ContentBlock.Name != "read_file" || ev.ContentBlock.JSON.Input.Raw() != "{}" {
		t.Errorf("content_block_start decoded as %+v", ev)
	}
	delta := `{"type": "content_block_delta", "index": 1, "delta": {"type": "input_json_delta", "partial_json": "{\"file_path\""}}`
	if err := json.Unmarshal([]byte(delta), &ev); err != nil {
		t.Fatalf("decode event: %v", err)
	}
	if d := ev.AsContentBlockDelta().Delta.AsInputJSONDelta(); d.PartialJSON != `{"file_path"` {
		t.Errorf("input_json_delta decoded as %+v", ev)
	}
	var msg anthropic.Message
	body := `{"id": "msg_1", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5", "stop_reason": "tool_use",
		"content": [{"type": "text", "text": "Let me look."}, {"type": "tool_use", "id": "toolu_01A", "name": "read_file", "input": {"file_path": "calc.go"}}],
		"usage": {"input_tokens": 12, "output_tokens": 24}}`
	if err := json.Unmarshal([]byte(body), &msg); err != nil {
		t.Fatalf("decode message: %v", err)
	}
	if len(msg.Content) != 2 || msg.Content[0].AsText().Text != "Let me look." || msg.Content[1].AsToolUse().Name != "read_file" ||
		string(msg.Content[1].AsToolUse().Input) != `{"file_path": "calc.go"}` || msg.Usage.OutputTokens != 24 {
		t.Errorf("message decoded as %+v", msg)
	}
}
