package compact

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/messages"
)

// seeing counts an image as 1,000 tokens, or as its stand-in's text once
// dropped: a counter for a model that sees.
type seeing struct{ quarter }

func (s seeing) Message(m messages.Message) int {
	n := s.quarter.Message(m)
	for _, img := range m.Images {
		if img.Dropped {
			n += s.Text(img.StandIn())
		} else {
			n += 1000
		}
	}
	return n
}

// Old images are dropped first at the mask threshold; the recent window
// keeps its own; descriptions stand in for the dropped ones; and Apply
// rebuilds the same view from the record (as a resume does).
func TestImageStageDropsOldImages(t *testing.T) {
	shot := messages.Image{Ref: strings.Repeat("a", 64), MediaType: "image/png", Width: 1280, Height: 800, Name: "shot.png", Description: "a login page"}
	recentShot := shot
	recentShot.Ref, recentShot.Name = strings.Repeat("b", 64), "now.png"
	ms := session(200, 200)
	ms[1].Images = []messages.Image{shot}
	ms = append(ms, messages.Message{Role: messages.RoleUser, Content: "and now?", Images: []messages.Image{recentShot}},
		messages.Message{Role: messages.RoleAssistant, Content: "Looking."})
	var k seeing
	counts := make([]int, len(ms))
	for i, m := range ms {
		counts[i] = k.Message(m)
	}
	v, err := Apply(nil, ms, counts)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Defaults()
	cfg.RecentTurns = 1
	budget := v.Tokens() * 100 / 82 // over the mask threshold (80%), under prune (85%)
	comp, err := NewStepwise(cfg, k)
	if err != nil {
		t.Fatal(err)
	}
	out, p, err := comp.Start(Status{View: v, Tokens: v.Tokens(), Budget: budget})
	if err != nil || p != nil {
		t.Fatalf("Start: %v, pending %v", err, p)
	}
	var drops []ImageDrop
	for _, r := range out.Records {
		drops = append(drops, r.Images...)
	}
	if len(drops) != 1 || drops[0].Index != 1 {
		t.Fatalf("records = %+v", out.Records)
	}
	got := out.View.Messages()
	if img := got[1].Images[0]; !img.Dropped || img.StandIn() != "[image shot.png (1280x800 png), described: a login page]" {
		t.Errorf("old image = %+v", img)
	}
	if img := got[len(got)-2].Images[0]; img.Dropped {
		t.Error("the recent window's image was dropped")
	}
	if ms[1].Images[0].Dropped {
		t.Error("the transcript was changed")
	}
	if out.Tokens >= v.Tokens()-900 {
		t.Errorf("tokens %d -> %d: the drop saved less than an image", v.Tokens(), out.Tokens)
	}
	again, err := Apply(out.Records, ms, counts)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(out.View, again); diff != "" {
		t.Errorf("Apply rebuilt another view (-check +apply):\n%s", diff)
	}
	if tr := Transcript(got[:2], 100); !strings.Contains(tr, "described: a login page") {
		t.Errorf("the summarizer's transcript lacks the description:\n%s", tr)
	}
}
