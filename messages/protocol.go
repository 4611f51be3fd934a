package messages

// Body is a message that travels in an envelope. Type names the body on the
// wire (the envelope's "type" and the Troupe-Type header); the unexported
// method closes the set to the types in this file.
type Body interface {
	Type() string
	body()
}

// Prompt asks an agent to run one turn: the session sends it to the main
// agent, a parent agent to a subagent. Subject: cmd.<s>.<agent>.prompt.
type Prompt struct {
	Turn     string `json:"turn"`
	Text     string `json:"text"`
	MaxTurns int    `json:"max_turns,omitempty"` // iteration cap; 0 means the agent's default
	Think    string `json:"think,omitempty"`     // thinking level for this turn; "" means the agent's default
	Plan     bool   `json:"plan,omitempty"`      // plan mode: read-only tools and present_plan
	// Compact asks for no model turn: the agent compacts its context now,
	// as far as its last stage, and answers with what that did (/compact).
	Compact bool `json:"compact,omitempty"`
	// Continuation marks a Stop hook sending the turn before back to work:
	// not a user prompt, so UserPromptSubmit hooks do not judge it. The
	// session honours it only from its own process (Meta.Internal).
	Continuation bool `json:"continuation,omitempty"`
	// Images attached to the prompt, already in the session's image store.
	Images []Image `json:"images,omitempty"`
	// Model, when set, is the model this turn's act calls run on instead
	// of the agent's (a custom command's model front matter): a key the
	// agent's model clients resolve (llm.Deps.Alternate). Window is that
	// model's context window in tokens; 0: the agent's own.
	Model  string `json:"model,omitempty"`
	Window int    `json:"window,omitempty"`
}

// TurnResult ends a turn. Subject: res.<s>.<agent>.turn. Usage and CostUSD
// cover every model call of the turn, subagents' included; Calls counts them.
type TurnResult struct {
	Turn       string  `json:"turn"`
	Final      string  `json:"final"`
	Iterations int     `json:"iterations"`
	Calls      int     `json:"calls,omitempty"`
	Usage      Usage   `json:"usage"`
	CostUSD    float64 `json:"cost_usd,omitempty"`
	Todos      string  `json:"todos,omitempty"` // the agent's todo list at the end, rendered
	// Failed counts the subagents of the turn, nested ones included,
	// that failed: the turn may have answered, but not all its work was done.
	Failed int `json:"failed,omitempty"`
	// Capped says the turn hit its iteration cap (max turns) and its final
	// answer is the wind-down summary.
	Capped bool   `json:"capped,omitempty"`
	Err    *Error `json:"error,omitempty"`
}

// Input is something the user typed while a turn was running; the agent
// adds it to the conversation before its next model call. Subject:
// cmd.<s>.session.input (from a client), cmd.<s>.<agent>.input (to the agent).
type Input struct {
	Text string `json:"text"`
}

// Cancel stops an agent's running turn and everything under it.
// Subject: ctl.<s>.<agent>.cancel.
type Cancel struct {
	Turn string `json:"turn,omitempty"`
	// Request, when set, names the one prompt to cancel by the correlation
	// its requester gave it; without it every queued and running prompt is.
	// A cancel and its prompt travel on different subjects, so either may
	// arrive first: a cancel for a prompt not yet seen is kept for it.
	Request string `json:"request,omitempty"`
	Reason  string `json:"reason,omitempty"`
}

// Delta says how a request's view (system prompt, messages, tools) relates
// to the previous request of the same workflow, so that the bytes a request
// puts on the bus do not grow with the history. With Base empty the request
// carries the whole view. With Base set, the view is the first Keep messages
// of Base's view followed by Messages, and System and Tools are Base's when
// SameSystem and SameTools say so. A receiver that does not hold Base's view
// answers with an error of KindStaleView, and the sender sends it whole.
type Delta struct {
	Base       string `json:"base,omitempty"`
	Keep       int    `json:"keep,omitempty"`
	SameSystem bool   `json:"same_system,omitempty"`
	SameTools  bool   `json:"same_tools,omitempty"`
}

// ModelRequest is one model call: the act job an agent sends its act
// workflow (cmd.<s>.<agent>.act), and any workflow's call to its model
// client (cmd.<s>.<agent>.llm.<workflow>).
type ModelRequest struct {
	Call      string     `json:"call"`
	Workflow  string     `json:"workflow"`
	AgentType string     `json:"agent_type,omitempty"`
	System    string     `json:"system,omitempty"`
	Messages  []Message  `json:"messages"`
	Tools     []ToolSpec `json:"tools,omitempty"`
	// Model, when set, asks the model client for this call's model
	// instead of its own (the turn's Prompt.Model).
	Model string `json:"model,omitempty"`
	Delta
}

