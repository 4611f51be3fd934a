package openai

import (
	"errors"
	"fmt"
	"net/http"
	"regexp"

	"github.com/openai/openai-go/v3/packages/ssestream"

	"troupe/internal/lazy"
	"troupe/internal/llm"
	"troupe/internal/llm/fault"
)

// contextExceeded matches the ways OpenAI-compatible servers say the prompt
// does not fit: OpenAI and Groq ("maximum context length",
// context_length_exceeded), vLLM, OpenRouter, llama.cpp ("exceeds the
// available context size"), LM Studio.
var contextExceeded = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)context[ _]length|context (size|window)|maximum context|prompt is too long|too many tokens|reduce the length of the messages`)
}}

// judge classifies the errors of one call.
type judge struct {
	provider, model string
	keyEnv, baseURL string
	keyless         bool
}

func (j judge) failure(err error) fault.Failure {
	var he *fault.HTTPError
	if errors.As(err, &he) {
		return j.status(he.Status, he.Header, fault.ParseError(he.Body))
	}
	var se *ssestream.StreamError
	if errors.As(err, &se) {
		b := fault.ParseError(se.Event.Data)
		return j.status(b.StatusCode(), nil, b)
	}
	if errors.Is(err, llm.ErrIncomplete) {
		return fault.Failure{Err: fmt.Errorf("%s model %s: %w", j.provider, j.model, err), Retry: true}
	}
	if fault.Refused(err) {
		return fault.Failure{Err: fmt.Errorf("%s model %s: cannot connect to %s (is the server running?): %w: %w",
			j.provider, j.model, j.baseURL, err, llm.ErrUnavailable)}
	}
	return fault.Failure{
		Err:   fmt.Errorf("%s model %s: connection to %s failed: %w: %w", j.provider, j.model, j.baseURL, err, llm.ErrUnavailable),
		Retry: fault.TransportRetryable(err),
	}
}

// status judges an error response (status 0: an error event inside the
// stream, whose kind only its body tells).
func (j judge) status(status int, h http.Header, b fault.ErrorBody) fault.Failure {
	fail := func(hint string, sentinel error) fault.Failure {
		return fault.Failure{Err: fault.StatusError(status, j.provider, j.model, b.Message, hint, sentinel)}
	}
	if b.Code == "context_length_exceeded" || b.Type == "exceed_context_size_error" ||
		((status == 0 || status == 400 || status == 413 || status == 422) && contextExceeded.Get().MatchString(b.Message)) {
		return fail("the conversation does not fit the model's context window", llm.ErrContextWindowExceeded)
	}
	if b.Code == "insufficient_quota" {
		return fail("the account is out of quota; check the plan and billing", llm.ErrRejected)
	}
	switch status {
	case http.StatusUnauthorized:
		if j.keyless {
			return fail("the server wants an API key and none is set; set "+j.keyEnv, llm.ErrRejected)
		}
		return fail("check "+j.keyEnv, llm.ErrRejected)
	case http.StatusForbidden:
		return fail("the key has no access to this model; check its permissions", llm.ErrRejected)
	case http.StatusNotFound:
		return fail("check the model name and the base URL "+j.baseURL, llm.ErrRejected)
	case http.StatusTooManyRequests:
		return j.transient(status, h, b, llm.ErrRateLimited)
	}
	if status == 0 || fault.RetryableStatus(status, h) {
		return j.transient(status, h, b, llm.ErrUnavailable)
	}
	if status < 500 {
		return fail("the request was rejected; check the model's settings (max tokens, reasoning_effort, temperature)", llm.ErrRejected)
	}
	return fail("", llm.ErrRejected)
}

func (j judge) transient(status int, h http.Header, b fault.ErrorBody, sentinel error) fault.Failure {
	return fault.Failure{
		Err:    fault.StatusError(status, j.provider, j.model, b.Message, "", sentinel),
		Retry:  true,
		Status: status,
		Header: h,
	}
}
