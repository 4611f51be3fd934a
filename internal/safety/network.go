package safety

import (
	"path"
	"strings"

	"troupe/internal/lazy"
)

// RuleNetwork is the Rule of a Decision that asks only because the
// command needs the network, which the sandbox keeps off.
const RuleNetwork = "network"

// netPrograms always reach another host: fetchers, remote shells, raw
// sockets and name lookups.
var netPrograms = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"curl": true, "wget": true, "wget2": true, "aria2c": true, "http": true, "https": true, "xh": true,
		"lwp-request": true, "ftp": true, "lftp": true, "sftp": true, "ssh": true, "scp": true, "mosh": true,
		"nc": true, "ncat": true, "netcat": true, "socat": true, "telnet": true,
		"ping": true, "ping6": true, "traceroute": true, "tracepath": true, "mtr": true,
		"dig": true, "nslookup": true, "whois": true,
	}
}}

// netSubcommands are the subcommands of package managers and other tools
// that download or upload.
var netSubcommands = &lazy.Value[map[string][]string]{New: func() map[string][]string {
	return map[string][]string{
		"git":      {"clone", "fetch", "pull", "push", "ls-remote", "remote update", "submodule update", "submodule add"},
		"npm":      {"install", "i", "ci", "add", "update", "upgrade", "publish", "view", "info", "outdated"},
		"pnpm":     {"install", "i", "add", "update", "up", "fetch", "publish", "dlx"},
		"yarn":     {"", "install", "add", "upgrade", "up", "dlx", "npm publish"},
		"bun":      {"install", "i", "add", "update", "x"},
		"pip":      {"install", "download"},
		"pip3":     {"install", "download"},
		"pipx":     {"install", "run"},
		"uv":       {"pip install", "add", "sync", "lock", "tool install"},
		"poetry":   {"install", "add", "update", "lock"},
		"go":       {"get", "mod download", "mod tidy", "install"},
		"cargo":    {"fetch", "install", "add", "update", "publish", "search"},
		"apt":      {"update", "install", "upgrade", "full-upgrade", "download", "source"},
		"apt-get":  {"update", "install", "upgrade", "dist-upgrade", "download", "source"},
		"apk":      {"add", "update", "upgrade", "fetch"},
		"dnf":      {"install", "update", "upgrade", "download", "makecache"},
		"yum":      {"install", "update", "upgrade", "makecache"},
		"brew":     {"install", "update", "upgrade", "fetch", "tap"},
		"gem":      {"install", "update", "fetch"},
		"bundle":   {"install", "update"},
		"composer": {"install", "require", "update"},
		"docker":   {"pull", "push", "login", "search", "image pull", "image push"},
		"podman":   {"pull", "push", "login", "search"},
		"rustup":   {"update", "install", "toolchain install", "target add", "component add"},
	}
}}

// goInstallRemote reports whether "go install" args name a remote
// version (pkg@version), the form that downloads.
func goInstallRemote(args []string) bool {
	for _, a := range args {
		if !strings.HasPrefix(a, "-") && strings.Contains(a, "@") {
			return true
		}
	}
	return false
}

// gitValueFlags are git's global options that take a separate value.
var gitValueFlags = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"-C": true, "-c": true, "--git-dir": true, "--work-tree": true, "--namespace": true}
}}

// operands returns the non-option words of args, skipping the values of the
// options in valueFlags.
func operands(args []string, valueFlags map[string]bool) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case valueFlags[a]:
			i++
		case strings.HasPrefix(a, "-"):
		default:
			out = append(out, a)
		}
	}
	return out
}

