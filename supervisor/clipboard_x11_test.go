package supervisor_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// startX starts a real X server (Xvfb, no TCP) on a free display and
// returns the display's name; it stops at cleanup. .ci/run installs Xvfb
// and xclip; without them the test skips, saying so.
func startX(t *testing.T) string {
	t.Helper()
	for _, p := range []string{"Xvfb", "xclip"} {
		if _, err := exec.LookPath(p); err != nil {
			t.Skipf("%s is not installed (.ci/run installs xvfb and xclip)", p)
		}
	}
	for n := 90 + os.Getpid()%100; n < 300; n++ {
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n)); err == nil {
			continue // taken
		}
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X%d-lock", n)); err == nil {
			continue
		}
		display := fmt.Sprintf(":%d", n)
		x := exec.Command("Xvfb", display, "-nolisten", "tcp", "-screen", "0", "320x240x24")
		if err := x.Start(); err != nil {
			t.Fatalf("Xvfb: %v", err)
		}
		exited := make(chan error, 1)
		go func() { exited <- x.Wait() }()
		t.Cleanup(func() {
			_ = x.Process.Kill()
			<-exited
		})
		for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
			select {
			case err := <-exited:
				exited <- err
				t.Logf("Xvfb %s exited: %v; trying another display", display, err)
				goto next
			default:
			}
			if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n)); err == nil {
				return display
			}
		}
		t.Fatalf("Xvfb %s did not open its socket", display)
	next:
	}
	t.Fatal("no free X display")
	return ""
}

// @clipboard reads a real X11 clipboard: xclip owns the CLIPBOARD selection
// with a PNG (as a screenshot tool would leave it) on a real X server, and
// the session reads it with the real xclip, the reader it finds on PATH.
func TestClipboardImageFromX11(t *testing.T) {
	display := startX(t)
	t.Setenv("DISPLAY", display)
	t.Setenv("WAYLAND_DISPLAY", "")
	shot := filepath.Join(t.TempDir(), "shot.png")
	if err := os.WriteFile(shot, []byte(screenshotPNG(t, 40, 20)), 0o644); err != nil {
		t.Fatal(err)
	}
	// Only xclip on PATH: a wl-paste elsewhere would be tried first.
	bin := t.TempDir()
	real, _ := exec.LookPath("xclip")
	if err := os.Symlink(real, filepath.Join(bin, "xclip")); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	w := newWorld(t, `vision: true
turns:
  - expect_images: 1
    expect: "^what is \\[image 1: pasted image\\]\\?$"
    text: "A wide gradient."
`, nil)
	sess, err := w.start().OpenSession(context.Background(), "", newRecorder().observe)
	if err != nil {
		t.Fatal(err)
	}
	// Nothing on the clipboard yet: said plainly.
	if res := submit(t, sess, "what is @clipboard?"); res.Err == nil || !strings.Contains(res.Err.Msg, "no image on the clipboard") {
		t.Fatalf("empty clipboard: %+v", res)
	}
	// xclip -i forks a child that serves the selection until another
	// owner takes it or the X server stops at cleanup. Its output goes to
	// a file: a pipe would be held open by that child.
	logf, err := os.Create(filepath.Join(t.TempDir(), "xclip.log"))
	if err != nil {
		t.Fatal(err)
	}
	defer logf.Close()
	owner := exec.Command(real, "-selection", "clipboard", "-t", "image/png", "-i", shot)
	owner.Env = append(os.Environ(), "DISPLAY="+display)
	owner.Stdout, owner.Stderr = logf, logf
	if err := owner.Run(); err != nil {
		t.Fatalf("xclip -i: %v", err)
	}
	var res = submit(t, sess, "what is @clipboard?")
	if res.Err != nil || res.Final != "A wide gradient." {
		t.Fatalf("turn = %+v", res)
	}
}
