// Package openai is troupe's model provider for the OpenAI Chat Completions
// API and every server that speaks it — OpenAI itself, Ollama, vLLM, the
// llama.cpp server, OpenRouter, Groq, LM Studio — selected by the base URL.
// It is built on the official SDK (github.com/openai/openai-go/v3), whose own
// retries are turned off: package fault retries, backs off and breaks the
// circuit instead, the same way for every provider.
//
// A Client streams each call: text pieces as they arrive, one event per
// complete tool call (arguments accumulated by index, byte for byte, however
// the server splits them — id, name and arguments in one chunk included),
// and a final event with the whole answer and its usage (cached prompt
// tokens included, via stream_options.include_usage). A stream that ends
// without a finish_reason is never taken as an answer. Without an API key no
// Authorization header is sent, so keyless local servers work; the SDK's
// environment defaults (OPENAI_API_KEY, OPENAI_BASE_URL, ...) are not read
// here — the caller resolves configuration and passes it in Config.
//
// Concurrency: a Client is safe for concurrent use by many goroutines; its
// configuration is immutable after New and its breaker is guarded by a
// mutex. Each llm.Stream it returns belongs to the goroutine consuming it.
package openai
