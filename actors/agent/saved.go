package agent

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"

	"troupe/internal/compact"
	"troupe/internal/store"
	"troupe/internal/tokens"
	"troupe/internal/transcript"
	"troupe/internal/window"
	"troupe/messages"
)

// Session-log event types an agent writes about its context window, besides
// transcript's.
const (
	TypeCompaction = "compaction" // Data: one compact.Record of the agent's window
	TypeWindow     = "window"     // Data: a WindowRecord, when the agent's window is made
)

// WindowRecord is the data of a TypeWindow event: how an agent's window was
// sized and what its system prompt and tool schemas cost.
type WindowRecord struct {
	Model         string `json:"model"`
	Encoding      string `json:"encoding"`
	ContextWindow int    `json:"context_window"`
	OutputReserve int    `json:"output_reserve"`
	System        int    `json:"system"` // tokens of the system prompt, with the reply primer
	Tools         int    `json:"tools"`  // tokens of the tool schemas
}

// messageData is the data of a transcript.TypeMessage event: the message
// and its token count, so a resumed session does not count again. Logs
// written before counts were kept have none (Tokens 0); every counted
// message has at least its framing.
type messageData struct {
	messages.Message
	Tokens int `json:"tokens,omitempty"`
}

// usage is the session-log record of one model call; Calibration is the
// agent's calibration after an action call.
type usage struct {
	Call        string              `json:"call"`
	Workflow    string              `json:"workflow"`
	Model       string              `json:"model"`
	Usage       messages.Usage      `json:"usage"`
	CostUSD     float64             `json:"cost_usd"`
	Calibration *window.Calibration `json:"calibration,omitempty"`
}

// Saved is an agent's context as its session log holds it.
type Saved struct {
	Transcript []messages.Message
	// Counts holds each message's token count; 0 where the log has none
	// (older logs, and the results Rebuild supplies for interrupted calls).
	Counts      []int
	Records     []compact.Record
	Window      *WindowRecord       // the last one written; nil if none
	Calibration *window.Calibration // the last one written; nil if none
}

// LoadSaved reads agent's context from a session log's events: the
// transcript as transcript.Rebuild derives it, the stored token counts,
// the compaction records and the window's sizes and calibration.
func LoadSaved(events []store.Event, agent string) (Saved, error) {
	msgs, err := transcript.Rebuild(events, agent)
	if err != nil {
		return Saved{}, err
	}
	s := Saved{Transcript: msgs, Counts: make([]int, len(msgs))}
	var logged []messageData
	for _, e := range events {
		if e.Agent != agent {
			continue
		}
		switch e.Type {
		case transcript.TypeMessage:
			var m messageData
			if err := json.Unmarshal(e.Data, &m); err != nil {
				return Saved{}, fmt.Errorf("agent: event %d: %w", e.Seq, err)
			}
			logged = append(logged, m)
		case TypeCompaction:
			var r compact.Record
			if err := json.Unmarshal(e.Data, &r); err != nil {
				return Saved{}, fmt.Errorf("agent: event %d: %w", e.Seq, err)
			}
			s.Records = append(s.Records, r)
		case TypeWindow:
			var w WindowRecord
			if err := json.Unmarshal(e.Data, &w); err != nil {
				return Saved{}, fmt.Errorf("agent: event %d: %w", e.Seq, err)
			}
			s.Window = &w
		case transcript.TypeUsage:
			var u usage
			if err := json.Unmarshal(e.Data, &u); err != nil {
				return Saved{}, fmt.Errorf("agent: event %d: %w", e.Seq, err)
			}
			if u.Calibration != nil {
				s.Calibration = u.Calibration
			}
		}
	}
	// Rebuild's transcript is the logged messages with a result inserted
	// for each interrupted call: walk both, taking the logged counts.
	j := 0
	for i, m := range msgs {
		if j < len(logged) && reflect.DeepEqual(m, logged[j].Message) {
			s.Counts[i] = logged[j].Tokens
			j++
		}
	}
	return s, nil
}

// Restore rebuilds a window from what the log holds: the transcript with
// its stored counts (counting only messages that have none) and the
// compaction records, so the view is the one the agent had; and the
// calibration. A record that does not fit the transcript is an error.
func (s Saved) Restore(w *window.Window, c window.Counter) error {
	counts := append([]int(nil), s.Counts...)
	for i, n := range counts {
		if n <= 0 {
			counts[i] = c.Message(s.Transcript[i])
		}
	}
	if err := w.Restore(s.Transcript, counts, s.Records); err != nil {
		return err
	}
	if s.Calibration != nil {
		w.RestoreCalibration(*s.Calibration)
	}
	return nil
}

// ErrNoWindow reports a session log without a window record for an agent:
// the agent never made a model call, or the log predates context windows.
var ErrNoWindow = errors.New("agent: no context window recorded for this agent")

// RestoreWindow rebuilds agent's window from a session log alone, with no
// model and no bus: its sizes and overhead from the last window record, its
// view from the transcript, the stored counts and the compaction records,
// and its calibration. The stage is the one cfg's thresholds give the
// window's usage now. It returns what the log holds too.
func RestoreWindow(events []store.Event, agent string, c *tokens.Counter, cfg compact.Config) (*window.Window, Saved, error) {
	s, err := LoadSaved(events, agent)
	if err != nil {
		return nil, Saved{}, err
	}
	rec := s.Window
	if rec == nil {
		return nil, s, fmt.Errorf("%s: %w", agent, ErrNoWindow)
	}
	enc, err := tokens.ParseEncoding(rec.Encoding)
	if err != nil {
		return nil, s, err
	}
	k := Counter{C: c, Enc: enc}
	w, err := window.New(window.Config{ContextWindow: rec.ContextWindow, OutputReserve: rec.OutputReserve}, k)
	if err != nil {
		return nil, s, err
	}
	w.SetOverhead(rec.System, rec.Tools)
	if err := s.Restore(w, k); err != nil {
		return nil, s, err
	}
	if err := w.Commit(compact.Outcome{View: w.View(), Reached: cfg.StageAt(w.Usage())}); err != nil {
		return nil, s, err
	}
	return w, s, nil
}
