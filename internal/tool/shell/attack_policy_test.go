package shell

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/sandbox"
	"troupe/internal/tool"
)

// gitRepo makes a repository with one commit in a new workspace.
func gitRepo(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("needs git")
	}
	ws := newWorkspace(t).Root()
	for _, args := range [][]string{{"init", "-q"}, {"-c", "user.email=a@b", "-c", "user.name=a", "commit", "-q", "--allow-empty", "-m", "x"}} {
		if out, err := exec.Command("git", append([]string{"-C", ws}, args...)...).CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	return ws
}

// userGit runs the user's own plain git command in dir, outside the
// sandbox, as the user would after the session.
func userGit(t *testing.T, dir string, args ...string) string {
	t.Helper()
	c := exec.Command("git", args...)
	c.Dir = dir
	c.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null")
	out, _ := c.CombinedOutput()
	return string(out)
}

// Attacks on what runs later, outside the sandbox: each command plants
// something in the repository that would make the user's next plain git
// command run attacker code (a marker file, pwned). After the command the
// user's git must not run it, and the command's output says what was undone.
func TestAttackGitRunsLater(t *testing.T) {
	if sandbox.Probe().ABI < 6 {
		t.Skipf("needs Landlock ABI 6, kernel has %d", sandbox.Probe().ABI)
	}
	evil := `[core]\n\tfsmonitor = "touch $PWNED; false"\n\thooksPath = hk\n`
	tests := []struct {
		name, command string
		userArgs      []string // the user's git command afterwards, in ws (or sub)
		sub           string
	}{
		{"commondir to a planted copy", `cp -r .git planted && printf '` + evil + `' > planted/config; ` +
			`echo $PWD/planted > .git/commondir`, []string{"status"}, ""},
		{"config.worktree with worktreeConfig", `printf '` + evil + `' > .git/config.worktree; git config extensions.worktreeConfig true; true`, []string{"status"}, ""},
		{"modules config and hooks", `mkdir -p .git/modules/m/hooks && printf '` + evil + `' > .git/modules/m/config`, []string{"status"}, ""},
		{"hooks in .git", `printf '#!/bin/sh\ntouch $PWNED\n' > .git/hooks/pre-commit; chmod +x .git/hooks/pre-commit`, []string{"-c", "user.email=a@b", "-c", "user.name=a", "commit", "-q", "--allow-empty", "-m", "y"}, ""},
		{"nested repository", `mkdir -p sub && git init -q sub && printf '` + evil + `' >> sub/.git/config`, []string{"status"}, "sub"},
		{"gitdir file to a planted dir", `mkdir -p sub2 && cp -r .git planted2 && printf '` + evil + `' > planted2/config && echo "gitdir: $PWD/planted2" > sub2/.git`, []string{"status"}, "sub2"},
		{"new repository's config", `rm -rf .git 2>/dev/null; git init -q n && printf '` + evil + `' >> n/.git/config`, []string{"status"}, "n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ws := gitRepo(t)
			pwned := filepath.Join(t.TempDir(), "pwned")
			t.Setenv("PWNED", pwned)
			o := testOptions(t)
			o.AllowEnv = []string{"PWNED"}
			w, err := tool.NewWorkspace(ws)
			if err != nil {
				t.Fatal(err)
			}
			got := runBash(t, context.Background(), o, w, map[string]string{"command": tc.command})
			dir := filepath.Join(ws, tc.sub)
			if _, err := os.Stat(dir); err != nil {
				return // the directory the attack needed was not made: nothing to run
			}
			hook := filepath.Join(ws, "hk")
			_ = os.MkdirAll(hook, 0o755)
			_ = os.WriteFile(filepath.Join(hook, "pre-commit"), []byte("#!/bin/sh\ntouch "+pwned+"\n"), 0o755)
			userOut := userGit(t, dir, tc.userArgs...)
			if _, err := os.Stat(pwned); err == nil {
				t.Fatalf("the user's git ran attacker code\ncommand output:\n%s\nuser git:\n%s", got.Content, userOut)
			}
			t.Logf("command output: %s", got.Content)
		})
	}
}

