package safety

import (
	"path"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
)

// Rule is one approval rule from config or .troupe/permissions.yaml. Every
// condition that is set must hold for the rule to match a request:
//
//   - Tool: the tool name, or a path.Match pattern ("mcp__*"); "" is any.
//   - Command: a glob ("*" any run of characters, "?" one) over each
//     simple command of a bash command, wrappers looked through, words
//     unquoted and joined by single spaces ("npm run *").
//   - Prefix: argv tokens each simple command must start with
//     (["go", "test"] matches "go test ./..." but not "go testx").
//   - Path: a doublestar pattern over the paths a tool touches; relative
//     patterns match workspace-relative paths, "~/" means home.
//   - Domain: a host pattern ("example.com", "*.example.com", "*", an
//     address or prefix; netproxy.MatchHost) for the hosts commands
//     granted the network and web_fetch reach (sandbox.network_allow and
//     _deny, Claude's WebFetch(domain:…)). A rule with a Domain decides
//     hosts only (Policy.DecideHost), never a tool call.
//
// How a command rule matches depends on its action. An allow rule must
// cover every simple command ("go test; rm x" is not covered by go test);
// a deny or ask rule fires when any one matches (so "cd x && npm publish"
// is caught by "npm publish*").
type Rule struct {
	Tool    string   `json:"tool,omitempty"`
	Command string   `json:"command,omitempty"`
	Prefix  []string `json:"prefix,omitempty"`
	Path    string   `json:"path,omitempty"`
	Domain  string   `json:"domain,omitempty"`
	// Access, "read" or "write", makes the rule apply to every tool of
	// troupe's own whose declared facts say it reads (or writes) paths,
	// whatever its name: a Claude Read(./.env) rule covers a file tool
	// added later. It never applies to a command (bash) or an MCP tool.
	Access string  `json:"access,omitempty"`
	Action Verdict `json:"action"`
	// Source says where the rule was written ("file:line"); it is the
	// Rule of the Decision the rule produces.
	Source string `json:"source,omitempty"`
}

// hasCommand reports whether the rule constrains the bash command.
func (r Rule) hasCommand() bool { return r.Command != "" || len(r.Prefix) > 0 }

func (r Rule) describe() string {
	var parts []string
	if r.Tool != "" {
		parts = append(parts, "tool "+r.Tool)
	}
	if r.Command != "" {
		parts = append(parts, "command "+r.Command)
	}
	if len(r.Prefix) > 0 {
		parts = append(parts, "prefix "+strings.Join(r.Prefix, " "))
	}
	if r.Path != "" {
		parts = append(parts, "path "+r.Path)
	}
	if r.Domain != "" {
		parts = append(parts, "domain "+r.Domain)
	}
	if r.Access != "" {
		parts = append(parts, "tools that "+r.Access+" files")
	}
	s := strings.Join(parts, ", ")
	if r.Source != "" {
		s += " (" + r.Source + ")"
	}
	return s
}

func (r Rule) matchTool(tool string) bool {
	if r.Tool == "" || r.Tool == "*" || r.Tool == tool {
		return true
	}
	ok, _ := path.Match(r.Tool, tool)
	return ok
}

// match reports whether the rule applies to the request. cover selects
// allow semantics (every command and path covered); strict additionally
// requires each command to be matched as written, wrappers included.
func (r Rule) match(req Request, an *analysis, cover, strict bool, temp []string) bool {
	if r.Domain != "" || !r.matchTool(req.Tool) || !r.matchAccess(req) {
		return false
	}
	if r.hasCommand() {
		if req.Command == "" {
			return false
		}
		m := func(argv []string) bool { return r.matchArgv(argv) }
		if cover {
			if !an.covered(m, strict, req.Workspace, temp) {
				return false
			}
		} else if !an.anyCall(m) && !(r.Command != "" && globMatch(r.Command, strings.TrimSpace(req.Command))) {
			return false
		}
	}
	if r.Path != "" {
		if len(req.Paths) == 0 {
			return false
		}
		n := 0
		for _, p := range req.Paths {
			if matchPath(r.Path, p, req.Workspace, req.Home) {
				n++
			}
		}
		if cover && n < len(req.Paths) || n == 0 {
			return false
		}
	}
	return true
}

