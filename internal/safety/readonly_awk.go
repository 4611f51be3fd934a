package safety

import (
	"strings"

	"troupe/internal/lazy"
)

// readOnlyAwk is awk whose program only reads its input and prints: no
// program file or library (-f, -i, -l, -E, mawk's -W), no option that
// writes a file (gawk's -o, -p, -d, -D), and a program that passes
// awkProgramReadOnly.
func readOnlyAwk(args []string) bool {
	var programs []string
	explicit := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			if !explicit && i+1 < len(args) {
				programs = append(programs, args[i+1])
			}
			explicit = true
			i = len(args)
		case a == "-F" || a == "-v" || a == "--field-separator" || a == "--assign":
			i++ // the value is data, not code
		case a == "-e" || a == "--source":
			explicit = true
			if i+1 < len(args) {
				programs = append(programs, args[i+1])
				i++
			}
		case strings.HasPrefix(a, "--source="):
			explicit = true
			programs = append(programs, strings.TrimPrefix(a, "--source="))
		case strings.HasPrefix(a, "--"):
			if !readOnlySub(strings.SplitN(a, "=", 2)[0], "--field-separator", "--assign", "--posix",
				"--traditional", "--characters-as-bytes", "--re-interval", "--sandbox", "--lint",
				"--non-decimal-data", "--use-lc-numeric", "--bignum", "--optimize", "--no-optimize",
				"--copyright", "--version", "--help", "--csv") {
				return false
			}
		case len(a) > 1 && a[0] == '-':
			switch a[1] {
			case 'F', 'v', 'b', 'c', 'C', 'g', 'h', 'L', 'M', 'n', 'N', 'O', 'P', 'r', 's', 'S', 't', 'V', 'k':
			default: // f i l E W o p d D and anything unknown
				return false
			}
		default:
			if !explicit {
				programs = append(programs, a)
				explicit = true // later operands are files or assignments
			}
		}
	}
	if len(programs) == 0 {
		return false
	}
	for _, p := range programs {
		if !awkProgramReadOnly(p) {
			return false
		}
	}
	return true
}

// awkKeywords are the words after which a "/" starts a regular
// expression rather than a division.
var awkKeywords = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"print": true, "printf": true, "return": true, "in": true,
		"getline": true, "if": true, "while": true, "for": true, "do": true, "else": true,
		"BEGIN": true, "END": true, "case": true}
}}

// awkProgramReadOnly lexes an awk program far enough to find what runs a
// program or touches a file other than its input: system(), a pipe to or
// from a command ("|", "|&"), output redirection inside print or printf
// (">" or ">>" outside parentheses, which awk's grammar reads as a
// redirection), getline from a named file, and gawk's "@" (@load,
// @include, indirect calls). Strings, regular expressions and comments
// are skipped as awk's own lexer skips them; anything it cannot follow
// counts as not read-only.
func awkProgramReadOnly(prog string) bool {
	operand := false  // the last token was an operand: "/" divides
	printing := false // inside a print or printf statement
	depth := 0        // parentheses open in that statement
	afterGetline := false
	for i := 0; i < len(prog); i++ {
		c := prog[i]
		switch {
		case c == ' ' || c == '\t' || c == '\\' && i+1 < len(prog) && prog[i+1] == '\n':
			if c == '\\' {
				i++
			}
			continue
		case c == '#':
			for i < len(prog) && prog[i] != '\n' {
				i++
			}
			i--
			continue
		case c == '"':
			end := awkStringEnd(prog, i+1)
			if end < 0 {
				return false
			}
			i, operand = end, true
		case c == '/' && !operand:
			end := awkRegexEnd(prog, i+1)
			if end < 0 {
				return false
			}
			i, operand = end, true
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			j := i
			for j < len(prog) && (prog[j] == '_' || prog[j] >= 'a' && prog[j] <= 'z' ||
				prog[j] >= 'A' && prog[j] <= 'Z' || prog[j] >= '0' && prog[j] <= '9') {
				j++
			}
			word := prog[i:j]
			i = j - 1
			switch word {
			case "system":
				return false
			case "print", "printf":
				printing, depth = true, 0
			}
			operand = !awkKeywords.Get()[word]
			if word == "getline" {
				afterGetline = true
				continue
			}
		case c == '|':
			if i+1 < len(prog) && prog[i+1] == '|' {
				i++
				operand = false
				break
			}
			return false
		case c == '>':
			if printing && depth == 0 {
				return false
			}
			operand = false
		case c == '<':
			if afterGetline {
				return false
			}
			operand = false
		case c == '@':
			return false
		case c == '(' || c == '[':
			if printing {
				depth++
			}
			operand = false
		case c == ')' || c == ']':
			if printing && depth > 0 {
				depth--
			}
			operand = true
		case c == ';' || c == '\n' || c == '{' || c == '}':
			if depth == 0 {
				printing = false
			}
			operand = false
		case c >= '0' && c <= '9' || c == '.':
			operand = true
		case c == '$':
			operand = false
		default:
			operand = false
		}
		// getline's variable may sit between it and its "<"
		if afterGetline && !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '$' ||
			c >= '0' && c <= '9') {
			afterGetline = false
		}
	}
	return true
}

// awkStringEnd is the index of the quote closing the string that starts at
// i, or -1.
func awkStringEnd(s string, i int) int {
	for ; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '"':
			return i
		case '\n':
			return -1
		}
	}
	return -1
}

// awkRegexEnd is the index of the slash closing the regular expression
// that starts at i, or -1; a "/" inside a bracket expression does not
// close it.
func awkRegexEnd(s string, i int) int {
	for ; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '[':
			i++
			if i < len(s) && s[i] == '^' {
				i++
			}
			if i < len(s) && s[i] == ']' {
				i++
			}
			for i < len(s) && s[i] != ']' {
				if s[i] == '\n' {
					return -1
				}
				i++
			}
			if i >= len(s) {
				return -1
			}
		case '/':
			return i
		case '\n':
			return -1
		}
	}
	return -1
}
