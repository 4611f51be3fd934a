package safety

import (
	"path"
	"strings"

	"troupe/internal/lazy"
)

// gitValueOpts are git's global options that take the next argument as
// their value.
var gitValueOpts = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"-C": true, "-c": true, "--git-dir": true, "--work-tree": true,
		"--namespace": true, "--super-prefix": true, "--config-env": true, "--exec-path": true}
}}

// gitSubcommand splits a git argv (without "git") into the subcommand
// and its arguments, skipping global options.
func gitSubcommand(args []string) (string, []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case gitValueOpts.Get()[a]:
			i++
		case strings.HasPrefix(a, "-"):
		default:
			return a, args[i+1:]
		}
	}
	return "", nil
}

// DiscardsWork reports whether cmd runs a git command that throws away
// uncommitted work or stashes (git restore, git checkout -- f,
// git checkout HEAD f, git switch -f, git stash drop, git reset --hard,
// git clean -f, git worktree remove --force, ...), and names it. In auto
// mode such a command runs only after a checkpoint. A command that cannot
// be parsed counts as not discarding: the analyzer asks for it anyway.
func DiscardsWork(cmd string) (bool, string) {
	return discardsWork(analyzeCommand(cmd, CommandContext{}))
}

func discardsWork(an *analysis) (bool, string) {
	for _, c := range an.calls {
		if len(c.argv) == 0 || path.Base(c.argv[0]) != "git" {
			continue
		}
		if why := gitDiscards(c.argv[1:]); why != "" {
			return true, why
		}
	}
	return false, ""
}

// gitDiscards names what a git argv (without "git") discards, or "".
func gitDiscards(argv []string) string {
	sub, args := gitSubcommand(argv)
	flags := map[string]bool{}
	var operands []string
	dashdash := false
	for _, a := range args {
		switch {
		case a == "--":
			dashdash = true
		case strings.HasPrefix(a, "-") && !dashdash:
			flags[a] = true
		default:
			operands = append(operands, a)
		}
	}
	has := func(names ...string) bool {
		for _, n := range names {
			if flags[n] {
				return true
			}
		}
		return false
	}
	switch sub {
	case "restore":
		if has("--staged", "-S") && !has("--worktree", "-W") {
			return ""
		}
		return "git restore overwrites uncommitted changes"
	case "checkout":
		switch {
		case has("-f", "--force"):
			return "git checkout --force discards local changes"
		case dashdash && len(operands) > 0, len(operands) > 1 && !has("-b", "-B", "--orphan"),
			len(operands) == 1 && (operands[0] == "." || operands[0] == ":/"):
			return "git checkout of paths overwrites uncommitted changes"
		}
	case "switch":
		if has("-f", "--force", "--discard-changes") {
			return "git switch --discard-changes discards local changes"
		}
	case "stash":
		if len(operands) > 0 && (operands[0] == "drop" || operands[0] == "clear") {
			return "git stash " + operands[0] + " deletes stashed work"
		}
	case "reset":
		if has("--hard", "--merge", "--keep") {
			return "git reset --hard/--merge discards uncommitted changes"
		}
	case "clean":
		if has("-f", "--force", "-fd", "-df", "-fdx", "-xfd", "-ffd", "-fx", "-xf") && !has("-n", "--dry-run") {
			return "git clean -f deletes untracked files"
		}
	case "worktree":
		if len(operands) > 0 && operands[0] == "remove" && has("-f", "--force") {
			return "git worktree remove --force deletes a worktree with its changes"
		}
	}
	return ""
}