// matchAccess reports whether the request does what the rule's Access
// names: a read (or a write) of paths by one of troupe's own file tools.
func (r Rule) matchAccess(req Request) bool {
	switch r.Access {
	case "":
		return true
	case "read", "write":
		return req.Command == "" && !req.External && len(req.Paths) > 0 && req.Write == (r.Access == "write")
	}
	return false // an unknown access matches nothing
}

func (r Rule) matchArgv(argv []string) bool {
	if len(r.Prefix) > 0 {
		return hasPrefix(argv, r.Prefix)
	}
	return globMatch(r.Command, strings.Join(argv, " "))
}

func hasPrefix(argv, prefix []string) bool {
	if len(argv) < len(prefix) {
		return false
	}
	for i, p := range prefix {
		if argv[i] != p {
			return false
		}
	}
	return true
}

// matchPath matches a rule's path pattern against an absolute path.
func matchPath(pattern, abs, workspace, home string) bool {
	if rest, ok := strings.CutPrefix(pattern, "~/"); ok && home != "" {
		pattern = path.Join(home, rest)
	}
	if path.IsAbs(pattern) {
		ok, _ := doublestar.Match(pattern, abs)
		return ok
	}
	rel := strings.TrimPrefix(abs, "/")
	if workspace != "" && below(abs, path.Clean(workspace)) {
		rel = strings.TrimPrefix(abs, path.Clean(workspace)+"/")
	}
	ok, _ := doublestar.Match(pattern, rel)
	return ok
}

// globMatch matches s against a pattern where * is any run of characters
// (spaces and slashes included) and ? is one character.
func globMatch(pattern, s string) bool {
	px, sx := 0, 0
	star, mark := -1, 0
	for sx < len(s) {
		switch {
		case px < len(pattern) && (pattern[px] == '?' || pattern[px] == s[sx]):
			px++
			sx++
		case px < len(pattern) && pattern[px] == '*':
			star, mark = px, sx
			px++
		case star >= 0:
			px = star + 1
			mark++
			sx = mark
		default:
			return false
		}
	}
	for px < len(pattern) && pattern[px] == '*' {
		px++
	}
	return px == len(pattern)
}

// anyCall reports whether m matches any simple command, as written or
// with wrappers removed.
func (an *analysis) anyCall(m func([]string) bool) bool {
	for _, c := range an.calls {
		if m(c.argv) {
			return true
		}
	}
	return false
}

// covered reports whether m covers the whole command: every chain of
// wrappers (env … sudo … cmd) has a call m matches (strict: its outermost
// call) or is a plain cd, no command name is dynamic, no call sets a variable that changes
// what runs (PATH, LD_PRELOAD, ...), and nothing is written outside the
// workspace except to harmless devices.
func (an *analysis) covered(m func([]string) bool, strict bool, workspace string, temp []string) bool {
	if an == nil || an.failed || len(an.calls) == 0 {
		return false
	}
	for _, w := range an.writes {
		if w == "" || !harmlessDevice(w) && !(workspace != "" && within(w, path.Clean(workspace))) &&
			!inTemp(w, temp) {
			return false
		}
	}
	ok := make(map[int]bool) // chain (outer index) → covered
	for i, c := range an.calls {
		if c.dynamic || len(c.envs) > 0 && anyRisky(c.envs) {
			return false
		}
		if _, seen := ok[c.outer]; !seen {
			ok[c.outer] = false
		}
		switch {
		case strict && i != c.outer:
		case c.script, m(c.argv), i == c.outer && directoryChange(c.argv):
			ok[c.outer] = true
		}
	}
	for _, v := range ok {
		if !v {
			return false
		}
	}
	return true
}

// directoryChange reports a cd, pushd or popd, which a covered command
// may use freely: where commands run is judged by command analysis.
func directoryChange(argv []string) bool {
	return len(argv) > 0 && (argv[0] == "cd" || argv[0] == "pushd" || argv[0] == "popd")
}

func anyRisky(envs []string) bool {
	for _, e := range envs {
		if riskyEnv(e) {
			return true
		}
	}
	return false
}

// inTemp reports whether abs is below /tmp, /var/tmp or one of extra.
func inTemp(abs string, extra []string) bool {
	for _, t := range defaultTempDirs {
		if below(abs, t) {
			return true
		}
	}
	for _, t := range extra {
		if below(abs, path.Clean(t)) {
			return true
		}
	}
	return false
}
