package cli_test

import (
	"bytes"
	"encoding/base64"
	"image"
	"image/png"
	"strings"
	"testing"
)

// Anthropic image blocks in stream-json input (as the Agent SDK sends a
// pasted screenshot) reach a model that sees as the picture; a block that
// is no image is refused on stderr, and the run goes on.
func TestStreamJSONInputImages(t *testing.T) {
	dir := t.TempDir()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 48, 24))); err != nil {
		t.Fatal(err)
	}
	script := writeFile(t, dir, "script.yaml", `vision: true
turns:
  - expect_images: 1
    expect: "what is this"
    text: "A grey rectangle."
  - expect: "still there"
    text: "yes"
`)
	ws := t.TempDir()
	block := func(data string) string {
		return `{"type":"image","source":{"type":"base64","media_type":"image/png","data":"` + data + `"}}`
	}
	stdin := strings.Join([]string{
		`{"type":"user","message":{"role":"user","content":[` + block(base64.StdEncoding.EncodeToString(b.Bytes())) + `,{"type":"text","text":"what is this?"}]}}`,
		`{"type":"user","message":{"role":"user","content":[` + block(base64.StdEncoding.EncodeToString([]byte("not a picture"))) + `,{"type":"text","text":"and this?"}]}}`,
		`{"type":"user","message":{"role":"user","content":[{"type":"image","source":{"type":"url","url":"http://example.invalid/a.png"}},{"type":"text","text":"fetch it"}]}}`,
		`{"type":"user","message":{"role":"user","content":"still there?"}}`,
	}, "\n") + "\n"
	code, out, errOut := execCLI(t, stdin, "-p", "--input-format", "stream-json", "--output-format", "stream-json",
		"--model", "script:"+script, "-C", ws)
	if code != 0 {
		t.Fatalf("exit %d\nstdout: %s\nstderr: %s", code, out, errOut)
	}
	for _, want := range []string{`"result":"A grey rectangle."`, `"result":"yes"`} {
		if !strings.Contains(out, want) {
			t.Errorf("stdout lacks %s:\n%s", want, out)
		}
	}
	for _, want := range []string{"user message refused", "not a PNG, JPEG, GIF or WebP", "only base64 image sources"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
}
