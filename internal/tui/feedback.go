package tui

import (
	"fmt"
	"regexp"
	"time"

	"troupe/internal/lazy"
	"troupe/messages"
)

// retryText is how the model actor words a retry notice (Level "retry"):
// "retrying in 12s after 429 …".
var retryText = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`retrying in (\S+?) after (.+?)(?: \(|$)`) }}

// retryNotice takes a notice that a model call will be tried again: the
// spinner counts down to it. False if the notice is no retry.
func (m *Model) retryNotice(n messages.Notice) bool {
	if n.Level != "retry" {
		return false
	}
	sm := retryText.Get().FindStringSubmatch(n.Text)
	if sm == nil {
		return false
	}
	d, err := time.ParseDuration(sm[1])
	if err != nil {
		return false
	}
	m.retryUntil, m.retryWhy = m.now().Add(d), sm[2]
	m.activity = "retrying"
	return true
}

// activityNow is what the spinner says now: the activity, a retry's
// countdown, and how many subagents are running.
func (m *Model) activityNow() string {
	s := m.activity
	if !m.retryUntil.IsZero() && m.activity == "retrying" {
		left := max(m.retryUntil.Sub(m.now()).Round(time.Second), 0)
		s = fmt.Sprintf("retrying in %s after %s", left, m.retryWhy)
	}
	if n := m.tree.running(); n > 0 {
		what := "1 subagent running"
		if n > 1 {
			what = fmt.Sprintf("%d subagents running", n)
		}
		if m.activity == "waiting for subagents" {
			return what
		}
		s += " · " + what
	}
	return s
}

// running counts the subagents that have started and not ended.
func (t *tree) running() int {
	n := 0
	for id, nd := range t.nodes {
		if id == mainAgent {
			continue
		}
		switch nd.state {
		case "done", "failed", "cancelled", "idle":
		default:
			n++
		}
	}
	return n
}
