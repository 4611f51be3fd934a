package cli

import (
	"reflect"
	"testing"

	"troupe/internal/llm/openai"
)

// TestWarmModelPicksTheEncoderTheModelUses: Chat Completions models warm
// openai-go's encoder; Anthropic models and scripts, which never use it, do
// not pay for it.
func TestWarmModelPicksTheEncoderTheModelUses(t *testing.T) {
	warmsOpenAI := func(f func()) bool { return reflect.ValueOf(f).Pointer() == reflect.ValueOf(openai.Warm).Pointer() }
	for _, tt := range []struct {
		spec string
		want bool
	}{
		{"openai/gpt-4o-mini", true},
		{"openrouter/qwen/qwen3-coder", true},
		{"ollama/qwen3:8b", true},
		{"anthropic/claude-sonnet-4-5", false},
		{"script:/tmp/s.yaml", false},
	} {
		if got := warmsOpenAI(warmModel(tt.spec)); got != tt.want {
			t.Errorf("warmModel(%q) warms openai = %v, want %v", tt.spec, got, tt.want)
		}
	}
}

// TestWarmerWaitsForItsWork: wait returns only after every function run
// gave has returned.
func TestWarmerWaitsForItsWork(t *testing.T) {
	var w warmer
	release := make(chan struct{})
	done := 0
	w.run(func() { <-release; done++ })
	w.run(warmKeys)
	close(release)
	w.wait()
	if done != 1 {
		t.Fatalf("wait returned before the work finished (done = %d)", done)
	}
}
