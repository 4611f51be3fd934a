package cli_test

import (
	"encoding/json"
	"strings"
	"testing"

	"troupe/internal/llm/providertest"
)

// A provider stream cut mid-answer (the provider.stream.drop fault point, in
// the real binary, against a server speaking OpenAI's wire format) is
// retried from the start: stream-json (partial messages) starts a new message after the cut, the
// text after the last reset is the whole answer once, and the final answer
// has no duplicated text.
func TestStreamCutMidAnswerRestarts(t *testing.T) {
	chunk := func(delta, finish string) string {
		return `{"id":"c1","object":"chat.completion.chunk","created":1,"model":"gpt-4.1","choices":[{"index":0,"delta":` + delta + `,"finish_reason":` + finish + `}]}`
	}
	const answer = "The test fails because Add subtracts."
	body := providertest.Data(true,
		chunk(`{"role":"assistant","content":"The test"}`, "null"),
		chunk(`{"content":" fails"}`, "null"),
		chunk(`{"content":" because"}`, "null"),
		chunk(`{"content":" Add subtracts."}`, "null"),
		chunk(`{}`, `"stop"`),
		`{"id":"c1","object":"chat.completion.chunk","created":1,"model":"gpt-4.1","choices":[],"usage":{"prompt_tokens":900,"completion_tokens":9,"total_tokens":909}}`)
	srv := providertest.New(t, providertest.Reply{Body: body}, providertest.Reply{Body: body})

	home, ws := t.TempDir(), t.TempDir()
	p := startProcEnv(t, home, ws, []string{"TROUPE_FAULTS=provider.stream.drop", "OPENAI_API_KEY=sk-test-not-a-key",
		"OPENAI_BASE_URL=" + srv.URL + "/v1"}, "run", "--model", "openai/gpt-4.1", "-o", "stream-json", "--include-partial-messages", "why does the test fail")
	if code := p.wait(t); code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, &p.stdout, &p.stderr)
	}
	var shown strings.Builder // what a renderer honouring Reset shows
	resets, finals, started := 0, 0, false
	for _, line := range strings.Split(strings.TrimSpace(p.stdout.String()), "\n") {
		var m struct {
			Type  string `json:"type"`
			Event struct {
				Type  string `json:"type"`
				Delta struct {
					Text string `json:"text"`
				} `json:"delta"`
			} `json:"event"`
			Message struct {
				Content []struct {
					Type string `json:"type"`
					Text string `json:"text"`
				} `json:"content"`
			} `json:"message"`
		}
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("not JSON: %q", line)
		}
		switch {
		case m.Type == "stream_event" && m.Event.Type == "message_start":
			if started { // a new message for the same call: the stream was cut
				resets++
			}
			started = true
			shown.Reset()
		case m.Type == "stream_event" && m.Event.Type == "content_block_delta":
			shown.WriteString(m.Event.Delta.Text)
		case m.Type == "assistant":
			finals++
			if len(m.Message.Content) != 1 || m.Message.Content[0].Text != answer {
				t.Errorf("final answer %+v, want %q", m.Message.Content, answer)
			}
		}
	}
	if resets != 1 || finals != 1 || shown.String() != answer {
		t.Errorf("%d resets, %d final answers, shown %q; want 1, 1, %q\n%s", resets, finals, shown.String(), answer, &p.stdout)
	}
	if n := len(srv.Requests()); n != 2 {
		t.Errorf("%d requests, want 2", n)
	}
}
