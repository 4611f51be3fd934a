package acp

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"

	acpsdk "github.com/coder/acp-go-sdk"

	"troupe/internal/gate"
	"troupe/messages"
)

const mainAgent = "main"

// session is one ACP session: its backend, the outbox of its
// notifications and what the translation of its events remembers.
type session struct {
	conn *acpsdk.AgentSideConnection
	cwd  string
	caps acpsdk.ClientCapabilities
	out  *outbox

	mu       sync.Mutex
	id       acpsdk.SessionId
	b        Backend
	mode     string
	running  bool
	canceled bool
	streamed bool                     // the main agent's current answer was streamed as chunks
	thought  bool                     // and its thinking, as thought chunks
	args     map[string]messages.Args // the main agent's tool calls' arguments, by call id, until their result
	todos    []todoItem
	// opened releases the updates of a new session held until the client
	// has its id; a no-op for a loaded or resumed one.
	opened func()
}

type todoItem struct {
	ID      string `json:"id"`
	Content string `json:"content"`
	Status  string `json:"status"`
}

func newSession(conn *acpsdk.AgentSideConnection, cwd, mode string, caps acpsdk.ClientCapabilities) *session {
	s := &session{conn: conn, cwd: cwd, mode: mode, caps: caps, args: map[string]messages.Args{}, opened: func() {}}
	s.out = newOutbox(s.write)
	return s
}

func (s *session) setBackend(b Backend) {
	s.mu.Lock()
	s.b, s.id = b, acpsdk.SessionId(b.ID())
	s.mu.Unlock()
}

// write sends one queued update; it runs on the outbox goroutine.
func (s *session) write(item any) {
	u, ok := item.(acpsdk.SessionUpdate)
	if !ok {
		return
	}
	s.mu.Lock()
	id := s.id
	s.mu.Unlock()
	// A client that went away ends the connection; the error says no more.
	_ = s.conn.SessionUpdate(context.Background(), acpsdk.SessionNotification{SessionId: id, Update: u})
}

func (s *session) send(u acpsdk.SessionUpdate) { s.out.put(u) }

func (s *session) modes() *acpsdk.SessionModeState {
	s.mu.Lock()
	defer s.mu.Unlock()
	return &acpsdk.SessionModeState{AvailableModes: sessionModes.Get(), CurrentModeId: acpsdk.SessionModeId(s.mode)}
}

// announce offers the slash commands.
func (s *session) announce(cmds []Command) {
	list := []acpsdk.AvailableCommand{}
	for _, c := range cmds {
		ac := acpsdk.AvailableCommand{Name: c.Name, Description: c.Description}
		if c.Hint != "" {
			ac.Input = &acpsdk.AvailableCommandInput{Unstructured: &acpsdk.UnstructuredCommandInput{Hint: c.Hint}}
		}
		list = append(list, ac)
	}
	s.send(acpsdk.SessionUpdate{AvailableCommandsUpdate: &acpsdk.SessionAvailableCommandsUpdate{SessionUpdate: "available_commands_update", AvailableCommands: list}})
}

