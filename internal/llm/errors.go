package llm

import "errors"

// Sentinel errors of the provider adapters (openai, anthropic) beyond those
// in llm.go; callers branch on them with errors.Is.
var (
	// ErrCircuitOpen: the client stopped calling its provider for a
	// cool-down after repeated failures.
	ErrCircuitOpen = errors.New("llm: circuit open")
	// ErrRejected: the provider refused the request (400, 401, 403, 404);
	// retrying cannot help, the configuration must change.
	ErrRejected = errors.New("llm: request rejected by the provider")
	// ErrUnavailable: the provider could not be reached or kept failing
	// (5xx, 529, connection errors) after every retry.
	ErrUnavailable = errors.New("llm: provider unavailable")
)
