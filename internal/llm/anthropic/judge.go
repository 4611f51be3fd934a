package anthropic

import (
	"errors"
	"fmt"
	"net/http"
	"regexp"

	"github.com/anthropics/anthropic-sdk-go/v2"

	"troupe/internal/lazy"
	"troupe/internal/llm"
	"troupe/internal/llm/fault"
)

// contextExceeded matches how the API says the prompt does not fit:
// "prompt is too long: 210000 tokens > 200000 maximum", "input length and
// `max_tokens` exceed context limit".
var contextExceeded = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile("(?i)prompt is too long|exceed context limit|context window")
}}

// judge classifies the errors of one call.
type judge struct {
	model, keyEnv, baseURL string
	keyless                bool
}

func (j judge) failure(err error) fault.Failure {
	var he *fault.HTTPError
	if errors.As(err, &he) {
		return j.status(he.Status, he.Header, fault.ParseError(he.Body))
	}
	var ae *anthropic.Error
	if errors.As(err, &ae) {
		// An error event inside a 200 stream: its type tells the kind.
		b := fault.ErrorBody{Type: string(ae.Type()), Message: ae.Message}
		return j.status(b.StatusCode(), nil, b)
	}
	if errors.Is(err, llm.ErrIncomplete) {
		return fault.Failure{Err: fmt.Errorf("anthropic model %s: %w", j.model, err), Retry: true}
	}
	if fault.Refused(err) {
		return fault.Failure{Err: fmt.Errorf("anthropic model %s: cannot connect to %s (is the server running?): %w: %w",
			j.model, j.baseURL, err, llm.ErrUnavailable)}
	}
	return fault.Failure{
		Err:   fmt.Errorf("anthropic model %s: connection to %s failed: %w: %w", j.model, j.baseURL, err, llm.ErrUnavailable),
		Retry: fault.TransportRetryable(err),
	}
}

// status judges an error response; status 0 is an error event whose type
// named no status.
func (j judge) status(status int, h http.Header, b fault.ErrorBody) fault.Failure {
	fail := func(hint string, sentinel error) fault.Failure {
		return fault.Failure{Err: fault.StatusError(status, "anthropic", j.model, b.Message, hint, sentinel)}
	}
	switch {
	case status == http.StatusRequestEntityTooLarge,
		status == http.StatusBadRequest && contextExceeded.Get().MatchString(b.Message):
		return fail("the conversation does not fit the model's context window", llm.ErrContextWindowExceeded)
	case status == http.StatusUnauthorized && j.keyless:
		return fail("no API key is set; set "+j.keyEnv, llm.ErrRejected)
	case status == http.StatusUnauthorized:
		return fail("check "+j.keyEnv, llm.ErrRejected)
	case status == http.StatusForbidden:
		return fail("the key has no access to this model; check its permissions", llm.ErrRejected)
	case status == http.StatusNotFound:
		return fail("check the model name and the base URL "+j.baseURL, llm.ErrRejected)
	case status == http.StatusTooManyRequests:
		return j.transient(status, h, b, llm.ErrRateLimited)
	case status == 0 || fault.RetryableStatus(status, h):
		return j.transient(status, h, b, llm.ErrUnavailable)
	case status < 500:
		return fail("the request was rejected; check the model's settings (max tokens, thinking)", llm.ErrRejected)
	}
	return fail("", llm.ErrRejected)
}

func (j judge) transient(status int, h http.Header, b fault.ErrorBody, sentinel error) fault.Failure {
	return fault.Failure{
		Err:    fault.StatusError(status, "anthropic", j.model, b.Message, "", sentinel),
		Retry:  true,
		Status: status,
		Header: h,
	}
}
