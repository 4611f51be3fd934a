package safety

import "mvdan.cc/sh/v3/syntax"

// maxBraceWords bounds how many words one brace expansion may produce.
const maxBraceWords = 64

// expand evaluates w, first applying brace expansion the way bash would:
// "{r,}m" is the two words "rm" and "m", "/{etc,usr}" is "/etc" and "/usr".
// A sequence ({1..9}) or an expansion past maxBraceWords yields one unknown
// word.
func (a *analyzer) expand(w *syntax.Word) []word {
	cp := &syntax.Word{Parts: append([]syntax.WordPart(nil), w.Parts...)}
	if !syntax.SplitBraces(cp) {
		return []word{a.eval(w)}
	}
	alts, ok := braceAlternatives(cp.Parts)
	if !ok {
		return []word{{text: a.source(w), node: w}}
	}
	out := make([]word, 0, len(alts))
	for _, parts := range alts {
		ew := a.eval(&syntax.Word{Parts: parts})
		ew.node = w
		if !ew.known {
			ew.text = a.source(w)
		}
		out = append(out, ew)
	}
	return out
}

// braceAlternatives lists the part sequences a word with brace expansions
// stands for.
func braceAlternatives(parts []syntax.WordPart) ([][]syntax.WordPart, bool) {
	alts := [][]syntax.WordPart{nil}
	for _, part := range parts {
		be, ok := part.(*syntax.BraceExp)
		if !ok {
			for i := range alts {
				alts[i] = append(alts[i], part)
			}
			continue
		}
		if be.Sequence {
			return nil, false
		}
		var next [][]syntax.WordPart
		for _, elem := range be.Elems {
			sub, ok := braceAlternatives(elem.Parts)
			if !ok {
				return nil, false
			}
			for _, prefix := range alts {
				for _, s := range sub {
					joined := append(append([]syntax.WordPart(nil), prefix...), s...)
					next = append(next, joined)
				}
			}
			if len(next) > maxBraceWords {
				return nil, false
			}
		}
		alts = next
	}
	return alts, true
}