// ModelResult answers a ModelRequest, on res.<s>.<agent>.act or
// res.<s>.<agent>.llm.<workflow>.
type ModelResult struct {
	Call       string  `json:"call"`
	Workflow   string  `json:"workflow"`
	Model      string  `json:"model"`
	Message    Message `json:"message"`
	Usage      Usage   `json:"usage"`
	CostUSD    float64 `json:"cost_usd,omitempty"`
	StopReason string  `json:"stop_reason,omitempty"`
	Err        *Error  `json:"error,omitempty"`
}

// ModelDelta is streamed text of a model call in progress, coalesced.
// Subject: evt.<s>.<agent>.llm.delta.
type ModelDelta struct {
	Call string `json:"call"`
	Text string `json:"text"`
	// Thinking is a piece of the model's thinking (Text is then empty):
	// shown as it arrives; the whole thinking comes with the answer.
	Thinking string `json:"thinking,omitempty"`
	// Reset says the call's answer restarts from its beginning (its stream
	// was cut and is retried): drop the text shown for Call so far. Text
	// is empty.
	Reset bool `json:"reset,omitempty"`
}

// ToolRequest asks the tool runner to run one call.
// Subject: cmd.<s>.<agent>.tools.
type ToolRequest struct {
	Turn string   `json:"turn"`
	Call ToolCall `json:"call"`
}

// ToolResult is the outcome of one tool call, as the model will see it.
// Subject: res.<s>.<agent>.tools.
type ToolResult struct {
	Turn    string  `json:"turn"`
	CallID  string  `json:"call_id"`
	Name    string  `json:"name"`
	Content string  `json:"content"`
	IsError bool    `json:"is_error,omitempty"`
	Kind    Kind    `json:"kind,omitempty"`   // set when IsError
	Images  []Image `json:"images,omitempty"` // images the tool returned (read_file on a picture, MCP)
}

// TurnStarted is published when an agent accepts a prompt.
// Subject: evt.<s>.<agent>.turn_started.
type TurnStarted struct {
	Turn   string `json:"turn"`
	Text   string `json:"text"`
	Parent string `json:"parent,omitempty"`
}

// AssistantMessage is published for every message a model produced.
// Subject: evt.<s>.<agent>.assistant.
type AssistantMessage struct {
	Turn    string  `json:"turn"`
	Message Message `json:"message"`
	Usage   Usage   `json:"usage"`
}

// ToolStarted is published when an agent dispatches a tool call.
// Subject: evt.<s>.<agent>.tool_call.
type ToolStarted struct {
	Turn string   `json:"turn"`
	Call ToolCall `json:"call"`
}

// SubagentSpawned is published when an agent starts a child agent for a task.
// Subject: evt.<s>.<agent>.subagent.
type SubagentSpawned struct {
	Turn   string `json:"turn"`
	CallID string `json:"call_id"`
	Child  string `json:"child"`
	Kind   string `json:"kind"` // subagent type, e.g. "explore"
	Task   string `json:"task"`
}

// Supervision reports a supervisor decision about a failed actor.
// Subject: evt.<s>.<agent>.supervision.
type Supervision struct {
	Child     string `json:"child"`
	Directive string `json:"directive"`
	Reason    string `json:"reason"`
	DelayMS   int64  `json:"delay_ms,omitempty"` // backoff before the restart
	Failures  int    `json:"failures,omitempty"` // failures within the restart window, this one included
}

// UsageReport is what one model call consumed and cost, published by the
// model client. Subject: evt.<s>.<agent>.usage.
type UsageReport struct {
	Call     string  `json:"call"`
	Workflow string  `json:"workflow"`
	Model    string  `json:"model"`
	Usage    Usage   `json:"usage"`
	CostUSD  float64 `json:"cost_usd"`
}

// ApprovalRequest asks the person at an interactive session whether a tool
// call may run. Subject: evt.<s>.<agent>.approval.
type ApprovalRequest struct {
	ID      string   `json:"id"`
	CallID  string   `json:"call_id"`
	Tool    string   `json:"tool"`
	Command string   `json:"command,omitempty"`
	Args    Args     `json:"args,omitempty"`
	Reason  string   `json:"reason"`
	Layer   string   `json:"layer,omitempty"`
	Grants  []string `json:"grants,omitempty"`  // what "allow for this session" would allow
	Network bool     `json:"network,omitempty"` // approving grants the command network access
}

// ApprovalAnswer answers an ApprovalRequest: Verdict is "once", "session"
// or "deny". Subject: cmd.<s>.<agent>.approval.
type ApprovalAnswer struct {
	ID      string `json:"id"`
	Verdict string `json:"verdict"`
	Reason  string `json:"reason,omitempty"`
}

