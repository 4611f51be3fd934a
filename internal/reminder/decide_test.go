package reminder_test

import (
	"testing"

	"troupe/internal/reminder"
)

func TestDecide(t *testing.T) {
	all := reminder.Facts{Truncated: true, ToolFailure: true, OpenTodos: true, QueuedInput: true, Completion: true}
	tests := []struct {
		name string
		f    reminder.Facts
		want reminder.Guard
	}{
		{"nothing holds it back", reminder.Facts{}, reminder.GuardAccept},
		{"truncation first", all, reminder.GuardTruncated},
		{"then a failure given up on", reminder.Facts{ToolFailure: true, OpenTodos: true, QueuedInput: true, Completion: true}, reminder.GuardToolFailure},
		{"then open todos", reminder.Facts{OpenTodos: true, QueuedInput: true, Completion: true}, reminder.GuardOpenTodos},
		{"then queued input", reminder.Facts{QueuedInput: true, Completion: true}, reminder.GuardQueuedInput},
		{"then the completion check", reminder.Facts{Completion: true}, reminder.GuardCompletion},
		{"todos beat queued input", reminder.Facts{OpenTodos: true, QueuedInput: true}, reminder.GuardOpenTodos},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := reminder.Decide(tt.f); got != tt.want {
				t.Errorf("Decide(%+v) = %s, want %s", tt.f, got, tt.want)
			}
		})
	}
}
