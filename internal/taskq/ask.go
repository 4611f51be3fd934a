package taskq

import (
	"encoding/json"
	"fmt"
	"strings"

	"troupe/internal/config"
	"troupe/messages"
)

// Approval is the coordinator's effective approval policy, carried by a
// task so the worker's gate is never looser than the coordinator's.
type Approval struct {
	Mode  string `json:"mode"`             // manual, auto-edit or auto
	OnAsk string `json:"on_ask,omitempty"` // deny (default) or allow: the answer when nobody can be asked
	// Ask says a person can be asked at the coordinator: an ask travels
	// there (AskSubject) and the answer comes back (AnswerSubject).
	Ask bool `json:"ask,omitempty"`
}

// Type is the coordinator's resolved definition of the task's subagent
// type. Model slots name models (the worker binds them with its own
// providers and keys); nothing in it is a secret.
type Type struct {
	Description string                 `json:"description"`
	Tools       []string               `json:"tools,omitempty"`
	Inherit     bool                   `json:"inherit,omitempty"` // no tools listed: the worker's main-agent tools
	MaxTurns    int                    `json:"max_turns"`
	System      string                 `json:"system"` // the prompt, {{workspace}} not yet replaced
	Models      map[string]config.Slot `json:"models,omitempty"`
	// Labels a worker must have to run the type (its labels:).
	Labels []string `json:"labels,omitempty"`
}

// SubagentType is t as the worker's config holds a type.
func (t Type) SubagentType() config.SubagentType {
	return config.SubagentType{Description: t.Description, Tools: t.Tools, Inherit: t.Inherit, MaxTurns: t.MaxTurns,
		System: t.System, Models: t.Models, Source: "the coordinator"}
}

// Ask is a worker's approval request for a call of a task's agent, to be
// asked at the coordinator. Subject: troupe.res.<session>.<agent>.ask.
type Ask struct {
	Task    string                   `json:"task"`
	Attempt int                      `json:"attempt"`
	Worker  string                   `json:"worker"`
	Request messages.ApprovalRequest `json:"request"`
}

// AskAnswer is the coordinator's answer to an Ask. Subject:
// troupe.ctl.<session>.<agent>.approval (only the coordinator publishes
// there; workers may listen).
type AskAnswer struct {
	Task    string `json:"task"`
	Attempt int    `json:"attempt"`
	ID      string `json:"id"`      // the request's
	Verdict string `json:"verdict"` // once, session or deny
	Reason  string `json:"reason,omitempty"`
}

// AskSubject is where workers send a task agent's approval requests.
func AskSubject(session, agent string) string {
	return messages.Subject(messages.ClassRes, session, agent, "ask")
}

// AnswerSubject is where the coordinator answers them.
func AnswerSubject(session, agent string) string {
	return messages.Subject(messages.ClassCtl, session, agent, "approval")
}

// DecodeAsk decodes an ask.
func DecodeAsk(data []byte) (Ask, error) {
	var a Ask
	if err := json.Unmarshal(data, &a); err != nil {
		return a, fmt.Errorf("taskq: decode ask: %w", err)
	}
	return a, nil
}

// DecodeAskAnswer decodes an answer to an ask.
func DecodeAskAnswer(data []byte) (AskAnswer, error) {
	var a AskAnswer
	if err := json.Unmarshal(data, &a); err != nil {
		return a, fmt.Errorf("taskq: decode ask answer: %w", err)
	}
	return a, nil
}

// CancelTurn is the Turn of a messages.Cancel that names task id, sent on
// ctl.<session>.<agent>.cancel to stop that task only; no agent's turn has
// such an id.
func CancelTurn(id string) string { return cancelPrefix + id }

const cancelPrefix = "task:"

// CancelsTask reports whether c, heard on the task's agent's cancel
// subject, cancels task id: a cancel naming no task cancels whatever runs.
func CancelsTask(c messages.Cancel, id string) bool {
	name, ok := strings.CutPrefix(c.Turn, cancelPrefix)
	return !ok || name == id
}
