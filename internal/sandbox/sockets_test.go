package sandbox

import (
	"fmt"
	"net"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestSocketsBeyondTCP: with the network off, a UDP send to a loopback
// listener and a netlink socket fail inside the sandbox (seccomp) and
// work outside it and with the network on; a unix socket listed as hidden
// cannot be connected to inside, and can be when it is not hidden.
func TestSocketsBeyondTCP(t *testing.T) {
	if Probe().ABI < 6 {
		t.Skipf("needs Landlock ABI 6, kernel has %d", Probe().ABI)
	}
	f := newFixture(t)
	udp, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer udp.Close()
	udpPort := udp.LocalAddr().(*net.UDPAddr).Port
	sock := filepath.Join(f.outside, "ctl.sock")
	ln, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() { // accepts until ln is closed, when the test ends
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			_ = c.Close()
		}
	}()

	send := fmt.Sprintf("echo sandboxed > /dev/udp/127.0.0.1/%d", udpPort)
	netlink := `python3 -c "import socket; socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 0)"`
	connect := `python3 -c "import socket,sys; s=socket.socket(socket.AF_UNIX); s.connect(sys.argv[1])" ` + sock
	tests := []struct {
		name    string
		mode    Mode
		network bool
		hidden  bool
		unix    bool // Policy.UnixSockets
		script  string
		wantOK  bool
	}{
		{"UDP send, network off", WorkspaceWrite, false, false, false, send, false},
		{"UDP send, network on", WorkspaceWrite, true, false, false, send, true},
		{"UDP send, unsandboxed", Off, false, false, false, send, true},
		{"netlink socket, network off", WorkspaceWrite, false, false, false, netlink, false},
		{"netlink socket, network on", WorkspaceWrite, true, false, false, netlink, true},
		{"unix socket outside, by default", WorkspaceWrite, false, false, false, connect, false},
		{"unix socket outside, network on", WorkspaceWrite, true, false, false, connect, false},
		{"unix socket outside, unix sockets allowed", WorkspaceWrite, false, false, true, connect, true},
		{"unix socket outside, unsandboxed", Off, false, false, false, connect, true},
		{"unix socket hidden, unix sockets allowed", WorkspaceWrite, false, true, true, connect, false},
		{"socketpair", WorkspaceWrite, false, false, false, `python3 -c "import socket; a,b=socket.socketpair(); a.send(b'x'); assert b.recv(1)==b'x'"`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := f.policy(t, tt.mode, tt.network)
			p.UnixSockets = tt.unix
			if tt.hidden {
				p.Hidden = append(p.Hidden, sock)
			}
			out, ok := run(t, p, f.ws, tt.script)
			if ok != tt.wantOK {
				t.Errorf("%q: succeeded = %v, want %v; output:\n%s", tt.script, ok, tt.wantOK, out)
			}
		})
	}
	// The two UDP sends that worked arrived; the refused one did not.
	buf := make([]byte, 64)
	got := 0
	for {
		_ = udp.SetReadDeadline(time.Now().Add(200 * time.Millisecond))
		n, _, err := udp.ReadFrom(buf)
		if err != nil {
			break
		}
		if strings.TrimSpace(string(buf[:n])) == "sandboxed" {
			got++
		}
	}
	if got != 2 {
		t.Errorf("the listener got %d datagrams, want 2 (network on, unsandboxed)", got)
	}
}
