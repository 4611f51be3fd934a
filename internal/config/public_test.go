package config

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/diag"
)

// publicSnapshot extracts the newest commit of a public repository's
// snapshot (a bare git directory under $TROUPE_PUBLIC_SNAPSHOTS, default
// /work/.mirror, as owner+name/repo) into a temporary directory, or skips
// the test when the snapshot is not on this machine. Nothing of it is
// kept in the project.
func publicSnapshot(t *testing.T, repo string) string {
	t.Helper()
	root := os.Getenv("TROUPE_PUBLIC_SNAPSHOTS")
	if root == "" {
		root = "/work/.mirror"
	}
	git := filepath.Join(root, strings.ReplaceAll(repo, "/", "+"), "repo")
	if _, err := os.Stat(git); err != nil {
		t.Skipf("no snapshot of %s at %s", repo, git)
	}
	if _, err := exec.LookPath("tar"); err != nil {
		t.Skip("tar is not installed")
	}
	dir := t.TempDir()
	cmd := exec.Command("sh", "-c", `git --git-dir="$1" archive HEAD | tar -x -C "$2"`, "sh", git, dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("extract %s: %v\n%s", repo, err, out)
	}
	return dir
}

// The two large public collections of Claude Code subagents load as a
// set: at least 99 % of their files become types, the rest are skipped with
// a reason, and loading never fails.
func TestPublicAgentCollections(t *testing.T) {
	for _, tt := range []struct{ repo, sub string }{
		{"VoltAgent/awesome-claude-code-subagents", "categories"},
		{"wshobson/agents", "plugins"},
	} {
		t.Run(tt.repo, func(t *testing.T) {
			dir := filepath.Join(publicSnapshot(t, tt.repo), tt.sub)
			// wshobson's keep agents in plugins/*/agents/; gather them the
			// way a user copies them into ~/.claude/agents.
			agents := dir
			if tt.sub == "plugins" {
				agents = t.TempDir()
				files, _ := filepath.Glob(filepath.Join(dir, "*", "agents", "*.md"))
				for _, f := range files {
					rel, _ := filepath.Rel(dir, f)
					dst := filepath.Join(agents, strings.ReplaceAll(rel, string(filepath.Separator)+"agents"+string(filepath.Separator), string(filepath.Separator)))
					os.MkdirAll(filepath.Dir(dst), 0o755)
					data, _ := os.ReadFile(f)
					os.WriteFile(dst, data, 0o644)
				}
			}
			c := Default()
			if err := loadAgentDirs([]string{agents}, c.Subagents.Types, &c.Diag); err != nil {
				t.Fatalf("load: %v", err)
			}
			c.ResolveAgentModels()
			if err := c.Validate(); err != nil {
				t.Fatalf("Validate: %v", err)
			}
			loaded, skipped, warned := c.Diag.Count(diag.Agent, diag.Loaded), c.Diag.Count(diag.Agent, diag.Skipped), c.Diag.Count(diag.Agent, diag.Warning)
			total := loaded + skipped
			t.Logf("%s: %d files, %d loaded, %d skipped, %d warnings", tt.repo, total, loaded, skipped, warned)
			for _, e := range c.Diag.Problems() {
				if e.Status == diag.Skipped {
					t.Logf("  %s", e)
				}
			}
			if total == 0 || loaded*100 < total*99 {
				t.Errorf("%d of %d files loaded, want at least 99 %%", loaded, total)
			}
		})
	}
}
