package messages

// ToolOutput is the latest output of a tool call still running (a bash
// command), or of a background job it started: its last few lines, at
// most a few hundred bytes, sent a few times a second at most while the
// output changes. The call's ToolResult still carries the whole output
// (bash_output a job's); this is only for a person watching.
// Subject: evt.<s>.<agent>.tool_output.
type ToolOutput struct {
	Turn   string `json:"turn"`
	CallID string `json:"call_id"`
	Name   string `json:"name"`
	// Tail holds the last lines, newline-separated, each clipped, blank
	// ones included: its complete lines are the output's lines
	// Lines-k+1..Lines, and when Open its last line is still unfinished.
	Tail  string `json:"tail"`
	Bytes int64  `json:"bytes"`           // output written so far
	Lines int    `json:"lines,omitempty"` // complete lines written so far
	Open  bool   `json:"open,omitempty"`  // the tail's last line has no newline yet
	// Job is the id of the background job (bash_1) whose output this is;
	// the call that started it has ended. "" for the call's own output.
	Job string `json:"job,omitempty"`
	// Ended is set in a job's last report: how it ended ("exit status 0").
	Ended string `json:"ended,omitempty"`
}

func (ToolOutput) Type() string { return "tool_output" }
func (ToolOutput) body()        {}
