package mcp

import (
	"bytes"
	"image"
	"image/png"
	"path/filepath"
	"strings"
	"testing"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"troupe/internal/imagefile"
)

// An MCP tool's image content reaches the model as the picture (kept in
// the session's image store); bytes that are no image, or an agent without
// a store, give a note instead.
func TestResultImages(t *testing.T) {
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 30, 20))); err != nil {
		t.Fatal(err)
	}
	r := &sdk.CallToolResult{Content: []sdk.Content{
		&sdk.TextContent{Text: "took a screenshot"},
		&sdk.ImageContent{MIMEType: "image/png", Data: b.Bytes()},
		&sdk.ImageContent{MIMEType: "image/png", Data: []byte("garbage")},
	}}
	store := imagefile.NewStore(filepath.Join(t.TempDir(), "images"))
	res := ResultWith(r, store, "mcp__browser__screenshot")
	if len(res.Images) != 1 || res.Images[0].Width != 30 || res.Images[0].Height != 20 || res.Images[0].Name != "mcp__browser__screenshot image 1" {
		t.Fatalf("images = %+v", res.Images)
	}
	if _, err := store.Load(res.Images[0].Ref); err != nil {
		t.Errorf("not stored: %v", err)
	}
	for _, want := range []string{"took a screenshot", "[image 1: mcp__browser__screenshot image 1 (30x20 png), attached]", "not shown: not a PNG"} {
		if !strings.Contains(res.Content, want) {
			t.Errorf("content %q lacks %q", res.Content, want)
		}
	}
	plain := Result(r)
	if len(plain.Images) != 0 || !strings.Contains(plain.Content, "[image: image/png, ") {
		t.Errorf("without a store: %+v", plain)
	}
}
