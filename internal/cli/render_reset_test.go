package cli

import (
	"strings"
	"testing"

	"troupe/messages"
)

// Text mode shows whole messages, so deltas print nothing, and a reset (a
// stream cut and retried) says why the answer is late; stream-json (with
// partial messages) wraps deltas in Anthropic stream events and ends the
// streamed message at a reset.
func TestRenderModelDelta(t *testing.T) {
	subject := messages.Subject(messages.ClassEvt, "S1", "main", "llm", "delta")
	tests := []struct {
		name, format string
		deltas       []messages.ModelDelta
		want         string
	}{
		{"text delta in text mode", "text", []messages.ModelDelta{{Call: "c1", Text: "The test"}}, ""},
		{"reset in text mode", "text", []messages.ModelDelta{{Call: "c1", Reset: true}},
			"! the model's stream was cut; retrying the answer from the start\n"},
		{"reset in stream-json", "stream-json", []messages.ModelDelta{{Call: "c1", Text: "x"}, {Call: "c1", Reset: true}}, `"event":{"type":"message_stop"}`},
		{"text delta in stream-json", "stream-json", []messages.ModelDelta{{Call: "c1", Text: "x"}},
			`"event":{"delta":{"text":"x","type":"text_delta"},"index":0,"type":"content_block_delta"}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out strings.Builder
			r := newRenderer(&out, tc.format)
			r.sj.partial = true
			for i := range tc.deltas {
				r.observe(subject, messages.Meta{Agent: "main"}, &tc.deltas[i])
			}
			if tc.want == "" && out.Len() != 0 || !strings.Contains(out.String(), tc.want) {
				t.Errorf("output %q, want %q", out.String(), tc.want)
			}
		})
	}
}
