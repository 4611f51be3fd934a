package reminder

import (
	"troupe/internal/llm"
	"troupe/internal/tool"
	"troupe/internal/tool/todo"
	"troupe/messages"
)

// maxListedTodos is how many open todos a reminder names.
const maxListedTodos = 3

// State is one agent's reminder bookkeeping: caps used, the streaks, the
// last batch's failure, the todo list, the original task, and the reminders
// waiting for the next model call. Make it with NewState; it is owned by
// one goroutine (the agent actor) and not safe for concurrent use.
type State struct {
	tpl   *Templates
	lim   Limits
	fired [numDetectors]int

	task        string
	toolsUsed   bool                 // a tool ran since the task started
	failure     *messages.ToolResult // the last batch's failure the model has not answered yet
	skipThink   bool                 // the last batch was read-only and all succeeded
	readStreak  int
	truncStreak int
	lastStop    string // stop reason of the last answer
	lastEmpty   bool   // the last answer had no text
	todos       []todo.Item
	allDone     bool
	denied      map[string]bool // call ids denied in the batch running
	testable    bool            // the workspace has a test command
	unverified  bool            // a file was edited and no command ran since
	intends     string          // the last answer announced work it did not do
	answer      string          // the last answer, clipped, for the completion check

	// Reminders due at the next Pending, in the order they are shown.
	dueDenied    []Denied
	dueSubagents []SubagentReturned
	duePlan      *PlanApproved
	dueTodosDone int // completed items; 0: not due
	dueReadOnly  int // streak length; 0: not due
}

// NewState returns the State of a new session.
func NewState(tpl *Templates, lim Limits) *State {
	return &State{tpl: tpl, lim: lim, denied: map[string]bool{}}
}

// take uses one of d's cap and reports whether there was one left.
func (s *State) take(d Detector) bool {
	if s.fired[d] >= s.lim.capOf(d) {
		return false
	}
	s.fired[d]++
	return true
}

func (s *State) left(d Detector) bool { return s.fired[d] < s.lim.capOf(d) }

// Fired returns how many times detector d has fired.
func (s *State) Fired(d Detector) int { return s.fired[d] }

// Task returns the original task: the text of the last UserPrompt.
func (s *State) Task() string { return s.task }

// SkipThinking reports whether the last batch of tool calls was read-only
// and all of them succeeded, in which case the thinking call can be
// skipped: there is nothing new to reason about.
func (s *State) SkipThinking() bool { return s.skipThink }

// Observe records ev. It costs the same whatever the history's length.
func (s *State) Observe(ev Event) {
	switch ev := ev.(type) {
	case UserPrompt:
		s.task = ev.Text
		s.toolsUsed, s.failure, s.skipThink = false, nil, false
		s.readStreak, s.truncStreak, s.lastStop, s.lastEmpty = 0, 0, "", false
		s.unverified, s.intends = false, ""
	case AssistantMessage:
		s.intends = intention(ev.Message)
		s.answer = clip(ev.Message.Content, s.lim.MaxTaskQuote)
		s.lastStop = ev.StopReason
		s.lastEmpty = ev.Message.Content == "" && len(ev.Message.ToolCalls) == 0
		if ev.StopReason != llm.StopMaxTokens {
			s.truncStreak = 0
		}
		if len(ev.Message.ToolCalls) > 0 {
			s.failure = nil // the model went on calling tools: it did not give up
		}
	case ToolResults:
		s.batch(ev)
	case Denied:
		s.denied[ev.Call.ID] = true
		if s.take(OnDenied) {
			s.dueDenied = append(s.dueDenied, ev)
		}
	case TodosChanged:
		s.todos = append(s.todos[:0], ev.Items...)
		s.readStreak = 0 // planning is progress
		done := len(s.todos) > 0 && openCount(s.todos) == 0
		if done && !s.allDone && s.take(OnTodosDone) {
			s.dueTodosDone = len(s.todos)
		}
		if !done {
			s.dueTodosDone = 0
		}
		s.allDone = done
	case PlanApproved:
		if s.take(OnPlanApproved) {
			s.duePlan = &ev
		}
	case SubagentReturned:
		if s.left(OnSubagents) {
			s.dueSubagents = append(s.dueSubagents, ev)
		}
	}
}

// batch records a batch of tool results.
func (s *State) batch(ev ToolResults) {
	s.toolsUsed = true
	s.failure = nil
	ok := true
	for i := range ev.Results {
		r := &ev.Results[i]
		var facts tool.Facts
		if i < len(ev.Facts) {
			facts = ev.Facts[i]
		}
		failed := Failed(*r)
		switch {
		case failed:
		case facts.Edits:
			s.unverified = true
		case facts.Verifies:
			s.unverified = false
		}
		if !failed {
			continue
		}
		ok = false
		if r.Kind == messages.KindCanceled || s.denied[r.CallID] {
			continue
		}
		f := *r
		s.failure = &f
	}
	clear(s.denied)
	s.skipThink = ev.ReadOnly && ok && len(ev.Results) > 0
	if !ev.ReadOnly {
		s.readStreak = 0
		return
	}
	s.readStreak++
	if s.lim.ReadOnlyStreak > 0 && s.readStreak >= s.lim.ReadOnlyStreak {
		if s.take(OnReadOnlyStreak) {
			s.dueReadOnly = s.readStreak
		}
		s.readStreak = 0
	}
}