// Compaction reports one stage of context compaction firing in an agent's
// window before a model call: which stage, the tool calls whose results it
// replaced with pointers, how many transcript messages a summary replaced,
// and the request's estimated tokens before and after against the budget.
// Subject: evt.<s>.<agent>.compaction.
type Compaction struct {
	Stage        string   `json:"stage"` // warning, mask, prune, aggressive, summarize
	Replaced     []string `json:"replaced,omitempty"`
	Summarized   int      `json:"summarized,omitempty"`
	TokensBefore int      `json:"tokens_before"`
	TokensAfter  int      `json:"tokens_after"`
	Budget       int      `json:"budget,omitempty"`
	// Window is the agent's context window, which front ends divide by
	// to show the share in use (Budget is the window less the output
	// reserve); 0 from senders before it existed.
	Window int `json:"window,omitempty"`
}

// Notice is a human-readable event: a warning, a recovered problem.
// Subject: evt.<s>.<agent>.notice.
type Notice struct {
	Level string `json:"level"`
	Text  string `json:"text"`
}

// Heartbeat says a listening process is alive; a tap that misses a few
// concludes the process is gone. Subject: hb.<s>.session.
type Heartbeat struct {
	PID      int   `json:"pid"`
	Interval int64 `json:"interval_ms"`
}

// SessionEnded is the last message of a session closed cleanly.
// Subject: evt.<s>.session.ended.
type SessionEnded struct {
	Reason string `json:"reason,omitempty"`
}

// Rejected reports a message a receiver refused: a command or result not
// signed by this process, for a request that is not outstanding, or for a
// tool the agent may not use. Nothing else happens because of it.
// Subject: evt.<s>.<agent>.rejected.
type Rejected struct {
	What    string `json:"what"` // the refused message's type
	Subject string `json:"subject"`
	Reason  string `json:"reason"`
	ID      string `json:"id,omitempty"` // the refused message's id
}

func (Heartbeat) Type() string    { return "heartbeat" }
func (SessionEnded) Type() string { return "session_ended" }
func (Rejected) Type() string     { return "rejected" }
func (Heartbeat) body()           {}
func (SessionEnded) body()        {}
func (Rejected) body()            {}

func (Prompt) Type() string           { return "prompt" }
func (TurnResult) Type() string       { return "turn_result" }
func (Cancel) Type() string           { return "cancel" }
func (Input) Type() string            { return "input" }
func (ModelRequest) Type() string     { return "model_request" }
func (ModelResult) Type() string      { return "model_result" }
func (ModelDelta) Type() string       { return "model_delta" }
func (ToolRequest) Type() string      { return "tool_request" }
func (ToolResult) Type() string       { return "tool_result" }
func (TurnStarted) Type() string      { return "turn_started" }
func (AssistantMessage) Type() string { return "assistant_message" }
func (ToolStarted) Type() string      { return "tool_started" }
func (SubagentSpawned) Type() string  { return "subagent_spawned" }
func (Supervision) Type() string      { return "supervision" }
func (Notice) Type() string           { return "notice" }
func (Compaction) Type() string       { return "compaction" }
func (UsageReport) Type() string      { return "usage" }
func (ApprovalRequest) Type() string  { return "approval_request" }
func (ApprovalAnswer) Type() string   { return "approval_answer" }

func (Prompt) body()           {}
func (TurnResult) body()       {}
func (Cancel) body()           {}
func (Input) body()            {}
func (ModelRequest) body()     {}
func (ModelResult) body()      {}
func (ModelDelta) body()       {}
func (ToolRequest) body()      {}
func (ToolResult) body()       {}
func (TurnStarted) body()      {}
func (AssistantMessage) body() {}
func (ToolStarted) body()      {}
func (SubagentSpawned) body()  {}
func (Supervision) body()      {}
func (Notice) body()           {}
func (Compaction) body()       {}
func (UsageReport) body()      {}
func (ApprovalRequest) body()  {}
func (ApprovalAnswer) body()   {}

// newBody returns a pointer to a zero body of the named type.
func newBody(typ string) (Body, bool) {
	switch typ {
	case "prompt":
		return &Prompt{}, true
	case "turn_result":
		return &TurnResult{}, true
	case "cancel":
		return &Cancel{}, true
	case "input":
		return &Input{}, true
	case "model_request":
		return &ModelRequest{}, true
	case "model_result":
		return &ModelResult{}, true
	case "model_delta":
		return &ModelDelta{}, true
	case "tool_request":
		return &ToolRequest{}, true
	case "tool_result":
		return &ToolResult{}, true
	case "turn_started":
		return &TurnStarted{}, true
	case "assistant_message":
		return &AssistantMessage{}, true
	case "tool_started":
		return &ToolStarted{}, true
	case "subagent_spawned":
		return &SubagentSpawned{}, true
	case "supervision":
		return &Supervision{}, true
	case "notice":
		return &Notice{}, true
	case "compaction":
		return &Compaction{}, true
	case "usage":
		return &UsageReport{}, true
	case "approval_request":
		return &ApprovalRequest{}, true
	case "approval_answer":
		return &ApprovalAnswer{}, true
	case "heartbeat":
		return &Heartbeat{}, true
	case "session_ended":
		return &SessionEnded{}, true
	case "rejected":
		return &Rejected{}, true
	}
	return extBody(typ)
}
