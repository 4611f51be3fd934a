package openai

import (
	"encoding/json"
	"testing"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/packages/param"

	"troupe/internal/proctest"
)

// TestSDKUnionsDecodeLazily decodes, as a fresh process's first decode, the
// registered unions troupe sends (messages by role, tool calls, tool
// results) and the chunks and completions it reads. The params must come
// back as the values troupe builds, byte for byte once marshalled: a union
// decoded without its registration picks the wrong variant.
func TestSDKUnionsDecodeLazily(t *testing.T) {
	if !proctest.InFresh(t) { // the SDK's union registry is built on first use (third_party/openai-go)
		return
	}
	const sent = `[
	{"role": "system", "content": "You are terse."},
	{"role": "user", "content": "why does the test fail?"},
	{"role": "assistant", "content": "Let me look.", "tool_calls": [
		{"id": "call_Qm1", "type": "function", "function": {"name": "read_file", "arguments": "{\"file_path\": \"calc.go\"}"}}]},
	{"role": "tool", "tool_call_id": "call_Qm1", "content": "package calc"}]`
	var got []openai.ChatCompletionMessageParamUnion
	if err := json.Unmarshal([]byte(sent), &got); err != nil {
		t.Fatalf("decode params: %v", err)
	}
	a := openai.ChatCompletionAssistantMessageParam{}
	a.Content.OfString = param.NewOpt("Let me look.")
	a.ToolCalls = []openai.ChatCompletionMessageToolCallUnionParam{{OfFunction: &openai.ChatCompletionMessageFunctionToolCallParam{
		ID:       "call_Qm1",
		Function: openai.ChatCompletionMessageFunctionToolCallFunctionParam{Name: "read_file", Arguments: `{"file_path": "calc.go"}`},
	}}}
	want := []openai.ChatCompletionMessageParamUnion{
		openai.SystemMessage("You are terse."),
		openai.UserMessage("why does the test fail?"),
		{OfAssistant: &a},
		openai.ToolMessage("package calc", "call_Qm1"),
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
	if len(got) != 4 || got[0].OfSystem == nil || got[1].OfUser == nil || got[2].OfAssistant == nil ||
		len(got[2].OfAssistant.ToolCalls) != 1 || got[2].OfAssistant.ToolCalls[0].OfFunction == nil ||
		got[2].OfAssistant.ToolCalls[0].OfFunction.Function.Name != "read_file" || got[3].OfTool == nil {
		t.Errorf("params decoded to the wrong variants: %s", gotJSON)
	}

	var chunk openai.ChatCompletionChunk
	raw := `{"id": "c1", "object": "chat.completion.chunk", "created": 1, "model": "gpt-4.1", "choices": [{"index": 0,
		"delta": {"tool_calls": [{"index": 0, "id": "call_Qm1", "type": "function", "function": {"name": "read_file", "arguments": "{\"file"}}]},
		"finish_reason": null}]}`
	if err := json.Unmarshal([]byte(raw), &chunk); err != nil {
		t.Fatalf("decode chunk: %v", err)
	}
	if len(chunk.Choices) != 1 || len(chunk.Choices[0].Delta.ToolCalls) != 1 {
		t.Fatalf("chunk decoded as %+v", chunk)
	}
	if tc := chunk.Choices[0].Delta.ToolCalls[0]; tc.ID != "call_Qm1" || tc.Function.Name != "read_file" || tc.Function.Arguments != `{"file` {
		t.Errorf("tool call delta decoded as %+v", tc)
	}
	var cc openai.ChatCompletion
	body := `{"id": "c2", "object": "chat.completion", "created": 1, "model": "gpt-4.1", "choices": [{"index": 0, "finish_reason": "tool_calls",
		"message": {"role": "assistant", "content": null, "tool_calls": [{"id": "call_Qm1", "type": "function", "function": {"name": "read_file", "arguments": "{}"}}]}}],
		"usage": {"prompt_tokens": 9, "completion_tokens": 3, "total_tokens": 12}}`
	if err := json.Unmarshal([]byte(body), &cc); err != nil {
		t.Fatalf("decode completion: %v", err)
	}
	if len(cc.Choices) != 1 || len(cc.Choices[0].Message.ToolCalls) != 1 ||
		cc.Choices[0].Message.ToolCalls[0].AsFunction().Function.Name != "read_file" || cc.Usage.TotalTokens != 12 {
		t.Errorf("completion decoded as %+v", cc)
	}
}
