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
		// The guide's patch examples: 1024x1024 is 1024 patches; 1800x2400
		// is scaled to 1056x1408, 33x44 = 1452 patches; then the factor.
		{ImageOpenAIPatchMini, 1024, 1024, 1659},   // 1024 × 1.62 = 1658.88
		{ImageOpenAIPatchNano, 1024, 1024, 2520},   // 1024 × 2.46 = 2519.04
		{ImageOpenAIPatchO4Mini, 1024, 1024, 1762}, // 1024 × 1.72 = 1761.28
		{ImageOpenAIPatchMini, 1800, 2400, 2353},   // 1452 × 1.62 = 2352.24
		{ImageOpenAIPatchMini, 100, 100, 26},       // 4x4 = 16 patches × 1.62
		{ImageOpenAI4oMini, 1024, 1024, 2833 + 4*5667},
		{ImageOpenAIReasoning, 1024, 1024, 75 + 4*150},
		{ImageOpenAIGPT5, 2048, 4096, 70 + 6*140},
		{ImageOpenAIComputerUse, 512, 512, 65 + 129},
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
		{"openai/gpt-4o", true, ImageOpenAI},
		{"openai/gpt-4o-mini", true, ImageOpenAI4oMini},
		{"openai/gpt-4.1-mini", true, ImageOpenAIPatchMini},
		{"gpt-4.1-nano-2025-04-14", true, ImageOpenAIPatchNano},
		{"openai/gpt-5-mini", true, ImageOpenAIPatchMini},
		{"openai/gpt-5-nano", true, ImageOpenAIPatchNano},
		{"openai/o4-mini", true, ImageOpenAIPatchO4Mini},
		{"openai/o3", true, ImageOpenAIReasoning},
		{"openai/o1-pro", true, ImageOpenAIReasoning},
		{"openai/gpt-5", true, ImageOpenAIGPT5},
		{"openai/gpt-5.1", true, ImageOpenAIGPT5},
		{"openai/computer-use-preview", true, ImageOpenAIComputerUse},
		{"openrouter/qwen/qwen2.5-vl", true, ImageOpenAI},
	} {
		if got := ImageRuleFor(tc.model, tc.sees); got != tc.want {
			t.Errorf("ImageRuleFor(%q, %v) = %d, want %d", tc.model, tc.sees, got, tc.want)
		}
	}
}
