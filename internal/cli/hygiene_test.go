package cli_test

import (
	"strings"
	"testing"

	"troupe/internal/cli"
)

// Usage errors exit 2, say what to do, and never show Go's wording.
func TestUsageErrorsSuggestAndHideGo(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"sessions", "lst"}, `did you mean "list"?`},
		{[]string{"sessions", "rm"}, "sessions rm got 0 arguments (usage: troupe sessions rm"},
		{[]string{"doctor", "extra"}, `doctor takes no arguments, got "extra" (usage: troupe doctor`},
		{[]string{"version", "x"}, `version takes no arguments, got "x"`},
		{[]string{"run", "--max-turn", "3", "x"}, "unknown flag: --max-turn (did you mean --max-turns?)"},
		{[]string{"run", "--max-turns", "abc", "x"}, `invalid argument "abc" for "--max-turns" flag: want a whole number`},
		{[]string{"undo", "--turn", "abc"}, "want a whole number"},
		{[]string{"--placement", "mars", "run", "x"}, "--placement must be local, remote or auto"},
		{[]string{"--think", "extreme", "run", "x"}, "--think: thinking level must be off, low, medium or high"},
		{[]string{"completion", "tcsh"}, `did you mean "bash"?`},
		{[]string{"sessions", "prune", "--older-than", "xyz"}, "want a duration like 30d or 12h"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, _, stderr := run(t, t.TempDir(), tt.args...)
			if code != cli.ExitUsage {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, cli.ExitUsage, stderr)
			}
			if !strings.Contains(stderr, tt.want) {
				t.Errorf("stderr %q lacks %q", stderr, tt.want)
			}
			for _, bad := range []string{"strconv.", "arg(s)", "troupe: troupe ", "prompt: ", "time: "} {
				if strings.Contains(stderr, bad) {
					t.Errorf("stderr shows %q: %s", bad, stderr)
				}
			}
		})
	}
}

// Shell completion and help work; a dry run says what it would prune.
func TestCompletionHelpAndDryRun(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"completion", "bash"}, "bash completion"},
		{[]string{"completion", "zsh"}, "#compdef troupe"},
		{[]string{"completion", "fish"}, "complete -c troupe"},
		{[]string{"help"}, "Usage:"},
		{[]string{"help", "run"}, "troupe run"},
		{[]string{"sessions", "prune", "--dry-run", "--older-than", "0d"}, "would be pruned (dry run: nothing removed)"},
	} {
		code, stdout, stderr := run(t, t.TempDir(), tc.args...)
		if code != 0 || !strings.Contains(stdout, tc.want) {
			t.Errorf("%v: exit %d, stdout lacks %q:\n%.300s\nstderr: %s", tc.args, code, tc.want, stdout, stderr)
		}
	}
}
