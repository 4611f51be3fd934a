package sandbox

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestPoolNextCommandFindsNothingOfTheLast is the attack on a helper that
// runs one command after another: the first command leaves what it can
// for the next — processes (in a session of their own too), its stdio
// held open (a stdin with more to read, an output pipe), a unix socket
// it bound (which the unix gate lets only its binder connect to) — and
// the next command, in the same helper, finds none of it.
func TestPoolNextCommandFindsNothingOfTheLast(t *testing.T) {
	f, pool, p := warmPool(t)
	p.Reap = true // as the shell tool's: the unix gate on
	if err := pool.Warm(p); err != nil {
		t.Fatal(err)
	}
	marker := fmt.Sprintf("61.%d", time.Now().UnixNano()%1e6)
	first := strings.Join([]string{
		"setsid sleep " + marker + " &",
		"(sleep " + marker + " <&0 >&1 2>&1 &)", // holds the output pipe
		`python3 -c "import socket; s=socket.socket(socket.AF_UNIX); s.bind('kept.sock'); s.listen(1)"`,
		"test -S kept.sock && echo bound",
	}, "\n")
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	in, feed, err := os.Pipe() // held open, with a line unread: the next command must not get it
	if err != nil {
		t.Fatal(err)
	}
	defer feed.Close()
	if _, err := feed.WriteString("for the first only\n"); err != nil {
		t.Fatal(err)
	}
	proc, err := pool.Start(p, Spec{Name: "bash", Args: []string{"-c", first}, Dir: f.ws, Env: []string{"PATH=" + os.Getenv("PATH")}, Stdin: in, Stdout: w, Stderr: w})
	_ = w.Close()
	_ = in.Close()
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan []byte, 1)
	go func() { b, _ := io.ReadAll(r); done <- b }()
	if err := proc.Wait(); err != nil {
		t.Fatalf("first command: %v", err)
	}
	select {
	case b := <-done: // EOF: neither the helper nor a leftover holds the pipe
		if string(b) != "bound\n" {
			t.Fatalf("first command printed %q", b)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the first command's output pipe is still held open after Wait")
	}
	_ = r.Close()
	pool.wg.Wait() // a refill the first command's run began

	next := strings.Join([]string{
		"pgrep -f 'sleep 6[1]" + marker[2:] + "' && echo 'found: processes'", // the pattern does not match itself
		"read -t 1 line && echo 'found: stdin' || true",
		`python3 -c "
import socket, errno, sys
s = socket.socket(socket.AF_UNIX)
try:
    s.connect('kept.sock')
except OSError as e:
    sys.exit(0 if e.errno in (errno.EACCES, errno.EPERM) else 'found: the socket reached, ' + errno.errorcode[e.errno])
print('found: the socket connected')"`,
	}, "\n")
	second, out := startIn(t, pool, p, f.ws, next)
	defer out.Close()
	if second.Cmd != proc.Cmd {
		t.Fatal("the next command did not run in the first one's helper")
	}
	b, _ := io.ReadAll(out)
	if err := second.Wait(); err != nil || strings.Contains(string(b), "found:") {
		t.Errorf("the next command found what the first left (%v):\n%s", err, b)
	}
	gone(t, marker)
	_ = os.Remove(filepath.Join(f.ws, "kept.sock"))
}

// TestPoolKilledCommandRetiresItsHelper: a command ended with KillAll
// takes its helper with it (the reaper kills everything and exits); the
// next command gets another helper.
func TestPoolKilledCommandRetiresItsHelper(t *testing.T) {
	f, pool, p := warmPool(t)
	p.Reap = true
	proc, out := startIn(t, pool, p, f.ws, "echo up; sleep 60")
	defer out.Close()
	buf := make([]byte, 3)
	if _, err := io.ReadFull(out, buf); err != nil {
		t.Fatal(err)
	}
	if err := proc.KillAll(); err != nil {
		t.Fatal(err)
	}
	if err := proc.Wait(); err == nil {
		t.Error("a killed command's Wait returned success")
	}
	second, out2 := startIn(t, pool, p, f.ws, "echo ok")
	defer out2.Close()
	if b, _ := io.ReadAll(out2); string(b) != "ok\n" {
		t.Errorf("next command printed %q", b)
	}
	if err := second.Wait(); err != nil {
		t.Errorf("next command: %v", err)
	}
	if second.Cmd == proc.Cmd {
		t.Error("the next command ran in the helper KillAll ended")
	}
}

// TestPoolLateKillAllSparesTheNextCommand: a KillAll that comes after its
// command ended (a timeout firing as the command exits) does nothing: the
// helper may already run the next command, which must not die of it.
func TestPoolLateKillAllSparesTheNextCommand(t *testing.T) {
	f, pool, p := warmPool(t)
	p.Reap = true
	first, err := pool.Start(p, Spec{Name: "true", Dir: f.ws, Env: os.Environ()})
	if err != nil {
		t.Fatal(err)
	}
	if err := first.Wait(); err != nil {
		t.Fatal(err)
	}
	second, out := startIn(t, pool, p, f.ws, "echo up; sleep 0.5; echo still here")
	defer out.Close()
	if second.Cmd != first.Cmd {
		t.Fatal("the second command did not run in the first's helper")
	}
	buf := make([]byte, 3)
	if _, err := io.ReadFull(out, buf); err != nil {
		t.Fatal(err)
	}
	if err := first.KillAll(); err != nil {
		t.Fatal(err)
	}
	rest, _ := io.ReadAll(out)
	if err := second.Wait(); err != nil || string(rest) != "still here\n" {
		t.Errorf("the second command after a late KillAll of the first: %v, printed %q", err, rest)
	}
}

// TestPoolCommandThatCannotStart: a program troupe finds but the helper
// cannot run (it lies under a secret path the helper covers) exits 126
// with the reason on its stderr, and the next command gets a helper that
// works.
func TestPoolCommandThatCannotStart(t *testing.T) {
	f, pool, p := warmPool(t)
	prog := filepath.Join(f.home, ".ssh", "hidden.sh")
	if err := os.WriteFile(prog, []byte("#!/bin/sh\necho ran\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	proc, err := pool.Start(p, Spec{Name: prog, Dir: f.ws, Env: os.Environ(), Stdout: w, Stderr: w})
	_ = w.Close()
	if err != nil {
		t.Fatal(err)
	}
	out, _ := io.ReadAll(r)
	var ee *ExitError
	if err := proc.Wait(); !errors.As(err, &ee) || ee.Code != 126 || !strings.Contains(string(out), "troupe sandbox: start") {
		t.Errorf("a program the helper cannot run: %v, output %q; want exit status 126 and the reason", err, out)
	}
	if got, ok := runVia(t, pool, p, f.ws, "echo ok"); !ok || got != "ok\n" {
		t.Errorf("the next command: ok=%v, output %q", ok, got)
	}
}
