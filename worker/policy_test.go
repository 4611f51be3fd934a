package worker

import (
	"testing"

	"troupe/internal/config"
	"troupe/internal/models"
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

// A coordinator's type naming a model of its own is bound, on the worker
// the queue gave it to, to the worker's model of that key (its script
// path, endpoint and keys); other slots and other models are left alone.
func TestOwnActionModel(t *testing.T) {
	typ := func(action string) config.SubagentType {
		return config.SubagentType{Models: map[string]config.Slot{
			models.Action: {Model: action, ContextWindow: 8000}, models.Thinking: {Model: "openai/o3"}}}
	}
	tests := []struct {
		name, coord, key, own, want string
	}{
		{"script path of the worker", "script:/coord/cheap.yaml", "script_cheap", "script:/w/cheap.yaml", "script:/w/cheap.yaml"},
		{"same provider model", "openai/gpt-4o-mini", "openai_gpt-4o-mini", "openai/gpt-4o-mini", "openai/gpt-4o-mini"},
		{"worker's model has another key: unchanged", "openai/gpt-4o-mini", "openai_gpt-4o-mini", "openai/gpt-4o", "openai/gpt-4o-mini"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := typ(tt.coord)
			got := ownActionModel(st, tt.key, config.Config{Model: tt.own})
			if a := got.Models[models.Action]; a.Model != tt.want || a.ContextWindow != 8000 {
				t.Errorf("action slot %+v, want model %s", a, tt.want)
			}
			if got.Models[models.Thinking].Model != "openai/o3" {
				t.Errorf("thinking slot changed: %+v", got.Models[models.Thinking])
			}
			if st.Models[models.Action].Model != tt.coord {
				t.Errorf("the task's own type was changed: %+v", st.Models[models.Action])
			}
		})
	}
}
