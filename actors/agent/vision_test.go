package agent

import (
	"testing"

	"troupe/internal/tokens"
	"troupe/messages"
)

// The window counts an image by the action model's rule: the provider's
// formula for a model that sees, the stand-in's text for one that does not.
func TestCounterCountsImages(t *testing.T) {
	c := tokens.NewCounter()
	img := messages.Image{Ref: "r", MediaType: "image/png", Width: 1000, Height: 1000, Name: "a.png"}
	m := messages.Message{Role: messages.RoleUser, Content: "what is this?"}
	text := Counter{C: c, Enc: tokens.O200KBase}.Message(m)
	m.Images = []messages.Image{img}
	for _, tc := range []struct {
		rule tokens.ImageRule
		want int
	}{
		{tokens.ImageAnthropic, text + 1334},
		{tokens.ImageOpenAI, text + 765},
		{tokens.ImageText, text + c.Count(tokens.O200KBase, img.StandIn())},
	} {
		if got := (Counter{C: c, Enc: tokens.O200KBase, Images: tc.rule}).Message(m); got != tc.want {
			t.Errorf("rule %d: %d tokens, want %d", tc.rule, got, tc.want)
		}
	}
}

// Descriptions lay over the images of a request without changing the
// messages they came from.
func TestWithDescriptions(t *testing.T) {
	a := &Actor{}
	a.remember("r1", "a login page")
	orig := []messages.Message{{Role: messages.RoleUser, Images: []messages.Image{{Ref: "r1"}, {Ref: "r2"}}}}
	out := a.withDescriptions(append([]messages.Message(nil), orig...))
	if out[0].Images[0].Description != "a login page" || out[0].Images[1].Description != "" {
		t.Errorf("out = %+v", out[0].Images)
	}
	if orig[0].Images[0].Description != "" {
		t.Error("the original message changed")
	}
}