// prompt runs one turn (or a slash command) and answers with its stop
// reason once every update of the turn has been sent.
func (s *session) prompt(ctx context.Context, text string, imgs []Image) (acpsdk.PromptResponse, error) {
	s.mu.Lock()
	if s.running {
		s.mu.Unlock()
		return acpsdk.PromptResponse{}, acpsdk.NewInvalidRequest(map[string]any{"error": "a prompt is already running in this session"})
	}
	s.running, s.canceled = true, false
	b := s.b
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.running = false
		s.mu.Unlock()
	}()
	if isSlash(text) {
		shown, p, err := b.Slash(ctx, strings.TrimSpace(text))
		if err != nil {
			shown = err.Error()
		}
		if shown != "" {
			s.send(acpsdk.UpdateAgentMessageText(shown + "\n"))
		}
		if p == "" {
			s.out.flush(ctx)
			return acpsdk.PromptResponse{StopReason: acpsdk.StopReasonEndTurn}, nil
		}
		text = p
	}
	// The turn runs to its own end: a cancel (session/cancel, which also
	// ends ctx) stops it, and its last updates still go out before the
	// answer, as the protocol asks.
	stop := context.AfterFunc(ctx, func() { s.cancel() })
	defer stop()
	res, err := b.Submit(context.WithoutCancel(ctx), text, imgs)
	s.out.flush(context.WithoutCancel(ctx))
	s.mu.Lock()
	canceled := s.canceled
	s.mu.Unlock()
	switch {
	case err != nil:
		if canceled {
			return acpsdk.PromptResponse{StopReason: acpsdk.StopReasonCancelled}, nil
		}
		return acpsdk.PromptResponse{}, err
	case canceled || res.Err != nil && res.Err.Kind == messages.KindCanceled:
		return acpsdk.PromptResponse{StopReason: acpsdk.StopReasonCancelled}, nil
	case res.Err != nil:
		return acpsdk.PromptResponse{}, acpsdk.NewInternalError(map[string]any{"error": res.Err.Kind.String() + ": " + res.Err.Msg})
	case res.Capped:
		return acpsdk.PromptResponse{StopReason: acpsdk.StopReasonMaxTurnRequests}, nil
	}
	return acpsdk.PromptResponse{StopReason: acpsdk.StopReasonEndTurn}, nil
}

func isSlash(text string) bool {
	t := strings.TrimSpace(text)
	if len(t) < 2 || t[0] != '/' {
		return false
	}
	word, _, _ := strings.Cut(t[1:], " ")
	c := word[0]
	return !strings.Contains(word, "/") && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')
}

func (s *session) cancel() {
	s.mu.Lock()
	running, b := s.running, s.b
	if running {
		s.canceled = true
	}
	s.mu.Unlock()
	if running && b != nil {
		b.Cancel("cancelled by the client")
	}
}

func (s *session) setMode(ctx context.Context, mode string) error {
	s.mu.Lock()
	if s.running {
		s.mu.Unlock()
		return acpsdk.NewInvalidRequest(map[string]any{"error": "the mode cannot change while a prompt runs; cancel it first"})
	}
	b := s.b
	s.mu.Unlock()
	if err := b.SetMode(ctx, mode); err != nil {
		return err
	}
	s.mu.Lock()
	s.mode = mode
	s.mu.Unlock()
	s.send(acpsdk.SessionUpdate{CurrentModeUpdate: &acpsdk.SessionCurrentModeUpdate{SessionUpdate: "current_mode_update", CurrentModeId: acpsdk.SessionModeId(mode)}})
	s.out.flush(ctx)
	return nil
}

func (s *session) close() error {
	s.cancel()
	s.mu.Lock()
	b := s.b
	s.mu.Unlock()
	var err error
	if b != nil {
		err = b.Close()
	}
	s.out.close()
	return err
}

// observe turns one bus message of the session into updates. It runs on
// the bus's delivery goroutine and only queues.
func (s *session) observe(subject string, m messages.Meta, body messages.Body) {
	p, ok := messages.ParseSubject(subject)
	if !ok || p.Class != messages.ClassEvt {
		return
	}
	switch e := body.(type) {
	case *messages.ModelDelta:
		if m.Agent != mainAgent || e.Reset {
			return
		}
		if e.Thinking != "" {
			s.mu.Lock()
			s.thought = true
			s.mu.Unlock()
			s.send(acpsdk.UpdateAgentThoughtText(e.Thinking))
			return
		}
		if e.Text == "" {
			return
		}
		s.mu.Lock()
		s.streamed = true
		s.mu.Unlock()
		s.send(acpsdk.UpdateAgentMessageText(e.Text))
	case *messages.AssistantMessage:
		s.assistant(m.Agent, e.Message)
	case *messages.ToolStarted:
		s.send(acpsdk.UpdateToolCall(acpsdk.ToolCallId(e.Call.ID), acpsdk.WithUpdateStatus(acpsdk.ToolCallStatusInProgress)))
	case *messages.ToolResult:
		s.result(m.Agent, e.CallID, e.Name, e.Content, e.IsError)
	case *messages.SubagentSpawned:
		s.send(acpsdk.UpdateToolCall(acpsdk.ToolCallId(e.CallID), acpsdk.WithUpdateTitle("task → "+e.Kind+": "+firstLine(e.Task)),
			acpsdk.WithUpdateStatus(acpsdk.ToolCallStatusInProgress)))
	}
}

