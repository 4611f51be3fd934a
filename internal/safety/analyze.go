package safety

import (
	"fmt"
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// CommandContext is what command analysis knows about where a command runs.
type CommandContext struct {
	// Workspace is the absolute directory the command starts in. When
	// empty, relative paths still count as inside an (unnamed) workspace.
	Workspace string
	// Home is the user's home directory, for ~ and $HOME.
	Home string
	// ProtectedBranches are the git branches (path.Match patterns) a push
	// to is asked. Nil means main and master.
	ProtectedBranches []string
	// Branch is the workspace's current git branch, if known: a push
	// without a refspec pushes it.
	Branch string
	// TempDirs are directories, besides /tmp and /var/tmp, whose contents
	// may be deleted freely (the configured temp dir).
	TempDirs []string
	// Env holds values of environment variables known when the command
	// runs (TMPDIR, ...): $NAME expands to its value when it is non-empty
	// and the command never names NAME other than to expand it.
	Env map[string]string
}

const (
	// maxDepth bounds how deep shell strings (sh -c "sh -c '…'") are parsed.
	maxDepth = 8
	// maxCwds bounds how many possible working directories are tracked.
	maxCwds = 8
	// unknownHome and unknownWorkspace stand in for directories the
	// context does not name; they can never be a real path.
	unknownHome      = "/\x00home"
	unknownWorkspace = "/\x00workspace"
)

// AnalyzeCommand is layer 3: it parses a bash command and decides whether
// it may run. It denies destructive patterns (rm -rf of /, ~, * or the
// workspace, fork bombs, mkfs, dd to a device, writes to shell start-up
// files or ~/.ssh, downloads piped into a shell, ...), asks for risky ones
// (sudo, force pushes, pushes to protected branches, git reset --hard, ...,
// and anything it cannot parse or whose command name is only known at run
// time) and allows the rest. The reason names the pattern and where it was
// found ("rm -rf of the home directory (~) inside `env … sh -c`").
func AnalyzeCommand(cmd string, ctx CommandContext) Decision {
	return analyzeCommand(cmd, ctx).d
}

// analysis is the result of walking one command.
type analysis struct {
	d      Decision
	calls  []call
	writes []string // resolved targets of file writes; "" when unknown
	failed bool     // the command could not be parsed
}

// call is one simple command the analysis found, for rules and grants.
type call struct {
	argv    []string // evaluated words (source text where unknown)
	dynamic bool     // the command name is not known until run time
	outer   int      // index of the outermost call of its wrapper chain
	script  bool     // runs a script string whose commands are recorded separately
	envs    []string // variables set for the call
	unknown bool     // some argument is not known until run time
}

// analyzer walks one level of a command: the top level, or a shell string
// found inside it. Nested levels share the analysis.
type analyzer struct {
	ctx       CommandContext
	res       *analysis
	home      string
	workspace string
	tempDirs  []string
	env       map[string]string // known variables the command does not set
	src       string            // the script being walked
	cwds      []string          // directories the shell may be in; "" is unknown
	via       []string          // wrappers the current command is inside
	depth     int
}

func analyzeCommand(cmd string, ctx CommandContext) *analysis {
	res := &analysis{d: Decision{Verdict: Allow, Reason: "no dangerous pattern found", Layer: LayerCommand}}
	a := &analyzer{ctx: ctx, res: res, home: ctx.Home, workspace: ctx.Workspace}
	if a.home == "" {
		a.home = unknownHome
	} else {
		a.home = path.Clean(a.home)
	}
	if a.workspace == "" {
		a.workspace = unknownWorkspace
	} else {
		a.workspace = path.Clean(a.workspace)
	}
	a.tempDirs = append(append([]string(nil), defaultTempDirs...), ctx.TempDirs...)
	a.env = knownEnv(cmd, ctx.Env)
	a.cwds = []string{a.workspace}
	if !a.script(cmd) {
		res.failed = true
	}
	return res
}

// flag records a finding; the strictest one (the first among equals) wins.
func (a *analyzer) flag(v Verdict, rule, reason string) {
	if len(a.via) > 0 {
		reason += " inside `" + strings.Join(a.via, " … ") + "`"
	}
	if v > a.res.d.Verdict || a.res.d.Rule == "" && v != Allow {
		a.res.d = Decision{Verdict: v, Reason: reason, Layer: LayerCommand, Rule: rule}
	}
}

// script parses src and walks it. It reports false when src cannot be parsed.
func (a *analyzer) script(src string) bool {
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(src), "")
	if err != nil {
		a.flag(Ask, "unparsable", "the command cannot be parsed ("+err.Error()+")")
		return false
	}
	a.src = src
	a.stmts(f.Stmts, stdin{})
	return true
}

