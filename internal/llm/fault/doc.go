// Package fault keeps model calls alive through provider faults, for the
// provider adapters (openai, anthropic). It decides which failures deserve
// another attempt (429, 5xx, 529, connection resets, timeouts, streams cut
// before their final event), waits between attempts with exponential backoff
// and full jitter — or as long as the provider asks through Retry-After and
// rate-limit reset headers — bounds the attempts and the total time of a
// call, and stops calling a failing provider for a cool-down once a Breaker
// has seen enough consecutive failures.
//
// An adapter hands a Caller a Call: how to open the provider's stream and how
// to judge an error (Failure). The Caller returns an llm.Stream that opens
// the call again when it fails with a transient fault, within the same
// budget: silently before any event reached the consumer; after, with an
// llm.EventReset first, so the consumer takes back the partial text and the
// answer arrives anew from its start. A cut stream that cannot be retried
// reports an error wrapping llm.ErrIncomplete: a partial answer is never
// passed off as complete. Overloaded providers (529, overloaded_error) get
// a longer budget (Policy.OverloadedMaxAttempts, OverloadedMaxElapsed) and
// do not open the breaker. A stream silent for Policy.IdleTimeout, or
// headers slower than the HTTP client's header timeout (NewHTTPClient), are
// transient faults. Every error a Caller returns names the call and has the
// call's secret (the API key) scrubbed from its text.
//
// Concurrency: a Caller and its Breaker are safe for concurrent use by many
// goroutines; the breaker's state is guarded by a mutex and a Policy is read
// only. Each llm.Stream a Caller returns belongs to the goroutine that
// consumes it, as package llm requires. The package starts no goroutines;
// waits happen on the caller's goroutine through the Policy's Clock and end
// at once when the call's context is done.
package fault
