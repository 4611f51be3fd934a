package safety

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"troupe/internal/lazy"
)

// wrapper describes a command that runs another command given as its
// trailing arguments.
type wrapper struct {
	opts       optSpec
	positional int      // operands before the command (timeout's DURATION)
	assigns    bool     // NAME=value operands may precede the command (env, sudo)
	script     []string // options whose value is a shell string (su -c)
	ask        string   // non-empty: ask, with this reason
	extraArgs  bool     // the command gets more arguments from input (xargs)
}

var wrappers = &lazy.Value[map[string]wrapper]{New: func() map[string]wrapper {
	return map[string]wrapper{
		"env": {opts: optSpec{short: "uCSP", long: []string{"unset", "chdir", "split-string"}, posix: true},
			assigns: true, script: []string{"S", "split-string"}},
		"nice":     {opts: optSpec{short: "n", long: []string{"adjustment"}, posix: true}},
		"timeout":  {opts: optSpec{short: "ks", long: []string{"kill-after", "signal"}, posix: true}, positional: 1},
		"nohup":    {opts: optSpec{posix: true}},
		"setsid":   {opts: optSpec{posix: true}},
		"stdbuf":   {opts: optSpec{short: "ioe", long: []string{"input", "output", "error"}, posix: true}},
		"ionice":   {opts: optSpec{short: "cnp", long: []string{"class", "classdata", "pid"}, posix: true}},
		"time":     {opts: optSpec{short: "fo", long: []string{"format", "output"}, posix: true}},
		"command":  {opts: optSpec{posix: true}},
		"builtin":  {opts: optSpec{posix: true}},
		"exec":     {opts: optSpec{short: "a", posix: true}},
		"unbuffer": {opts: optSpec{posix: true}},
		"chronic":  {opts: optSpec{posix: true}},
		"busybox":  {opts: optSpec{posix: true}},
		"toybox":   {opts: optSpec{posix: true}},
		"strace":   {opts: optSpec{short: "eopsuEabIOPSX", posix: true}},
		"ltrace":   {opts: optSpec{short: "eopsuaAnlLxFw", posix: true}},
		"flock":    {opts: optSpec{short: "wEc", long: []string{"timeout", "conflict-exit-code", "command"}, posix: true}, positional: 1, script: []string{"c", "command"}},
		"chroot":   {opts: optSpec{long: []string{"userspec", "groups"}, posix: true}, positional: 1},
		"xargs": {opts: optSpec{short: "aEdILnPs", long: []string{"arg-file", "delimiter", "max-lines",
			"max-args", "max-procs", "max-chars", "process-slot-var"}, posix: true}, extraArgs: true},
		"sudo": {opts: optSpec{short: "ugCDhpRrtTU", long: []string{"user", "group", "close-from", "chdir",
			"host", "prompt", "chroot", "role", "type", "command-timeout", "other-user"}, posix: true},
			assigns: true, ask: "sudo runs the command as root"},
		"doas":   {opts: optSpec{short: "uC", posix: true}, ask: "doas runs the command as another user"},
		"pkexec": {opts: optSpec{long: []string{"user"}, posix: true}, ask: "pkexec runs the command as root"},
		"run0":   {opts: optSpec{short: "u", long: []string{"user", "unit", "property", "description"}, posix: true}, ask: "run0 runs the command as root"},
		"su": {opts: optSpec{short: "csg", long: []string{"command", "shell", "group", "session-command"}},
			script: []string{"c", "command", "session-command"}, ask: "su runs commands as another user"},
		"watch": {opts: optSpec{short: "nd", long: []string{"interval", "differences"}, posix: true}},
	}
}}

