package reminder

import (
	"regexp"
	"strings"

	"troupe/internal/lazy"
	"troupe/messages"
)

// The completion check runs only on evidence that the task is unfinished.
// Open todos and a failed tool have their own guards; what is left for the
// check is an empty answer (nudged directly: there is nothing to review),
// edits that no command verified when the workspace has a test command,
// and an answer that announces work ("I will …") without doing it. Those
// two are reviewed on the critique slot (Action.Check); the review's
// answer is never shown as the agent's (Checked).

// intentRE finds an announcement of work still to do.
var intentRE = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(?:I will|I'll|I am going to|I'm going to|let me|next,? I)\b[^.\n]*`)
}}

// intention returns the sentence of an answer without tool calls that
// announces work not done, in its last paragraph; "" if there is none.
func intention(m messages.Message) string {
	if len(m.ToolCalls) > 0 {
		return ""
	}
	text := strings.TrimSpace(m.Content)
	if i := strings.LastIndex(text, "\n\n"); i >= 0 {
		text = text[i+2:]
	}
	for _, m := range intentRE.Get().FindAllString(text, -1) {
		if !politeRE.Get().MatchString(m) {
			return m
		}
	}
	return ""
}

// politeRE matches closing courtesies that announce no work.
var politeRE = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^(?:let me know|I(?:'ll| will) be (?:happy|glad))`)
}}

// SetTestable says whether the workspace has a test command (a go.mod, a
// package.json, a Makefile, …): only then do unverified edits call for a
// completion check.
func (s *State) SetTestable(ok bool) { s.testable = ok }

// evidence returns why the completion check is due, "" if it is not.
func (s *State) evidence() string {
	switch open := openCount(s.todos); {
	case open > 0:
		return "the todo list still has open items"
	case s.failure != nil:
		return "the last tool call failed: " + clip(s.failure.Content, 200)
	case s.intends != "":
		return "the answer announces work it did not do: " + clip(s.intends, 200)
	case s.testable && s.unverified:
		return "files were edited and no command ran after the last edit, though the workspace has tests"
	}
	return ""
}

// Checked turns the verdict on an answer (see Stop's Check action; the
// critique workflow reviews it) into the decision: Accept when it is done
// — the caller says done too when the review failed: the check is an aid,
// not a gate — else a Nudge quoting what the review found missing. The
// review is never the answer.
func (s *State) Checked(done bool, reason string) Action {
	if done {
		return Action{Kind: Accept, Guard: GuardAccept}
	}
	return Action{Kind: Nudge, Guard: GuardCompletion, Message: s.tpl.Message(NameImplicitCompletion,
		Data{Task: clip(s.task, s.lim.MaxTaskQuote), Reason: clip(reason, s.lim.MaxErrorQuote)})}
}
