package shell

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"troupe/internal/sandbox"
	"troupe/internal/tool"
)

// TestCommandsAreSandboxed runs commands through the bash tool, in the
// foreground and as background jobs, and checks the sandbox holds for
// both and that the off mode turns it off.
func TestCommandsAreSandboxed(t *testing.T) {
	if sandbox.Probe().ABI < 6 {
		t.Skipf("needs Landlock ABI 6, kernel has %d", sandbox.Probe().ABI)
	}
	outside := t.TempDir()
	tests := []struct {
		name       string
		mode       sandbox.Mode
		background bool
		command    string
		wantFile   bool // the command created outside/x
	}{
		{"foreground", "", false, "echo x > " + outside + "/x", false},
		{"background", "", true, "echo x > " + outside + "/x", false},
		{"read-only", sandbox.ReadOnly, false, "echo x > " + outside + "/x", false},
		{"off", sandbox.Off, false, "echo x > " + outside + "/x", true},
	}
	for _, tt := range tests {
		for _, warm := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/warm=%v", tt.name, warm), func(t *testing.T) {
				_ = os.Remove(filepath.Join(outside, "x"))
				o := testOptions(t)
				if !warm {
					o.Pool = nil // each command's helper started for it
				}
				o.Sandbox.Mode = tt.mode
				if tt.background {
					env, _ := jobEnv(t, o)
					id, _ := startJob(t, env, o, tt.command)
					readUntil(t, env, id, func(all string) bool { return strings.Contains(all, "exit status") })
				} else {
					res := runBash(t, context.Background(), o, newWorkspace(t), map[string]string{"command": tt.command})
					if !tt.wantFile && !strings.Contains(res.Content, "exit status 1") {
						t.Errorf("result %q, want the command to fail", res.Content)
					}
				}
				_, err := os.Stat(filepath.Join(outside, "x"))
				if got := err == nil; got != tt.wantFile {
					t.Errorf("file outside the workspace exists = %v, want %v", got, tt.wantFile)
				}
			})
		}
	}
}

// TestEscapedProcessesDieWithTheCommand: a process that leaves the
// command's process group (setsid) is killed when the command ends, by
// the reaper the command runs under inside the sandbox.
func TestEscapedProcessesDieWithTheCommand(t *testing.T) {
	for _, mode := range []sandbox.Mode{sandbox.WorkspaceWrite, sandbox.Off} {
		for _, warm := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/warm=%v", mode, warm), func(t *testing.T) {
				o := testOptions(t)
				if !warm {
					o.Pool = nil
				}
				o.Sandbox.Mode = mode
				got := runBash(t, context.Background(), o, newWorkspace(t),
					map[string]string{"command": "setsid sleep 100 >/dev/null 2>&1 & echo $!"})
				ids := pids(t, got.Content)
				if len(ids) != 1 {
					t.Fatalf("content = %q", got.Content)
				}
				t.Cleanup(func() { _ = syscall.Kill(ids[0], syscall.SIGKILL) })
				assertGone(t, ids)
			})
		}
	}
}

// TestNewProtectedPathsAreRemoved: a sandboxed command cannot leave behind
// a protected path that did not exist (the sandbox can only keep existing
// ones read-only); with the sandbox off it can.
func TestNewProtectedPathsAreRemoved(t *testing.T) {
	const create = "mkdir -p .troupe && echo 'rules: [{tool: bash, action: allow}]' > .troupe/permissions.yaml; echo '{}' > .mcp.json; echo kept > ok.txt"
	for _, tt := range []struct {
		mode sandbox.Mode
		want bool // the protected paths stay
	}{{sandbox.WorkspaceWrite, false}, {sandbox.Off, true}} {
		t.Run(string(tt.mode), func(t *testing.T) {
			o := testOptions(t)
			o.Sandbox.Mode = tt.mode
			ws := newWorkspace(t)
			res := runBash(t, context.Background(), o, ws, map[string]string{"command": create})
			for _, rel := range []string{".troupe", ".mcp.json"} {
				_, err := os.Stat(filepath.Join(ws.Root(), rel))
				if got := err == nil; got != tt.want {
					t.Errorf("%s exists = %v, want %v; result %q", rel, got, tt.want, res.Content)
				}
			}
			if _, err := os.Stat(filepath.Join(ws.Root(), "ok.txt")); err != nil {
				t.Errorf("an ordinary file the command wrote is gone: %v", err)
			}
			if !tt.want && !strings.Contains(res.Content, "protected path(s) .troupe, .mcp.json") {
				t.Errorf("result does not say what was removed: %q", res.Content)
			}
		})
	}
}

// The session's scratch (the agent's read roots) is read-only for the file
// tools but writable for sandboxed commands, foreground and background;
// other directories outside the workspace stay closed.
func TestScratchIsWritableForCommands(t *testing.T) {
	if sandbox.Probe().ABI < 6 {
		t.Skipf("needs Landlock ABI 6, kernel has %d", sandbox.Probe().ABI)
	}
	scratch, outside := t.TempDir(), t.TempDir()
	ws, err := newWorkspace(t).With(tool.WithReadRoots(scratch))
	if err != nil {
		t.Fatal(err)
	}
	res := runBash(t, context.Background(), testOptions(t), ws, map[string]string{
		"command": "echo kept > " + scratch + "/note && echo x > " + outside + "/x"})
	if _, err := os.Stat(filepath.Join(scratch, "note")); err != nil {
		t.Errorf("the command could not write the scratch: %v (%q)", err, res.Content)
	}
	if _, err := os.Stat(filepath.Join(outside, "x")); err == nil {
		t.Errorf("the command wrote outside the workspace and the scratch")
	}
	o := testOptions(t)
	js := NewJobs(o)
	t.Cleanup(func() { _ = js.Close() })
	env := tool.Env{Workspace: ws, Jobs: js}
	id, _ := startJob(t, env, o, "echo bg > "+scratch+"/bg")
	readUntil(t, env, id, func(all string) bool { return strings.Contains(all, "exit status") })
	if _, err := os.Stat(filepath.Join(scratch, "bg")); err != nil {
		t.Errorf("a background command could not write the scratch: %v", err)
	}
}
