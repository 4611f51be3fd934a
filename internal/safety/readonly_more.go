package safety

import (
	"strings"

	"troupe/internal/lazy"
)

// moreReadOnlyPrograms only read and print whatever their options:
// encoders, checksums, formatters, calendars and who-is-logged-in, from
// peers' allow-lists (see testdata/readonly_corpus.txt).
var moreReadOnlyPrograms = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"base32": true, "basenc": true, "numfmt": true,
		"fmt": true, "pr": true, "expand": true, "unexpand": true, "paste": true, "rev": true,
		"join": true, "tsort": true, "factor": true, "cksum": true, "sum": true, "b2sum": true,
		"sha224sum": true, "sha384sum": true, "md5": true, "cal": true, "ncal": true, "groups": true,
		"w": true, "who": true, "users": true, "logname": true, "tty": true, "arch": true,
		"locale": true, "getconf": true, "lscpu": true, "lsblk": true, "lsmem": true, "hostid": true,
		"whatis": true, "apropos": true, "help": true, "locate": true, "look": true, "lsb_release": true}
}}

// writeOption reports an option that names an output file: -o, --output.
func writeOption(a string) bool {
	return a == "-o" || strings.HasPrefix(a, "--output") ||
		len(a) > 2 && a[0] == '-' && a[1] == 'o' && a[2] != '-' // -oFILE
}

// readOnlyMore answers for programs that are read-only unless an option
// writes a file, runs a program, or changes what they manage; ok is
// false when name is none of them.
func readOnlyMore(name string, args []string) (readOnly, ok bool) {
	switch name {
	case "base64", "iconv":
		return !anyArg(args, writeOption), true
	case "awk", "gawk", "mawk", "nawk":
		return readOnlyAwk(args), true
	case "fd", "fdfind":
		return !anyArg(args, func(a string) bool {
			return strings.HasPrefix(a, "--exec") ||
				len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.ContainsAny(a[1:], "xX")
		}), true
	case "less", "more":
		// "+cmd" runs a pager command at start (which may be "!shell");
		// -o/-O/--log-file write the input to a file.
		return !anyArg(args, func(a string) bool {
			return strings.HasPrefix(a, "+") || strings.HasPrefix(a, "-o") || strings.HasPrefix(a, "-O") ||
				strings.HasPrefix(a, "--log-file") || strings.HasPrefix(a, "--LOG-FILE") ||
				strings.HasPrefix(a, "--lesskey") || strings.HasPrefix(a, "-k")
		}), true
	case "bat", "batcat":
		return !(len(args) > 0 && args[0] == "cache") &&
			!anyArg(args, func(a string) bool { return strings.HasPrefix(a, "--pager") }), true
	case "man":
		// -P/--pager and -H/--html name a program to run.
		return !anyArg(args, func(a string) bool {
			return strings.HasPrefix(a, "-P") || strings.HasPrefix(a, "--pager") ||
				strings.HasPrefix(a, "-H") || strings.HasPrefix(a, "--html") ||
				strings.HasPrefix(a, "-X") || strings.HasPrefix(a, "--gxditview")
		}), true
	case "top":
		// only batch mode: interactive top can kill and renice
		return anyArg(args, func(a string) bool {
			return len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.Contains(a, "b")
		}), true
	case "gofmt":
		return !anyArg(args, func(a string) bool { return a == "-w" || strings.HasPrefix(a, "-w=") }), true
	}
	if subs, found := toolchainQueries.Get()[name]; found {
		return readOnlyToolchain(args, subs), true
	}
	return false, false
}

// toolchainQueries are the subcommands (one or two words) of language
// toolchains and package managers that only show what is installed.
var toolchainQueries = &lazy.Value[map[string][]string]{New: func() map[string][]string {
	return map[string][]string{
		"rustup": {"show", "which", "toolchain list", "target list", "component list", "--version", "-V"},
		"cargo":  {"--version", "-V", "--list"},
		"npm":    {"ls", "list", "ll", "la", "root", "prefix", "config list", "config get", "-v", "--version"},
		"pnpm":   {"ls", "list", "root", "-v", "--version"},
		"yarn":   {"list", "-v", "--version"},
		"pip":    {"list", "show", "freeze", "check", "--version", "-V"},
		"pip3":   {"list", "show", "freeze", "check", "--version", "-V"},
		"gem":    {"list", "env", "which", "--version", "-v"},
		"dpkg":   {"-l", "--list", "-L", "--listfiles", "-s", "--status", "-S", "--search", "--print-architecture"},
		"brew":   {"list", "--prefix", "--version"},
		"node":   {"-v", "--version"},
		"deno":   {"--version", "-V"},
		"bun":    {"-v", "--version"},
		"go":     {"version", "list", "doc", "help", "env"},
	}
}}

// readOnlyToolchain reports whether args start with one of the query
// subcommands and carry no option that reaches the network or writes
// (-g/--global is still a query for npm ls; --remote and -w/-u are not).
func readOnlyToolchain(args []string, subs []string) bool {
	if len(args) == 0 {
		return false
	}
	matched := false
	for _, s := range subs {
		words := strings.Fields(s)
		if len(args) >= len(words) && strings.Join(args[:len(words)], " ") == s {
			matched = true
			break
		}
	}
	return matched && !anyArg(args, func(a string) bool {
		return a == "-r" || a == "--remote" || a == "-w" || a == "-u" ||
			writeOption(a) || strings.HasPrefix(a, "--exec")
	})
}
