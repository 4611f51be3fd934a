package supervisor_test

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/config"
	"troupe/messages"
)

// screenshotPNG is a real PNG of w x h pixels.
func screenshotPNG(t *testing.T, w, h int) string {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), 200, 255})
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// A text-only action model with a vision model: the image named in the
// prompt is described once by the vision model and the description stands
// in for it; the description is in the session log, so the resumed session
// (a new supervisor, new model clients) sends the same image again without
// paying the vision model again — its script has no turn left, so a
// second description would fail the test.
func TestTextOnlyActionModelWithVisionSlot(t *testing.T) {
	w := newWorld(t, `turns:
  - expect: "\\[image shot.png \\(320x200 png\\), described: A login page; a red banner reads 'Invalid CSRF token'\\.\\]\n.*why does \\[image 1: shot.png\\] fail"
    text: "The CSRF token is missing from the form."
`, map[string]string{"shot.png": screenshotPNG(t, 320, 200)})
	vision := filepath.Join(filepath.Dir(w.script), "vision.yaml")
	if err := writeFile(vision, `vision: true
turns:
  - expect_images: 1
    expect: "why does"
    text: "A login page; a red banner reads 'Invalid CSRF token'."
    usage: {prompt_tokens: 300, completion_tokens: 12}
`); err != nil {
		t.Fatal(err)
	}
	w.cfg.Models = map[string]config.Slot{"vision": {Model: "script:" + vision}}
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	res := submit(t, sess, "why does @shot.png fail?")
	if res.Err != nil || res.Final != "The CSRF token is missing from the form." {
		t.Fatalf("turn = %+v", res)
	}
	if res.Calls != 2 || res.Usage.PromptTokens < 300 {
		t.Errorf("turn = %d calls, usage %+v; want the description's call counted", res.Calls, res.Usage)
	}
	id := sess.ID()
	if err := sup.Close(); err != nil {
		t.Fatal(err)
	}
	logData, err := os.ReadFile(filepath.Join(w.dataDir, "sessions", id, "log.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(logData), `"type":"image_description"`); n != 1 {
		t.Errorf("%d image descriptions in the log, want 1", n)
	}
	if strings.Contains(string(logData), "iVBORw0KGgo") { // base64 of the PNG signature
		t.Error("the image's bytes are in the session log")
	}

	// Resume: the same picture again, under another name.
	if err := os.WriteFile(filepath.Join(w.workspace, "again.png"), []byte(screenshotPNG(t, 320, 200)), 0o644); err != nil {
		t.Fatal(err)
	}
	w.setScript(`turns:
  - expect: "described: A login page(?s:.*)and \\[image 1: again.png\\]"
    text: "Same page."
`)
	if err := writeFile(vision, "vision: true\nturns: []\n"); err != nil {
		t.Fatal(err)
	}
	sup = w.start()
	sess, err = sup.OpenSession(context.Background(), id, newRecorder().observe)
	if err != nil {
		t.Fatal(err)
	}
	res = submit(t, sess, "and @again.png")
	if res.Err != nil || res.Final != "Same page." {
		t.Fatalf("resumed turn = %+v", res)
	}
	if res.Calls != 1 {
		t.Errorf("resumed turn made %d model calls, want 1 (no new description)", res.Calls)
	}
}

// With neither a model that sees nor a vision model, the person is told
// which setting to change and the model gets the image's name.
func TestImagesWithoutAnyVisionModel(t *testing.T) {
	w := newWorld(t, `turns:
  - expect: "shot.png \\(32x20 png\\): not shown"
    text: "I cannot see it."
`, map[string]string{"shot.png": screenshotPNG(t, 32, 20)})
	sup := w.start()
	rec := newRecorder()
	sess, err := sup.OpenSession(context.Background(), "", rec.observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "look at @shot.png"); res.Err != nil {
		t.Fatalf("turn = %+v", res)
	}
	found := false
	for _, m := range rec.all() {
		if n, ok := m.Body.(*messages.Notice); ok && strings.Contains(n.Text, "models: {vision: {model:") {
			found = true
		}
	}
	if !found {
		t.Error("no notice says how to set a vision model")
	}
}

// A model that sees gets the picture itself, with its bytes.
func TestVisionActionModelGetsTheImage(t *testing.T) {
	w := newWorld(t, `vision: true
turns:
  - expect_images: 1
    expect: "what is \\[image 1: shot.png\\]"
    text: "A gradient."
`, map[string]string{"shot.png": screenshotPNG(t, 64, 64)})
	sess, err := w.start().OpenSession(context.Background(), "", newRecorder().observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "what is @shot.png?"); res.Err != nil || res.Final != "A gradient." {
		t.Fatalf("turn = %+v", res)
	}
}

// Images the prompt cannot have: a damaged file, a missing one, a secret
// file outside the workspace (the one list: ~/.ssh), one in troupe's data
// directory, and a directory named like an image. The turn does not start
// and says why.
func TestPromptImagesRefused(t *testing.T) {
	good := screenshotPNG(t, 16, 16)
	home := t.TempDir()
	t.Setenv("HOME", home)
	secret := filepath.Join(home, ".ssh", "key.png")
	w := newWorld(t, "turns: []\n", map[string]string{"broken.png": good[:len(good)/2]})
	kept := filepath.Join(w.dataDir, "kept.png")
	dir := filepath.Join(t.TempDir(), "dir.png")
	for _, p := range []string{secret, kept} {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(good), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	// A hostile repository or command leaves a link that looks like a
	// screenshot and leads to a secret: judged by where it leads.
	lure := filepath.Join(t.TempDir(), "screenshot.png")
	if err := os.Symlink(secret, lure); err != nil {
		t.Fatal(err)
	}
	sess, err := w.start().OpenSession(context.Background(), "", newRecorder().observe)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ prompt, want string }{
		{"see @broken.png", "corrupt"},
		{"see @missing.png", "missing.png"},
		{"see @" + secret, "SSH"},
		{"see '~/.ssh/key.png'", "SSH"},
		{"see @" + kept, "data directory"},
		{"see @" + dir, "not a regular file"},
		{"see @" + lure, "SSH"},
	} {
		res := submit(t, sess, tc.prompt)
		if res.Err == nil || res.Err.Kind != messages.KindInvalidInput || !strings.Contains(res.Err.Msg, tc.want) {
			t.Errorf("%q: turn = %+v, want an error saying %q", tc.prompt, res, tc.want)
		}
	}
}

// A screenshot the person drops from outside the workspace (the desktop) is
// attached, its full path shown to the model.
func TestPromptImageOutsideWorkspace(t *testing.T) {
	outside := filepath.Join(t.TempDir(), "Desktop", "shot one.png")
	if err := os.MkdirAll(filepath.Dir(outside), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(outside, []byte(screenshotPNG(t, 32, 32)), 0o644); err != nil {
		t.Fatal(err)
	}
	w := newWorld(t, `vision: true
turns:
  - expect_images: 1
    expect: "what is \\[image 1: .*/Desktop/shot one.png\\]"
    text: "A gradient."
`, nil)
	sess, err := w.start().OpenSession(context.Background(), "", newRecorder().observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "what is '"+outside+"'?"); res.Err != nil || res.Final != "A gradient." {
		t.Fatalf("turn = %+v", res)
	}
}

// read_file on a picture, for a text-only action model: the tool result
// carries the image, the vision model describes it before the next call,
// and the description stands in for it in the tool result.
func TestReadFileImageDescribedForTextOnlyModel(t *testing.T) {
	w := newWorld(t, `turns:
  - expect: "look at the chart"
    tool_calls: [{name: read_file, args: {file_path: chart.png}}]
  - expect_tool: read_file
    expect: "described: A bar chart with three bars\\.\\]\n.*Image chart.png \\(40x30 png"
    text: "Three bars."
`, map[string]string{"chart.png": screenshotPNG(t, 40, 30)})
	vision := filepath.Join(filepath.Dir(w.script), "vision.yaml")
	if err := writeFile(vision, "vision: true\nturns:\n  - expect_images: 1\n    expect: \"Image chart.png\"\n    text: \"A bar chart with three bars.\"\n"); err != nil {
		t.Fatal(err)
	}
	w.cfg.Models = map[string]config.Slot{"vision": {Model: "script:" + vision}}
	sess, err := w.start().OpenSession(context.Background(), "", newRecorder().observe)
	if err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "look at the chart"); res.Err != nil || res.Final != "Three bars." || res.Calls != 3 {
		t.Fatalf("turn = %+v", res)
	}
}

// @clipboard (what Ctrl+V types in the TUI) attaches the clipboard's image,
// read with the first clipboard program on PATH (a fake wl-paste here).
func TestClipboardImage(t *testing.T) {
	bin := t.TempDir()
	shot := filepath.Join(t.TempDir(), "clip.png")
	if err := os.WriteFile(shot, []byte(screenshotPNG(t, 24, 12)), 0o644); err != nil {
		t.Fatal(err)
	}
	w := newWorld(t, `vision: true
turns:
  - expect_images: 1
    expect: "^what is \\[image 1: pasted image\\]\\?$"
    text: "A small gradient."
`, nil)
	sess, err := w.start().OpenSession(context.Background(), "", newRecorder().observe)
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	if res := submit(t, sess, "what is @clipboard?"); res.Err == nil || !strings.Contains(res.Err.Msg, "no clipboard reader found") {
		t.Errorf("without a reader: %+v", res)
	}
	if err := os.WriteFile(filepath.Join(bin, "wl-paste"), []byte("#!/bin/sh\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "what is @clipboard?"); res.Err == nil || !strings.Contains(res.Err.Msg, "no image on the clipboard") {
		t.Errorf("empty clipboard: %+v", res)
	}
	if err := os.WriteFile(filepath.Join(bin, "wl-paste"), []byte("#!/bin/sh\nexec /bin/cat "+shot+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if res := submit(t, sess, "what is @clipboard?"); res.Err != nil || res.Final != "A small gradient." {
		t.Errorf("turn = %+v", res)
	}
}