// assistant sends a model's message: its thinking as thought chunks, its
// text unless it was streamed, and each tool call it makes.
func (s *session) assistant(agent string, msg messages.Message) {
	if agent == mainAgent {
		s.mu.Lock()
		streamed, thought := s.streamed, s.thought
		s.streamed, s.thought = false, false
		s.mu.Unlock()
		for _, t := range msg.Thinking {
			if t.Text != "" && !thought { // not streamed as it came
				s.send(acpsdk.UpdateAgentThoughtText(t.Text))
			}
		}
		if !streamed && msg.Content != "" {
			s.send(acpsdk.UpdateAgentMessageText(msg.Content))
		}
	}
	for _, c := range msg.ToolCalls {
		if agent == mainAgent {
			s.mu.Lock()
			s.args[c.ID] = c.Arguments
			s.mu.Unlock()
		}
		s.send(s.startCall(c, acpsdk.ToolCallStatusPending))
	}
}

func (s *session) startCall(c messages.ToolCall, status acpsdk.ToolCallStatus) acpsdk.SessionUpdate {
	a := parseArgs(c.Arguments)
	opts := []acpsdk.ToolCallStartOpt{acpsdk.WithStartKind(s.toolKind(c.Name)), acpsdk.WithStartStatus(status), acpsdk.WithStartRawInput(rawInput(c.Arguments))}
	if l := locations(s.cwd, a); len(l) > 0 {
		opts = append(opts, acpsdk.WithStartLocations(l))
	}
	if d := diffs(s.cwd, c, a); len(d) > 0 {
		opts = append(opts, acpsdk.WithStartContent(d))
	}
	return acpsdk.StartToolCall(acpsdk.ToolCallId(c.ID), title(s.cwd, c, a), opts...)
}

func rawInput(args messages.Args) any {
	var v any
	if json.Unmarshal(args, &v) != nil {
		return map[string]any{"raw": string(args)}
	}
	return v
}

