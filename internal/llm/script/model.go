package script

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"troupe/internal/llm"
	"troupe/messages"
)

// maxListed caps how many remaining turns a mismatch error lists.
const maxListed = 10

// Model is a scripted model. Build one with Load or Parse.
type Model struct {
	name  string // base name of the script file
	turns []turn // immutable

	vision bool // the script says the model sees images

	mu    sync.Mutex
	used  []bool // guarded by mu; used[i] once turns[i] answered a call
	calls int    // guarded by mu
}

// Fresh returns a model of the same script with none of its turns used,
// as if the file were parsed again (its turns are shared: immutable).
func (m *Model) Fresh() *Model {
	return &Model{name: m.name, turns: m.turns, vision: m.vision, used: make([]bool, len(m.turns))}
}

// Name returns "script:" and the script's base name.
func (m *Model) Name() string { return "script:" + m.name }

// SeesImages reports whether the script declares "vision: true": the model
// is then given images themselves, else their stand-in text.
func (m *Model) SeesImages() bool { return m.vision }

// Calls returns how many times Stream was called, failed calls included.
func (m *Model) Calls() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.calls
}

// Remaining returns the line numbers of the turns not used yet, in file
// order; nil once every turn was used.
func (m *Model) Remaining() []int {
	m.mu.Lock()
	defer m.mu.Unlock()
	var lines []int
	for i, t := range m.turns {
		if !m.used[i] {
			lines = append(lines, t.line)
		}
	}
	return lines
}

// Stream answers req with the first unused turn that matches it. It fails
// with an error wrapping llm.ErrScript when no turn matches, with the turn's
// own error for an error turn, and with ctx.Err() when ctx ends before the
// answer (a turn taken before its delay stays used).
func (m *Model) Stream(ctx context.Context, req llm.Request) (*llm.Stream, error) {
	m.mu.Lock()
	m.calls++
	m.mu.Unlock()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	t, err := m.take(req)
	if err != nil {
		return nil, err
	}
	if t.delay > 0 {
		if err := sleep(ctx, t.delay); err != nil {
			return nil, err
		}
	}
	if t.hasErr {
		return nil, m.failure(t)
	}
	events := t.events(t.response(m.Name(), req))
	i := 0
	next := func() (llm.Event, error) {
		if err := ctx.Err(); err != nil {
			return llm.Event{}, err
		}
		if i >= len(events) {
			return llm.Event{}, llm.ErrIncomplete
		}
		ev := events[i]
		i++
		return ev, nil
	}
	return llm.NewStream(next, nil), nil
}

// take marks and returns the first unused turn matching req.
func (m *Model) take(req llm.Request) (*turn, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for i := range m.turns {
		if !m.used[i] && m.turns[i].matches(req) {
			m.used[i] = true
			return &m.turns[i], nil
		}
	}
	var left []string
	for i, t := range m.turns {
		if m.used[i] {
			continue
		}
		if len(left) == maxListed {
			left = append(left, "...")
			break
		}
		left = append(left, t.describe())
	}
	if len(left) == 0 {
		return nil, fmt.Errorf("script %s: exhausted after %d turns; %s asked for another (last message: %s): %w",
			m.name, len(m.turns), who(req), lastMessage(req), llm.ErrScript)
	}
	return nil, fmt.Errorf("script %s: no turn matches %s (last message: %s); remaining turns: %s: %w",
		m.name, who(req), lastMessage(req), strings.Join(left, ", "), llm.ErrScript)
}

// failure is the error an error turn fails with.
func (m *Model) failure(t *turn) error {
	switch t.errMsg {
	case "rate_limited":
		return fmt.Errorf("script %s line %d: %w", m.name, t.line, llm.ErrRateLimited)
	case "context_window_exceeded":
		return fmt.Errorf("script %s line %d: %w", m.name, t.line, llm.ErrContextWindowExceeded)
	}
	return errors.New(t.errMsg)
}

func (t *turn) matches(req llm.Request) bool {
	if t.agent != nil && !t.agent.MatchString(req.Agent) && !t.agent.MatchString(req.AgentType) {
		return false
	}
	last, reminders := split(req.Messages)
	if t.reminder != nil && (reminders == "" || !t.reminder.MatchString(reminders)) {
		return false
	}
	if t.expectTool != "" && (last.Role != messages.RoleTool || last.Name != t.expectTool) {
		return false
	}
	if t.images > 0 && loaded(last.Images) != t.images {
		return false
	}
	return t.expect == nil || t.expect.MatchString(last.Content)
}

// loaded counts the images that came with their bytes.
func loaded(imgs []messages.Image) int {
	n := 0
	for _, img := range imgs {
		if len(img.Data) > 0 {
			n++
		}
	}
	return n
}

// reminderPrefix starts a harness reminder: a user message the agent
// injects before a call (see internal/reminder).
const reminderPrefix = "<system-reminder>"

// split returns the last message that is not a trailing harness reminder,
// and the trailing reminders' text. A script describes the conversation;
// reminders are matched only by expect_reminder.
func split(msgs []messages.Message) (last messages.Message, reminders string) {
	i := len(msgs) - 1
	var texts []string
	for ; i >= 0; i-- {
		m := msgs[i]
		if m.Role != messages.RoleUser || !strings.HasPrefix(strings.TrimSpace(m.Content), reminderPrefix) {
			break
		}
		texts = append([]string{m.Content}, texts...)
	}
	if i >= 0 {
		last = msgs[i]
	}
	return last, strings.Join(texts, "\n")
}