// nested walks a shell string found inside the command (sh -c "…", eval).
// The string runs with the current directories; a subshell's changes of
// directory are dropped, eval's are kept.
func (a *analyzer) nested(label, src string, keepCwd bool) {
	if a.depth+1 >= maxDepth {
		a.flag(Ask, "too-deep", "shell strings are nested too deeply to check")
		return
	}
	child := *a
	child.depth++
	child.via = append(a.via[:len(a.via):len(a.via)], label)
	child.cwds = append([]string(nil), a.cwds...)
	if !child.script(src) {
		a.res.failed = true
	}
	if keepCwd {
		a.cwds = child.cwds
	}
}

// enter adds a wrapper to the via chain; the returned func removes it.
func (a *analyzer) enter(label string) func() {
	a.via = append(a.via[:len(a.via):len(a.via)], label)
	return func() { a.via = a.via[:len(a.via)-1] }
}

func (a *analyzer) stmts(list []*syntax.Stmt, in stdin) {
	for _, s := range list {
		before := a.cwds
		a.stmt(s, in)
		// The statement may have failed before changing directory, so
		// what follows may run in either place.
		a.cwds = unionCwds(before, a.cwds)
	}
}

func (a *analyzer) stmt(s *syntax.Stmt, in stdin) {
	if s == nil {
		return
	}
	in = a.redirects(s.Redirs, in)
	switch c := s.Cmd.(type) {
	case nil:
	case *syntax.CallExpr:
		a.callExpr(c, in)
	case *syntax.BinaryCmd:
		switch c.Op {
		case syntax.Pipe, syntax.PipeAll:
			a.pipeline(c, in)
		case syntax.AndStmt:
			a.stmt(c.X, in)
			a.stmt(c.Y, in) // runs only where X succeeded
		default: // ||: Y runs where X failed, in either directory
			before := a.cwds
			a.stmt(c.X, in)
			a.cwds = unionCwds(before, a.cwds)
			a.stmt(c.Y, in)
		}
	case *syntax.Block:
		a.stmts(c.Stmts, in)
	case *syntax.Subshell:
		saved := a.cwds
		a.stmts(c.Stmts, in)
		a.cwds = saved
	case *syntax.IfClause:
		before := a.cwds
		for cl := c; cl != nil; cl = cl.Else {
			a.stmts(cl.Cond, in)
			a.stmts(cl.Then, in)
		}
		a.cwds = unionCwds(before, a.cwds)
	case *syntax.WhileClause:
		before := a.cwds
		a.stmts(c.Cond, in)
		a.stmts(c.Do, in)
		a.cwds = unionCwds(before, a.cwds)
	case *syntax.ForClause:
		a.scan(c.Loop)
		before := a.cwds
		a.stmts(c.Do, in)
		a.cwds = unionCwds(before, a.cwds)
	case *syntax.CaseClause:
		a.scan(c.Word)
		before := a.cwds
		for _, item := range c.Items {
			for _, p := range item.Patterns {
				a.scan(p)
			}
			a.stmts(item.Stmts, in)
		}
		a.cwds = unionCwds(before, a.cwds)
	case *syntax.FuncDecl:
		a.funcDecl(c)
	case *syntax.TimeClause:
		a.stmt(c.Stmt, in)
	case *syntax.CoprocClause:
		saved := a.cwds
		a.stmt(c.Stmt, stdin{})
		a.cwds = saved
	case *syntax.TestDecl:
		a.stmt(c.Body, in)
	case *syntax.DeclClause:
		a.scan(c)
		a.declClause(c)
	default: // arithmetic, [[ ]], let: only substitutions run
		a.scan(c)
	}
}

