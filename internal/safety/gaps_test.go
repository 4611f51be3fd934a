package safety_test

import (
	"testing"

	"troupe/internal/safety"
)

// TestAnalyzerGaps holds the commands of issue 13 that got past the
// analyzer, run against peers' test cases: what auto-edit must ask (or
// deny) and what auto lets run (in the sandbox), plus the read-only
// commands auto-edit used to over-ask.
func TestAnalyzerGaps(t *testing.T) {
	A, Q, D := safety.Allow, safety.Ask, safety.Deny
	tests := []struct {
		name     string
		cmd      string
		autoEdit safety.Verdict
		auto     safety.Verdict
	}{
		// Code inside interpreters: asked in auto-edit, sandboxed in auto.
		{"python -c", `python3 -c "import shutil; shutil.rmtree('/')"`, Q, A},
		{"node -e", `node -e "require('fs').rmSync('/', {recursive: true})"`, Q, A},
		{"perl -e", `perl -e 'system("rm -rf /")'`, Q, A},
		{"awk system", `awk 'BEGIN{system("rm -rf /")}'`, Q, A},
		{"python heredoc", "python3 - <<'EOF'\nimport os\nos.system('rm -rf ~')\nEOF", Q, A},
		{"xargs sh -c", `xargs -I{} bash -c 'rm -rf {}'`, Q, A},
		{"parallel", `parallel rm -rf ::: /tmp/a`, Q, A},
		{"script -c", `script -c 'id' /dev/null`, Q, A},
		{"git -c alias", `git -c alias.x='!rm -rf ~' x`, Q, A},
		{"git -c pager on a read", `git -c core.pager='sh -c id' log`, Q, A},
		{"git diff --ext-diff", `git diff --ext-diff`, Q, A},
		{"git log --output", `git log --output=/tmp/x`, Q, A},
		{"alias expansion", "shopt -s expand_aliases\nalias x='rm -rf ~'\nx", D, D},
		{"rg --pre", `rg --pre ./evil pattern`, Q, A},
		{"rg --pre=", `rg --pre=cat pattern`, Q, A},
		{"rg --hostname-bin", `rg --hostname-bin ./evil pattern`, Q, A},
		{"rg -z", `rg -z pattern`, Q, A},
		{"rg -uz", `rg -uz pattern`, Q, A},
		{"sed e flag", `sed 's/x/id/e' f.txt`, Q, A},
		{"sed w command", `sed -n '1w /tmp/out' f.txt`, Q, A},
		{"sed e command", `sed '1e id' f.txt`, Q, A},
		{"find -exec", `find . -name '*.go' -exec rm {} +`, Q, A},
		// Git commands that discard work: asked in auto-edit; in auto they
		// run after a checkpoint (see safety.DiscardsWork).
		{"git restore f", `git restore f.go`, Q, A},
		{"git checkout -- f", `git checkout -- f.go`, Q, A},
		{"git checkout HEAD f", `git checkout HEAD f.go`, Q, A},
		{"git switch -f", `git switch -f main`, Q, A},
		{"git switch --discard-changes", `git switch --discard-changes main`, Q, A},
		{"git stash drop", `git stash drop`, Q, A},
		{"git reset --merge", `git reset --merge`, Q, A},
		{"git worktree remove --force", `git worktree remove --force ../wt`, Q, A},
		// Admin and network: asked in auto-edit; the sandbox stops them in
		// auto, where a network command is asked only for the network (with
		// nobody to ask it runs without it: see TestNonInteractiveNetwork).
		{"iptables -F", `iptables -F`, Q, A},
		{"systemctl stop", `systemctl stop nginx`, Q, A},
		{"mount", `mount /dev/sda1 /mnt`, Q, A},
		{"ssh", `ssh host uptime`, Q, Q},
		{"nc", `nc -l 8080`, Q, Q},
		{"npm -g", `npm install -g left-pad`, Q, Q},
		// Protected paths: asked in every mode.
		{"fsmonitor via redirect", `printf '[core]\n\tfsmonitor = ./x\n' >> .git/config`, Q, Q},
		{"fsmonitor via git config", `git config core.fsmonitor ./x`, Q, Q},
		{"git hooks path", `git config core.hooksPath .githooks`, Q, Q},
		{"hook", `cp evil .git/hooks/pre-commit`, Q, Q},
		{"troupe permissions", `echo 'rules: [{allow: "bash *"}]' > .troupe/permissions.yaml`, Q, Q},
		{"claude settings", `tee .claude/settings.json < x`, Q, Q},
		{"mcp servers", `echo '{}' > .mcp.json`, Q, Q},
		{"ci workflow", `cp x.yml .github/workflows/ci.yml`, Q, Q},
		{"git config read", `git config --get user.name`, A, A},
		{"git config read one", `git config user.name`, A, A},
		// Over-asking in auto-edit: read-only.
		{"ps aux", `ps aux`, A, A},
		{"docker ps", `docker ps`, A, A},
		{"kubectl get pods", `kubectl get pods`, A, A},
		{"gh pr view", `gh pr view 12`, A, A},
		{"tar tf", `tar tf x.tar`, A, A},
		{"tar -tzf", `tar -tzf x.tar.gz`, A, A},
		{"tar with a program", `tar -t --to-command=sh -f x.tar`, Q, A},
		{"unzip -l", `unzip -l x.zip`, A, A},
		{"node --version", `node --version`, A, A},
		{"python3 --version", `python3 --version`, A, A},
		{"go version", `go version`, A, A},
		{"workspace script --version", `./build.sh --version`, Q, A},
		{"git -C . branch", `git -C . branch --show-current`, A, A},
		{"rg plain", `rg -n TODO internal`, A, A},
		{"sed print", `sed -n '1,5p' f.txt`, A, A},
		{"sed substitute", `sed 's/a/b/g' f.txt`, A, A},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, c := range []struct {
				mode safety.Mode
				want safety.Verdict
			}{{safety.ModeAutoEdit, tt.autoEdit}, {safety.ModeAuto, tt.auto}} {
				p := &safety.Policy{Mode: c.mode}
				if d := p.Decide(bash(tt.cmd)); d.Verdict != c.want {
					t.Errorf("%s: %q = %s (%s), want %s", c.mode, tt.cmd, d.Verdict, d, c.want)
				}
			}
		})
	}
}

