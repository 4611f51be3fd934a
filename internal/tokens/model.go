package tokens

import "strings"

// Choice is the encoding chosen for a model.
type Choice struct {
	Encoding Encoding
	// Approximate is true when the model's own tokenizer is not one of the
	// known encodings and Encoding stands in for it. Counts are then
	// estimates; the provider's reported usage corrects them.
	Approximate bool
}

// modelEncoding pairs a model name pattern with an encoding.
type modelEncoding struct {
	pattern string
	enc     Encoding
}

// openAIModels maps OpenAI model name prefixes to their encodings, most
// specific first ("gpt-4o" before "gpt-4").
func openAIModels() []modelEncoding {
	return []modelEncoding{
		{"gpt-4o", O200KBase},
		{"chatgpt-4o", O200KBase},
		{"gpt-4.1", O200KBase},
		{"gpt-4.5", O200KBase},
		{"gpt-5", O200KBase},
		{"gpt-oss", O200KBase},
		{"codex-", O200KBase},
		{"o1", O200KBase},
		{"o3", O200KBase},
		{"o4", O200KBase},
		{"gpt-4", CL100KBase},
		{"gpt-3.5", CL100KBase},
		{"gpt-35", CL100KBase}, // Azure's spelling
		{"gpt4o", O200KBase},   // SWE-agent's spelling
		{"gpt4", CL100KBase},
		{"text-embedding-3", CL100KBase},
		{"text-embedding-ada-002", CL100KBase},
	}
}

// standIns maps model families whose tokenizers are not available offline
// to the known encoding closest to them. cl100k_base is the default stand-in: it
// counts more tokens than o200k_base on most text, so a budget built on it
// errs on the safe side, and Llama 3, Qwen, Phi and DeepSeek use vocabularies
// derived from it or of similar size. Gemini and Gemma have 256k-entry
// vocabularies, closer to o200k_base.
func standIns() []modelEncoding {
	return []modelEncoding{
		{"claude", CL100KBase},
		{"llama", CL100KBase},
		{"qwen", CL100KBase},
		{"qwq", CL100KBase},
		{"mistral", CL100KBase},
		{"mixtral", CL100KBase},
		{"codestral", CL100KBase},
		{"devstral", CL100KBase},
		{"ministral", CL100KBase},
		{"magistral", CL100KBase},
		{"deepseek", CL100KBase},
		{"phi-", CL100KBase},
		{"command", CL100KBase},
		{"grok", CL100KBase},
		{"kimi", CL100KBase},
		{"glm", CL100KBase},
		{"gemma", O200KBase},
		{"gemini", O200KBase},
	}
}

// ChooseEncoding returns the encoding to count a model's tokens with. The
// model may carry a provider prefix ("openai/gpt-4o",
// "anthropic.claude-sonnet-4", "meta-llama/Llama-3.1-8B") and be a
// fine-tune ("ft:gpt-4o-mini:org::id"). OpenAI models get their own
// encoding; other known families get a documented stand-in with
// Approximate set (see standIns), and so does a scripted model
// ("script:…", used by tests and the demo). Anything else is an
// *UnknownError matching ErrUnknownModel.
func ChooseEncoding(model string) (Choice, error) {
	name := strings.ToLower(strings.TrimSpace(model))
	if strings.HasPrefix(name, "script:") {
		return Choice{Encoding: O200KBase, Approximate: true}, nil
	}
	base := strings.TrimPrefix(name[strings.LastIndexByte(name, '/')+1:], "ft:")
	for _, m := range openAIModels() {
		if isModelPrefix(base, m.pattern) {
			return Choice{Encoding: m.enc}, nil
		}
	}
	for _, s := range standIns() {
		if strings.Contains(name, s.pattern) {
			return Choice{Encoding: s.enc, Approximate: true}, nil
		}
	}
	return Choice{}, &UnknownError{Name: model, Model: true}
}

// EncodingFor is ChooseEncoding without the Approximate flag.
func EncodingFor(model string) (Encoding, error) {
	c, err := ChooseEncoding(model)
	return c.Encoding, err
}

// isModelPrefix reports whether name is prefix or starts with it followed by
// a separator, so "o1" matches "o1" and "o1-mini" but not "o1x", and
// "gpt-4" matches "gpt-4-turbo" but "gpt-4o" is caught earlier.
func isModelPrefix(name, prefix string) bool {
	if !strings.HasPrefix(name, prefix) {
		return false
	}
	if len(name) == len(prefix) || strings.HasSuffix(prefix, "-") {
		return true
	}
	switch name[len(prefix)] {
	case '-', '.', ':', '@', '_':
		return true
	}
	return false
}
