package sandbox

import (
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"unsafe"

	"golang.org/x/sys/unix"

	"troupe/internal/sandbox/confine"
)

// probe is a script that runs this test binary as confine's probe of
// attack (a real static program making the system calls itself).
func probe(t *testing.T, attack string, args ...string) string {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return "exec " + self + " " + confine.ProbeArg + " " + attack + " " + strings.Join(args, " ")
}

// TestAttacks tries, as real processes in the real sandbox (cold and
// warm), what a hostile command would: foreign system call ABIs, the
// keyring, io_uring, unix sockets of servers outside, signals to its
// reaper, metadata changes outside the writable roots, resource
// exhaustion. The unsandboxed rows prove each attack works when nothing
// stops it.
func TestAttacks(t *testing.T) {
	if Probe().ABI < 6 || !Probe().MountNS {
		t.Skipf("needs Landlock ABI 6 and namespaces")
	}
	f := newFixture(t)
	sock := filepath.Join(f.outside, "tmux.sock") // a tmux server's, an ssh agent's
	ln, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	abstract := "troupe-test-" + strconv.Itoa(os.Getpid())
	aln, err := net.Listen("unix", "@"+abstract)
	if err != nil {
		t.Fatal(err)
	}
	defer aln.Close()
	victim := filepath.Join(f.outside, "victim")
	if err := os.WriteFile(victim, []byte("x"), 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		mode   Mode
		change func(*Policy)
		script string
		wantOK bool
	}{
		{"i386 ABI socket (int 0x80)", WorkspaceWrite, nil, probe(t, "i386-socket"), false},
		{"x32 ABI socket", WorkspaceWrite, nil, probe(t, "x32-socket"), false},
		{"i386 ABI socket, network on", WorkspaceWrite, func(p *Policy) { p.Network = true }, probe(t, "i386-socket"), false},
		{"keyring", WorkspaceWrite, nil, probe(t, "keyctl"), false},
		{"io_uring", WorkspaceWrite, nil, probe(t, "io_uring"), false},
		{"io_uring, network on", WorkspaceWrite, func(p *Policy) { p.Network = true }, probe(t, "io_uring"), false},
		{"unix socket of a server outside", WorkspaceWrite, nil, probe(t, "unix", sock), false},
		{"unix socket of a server outside, network on", WorkspaceWrite, func(p *Policy) { p.Network = true }, probe(t, "unix", sock), false},
		{"unix socket, unsandboxed", Off, nil, probe(t, "unix", sock), true},
		{"abstract unix socket outside", WorkspaceWrite, nil, probe(t, "abstract", abstract), false},
		{"abstract unix socket outside, unix sockets allowed", WorkspaceWrite, func(p *Policy) { p.UnixSockets = true }, probe(t, "abstract", abstract), false},
		{"abstract unix socket, unsandboxed", Off, nil, probe(t, "abstract", abstract), true},
		{"socketpair", WorkspaceWrite, nil, probe(t, "socketpair"), true},
		{"kill -9 the reaper", WorkspaceWrite, nil, "kill -9 $PPID", false},
		{"signal the reaper", WorkspaceWrite, nil, "kill -0 $PPID", false},
		{"setuid bit outside the writable roots", WorkspaceWrite, nil, "chmod 4777 " + victim, false},
		{"chmod outside the writable roots", WorkspaceWrite, nil, "chmod 600 " + victim, false},
		{"touch -d outside the writable roots", WorkspaceWrite, nil, "touch -d 2001-01-01 " + victim, false},
		{"chown outside the writable roots", WorkspaceWrite, nil, "chown " + strconv.Itoa(os.Getuid()) + " " + victim, false},
		{"chmod outside, unsandboxed", Off, nil, "chmod 755 " + victim, true},
		{"chmod in the workspace", WorkspaceWrite, nil, "touch f && chmod 700 f && touch -d 2001-01-01 f", true},
		{"chmod the git config", WorkspaceWrite, nil, "chmod 777 .git/config", false},
		{"memory over the limit", WorkspaceWrite, func(p *Policy) { p.Limits.Memory = 256 << 20 }, `python3 -c "b = bytearray(512 << 20)"`, false},
		{"memory under the limit", WorkspaceWrite, func(p *Policy) { p.Limits.Memory = 256 << 20 }, `python3 -c "b = bytearray(16 << 20)"`, true},
		{"file over the size limit", WorkspaceWrite, func(p *Policy) { p.Limits.FileSize = 1 << 20 }, "head -c 2000000 /dev/zero > big", false},
		{"file under the size limit", WorkspaceWrite, func(p *Policy) { p.Limits.FileSize = 1 << 20 }, "head -c 1000 /dev/zero > small", true},
		{"no controlling terminal", WorkspaceWrite, nil, "exec 3<>/dev/tty", false},
	}
	// An ABI this kernel does not run at all (no IA-32 emulation, no x32)
	// proves nothing here; TestSeccompFilter covers the filter itself.
	foreign := map[string]bool{}
	self, _ := os.Executable()
	for _, attack := range []string{"i386-socket", "x32-socket"} {
		foreign[attack] = exec.Command(self, confine.ProbeArg, attack).Run() == nil
	}
	for name, pool := range starters(t) {
		for _, tt := range tests {
			t.Run(name+"/"+tt.name, func(t *testing.T) {
				for attack, works := range foreign {
					if strings.Contains(tt.script, " "+attack) && !works {
						t.Skipf("this kernel does not run %s outside the sandbox either", attack)
					}
				}
				if raceEnabled && strings.HasPrefix(tt.name, "memory") {
					t.Skip("the helper is a race-detector binary: the memory limit bounds its shadow memory too")
				}
				p := f.policy(t, tt.mode, false)
				p.Reap = true
				if tt.change != nil {
					tt.change(&p)
				}
				out, ok := runVia(t, pool, p, f.ws, tt.script)
				if ok != tt.wantOK {
					t.Errorf("%q: succeeded = %v, want %v; output:\n%s", tt.script, ok, tt.wantOK, out)
				}
			})
		}
	}
	if fi, err := os.Stat(victim); err != nil || fi.Mode()&os.ModeSetuid != 0 {
		t.Errorf("victim: %v, %v; want it there, without the setuid bit", fi.Mode(), err)
	}
}

