package cli

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"

	"troupe/internal/sandbox"
	"troupe/internal/sandbox/confine"
)

// sandboxCheck is one live check: script run by bash in the sandbox,
// which should succeed or not.
type sandboxCheck struct {
	check, want, script string
	succeed             bool
	tweak               func(*sandbox.Policy) // the policy for this check, if not the configured one
}

// attackChecks are the checks of the attacks a hostile command tries
// (each really tried in the sandbox): foreign system call ABIs, the
// keyring, io_uring, unix sockets of servers outside, a descriptor troupe
// inherited, another session's terminal, metadata outside the writable
// roots, memory and file-size limits, a signal to the command's reaper.
// The probes are the helper binary itself (confine.ProbeArg). cleanup
// closes what they attack.
func attackChecks(outside string, helperPath func() (string, error), limits sandbox.Limits) ([]sandboxCheck, func(), error) {
	helper, err := helperPath()
	if err != nil {
		return nil, nil, fmt.Errorf("sandbox check: %w", err)
	}
	var closers []func()
	cleanup := func() {
		for _, c := range closers {
			c()
		}
	}
	fail := func(err error) ([]sandboxCheck, func(), error) {
		cleanup()
		return nil, nil, fmt.Errorf("sandbox check: %w", err)
	}
	probe := func(attack string, args ...string) string {
		s := "exec " + helper + " " + confine.ProbeArg + " " + attack
		for _, a := range args {
			s += " " + a
		}
		return s
	}
	sock := filepath.Join(outside, "agent.sock") // an ssh agent's, a tmux server's
	ln, err := net.Listen("unix", sock)
	if err != nil {
		return fail(err)
	}
	closers = append(closers, func() { _ = ln.Close() })
	allowed := filepath.Join(outside, "allowed.sock") // on the user's sandbox.unix_socket_allow
	aok, err := net.Listen("unix", allowed)
	if err != nil {
		return fail(err)
	}
	closers = append(closers, func() { _ = aok.Close() })
	abstract := "troupe-check-" + strconv.Itoa(os.Getpid())
	aln, err := net.Listen("unix", "@"+abstract)
	if err != nil {
		return fail(err)
	}
	closers = append(closers, func() { _ = aln.Close() })
	victim := filepath.Join(outside, "victim")
	file, err := os.Create(victim)
	if err != nil {
		return fail(err)
	}
	closers = append(closers, func() { _ = file.Close() })
	// A descriptor without close-on-exec, as one troupe inherited.
	leaked, err := unix.FcntlInt(file.Fd(), unix.F_DUPFD, 100)
	if err != nil {
		return fail(err)
	}
	closers = append(closers, func() { _ = unix.Close(leaked) })
	// An ABI the kernel does not run at all is refused whatever the
	// filter does: say so rather than claim the filter held.
	abi := func(attack string) string {
		if exec.Command(helper, confine.ProbeArg, attack).Run() != nil {
			return "refused (this kernel does not run it outside the sandbox either)"
		}
		return "killed"
	}
	checks := []sandboxCheck{
		{check: "syscall through the i386 ABI (int 0x80)", want: abi("i386-socket"), script: probe("i386-socket")},
		{check: "syscall through the x32 ABI", want: abi("x32-socket"), script: probe("x32-socket")},
		{check: "read the kernel keyring", want: "denied", script: probe("keyctl")},
		{check: "set up io_uring", want: "denied", script: probe("io_uring")},
		{check: "connect to a unix socket outside", want: "denied", script: probe("unix", sock)},
		{check: "connect to a unix socket on the allowlist", want: "allowed", script: probe("unix", allowed), succeed: true,
			tweak: func(p *sandbox.Policy) { p.UnixAllow = []string{allowed} }},
		{check: "connect to an abstract unix socket outside", want: "denied", script: probe("abstract", abstract)},
		{check: "socketpair", want: "allowed", script: probe("socketpair"), succeed: true},
		{check: "write through an inherited descriptor", want: "closed", script: "echo x >&" + strconv.Itoa(leaked)},
		{check: "setuid bit outside the writable roots", want: "denied", script: "chmod 4777 " + victim},
		{check: "timestamps outside the writable roots", want: "denied", script: "touch -d 2001-01-01 " + victim},
		{check: "signal its reaper (kill -0 $PPID)", want: "denied", script: "kill -0 $PPID"},
		{check: "open the controlling terminal", want: "none", script: "exec 3<>/dev/tty"},
		{check: "memory over a limit (256M, allocate 512M)", want: "denied", script: probe("alloc", "512"),
			tweak: func(p *sandbox.Policy) { p.Limits.Memory = 256 << 20 }},
		{check: "file over a size limit (1M, write 2M)", want: "denied", script: "head -c 2000000 /dev/zero > big",
			tweak: func(p *sandbox.Policy) { p.Limits.FileSize = 1 << 20 }},
	}
	checks = append(checks, limitChecks(probe, limits)...)
	if pts, closePts, err := openTerminal(); err == nil {
		closers = append(closers, closePts)
		checks = append(checks, sandboxCheck{check: "write to another session's terminal", want: "denied", script: "echo approved > " + pts})
	}
	return checks, cleanup, nil
}

// openTerminal opens a pseudo-terminal and returns its /dev/pts path.
func openTerminal() (string, func(), error) {
	ptmx, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		return "", nil, err
	}
	var n uint32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, ptmx.Fd(), unix.TIOCGPTN, uintptr(unsafe.Pointer(&n))); e != 0 {
		_ = ptmx.Close()
		return "", nil, e
	}
	unlock := 0
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, ptmx.Fd(), unix.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); e != 0 {
		_ = ptmx.Close()
		return "", nil, e
	}
	return "/dev/pts/" + strconv.Itoa(int(n)), func() { _ = ptmx.Close() }, nil
}