// describe says where a turn is and what it waits for.
func (t *turn) describe() string {
	var want []string
	if t.agent != nil {
		want = append(want, "agent "+t.agent.String())
	}
	if t.expect != nil {
		want = append(want, fmt.Sprintf("expect %q", t.expect.String()))
	}
	if t.expectTool != "" {
		want = append(want, "expect_tool "+t.expectTool)
	}
	if t.reminder != nil {
		want = append(want, fmt.Sprintf("expect_reminder %q", t.reminder.String()))
	}
	if len(want) == 0 {
		want = append(want, "any")
	}
	return fmt.Sprintf("line %d (%s)", t.line, strings.Join(want, ", "))
}

// response builds the complete answer of a text or tool call turn.
func (t *turn) response(model string, req llm.Request) *llm.Response {
	usage := t.usage
	est := estimate(req, t)
	if !t.hasPrompt {
		usage.PromptTokens = est.PromptTokens
	}
	if !t.hasOutput {
		usage.CompletionTokens = est.CompletionTokens
	}
	stop := t.stopReason
	if stop == "" {
		stop = llm.StopEnd
		if len(t.calls) > 0 {
			stop = llm.StopToolUse
		}
	}
	msg := messages.Message{Role: messages.RoleAssistant, Content: t.text, ToolCalls: cloneCalls(t.calls)}
	if t.thinking != "" {
		msg.Thinking = []messages.Thought{{Text: t.thinking}}
	}
	return &llm.Response{
		Model:      model,
		Message:    msg,
		Usage:      usage,
		StopReason: stop,
	}
}

// events lays out the stream: thinking pieces, text pieces, one event per
// tool call, done.
func (t *turn) events(resp *llm.Response) []llm.Event {
	var evs []llm.Event
	for _, piece := range chunks(t.thinking) {
		evs = append(evs, llm.Event{Kind: llm.EventThinking, Text: piece})
	}
	for _, piece := range chunks(t.text) {
		evs = append(evs, llm.Event{Kind: llm.EventText, Text: piece})
	}
	for _, c := range cloneCalls(t.calls) {
		evs = append(evs, llm.Event{Kind: llm.EventToolCall, ToolCall: &c})
	}
	return append(evs, llm.Event{Kind: llm.EventDone, Response: resp})
}

// chunks splits s into up to three non-empty pieces on rune boundaries.
func chunks(s string) []string {
	var starts []int
	for i := range s {
		starts = append(starts, i)
	}
	n := min(3, len(starts))
	pieces := make([]string, 0, n)
	from := 0
	for k := 1; k <= n; k++ {
		to := len(s)
		if k < n {
			to = starts[k*len(starts)/n]
		}
		pieces = append(pieces, s[from:to])
		from = to
	}
	return pieces
}

// estimate guesses usage at four bytes a token, never below one.
func estimate(req llm.Request, t *turn) messages.Usage {
	in := len(req.System)
	for _, m := range req.Messages {
		in += len(m.Content)
		for _, c := range m.ToolCalls {
			in += len(c.Name) + len(c.Arguments)
		}
	}
	for _, s := range req.Tools {
		in += len(s.Name) + len(s.Description) + len(s.Parameters)
	}
	out := len(t.text)
	for _, c := range t.calls {
		out += len(c.Name) + len(c.Arguments)
	}
	return messages.Usage{PromptTokens: max(1, in/4), CompletionTokens: max(1, out/4)}
}

func cloneCalls(calls []messages.ToolCall) []messages.ToolCall {
	if len(calls) == 0 {
		return nil
	}
	out := make([]messages.ToolCall, len(calls))
	for i, c := range calls {
		c.Arguments = append([]byte(nil), c.Arguments...)
		out[i] = c
	}
	return out
}

func sleep(ctx context.Context, d time.Duration) error {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-timer.C:
		return nil
	}
}

// who names the caller of req.
func who(req llm.Request) string {
	name := req.Agent
	if name == "" {
		name = req.AgentType
	}
	s := fmt.Sprintf("agent %q", name)
	if req.AgentType != "" && req.AgentType != name {
		s += fmt.Sprintf(" (type %q)", req.AgentType)
	}
	return s
}

// lastMessage describes the newest message of req, its content truncated.
func lastMessage(req llm.Request) string {
	if len(req.Messages) == 0 {
		return "none"
	}
	m := req.LastMessage()
	content := fmt.Sprintf("%q", truncate(m.Content, 200))
	switch m.Role {
	case messages.RoleTool:
		kind := "tool result"
		if m.IsError {
			kind = "tool error"
		}
		return fmt.Sprintf("%s of %s: %s", kind, m.Name, content)
	case messages.RoleAssistant:
		if len(m.ToolCalls) > 0 {
			names := make([]string, len(m.ToolCalls))
			for i, c := range m.ToolCalls {
				names[i] = c.Name
			}
			return fmt.Sprintf("assistant: %s with tool calls %s", content, strings.Join(names, ", "))
		}
	}
	return fmt.Sprintf("%s: %s", m.Role, content)
}

// truncate cuts s to at most n runes, marking the cut with "...".
func truncate(s string, n int) string {
	i := 0
	for at := range s {
		if i == n {
			return s[:at] + "..."
		}
		i++
	}
	return s
}
