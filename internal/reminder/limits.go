package reminder

// Detector names one event detector, for its cap and its count.
type Detector int

// The detectors.
const (
	OnToolFailure    Detector = iota // a tool failed and the model stopped without retrying
	OnReadOnlyStreak                 // consecutive read-only batches
	OnDenied                         // a call was denied
	OnOpenTodos                      // the model stopped with open todos
	OnTodosDone                      // every todo got completed
	OnPlanApproved                   // a plan was approved
	OnSubagents                      // subagents returned
	OnCompletion                     // the model stopped: check the original task
	OnTruncation                     // the answer was cut off at the token limit
	numDetectors
)

func (d Detector) String() string {
	switch d {
	case OnToolFailure:
		return "tool_failure"
	case OnReadOnlyStreak:
		return "read_only_streak"
	case OnDenied:
		return "denied"
	case OnOpenTodos:
		return "open_todos"
	case OnTodosDone:
		return "todos_done"
	case OnPlanApproved:
		return "plan_approved"
	case OnSubagents:
		return "subagents"
	case OnCompletion:
		return "completion"
	case OnTruncation:
		return "truncation"
	}
	return "detector(?)"
}

// Limits are the caps of the detectors over a State's life, and the
// thresholds that trigger them. A cap of 0 turns its detector off.
type Limits struct {
	ToolFailure    int // nudges after a failed tool the model gave up on
	ReadOnly       int // read-only streak reminders
	ReadOnlyStreak int // consecutive read-only batches that make a streak
	Denied         int // denial reminders, one per denied call
	OpenTodos      int // nudges when stopping with open todos
	TodosDone      int // "all todos done" reminders
	PlanApproved   int // "turn the plan into todos" reminders
	Subagents      int // "evaluate the results together" reminders, one per group
	Completion     int // checks of the original task when stopping
	Truncation     int // continuations in a row of an answer cut off at the token limit
	MaxTaskQuote   int // bytes of the original task quoted
	MaxErrorQuote  int // bytes of a tool error quoted
}

// DefaultLimits returns the caps OpenDev found to work: error recovery 3,
// todo nudges 2, one-time signals once, a streak of 5 read-only steps, 3
// continuations.
func DefaultLimits() Limits {
	return Limits{
		ToolFailure:    3,
		ReadOnly:       3,
		ReadOnlyStreak: 5,
		Denied:         5,
		OpenTodos:      2,
		TodosDone:      1,
		PlanApproved:   1,
		Subagents:      10,
		Completion:     1,
		Truncation:     3,
		MaxTaskQuote:   2000,
		MaxErrorQuote:  600,
	}
}

func (l Limits) capOf(d Detector) int {
	switch d {
	case OnToolFailure:
		return l.ToolFailure
	case OnReadOnlyStreak:
		return l.ReadOnly
	case OnDenied:
		return l.Denied
	case OnOpenTodos:
		return l.OpenTodos
	case OnTodosDone:
		return l.TodosDone
	case OnPlanApproved:
		return l.PlanApproved
	case OnSubagents:
		return l.Subagents
	case OnCompletion:
		return l.Completion
	case OnTruncation:
		return l.Truncation
	}
	return 0
}