// TestInheritedDescriptors: a descriptor troupe inherited without
// close-on-exec (fd 9 of the shell that started it) does not reach the
// command.
func TestInheritedDescriptors(t *testing.T) {
	if Probe().ABI < 6 {
		t.Skipf("needs Landlock ABI 6")
	}
	f := newFixture(t)
	target := filepath.Join(f.outside, "through-fd")
	file, err := os.Create(target)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	// A free descriptor without O_CLOEXEC, inherited by every child. Not a
	// fixed number: dup3 onto 9 closed whatever else of the process held 9
	// (a parallel test's RemoveAll failed with EBADF).
	leaked, err := unix.FcntlInt(file.Fd(), unix.F_DUPFD, 100)
	if err != nil {
		t.Fatal(err)
	}
	defer unix.Close(leaked)
	fd := strconv.Itoa(leaked)
	for name, pool := range starters(t) {
		t.Run(name, func(t *testing.T) {
			p := f.policy(t, WorkspaceWrite, false)
			p.Reap = true
			if out, ok := runVia(t, pool, p, f.ws, "echo leaked >&"+fd); ok {
				t.Errorf("the command wrote through fd %s:\n%s", fd, out)
			}
			if out, ok := runVia(t, pool, p, f.ws, "ls /proc/self/fd | sort -n | tr '\\n' ' '"); !ok || strings.TrimSpace(out) != "0 1 2 3" {
				t.Errorf("descriptors of the command (3 is ls's own directory): %q", out)
			}
		})
	}
	if data, _ := os.ReadFile(target); len(data) != 0 {
		t.Errorf("%s = %q, want it empty", target, data)
	}
}

// TestOtherTerminals: a terminal of another session (/dev/pts/N) can be
// neither opened nor seen; a command can still open a terminal of its own.
func TestOtherTerminals(t *testing.T) {
	if Probe().ABI < 6 || !Probe().MountNS {
		t.Skipf("needs Landlock ABI 6 and namespaces")
	}
	ptmx, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skipf("no pseudo-terminals here: %v", err)
	}
	defer ptmx.Close()
	var n uint32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, ptmx.Fd(), unix.TIOCGPTN, uintptr(unsafe.Pointer(&n))); e != 0 {
		t.Fatal(e)
	}
	unlock := 0
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, ptmx.Fd(), unix.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); e != 0 {
		t.Fatal(e)
	}
	pts := "/dev/pts/" + strconv.Itoa(int(n))
	f := newFixture(t)
	tests := []struct {
		name, script string
		wantOK       bool
	}{
		{"write to another terminal", "echo approved > " + pts, false},
		{"read another terminal", "head -c1 < " + pts, false},
		{"see another terminal", "test -e " + pts, false},
		{"open a terminal of its own", `python3 -c "import os, pty; m, s = pty.openpty(); os.write(s, b'x'); print(os.ttyname(s))"`, true},
	}
	for name, pool := range starters(t) {
		for _, tt := range tests {
			t.Run(name+"/"+tt.name, func(t *testing.T) {
				p := f.policy(t, WorkspaceWrite, false)
				p.Reap = true
				out, ok := runVia(t, pool, p, f.ws, tt.script)
				if ok != tt.wantOK {
					t.Errorf("%q: succeeded = %v, want %v; output:\n%s", tt.script, ok, tt.wantOK, out)
				}
			})
		}
	}
}
