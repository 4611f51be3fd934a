package sandbox

import (
	"bufio"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// listenUnix serves a unix socket at path: each connection's first line
// is sent on got.
func listenUnix(t *testing.T, path string) <-chan string {
	t.Helper()
	ln, err := net.Listen("unix", path)
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan string, 16)
	done := make(chan struct{})
	t.Cleanup(func() { ln.Close(); <-done })
	go func() { // accepts until ln is closed, when the test ends
		defer close(done)
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			if line, err := bufio.NewReader(c).ReadString('\n'); err == nil {
				got <- line
			}
			c.Close()
		}
	}()
	return got
}

// TestUnixGate: a command under the reaper may use unix sockets it binds
// itself and those the user allows; a connect to any other socket on the
// host (a server outside listening in /tmp, as tmux's and ssh-agent's do)
// is refused, by path, relative path or a symbolic link; abstract
// connects and datagram sockets are refused; socketpair and TCP are
// untouched. Cold and warm helpers alike.
func TestUnixGate(t *testing.T) {
	if Probe().ABI < 6 || !Probe().MountNS {
		t.Skipf("needs Landlock ABI 6 and mount namespaces (ABI %d)", Probe().ABI)
	}
	f := newFixture(t)
	outside := filepath.Join(f.outside, "tmux-server.sock")
	allowed := filepath.Join(f.outside, "agent.sock")
	gotOutside, gotAllowed := listenUnix(t, outside), listenUnix(t, allowed)
	if err := os.Symlink(outside, filepath.Join(f.ws, "link-out")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(allowed, filepath.Join(f.ws, "link-ok")); err != nil {
		t.Fatal(err)
	}
	send := func(path string) string {
		return fmt.Sprintf(`python3 -c "import socket,sys; s=socket.socket(socket.AF_UNIX); s.connect(sys.argv[1]); s.sendall(b'escaped\n')" %s`, path)
	}
	own := `python3 -c "
import socket, os
srv = socket.socket(socket.AF_UNIX); srv.bind('own.sock'); srv.listen(1)
c = socket.socket(socket.AF_UNIX); c.connect(os.path.abspath('own.sock')); c.sendall(b'x')
a, _ = srv.accept(); assert a.recv(1) == b'x'
os.unlink('own.sock')"`
	tests := []struct {
		name   string
		script string
		allow  bool // allowed is on the allowlist
		wantOK bool
		got    <-chan string // the listener that must (wantOK) or must not have heard
	}{
		{"outside socket", send(outside), false, false, gotOutside},
		{"outside socket, allowlist of another", send(outside), true, false, gotOutside},
		{"outside socket by relative path", "cd " + f.outside + " && " + send("tmux-server.sock"), true, false, gotOutside},
		{"outside socket through a symlink", send(filepath.Join(f.ws, "link-out")), true, false, gotOutside},
		{"allowed socket", send(allowed), true, true, gotAllowed},
		{"allowed socket through a symlink", send(filepath.Join(f.ws, "link-ok")), true, true, gotAllowed},
		{"allowed socket, not allowed", send(allowed), false, false, gotAllowed},
		{"own socket", own, false, true, nil},
		{"abstract socket", `python3 -c "import socket; s=socket.socket(socket.AF_UNIX); s.connect('\0troupe-test-abstract')"`, false, false, nil},
		{"datagram socket", `python3 -c "import socket; socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)"`, false, false, nil},
		{"socketpair", `python3 -c "import socket; a,b=socket.socketpair(); a.send(b'x'); assert b.recv(1)==b'x'"`, false, true, nil},
	}
	pool := NewPool()
	t.Cleanup(func() { pool.Close() })
	for _, via := range []struct {
		name string
		pool *Pool
	}{{"cold", nil}, {"warm", pool}} {
		for _, tt := range tests {
			t.Run(via.name+"/"+tt.name, func(t *testing.T) {
				p := f.policy(t, WorkspaceWrite, false)
				p.Reap = true
				if tt.allow {
					p.UnixAllow = []string{allowed}
				}
				out, ok := runVia(t, via.pool, p, f.ws, tt.script)
				if ok != tt.wantOK {
					t.Errorf("%q: succeeded = %v, want %v; output:\n%s", tt.script, ok, tt.wantOK, out)
				}
				if tt.got == nil {
					return
				}
				if tt.wantOK {
					select {
					case <-tt.got:
					case <-time.After(10 * time.Second):
						t.Errorf("the allowed listener heard nothing")
					}
					return
				}
				select {
				case line := <-tt.got:
					t.Errorf("the listener heard %q from a refused command", line)
				default:
				}
			})
		}
	}
}
