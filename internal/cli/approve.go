package cli

import (
	"fmt"
	"io"
	"strings"

	"troupe/internal/tui"
	"troupe/messages"
)

// approval is one request for the person at the terminal.
type approval struct {
	agent string
	req   messages.ApprovalRequest
}

// asker collects approval requests for the line mode: the renderer queues
// them as they arrive on the bus; the session loop asks them one at a time
// and publishes the answers.
type asker struct {
	previews tui.Previewer // what edit calls change, for their diffs
	requests chan approval
	pending  []approval // received, not yet asked; used by the session loop only
}

func newAsker(_ <-chan string) *asker {
	return &asker{requests: make(chan approval, 16)}
}

// queue is called by the renderer, on the bus's goroutine; it never blocks.
func (a *asker) queue(agent string, r messages.ApprovalRequest) bool {
	select {
	case a.requests <- approval{agent: agent, req: r}:
		return true
	default:
		return false
	}
}

// show asks one question.
func (a *asker) show(w io.Writer, q approval) {
	what := q.req.Command
	if what == "" {
		if d := tui.EditDiff(a.previews, q.req.Tool, q.req.Args); d != "" {
			what = "\n" + d
		} else {
			what = argSummary(q.req.Args)
		}
	}
	grant := q.req.Tool
	if len(q.req.Grants) > 0 {
		grant = strings.Join(q.req.Grants, ", ")
	}
	if q.req.Network {
		what += "\n  with network access: approving grants it (once: this command; session: every command)"
	}
	fmt.Fprintf(w, "\n? %s wants to run %s: %s\n  why asked: %s\n  [y] allow once · [a] allow %q for this session · [n] deny (n <reason> tells the model why)\n> ",
		agentLabel(q.agent), q.req.Tool, what, q.req.Reason, grant)
}

// parseAnswer reads "y", "a", "n", "n reason" (and their long forms); ok is
// false for anything else, which is asked again.
func parseAnswer(id, line string) (messages.ApprovalAnswer, bool) {
	word, rest, _ := strings.Cut(strings.TrimSpace(line), " ")
	switch strings.ToLower(word) {
	case "y", "yes":
		return messages.ApprovalAnswer{ID: id, Verdict: "once"}, true
	case "a", "always", "s", "session":
		return messages.ApprovalAnswer{ID: id, Verdict: "session"}, true
	case "n", "no", "deny":
		return messages.ApprovalAnswer{ID: id, Verdict: "deny", Reason: strings.TrimSpace(rest)}, true
	}
	return messages.ApprovalAnswer{}, false
}

func agentLabel(id string) string {
	if id == "main" {
		return "the agent"
	}
	return "subagent " + id
}
