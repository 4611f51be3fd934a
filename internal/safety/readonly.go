package safety

import (
	"path"
	"strings"

	"troupe/internal/lazy"
)

// readOnlyPrograms only read files and print; auto-edit mode runs them
// without asking. Programs that can write depending on their options are
// checked by readOnlyCall.
var readOnlyPrograms = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"ls": true, "pwd": true, "cat": true, "head": true, "tail": true,
		"wc": true, "grep": true, "egrep": true, "fgrep": true, "tree": true, "du": true,
		"df": true, "stat": true, "file": true, "which": true, "whereis": true, "type": true, "echo": true,
		"printf": true, "true": true, "false": true, "date": true, "whoami": true, "id": true, "uname": true,
		"hostname": true, "basename": true, "dirname": true, "realpath": true, "readlink": true, "cut": true,
		"tr": true, "uniq": true, "nl": true, "column": true, "diff": true, "cmp": true, "comm": true,
		"md5sum": true, "sha1sum": true, "sha256sum": true, "sha512sum": true, "shasum": true, "xxd": true,
		"od": true, "hexdump": true, "strings": true, "jq": true, "test": true, "[": true, "cd": true,
		"seq": true, "tac": true, "fold": true, "expr": true, "printenv": true, "sleep": true,
		"ps": true, "pgrep": true, "uptime": true, "free": true, "nproc": true, "lsof": true, "zipinfo": true}
}}

// codeArgs are programs whose arguments include a program of their own
// (an awk or sed script): read-only only when every word is known.
var codeArgs = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"awk": true, "gawk": true, "mawk": true, "nawk": true, "sed": true,
		"less": true, "more": true, "man": true}
}}

// transparent wrappers change how a command runs, not what it can touch.
var transparent = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"env": true, "nice": true, "timeout": true, "time": true,
		"command": true, "nohup": true, "stdbuf": true}
}}

// readOnly reports whether every command only reads: auto-edit mode's
// "safe command" check, done on the parsed command rather than by prefix.
func (an *analysis) readOnly() bool {
	if an == nil || an.failed || len(an.calls) == 0 {
		return false
	}
	for _, w := range an.writes {
		if !harmlessDevice(w) {
			return false
		}
	}
	for _, c := range an.calls {
		if c.dynamic || len(c.envs) > 0 && anyRisky(c.envs) {
			return false
		}
		if c.script || len(c.argv) > 0 && transparent.Get()[path.Base(c.argv[0])] {
			continue
		}
		if c.unknown && codeArgs.Get()[path.Base(c.argv[0])] {
			return false // a program text known only at run time
		}
		if !readOnlyCall(c.argv) {
			return false
		}
	}
	return true
}

func readOnlyCall(argv []string) bool {
	name := path.Base(argv[0])
	if readOnlyPrograms.Get()[name] || moreReadOnlyPrograms.Get()[name] {
		return true
	}
	args := argv[1:]
	if versionCheck(argv) {
		return true
	}
	if ro, ok := readOnlyMore(name, args); ok {
		return ro
	}
	switch name {
	case "rg":
		return readOnlyRg(args)
	case "tar":
		return readOnlyTar(args)
	case "unzip":
		return anyArg(args, func(a string) bool { return a == "-l" || a == "-v" || a == "-t" || a == "-Z" }) &&
			!anyArg(args, func(a string) bool { return a == "-d" })
	case "docker", "podman":
		return len(args) > 0 && readOnlySub(args[0], "ps", "images", "version", "info", "inspect", "logs", "stats")
	case "kubectl":
		return len(args) > 0 && readOnlySub(args[0], "get", "describe", "logs", "version", "top", "explain", "api-resources")
	case "gh":
		return len(args) > 1 && readOnlySub(args[0], "pr", "issue", "repo", "run", "release", "workflow") &&
			readOnlySub(args[1], "view", "list", "status", "diff", "checks") ||
			len(args) > 0 && readOnlySub(args[0], "status")
	case "find":
		for _, a := range args {
			switch a {
			case "-delete", "-exec", "-execdir", "-ok", "-okdir", "-fprint", "-fprint0", "-fprintf", "-fls":
				return false
			}
		}
		return true
	case "sort":
		return !anyArg(args, func(a string) bool { return a == "-o" || strings.HasPrefix(a, "--output") })
	case "sed":
		return !anyArg(args, func(a string) bool {
			return strings.HasPrefix(a, "-i") || strings.HasPrefix(a, "--in-place") ||
				len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.Contains(a, "i")
		}) && !sedExecutes(args)
	case "git":
		return readOnlyGit(args)
	}
	return false
}

func anyArg(args []string, f func(string) bool) bool {
	for _, a := range args {
		if f(a) {
			return true
		}
	}
	return false
}

// readOnlyGit accepts git subcommands that only inspect the repository.
func readOnlyGit(args []string) bool {
	for len(args) > 0 {
		switch {
		case args[0] == "--no-pager" || args[0] == "-P" || args[0] == "--no-optional-locks":
			args = args[1:]
		case args[0] == "-C" && len(args) > 1: // another directory, still only read
			args = args[2:]
		default:
			goto sub
		}
	}
sub:
	if anyArg(args, func(a string) bool {
		return a == "-c" || strings.HasPrefix(a, "--config-env") || strings.HasPrefix(a, "--exec-path") ||
			a == "--ext-diff" || strings.HasPrefix(a, "--output")
	}) {
		return false // configuration and external programs can run code
	}
	if len(args) == 0 {
		return false
	}
	sub, rest := args[0], args[1:]
	options := func() bool { // no operands: only listing options
		return !anyArg(rest, func(a string) bool { return !strings.HasPrefix(a, "-") })
	}
	switch sub {
	case "status", "log", "diff", "show", "rev-parse", "ls-files", "ls-tree", "blame", "describe",
		"shortlog", "grep", "cat-file", "rev-list", "merge-base", "reflog", "whatchanged":
		return !anyArg(rest, func(a string) bool { return strings.HasPrefix(a, "--output") })
	case "branch", "tag":
		return options() && !anyArg(rest, func(a string) bool {
			return a != "-a" && a != "-r" && a != "-v" && a != "-vv" && a != "--list" && a != "-l" &&
				!strings.HasPrefix(a, "--sort") && !strings.HasPrefix(a, "--format") &&
				a != "--show-current" && a != "--all" && a != "--remotes"
		})
	case "remote":
		return len(rest) == 0 || len(rest) == 1 && rest[0] == "-v"
	case "stash":
		return len(rest) > 0 && (rest[0] == "list" || rest[0] == "show")
	case "config":
		operands := 0
		for _, a := range rest {
			if !strings.HasPrefix(a, "-") {
				operands++
			}
		}
		return anyArg(rest, func(a string) bool { return a == "--get" || a == "--list" || a == "-l" || a == "--get-all" }) ||
			operands == 1 && !anyArg(rest, func(a string) bool { return strings.HasPrefix(a, "-") }) &&
				rest[0] != "edit" && rest[0] != "set" && rest[0] != "unset"
	}
	return false
}
