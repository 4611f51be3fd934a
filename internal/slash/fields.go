package slash

import "strings"

// Fields splits a command's argument text into words as a shell would
// quote them: spaces separate words, except inside "double" or 'single'
// quotes, and a backslash escapes the next character outside single
// quotes. An unclosed quote runs to the end. `/mcp__srv__prompt "New
// York" NY` gives the prompt's arguments "New York" and "NY".
func Fields(s string) []string {
	var (
		out   []string
		cur   strings.Builder
		in    bool // a word has begun (an empty "" is a word)
		quote rune
		esc   bool
	)
	for _, r := range s {
		switch {
		case esc:
			cur.WriteRune(r)
			esc = false
		case r == '\\' && quote != '\'':
			esc, in = true, true
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '"' || r == '\'':
			quote, in = r, true
		case r == ' ' || r == '\t' || r == '\n':
			if in {
				out = append(out, cur.String())
				cur.Reset()
				in = false
			}
		default:
			cur.WriteRune(r)
			in = true
		}
	}
	if in {
		out = append(out, cur.String())
	}
	return out
}
