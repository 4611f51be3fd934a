package safety

import "strings"

// opt is one option of a command line: name is the letter of a short
// option ("f") or the name of a long one ("force").
type opt struct {
	name   string
	val    word
	hasVal bool
}

// optSpec says which options of a command take an argument.
type optSpec struct {
	short string   // letters of short options that take an argument
	long  []string // long options that take an argument when not written --name=value
	// posix stops at the first operand, as wrappers do (env rm -r: -r is rm's).
	posix bool
}

func (s optSpec) longTakesArg(name string) bool {
	for _, l := range s.long {
		if l == name {
			return true
		}
	}
	return false
}

// parseOpts splits args (without the command name) into options and
// operands, GNU style: options may follow operands unless spec.posix, and
// "--" ends them. An unknown word that looks like an option counts as one
// option named "?" so callers can be conservative about it. rest is the
// index in args of the first operand when spec.posix (len(args) if none).
func parseOpts(args []word, spec optSpec) (opts []opt, operands []word, rest int) {
	rest = len(args)
	for i := 0; i < len(args); i++ {
		w := args[i]
		t := w.text
		if w.known && t == "--" {
			if spec.posix {
				return opts, append(operands, args[i+1:]...), i + 1
			}
			operands = append(operands, args[i+1:]...)
			return opts, operands, rest
		}
		if !strings.HasPrefix(t, "-") || t == "-" {
			if spec.posix {
				return opts, append(operands, args[i:]...), i
			}
			operands = append(operands, w)
			continue
		}
		if !w.known {
			opts = append(opts, opt{name: "?"})
			continue
		}
		if strings.HasPrefix(t, "--") {
			name, val, ok := strings.Cut(t[2:], "=")
			o := opt{name: name}
			switch {
			case ok:
				o.val, o.hasVal = word{text: val, known: true}, true
			case spec.longTakesArg(name) && i+1 < len(args):
				i++
				o.val, o.hasVal = args[i], true
			}
			opts = append(opts, o)
			continue
		}
		for j := 1; j < len(t); j++ {
			o := opt{name: t[j : j+1]}
			if strings.IndexByte(spec.short, t[j]) >= 0 {
				switch {
				case j+1 < len(t):
					o.val, o.hasVal = word{text: t[j+1:], known: true}, true
				case i+1 < len(args):
					i++
					o.val, o.hasVal = args[i], true
				}
				opts = append(opts, o)
				break
			}
			opts = append(opts, o)
		}
	}
	return opts, operands, rest
}

// has reports whether any option has one of the names.
func has(opts []opt, names ...string) bool {
	for _, o := range opts {
		for _, n := range names {
			if o.name == n {
				return true
			}
		}
	}
	return false
}
