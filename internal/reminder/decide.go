package reminder

// Guard names the guard that decided what happens when the model stops
// without calling a tool.
type Guard int

// The guards, in the order Decide tries them.
const (
	GuardAccept      Guard = iota // nothing holds the model back: the answer is final
	GuardTruncated                // the answer was cut off at the token limit: continue it
	GuardToolFailure              // a tool failed and the model gave up: nudge it to recover
	GuardOpenTodos                // the todo list has open items: nudge it to finish them
	GuardQueuedInput              // the user typed while the model worked: take that input
	GuardCompletion               // check the original task once before accepting
)

func (g Guard) String() string {
	switch g {
	case GuardAccept:
		return "accept"
	case GuardTruncated:
		return "truncated"
	case GuardToolFailure:
		return "tool_failure"
	case GuardOpenTodos:
		return "open_todos"
	case GuardQueuedInput:
		return "queued_input"
	case GuardCompletion:
		return "completion"
	}
	return "guard(?)"
}

// Facts is what the guards look at when the model stops without a tool
// call. Each fact already accounts for its cap: false once the cap is used.
type Facts struct {
	Truncated   bool // cut off at the token limit, and continuations are left
	ToolFailure bool // the last batch had a failure the model did not retry, and nudges are left
	OpenTodos   bool // the todo list has open items, and nudges are left
	QueuedInput bool // user input is waiting to be injected
	Completion  bool // the completion check is due: a task with tool use or an empty answer, not yet checked
}

// Decide picks the guard that applies, in order: truncation, a failed tool
// given up on, open todos, queued user input, the one-time completion
// check, and otherwise accept. It is a pure function of its facts.
func Decide(f Facts) Guard {
	switch {
	case f.Truncated:
		return GuardTruncated
	case f.ToolFailure:
		return GuardToolFailure
	case f.OpenTodos:
		return GuardOpenTodos
	case f.QueuedInput:
		return GuardQueuedInput
	case f.Completion:
		return GuardCompletion
	}
	return GuardAccept
}
