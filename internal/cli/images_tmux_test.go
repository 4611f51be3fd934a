package cli_test

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// A screenshot dropped on the terminal (a bracketed paste of its quoted
// path, as terminals send a dropped file) reaches a text-only action model
// as the vision model's description.
func TestTUIDroppedImageInTmux(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed: the end-to-end TUI test needs it")
	}
	if testing.Short() {
		t.Skip("drives the binary in tmux")
	}
	home, ws, dir := t.TempDir(), t.TempDir(), t.TempDir()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 200, 120))); err != nil {
		t.Fatal(err)
	}
	shot := writeFile(t, ws, "my shot.png", b.String())
	act := writeFile(t, dir, "act.yaml", `turns:
  - expect: "described: A grey login page(?s:.*)what is in \\[image 1: my shot.png\\]"
    text: "ACT-SAW-THE-DESCRIPTION"
`)
	vision := writeFile(t, dir, "vision.yaml", "vision: true\nturns:\n  - expect_images: 1\n    text: \"A grey login page.\"\n")
	writeFile(t, home, ".config/troupe/config.yaml", "models:\n  vision:\n    model: script:"+vision+"\n")
	cmd := "HOME=" + home + " XDG_CONFIG_HOME=" + filepath.Join(home, ".config") + " TROUPE_HOME=" + home + " " + binary +
		" -C " + ws + " --model script:" + act + " 2>" + filepath.Join(home, "stderr")
	x := openTmux(t, "troupe-img", 120, 40, cmd)
	x.waitFor("Ask troupe")
	x.keys("what is in ")
	x.run("set-buffer", "-b", x.name, "'"+shot+"'")
	x.run("paste-buffer", "-p", "-b", x.name, "-t", x.name)
	x.keys("Enter")
	if s := x.waitFor("ACT-SAW-THE-DESCRIPTION"); len(s) == 0 {
		t.Fatal("empty screen")
	}
	if _, err := os.Stat(filepath.Join(home, "stderr")); err != nil {
		t.Fatal(err)
	}
}
