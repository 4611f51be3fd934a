package ansi

import (
	"regexp"
	"strings"
	"sync"
	"text/template"
	"unicode"
)

var (
	templateFuncMapOnce sync.Once
	templateFuncMap     template.FuncMap
)

// TemplateFuncMap returns a few useful template helpers, built on first use
// (troupe: upstream's package variable was built at package init).
func TemplateFuncMap() template.FuncMap {
	templateFuncMapOnce.Do(func() { templateFuncMap = buildTemplateFuncMap() })
	return templateFuncMap
}

func buildTemplateFuncMap() template.FuncMap {
	return template.FuncMap{
		"Left": func(values ...interface{}) string {
			s := values[0].(string)
			n := values[1].(int)
			if n > len(s) {
				n = len(s)
			}

			return s[:n]
		},
		"Matches": func(values ...interface{}) bool {
			ok, _ := regexp.MatchString(values[1].(string), values[0].(string))
			return ok
		},
		"Mid": func(values ...interface{}) string {
			s := values[0].(string)
			l := values[1].(int)
			if l > len(s) {
				l = len(s)
			}

			if len(values) > 2 { //nolint:mnd
				r := values[2].(int)
				if r > len(s) {
					r = len(s)
				}
				return s[l:r]
			}
			return s[l:]
		},
		"Right": func(values ...interface{}) string {
			s := values[0].(string)
			n := len(s) - values[1].(int)
			if n < 0 {
				n = 0
			}

			return s[n:]
		},
		"Last": func(values ...interface{}) string {
			return values[0].([]string)[len(values[0].([]string))-1]
		},
		// strings functions
		"Compare":      strings.Compare, // 1.5+ only
		"Contains":     strings.Contains,
		"ContainsAny":  strings.ContainsAny,
		"Count":        strings.Count,
		"EqualFold":    strings.EqualFold,
		"HasPrefix":    strings.HasPrefix,
		"HasSuffix":    strings.HasSuffix,
		"Index":        strings.Index,
		"IndexAny":     strings.IndexAny,
		"Join":         strings.Join,
		"LastIndex":    strings.LastIndex,
		"LastIndexAny": strings.LastIndexAny,
		"Repeat":       strings.Repeat,
		"Replace":      strings.Replace,
		"Split":        strings.Split,
		"SplitAfter":   strings.SplitAfter,
		"SplitAfterN":  strings.SplitAfterN,
		"SplitN":       strings.SplitN,
		"Title":        titleCase,
		"ToLower":      strings.ToLower,
		"ToTitle":      strings.ToUpper,
		"ToUpper":      strings.ToUpper,
		"Trim":         strings.Trim,
		"TrimLeft":     strings.TrimLeft,
		"TrimPrefix":   strings.TrimPrefix,
		"TrimRight":    strings.TrimRight,
		"TrimSpace":    strings.TrimSpace,
		"TrimSuffix":   strings.TrimSuffix,
	}
}

// titleCase upper-cases (title-cases) the first letter of each word and
// lower-cases the rest; an apostrophe between letters does not end a word
// (troupe: upstream used golang.org/x/text/cases' Title for English, whose
// package init every troupe command paid for; see README.troupe.md for where
// the two differ).
func titleCase(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	rs := []rune(s)
	inWord := false
	for i, r := range rs {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r):
			if inWord {
				b.WriteRune(unicode.ToLower(r))
			} else {
				b.WriteRune(unicode.ToTitle(r))
			}
			inWord = true
		case (r == '\'' || r == '’') && inWord && i+1 < len(rs) && unicode.IsLetter(rs[i+1]):
			b.WriteRune(r)
		default:
			b.WriteRune(r)
			inWord = false
		}
	}
	return b.String()
}