// Pending returns the reminders due before the next model call, as one
// user message (each reminder in its own <system-reminder> block), and
// clears them. ok is false when nothing is due.
func (s *State) Pending() (m messages.Message, ok bool) {
	var texts []string
	for _, d := range s.dueDenied {
		texts = append(texts, s.tpl.Text(NameToolDenied, Data{Tool: d.Call.Name, Reason: d.Reason}))
	}
	if len(s.dueSubagents) > 0 && s.take(OnSubagents) {
		subs := make([]Subagent, len(s.dueSubagents))
		for i, r := range s.dueSubagents {
			subs[i] = Subagent(r)
		}
		texts = append(texts, s.tpl.Text(NameSubagentsReturned, Data{Subagents: subs}))
	}
	if s.duePlan != nil {
		texts = append(texts, s.tpl.Text(NamePlanApproved, Data{Plan: s.duePlan.Plan}))
	}
	if s.dueTodosDone > 0 {
		texts = append(texts, s.tpl.Text(NameTodosDone, Data{Count: s.dueTodosDone}))
	}
	if s.dueReadOnly > 0 {
		texts = append(texts, s.tpl.Text(NameReadOnlyStreak, Data{Count: s.dueReadOnly}))
	}
	s.dueDenied, s.dueSubagents, s.duePlan, s.dueTodosDone, s.dueReadOnly = s.dueDenied[:0], s.dueSubagents[:0], nil, 0, 0
	if len(texts) == 0 {
		return messages.Message{}, false
	}
	return Message(texts...), true
}

// Kind is what the agent does after a model answer without tool calls.
type Kind int

// The kinds of Action.
const (
	Accept   Kind = iota // the answer is final: end the turn
	Continue             // call the model again, after appending Message if it has content
	Nudge                // append Message and call the model again
	Check                // ask the critique slot with Check, then decide with Checked
)

// Action is Stop's decision. Message, when it has content, is a user-role
// reminder to append to the transcript before the next call; for queued
// input it is empty and the agent injects the queued input instead.
type Action struct {
	Kind    Kind
	Guard   Guard
	Message messages.Message
	// Check is the request for the critique slot's review (Kind Check):
	// the original task, why it is checked and the answer.
	Check messages.Message
}

// Stop decides what to do when the model answered without tool calls; the
// answer must have been observed first (AssistantMessage). queuedInput
// says the user typed something while the model worked. The guards run in
// Decide's order and each uses up its cap.
func (s *State) Stop(queuedInput bool) Action {
	open := openCount(s.todos)
	f := Facts{
		Truncated:   s.lastStop == llm.StopMaxTokens && s.truncStreak < s.lim.Truncation,
		ToolFailure: s.failure != nil && s.left(OnToolFailure),
		OpenTodos:   open > 0 && s.left(OnOpenTodos),
		QueuedInput: queuedInput,
		Completion:  s.task != "" && (s.lastEmpty || s.evidence() != "") && s.left(OnCompletion),
	}
	g := Decide(f)
	switch g {
	case GuardTruncated:
		s.truncStreak++
		s.fired[OnTruncation]++
		return Action{Kind: Continue, Guard: g, Message: s.tpl.Message(NameTruncated, Data{})}
	case GuardToolFailure:
		s.take(OnToolFailure)
		r := s.failure
		s.failure = nil // one nudge per failure
		return Action{Kind: Nudge, Guard: g, Message: s.tpl.Message(Classify(*r).template(),
			Data{Tool: r.Name, Error: clip(r.Content, s.lim.MaxErrorQuote)})}
	case GuardOpenTodos:
		s.take(OnOpenTodos)
		return Action{Kind: Nudge, Guard: g, Message: s.tpl.Message(NameOpenTodos, openData(s.todos, open))}
	case GuardQueuedInput:
		return Action{Kind: Continue, Guard: g}
	case GuardCompletion:
		s.take(OnCompletion)
		if s.lastEmpty {
			return Action{Kind: Nudge, Guard: g, Message: s.tpl.Message(NameImplicitCompletion,
				Data{Task: clip(s.task, s.lim.MaxTaskQuote), Empty: true})}
		}
		return Action{Kind: Check, Guard: g, Check: messages.Message{Role: messages.RoleUser,
			Content: s.tpl.Text(NameCompletionCheck, Data{Task: clip(s.task, s.lim.MaxTaskQuote), Reason: s.evidence(), Error: s.answer})}}
	}
	return Action{Kind: Accept, Guard: GuardAccept}
}

// WindDown returns the message for the last, tool-less call when the
// iteration cap of maxTurns is reached: summarize the goal, what was done,
// what is left and the next steps.
func (s *State) WindDown(maxTurns int) messages.Message {
	return s.tpl.Message(NameWindDown, Data{MaxTurns: maxTurns, Task: clip(s.task, s.lim.MaxTaskQuote)})
}

func openCount(items []todo.Item) int {
	n := 0
	for _, it := range items {
		if it.Open() {
			n++
		}
	}
	return n
}

func openData(items []todo.Item, open int) Data {
	d := Data{Count: open}
	for _, it := range items {
		if !it.Open() {
			continue
		}
		if len(d.Open) == maxListedTodos {
			d.More = open - maxListedTodos
			break
		}
		d.Open = append(d.Open, it.Content)
	}
	return d
}