// TestUnsandboxedAutoAsks: without the sandbox, auto mode falls back to
// asking for what is not read-only.
func TestUnsandboxedAutoAsks(t *testing.T) {
	p := &safety.Policy{Mode: safety.ModeAuto, Unsandboxed: true}
	for cmd, want := range map[string]safety.Verdict{
		"python3 -c 'print(1)'": safety.Ask,
		"make test":             safety.Ask,
		"ls -la":                safety.Allow,
		"rm -rf ~":              safety.Deny,
	} {
		if d := p.Decide(bash(cmd)); d.Verdict != want {
			t.Errorf("%q = %s, want %s", cmd, d, want)
		}
	}
}

// TestProtectedPathWrites: file tools writing a protected path are asked
// in every mode unless a rule names the path.
func TestProtectedPathWrites(t *testing.T) {
	allow := safety.Rule{Tool: "write_file", Path: ".troupe/**", Action: safety.Allow}
	tests := []struct {
		path  string
		rules []safety.Rule
		want  safety.Verdict
	}{
		{ws + "/.git/config", nil, safety.Ask},
		{ws + "/.git/hooks/pre-commit", nil, safety.Ask},
		{ws + "/vendor/x/.git/hooks/post-checkout", nil, safety.Ask},
		{ws + "/.troupe/permissions.yaml", nil, safety.Ask},
		{ws + "/.troupe/permissions.yaml", []safety.Rule{allow}, safety.Allow},
		{ws + "/.claude/settings.json", nil, safety.Ask},
		{ws + "/.mcp.json", nil, safety.Ask},
		{ws + "/.github/workflows/ci.yml", nil, safety.Ask},
		{ws + "/.github/CODEOWNERS", nil, safety.Allow},
		{ws + "/main.go", nil, safety.Allow},
		{ws + "/.gitignore", nil, safety.Allow},
	}
	for _, tt := range tests {
		p := &safety.Policy{Mode: safety.ModeAuto, Rules: tt.rules}
		if d := p.Decide(write(tt.path)); d.Verdict != tt.want {
			t.Errorf("write %s = %s, want %s", tt.path, d, tt.want)
		}
	}
}

func TestKnownTempDir(t *testing.T) {
	tests := []struct {
		cmd  string
		env  map[string]string
		want safety.Verdict
	}{
		{"rm -rf $TMPDIR/x", map[string]string{"TMPDIR": "/tmp/u"}, safety.Allow},
		{"rm -rf ${TMPDIR}/x", map[string]string{"TMPDIR": "/tmp/u"}, safety.Allow},
		{"rm -rf $TMPDIR/x", nil, safety.Ask},
		{"rm -rf $TMPDIR/x", map[string]string{"TMPDIR": ""}, safety.Ask},
		{"TMPDIR=/; rm -rf $TMPDIR/etc", map[string]string{"TMPDIR": "/tmp/u"}, safety.Ask},
		{"rm -rf $TMPDIR", map[string]string{"TMPDIR": "/tmp"}, safety.Deny},
	}
	for _, tt := range tests {
		p := &safety.Policy{Mode: safety.ModeAuto, Env: tt.env, TempDirs: []string{"/tmp/u"}}
		if d := p.Decide(bash(tt.cmd)); d.Verdict < tt.want || tt.want == safety.Allow && d.Verdict != safety.Allow {
			t.Errorf("%q with %v = %s, want %s", tt.cmd, tt.env, d, tt.want)
		}
	}
}

func TestDiscardsWork(t *testing.T) {
	tests := map[string]bool{
		"git restore f.go":                 true,
		"git restore --staged f.go":        false,
		"git checkout -- f.go":             true,
		"git checkout HEAD f.go":           true,
		"git checkout main":                false,
		"git checkout -b new origin/main":  false,
		"git switch -f main":               true,
		"git switch --discard-changes x":   true,
		"git stash drop":                   true,
		"git stash":                        false,
		"git reset --merge":                true,
		"git reset --hard":                 true,
		"git reset HEAD~1":                 false,
		"git worktree remove --force ../w": true,
		"git clean -fd":                    true,
		"git -C sub checkout -- .":         true,
		"env git restore x":                true,
		"git status":                       false,
		"rm -rf build":                     false,
	}
	for cmd, want := range tests {
		if got, why := safety.DiscardsWork(cmd); got != want {
			t.Errorf("DiscardsWork(%q) = %v (%s), want %v", cmd, got, why, want)
		}
	}
}
