package safety

import (
	"fmt"
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"troupe/internal/lazy"
)

// stdinKind is where a command's standard input comes from, which matters
// for a shell or interpreter that reads its script from it.
type stdinKind int

const (
	stdinNone stdinKind = iota // nothing (the tool's /dev/null)
	stdinFile                  // a file redirected in (bash < script.sh)
	stdinText                  // text known now (echo "…" |, a here-document)
	stdinNet                   // a download (curl … |)
	stdinPipe                  // output of another command
)

type stdin struct {
	kind stdinKind
	text string // for stdinText
	what string // the producing command, for reasons
}

// fetchers download from the network to standard output.
var fetchers = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"curl": true, "wget": true, "wget2": true, "fetch": true,
		"http": true, "https": true, "httpie": true, "xh": true, "curlie": true, "aria2c": true,
		"nc": true, "ncat": true, "netcat": true, "socat": true, "lwp-request": true, "GET": true}
}}

// textFilters only transform or display text; a download piped into them
// runs nothing.
var textFilters = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"jq": true, "yq": true, "grep": true, "egrep": true, "fgrep": true,
		"rg": true, "head": true, "tail": true, "less": true, "more": true, "wc": true, "sort": true,
		"uniq": true, "cut": true, "tr": true, "column": true, "cat": true, "base64": true,
		"sha256sum": true, "sha1sum": true, "sha512sum": true, "md5sum": true, "shasum": true,
		"xxd": true, "hexdump": true, "od": true, "fold": true, "fmt": true, "nl": true, "tac": true,
		"diff": true, "cmp": true, "true": true, ":": true, "file": true, "strings": true, "gzip": true,
		"gunzip": true, "zcat": true, "xmllint": true, "htmlq": true, "pup": true}
}}

// pipeline walks a | b | c. Each part runs in its own subshell and reads
// what the part before it wrote.
func (a *analyzer) pipeline(b *syntax.BinaryCmd, in stdin) {
	var segs []*syntax.Stmt
	var flatten func(s *syntax.Stmt)
	flatten = func(s *syntax.Stmt) {
		if bc, ok := s.Cmd.(*syntax.BinaryCmd); ok && len(s.Redirs) == 0 &&
			(bc.Op == syntax.Pipe || bc.Op == syntax.PipeAll) {
			flatten(bc.X)
			flatten(bc.Y)
			return
		}
		segs = append(segs, s)
	}
	flatten(b.X)
	flatten(b.Y)

	saved := a.cwds
	net := ""
	if in.kind == stdinNet {
		net = in.what
	}
	for i, s := range segs {
		a.cwds = saved
		if i > 0 && net != "" {
			if name := a.stmtName(s); !textFilters.Get()[name] {
				a.flag(Ask, "download-piped", fmt.Sprintf("pipes a download (%s) into %s", net, orSomething(name)))
			}
		}
		a.stmt(s, in)
		if f := a.fetcherIn(s); f != "" && net == "" {
			net = f
		}
		switch text, ok := a.literalOutput(s); {
		case net != "":
			in = stdin{kind: stdinNet, what: net}
		case ok:
			in = stdin{kind: stdinText, text: text, what: a.stmtName(s)}
		default:
			in = stdin{kind: stdinPipe, what: orSomething(a.stmtName(s))}
		}
	}
	a.cwds = saved
}

func orSomething(name string) string {
	if name == "" {
		return "a compound command"
	}
	return name
}

// stmtName returns the name of the program a statement runs, looking
// through wrappers (sudo sh → sh); "" for compound or dynamic commands.
func (a *analyzer) stmtName(s *syntax.Stmt) string {
	c, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(c.Args) == 0 {
		return ""
	}
	args := make([]word, 0, len(c.Args))
	for _, w := range c.Args {
		args = append(args, a.eval(w))
	}
	for range maxDepth {
		if len(args) == 0 || !args[0].known {
			return ""
		}
		base := path.Base(args[0].text)
		spec, ok := wrappers.Get()[base]
		if !ok {
			return base
		}
		args = unwrap(spec, args)
	}
	return ""
}

// fetcherIn returns the name of a downloader that s runs, if any.
func (a *analyzer) fetcherIn(n syntax.Node) string {
	switch n := n.(type) {
	case nil:
		return ""
	case *syntax.Word:
		if n == nil { // a word made up by the analysis (xargs input)
			return ""
		}
	case *syntax.ProcSubst:
		if n == nil {
			return ""
		}
	}
	found := ""
	syntax.Walk(n, func(n syntax.Node) bool {
		if s, ok := n.(*syntax.Stmt); ok {
			if name := a.stmtName(s); fetchers.Get()[name] {
				found = name
			}
		}
		return found == ""
	})
	return found
}

