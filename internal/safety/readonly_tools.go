package safety

import (
	"path"
	"strings"
)

// readOnlySub reports whether sub is one of the read-only subcommands.
func readOnlySub(sub string, subs ...string) bool {
	for _, s := range subs {
		if sub == s {
			return true
		}
	}
	return false
}

// versionCheck reports a bare program asked only for its version
// ("node --version", "go version"): a program found on PATH, not a
// script in the workspace.
func versionCheck(argv []string) bool {
	if len(argv) != 2 || strings.Contains(argv[0], "/") {
		return false
	}
	switch argv[1] {
	case "--version", "-version", "-V":
		return true
	case "version":
		return readOnlySub(path.Base(argv[0]), "go", "docker", "kubectl", "helm", "terraform", "gh", "podman")
	}
	return false
}

// readOnlyRg is ripgrep without the options that run programs: --pre
// (a preprocessor per file), --hostname-bin, and -z/--search-zip (which
// runs decompressors).
func readOnlyRg(args []string) bool {
	return !anyArg(args, func(a string) bool {
		switch {
		case a == "--":
			return false
		case strings.HasPrefix(a, "--pre") && !strings.HasPrefix(a, "--pre-glob"),
			strings.HasPrefix(a, "--hostname-bin"), a == "--search-zip":
			return true
		case len(a) > 1 && a[0] == '-' && a[1] != '-':
			return strings.ContainsRune(a[1:], 'z')
		}
		return false
	})
}

// readOnlyTar is tar listing an archive (t, --list) without options that
// run programs or write.
func readOnlyTar(args []string) bool {
	if len(args) == 0 {
		return false
	}
	list := false
	for i, a := range args {
		switch {
		case a == "--list" || a == "-t":
			list = true
		case i == 0 && !strings.HasPrefix(a, "--") && strings.Contains(strings.TrimPrefix(a, "-"), "t"):
			list = !strings.ContainsAny(strings.TrimPrefix(a, "-"), "xcruAI")
		case strings.HasPrefix(a, "--to-command"), strings.HasPrefix(a, "--use-compress-program"),
			strings.HasPrefix(a, "--info-script"), strings.HasPrefix(a, "--new-volume-script"),
			strings.HasPrefix(a, "--checkpoint-action"), a == "-I", a == "-F",
			a == "-x" || a == "-c" || a == "--extract" || a == "--create" || a == "--get":
			return false
		}
	}
	return list
}

// sedScriptExecutes reports whether one sed script has a command that runs
// a program or writes a file: e, w or W, or the s command's e or w flag.
// What it cannot follow counts as executing.
func sedScriptExecutes(script string) bool {
	for _, cmd := range strings.FieldsFunc(script, func(r rune) bool { return r == ';' || r == '\n' }) {
		cmd = strings.TrimLeft(cmd, " \t{}")
		// skip the address: line numbers, $, /regexp/, ranges, !
		for cmd != "" {
			c := cmd[0]
			switch {
			case c >= '0' && c <= '9' || c == '$' || c == ',' || c == '!' || c == ' ' || c == '~' || c == '+':
				cmd = cmd[1:]
			case c == '/':
				end := unescapedIndex(cmd[1:], '/')
				if end < 0 {
					return true
				}
				cmd = cmd[end+2:]
			case c == '\\':
				return true
			default:
				goto command
			}
		}
	command:
		if cmd == "" {
			continue
		}
		switch cmd[0] {
		case 'e', 'w', 'W':
			return true
		case 's':
			if len(cmd) < 2 {
				continue
			}
			d, rest := cmd[1], cmd[2:]
			for k := 0; k < 2; k++ {
				i := unescapedIndex(rest, d)
				if i < 0 {
					return true
				}
				rest = rest[i+1:]
			}
			if strings.ContainsAny(rest, "ew") {
				return true
			}
		}
	}
	return false
}

// unescapedIndex is the index of the first d in s not after a backslash.
func unescapedIndex(s string, d byte) int {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case d:
			return i
		}
	}
	return -1
}

// sedExecutes reports whether a sed script (the first operand, or each -e
// and -f value) may run a program or write a file; -f scripts are not
// read, so they count as executing.
func sedExecutes(args []string) bool {
	var scripts []string
	explicit := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-e" || a == "--expression":
			explicit = true
			if i+1 < len(args) {
				scripts = append(scripts, args[i+1])
				i++
			}
		case strings.HasPrefix(a, "--expression="):
			explicit = true
			scripts = append(scripts, strings.TrimPrefix(a, "--expression="))
		case a == "-f" || strings.HasPrefix(a, "--file"):
			return true
		case strings.HasPrefix(a, "-"):
		default:
			if !explicit {
				scripts = append(scripts, a)
				explicit = true // later operands are files
			}
		}
	}
	for _, s := range scripts {
		if sedScriptExecutes(s) {
			return true
		}
	}
	return false
}
