package reminder

import (
	"troupe/internal/tool"
	"troupe/internal/tool/todo"
	"troupe/messages"
)

// Event is something that happened in the loop, fed to State.Observe.
type Event interface{ event() }

// UserPrompt starts a task: the agent got a prompt. Its text is the
// original task the completion check quotes.
type UserPrompt struct {
	Text string
}

// AssistantMessage is a model answer, observed for every answer of the
// action call. StopReason is the provider's (llm.StopMaxTokens marks an
// answer cut off at the token limit).
type AssistantMessage struct {
	Message    messages.Message
	StopReason string
}

// ToolResults is a whole batch: the results of one assistant message's tool
// calls, in call order. ReadOnly says every call of the batch was to a
// read-only tool (tool.Spec.ReadOnly, and subagent calls).
type ToolResults struct {
	Results []messages.ToolResult
	// Facts are the declared facts of each result's tool, in the same
	// order (what a success means: an edit, a verification); a result
	// past its end declares nothing.
	Facts    []tool.Facts
	ReadOnly bool
}

// Denied is a call the user or the safety policy refused. Observe it
// before the batch's ToolResults: the denied call's error result then
// counts as a denial, not as a failure to recover from.
type Denied struct {
	Call   messages.ToolCall
	Reason string
}

// TodosChanged carries the todo list after a change (todo.List.Version
// tells the agent when to send it).
type TodosChanged struct {
	Items []todo.Item
}

// PlanApproved is the user approving a plan, in plan mode.
type PlanApproved struct {
	Plan string
}

// SubagentReturned is a subagent's answer arriving. Those arriving before
// the same Pending are evaluated together in one reminder.
type SubagentReturned struct {
	Type   string // subagent type
	Task   string // the task's short description
	Failed bool
}

func (UserPrompt) event()       {}
func (AssistantMessage) event() {}
func (ToolResults) event()      {}
func (Denied) event()           {}
func (TodosChanged) event()     {}
func (PlanApproved) event()     {}
func (SubagentReturned) event() {}
