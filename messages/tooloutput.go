package messages

// ToolOutput is the latest output of a tool call still running (a bash
// command): its last few lines, at most a few hundred bytes, sent a few
// times a second at most while the output changes. The call's ToolResult
// still carries the whole output; this is only for a person watching.
// Subject: evt.<s>.<agent>.tool_output.
type ToolOutput struct {
	Turn   string `json:"turn"`
	CallID string `json:"call_id"`
	Name   string `json:"name"`
	Tail   string `json:"tail"`            // the last lines, newline-separated, each clipped
	Bytes  int64  `json:"bytes"`           // output written so far
	Lines  int    `json:"lines,omitempty"` // complete lines written so far
}

func (ToolOutput) Type() string { return "tool_output" }
func (ToolOutput) body()        {}
