package messages

// typeNames lists the body types, for messages that name them to a person
// (a filter's "unknown type" error). KnownType, not this list, decides.
var typeNames = []string{
	"approval_answer", "approval_request", "assistant_message", "cancel",
	"check", "compaction", "critique", "critiqued", "heartbeat",
	"hook_run", "input", "mcp_server", "model_delta", "model_request",
	"model_result", "notice", "placement", "prompt", "rejected",
	"session_ended", "subagent_spawned", "summarize", "summary",
	"supervision", "think", "tool_output", "tool_request", "tool_result", "tool_started",
	"trace", "turn_result", "turn_started", "usage", "verdict",
}

// KnownType reports whether typ names a body type Decode understands.
func KnownType(typ string) bool {
	_, ok := newBody(typ)
	return ok
}

// TypeNames returns the body type names, sorted.
func TypeNames() []string { return append([]string(nil), typeNames...) }
