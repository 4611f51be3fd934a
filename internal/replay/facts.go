package replay

import (
	"regexp"
	"strings"

	"troupe/internal/compact"
	"troupe/internal/lazy"
	"troupe/messages"
)

// A fact is a piece of a message that a later model call may rely on: a
// file path or an error line. The replay looks for the facts each
// recorded answer relies on — those its text or tool calls repeat — to
// count what compaction would have made the model read again, and what a
// summary dropped.

// pathFactRE finds file paths: a name with an extension, optionally under
// directories.
var pathFactRE = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`(?:[A-Za-z0-9_.\-]+/)*[A-Za-z0-9_\-]+\.(?:go|py|js|ts|tsx|jsx|rs|c|h|cc|cpp|hpp|java|kt|rb|php|md|json|ya?ml|toml|txt|sh|cfg|ini|sql|html|css|lock|mod|sum)\b`)
}}

// errorMarks are what make a line an error line.
var errorMarks = []string{"Error", "error:", "Exception", "Traceback", "FAIL", "panic:", "fatal:"}

const (
	minFact = 6   // shorter pieces are too common to count
	maxFact = 200 // longer error lines are cut to this
)

// factsOf returns the distinct facts of text.
func factsOf(text string) map[string]bool {
	out := map[string]bool{}
	for _, p := range pathFactRE.Get().FindAllString(text, -1) {
		if len(p) >= minFact {
			out[p] = true
		}
	}
	for l := range strings.Lines(text) {
		if !hasErrorMark(l) {
			continue
		}
		l = strings.TrimSpace(l)
		if len(l) > maxFact {
			l = l[:maxFact]
		}
		if len(l) >= minFact {
			out[l] = true
		}
	}
	return out
}

func hasErrorMark(line string) bool {
	for _, m := range errorMarks {
		if strings.Contains(line, m) {
			return true
		}
	}
	return false
}

// factsAt returns the facts of trace message k, computed once per replay.
func (r *run) factsAt(k int) map[string]bool {
	if r.facts == nil {
		r.facts = map[int]map[string]bool{}
	}
	f, ok := r.facts[k]
	if !ok {
		f = factsOf(messageText(r.t.Messages[k]))
		r.facts[k] = f
	}
	return f
}

// messageText is what a message shows a model: its content and its calls'
// arguments.
func messageText(m messages.Message) string {
	if len(m.ToolCalls) == 0 {
		return m.Content
	}
	var b strings.Builder
	b.WriteString(m.Content)
	for _, c := range m.ToolCalls {
		b.WriteString("\n")
		b.WriteString(string(c.Arguments))
	}
	return b.String()
}

// shows reports whether any entry of v shows fact.
func shows(v compact.View, fact string) bool {
	for _, e := range v.Entries {
		if strings.Contains(e.Msg.Content, fact) {
			return true
		}
		for _, c := range e.Msg.ToolCalls {
			if strings.Contains(string(c.Arguments), fact) {
				return true
			}
		}
	}
	return false
}

// seeReads measures call i, made before assistant message i: a fact the
// recorded answer relies on that the recorded context showed but the
// policy's view does not is one the model would have had to read again
// (from the file a pointer names, or the archive).
func (r *run) seeReads(i int) {
	if r.pol == r.base {
		return
	}
	for f := range r.factsAt(i) {
		if shows(r.base.View(), f) && !shows(r.pol.View(), f) {
			r.res.ReReads++
			return
		}
	}
}

// seeSummary measures a summary adopted before call i: the facts of the
// messages it replaced that a later recorded answer relies on, and how many
// of them the new view (summary included) no longer shows.
func (r *run) seeSummary(i int, rec compact.Record) {
	s := rec.Summary
	mid := map[string]bool{}
	for k := s.From; k < s.To && k < len(r.t.Messages); k++ {
		for f := range r.factsAt(k) {
			mid[f] = true
		}
	}
	if len(mid) == 0 {
		return
	}
	later := map[string]bool{}
	for k := i; k < len(r.t.Messages); k++ {
		if r.t.Messages[k].Role != messages.RoleAssistant {
			continue
		}
		for f := range r.factsAt(k) {
			if mid[f] {
				later[f] = true
			}
		}
	}
	for f := range later {
		r.res.SummaryFacts++
		if !shows(r.pol.View(), f) {
			r.res.SummaryDropped++
		}
	}
}
