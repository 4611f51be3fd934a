package shell

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"troupe/internal/safety"
	"troupe/internal/sandbox"
)

// waitGone is a script fragment that waits (up to 20 s) for path to
// disappear and prints GONE, or STILL when it never does.
func waitGone(path string) string {
	return "for i in $(seq 200); do [ -e " + path + " ] || { echo GONE; break; }; sleep 0.1; done; [ -e " + path + " ] && echo STILL; true"
}

// TestGuardRemovesWhileRunning: a protected path a sandboxed command
// creates is removed while the command still runs, in the foreground and
// in a background job, nested ones (.github/workflows) included, and the
// result names it; what else it writes stays.
func TestGuardRemovesWhileRunning(t *testing.T) {
	if sandbox.Probe().ABI < 6 {
		t.Skipf("needs Landlock ABI 6, kernel has %d", sandbox.Probe().ABI)
	}
	t.Run("foreground", func(t *testing.T) {
		ws := newWorkspace(t)
		script := "echo '{}' > .mcp.json; " + waitGone(".mcp.json") + "; mkdir -p .github/workflows && echo 'on: push' > .github/workflows/x.yml; " +
			waitGone(".github/workflows") + "; echo kept > ok.txt"
		res := runBash(t, context.Background(), testOptions(t), ws, map[string]string{"command": script})
		if strings.Count(res.Content, "GONE") != 2 || strings.Contains(res.Content, "STILL") {
			t.Errorf("output %q: want both protected paths gone while the command ran", res.Content)
		}
		if !strings.Contains(res.Content, "protected path(s) .mcp.json, .github/workflows") {
			t.Errorf("output %q: want the note naming them", res.Content)
		}
		if _, err := os.Stat(filepath.Join(ws.Root(), "ok.txt")); err != nil {
			t.Errorf("ok.txt: %v", err)
		}
	})
	t.Run("background", func(t *testing.T) {
		o := testOptions(t)
		env, _ := jobEnv(t, o)
		id, _ := startJob(t, env, o, "mkdir -p .troupe && echo 'allow: [bash]' > .troupe/permissions.yaml; "+waitGone(".troupe")+"; sleep 30")
		perm := filepath.Join(env.Workspace.Root(), ".troupe")
		out := strings.Join(readUntil(t, env, id, func(all string) bool {
			return strings.Contains(all, "GONE") || strings.Contains(all, "STILL")
		}), "")
		if !strings.Contains(out, "GONE") {
			t.Errorf("job output %q: want .troupe removed while the job runs", out)
		}
		if _, err := os.Lstat(perm); err == nil {
			t.Errorf("%s exists while the job runs", perm)
		}
		res := runTool(t, KillBash(), env, `{"shell_id": "`+id+`"}`)
		if res.IsError {
			t.Fatalf("kill_bash: %q", res.Content)
		}
		final := strings.Join(readUntil(t, env, id, func(all string) bool { return strings.Contains(all, "protected path(s)") }), "")
		if !strings.Contains(final, "protected path(s) .troupe") {
			t.Errorf("after the job: %q, want the note naming .troupe", final)
		}
	})
}

