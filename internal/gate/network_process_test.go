package gate_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"strings"
	"testing"
	"time"

	"troupe/internal/gate"
	"troupe/internal/safety"
	"troupe/internal/sandbox"
	"troupe/internal/tool"
	"troupe/internal/tool/shell"
	"troupe/messages"
)

// answers approves from a list, as a person at the dialog would.
type answers struct{ list []gate.Verdict }

func (a *answers) Approve(_ context.Context, q gate.Question) (gate.Answer, error) {
	if len(a.list) == 0 {
		return gate.Answer{}, fmt.Errorf("unexpected question about %q", q.Command)
	}
	v := a.list[0]
	a.list = a.list[1:]
	return gate.Answer{Verdict: v}, nil
}

// TestNetworkApprovalRealProcess runs the bash tool through the gate as
// the tool runner does, against a loopback listener: without approval the
// sandboxed connect fails and the result hints at network: true; approved
// once it connects; the next such call is asked again and, denied, does
// not run.
func TestNetworkApprovalRealProcess(t *testing.T) {
	if sandbox.Probe().ABI < 6 {
		t.Skipf("needs Landlock ABI 6, kernel has %d", sandbox.Probe().ABI)
	}
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close() // connects complete in the backlog; nothing accepts
	port := ln.Addr().(*net.TCPAddr).Port
	ws, err := tool.NewWorkspace(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	o := shell.DefaultOptions()
	o.DefaultTimeout = 30 * time.Second
	bash := shell.Bash(o)
	ap := &answers{list: []gate.Verdict{gate.AllowOnce, gate.Deny}}
	g := gate.New(gate.Options{Policy: &safety.Policy{Mode: safety.ModeAuto}, Workspace: ws, Approver: ap})
	command := fmt.Sprintf("exec 3<>/dev/tcp/127.0.0.1/%d && echo connected", port)
	run := func(network bool) (string, safety.Decision) {
		args, _ := json.Marshal(map[string]any{"command": command, "network": network})
		call := messages.ToolCall{ID: "c", Name: "bash", Arguments: args}
		ctx := context.Background()
		d := g.Check(ctx, call, bash.Spec())
		if d.Verdict != safety.Allow {
			return "", d
		}
		if d.NetworkGranted {
			ctx = tool.WithNetwork(ctx)
		}
		res, err := bash.Run(ctx, tool.Env{Workspace: ws}, args)
		if err != nil {
			t.Fatal(err)
		}
		return res.Content, d
	}

	out, d := run(false)
	if strings.Contains(out, "connected") || !strings.Contains(out, `"network": true`) || len(ap.list) != 2 {
		t.Errorf("without approval: %v\n%s\nwant the connect refused, the network hint, nobody asked", d, out)
	}
	out, d = run(true)
	if !strings.Contains(out, "connected") || len(ap.list) != 1 {
		t.Errorf("approved once: %v\n%s\nwant connected after one question", d, out)
	}
	out, d = run(true)
	if d.Verdict != safety.Deny || out != "" || len(ap.list) != 0 {
		t.Errorf("asked again and denied: %v\n%s\nwant denied and not run", d, out)
	}
}