// networkCall returns the program of argv when it needs the network
// ("curl", "git clone", "pip install"), "" when it does not.
func networkCall(argv []string) string {
	if len(argv) == 0 {
		return ""
	}
	prog := path.Base(argv[0])
	if netPrograms.Get()[prog] {
		return prog
	}
	if prog == "rsync" {
		for _, a := range argv[1:] {
			if !strings.HasPrefix(a, "-") && (strings.Contains(a, "::") || strings.HasPrefix(a, "rsync://") || remotePath(a)) {
				return "rsync to a host"
			}
		}
		return ""
	}
	if prog == "python" || prog == "python3" { // python -m pip install
		if len(argv) > 3 && argv[1] == "-m" && (argv[2] == "pip" || argv[2] == "pip3") {
			return networkCall(argv[2:])
		}
		return ""
	}
	subs, ok := netSubcommands.Get()[prog]
	if !ok {
		return ""
	}
	var vf map[string]bool
	if prog == "git" {
		vf = gitValueFlags.Get()
	}
	w := operands(argv[1:], vf)
	for _, s := range subs {
		want := strings.Fields(s)
		if len(want) == 0 {
			if len(w) == 0 { // a bare `yarn` installs
				return prog
			}
			continue
		}
		if len(w) < len(want) || !equalWords(w[:len(want)], want) {
			continue
		}
		name := prog + " " + s
		switch {
		case prog == "go" && s == "install" && !goInstallRemote(argv[2:]):
			continue
		case prog == "git" && s == "clone" && len(w) > 1 && localSource(w[1]):
			continue
		}
		return name
	}
	return ""
}

func equalWords(a, b []string) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// remotePath reports whether an scp/rsync-style argument names a host
// ("host:dir", "user@host:dir").
func remotePath(a string) bool {
	i := strings.Index(a, ":")
	return i > 0 && !strings.Contains(a[:i], "/")
}

// localSource reports whether a git clone source is a local path.
func localSource(s string) bool {
	return strings.HasPrefix(s, "/") || strings.HasPrefix(s, ".") || strings.HasPrefix(s, "~") || strings.HasPrefix(s, "file://")
}

// network returns the first simple command of the analysis that needs the
// network, "" when none does.
func (an *analysis) network() string {
	for _, c := range an.calls {
		if what := networkCall(c.argv); what != "" {
			return what
		}
	}
	return ""
}

// NeedsNetwork reports whether cmd runs a program that needs the network
// (curl, git clone, npm install, pip install, go get, ssh, ...) and names
// the first. Programs whose network use depends on what they run (make,
// go build, scripts) are not recognised: their failure for lack of
// network is left to the bash tool's hint.
func NeedsNetwork(cmd string, ctx CommandContext) (string, bool) {
	what := analyzeCommand(cmd, ctx).network()
	return what, what != ""
}

// withNetwork adds to d what the network need of the request means under
// p: nothing when the command needs none or has it anyway (config, an
// allow rule naming the command, a session grant); otherwise an ask that grants it — in every mode: when
// nobody can be asked (auto in troupe run), NonInteractive runs a command
// asked only for the network without it, or with it under on_ask: allow.
func (p *Policy) withNetwork(r Request, an *analysis, d Decision) Decision {
	what := ""
	if an != nil {
		what = an.network()
	}
	if what == "" && r.Network {
		what = "the call"
	}
	if what == "" || d.Verdict == Deny {
		return d
	}
	d.Network = true
	switch {
	case p.Network:
		d.NetworkGranted = true // if it runs; an ask is not about the network
		return d
	case d.Verdict == Allow && an != nil && p.allowedBy(r, an, func(rule Rule) bool { return rule.hasCommand() }, true):
		// an allow rule that names the command, as written, is the user's
		// approval given in advance: the network included
		d.NetworkGranted = true
		d.Reason += "; with the network, as an allow rule names the command"
		return d
	case p.Grants.CoversNetwork():
		d.NetworkGranted = true // if it runs; an ask is not about the network
		if d.Verdict == Allow {
			d.Reason += "; network access allowed for this session"
		}
		return d
	case d.Verdict == Ask:
		d.Reason += "; it also needs the network (" + what + "), which approving grants to this command"
		return d
	}
	return Decision{Verdict: Ask, Reason: what + " needs the network, which the sandbox keeps off: run it with network access?",
		Layer: LayerApproval, Rule: RuleNetwork, Network: true}
}