var assignRe = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*=`) }}

// unwrap returns the command a wrapper runs (empty when it runs none).
func unwrap(spec wrapper, args []word) []word {
	_, _, rest := parseOpts(args[1:], spec.opts)
	rest++ // index in args
	if rest < len(args) && args[rest].known && args[rest].text == "-" && path.Base(args[0].text) == "env" {
		rest++ // env - is env -i
	}
	for spec.assigns && rest < len(args) && args[rest].known && assignRe.Get().MatchString(args[rest].text) {
		rest++
	}
	rest += spec.positional
	if rest >= len(args) {
		return nil
	}
	return args[rest:]
}

// callExpr walks a simple command: its substitutions first (they run
// first), then the command itself.
func (a *analyzer) callExpr(c *syntax.CallExpr, in stdin) {
	var envs []string
	for _, as := range c.Assigns {
		a.scan(as)
		if as.Name != nil {
			envs = append(envs, as.Name.Value)
		}
	}
	for _, w := range c.Args {
		a.scan(w)
	}
	if len(c.Args) == 0 {
		var risky []string
		for _, e := range envs {
			if riskyEnv(e) {
				risky = append(risky, e)
			}
		}
		if len(risky) > 0 {
			a.res.calls = append(a.res.calls, call{argv: []string{risky[0] + "=…"}, dynamic: true,
				outer: len(a.res.calls), envs: risky})
		}
		return
	}
	args := make([]word, 0, len(c.Args))
	for _, w := range c.Args {
		args = append(args, a.expand(w)...)
	}
	a.run(args, envs, in, -1)
}

// record adds a call for rules and grants and returns its index.
func (a *analyzer) record(args []word, envs []string, outer int, dynamic bool) int {
	argv := make([]string, len(args))
	unknown := false
	for i, w := range args {
		argv[i] = w.text
		unknown = unknown || !w.known
	}
	i := len(a.res.calls)
	if outer < 0 {
		outer = i
	}
	a.res.calls = append(a.res.calls, call{argv: argv, dynamic: dynamic, outer: outer, envs: envs, unknown: unknown})
	return i
}

// run analyzes one command line, looking through wrappers. outer is the
// index of the outermost call of the wrapper chain (-1 for a new chain).
func (a *analyzer) run(args []word, envs []string, in stdin, outer int) {
	if len(args) == 0 {
		return
	}
	name := args[0]
	if !name.known {
		a.record(args, envs, outer, true)
		a.flag(Ask, "dynamic-command", fmt.Sprintf("the command name %s is not known until run time", name.text))
		return
	}
	base := path.Base(name.text)
	if name.glob && isPattern(base) {
		a.record(args, envs, outer, true)
		a.flag(Ask, "dynamic-command", fmt.Sprintf("the command name %s is a pattern matched at run time", a.display(name)))
		return
	}
	idx := a.record(args, envs, outer, false)
	if outer < 0 {
		outer = idx
	}
	if spec, ok := wrappers.Get()[base]; ok {
		a.wrapped(base, spec, args, envs, in, outer, idx)
		return
	}
	switch {
	case isShell(base):
		a.shell(base, args, in, idx)
		return
	case isInterpreter(base):
		a.interpreter(base, args, in)
	case base == "eval":
		a.res.calls[idx].script = true
		a.evalArgs(args)
		return
	case base == "source" || base == ".":
		a.source1(base, args, in)
	case base == "cd" || base == "pushd" || base == "popd":
		a.cd(base, args)
	}
	a.check(base, args)
	a.checkReads(args[1:])
}

// wrapped handles a wrapper (env, sudo, xargs, ...).
func (a *analyzer) wrapped(base string, spec wrapper, args []word, envs []string, in stdin, outer, idx int) {
	if spec.ask != "" {
		a.flag(Ask, "privilege", spec.ask)
	}
	opts, _, _ := parseOpts(args[1:], spec.opts)
	for _, o := range opts {
		if has([]opt{o}, spec.script...) {
			if !o.hasVal {
				return
			}
			a.res.calls[idx].script = true
			label := base + " -" + spec.script[0]
			if o.val.known {
				// env -S splits its string into the command and arguments
				// that precede the remaining operands.
				a.nested(label, o.val.text+" "+joinWords(unwrap(spec, args)), false)
			} else {
				a.dynamicScript(label, o.val.node)
			}
			return
		}
	}
	if base == "command" && (has(opts, "v") || has(opts, "V")) {
		return // command -v only looks the name up
	}
	inner := unwrap(spec, args)
	if len(inner) == 0 {
		return
	}
	if base == "watch" && !has(opts, "x") && !has(opts, "exec") {
		a.res.calls[idx].script = true
		if allKnown(inner) {
			// watch joins its arguments with spaces and runs them with sh -c
			texts := make([]string, len(inner))
			for i, w := range inner {
				texts[i] = w.text
			}
			a.nested("watch", strings.Join(texts, " "), false)
		} else {
			a.flag(Ask, "dynamic-script", "watch runs a command that is not known until run time")
		}
		return
	}
	for _, w := range args[1 : len(args)-len(inner)] {
		if w.known && assignRe.Get().MatchString(w.text) {
			n, _, _ := strings.Cut(w.text, "=")
			envs = append(envs, n)
		}
	}
	if spec.extraArgs {
		inner = append(inner[:len(inner):len(inner)], word{text: "(arguments from input)"})
	}
	defer a.enter(base)()
	if spec.extraArgs {
		in = stdin{}
	}
	for _, o := range opts {
		// env -C DIR and sudo -D DIR run the command in DIR
		if o.hasVal && (o.name == "chdir" || o.name == "C" && base == "env" || o.name == "D" && base == "sudo") {
			saved := a.cwds
			a.cwds = []string{""}
			if o.val.known {
				a.cwds = a.resolve(o.val.text)
			}
			defer func() { a.cwds = saved }()
		}
	}
	a.run(inner, envs, in, outer)
}

func joinWords(ws []word) string {
	parts := make([]string, len(ws))
	for i, w := range ws {
		parts[i] = syntaxQuote(w.text)
	}
	return strings.Join(parts, " ")
}

// syntaxQuote quotes s for re-parsing when it needs it.
func syntaxQuote(s string) string {
	if q, err := syntax.Quote(s, syntax.LangBash); err == nil {
		return q
	}
	return s
}

func allKnown(ws []word) bool {
	for _, w := range ws {
		if !w.known {
			return false
		}
	}
	return true
}

var shells = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"sh": true, "bash": true, "zsh": true, "dash": true, "ksh": true,
		"mksh": true, "ash": true, "yash": true, "posh": true, "fish": true, "csh": true, "tcsh": true,
		"rbash": true}
}}

func isShell(name string) bool { return shells.Get()[name] }

var interpreterRe = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`^(python[0-9.]*|pypy[0-9.]*|perl[0-9.]*|ruby[0-9.]*|node|nodejs|php[0-9.]*|lua[0-9.]*|luajit|Rscript|osascript|pwsh|powershell|deno|bun|tclsh|wish)$`)
}}

func isInterpreter(name string) bool { return interpreterRe.Get().MatchString(name) }

// inlineFlags are the option letters with which an interpreter takes its
// program from the command line (python -c, perl -e) or runs a module.
func inlineFlags(name string) string {
	if strings.HasPrefix(name, "python") || strings.HasPrefix(name, "pypy") {
		return "cm"
	}
	return "cemErp"
}

// shell handles sh, bash, zsh, ...: -c strings are parsed, scripts read
// from standard input or a process substitution are checked.
func (a *analyzer) shell(base string, args []word, in stdin, idx int) {
	cflag, sflag := false, false
	i := 1
	for ; i < len(args); i++ {
		w := args[i]
		t := w.text
		if !w.known || len(t) < 2 || t[0] != '-' && t[0] != '+' {
			break
		}
		if t == "--" {
			i++
			break
		}
		if strings.HasPrefix(t, "--") {
			switch t {
			case "--rcfile", "--init-file":
				i++ // takes a file
			case "--command":
				cflag = true
			}
			continue
		}
		for _, ch := range t[1:] {
			switch ch {
			case 'c':
				cflag = true
			case 's':
				sflag = true
			case 'o', 'O':
				i++
			}
		}
	}
	label := base
	switch {
	case cflag:
		a.res.calls[idx].script = true
		label += " -c"
		if i >= len(args) {
			return
		}
		if w := args[i]; w.known {
			a.nested(label, w.text, false)
		} else {
			a.dynamicScript(label, w.node)
		}
	case sflag || i >= len(args) || args[i].known && (args[i].text == "-" || args[i].text == "/dev/stdin"):
		a.res.calls[idx].script = in.kind == stdinText
		a.stdinScript(label, in)
	default:
		if p := args[i].proc(); p != nil {
			a.dynamicScript(base+" <(…)", p)
		}
		a.checkReads(args[1:])
	}
}

// interpreter handles python, perl, node, ...: only a program read from
// standard input or a process substitution is checked; code given with
// -c or -e, or a script file, is not analyzed.
func (a *analyzer) interpreter(base string, args []word, in stdin) {
	operand := -1
	for i := 1; i < len(args); i++ {
		t := args[i].text
		if !args[i].known {
			if args[i].proc() != nil {
				operand = i
				break
			}
			return
		}
		if t == "-" {
			operand = i
			break
		}
		if strings.HasPrefix(t, "-") {
			switch {
			case strings.HasPrefix(t, "--"):
				if t == "--eval" || t == "--print" || t == "--command" {
					return
				}
			case strings.ContainsAny(t[1:2], inlineFlags(base)):
				return // inline program or module
			}
			continue
		}
		operand = i
		break
	}
	switch {
	case operand < 0 || args[operand].text == "-" || args[operand].text == "/dev/stdin":
		a.stdinScript(base, in)
	case args[operand].proc() != nil:
		a.dynamicScript(base+" <(…)", args[operand].proc())
	}
}

// evalArgs parses eval's arguments as a script.
func (a *analyzer) evalArgs(args []word) {
	if len(args) < 2 {
		return
	}
	if !allKnown(args[1:]) {
		for _, w := range args[1:] {
			if !w.known {
				a.dynamicScript("eval", w.node)
				return
			}
		}
	}
	texts := make([]string, 0, len(args)-1)
	for _, w := range args[1:] {
		texts = append(texts, w.text)
	}
	a.nested("eval", strings.Join(texts, " "), true)
}

// source1 handles source and ".": a script from a process substitution or
// standard input is checked like a shell's.
func (a *analyzer) source1(base string, args []word, in stdin) {
	if len(args) < 2 {
		return
	}
	w := args[1]
	switch {
	case w.proc() != nil:
		a.dynamicScript(base+" <(…)", w.proc())
	case w.known && (w.text == "/dev/stdin" || w.text == "-"):
		a.stdinScript(base, in)
	case !w.known:
		a.dynamicScript(base, w.node)
	}
}

// cd follows changes of directory so relative paths resolve.
func (a *analyzer) cd(base string, args []word) {
	var ops []word
	for _, w := range args[1:] {
		if w.known && strings.HasPrefix(w.text, "-") && w.text != "-" {
			continue
		}
		ops = append(ops, w)
	}
	switch {
	case base == "popd" || len(ops) > 0 && (!ops[0].known || ops[0].text == "-" || ops[0].glob):
		a.cwds = []string{""}
	case len(ops) == 0:
		if base == "cd" {
			a.cwds = []string{a.home}
		}
	default:
		a.cwds = a.resolve(ops[0].text)
	}
}

// riskyEnv reports whether setting the variable changes what a command
// runs, so a grant for the command must not cover it.
func riskyEnv(name string) bool {
	switch name {
	case "PATH", "IFS", "ENV", "BASH_ENV", "PROMPT_COMMAND", "SHELLOPTS", "BASHOPTS", "PS4",
		"NODE_OPTIONS", "PYTHONSTARTUP", "PYTHONPATH", "PERL5OPT", "PERL5LIB", "RUBYOPT", "GOFLAGS":
		return true
	}
	return strings.HasPrefix(name, "LD_") || strings.HasPrefix(name, "DYLD_") || strings.HasPrefix(name, "GIT_")
}

// isPattern reports whether a command name would be matched as a glob: a
// "*" or "?", or a bracket expression with its closing "]". A lone "[" (the
// test command) is literal, as the shell treats it.
func isPattern(s string) bool {
	if strings.ContainsAny(s, "*?") {
		return true
	}
	i := strings.IndexByte(s, '[')
	return i >= 0 && strings.IndexByte(s[i+1:], ']') > 0
}
