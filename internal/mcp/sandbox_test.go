package mcp_test

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"troupe/internal/config"
	"troupe/internal/mcp"
	"troupe/internal/mcp/mcptest"
	"troupe/internal/sandbox"
)

// TestStdioServerSandboxed: a stdio server started with a sandbox policy
// runs confined — in its own mount namespace, with no_new_privs and no
// capabilities, under the seccomp filter every sandboxed process has —
// and still serves, with its network on by default and off when the
// server says "network": false (which filter is loaded is not visible
// here: internal/sandbox's tests prove what each refuses).
func TestStdioServerSandboxed(t *testing.T) {
	if sandbox.Probe().ABI < 6 {
		t.Skipf("needs Landlock ABI 6, kernel has %d", sandbox.Probe().ABI)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	ws := t.TempDir() // a repository: its .git/config is mounted read-only
	if err := os.MkdirAll(filepath.Join(ws, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(ws, ".git", "config"), []byte("[core]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	pol := sandbox.Policy{Mode: sandbox.WorkspaceWrite, Helper: exe}.Within(ws, "")
	off := false
	tests := []struct {
		name        string
		network     *bool
		wantSeccomp string // /proc/PID/status: 0 none, 2 a filter
	}{
		{"network on by default", nil, "2"},
		{"network off", &off, "2"},
	}
	ctx := context.Background()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dial := mcp.Transports(func(string) string { return "" }, nil, nil, &pol)
			tr, err := dial(ctx, "proc", config.MCPServer{Command: exe, Env: map[string]string{mcptest.EnvStdio: "1"}, Network: tt.network})
			if err != nil {
				t.Fatal(err)
			}
			sess, err := sdk.NewClient(&sdk.Implementation{Name: "t", Version: "1"}, nil).Connect(ctx, tr, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer sess.Close()
			res, err := sess.CallTool(ctx, &sdk.CallToolParams{Name: "echo", Arguments: map[string]any{"text": "hi"}})
			if err != nil || res.IsError {
				t.Fatalf("echo: %v %+v", err, res)
			}
			// The server runs under its reaper (the helper): look at the
			// server, the reaper's child.
			pid := serverUnder(t, mcp.PidOf(tr))
			status, err := os.ReadFile("/proc/" + pid + "/status")
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range []string{`(?m)^NoNewPrivs:\s+1$`, `(?m)^CapEff:\s+0+$`, `(?m)^Seccomp:\s+` + tt.wantSeccomp + `$`} {
				if !regexp.MustCompile(want).Match(status) {
					t.Errorf("server status does not match %s:\n%s", want, status)
				}
			}
			theirs, err1 := os.Readlink("/proc/" + pid + "/ns/mnt")
			ours, err2 := os.Readlink("/proc/self/ns/mnt")
			if err1 != nil || err2 != nil || theirs == ours {
				t.Errorf("mount namespace %q (%v), ours %q (%v): want its own", theirs, err1, ours, err2)
			}
		})
	}
}

// serverUnder returns the pid of the one child of the reaper pid.
func serverUnder(t *testing.T, reaper int) string {
	t.Helper()
	tasks, _ := filepath.Glob("/proc/" + strconv.Itoa(reaper) + "/task/*/children")
	for _, f := range tasks {
		if b, err := os.ReadFile(f); err == nil {
			if kids := strings.Fields(string(b)); len(kids) > 0 {
				return kids[0]
			}
		}
	}
	t.Fatalf("the reaper %d has no child", reaper)
	return ""
}
