package safety

import (
	"errors"
	"path"
	"strings"
	"sync"

	"troupe/internal/lazy"
)

// ErrUnparsable is returned for a command that cannot be parsed.
var ErrUnparsable = errors.New("safety: command cannot be parsed")

// SessionGrants is what the user allowed "for this session": command
// prefixes (parsed argv tokens, not string prefixes) and whole tools. A
// grant turns the mode's "ask" into "allow"; it never overrides a deny, a
// rule's ask, command analysis (layer 3) or the secret-file check.
//
// A granted prefix covers a command when every simple command in it,
// wrappers looked through, starts with a granted prefix: granting
// ["go", "test"] covers "go test ./..." and "cd x && go test", but not
// "go testx", "go test; rm x", "$(go) test" or "PATH=. go test".
//
// The zero value is ready to use and holds no grants. SessionGrants is
// safe for concurrent use; the session that owns it adds grants while tool
// calls consult it.
type SessionGrants struct {
	mu       sync.Mutex
	prefixes [][]string
	tools    map[string]bool
	network  bool
	hosts    map[string]bool
}

// AllowHost grants the network's host h (as netproxy normalises it) for
// the session.
func (g *SessionGrants) AllowHost(h string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.hosts == nil {
		g.hosts = make(map[string]bool)
	}
	g.hosts[h] = true
}

// CoversHost reports whether host h was allowed for the session.
func (g *SessionGrants) CoversHost(h string) bool {
	if g == nil {
		return false
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.hosts[h]
}

// AllowNetwork grants commands network access for the session.
func (g *SessionGrants) AllowNetwork() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.network = true
}

// CoversNetwork reports whether network access was granted for the
// session.
func (g *SessionGrants) CoversNetwork() bool {
	if g == nil {
		return false
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.network
}

// AllowPrefix grants a command prefix for the session. An empty prefix is
// ignored.
func (g *SessionGrants) AllowPrefix(prefix []string) {
	if len(prefix) == 0 {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, p := range g.prefixes {
		if hasPrefix(prefix, p) {
			return // already covered
		}
	}
	g.prefixes = append(g.prefixes, append([]string(nil), prefix...))
}

// AllowTool grants every call of a tool for the session (write_file, ...).
// For bash this waives the mode's ask for every command; command analysis
// still applies.
func (g *SessionGrants) AllowTool(name string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.tools == nil {
		g.tools = make(map[string]bool)
	}
	g.tools[name] = true
}

// Prefixes returns a copy of the granted prefixes, in the order granted.
func (g *SessionGrants) Prefixes() [][]string {
	if g == nil {
		return nil
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	out := make([][]string, len(g.prefixes))
	for i, p := range g.prefixes {
		out[i] = append([]string(nil), p...)
	}
	return out
}

// CoversTool reports whether the tool was allowed for the session.
func (g *SessionGrants) CoversTool(name string) bool {
	if g == nil {
		return false
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.tools[name]
}

// CoversCommand reports whether the granted prefixes cover cmd.
func (g *SessionGrants) CoversCommand(cmd string, ctx CommandContext) bool {
	_, ok := g.covers(analyzeCommand(cmd, ctx), ctx.Workspace, ctx.TempDirs)
	return ok
}

// covers reports whether the grants cover an analyzed command and names
// the prefixes that did.
func (g *SessionGrants) covers(an *analysis, workspace string, temp []string) (string, bool) {
	prefixes := g.Prefixes()
	if len(prefixes) == 0 {
		return "", false
	}
	used := map[string]bool{}
	var names []string
	m := func(argv []string) bool {
		for _, p := range prefixes {
			if hasPrefix(argv, p) {
				if s := strings.Join(p, " "); !used[s] {
					used[s] = true
					names = append(names, s)
				}
				return true
			}
		}
		return false
	}
	if !an.covered(m, false, workspace, temp) {
		return "", false
	}
	return strings.Join(names, ", "), true
}

// subcommands are programs whose first argument selects what they do, so
// a session grant should name it too ("go test", not "go").
var subcommands = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"git": true, "go": true, "cargo": true, "npm": true, "pnpm": true,
		"yarn": true, "bun": true, "deno": true, "npx": true, "docker": true, "podman": true, "kubectl": true,
		"helm": true, "make": true, "just": true, "pip": true, "pip3": true, "uv": true, "poetry": true,
		"dotnet": true, "mvn": true, "gradle": true, "./gradlew": true, "terraform": true, "brew": true,
		"apt": true, "apt-get": true, "dnf": true, "yum": true, "systemctl": true, "gh": true, "bazel": true,
		"rustup": true, "composer": true, "bundle": true, "rake": true, "mix": true, "swift": true, "zig": true}
}}

// PrefixesOf returns the prefixes an "allow for this session" answer to
// cmd would grant: for each simple command, the program and, for tools
// with subcommands, the subcommand ("go test", "npm run build", "ls").
// Commands whose name is only known at run time yield nothing.
func PrefixesOf(cmd string) ([][]string, error) {
	return prefixesOf(analyzeCommand(cmd, CommandContext{}))
}

func prefixesOf(an *analysis) ([][]string, error) {
	if an.failed {
		return nil, ErrUnparsable
	}
	// the innermost call of each chain is the command that does the work
	inner := map[int]int{}
	var order []int
	for i, c := range an.calls {
		if _, ok := inner[c.outer]; !ok {
			order = append(order, c.outer)
		}
		inner[c.outer] = i
	}
	var out [][]string
	seen := map[string]bool{}
	for _, o := range order {
		c := an.calls[inner[o]]
		if c.dynamic || c.script || len(c.argv) == 0 || directoryChange(c.argv) {
			continue
		}
		p := []string{c.argv[0]}
		if subcommands.Get()[c.argv[0]] || subcommands.Get()[path.Base(c.argv[0])] {
			if len(c.argv) > 1 && !strings.HasPrefix(c.argv[1], "-") {
				p = append(p, c.argv[1])
				if (c.argv[1] == "run" || c.argv[1] == "exec") && len(c.argv) > 2 && !strings.HasPrefix(c.argv[2], "-") {
					p = append(p, c.argv[2])
				}
			}
		}
		if k := strings.Join(p, "\x00"); !seen[k] {
			seen[k] = true
			out = append(out, p)
		}
	}
	return out, nil
}
