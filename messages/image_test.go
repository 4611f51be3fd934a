package messages

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// Images travel by reference: their bytes (Data) are never encoded, on
// the bus or in a session log, however large.
func TestImageNeverCarriesBytes(t *testing.T) {
	img := Image{Ref: strings.Repeat("ab", 32), MediaType: "image/png", Width: 2560, Height: 1440, Bytes: 1 << 20,
		Name: "shot.png", Data: make([]byte, 1<<20)}
	bodies := []Body{
		&Prompt{Turn: "t1", Text: "why is this broken? [image 1: shot.png]", Images: []Image{img}},
		&ToolResult{Turn: "t1", CallID: "1", Name: "read_file", Content: "Image shot.png", Images: []Image{img}},
		&ModelRequest{Call: "c", Workflow: "act", Messages: []Message{{Role: RoleUser, Content: "x", Images: []Image{img}}}},
		&DescribeImage{Call: "c", Image: img, Context: "why is this broken?"},
		&ImageDescribed{Call: "c", Ref: img.Ref, Text: "a login page with a red error banner", Model: "m", Usage: Usage{PromptTokens: 1600}},
	}
	for _, b := range bodies {
		t.Run(b.Type(), func(t *testing.T) {
			h, data, err := Encode(Meta{ID: "i"}, b)
			if err != nil {
				t.Fatal(err)
			}
			if len(data) > 2048 {
				t.Errorf("encoded %s is %d bytes: the image's bytes went with it", b.Type(), len(data))
			}
			_, got, err := Decode(h, data)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(b, got, cmpopts.IgnoreFields(Image{}, "Data")); diff != "" {
				t.Errorf("round trip (-want +got):\n%s", diff)
			}
		})
	}
}

// A message written before images existed decodes unchanged, and one
// without images encodes as it did then.
func TestImageCodecBackwardCompatible(t *testing.T) {
	old := `{"role":"user","content":"fix the failing test"}`
	var m Message
	if err := json.Unmarshal([]byte(old), &m); err != nil {
		t.Fatal(err)
	}
	if m.Images != nil || m.Content != "fix the failing test" {
		t.Errorf("decoded %+v", m)
	}
	out, err := json.Marshal(m)
	if err != nil || string(out) != old {
		t.Errorf("re-encoded %s (%v), want %s", out, err, old)
	}
}

func TestImageStandIn(t *testing.T) {
	img := Image{Ref: "r", MediaType: "image/png", Width: 10, Height: 20, Name: "a.png"}
	for _, tc := range []struct {
		img  Image
		want string
	}{
		{img, "[image a.png (10x20 png): not shown, this model cannot see images and none described it]"},
		{Image{Ref: "r", MediaType: "image/png", Width: 10, Height: 20, Name: "a.png", Description: "a cat"}, "[image a.png (10x20 png), described: a cat]"},
		{Image{Ref: "r", MediaType: "image/png", Width: 10, Height: 20, Name: "a.png", Dropped: true}, "[image a.png (10x20 png) removed from the context to save space; ref r]"},
	} {
		if got := tc.img.StandIn(); got != tc.want {
			t.Errorf("StandIn = %q, want %q", got, tc.want)
		}
	}
}
