package compact

import (
	"fmt"

	"troupe/messages"
)

// ImageDrop is one message whose images a compaction dropped: the model
// is given each image's stand-in (its description, when the vision
// workflow made one, else a short pointer) instead of the picture.
type ImageDrop struct {
	Index  int `json:"index"`  // transcript index of the message
	Tokens int `json:"tokens"` // tokens of the message with its images dropped
	Before int `json:"before"` // tokens of the message before
}

// ImageStage drops the images of every message older than the recent
// window and than the last user message (what the person just asked about
// stays in view). Images are the first thing compaction gives up: a picture costs
// a model that sees it up to ~1,600 tokens, its description a fraction of
// that, and the bytes stay in the session's image store.
func ImageStage(v View, cfg Config, c Counter, st Stage) Result {
	res := Result{View: v, Record: Record{Stage: st, At: v.Len}}
	recent := RecentStart(v, cfg.RecentTurns)
	for i := len(v.Entries) - 1; i >= 0; i-- {
		if v.Entries[i].Msg.Role == messages.RoleUser {
			recent = min(recent, i)
			break
		}
	}
	var out View
	for i := 0; i < recent && i < len(v.Entries); i++ {
		e := v.Entries[i]
		if !hasLiveImages(e.Msg) {
			continue
		}
		m := dropImages(e.Msg)
		d := ImageDrop{Index: e.Origin, Tokens: c.Message(m), Before: e.Tokens}
		if d.Tokens >= d.Before {
			continue
		}
		if out.Entries == nil {
			out = View{Entries: make([]Entry, len(v.Entries)), Len: v.Len}
			copy(out.Entries, v.Entries)
		}
		out.Entries[i].Msg, out.Entries[i].Tokens = m, d.Tokens
		res.Record.Images = append(res.Record.Images, d)
	}
	if len(res.Record.Images) > 0 {
		res.View = out
	}
	return res
}

func hasLiveImages(m messages.Message) bool {
	for _, img := range m.Images {
		if !img.Dropped {
			return true
		}
	}
	return false
}

// dropImages returns m with its images marked dropped (sharing nothing
// with m's images).
func dropImages(m messages.Message) messages.Message {
	imgs := append([]messages.Image(nil), m.Images...)
	for i := range imgs {
		imgs[i].Dropped, imgs[i].Data = true, nil
	}
	m.Images = imgs
	return m
}

// applyImages makes the drops of a record on out (a copy its caller owns).
func applyImages(out View, drops []ImageDrop) error {
	pos := map[int]int{}
	for i, e := range out.Entries {
		if e.State != Summary {
			pos[e.Origin] = i
		}
	}
	for _, d := range drops {
		i, ok := pos[d.Index]
		if !ok || len(out.Entries[i].Msg.Images) == 0 {
			return fmt.Errorf("no images at index %d: %w", d.Index, ErrRecord)
		}
		out.Entries[i].Msg = dropImages(out.Entries[i].Msg)
		out.Entries[i].Tokens = d.Tokens
	}
	return nil
}