// literalOutput returns what s prints when it is an echo or printf of
// words known now.
func (a *analyzer) literalOutput(s *syntax.Stmt) (string, bool) {
	c, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(c.Args) < 2 || len(s.Redirs) > 0 {
		return "", false
	}
	var words []string
	for _, w := range c.Args {
		ew := a.eval(w)
		if !ew.known {
			return "", false
		}
		words = append(words, ew.text)
	}
	switch words[0] {
	case "echo":
		args, escapes := words[1:], false
		for len(args) > 0 && strings.HasPrefix(args[0], "-") && strings.Trim(args[0], "-neE") == "" {
			escapes = escapes || strings.Contains(args[0], "e")
			args = args[1:]
		}
		text := strings.Join(args, " ")
		if escapes {
			text = ansiC(text)
		}
		return text + "\n", true
	case "printf":
		return ansiC(strings.Join(words[1:], " ")), true
	}
	return "", false
}

// redirects checks a statement's redirections and returns its standard
// input.
func (a *analyzer) redirects(rs []*syntax.Redirect, in stdin) stdin {
	for _, r := range rs {
		if r.Word != nil {
			a.scan(r.Word)
		}
		if r.Hdoc != nil {
			a.scan(r.Hdoc)
		}
		if r.Word == nil {
			continue
		}
		switch r.Op {
		case syntax.RdrOut, syntax.AppOut, syntax.RdrClob, syntax.AppClob, syntax.RdrAll,
			syntax.RdrAllClob, syntax.AppAll, syntax.AppAllClob, syntax.RdrInOut:
			if r.N != nil && r.N.Value != "" && r.N.Value[0] == '{' {
				continue // {var}> allocates a descriptor
			}
			a.checkWrite(a.eval(r.Word), "redirect")
		case syntax.DplOut:
			if w := a.eval(r.Word); w.known && strings.Trim(w.text, "0123456789-") != "" {
				a.checkWrite(w, "redirect") // >&file is &>file
			}
		case syntax.RdrIn:
			w := a.eval(r.Word)
			if p := w.proc(); p != nil {
				if f := a.fetcherIn(p); f != "" {
					in = stdin{kind: stdinNet, what: f}
				} else {
					in = stdin{kind: stdinPipe, what: "a process substitution"}
				}
				continue
			}
			a.checkRead(w)
			in = stdin{kind: stdinFile}
		case syntax.Hdoc, syntax.DashHdoc:
			if text, ok := a.heredoc(r.Hdoc); ok {
				in = stdin{kind: stdinText, text: text, what: "a here-document"}
			} else {
				in = stdin{kind: stdinPipe, what: "a here-document"}
			}
		case syntax.WordHdoc:
			if w := a.eval(r.Word); w.known {
				in = stdin{kind: stdinText, text: w.text + "\n", what: "a here-string"}
			} else {
				in = stdin{kind: stdinPipe, what: "a here-string"}
			}
		}
	}
	return in
}

// heredoc returns a here-document's text when it is known now.
func (a *analyzer) heredoc(w *syntax.Word) (string, bool) {
	if w == nil {
		return "", true
	}
	var b strings.Builder
	out := word{known: true}
	a.evalQuoted(w.Parts, &b, &out)
	return b.String(), out.known
}

// stdinScript handles a shell or interpreter that reads its program from
// standard input.
func (a *analyzer) stdinScript(prog string, in stdin) {
	switch in.kind {
	case stdinNet:
		a.flag(Deny, "download-to-shell", fmt.Sprintf("pipes a download (%s) into %s", in.what, prog))
	case stdinText:
		if isShell(prog) {
			label := "| " + prog
			if strings.HasPrefix(in.what, "a here-") {
				label = prog + " <<…"
			}
			a.nested(label, in.text, false)
		}
		// a program given to an interpreter as text is like python -c: not analyzed
	case stdinPipe:
		a.flag(Ask, "pipe-to-shell", fmt.Sprintf("pipes the output of %s into %s", in.what, prog))
	}
}

// dynamicScript handles a script string or file that is only known at run
// time (sh -c "$(…)", eval "$x", bash <(…)).
func (a *analyzer) dynamicScript(prog string, n syntax.Node) {
	if f := a.fetcherIn(n); f != "" {
		a.flag(Deny, "download-to-shell", fmt.Sprintf("runs a download (%s) with %s", f, prog))
		return
	}
	a.flag(Ask, "dynamic-script", fmt.Sprintf("%s runs a script that is not known until run time", prog))
}
