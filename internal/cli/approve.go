package cli

import (
	"context"
	"fmt"
	"strings"

	"troupe/messages"
	"troupe/supervisor"
)

// approval is one request for the person at the terminal.
type approval struct {
	agent string
	req   messages.ApprovalRequest
}

// asker puts approval requests to the person at an interactive session:
// the renderer queues them as they arrive on the bus, and the turn loop
// asks and answers on the bus. Answers are read from the session's input
// lines.
type asker struct {
	requests chan approval
	lines    <-chan string
}

func newAsker(lines <-chan string) *asker {
	return &asker{requests: make(chan approval, 16), lines: lines}
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

// answer asks one question and publishes the answer.
func (a *asker) answer(ctx context.Context, stdio *IO, sess *supervisor.Session, q approval) {
	what := q.req.Command
	if what == "" {
		what = argSummary(q.req.Args)
	}
	grant := q.req.Tool
	if len(q.req.Grants) > 0 {
		grant = strings.Join(q.req.Grants, ", ")
	}
	fmt.Fprintf(stdio.Out, "\n? %s wants to run %s: %s\n  why asked: %s\n  [y] allow once · [a] allow %q for this session · [n] deny (n <reason> tells the model why)\n> ",
		agentLabel(q.agent), q.req.Tool, what, q.req.Reason, grant)
	ans := messages.ApprovalAnswer{ID: q.req.ID, Verdict: "deny", Reason: "no answer"}
	select {
	case line, ok := <-a.lines:
		if ok {
			ans = parseAnswer(q.req.ID, line)
		}
	case <-stdio.Signals: // Ctrl-C at the prompt: deny, and cancel the turn
		fmt.Fprintln(stdio.Err, "\n^C denied; cancelling the turn")
		ans.Reason = "the user interrupted"
		defer sess.Cancel("interrupted by the user")
	case <-ctx.Done():
	}
	if err := sess.Answer(q.agent, ans); err != nil {
		fmt.Fprintf(stdio.Err, "troupe: %v\n", err)
	}
}

// parseAnswer reads "y", "a", "n", "n reason" (and their long forms).
func parseAnswer(id, line string) messages.ApprovalAnswer {
	word, rest, _ := strings.Cut(strings.TrimSpace(line), " ")
	switch strings.ToLower(word) {
	case "y", "yes":
		return messages.ApprovalAnswer{ID: id, Verdict: "once"}
	case "a", "always", "s", "session":
		return messages.ApprovalAnswer{ID: id, Verdict: "session"}
	}
	return messages.ApprovalAnswer{ID: id, Verdict: "deny", Reason: strings.TrimSpace(rest)}
}

func agentLabel(id string) string {
	if id == "main" {
		return "the agent"
	}
	return "subagent " + id
}
