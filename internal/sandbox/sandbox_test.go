package sandbox

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// fixture is a workspace, a directory outside it and a home with secrets.
type fixture struct {
	ws, outside, home string
	port              int
}

func newFixture(t *testing.T) fixture {
	t.Helper()
	root := t.TempDir()
	f := fixture{ws: filepath.Join(root, "ws"), outside: filepath.Join(root, "outside"), home: filepath.Join(root, "home")}
	for _, d := range []string{f.ws + "/.git/hooks", f.ws + "/.troupe", f.outside, f.home + "/.ssh"} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for path, body := range map[string]string{
		f.ws + "/.git/config":              "[core]\n",
		f.ws + "/.troupe/permissions.yaml": "rules: []\n",
		f.ws + "/main.go":                  "package main\n",
		f.home + "/.ssh/id_ed25519":        "PRIVATE\n",
	} {
		if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() }) // connects complete in its backlog; nothing accepts
	f.port = ln.Addr().(*net.TCPAddr).Port
	return f
}

func (f fixture) policy(t *testing.T, m Mode, network bool) Policy {
	t.Helper()
	p := ForWorkspace(m, f.ws, f.home, nil, nil, network)
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	p.Helper = self
	return p
}

// run runs script with bash under p and returns its combined output and
// whether it exited 0.
func run(t *testing.T, p Policy, dir, script string) (string, bool) {
	t.Helper()
	cmd, err := p.Command("bash", "-c", script)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	cmd.Dir, cmd.Stdout, cmd.Stderr = dir, &out, &out
	err = cmd.Run()
	return out.String(), err == nil
}

// runVia runs script with bash under p through pool (nil: cold) and
// returns its combined output and whether it exited 0.
func runVia(t *testing.T, pool *Pool, p Policy, dir, script string) (string, bool) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	proc, err := pool.Start(p, Spec{Name: "bash", Args: []string{"-c", script}, Dir: dir, Env: os.Environ(), Stdout: w, Stderr: w})
	_ = w.Close()
	if err != nil {
		t.Fatal(err)
	}
	if warm := proc.status != nil; pool != nil && p.Enabled() && Probe().MountNS && !warm {
		t.Errorf("%q started cold through a pool", script)
	}
	out, _ := io.ReadAll(r)
	err = proc.Wait()
	return string(out), err == nil
}

// starters are the ways the tables run their commands: a helper started
// for each command (cold), and a pool's warm helpers.
func starters(t *testing.T) map[string]*Pool {
	t.Helper()
	pool := NewPool()
	t.Cleanup(func() { _ = pool.Close() })
	return map[string]*Pool{"cold": nil, "warm": pool}
}

func TestSandbox(t *testing.T) {
	if Probe().ABI < 6 {
		t.Skipf("needs Landlock ABI 6, kernel has %d", Probe().ABI)
	}
	f := newFixture(t)
	connect := fmt.Sprintf("exec 3<>/dev/tcp/127.0.0.1/%d", f.port)
	tests := []struct {
		name    string
		mode    Mode
		network bool
		script  string
		wantOK  bool
	}{
		{"write in the workspace", WorkspaceWrite, false, "echo x > new.txt && rm new.txt", true},
		{"edit a workspace file", WorkspaceWrite, false, "echo '// x' >> main.go", true},
		{"write outside the workspace", WorkspaceWrite, false, "echo x > " + f.outside + "/f", false},
		{"delete outside the workspace", WorkspaceWrite, false, "rm -rf " + f.outside, false},
		{"write the git config (fsmonitor)", WorkspaceWrite, false, "git config --file .git/config core.fsmonitor 'touch /tmp/pwned'", false},
		{"append to the git config", WorkspaceWrite, false, "echo '[core] fsmonitor = x' >> .git/config", false},
		{"add a git hook", WorkspaceWrite, false, "echo 'rm -rf ~' > .git/hooks/pre-commit", false},
		{"grant itself permissions", WorkspaceWrite, false, "echo 'allow: [bash]' > .troupe/permissions.yaml", false},
		{"replace .troupe", WorkspaceWrite, false, "mv .troupe /tmp/t", false},
		{"move .git aside and write a new config", WorkspaceWrite, false,
			"mv .git .git2 && mkdir .git && echo '[core] fsmonitor = x' > .git/config", false},
		{"remove .git", WorkspaceWrite, false, "rm -rf .git", false},
		{"read a secret", WorkspaceWrite, false, "cat " + f.home + "/.ssh/id_ed25519", false},
		// through the test process's root, where the secret is not covered
		{"read a secret through /proc/PID/root", WorkspaceWrite, false, fmt.Sprintf("cat /proc/%d/root%s/.ssh/id_ed25519", os.Getpid(), f.home), false},
		{"read the workspace", WorkspaceWrite, false, "cat main.go .git/config", true},
		{"connect with network off", WorkspaceWrite, false, connect, false},
		{"connect with network on", WorkspaceWrite, true, connect, true},
		{"signal a process outside", WorkspaceWrite, false, "kill -0 1", false},
		{"signal itself", WorkspaceWrite, false, "kill -0 $$", true},
		{"signal the test process", WorkspaceWrite, false, fmt.Sprintf("kill -0 %d", os.Getpid()), false},
		{"no capabilities", WorkspaceWrite, false, "grep -q '^CapEff:[[:space:]]*0000000000000000$' /proc/self/status && grep -q '^CapBnd:[[:space:]]*0000000000000000$' /proc/self/status", true},
		{"no mount", WorkspaceWrite, false, "mount -t tmpfs none " + f.ws, false},
		{"no unmount of a protected path from a new namespace", WorkspaceWrite, false,
			"unshare -rm sh -c 'umount .git/config; echo x >> .git/config'", false},
		{"no network configuration", WorkspaceWrite, false, "ip link set lo down", false},
		{"python cannot delete outside", WorkspaceWrite, false,
			"python3 -c \"import shutil; shutil.rmtree('" + f.outside + "')\"", false},
		{"dev null", WorkspaceWrite, false, "echo x > /dev/null", true},
		{"read-only write in the workspace", ReadOnly, false, "echo x > new.txt", false},
		{"read-only reads", ReadOnly, false, "cat main.go", true},
		{"off writes outside", Off, false, "echo x > " + f.outside + "/off && rm " + f.outside + "/off", true},
	}
	for name, pool := range starters(t) {
		for _, tt := range tests {
			t.Run(name+"/"+tt.name, func(t *testing.T) {
				out, ok := runVia(t, pool, f.policy(t, tt.mode, tt.network), f.ws, tt.script)
				if ok != tt.wantOK {
					t.Errorf("%q: succeeded = %v, want %v; output:\n%s", tt.script, ok, tt.wantOK, out)
				}
			})
		}
	}
	got, err := os.ReadFile(f.ws + "/.git/config")
	if err != nil || string(got) != "[core]\n" {
		t.Errorf(".git/config = %q, %v; want it untouched", got, err)
	}
	if _, err := os.Stat(f.outside); err != nil {
		t.Errorf("the directory outside the workspace is gone: %v", err)
	}
}

