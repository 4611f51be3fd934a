package cli_test

import (
	"bufio"
	"fmt"
	"net"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// serveUnix listens on path; each connection's first line goes to got.
func serveUnix(t *testing.T, path string) <-chan string {
	t.Helper()
	ln, err := net.Listen("unix", path)
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan string, 8)
	done := make(chan struct{})
	t.Cleanup(func() { ln.Close(); <-done })
	go func() { // accepts until the test ends
		defer close(done)
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			if line, err := bufio.NewReader(c).ReadString('\n'); err == nil {
				got <- strings.TrimSpace(line)
			}
			c.Close()
		}
	}()
	return got
}

// A hostile model's bash command connecting to a unix socket outside the
// sandbox (a server listening in /tmp, like tmux's or an ssh agent's) is
// refused; the same command to a socket on the user's allowlist
// (sandbox.unix_socket_allow in the user's config) gets through; a
// repository's config cannot add to the allowlist, even trusted.
func TestUnixSocketAllowlistThroughTheBinary(t *testing.T) {
	home, ws, cfg := t.TempDir(), t.TempDir(), t.TempDir()
	sockDir := t.TempDir()
	outside, allowed := filepath.Join(sockDir, "tmux.sock"), filepath.Join(sockDir, "agent.sock")
	gotOutside, gotAllowed := serveUnix(t, outside), serveUnix(t, allowed)
	writeFile(t, cfg, "troupe/config.yaml", fmt.Sprintf("sandbox:\n  unix_socket_allow: [%s]\n", allowed))
	writeFile(t, ws, ".troupe/config.yaml", fmt.Sprintf("sandbox:\n  unix_socket_allow: [%s]\n", outside))
	connect := func(p, word string) string {
		return fmt.Sprintf(`python3 -c \"import socket,sys; s=socket.socket(socket.AF_UNIX); s.connect(sys.argv[1]); s.sendall(b'%s\\n')\" %s && echo CONNECTED-%s`, word, p, word)
	}
	script := writeFile(t, t.TempDir(), "s.yaml", fmt.Sprintf(`
turns:
  - agent: main
    tool_calls: [{name: bash, args: {command: "%s"}}]
  - agent: main
    tool_calls: [{name: bash, args: {command: "%s"}}]
  - {agent: main, text: done}
`, connect(outside, "escaped"), connect(allowed, "allowed")))
	p := startProcEnv(t, home, ws, []string{"XDG_CONFIG_HOME=" + cfg}, "run", "--trust", "--approval", "auto", "--model", "script:"+script, "go")
	if code := p.wait(t); code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, &p.stdout, &p.stderr)
	}
	select {
	case l := <-gotOutside:
		t.Errorf("the server outside the sandbox heard %q", l)
	default:
	}
	select {
	case l := <-gotAllowed:
		if l != "allowed" {
			t.Errorf("allowed server heard %q", l)
		}
	case <-time.After(10 * time.Second):
		t.Errorf("the allowed socket was not reached\nstdout:\n%s\nstderr:\n%s", &p.stdout, &p.stderr)
	}
	if !strings.Contains(p.stderr.String(), "sandbox.unix_socket_allow ignored") {
		t.Errorf("the repository's allowlist was not reported as ignored:\n%s", &p.stderr)
	}
}
