// Package anthropic is troupe's model provider for Anthropic's Messages API,
// built on the official SDK (github.com/anthropics/anthropic-sdk-go/v2) with
// the SDK's own retries turned off: package fault retries, backs off and
// breaks the circuit, the same way for every provider.
//
// A Client streams each call: text pieces as they arrive, one event per
// tool_use block once its input JSON (accumulated from input_json_delta
// pieces, byte for byte) is complete, and a final event, at message_stop,
// with the whole answer and its usage — PromptTokens counts every input
// token, cache reads and writes included; CachedTokens the cache reads. A
// stream that ends before message_stop is never taken as an answer.
//
// Prompt caching: the last tool schema, the system prompt and the last block
// of the conversation carry cache_control ephemeral breakpoints, so the
// stable prefix (tools, system) and the conversation so far are read from
// the cache on the next turn of an agent loop.
//
// Extended thinking (Config.Thinking) is off, a token budget, or adaptive.
// The API wants the thinking blocks of an assistant turn that used tools
// sent back, unmodified, with the tool results: an answer carries them in
// messages.Message.Thinking (so they cross the bus, reach the session log
// and survive a resume), and a request puts them back in front of that
// assistant message. An assistant message without them (from another
// provider, say) makes that request go without thinking rather than be
// refused.
//
// Concurrency: a Client is safe for concurrent use by many goroutines; its
// configuration is immutable after New, and its breaker is guarded by a
// mutex. Each llm.Stream it returns belongs to the goroutine
// consuming it.
package anthropic