// result completes a tool call, and turns a todo tool's success into the
// plan.
func (s *session) result(agent, callID, name, content string, isErr bool) {
	status := acpsdk.ToolCallStatusCompleted
	if isErr {
		status = acpsdk.ToolCallStatusFailed
	}
	s.send(acpsdk.UpdateToolCall(acpsdk.ToolCallId(callID), acpsdk.WithUpdateStatus(status),
		acpsdk.WithUpdateContent([]acpsdk.ToolCallContent{acpsdk.ToolContent(acpsdk.TextBlock(clipOutput(content)))})))
	if agent != mainAgent {
		return
	}
	s.mu.Lock()
	args := s.args[callID]
	delete(s.args, callID)
	if isErr {
		name = ""
	}
	changed := false
	switch name {
	case "todo_write":
		var a struct {
			Todos []todoItem `json:"todos"`
		}
		if json.Unmarshal(args, &a) == nil {
			for i := range a.Todos {
				if a.Todos[i].ID == "" {
					a.Todos[i].ID = itoa(i + 1)
				}
			}
			s.todos, changed = a.Todos, true
		}
	case "todo_update":
		var a todoItem
		if json.Unmarshal(args, &a) == nil {
			for i := range s.todos {
				if s.todos[i].ID == a.ID {
					s.todos[i].Status, changed = a.Status, true
				}
			}
		}
	}
	var entries []acpsdk.PlanEntry
	for _, t := range s.todos {
		entries = append(entries, acpsdk.PlanEntry{Content: t.Content, Priority: acpsdk.PlanEntryPriorityMedium, Status: acpsdk.PlanEntryStatus(t.Status)})
	}
	s.mu.Unlock()
	if changed {
		if entries == nil {
			entries = []acpsdk.PlanEntry{}
		}
		s.send(acpsdk.UpdatePlan(entries...))
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	if len(s) > 100 {
		s = s[:97] + "…"
	}
	return s
}

// replay sends a loaded session's conversation as updates.
func (s *session) replay(history []messages.Message) {
	for _, m := range history {
		switch m.Role {
		case messages.RoleUser:
			if strings.HasPrefix(strings.TrimSpace(m.Content), "<system-reminder>") || m.Content == "" {
				continue
			}
			s.send(acpsdk.UpdateUserMessageText(m.Content))
		case messages.RoleAssistant:
			for _, t := range m.Thinking {
				if t.Text != "" {
					s.send(acpsdk.UpdateAgentThoughtText(t.Text))
				}
			}
			if m.Content != "" {
				s.send(acpsdk.UpdateAgentMessageText(m.Content))
			}
			for _, c := range m.ToolCalls {
				s.send(s.startCall(c, acpsdk.ToolCallStatusPending))
			}
		case messages.RoleTool:
			status := acpsdk.ToolCallStatusCompleted
			if m.IsError {
				status = acpsdk.ToolCallStatusFailed
			}
			s.send(acpsdk.UpdateToolCall(acpsdk.ToolCallId(m.ToolCallID), acpsdk.WithUpdateStatus(status),
				acpsdk.WithUpdateContent([]acpsdk.ToolCallContent{acpsdk.ToolContent(acpsdk.TextBlock(clipOutput(m.Content)))})))
		}
	}
}

// approver asks the client about one agent's calls.
func (s *session) approver(agent string) gate.Approver { return &approver{s: s, agent: agent} }

type approver struct {
	s     *session
	agent string
}

// Permission option ids.
const (
	optAllowOnce   = "allow_once"
	optAllowAlways = "allow_always"
	optReject      = "reject_once"
)

// Approve implements gate.Approver with session/request_permission.
func (a *approver) Approve(ctx context.Context, q gate.Question) (gate.Answer, error) {
	s := a.s
	// The call's own tool_call update goes first.
	s.out.flush(ctx)
	s.mu.Lock()
	id := s.id
	s.mu.Unlock()
	start := s.startCall(q.Call, acpsdk.ToolCallStatusPending).ToolCall
	always := "Always allow"
	if len(q.Grants) > 0 {
		always += " " + strings.Join(q.Grants, ", ")
	}
	always += " in this session"
	req := acpsdk.RequestPermissionRequest{SessionId: id,
		ToolCall: acpsdk.ToolCallUpdate{ToolCallId: start.ToolCallId, Title: &start.Title, Kind: &start.Kind, Status: acpsdk.Ptr(acpsdk.ToolCallStatusPending),
			Locations: start.Locations, RawInput: start.RawInput, Content: start.Content},
		Options: []acpsdk.PermissionOption{
			{OptionId: optAllowOnce, Name: "Allow once", Kind: acpsdk.PermissionOptionKindAllowOnce},
			{OptionId: optAllowAlways, Name: always, Kind: acpsdk.PermissionOptionKindAllowAlways},
			{OptionId: optReject, Name: "Reject", Kind: acpsdk.PermissionOptionKindRejectOnce},
		},
		Meta: map[string]any{"troupe": map[string]any{"reason": q.Decision.Reason, "agent": a.agent, "network": q.Network}},
	}
	resp, err := s.conn.RequestPermission(ctx, req)
	if err != nil {
		if errors.Is(err, context.Canceled) {
			return gate.Answer{Verdict: gate.Deny, Reason: "the turn was cancelled"}, nil
		}
		return gate.Answer{}, err
	}
	switch {
	case resp.Outcome.Cancelled != nil:
		return gate.Answer{Verdict: gate.Deny, Reason: "the user cancelled the turn"}, nil
	case resp.Outcome.Selected == nil:
		return gate.Answer{Verdict: gate.Deny, Reason: "the client's answer chose no option"}, nil
	}
	switch string(resp.Outcome.Selected.OptionId) {
	case optAllowOnce:
		return gate.Answer{Verdict: gate.AllowOnce}, nil
	case optAllowAlways:
		return gate.Answer{Verdict: gate.AllowSession}, nil
	case optReject:
		return gate.Answer{Verdict: gate.Deny}, nil
	}
	return gate.Answer{Verdict: gate.Deny, Reason: "the client chose an unknown option " + string(resp.Outcome.Selected.OptionId)}, nil
}
