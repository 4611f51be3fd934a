package taskq_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"troupe/internal/taskq"
	"troupe/messages"
)

func TestCancelsTask(t *testing.T) {
	tests := []struct {
		name string
		turn string
		want bool
	}{
		{"a cancel naming no task cancels whatever runs", "", true},
		{"a cancel of a turn cancels whatever runs", "t1-general-1", true},
		{"a cancel naming this task", taskq.CancelTurn("task-1"), true},
		{"a cancel naming another task", taskq.CancelTurn("task-2"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := taskq.CancelsTask(messages.Cancel{Turn: tt.turn}, "task-1"); got != tt.want {
				t.Errorf("CancelsTask(%q) = %v, want %v", tt.turn, got, tt.want)
			}
		})
	}
}

// An ask and its answer survive the wire; a task without the new fields
// (an older coordinator) decodes with none.
func TestAskWire(t *testing.T) {
	a := taskq.Ask{Task: "t", Attempt: 2, Worker: "w", Request: messages.ApprovalRequest{ID: "r", Tool: "bash", Command: "touch x",
		Reason: "asks", Grants: []string{"touch"}, Network: true}}
	data, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	got, err := taskq.DecodeAsk(data)
	if err != nil || !reflect.DeepEqual(got, a) {
		t.Fatalf("DecodeAsk = %+v, %v; want %+v", got, err, a)
	}
	if _, err := taskq.DecodeAskAnswer([]byte("{")); err == nil {
		t.Fatal("a torn answer decoded")
	}
	old, err := taskq.DecodeTask([]byte(`{"id":"t","kind":"general","prompt":"p"}`))
	if err != nil || old.Approval != nil || old.Type != nil {
		t.Fatalf("older task = %+v, %v", old, err)
	}
}
