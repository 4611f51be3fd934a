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
			res := runBash(t, tt.ctx, testOptions(t), newWorkspace(t), map[string]any{"command": connect, "network": tt.asks})
			if tt.want != "" && !strings.Contains(res.Content, tt.want) || tt.want == "" && strings.Contains(res.Content, "connected") {
				t.Errorf("output %q, want %q", res.Content, tt.want)
			}
			if tt.wantNote != "" && !strings.Contains(res.Content, tt.wantNote) {
				t.Errorf("output %q, want the note %q", res.Content, tt.wantNote)
			}
		})
	}
	t.Run("background job granted", func(t *testing.T) {
		o := testOptions(t)
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

func TestNetworkFailure(t *testing.T) {
	tests := []struct {
		output string
		want   bool
	}{
		{"curl: (6) Could not resolve host: example.com", true},
		{"curl: (7) Failed to connect to 127.0.0.1 port 8080 after 0 ms: Couldn't connect to server", true},
		{"fatal: unable to access 'https://github.com/a/b/': Could not resolve host: github.com", true},
		{"ssh: Could not resolve hostname host: Temporary failure in name resolution", true},
		{"go: golang.org/x/sys@latest: Get \"https://proxy.golang.org/...\": dial tcp: lookup proxy.golang.org on 10.0.0.1:53: dial udp 10.0.0.1:53: socket: operation not permitted", true},
		{"npm ERR! request to https://registry.npmjs.org/x failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org", true},
		{"WARNING: Retrying ... Failed to establish a new connection: [Errno -3] Temporary failure in name resolution", true},
		{"error: failed to query replaced source registry `crates-io`\nCaused by: Couldn't resolve host name", true},
		{"bash: socket: Operation not permitted\nbash: /dev/tcp/127.0.0.1/80: Operation not permitted", true},
		{"Cannot connect to the Docker daemon at unix:///var/run/docker.sock: connect: connection refused", false},
		{"--- FAIL: TestAdd (0.00s)\n    add_test.go:9: got 3, want 4", false},
		{"rm: cannot remove '/etc/x': Permission denied", false},
	}
	for _, tt := range tests {
		if got := networkFailure(tt.output); got != tt.want {
			t.Errorf("networkFailure(%q) = %v, want %v", tt.output, got, tt.want)
		}
	}
}