// scan walks the substitutions inside a node that holds no statements of
// its own (words, assignments, arithmetic, tests).
func (a *analyzer) scan(n syntax.Node) {
	if n == nil {
		return
	}
	syntax.Walk(n, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.CmdSubst:
			label := "$(…)"
			if n.Backquotes {
				label = "backquotes"
			}
			a.substitution(label, n.Stmts, stdin{})
			return false
		case *syntax.ProcSubst:
			label, in := "<(…)", stdin{}
			if n.Op == syntax.CmdOut {
				label, in = ">(…)", stdin{kind: stdinPipe, what: "the command around " + label}
			}
			a.substitution(label, n.Stmts, in)
			return false
		}
		return true
	})
}

func (a *analyzer) substitution(label string, list []*syntax.Stmt, in stdin) {
	defer a.enter(label)()
	saved := a.cwds
	a.stmts(list, in)
	a.cwds = saved
}

// funcDecl checks a function for a fork bomb and walks its body, which may
// run whenever the function is called.
func (a *analyzer) funcDecl(f *syntax.FuncDecl) {
	names := f.Names
	if f.Name != nil {
		names = append(names, f.Name)
	}
	for _, n := range names {
		if forkBomb(n.Value, f.Body) {
			a.flag(Deny, "fork-bomb", fmt.Sprintf("fork bomb: function %s starts copies of itself in the background or a pipeline", n.Value))
		}
	}
	label := "function"
	if len(names) > 0 {
		label = "function " + names[0].Value
	}
	defer a.enter(label)()
	saved := a.cwds
	a.stmt(f.Body, stdin{})
	a.cwds = saved
}

// forkBomb reports whether body calls name in a pipeline or in the
// background: each call then starts more copies than it waits for.
func forkBomb(name string, body *syntax.Stmt) bool {
	calls := func(n syntax.Node) bool {
		found := false
		syntax.Walk(n, func(n syntax.Node) bool {
			if c, ok := n.(*syntax.CallExpr); ok && len(c.Args) > 0 && c.Args[0].Lit() == name {
				found = true
			}
			return !found
		})
		return found
	}
	bomb := false
	syntax.Walk(body, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.Stmt:
			if n.Background && calls(n) {
				bomb = true
			}
		case *syntax.BinaryCmd:
			if (n.Op == syntax.Pipe || n.Op == syntax.PipeAll) && calls(n) {
				bomb = true
			}
		}
		return !bomb
	})
	return bomb
}

// declClause records export/declare/local/readonly of variables that
// change what later commands run (PATH, LD_PRELOAD, ...).
func (a *analyzer) declClause(d *syntax.DeclClause) {
	var risky []string
	for _, as := range d.Args {
		if as.Name != nil && riskyEnv(as.Name.Value) {
			risky = append(risky, as.Name.Value)
		}
	}
	if len(risky) > 0 {
		a.res.calls = append(a.res.calls, call{argv: []string{d.Variant.Value}, dynamic: true,
			outer: len(a.res.calls), envs: risky})
	}
}

// unionCwds merges two sets of possible directories.
func unionCwds(x, y []string) []string {
	out := append([]string(nil), x...)
	for _, d := range y {
		found := false
		for _, e := range out {
			if e == d {
				found = true
				break
			}
		}
		if !found {
			out = append(out, d)
		}
	}
	if len(out) > maxCwds {
		out = append(out[:maxCwds-1], "")
	}
	return out
}
