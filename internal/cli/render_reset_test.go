package cli

import (
	"strings"
	"testing"

	"troupe/messages"
)

// Text mode shows whole messages, so deltas print nothing, and a reset (a
// stream cut and retried) says why the answer is late; stream-json passes
// the reset on for renderers that show partial text.
func TestRenderModelDelta(t *testing.T) {
	subject := messages.Subject(messages.ClassEvt, "S1", "main", "llm", "delta")
	tests := []struct {
		name, format string
		delta        messages.ModelDelta
		want         string
	}{
		{"text delta in text mode", "text", messages.ModelDelta{Call: "c1", Text: "The test"}, ""},
		{"reset in text mode", "text", messages.ModelDelta{Call: "c1", Reset: true},
			"! the model's stream was cut; retrying the answer from the start\n"},
		{"reset in stream-json", "stream-json", messages.ModelDelta{Call: "c1", Reset: true}, `"event":{"type":"text_delta","call":"c1","text":"","reset":true}`},
		{"text delta in stream-json", "stream-json", messages.ModelDelta{Call: "c1", Text: "x"}, `"event":{"type":"text_delta","call":"c1","text":"x"}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out strings.Builder
			r := newRenderer(&out, tc.format)
			r.observe(subject, messages.Meta{Agent: "main"}, &tc.delta)
			if tc.want == "" && out.Len() != 0 || !strings.Contains(out.String(), tc.want) {
				t.Errorf("output %q, want %q", out.String(), tc.want)
			}
		})
	}
}
