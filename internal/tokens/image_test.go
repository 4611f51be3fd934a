package tokens

import "testing"

// The published worked examples: OpenAI's vision guide (1024x1024 → 765,
// 2048x4096 → 1105) and Anthropic's table (200x200 ≈ 54, 1000x1000 ≈ 1334,
// 1092x1092 ≈ 1590), plus the scaling rules at their edges.
func TestImageTokens(t *testing.T) {
	for _, tc := range []struct {
		rule ImageRule
		w, h int
		want int
	}{
		{ImageOpenAI, 1024, 1024, 765},
		{ImageOpenAI, 2048, 4096, 1105},
		{ImageOpenAI, 512, 512, 255},
		{ImageOpenAI, 100, 100, 255},
		{ImageOpenAI, 2560, 1440, 1105}, // fit 2048x1152 → 1365x768: 3x2 tiles
		{ImageAnthropic, 200, 200, 54},
		{ImageAnthropic, 1000, 1000, 1334},
		{ImageAnthropic, 1092, 1092, 1590},
		{ImageAnthropic, 2560, 1440, 1599}, // capped at ~1.15 megapixels (1600 tokens)
		{ImageAnthropic, 0, 10, 0},
		{ImageText, 1000, 1000, 0},
	} {
		if got := tc.rule.Tokens(tc.w, tc.h); got != tc.want {
			t.Errorf("rule %d, %dx%d: %d tokens, want %d", tc.rule, tc.w, tc.h, got, tc.want)
		}
	}
}

func TestImageRuleFor(t *testing.T) {
	for _, tc := range []struct {
		model string
		sees  bool
		want  ImageRule
	}{
		{"anthropic/claude-sonnet-4-5", true, ImageAnthropic},
		{"openai/gpt-4.1", true, ImageOpenAI},
		{"ollama/qwen3-coder", false, ImageText},
		{"anthropic/claude-haiku-4-5", false, ImageText},
	} {
		if got := ImageRuleFor(tc.model, tc.sees); got != tc.want {
			t.Errorf("ImageRuleFor(%q, %v) = %d, want %d", tc.model, tc.sees, got, tc.want)
		}
	}
}
