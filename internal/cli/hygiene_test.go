package cli_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestCommandLineHygiene(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		wantCode int
		want     string // in stdout+stderr
		notWant  string
	}{
		{"unknown command with --help", []string{"nosuch", "--help"}, 2, `unknown command "nosuch"`, "Usage:"},
		{"typo is suggested", []string{"sesions", "list"}, 2, `did you mean "sessions"?`, ""},
		{"typo is suggested with --help", []string{"modles", "--help"}, 2, `did you mean "models"?`, ""},
		{"models help has only its flags", []string{"models", "--help"}, 0, "--model", "--max-turns"},
		{"models refuses run flags", []string{"models", "--max-turns", "3"}, 2, "unknown flag: --max-turns", ""},
		{"models without a model lists the catalog", []string{"models"}, 0, "Catalog", ""},
		{"sessions list help", []string{"sessions", "list", "--help"}, 0, "--json", "--model"},
		{"prune needs an age", []string{"sessions", "prune"}, 2, "--older-than", ""},
		{"prune rejects a bad age", []string{"sessions", "prune", "--older-than", "soon"}, 2, "want a duration", ""},
		{"tools run speaks --on-ask", []string{"tools", "run", "--on-ask", "maybe", "read_file", "{}"}, 2, "--on-ask must be deny or allow", ""},
		// Shell completion and help, which cobra adds late, are commands.
		{"completion bash", []string{"completion", "bash"}, 0, "__start_troupe", ""},
		{"completion zsh", []string{"completion", "zsh"}, 0, "#compdef troupe", ""},
		{"completion fish", []string{"completion", "fish"}, 0, "complete -c troupe", ""},
		{"completion of a bad shell", []string{"completion", "tcsh"}, 2, `unknown command "tcsh"`, ""},
		{"help", []string{"help"}, 0, "Available Commands:", ""},
		{"help of a command", []string{"help", "sessions"}, 0, "prune", ""},
		// Usage errors exit 2 and say what to do.
		{"unknown subcommand of a group", []string{"sessions", "lst"}, 2, `did you mean "list"?`, "Available Commands:"},
		{"a group alone prints its help", []string{"sessions"}, 0, "Available Commands:", ""},
		{"bad placement", []string{"run", "--placement", "mars", "hi"}, 2, "--placement must be local, remote or auto", ""},
		{"the hint names the command", []string{"sessions", "prune", "--older-than", "x"}, 2, "Run 'troupe sessions prune --help'", ""},
		// No Go internals in messages.
		{"bad integer flag", []string{"undo", "--turn", "abc"}, 2, `invalid argument "abc" for "--turn" flag: want a whole number`, "strconv"},
		{"integer out of range", []string{"undo", "--turn", "99999999999999999999"}, 2, "out of range", "strconv"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := execCLI(t, "", tc.args...)
			all := stdout + stderr
			if code != tc.wantCode || !strings.Contains(all, tc.want) || (tc.notWant != "" && strings.Contains(all, tc.notWant)) {
				t.Errorf("troupe %v: exit %d (want %d)\nwant %q, not %q in:\n%s", tc.args, code, tc.wantCode, tc.want, tc.notWant, all)
			}
		})
	}
}

