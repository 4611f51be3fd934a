package compact

import (
	"errors"
	"fmt"

	"troupe/messages"
)

// Record is one firing of one stage: what it replaced and the context size
// before and after. The caller writes it to the session log and publishes
// it; Apply rebuilds a view from the transcript and the records.
type Record struct {
	Stage Stage `json:"stage"`
	// At is the transcript length when the stage fired: the record applies
	// to the view of the first At messages.
	At           int            `json:"at"`
	Replaced     []Replacement  `json:"replaced,omitempty"`
	Images       []ImageDrop    `json:"images,omitempty"` // messages whose images were dropped
	Summary      *SummaryRecord `json:"summary,omitempty"`
	TokensBefore int            `json:"tokens_before"`
	TokensAfter  int            `json:"tokens_after"`
	Budget       int            `json:"budget,omitempty"`
}

// Replacement is one tool result a mask, prune or aggressive stage replaced
// with a pointer.
type Replacement struct {
	Index   int    `json:"index"` // transcript index of the tool message
	CallID  string `json:"call_id"`
	Tool    string `json:"tool,omitempty"`
	State   State  `json:"state"`   // Masked or Pruned
	Path    string `json:"path"`    // the file holding the full output
	Content string `json:"content"` // the pointer the model sees instead
	Tokens  int    `json:"tokens"`  // tokens of the message with Content
	Before  int    `json:"before"`  // tokens of the message it replaced
}

// SummaryRecord is a range of the view the summarize stage replaced with a
// summary message.
type SummaryRecord struct {
	From    int    `json:"from"` // first transcript index replaced
	To      int    `json:"to"`   // transcript index of the first entry kept after it
	Archive string `json:"archive"`
	Content string `json:"content"` // the summary message's content
	Tokens  int    `json:"tokens"`
	// Retry is 0 for the first summary of a firing, then 1, 2, … for each
	// retry that kept a shorter tail.
	Retry int `json:"retry,omitempty"`
	// Fallback holds the summarizer's error when the summary is the
	// deterministic fallback instead of the model's.
	Fallback string `json:"fallback,omitempty"`
}

// Fired reports whether the record changed the view or is a warning.
func (r Record) Fired() bool {
	return r.Stage == StageWarning || len(r.Replaced) > 0 || len(r.Images) > 0 || r.Summary != nil
}

// ErrRecord reports a record that does not fit the transcript it is applied to.
var ErrRecord = errors.New("compact: record does not fit the transcript")

// Apply rebuilds a view from a transcript, its per-message token counts and
// the records of every compaction so far, in order. Records whose At exceeds
// the transcript's length are an error, as are records that replace what the
// view does not hold.
func Apply(records []Record, transcript []messages.Message, counts []int) (View, error) {
	if len(counts) != len(transcript) {
		return View{}, fmt.Errorf("%d counts for %d messages: %w", len(counts), len(transcript), ErrRecord)
	}
	v := View{Entries: make([]Entry, 0, len(transcript))}
	for n, r := range records {
		if r.At < v.Len || r.At > len(transcript) {
			return View{}, fmt.Errorf("record %d at %d, view at %d of %d: %w", n, r.At, v.Len, len(transcript), ErrRecord)
		}
		for v.Len < r.At {
			v = v.Append(transcript[v.Len], counts[v.Len])
		}
		var err error
		if v, err = r.apply(v); err != nil {
			return View{}, fmt.Errorf("record %d (%s): %w", n, r.Stage, err)
		}
	}
	for v.Len < len(transcript) {
		v = v.Append(transcript[v.Len], counts[v.Len])
	}
	return v, nil
}

// apply returns v with r's replacements made, sharing nothing with v.
func (r Record) apply(v View) (View, error) {
	if len(r.Replaced) == 0 && len(r.Images) == 0 && r.Summary == nil {
		return v, nil
	}
	out := View{Entries: make([]Entry, len(v.Entries)), Len: v.Len}
	copy(out.Entries, v.Entries)
	if err := applyImages(out, r.Images); err != nil {
		return View{}, err
	}
	if len(r.Replaced) > 0 {
		pos := map[int]int{}
		for i, e := range out.Entries {
			if e.State != Summary {
				pos[e.Origin] = i
			}
		}
		for _, rep := range r.Replaced {
			i, ok := pos[rep.Index]
			if !ok || out.Entries[i].Msg.Role != messages.RoleTool || out.Entries[i].Msg.ToolCallID != rep.CallID {
				return View{}, fmt.Errorf("no tool result %s at index %d: %w", rep.CallID, rep.Index, ErrRecord)
			}
			out.Entries[i] = replaced(out.Entries[i], rep)
		}
	}
	if s := r.Summary; s != nil {
		var err error
		if out, err = s.apply(out); err != nil {
			return View{}, err
		}
	}
	return out, nil
}

func replaced(e Entry, rep Replacement) Entry {
	e.Msg.Content = rep.Content
	e.Tokens = rep.Tokens
	e.State = rep.State
	return e
}

// apply replaces the entries with origins in [From, To) by the summary.
func (s SummaryRecord) apply(v View) (View, error) {
	first, last := -1, -1
	for i, e := range v.Entries {
		if e.Origin >= s.From && e.Origin < s.To {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 {
		return View{}, fmt.Errorf("summary of [%d,%d) covers no entry: %w", s.From, s.To, ErrRecord)
	}
	for _, e := range v.Entries[first : last+1] {
		if e.Origin < s.From || e.Origin >= s.To {
			return View{}, fmt.Errorf("summary of [%d,%d) is not contiguous: %w", s.From, s.To, ErrRecord)
		}
	}
	entries := make([]Entry, 0, len(v.Entries)-(last-first))
	entries = append(entries, v.Entries[:first]...)
	entries = append(entries, Entry{Msg: summaryMessage(s.Content), Origin: s.From, Tokens: s.Tokens, State: Summary})
	entries = append(entries, v.Entries[last+1:]...)
	return View{Entries: entries, Len: v.Len}, nil
}

func summaryMessage(content string) messages.Message {
	return messages.Message{Role: messages.RoleUser, Content: content}
}