// TestGuardLeavesExistingAlone: an existing protected path is the
// sandbox's (read-only), not removed, and nothing is reported.
func TestGuardLeavesExistingAlone(t *testing.T) {
	ws := t.TempDir()
	for _, rel := range safety.ProtectedPaths() {
		if err := os.MkdirAll(filepath.Join(ws, rel), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	g := startGuard(ws)
	if len(g.absent) != 0 {
		t.Errorf("startGuard with every protected path present guards %v", g.absent)
	}
	if note := g.stop(nil); note != "" {
		t.Errorf("stop = %q, want no note", note)
	}
	for _, rel := range safety.ProtectedPaths() {
		if _, err := os.Stat(filepath.Join(ws, rel)); err != nil {
			t.Errorf("%s: %v", rel, err)
		}
	}
	var none *guard
	if note := none.stop(nil); note != "" {
		t.Errorf("nil guard stop = %q", note)
	}
}

// TestGuardCleansNewRepository: in a workspace that is not a repository,
// a sandboxed command may create one, but what would run code when a
// person later uses git there (fsmonitor, aliases, includes, hooks) is
// removed when it ends; what git init and a commit's identity write stays.
func TestGuardCleansNewRepository(t *testing.T) {
	if sandbox.Probe().ABI < 6 {
		t.Skipf("needs Landlock ABI 6, kernel has %d", sandbox.Probe().ABI)
	}
	tests := []struct {
		name       string
		script     string
		wantGone   []string // config keys
		wantKept   []string
		wantHook   bool // .git/hooks/pre-commit survives
		wantNoNote bool
	}{
		{"plain git init", "git init -q && git config user.email a@b", nil,
			[]string{"core.repositoryformatversion", "user.email"}, false, true},
		{"planted code", "git init -q && git config core.fsmonitor 'touch pwned' && git config alias.x '!id' && " +
			"git config include.path /tmp/evil && git config user.name a && " +
			"printf '#!/bin/sh\\ntouch pwned\\n' > .git/hooks/pre-commit && chmod +x .git/hooks/pre-commit",
			[]string{"core.fsmonitor", "alias.x", "include.path"}, []string{"user.name", "core.bare"}, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := newWorkspace(t)
			res := runBash(t, context.Background(), testOptions(t), ws, map[string]string{"command": tt.script})
			cfg := filepath.Join(ws.Root(), ".git", "config")
			data, err := os.ReadFile(cfg)
			if err != nil {
				t.Fatalf("%v (output %q)", err, res.Content)
			}
			keys, err := gitConfigKeys(cfg)
			if err != nil {
				t.Fatal(err)
			}
			for _, k := range tt.wantGone {
				if slices.Contains(keys, k) {
					t.Errorf("%s is still set:\n%s", k, data)
				}
				if !strings.Contains(res.Content, ".git/config "+k) {
					t.Errorf("output %q does not name %s", res.Content, k)
				}
			}
			for _, k := range tt.wantKept {
				if !slices.Contains(keys, k) {
					t.Errorf("%s was removed:\n%s", k, data)
				}
			}
			if _, err := os.Stat(filepath.Join(ws.Root(), ".git", "hooks", "pre-commit")); (err == nil) != tt.wantHook {
				t.Errorf("pre-commit hook exists = %v, want %v", err == nil, tt.wantHook)
			}
			if tt.wantNoNote && strings.Contains(res.Content, "[troupe:") {
				t.Errorf("output %q: want no note for a plain repository", res.Content)
			}
		})
	}
}

// TestShellCallsSweep: should a guard's watch miss a protected path a
// background job creates (no inotify), the next shell tool call removes
// it while the job still runs.
func TestShellCallsSweep(t *testing.T) {
	if sandbox.Probe().ABI < 6 {
		t.Skipf("needs Landlock ABI 6, kernel has %d", sandbox.Probe().ABI)
	}
	o := testOptions(t)
	env, js := jobEnv(t, o)
	id, _ := startJob(t, env, o, "sleep 30")
	j, ok := js.get(id)
	if !ok || j.guard == nil || j.guard.w == nil {
		t.Fatalf("job %s has no watching guard", id)
	}
	_ = j.guard.w.Close() // the watch is gone, as without inotify
	<-j.guard.done
	planted := filepath.Join(env.Workspace.Root(), ".mcp.json")
	if err := os.WriteFile(planted, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	runTool(t, BashOutput(), env, `{"bash_id": "`+id+`"}`)
	if _, err := os.Lstat(planted); err == nil {
		t.Error(".mcp.json survived the bash_output call")
	}
	if res := runTool(t, KillBash(), env, `{"shell_id": "`+id+`"}`); res.IsError {
		t.Fatalf("kill_bash: %q", res.Content)
	}
}

// TestGuardStoppedLeavesLaterPaths: once stop has returned, the command
// is over; a protected path created then (the person's own .envrc) is not
// the guard's to remove, even while its watch is still being ended (in
// another owner's goroutine, later), and that goroutine ends the watch.
func TestGuardStoppedLeavesLaterPaths(t *testing.T) {
	ws := t.TempDir()
	g := startGuard(ws)
	if g.w == nil {
		t.Skip("no inotify: there is no watch to outlive stop")
	}
	var end func()
	if note := g.stop(func(fn func()) { end = fn }); note != "" || end == nil {
		t.Fatalf("stop = %q, ended the watch itself: %v", note, end == nil)
	}
	envrc := filepath.Join(ws, ".envrc")
	if err := os.WriteFile(envrc, []byte("export X=1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	probe := filepath.Join(ws, ".mcp.json")
	if err := os.WriteFile(probe, []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	time.Sleep(500 * time.Millisecond) // the watch, still on, sees both
	end()
	select {
	case <-g.done:
	default:
		t.Error("the watch's goroutine runs on after its end")
	}
	for _, p := range []string{envrc, probe} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s, created after stop: %v", filepath.Base(p), err)
		}
	}
}
