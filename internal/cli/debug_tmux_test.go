package cli_test

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// troupe debug on a terminal (tmux, 120x30): the list, a model call's
// window, its diff against the previous call, a jump from a tool result to
// its call, the agent filter, and q to leave.
func TestDebugTUIInTmux(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed: the end-to-end TUI test needs it")
	}
	if testing.Short() {
		t.Skip("drives the binary in tmux")
	}
	home, session := finishedSession(t)
	cmd := "TROUPE_HOME=" + home + " " + binary + " debug " + session + " 2>" + filepath.Join(home, "stderr") + "; echo DEBUG-EXITED; sleep 30"
	x := openTmux(t, "troupe-debug", 120, 30, cmd)
	x.waitFor("troupe debug " + session)
	x.waitFor("prompt             wait for go")
	// The second model call: its whole window, then what changed. Each
	// call is listed twice: the act job (agent → act workflow), then the
	// model client's request.
	typeFilter(x, "model_request")
	x.keys("j", "j", "j", "Enter")
	s := x.waitFor("window: 3 messages (2 travelled in the request")
	if !strings.Contains(s, "── system (") {
		t.Errorf("window screen:\n%s", s)
	}
	x.keys("d")
	x.waitFor("1 kept, 0 removed, 2 added")
	x.keys("Escape")
	x.waitFor("▸ ") // the list again: a key right after Escape would read as Alt+key
	// From a tool result to its call.
	typeFilter(x, "tool_result")
	x.keys("g", "l")
	x.waitFor("→ its tool call")
	x.waitFor("▸ ")
	if !strings.Contains(x.screen(), "tool_request") {
		t.Errorf("jump did not land on the tool request:\n%s", x.screen())
	}
	x.keys("q")
	x.waitFor("DEBUG-EXITED")
}

// typeFilter presses t until the type filter is typ (a bounded number of
// times: the session has fewer types). After each press it waits for the
// header to change, so a slow screen never makes it press twice.
func typeFilter(x tmux, typ string) {
	x.t.Helper()
	current := func() string {
		s := x.waitFor("troupe debug")
		_, after, _ := strings.Cut(s, " · type ")
		head, _, _ := strings.Cut(after, "\n")
		return strings.TrimSpace(head)
	}
	for range 40 {
		before := current()
		x.keys("t")
		now := before
		for deadline := time.Now().Add(20 * time.Second); now == before && time.Now().Before(deadline); {
			time.Sleep(50 * time.Millisecond)
			now = current()
		}
		if now == typ {
			return
		}
	}
	x.t.Fatalf("the type filter never reached %s:\n%s", typ, x.screen())
}
