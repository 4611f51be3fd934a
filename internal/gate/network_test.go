package gate

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	"troupe/internal/safety"
	"troupe/messages"
)

func bashNet(cmd string) messages.ToolCall {
	args, _ := json.Marshal(map[string]any{"command": cmd, "network": true})
	return messages.ToolCall{ID: "1", Name: "bash", Arguments: args}
}

// TestNetworkOnceThenSession: "once" grants the network to the one
// command approved and the next command that needs it is asked again;
// "session" grants it to every later command without asking.
func TestNetworkOnceThenSession(t *testing.T) {
	ws := workspace(t)
	ap := &scripted{answers: []Answer{{Verdict: AllowOnce}, {Verdict: AllowSession}}}
	g := New(Options{Policy: &safety.Policy{Mode: safety.ModeAuto}, Workspace: ws, Approver: ap})
	ctx := context.Background()
	steps := []struct {
		call        messages.ToolCall
		wantAsked   int // questions asked so far
		wantGranted bool
	}{
		{bashNet("make deps"), 1, true},   // asked, once
		{bash("go test ./..."), 1, false}, // needs no network: not asked, none granted
		{bashNet("make deps"), 2, true},   // asked again, session
		{bashNet("make deps"), 2, true},   // covered by the session grant
		{bash("go build ./..."), 2, false},
	}
	for i, s := range steps {
		d := g.Check(ctx, s.call, bashSpec)
		if d.Verdict != safety.Allow || d.NetworkGranted != s.wantGranted || len(ap.asked) != s.wantAsked {
			t.Fatalf("step %d: %+v after %d questions; want allow, granted=%v after %d", i, d, len(ap.asked), s.wantGranted, s.wantAsked)
		}
	}
	q := ap.asked[0]
	if !q.Network || !slices.Equal(q.Grants, []string{"network access"}) {
		t.Errorf("question: network=%v grants=%q; want network and only \"network access\" to grant", q.Network, q.Grants)
	}
	// in auto-edit too, the grant covers a command allowed by itself
	editAsk := &scripted{answers: []Answer{{Verdict: AllowOnce}}}
	edit := New(Options{Policy: &safety.Policy{Mode: safety.ModeAutoEdit, Grants: g.Policy().Grants}, Workspace: ws, Approver: editAsk})
	if d := edit.Check(ctx, bashNet("ls"), bashSpec); d.Verdict != safety.Allow || !d.NetworkGranted || len(editAsk.asked) != 0 {
		t.Errorf("after a session grant: %+v; want allowed with the network, not asked", d)
	}
	// a command asked for itself is not asked for the network again
	if d := edit.Check(ctx, bash("pip install x"), bashSpec); d.Verdict != safety.Allow || !d.NetworkGranted {
		t.Errorf("pip install after a session grant: %+v; want allowed with the network", d)
	}
	if q := editAsk.asked[0]; q.Network || slices.Contains(q.Grants, "network access") {
		t.Errorf("question %+v: want it not about the network", q)
	}
}

// TestNetworkWithCommandAsk: a command asked for itself and for the
// network grants both for the session when so answered.
func TestNetworkWithCommandAsk(t *testing.T) {
	ws := workspace(t)
	ap := &scripted{answers: []Answer{{Verdict: AllowSession}}}
	g := New(Options{Policy: &safety.Policy{Mode: safety.ModeAutoEdit}, Workspace: ws, Approver: ap})
	d := g.Check(context.Background(), bash("npm install"), bashSpec)
	if d.Verdict != safety.Allow || !d.NetworkGranted {
		t.Fatalf("npm install approved for the session: %+v", d)
	}
	if q := ap.asked[0]; !q.Network || !slices.Equal(q.Grants, []string{"npm install", "network access"}) {
		t.Errorf("question: network=%v grants=%q", q.Network, q.Grants)
	}
	d = g.Check(context.Background(), bash("npm install left-pad"), bashSpec)
	if d.Verdict != safety.Allow || !d.NetworkGranted || len(ap.asked) != 1 {
		t.Errorf("second npm install: %+v after %d questions; want allowed with the network, not asked", d, len(ap.asked))
	}
}

// TestNetworkNobodyToAsk: without an approver a command that needs the
// network (asked by the call or found by the analysis) runs without it,
// unless asks are allowed (on_ask: allow).
func TestNetworkNobodyToAsk(t *testing.T) {
	ws := workspace(t)
	for _, allow := range []bool{false, true} {
		g := New(Options{Policy: &safety.Policy{Mode: safety.ModeAuto}, Workspace: ws, AllowAsks: allow})
		d := g.Check(context.Background(), bashNet("make deps"), bashSpec)
		if d.Verdict != safety.Allow || d.NetworkGranted != allow {
			t.Errorf("on_ask allow=%v: %+v; want allow, granted=%v", allow, d, allow)
		}
		d = g.Check(context.Background(), bash("curl -s https://example.com"), bashSpec)
		if d.Verdict != safety.Allow || d.NetworkGranted != allow || !d.Network {
			t.Errorf("on_ask allow=%v, curl in auto: %+v; want allow, granted=%v", allow, d, allow)
		}
	}
}
