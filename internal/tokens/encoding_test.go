package tokens

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestChooseEncoding(t *testing.T) {
	exact := func(e Encoding) Choice { return Choice{Encoding: e} }
	approx := func(e Encoding) Choice { return Choice{Encoding: e, Approximate: true} }
	tests := []struct {
		model string
		want  Choice
	}{
		{"gpt-4o", exact(O200KBase)},
		{"gpt-4o-mini-2024-07-18", exact(O200KBase)},
		{"chatgpt-4o-latest", exact(O200KBase)},
		{"gpt-4.1", exact(O200KBase)},
		{"gpt-4.1-nano", exact(O200KBase)},
		{"gpt-4.5-preview", exact(O200KBase)},
		{"gpt-5", exact(O200KBase)},
		{"gpt-5.5", exact(O200KBase)},
		{"gpt-5-codex", exact(O200KBase)},
		{"gpt-oss-120b", exact(O200KBase)},
		{"codex-mini-latest", exact(O200KBase)},
		{"o1", exact(O200KBase)},
		{"o1-preview", exact(O200KBase)},
		{"o3-mini", exact(O200KBase)},
		{"o4-mini-2025-04-16", exact(O200KBase)},
		{"openai/gpt-4o", exact(O200KBase)},
		{"  GPT-4O  ", exact(O200KBase)},
		{"gpt4o", exact(O200KBase)},
		{"ft:gpt-4o-mini-2024-07-18:acme::9xYz", exact(O200KBase)},
		{"gpt-4", exact(CL100KBase)},
		{"gpt-4-0613", exact(CL100KBase)},
		{"gpt-4-turbo", exact(CL100KBase)},
		{"gpt-4-32k", exact(CL100KBase)},
		{"gpt4", exact(CL100KBase)},
		{"gpt-3.5-turbo", exact(CL100KBase)},
		{"gpt-35-turbo", exact(CL100KBase)},
		{"text-embedding-3-small", exact(CL100KBase)},
		{"claude-3-5-sonnet-20241022", approx(CL100KBase)},
		{"claude-sonnet-4-5", approx(CL100KBase)},
		{"anthropic/claude-opus-4", approx(CL100KBase)},
		{"us.anthropic.claude-3-7-sonnet-20250219-v1:0", approx(CL100KBase)},
		{"llama-4-maverick", approx(CL100KBase)},
		{"meta-llama/Llama-3.1-8B-Instruct", approx(CL100KBase)},
		{"qwen2.5-coder:7b", approx(CL100KBase)},
		{"Qwen/Qwen3-Coder-480B-A35B-Instruct", approx(CL100KBase)},
		{"mistral-large-latest", approx(CL100KBase)},
		{"devstral-small", approx(CL100KBase)},
		{"deepseek-chat", approx(CL100KBase)},
		{"deepseek-ai/DeepSeek-V3", approx(CL100KBase)},
		{"gemma-3-27b-it", approx(O200KBase)},
		{"gemini-2.5-pro", approx(O200KBase)},
		{"script:testdata/demo.yaml", approx(O200KBase)},
	}
	for _, tc := range tests {
		got, err := ChooseEncoding(tc.model)
		if err != nil {
			t.Errorf("ChooseEncoding(%q): %v", tc.model, err)
			continue
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("ChooseEncoding(%q) (-want +got):\n%s", tc.model, diff)
		}
		if enc, err := EncodingFor(tc.model); enc != tc.want.Encoding || err != nil {
			t.Errorf("EncodingFor(%q) = %q, %v; want %q", tc.model, enc, err, tc.want.Encoding)
		}
	}
}

func TestChooseEncodingUnknown(t *testing.T) {
	for _, model := range []string{"", "o1x", "gpt-6o", "davinci", "my-local-model", "openai/"} {
		_, err := EncodingFor(model)
		if !errors.Is(err, ErrUnknownModel) {
			t.Errorf("EncodingFor(%q) = %v, want ErrUnknownModel", model, err)
			continue
		}
		var ue *UnknownError
		if !errors.As(err, &ue) || ue.Name != model {
			t.Errorf("EncodingFor(%q) error %#v does not name the model", model, err)
		}
		if msg := err.Error(); !strings.Contains(msg, "cl100k_base, o200k_base") || !strings.Contains(msg, "set the encoding") {
			t.Errorf("EncodingFor(%q) error %q does not say what to set", model, msg)
		}
	}
}

func TestParseEncoding(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Encoding
	}{
		{"cl100k_base", CL100KBase},
		{"o200k_base", O200KBase},
		{" O200K_BASE\n", O200KBase},
	} {
		if got, err := ParseEncoding(tc.in); got != tc.want || err != nil {
			t.Errorf("ParseEncoding(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	for _, in := range []string{"", "p50k_base", "gpt2", "o200k"} {
		_, err := ParseEncoding(in)
		if !errors.Is(err, ErrUnknownEncoding) || errors.Is(err, ErrUnknownModel) {
			t.Errorf("ParseEncoding(%q) = %v, want ErrUnknownEncoding", in, err)
			continue
		}
		want := `tokens: unknown encoding "` + in + `" (known: cl100k_base, o200k_base)`
		if err.Error() != want {
			t.Errorf("ParseEncoding(%q) error = %q, want %q", in, err, want)
		}
	}
}

func TestCountUnknownEncodingPanics(t *testing.T) {
	defer func() {
		r := recover()
		if msg, _ := r.(string); !strings.Contains(msg, `unknown encoding "p50k_base"`) {
			t.Errorf("recovered %v, want a panic naming the encoding", r)
		}
	}()
	NewCounter().Count("p50k_base", "hello")
}
