package reminder_test

import (
	"testing"

	"troupe/internal/reminder"
	"troupe/messages"
)

func TestClassify(t *testing.T) {
	tests := []struct {
		kind messages.Kind
		text string
		want reminder.Failure
	}{
		{messages.KindPermissionDenied, "../etc/passwd is outside the workspace /w; only paths inside it can be accessed", reminder.FailurePermission},
		{messages.KindToolFailed, "open x: permission denied", reminder.FailurePermission},
		{messages.KindInvalidInput, "old_string was not found in a.go, neither exactly nor in any looser way (tried: exact).", reminder.FailureEditMismatch},
		{messages.KindInvalidInput, "old_string matches 3 times in a.go (lines 1, 5, 9)", reminder.FailureEditMismatch},
		{messages.KindInvalidInput, "cmd/x.go does not exist", reminder.FailureNotFound},
		{messages.KindToolFailed, "bash: foo: command not found", reminder.FailureNotFound},
		{messages.KindToolFailed, "open a.txt: no such file or directory", reminder.FailureNotFound},
		{messages.KindTimeout, "bash ran out of time", reminder.FailureTimeout},
		{messages.KindToolFailed, "the command timed out after 2m0s", reminder.FailureTimeout},
		{messages.KindToolFailed, "HTTP 429 Too Many Requests", reminder.FailureRateLimit},
		{messages.KindToolFailed, "API rate limit exceeded", reminder.FailureRateLimit},
		{messages.KindInvalidInput, `missing required argument "file_path"`, reminder.FailureInvalidInput},
		{messages.KindToolFailed, "SyntaxError: invalid syntax (line 3)", reminder.FailureInvalidInput},
		{messages.KindToolFailed, "exit status 2", reminder.FailureGeneric},
		{messages.KindCrashed, "tool crashed: panic", reminder.FailureGeneric},
	}
	for _, tt := range tests {
		r := messages.ToolResult{Name: "x", Content: tt.text, IsError: true, Kind: tt.kind}
		if got := reminder.Classify(r); got != tt.want {
			t.Errorf("Classify(%v, %q) = %s, want %s", tt.kind, tt.text, got, tt.want)
		}
	}
}
