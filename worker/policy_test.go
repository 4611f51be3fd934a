package worker

import (
	"testing"

	"troupe/internal/taskq"
)

// A task runs with the coordinator's approval policy, made stricter where
// the worker's own config explicitly is, never looser.
func TestApprovalFor(t *testing.T) {
	tests := []struct {
		name            string
		own, ownOnAsk   string
		coord           taskq.Approval
		mode, wantOnAsk string
	}{
		{"worker default takes the coordinator's", "", "", taskq.Approval{Mode: "auto-edit", OnAsk: "deny"}, "auto-edit", "deny"},
		{"coordinator's allow applies", "", "", taskq.Approval{Mode: "auto", OnAsk: "allow"}, "auto", "allow"},
		{"worker's looser mode is ignored", "auto", "allow", taskq.Approval{Mode: "manual", OnAsk: "deny"}, "manual", "deny"},
		{"worker's stricter mode wins", "manual", "", taskq.Approval{Mode: "auto", OnAsk: "allow"}, "manual", "allow"},
		{"worker's explicit deny wins", "", "deny", taskq.Approval{Mode: "auto-edit", OnAsk: "allow"}, "auto-edit", "deny"},
		{"unknown mode is the strictest", "", "", taskq.Approval{Mode: "yolo", OnAsk: "maybe"}, "manual", "deny"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mode, onAsk := approvalFor(tt.own, tt.ownOnAsk, tt.coord)
			if mode != tt.mode || onAsk != tt.wantOnAsk {
				t.Errorf("approvalFor(%q, %q, %+v) = %q, %q; want %q, %q", tt.own, tt.ownOnAsk, tt.coord, mode, onAsk, tt.mode, tt.wantOnAsk)
			}
		})
	}
}