func TestHelperReportsBadPolicy(t *testing.T) {
	p := Policy{Mode: WorkspaceWrite, Writable: []string{"relative"}}
	if _, err := p.Command("true"); err == nil || !strings.Contains(err.Error(), "not absolute") {
		t.Errorf("Command with a relative path: err = %v, want 'not absolute'", err)
	}
	if _, err := ParseMode("bogus"); err == nil {
		t.Error("ParseMode(bogus) succeeded")
	}
}

// TestWorkspaceCannotBeMovedAside: where the workspace's parent is
// writable too (a project under /tmp), a command cannot move the
// workspace away with its read-only .git/config and make a new one.
func TestWorkspaceCannotBeMovedAside(t *testing.T) {
	if Probe().ABI < 6 || !Probe().MountNS {
		t.Skipf("needs Landlock ABI 6 and namespaces")
	}
	f := newFixture(t)
	p := f.policy(t, WorkspaceWrite, false)
	p.Writable = append(p.Writable, filepath.Dir(f.ws))
	script := "mv " + f.ws + " " + f.ws + ".x && mkdir -p " + f.ws + "/.git && echo '[core] fsmonitor = x' > " + f.ws + "/.git/config"
	for name, pool := range starters(t) {
		t.Run(name, func(t *testing.T) {
			if out, ok := runVia(t, pool, p, filepath.Dir(f.ws), script); ok {
				t.Errorf("the workspace was moved aside:\n%s", out)
			}
			if got, err := os.ReadFile(f.ws + "/.git/config"); err != nil || string(got) != "[core]\n" {
				t.Errorf(".git/config = %q, %v; want it untouched", got, err)
			}
		})
	}
}

// TestReapInsideTheSandbox: with Reap the command runs under the reaper,
// still confined, and a process it left running in the background is
// killed when it ends.
func TestReapInsideTheSandbox(t *testing.T) {
	if Probe().ABI < 6 {
		t.Skipf("needs Landlock ABI 6, kernel has %d", Probe().ABI)
	}
	f := newFixture(t)
	p := f.policy(t, WorkspaceWrite, false)
	p.Reap = true
	out, ok := run(t, p, f.ws, "setsid sleep 60 & echo $! > pid; echo x > "+f.outside+"/f; echo status=$?")
	if !ok || !strings.Contains(out, "status=1") {
		t.Fatalf("ok=%v, output %q; want the write outside refused", ok, out)
	}
	data, err := os.ReadFile(filepath.Join(f.ws, "pid"))
	if err != nil {
		t.Fatal(err)
	}
	pid := strings.TrimSpace(string(data))
	if _, err := os.Stat("/proc/" + pid); err == nil {
		stat, _ := os.ReadFile("/proc/" + pid + "/stat")
		if !strings.Contains(string(stat), ") Z ") {
			t.Errorf("the background sleep (pid %s) outlived the command: %s", pid, stat)
		}
	}
}

// TestLinkedWorktree: in a linked worktree git add and git commit work
// inside the sandbox, though the git directories are outside the
// workspace, while the shared config and hooks stay read-only.
func TestLinkedWorktree(t *testing.T) {
	if Probe().ABI < 6 {
		t.Skipf("needs Landlock ABI 6, kernel has %d", Probe().ABI)
	}
	root := t.TempDir()
	repo, wt := filepath.Join(root, "repo"), filepath.Join(root, "wt")
	setup := exec.Command("bash", "-c", "git init -q "+repo+" && cd "+repo+
		" && git -c user.email=a@b -c user.name=a commit -q --allow-empty -m init && git worktree add -q "+wt)
	if out, err := setup.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	p := ForWorkspace(WorkspaceWrite, wt, "", nil, nil, false)
	self, _ := os.Executable()
	p.Helper = self
	out, ok := run(t, p, wt, "echo x > f && git add f && git -c user.email=a@b -c user.name=a commit -q -m f")
	if !ok {
		t.Errorf("git commit in a linked worktree failed:\n%s", out)
	}
	for _, script := range []string{"git config core.fsmonitor x", "echo x > " + repo + "/.git/hooks/pre-commit"} {
		if out, ok := run(t, p, wt, script); ok {
			t.Errorf("%q succeeded in the sandbox:\n%s", script, out)
		}
	}
}
