package prompt_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/prompt"
)

func TestLoadAllWithImports(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	files := map[string]string{
		filepath.Join(home, ".claude", "CLAUDE.md"):         "Answer tersely. @rules/style.md",
		filepath.Join(home, ".claude", "rules", "style.md"): "USER STYLE RULE",
		filepath.Join(home, ".ssh", "id_rsa"):               "PRIVATE KEY",
		filepath.Join(home, "notes.md"):                     "HOME NOTES",
		filepath.Join(ws, "CLAUDE.md"): "Project rules.\nSee @docs/build.md and @~/.ssh/id_rsa and @../outside.md.\n" +
			"Also @~/notes.md and `@docs/ignored.md` and @loop/a.md and @deep/1.md\n```\n@docs/fenced.md\n```\nmail me @someone",
		filepath.Join(ws, "docs", "build.md"):         "BUILD WITH make all; details @more.md",
		filepath.Join(ws, "docs", "more.md"):          "NESTED RELATIVE",
		filepath.Join(ws, "docs", "ignored.md"):       "IN A CODE SPAN",
		filepath.Join(ws, "docs", "fenced.md"):        "IN A FENCE",
		filepath.Join(ws, "loop", "a.md"):             "LOOP A @b.md",
		filepath.Join(ws, "loop", "b.md"):             "LOOP B @a.md",
		filepath.Join(ws, "CLAUDE.local.md"):          "MY LOCAL NOTE",
		filepath.Join(filepath.Dir(ws), "outside.md"): "OUTSIDE",
	}
	for i := 1; i <= 7; i++ {
		files[filepath.Join(ws, "deep", strings.Repeat("x/", 0)+itoa(i)+".md")] = "DEPTH " + itoa(i) + " @" + itoa(i+1) + ".md"
	}
	for p, s := range files {
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	set, err := prompt.LoadAll(prompt.LoadOptions{Workspace: ws, Home: home, ProjectTrusted: true})
	if err != nil {
		t.Fatal(err)
	}
	all := set.User.Text + set.Project.Text + set.Local.Text
	for _, want := range []string{"USER STYLE RULE", "BUILD WITH make all", "NESTED RELATIVE", "LOOP A", "LOOP B", "DEPTH 5", "MY LOCAL NOTE"} {
		if !strings.Contains(all, want) {
			t.Errorf("missing %q", want)
		}
	}
	for _, bad := range []string{"PRIVATE KEY", "OUTSIDE", "HOME NOTES", "IN A CODE SPAN", "IN A FENCE", "DEPTH 6"} {
		if strings.Contains(all, bad) {
			t.Errorf("%q was imported", bad)
		}
	}
	problems := strings.Join(set.Problems, "\n")
	for _, want := range []string{"@~/.ssh/id_rsa: a secret file", "@../outside.md: outside the workspace", "@~/notes.md: outside the workspace",
		"a cycle of imports", "more than 5 hops"} {
		if !strings.Contains(problems, want) {
			t.Errorf("problems lack %q:\n%s", want, problems)
		}
	}
	if strings.Count(all, "LOOP A") != 1 { // a.md once: b.md importing a.md again is refused as a cycle
		t.Errorf("LOOP A appears %d times:\n%s", strings.Count(all, "LOOP A"), all)
	}

	// An untrusted workspace brings nothing; the user's file still counts.
	set, _ = prompt.LoadAll(prompt.LoadOptions{Workspace: ws, Home: home})
	if set.Project.Text != "" || set.Local.Text != "" || !strings.Contains(set.User.Text, "USER STYLE RULE") {
		t.Errorf("untrusted: %+v", set)
	}
}

func itoa(i int) string { return string(rune('0' + i)) }
