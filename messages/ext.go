package messages

// HookRun is one run of a user hook command (Claude Code–style hooks).
// Subject: evt.<s>.<agent>.hook.
type HookRun struct {
	Event    string `json:"event"`             // PreToolUse, PostToolUse, UserPromptSubmit, Stop, SessionStart
	Matcher  string `json:"matcher,omitempty"` // the matcher that selected it
	Tool     string `json:"tool,omitempty"`    // the tool call it ran for
	Command  string `json:"command"`
	Exit     int    `json:"exit"`
	Blocked  bool   `json:"blocked,omitempty"` // the hook blocked the action
	Reason   string `json:"reason,omitempty"`  // what it said when it blocked or failed
	Millis   int64  `json:"ms"`
	TimedOut bool   `json:"timed_out,omitempty"`
}

// MCPServerState is a change of state of an MCP server a session uses:
// starting, ready, crashed, failed, closed.
// Subject: evt.<s>.<agent>.mcp.
type MCPServerState struct {
	Server string `json:"server"`
	State  string `json:"state"`
	Tools  int    `json:"tools,omitempty"`
	Detail string `json:"detail,omitempty"`
}

// Placement says where a subagent runs: "local", or on a worker (its id and
// the delivery attempt). Subject: evt.<s>.<subagent>.placement.
type Placement struct {
	Where   string `json:"where"` // "local" or "worker"
	Worker  string `json:"worker,omitempty"`
	Attempt int    `json:"attempt,omitempty"`
	Why     string `json:"why,omitempty"`
	// A remote task's state as its coordinator sees it (troupe tasks):
	// queued, running, retrying (an attempt failed and was handed back),
	// done, failed, dead (dead-lettered: deliveries exhausted or past its
	// deadline), local (run on the coordinator instead).
	Task    string  `json:"task,omitempty"`
	State   string  `json:"state,omitempty"`
	Model   string  `json:"model,omitempty"`
	CostUSD float64 `json:"cost_usd,omitempty"`
}

func (Placement) Type() string { return "placement" }
func (Placement) body()        {}

func (HookRun) Type() string        { return "hook_run" }
func (MCPServerState) Type() string { return "mcp_server" }
func (HookRun) body()               {}
func (MCPServerState) body()        {}

// extBody is newBody for the types of this file.
func extBody(typ string) (Body, bool) {
	switch typ {
	case "hook_run":
		return &HookRun{}, true
	case "mcp_server":
		return &MCPServerState{}, true
	case "placement":
		return &Placement{}, true
	case "memory_changed":
		return &MemoryChanged{}, true
	case "tool_output":
		return &ToolOutput{}, true
	}
	if b, ok := jobBody(typ); ok {
		return b, true
	}
	return imageBody(typ)
}
