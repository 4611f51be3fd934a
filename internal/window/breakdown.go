package window

import (
	"fmt"
	"io"
	"strings"

	"troupe/internal/compact"
	"troupe/messages"
)

// Breakdown is where a window's tokens go, for a /context-like view.
type Breakdown struct {
	ContextWindow int `json:"context_window"`
	OutputReserve int `json:"output_reserve"`
	Budget        int `json:"budget"`

	System     int `json:"system"`
	Tools      int `json:"tools"`
	User       int `json:"user"`
	Assistant  int `json:"assistant"`
	ToolLive   int `json:"tool_live"`
	ToolMasked int `json:"tool_masked"`
	ToolPruned int `json:"tool_pruned"`
	Summary    int `json:"summary"`
	// Offset is the provider's count minus the window's own, as of the
	// last report; Used includes it.
	Offset int `json:"offset"`

	Used  int     `json:"used"`
	Free  int     `json:"free"`
	Usage float64 `json:"usage"` // Used / Budget

	Messages   int `json:"messages"`   // in the view
	Transcript int `json:"transcript"` // in the transcript
	Masked     int `json:"masked"`     // tool results masked
	Pruned     int `json:"pruned"`     // tool results pruned
	Summaries  int `json:"summaries"`  // summaries in the view

	Stage compact.Stage `json:"stage"`
	Error Calibration   `json:"calibration"`
}

// Breakdown adds up the view by kind of message. It walks the view once.
func (w *Window) Breakdown() Breakdown {
	b := Breakdown{
		ContextWindow: w.cfg.ContextWindow, OutputReserve: w.cfg.OutputReserve, Budget: w.Budget(),
		System: w.system, Tools: w.tools, Offset: w.cal.offset,
		Used: w.Estimate(), Messages: len(w.view.Entries), Transcript: len(w.transcript),
		Stage: w.stage, Error: w.Calibration(),
	}
	for _, e := range w.view.Entries {
		switch {
		case e.State == compact.Summary:
			b.Summary += e.Tokens
			b.Summaries++
		case e.State == compact.Masked:
			b.ToolMasked += e.Tokens
			b.Masked++
		case e.State == compact.Pruned:
			b.ToolPruned += e.Tokens
			b.Pruned++
		case e.Msg.Role == messages.RoleTool:
			b.ToolLive += e.Tokens
		case e.Msg.Role == messages.RoleAssistant:
			b.Assistant += e.Tokens
		case e.Msg.Role == messages.RoleSystem:
			b.System += e.Tokens
		default:
			b.User += e.Tokens
		}
	}
	b.Free = b.Budget - b.Used
	b.Usage = float64(b.Used) / float64(b.Budget)
	return b
}

// Format writes the breakdown as a table, one row per kind with its tokens
// and share of the budget, then the stage and the calibration error.
func (b Breakdown) Format(out io.Writer) error {
	var s strings.Builder
	fmt.Fprintf(&s, "context window %d − output reserve %d = budget %d tokens\n", b.ContextWindow, b.OutputReserve, b.Budget)
	row := func(name string, n int, extra string) {
		fmt.Fprintf(&s, "  %-22s %8d %6.1f%%%s\n", name, n, 100*float64(n)/float64(b.Budget), extra)
	}
	row("system prompt", b.System, "")
	row("tool schemas", b.Tools, "")
	row("user messages", b.User, "")
	row("assistant messages", b.Assistant, "")
	row("tool outputs (live)", b.ToolLive, "")
	row("tool outputs (masked)", b.ToolMasked, fmt.Sprintf("  %d results", b.Masked))
	row("tool outputs (pruned)", b.ToolPruned, fmt.Sprintf("  %d results", b.Pruned))
	row("summaries", b.Summary, fmt.Sprintf("  %d", b.Summaries))
	row("calibration offset", b.Offset, "")
	row("used", b.Used, "")
	row("free", b.Free, "")
	stage := string(b.Stage)
	if stage == "" {
		stage = "none"
	}
	fmt.Fprintf(&s, "stage at last check: %s · %d of %d messages in view\n", stage, b.Messages, b.Transcript)
	if b.Error.Calls == 0 {
		s.WriteString("calibration: no provider report yet\n")
	} else {
		fmt.Fprintf(&s, "calibration: %d reports · last error %+.1f%% (uncalibrated %+.1f%%) · mean |error| %.1f%% (uncalibrated %.1f%%)\n",
			b.Error.Calls, b.Error.LastErrPct, b.Error.RawLastPct, b.Error.MeanAbsPct, b.Error.RawMeanAbs)
	}
	if _, err := io.WriteString(out, s.String()); err != nil {
		return fmt.Errorf("window: %w", err)
	}
	return nil
}
