package shell

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"strings"
	"testing"

	"troupe/internal/sandbox"
	"troupe/internal/tool"
)

// TestNetworkGrant: the network argument alone gives no network (the
// result says it was not granted); a grant in the context does, in the
// foreground and for a background job; a refused connect ends with the
// hint to ask for it.
func TestNetworkGrant(t *testing.T) {
	if sandbox.Probe().ABI < 6 {
		t.Skipf("needs Landlock ABI 6, kernel has %d", sandbox.Probe().ABI)
	}
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	connect := fmt.Sprintf("exec 3<>/dev/tcp/127.0.0.1/%d && echo connected", ln.Addr().(*net.TCPAddr).Port)
	granted := tool.WithNetwork(context.Background())
	tests := []struct {
		name     string
		ctx      context.Context
		asks     bool
		want     string
		wantNote string
	}{
		{"no grant", context.Background(), false, "", networkHint},
		{"asked, not granted", context.Background(), true, "", noNetworkNote},
		{"granted", granted, true, "connected", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := runBash(t, tt.ctx, testOptions(), newWorkspace(t), map[string]any{"command": connect, "network": tt.asks})
			if tt.want != "" && !strings.Contains(res.Content, tt.want) || tt.want == "" && strings.Contains(res.Content, "connected") {
				t.Errorf("output %q, want %q", res.Content, tt.want)
			}
			if tt.wantNote != "" && !strings.Contains(res.Content, tt.wantNote) {
				t.Errorf("output %q, want the note %q", res.Content, tt.wantNote)
			}
		})
	}
	t.Run("background job granted", func(t *testing.T) {
		o := testOptions()
		env, _ := jobEnv(t, o)
		args, _ := json.Marshal(map[string]any{"command": connect, "run_in_background": true, "network": true})
		res, err := Bash(o).Run(granted, env, args)
		if err != nil || res.IsError {
			t.Fatalf("start: %v %q", err, res.Content)
		}
		id := strings.Fields(strings.TrimPrefix(res.Content, "started "))[0]
		out := strings.Join(readUntil(t, env, id, func(all string) bool { return strings.Contains(all, "exit status") }), "")
		if !strings.Contains(out, "connected") {
			t.Errorf("job output %q, want connected", out)
		}
	})
}
