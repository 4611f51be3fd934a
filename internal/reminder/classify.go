package reminder

import (
	"strings"

	"troupe/messages"
)

// Failure is the type of a failed tool call, which picks the advice a
// reminder gives.
type Failure string

// Failure types.
const (
	FailureGeneric      Failure = "generic"
	FailurePermission   Failure = "permission"
	FailureEditMismatch Failure = "edit_mismatch"
	FailureNotFound     Failure = "not_found"
	FailureTimeout      Failure = "timeout"
	FailureRateLimit    Failure = "rate_limit"
	FailureInvalidInput Failure = "invalid_input"
)

// Classify types a failed result from its Kind and its text, most specific
// first: permission, edit mismatch (old_string did not match), not found,
// timeout, rate limit, invalid input or syntax, and generic for the rest.
// The text decides where the Kind is too coarse: a missing file is
// reported as invalid input, an edit mismatch too.
func Classify(r messages.ToolResult) Failure {
	text := strings.ToLower(r.Content)
	has := func(subs ...string) bool {
		for _, s := range subs {
			if strings.Contains(text, s) {
				return true
			}
		}
		return false
	}
	switch {
	case r.Kind == messages.KindPermissionDenied || has("permission denied", "operation not permitted", "access denied", "eacces"):
		return FailurePermission
	case has("old_string", "old_content"):
		return FailureEditMismatch
	case has("no such file", "not found", "does not exist", "enoent", "unknown file"):
		return FailureNotFound
	case r.Kind == messages.KindTimeout || has("timed out", "timeout", "ran out of time", "deadline exceeded"):
		return FailureTimeout
	case has("rate limit", "rate-limit", "too many requests", "429"):
		return FailureRateLimit
	case r.Kind == messages.KindInvalidInput || has("syntax error", "syntaxerror", "invalid", "unexpected token", "parse error"):
		return FailureInvalidInput
	}
	return FailureGeneric
}

// template returns the reminder template for the failure type.
func (f Failure) template() Name {
	switch f {
	case FailurePermission:
		return NameToolFailedPermission
	case FailureEditMismatch:
		return NameToolFailedEditMismatch
	case FailureNotFound:
		return NameToolFailedNotFound
	case FailureTimeout:
		return NameToolFailedTimeout
	case FailureRateLimit:
		return NameToolFailedRateLimit
	case FailureInvalidInput:
		return NameToolFailedInvalidInput
	}
	return NameToolFailed
}