// Secrets from the one list and troupe's data directory are unreadable;
// the session's scratch inside it stays writable.
func TestAttackSecretsAndData(t *testing.T) {
	if sandbox.Probe().ABI < 6 || !sandbox.Probe().MountNS {
		t.Skip("needs Landlock ABI 6 and a mount namespace")
	}
	home, data := t.TempDir(), t.TempDir()
	for _, rel := range []string{".pgpass", ".codex/auth.json", ".claude/.credentials.json", ".bash_history", ".cargo/credentials.toml", ".aws/credentials", ".netrc"} {
		p := filepath.Join(home, rel)
		_ = os.MkdirAll(filepath.Dir(p), 0o700)
		if err := os.WriteFile(p, []byte("hunter2\n"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	scratch := filepath.Join(data, "sessions", "s1", "scratch")
	_ = os.MkdirAll(scratch, 0o755)
	_ = os.WriteFile(filepath.Join(data, "sessions", "s1", "nkey-observer.seed"), []byte("SUhunter2\n"), 0o600)
	_ = os.MkdirAll(filepath.Join(data, "sessions", "s0"), 0o755)
	_ = os.WriteFile(filepath.Join(data, "sessions", "s0", "log.jsonl"), []byte("hunter2\n"), 0o600)
	o := testOptions(t)
	o.Home = home
	o.Sandbox.Private = []string{data}
	o.Sandbox.Writable = []string{scratch}
	ws := newWorkspace(t)
	cmd := `cat ~/.pgpass ~/.codex/auth.json ~/.claude/.credentials.json ~/.bash_history ~/.cargo/credentials.toml ~/.aws/credentials ~/.netrc /etc/shadow 2>/dev/null; ` +
		`cat ` + data + `/sessions/s1/*.seed ` + data + `/sessions/s0/log.jsonl 2>/dev/null; grep -r hunter2 ` + data + ` 2>/dev/null; ` +
		`echo ok > ` + scratch + `/note && cat ` + scratch + `/note`
	t.Setenv("HOME", home)
	got := runBash(t, context.Background(), o, ws, map[string]string{"command": cmd})
	if strings.Contains(got.Content, "hunter2") {
		t.Errorf("a secret reached the command:\n%s", got.Content)
	}
	if shadow, err := os.ReadFile("/etc/shadow"); err == nil && len(shadow) > 20 && strings.Contains(got.Content, string(shadow[:20])) {
		t.Errorf("/etc/shadow reached the command")
	}
	if !strings.Contains(got.Content, "ok") {
		t.Errorf("the scratch is not writable inside the data directory:\n%s", got.Content)
	}
}

// A module cache in a writable root is read-only without the network.
func TestAttackCacheReadOnly(t *testing.T) {
	if sandbox.Probe().ABI < 6 || !sandbox.Probe().MountNS {
		t.Skip("needs Landlock ABI 6 and a mount namespace")
	}
	home := t.TempDir()
	mod := filepath.Join(home, "go", "pkg", "mod", "example.com", "m@v1")
	_ = os.MkdirAll(mod, 0o755)
	_ = os.WriteFile(filepath.Join(mod, "m.go"), []byte("package m\n"), 0o644)
	o := testOptions(t)
	o.Home = home
	o.Sandbox.Writable = []string{filepath.Join(home, "go")}
	ws := newWorkspace(t)
	got := runBash(t, context.Background(), o, ws, map[string]string{"command": "echo 'func init() { panic(1) }' >> " + filepath.Join(mod, "m.go") + "; touch " + filepath.Join(home, "go", "other")})
	data, _ := os.ReadFile(filepath.Join(mod, "m.go"))
	if strings.Contains(string(data), "init") {
		t.Errorf("the module cache was written:\n%s", got.Content)
	}
	if _, err := os.Stat(filepath.Join(home, "go", "other")); err != nil {
		t.Errorf("the writable root around the cache is not writable: %v\n%s", err, got.Content)
	}
}
