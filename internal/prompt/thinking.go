package prompt

import (
	"fmt"
	"slices"
	"strings"

	"troupe/internal/tool/todo"
	"troupe/messages"
)

// Level is how much the agent thinks before each action.
type Level string

// The thinking levels. Low, Medium and High ask for analyses of growing
// length and depth; High adds a critique of the trace and a refinement.
const (
	Off    Level = "off"
	Low    Level = "low"
	Medium Level = "medium"
	High   Level = "high"
)

// Levels returns the levels in order, Off first.
func Levels() []Level { return []Level{Off, Low, Medium, High} }

// ParseLevel reads a level name, case-insensitively.
func ParseLevel(s string) (Level, error) {
	l := Level(strings.ToLower(strings.TrimSpace(s)))
	if !slices.Contains(Levels(), l) {
		return "", fmt.Errorf("thinking level must be off, low, medium or high, got %q", s)
	}
	return l, nil
}

// Critique reports whether the level runs the critique workflow.
func (l Level) Critique() bool { return l == High }

// Next returns the level after l, wrapping from High to Off (for a key that
// cycles through them).
func (l Level) Next() Level {
	ls := Levels()
	return ls[(slices.Index(ls, l)+1)%len(ls)]
}

// Words is the length limit the level asks of a thinking trace; 0 for Off.
func (l Level) Words() int {
	switch l {
	case Low:
		return 50
	case Medium:
		return 100
	case High:
		return 200
	}
	return 0
}

// Effort is the reasoning effort to ask of a model with native reasoning
// ("low", "medium", "high"), or "" for Off.
func (l Level) Effort() string {
	if l == Off {
		return ""
	}
	return string(l)
}

// BudgetTokens is the thinking budget for providers that take one instead
// of an effort; 0 for Off.
func (l Level) BudgetTokens() int {
	switch l {
	case Low:
		return 4096
	case Medium:
		return 16384
	case High:
		return 32768
	}
	return 0
}

// The thinking templates in ThinkingDir.
const (
	tplAnalysis        = "analysis"
	tplCritique        = "critique"
	tplCritiqueRequest = "critique_request"
	tplRefine          = "refine"
	tplTrace           = "trace"
)

// thinkingData is what the thinking templates see.
type thinkingData struct {
	Workspace string
	Tools     []string
	Todos     string
	Trace     string
	Critique  string
	Words     int
}

func thinkingSamples() map[string]any {
	d := thinkingData{Workspace: "/w", Tools: []string{"bash"}, Todos: "[ ] x", Trace: "t", Critique: "c", Words: 100}
	return map[string]any{
		string(Low): d, string(Medium): d, string(High): d,
		tplAnalysis: d, tplCritique: d, tplCritiqueRequest: d, tplRefine: d, tplTrace: d,
	}
}

// ThinkingSystem returns the system prompt of the thinking call at level
// (Low, Medium or High) for the agent described by c: which tools the
// acting step has, and how long and deep an analysis to write.
func (b *Builder) ThinkingSystem(level Level, c Context) (string, error) {
	t, ok := b.thinking[string(level)]
	if !ok {
		return "", fmt.Errorf("prompt: no thinking prompt for level %q", level)
	}
	tools := slices.Clone(c.Tools)
	slices.Sort(tools)
	return render(t, thinkingData{Workspace: c.Workspace, Tools: slices.Compact(tools)}), nil
}

// ThinkingRequest is the last message of the thinking call, after the
// conversation: the request to analyze it, with the todo list if any.
func (b *Builder) ThinkingRequest(items []todo.Item) messages.Message {
	return b.AnalysisRequest(todo.Render(items))
}

// AnalysisRequest is ThinkingRequest for a todo list already rendered
// (todo.Render), as a think job carries it.
func (b *Builder) AnalysisRequest(todos string) messages.Message {
	return user(render(b.thinking[tplAnalysis], thinkingData{Todos: todos}))
}

// CritiqueSystem is the system prompt of the critique call.
func (b *Builder) CritiqueSystem() string {
	return render(b.thinking[tplCritique], thinkingData{})
}

// CritiqueRequest is the user message of the critique call: the trace.
func (b *Builder) CritiqueRequest(trace string) messages.Message {
	return user(render(b.thinking[tplCritiqueRequest], thinkingData{Trace: strings.TrimSpace(trace)}))
}

// Refine is the user message, appended to the thinking call's messages,
// that asks for the trace again with the critique addressed, within the
// level's word limit.
func (b *Builder) Refine(level Level, trace, critique string) messages.Message {
	return user(render(b.thinking[tplRefine], thinkingData{Trace: strings.TrimSpace(trace),
		Critique: strings.TrimSpace(critique), Words: max(level.Words(), Low.Words())}))
}

// Trace is the user message that carries the thinking trace into the
// action call: the trace in <thinking_trace> tags and the instruction to
// follow it.
func (b *Builder) Trace(trace string) messages.Message {
	return user(render(b.thinking[tplTrace], thinkingData{Trace: strings.TrimSpace(trace)}))
}

func user(text string) messages.Message {
	return messages.Message{Role: messages.RoleUser, Content: text}
}
