package replay

import (
	"regexp"
	"strings"

	"troupe/internal/compact"
	"troupe/messages"
)

// A fact is a piece of a message that a later model call may rely on: a
// file path or an error line. The replay looks for the facts each
// recorded answer relies on — those its text or tool calls repeat — to
// count what compaction would have made the model read again, and what a
// summary dropped.

// pathFactRE finds file paths: a name with an extension, optionally under
// directories.
var pathFactRE = regexp.MustCompile(`(?:[A-Za-z0-9_.\-]+/)*[A-Za-z0-9_\-]+\.(?:go|py|js|ts|tsx|jsx|rs|c|h|cc|cpp|hpp|java|kt|rb|php|md|json|ya?ml|toml|txt|sh|cfg|ini|sql|html|css|lock|mod|sum)\b`)

// errorFactRE finds lines that report an error.
var errorFactRE = regexp.MustCompile(`(?m)^.*(?:Error|error:|Exception|Traceback|FAIL|panic:|fatal:).*$`)

const (
	minFact = 6   // shorter pieces are too common to count
	maxFact = 200 // longer error lines are cut to this
)

// factsOf returns the distinct facts of text.
func factsOf(text string) map[string]bool {
	out := map[string]bool{}
	for _, p := range pathFactRE.FindAllString(text, -1) {
		if len(p) >= minFact {
			out[p] = true
		}
	}
	for _, l := range errorFactRE.FindAllString(text, -1) {
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

// viewText is everything a view shows, joined.
func viewText(v compact.View) string {
	var b strings.Builder
	for _, e := range v.Entries {
		b.WriteString(messageText(e.Msg))
		b.WriteString("\n")
	}
	return b.String()
}

// reliedOn returns the facts of earlier (the messages before the call) that
// the answer repeats.
func reliedOn(answer messages.Message, earlier string) []string {
	var out []string
	for f := range factsOf(messageText(answer)) {
		if strings.Contains(earlier, f) {
			out = append(out, f)
		}
	}
	return out
}

// seeReads measures call i, made before assistant message i: a fact the
// recorded answer relies on that the recorded context showed but the
// policy's view does not is one the model would have had to read again
// (from the file a pointer names, or the archive).
func (r *run) seeReads(i int) {
	if r.pol == r.base {
		return
	}
	relied := reliedOn(r.t.Messages[i], viewText(r.base.View()))
	if len(relied) == 0 {
		return
	}
	shown := viewText(r.pol.View())
	for _, f := range relied {
		if !strings.Contains(shown, f) {
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
	var middle strings.Builder
	for _, m := range r.pol.Transcript()[s.From:s.To] {
		middle.WriteString(messageText(m))
		middle.WriteString("\n")
	}
	mid := factsOf(middle.String())
	if len(mid) == 0 {
		return
	}
	later := map[string]bool{}
	for _, m := range r.t.Messages[i:] {
		if m.Role == messages.RoleAssistant {
			for f := range factsOf(messageText(m)) {
				if mid[f] {
					later[f] = true
				}
			}
		}
	}
	shown := viewText(r.pol.View())
	for f := range later {
		r.res.SummaryFacts++
		if !strings.Contains(shown, f) {
			r.res.SummaryDropped++
		}
	}
}
