package messages

// Typed jobs for an agent's cognitive workflows, and their outcomes. The
// act job is a ModelRequest sent to the act workflow (cmd.<s>.<agent>.act),
// answered by a ModelResult (res.<s>.<agent>.act): the same types the
// workflow uses with its model client one level down (….llm.act), so a
// model call has one request type and one result type at both hops. The
// other jobs say what is wanted, not which model messages to send: the
// workflow bound to the job's slot builds its own requests.
//
//	Think → Trace         (think workflow; it asks the critique workflow for a Critique at the high level)
//	Critique → Critiqued  (critique workflow)
//	Check → Verdict       (critique workflow)
//	Summarize → Summary   (compact workflow)
//	DescribeImage → ImageDescribed (vision workflow, image.go)

// Think asks the think workflow for a reasoning trace before the action
// call. Its view is the conversation the action call will see, as a Delta
// against the previous Think job of the agent; System is the action call's
// system prompt, under which a high-level trace is refined.
// Subject: cmd.<s>.<agent>.think.
type Think struct {
	Call     string    `json:"call"`
	Level    string    `json:"level"`           // low, medium or high
	Tools    []string  `json:"tools,omitempty"` // the acting step's tools, named in the thinking prompt
	Todos    string    `json:"todos,omitempty"` // the todo list, rendered
	System   string    `json:"system,omitempty"`
	Messages []Message `json:"messages"`
	Delta
}

// Trace is the think workflow's outcome: the trace to lay before the
// action call ("" when the model wrote none). Uses lists every model call
// the job made (thinking, critique, refinement), for accounting.
// Subject: res.<s>.<agent>.think.
type Trace struct {
	Call string        `json:"call"`
	Text string        `json:"text,omitempty"`
	Uses []UsageReport `json:"uses,omitempty"`
	Err  *Error        `json:"error,omitempty"`
}

// Critique asks the critique workflow to criticise a reasoning trace.
// Subject: cmd.<s>.<agent>.critique.
type Critique struct {
	Call  string `json:"call"`
	Trace string `json:"trace"`
}

// Critiqued is the critique workflow's outcome for a Critique.
// Subject: res.<s>.<agent>.critique.
type Critiqued struct {
	Call string      `json:"call"`
	Text string      `json:"text,omitempty"`
	Use  UsageReport `json:"use"`
	Err  *Error      `json:"error,omitempty"`
}

// Check asks the critique workflow to review a final answer before it is
// accepted. Request is the review request (it carries its own
// instructions: the reminder templates' completion check).
// Subject: cmd.<s>.<agent>.critique.
type Check struct {
	Call    string  `json:"call"`
	Request Message `json:"request"`
}

// Verdict is the critique workflow's outcome for a Check: Done, or what
// is missing (Reason). A failed review is an error, which the agent treats
// as done: the check is an aid, not a gate. Subject: res.<s>.<agent>.critique.
type Verdict struct {
	Call   string      `json:"call"`
	Done   bool        `json:"done"`
	Reason string      `json:"reason,omitempty"`
	Use    UsageReport `json:"use"`
	Err    *Error      `json:"error,omitempty"`
}

// Summarize asks the compact workflow for the summary of the middle of a
// conversation that a compaction replaces. Subject: cmd.<s>.<agent>.compact.
type Summarize struct {
	Call     string    `json:"call"`
	Messages []Message `json:"messages"`
}

// Summary is the compact workflow's outcome: the summary text (the answer
// without its analysis), or an error when the call failed or left nothing.
// Subject: res.<s>.<agent>.compact.
type Summary struct {
	Call string      `json:"call"`
	Text string      `json:"text,omitempty"`
	Use  UsageReport `json:"use"`
	Err  *Error      `json:"error,omitempty"`
}

func (Think) Type() string     { return "think" }
func (Trace) Type() string     { return "trace" }
func (Critique) Type() string  { return "critique" }
func (Critiqued) Type() string { return "critiqued" }
func (Check) Type() string     { return "check" }
func (Verdict) Type() string   { return "verdict" }
func (Summarize) Type() string { return "summarize" }
func (Summary) Type() string   { return "summary" }
func (Think) body()            {}
func (Trace) body()            {}
func (Critique) body()         {}
func (Critiqued) body()        {}
func (Check) body()            {}
func (Verdict) body()          {}
func (Summarize) body()        {}
func (Summary) body()          {}

// SplitPrefix implements Prefixed: the action system prompt travels by
// reference like a model request's.
func (r *Think) SplitPrefix() (Body, Prefix) {
	w := *r
	w.System = ""
	return &w, Prefix{System: r.System}
}

// JoinPrefix implements Prefixed.
func (r *Think) JoinPrefix(p Prefix) { r.System = p.System }

func (r Think) splitValue() (Body, Prefix) { return r.SplitPrefix() }

// jobBody is newBody for the types of this file.
func jobBody(typ string) (Body, bool) {
	switch typ {
	case "think":
		return &Think{}, true
	case "trace":
		return &Trace{}, true
	case "critique":
		return &Critique{}, true
	case "critiqued":
		return &Critiqued{}, true
	case "check":
		return &Check{}, true
	case "verdict":
		return &Verdict{}, true
	case "summarize":
		return &Summarize{}, true
	case "summary":
		return &Summary{}, true
	}
	return nil, false
}
