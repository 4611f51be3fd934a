package replay

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"

	"troupe/internal/compact"
	"troupe/internal/lazy"
	"troupe/messages"
)

// recentIntact reports whether the view ends with the transcript's recent
// window (the last RecentTurns model turns and what followed them), every
// message byte-identical to the transcript's and in order.
func (r *run) recentIntact() bool {
	tr := r.pol.Transcript()
	full, err := compact.Apply(nil, tr, r.pol.Counts())
	if err != nil {
		return false
	}
	start := compact.RecentStart(full, compact.RecentTurnsFor(full, r.limitCfg, r.base.Budget()))
	want := tr[start:]
	view := r.pol.View().Entries
	if len(view) < len(want) {
		return false
	}
	got := view[len(view)-len(want):]
	for k, m := range want {
		if got[k].Origin != start+k || got[k].State != compact.Live || !sameBytes(got[k].Msg, m) {
			return false
		}
	}
	return true
}

func sameBytes(a, b messages.Message) bool {
	ja, erra := json.Marshal(a)
	jb, errb := json.Marshal(b)
	return erra == nil && errb == nil && bytes.Equal(ja, jb)
}

// pathRE finds the files pointers, offload markers and summaries name.
var pathRE = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`(?:→|archived at) (\S+?)(?:\]| —)`) }}

// checkRetrievable counts every trace message whose recorded content (and
// tool-call arguments) the final view no longer shows verbatim, and how many
// of them can be read back byte for byte: from the file its pointer or
// offload marker names, or from its section of an archive written by a
// summary (or from a file that section names).
func (r *run) checkRetrievable() error {
	archives, err := r.archiveSections()
	if err != nil {
		return err
	}
	shown := map[int]compact.Entry{}
	for _, e := range r.pol.View().Entries {
		if e.State != compact.Summary {
			shown[e.Origin] = e
		}
	}
	for k, orig := range r.t.Messages {
		e, inView := shown[k]
		if inView && sameBytes(e.Msg, orig) {
			continue
		}
		r.res.hidden++
		var texts []string
		if inView {
			texts = append(texts, e.Msg.Content)
		} else {
			texts = archives[k]
		}
		if r.retrievable(orig, texts) {
			r.res.retrieved++
		}
	}
	return nil
}

// retrievable reports whether every piece of orig is in one of texts, or in
// a file one of them names.
func (r *run) retrievable(orig messages.Message, texts []string) bool {
	pieces := []string{orig.Content}
	for _, c := range orig.ToolCalls {
		pieces = append(pieces, string(c.Arguments))
	}
	for _, p := range pieces {
		if !r.found(p, texts) {
			return false
		}
	}
	return true
}

func (r *run) found(piece string, texts []string) bool {
	for _, t := range texts {
		if strings.Contains(t, piece) {
			return true
		}
		for _, m := range pathRE.Get().FindAllStringSubmatch(t, -1) {
			if data, err := os.ReadFile(r.path(m[1])); err == nil && string(data) == piece {
				return true
			}
		}
	}
	return false
}

var sectionRE = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`(?m)^## Message (\d+) · `) }}

// archiveSections reads every archive the summaries name and returns, by
// transcript index, the text of each section about that message.
func (r *run) archiveSections() (map[int][]string, error) {
	out := map[int][]string{}
	for _, rec := range r.records {
		if rec.Summary == nil {
			continue
		}
		data, err := os.ReadFile(r.path(rec.Summary.Archive))
		if err != nil {
			return nil, fmt.Errorf("archive: %w", err)
		}
		text := string(data)
		locs := sectionRE.Get().FindAllStringSubmatchIndex(text, -1)
		for n, l := range locs {
			end := len(text)
			if n+1 < len(locs) {
				end = locs[n+1][0]
			}
			k, _ := strconv.Atoi(text[l[2]:l[3]])
			out[k] = append(out[k], text[l[0]:end])
		}
	}
	return out, nil
}
