package safety

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"mvdan.cc/sh/v3/syntax"
)

// word is a shell word evaluated statically, without running anything.
type word struct {
	text  string // the value when known, otherwise the word's source text
	known bool   // text is exactly what the shell would pass
	glob  bool   // has unquoted glob characters (*, ?, [)
	subst bool   // contains a command or process substitution
	node  *syntax.Word
}

// proc returns the process substitution the word consists of, if any.
func (w word) proc() *syntax.ProcSubst {
	if w.node == nil || len(w.node.Parts) != 1 {
		return nil
	}
	p, _ := w.node.Parts[0].(*syntax.ProcSubst)
	return p
}

// eval evaluates w as far as it can be known before running: quotes and
// escapes are removed, ~ and $HOME expand to the home directory; other
// parameters, substitutions and arithmetic make the word unknown.
func (a *analyzer) eval(w *syntax.Word) word {
	out := word{known: true, node: w}
	var b strings.Builder
	for i, part := range w.Parts {
		switch p := part.(type) {
		case *syntax.Lit:
			v := p.Value
			if i == 0 && strings.HasPrefix(v, "~") {
				name, rest, _ := strings.Cut(v, "/")
				switch name {
				case "~":
					b.WriteString(a.home)
				case "~+":
					cwd := a.cwd()
					if cwd == "" {
						out.known = false
					}
					b.WriteString(cwd)
				default:
					out.known = false // ~user, ~-: not known here
				}
				if strings.Contains(v, "/") {
					v = "/" + rest
				} else {
					v = ""
				}
			}
			s, glob := unescapeBare(v)
			b.WriteString(s)
			out.glob = out.glob || glob
		case *syntax.SglQuoted:
			if p.Dollar {
				b.WriteString(ansiC(p.Value))
			} else {
				b.WriteString(p.Value)
			}
		case *syntax.DblQuoted:
			a.evalQuoted(p.Parts, &b, &out)
		case *syntax.ParamExp:
			a.evalParam(p, &b, &out)
		case *syntax.CmdSubst, *syntax.ProcSubst:
			out.known, out.subst = false, true
		default: // arithmetic, extended globs, brace expansions
			out.known = false
		}
	}
	if out.known {
		out.text = b.String()
	} else {
		out.text = a.source(w)
	}
	return out
}

func (a *analyzer) evalQuoted(parts []syntax.WordPart, b *strings.Builder, out *word) {
	for _, part := range parts {
		switch p := part.(type) {
		case *syntax.Lit:
			b.WriteString(unescapeQuoted(p.Value))
		case *syntax.ParamExp:
			a.evalParam(p, b, out)
		case *syntax.CmdSubst:
			out.known, out.subst = false, true
		default:
			out.known = false
		}
	}
}

// evalParam expands $HOME and $PWD (when the directory is known); any other
// parameter, or any operator on one, is unknown.
func (a *analyzer) evalParam(p *syntax.ParamExp, b *strings.Builder, out *word) {
	if !simpleParam(p) {
		out.known = false
		return
	}
	switch p.Param.Value {
	case "HOME":
		b.WriteString(a.home)
	case "PWD":
		cwd := a.cwd()
		if cwd == "" {
			out.known = false
		}
		b.WriteString(cwd)
	default:
		if v, ok := a.env[p.Param.Value]; ok {
			b.WriteString(v)
			return
		}
		out.known = false
	}
}

// knownEnv keeps the variables of env with a non-empty value whose every
// mention in cmd is an expansion ($NAME or ${NAME}): a command that
// assigns, reads or exports NAME could change its value before use.
func knownEnv(cmd string, env map[string]string) map[string]string {
	out := map[string]string{}
	for name, v := range env {
		if v == "" || name == "" {
			continue
		}
		mentions := strings.Count(cmd, name)
		expansions := strings.Count(cmd, "$"+name) + strings.Count(cmd, "${"+name+"}")
		if mentions == expansions {
			out[name] = v
		}
	}
	return out
}

// cwd returns the directory the shell is in when only one is possible.
func (a *analyzer) cwd() string {
	if len(a.cwds) == 1 {
		return a.cwds[0]
	}
	return ""
}

func simpleParam(p *syntax.ParamExp) bool {
	return p.Param != nil && p.Flags == nil && !p.Excl && !p.Length && !p.Width && !p.IsSet &&
		p.NestedParam == nil && p.Index == nil && len(p.Modifiers) == 0 && p.Slice == nil &&
		p.Repl == nil && p.Names == 0 && p.Exp == nil
}

// source returns the text of n as written.
func (a *analyzer) source(n syntax.Node) string {
	start, end := int(n.Pos().Offset()), int(n.End().Offset())
	if start < 0 || end > len(a.src) || start > end {
		return ""
	}
	return a.src[start:end]
}

// unescapeBare removes backslash escapes from an unquoted literal and
// reports whether it has unescaped glob characters.
func unescapeBare(s string) (string, bool) {
	if !strings.ContainsAny(s, `\*?[`) {
		return s, false
	}
	var b strings.Builder
	glob := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s):
			i++
			if s[i] != '\n' {
				b.WriteByte(s[i])
			}
		case c == '*' || c == '?' || c == '[':
			glob = true
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), glob
}

// unescapeQuoted removes the escapes a double-quoted string honours.
func unescapeQuoted(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("$`\"\\\n", s[i+1]) >= 0 {
			i++
			if s[i] != '\n' {
				b.WriteByte(s[i])
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// ansiC decodes the body of a $'...' string.
func ansiC(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 == len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch c = s[i]; c {
		case 'a':
			b.WriteByte('\a')
		case 'b':
			b.WriteByte('\b')
		case 'e', 'E':
			b.WriteByte(0x1b)
		case 'f':
			b.WriteByte('\f')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'v':
			b.WriteByte('\v')
		case 'x', 'u', 'U':
			max := map[byte]int{'x': 2, 'u': 4, 'U': 8}[c]
			j := i + 1
			for j < len(s) && j-i-1 < max && isHex(s[j]) {
				j++
			}
			if j == i+1 {
				b.WriteByte('\\')
				b.WriteByte(c)
				continue
			}
			n, _ := strconv.ParseUint(s[i+1:j], 16, 32)
			if c == 'x' {
				b.WriteByte(byte(n))
			} else {
				b.WriteRune(rune(n))
			}
			i = j - 1
		case '0', '1', '2', '3', '4', '5', '6', '7':
			j := i
			for j < len(s) && j-i < 3 && s[j] >= '0' && s[j] <= '7' {
				j++
			}
			n, _ := strconv.ParseUint(s[i:j], 8, 16)
			b.WriteByte(byte(n))
			i = j - 1
		case 'c':
			if i+1 < len(s) {
				i++
				b.WriteByte(s[i] & 0x1f)
			}
		default: // \\ \' \" \? and unknown escapes
			if strings.IndexByte(`\'"?`, c) < 0 {
				b.WriteByte('\\')
			}
			b.WriteByte(c)
		}
	}
	if !utf8.ValidString(b.String()) {
		return strings.ToValidUTF8(b.String(), "?")
	}
	return b.String()
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}