// prune --dry-run says what it would do and removes nothing.
func TestPruneDryRunSaysWouldPrune(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	script := filepath.Join(home, "s.yaml")
	if err := os.WriteFile(script, []byte("turns:\n  - {agent: main, text: ok}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := run(t, home, "-C", ws, "run", "--model", "script:"+script, "hi"); code != 0 {
		t.Fatalf("run: exit %d: %s", code, stderr)
	}
	logs, _ := filepath.Glob(filepath.Join(home, "sessions", "*", "log.jsonl"))
	if len(logs) != 1 {
		t.Fatalf("want one session, found %v", logs)
	}
	code, stdout, stderr := run(t, home, "sessions", "prune", "--all", "--older-than", "0s", "--dry-run")
	if code != 0 || !strings.Contains(stdout, "1 sessions would be pruned") || strings.Contains(stdout, "sessions pruned") {
		t.Errorf("exit %d, stdout %q, stderr %q; want \"would be pruned\"", code, stdout, stderr)
	}
	if _, err := os.Stat(logs[0]); err != nil {
		t.Errorf("a dry run removed the session: %v", err)
	}
}

// version reports the module version and the VCS revision from build info.
func TestVersionFromBuildInfo(t *testing.T) {
	out, err := exec.Command(binary, "version").CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	s := string(out)
	if !strings.HasPrefix(s, "troupe ") || strings.Contains(s, "troupe dev") || !strings.Contains(s, "go1.") {
		t.Errorf("version = %q; want the module version and Go version from build info", s)
	}
	info, err := exec.Command("go", "version", "-m", binary).Output()
	if err != nil {
		t.Fatal(err)
	}
	// The build stamps VCS data unless told not to (GOFLAGS=-buildvcs=false).
	for _, line := range strings.Split(string(info), "\n") {
		if f := strings.Fields(line); len(f) == 2 && strings.HasPrefix(f[1], "vcs.revision=") {
			if rev := strings.TrimPrefix(f[1], "vcs.revision="); !strings.Contains(s, rev[:12]) {
				t.Errorf("version = %q; want the VCS revision %s", s, rev[:12])
			}
			return
		}
	}
	t.Logf("the test binary carries no VCS data (GOFLAGS=%q); version = %q", os.Getenv("GOFLAGS"), s)
}

// Sessions: listed per project by default, --all, --json with the recorded
// slot models, rm, prune; resume without an id takes this project's newest
// and restores its model and workspace.
func TestSessionsLifecycle(t *testing.T) {
	home, ws, other := t.TempDir(), t.TempDir(), t.TempDir()
	script := writeFile(t, t.TempDir(), "s.yaml", `
turns:
  - {agent: main, expect: "^one$", text: "first"}
  - {agent: main, expect: "^two$", text: "second"}
  - {agent: main, expect: "^three$", text: "third"}
`)
	if code, out, errs := run(t, home, "run", "-C", ws, "--model", "script:"+script, "one"); code != 0 {
		t.Fatalf("run: %d %s %s", code, out, errs)
	}
	time.Sleep(10 * time.Millisecond) // distinct creation times order the list
	if code, out, errs := run(t, home, "run", "-C", other, "--model", "script:"+script, "two"); code != 0 {
		t.Fatalf("run: %d %s %s", code, out, errs)
	}
	code, out, _ := run(t, home, "sessions", "list", "-C", ws, "--json")
	var list []struct {
		ID        string            `json:"id"`
		Workspace string            `json:"workspace"`
		Models    map[string]string `json:"models"`
	}
	if err := json.Unmarshal([]byte(out), &list); code != 0 || err != nil {
		t.Fatalf("sessions list --json: exit %d, %v\n%s", code, err, out)
	}
	if len(list) != 1 || list[0].Workspace != ws || list[0].Models["action"] != "script:"+script {
		t.Fatalf("this project's sessions = %+v; want the one in %s with its action model", list, ws)
	}
	if _, all, _ := run(t, home, "sessions", "list", "--all"); strings.Count(all, "\n") != 3 {
		t.Errorf("sessions list --all:\n%s", all)
	}
	// Resume with no id, from another directory with -C, and no --model:
	// the recorded model answers.
	// Without an id: this project's newest session, opened for a person
	// (input is empty here, so it ends at once).
	code, out, errs := run(t, home, "resume", "-C", ws, "--no-tui")
	if code != 0 || !strings.Contains(out, "session "+list[0].ID) {
		t.Errorf("resume without an id: exit %d\n%s\n%s", code, out, errs)
	}
	code, out, errs = run(t, home, "resume", list[0].ID, "three", "-o", "json")
	if code != 0 || !strings.Contains(out, `"result": "third"`) {
		t.Fatalf("resume by id without --model or -C: exit %d\n%s\n%s", code, out, errs)
	}
	if code, out, errs := run(t, home, "sessions", "rm", list[0].ID); code != 0 || !strings.Contains(out, "removed") {
		t.Fatalf("sessions rm: %d %s %s", code, out, errs)
	}
	if _, err := os.Stat(filepath.Join(home, "sessions", list[0].ID)); !os.IsNotExist(err) {
		t.Errorf("the removed session's directory is still there: %v", err)
	}
	if code, out, _ := run(t, home, "sessions", "prune", "--all", "--older-than", "0s"); code != 0 || !strings.Contains(out, "1 sessions pruned") {
		t.Errorf("sessions prune: exit %d\n%s", code, out)
	}
}

// An unknown config key names the key and the nearest valid one, not a Go type.
func TestUnknownConfigKeySuggests(t *testing.T) {
	tests := []struct{ yaml, want string }{
		{"modle: openai/gpt-4.1\n", `line 1: unknown key "modle" (did you mean "model"?)`},
		{"tools: {bash_timout: 1m}\n", `unknown key "bash_timout" (did you mean "bash_timeout"?)`},
	}
	for _, tc := range tests {
		// The user's config: a workspace's own is read only once trusted.
		home := t.TempDir()
		writeFile(t, home, ".config/troupe/config.yaml", tc.yaml)
		code, _, stderr := execCLIHome(t, home, "", "models", "-C", t.TempDir())
		if code == 0 || !strings.Contains(stderr, tc.want) || strings.Contains(stderr, "config.Config") {
			t.Errorf("%q: exit %d, stderr %q; want %q", tc.yaml, code, stderr, tc.want)
		}
	}
}
