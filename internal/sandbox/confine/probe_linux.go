package confine

import (
	"fmt"
	"os"
	"strconv"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// ProbeArg is the marker argument that makes a binary linking this
// package try one attack and say whether it worked: BINARY ProbeArg
// ATTACK [ARG]. `troupe sandbox check` and the sandbox's tests run it
// inside the sandbox (it is a real, static program making the system
// calls itself, where a shell or python could not: int 0x80, x32
// numbers). Exit status: 0 the attack worked, 1 it was refused, 3 it
// does not apply on this machine; a seccomp kill shows as SIGSYS.
const ProbeArg = "__troupe-sandbox-probe"

// Probe exit statuses.
const (
	ProbeLeaked     = 0
	ProbeRefused    = 1
	ProbeNotApplies = 3
)

// Probes are the attacks ProbeArg knows.
var Probes = map[string]string{
	"i386-socket": "a UDP socket through the i386 ABI (int 0x80)",
	"x32-socket":  "a UDP socket through the x32 ABI",
	"keyctl":      "read the session keyring (keyctl)",
	"io_uring":    "set up an io_uring",
	"unix":        "connect to the unix socket ARG",
	"abstract":    "connect to the abstract unix socket ARG",
	"socketpair":  "make a socketpair",
	"alloc":       "allocate and touch ARG MiB",
	"forks":       "start ARG processes that stay (a fork bomb, bounded)",
	"alloc-each":  "start 4 processes that each allocate, touch and hold ARG MiB",
	"hold":        "allocate and touch ARG MiB, say so on stdout, and wait",
}

// runProbe tries the attack args name and exits.
func runProbe(args []string) {
	if len(args) == 0 {
		fmt.Fprintln(os.Stderr, "usage: PROBE ATTACK [ARG]")
		os.Exit(2)
	}
	arg := ""
	if len(args) > 1 {
		arg = args[1]
	}
	var err error
	switch args[0] {
	case "i386-socket":
		err = i386Socket()
	case "x32-socket":
		err = x32Socket()
	case "keyctl":
		keyring := int64(keySpecSessionKeyring)
		_, _, e := unix.RawSyscall(unix.SYS_KEYCTL, unix.KEYCTL_GET_KEYRING_ID, uintptr(keyring), 0)
		err = errnoErr(e)
	case "io_uring":
		var params [120]byte // struct io_uring_params
		fd, _, e := unix.RawSyscall(unix.SYS_IO_URING_SETUP, 4, uintptr(unsafe.Pointer(&params[0])), 0)
		if err = errnoErr(e); err == nil {
			_ = unix.Close(int(fd))
		}
	case "unix", "abstract":
		err = connectUnix(args[0] == "abstract", arg)
	case "socketpair":
		var fds [2]int
		if fds, err = unix.Socketpair(unix.AF_UNIX, unix.SOCK_STREAM, 0); err == nil {
			_, err = unix.Write(fds[0], []byte("x"))
		}
	case "alloc":
		err = alloc(arg)
	case "forks":
		err = forks(arg)
	case "alloc-each":
		err = allocEach(arg)
	case "hold":
		if err = alloc(arg); err == nil {
			_, _ = os.Stdout.Write([]byte("h"))
			for {
				time.Sleep(time.Hour) // until killed
			}
		}
	default:
		fmt.Fprintf(os.Stderr, "unknown probe %q\n", args[0])
		os.Exit(2)
	}
	switch {
	case err == errNotApplies:
		fmt.Println(args[0] + ": does not apply here")
		os.Exit(ProbeNotApplies)
	case err != nil:
		fmt.Println(args[0] + ": refused: " + err.Error())
		os.Exit(ProbeRefused)
	}
	fmt.Println(args[0] + ": worked")
	os.Exit(ProbeLeaked)
}

// keySpecSessionKeyring is KEY_SPEC_SESSION_KEYRING.
const keySpecSessionKeyring = -3

// errNotApplies is a probe that cannot be tried on this machine.
var errNotApplies = fmt.Errorf("does not apply")

func errnoErr(e unix.Errno) error {
	if e != 0 {
		return e
	}
	return nil
}

// connectUnix connects a unix stream socket to path (abstract: the
// abstract name).
func connectUnix(abstract bool, path string) error {
	fd, err := unix.Socket(unix.AF_UNIX, unix.SOCK_STREAM, 0)
	if err != nil {
		return fmt.Errorf("socket: %w", err)
	}
	defer unix.Close(fd)
	if abstract {
		path = "@" + path
	}
	if err := unix.Connect(fd, &unix.SockaddrUnix{Name: path}); err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	return nil
}

// alloc allocates mib MiB and writes every page.
func alloc(mib string) error {
	n, err := strconv.Atoi(mib)
	if err != nil || n <= 0 {
		return fmt.Errorf("alloc: bad size %q", mib)
	}
	b, err := unix.Mmap(-1, 0, n<<20, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANONYMOUS)
	if err != nil {
		return fmt.Errorf("mmap %d MiB: %w", n, err)
	}
	for i := 0; i < len(b); i += 4096 {
		b[i] = 1
	}
	return nil
}

// forks starts n processes that sleep until killed (the command's end
// kills them); refused when a fork fails first.
func forks(arg string) error {
	n, err := strconv.Atoi(arg)
	if err != nil || n <= 0 {
		return fmt.Errorf("forks: bad count %q", arg)
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	for i := range n {
		if _, err := syscall.ForkExec(self, []string{self, ProbeArg, "hold", "1"}, &syscall.ProcAttr{}); err != nil {
			return fmt.Errorf("fork %d of %d: %w", i+1, n, err)
		}
	}
	return nil
}

// allocEach starts 4 processes that each hold mib MiB, one after another,
// and says how many still hold theirs: refused unless all 4 do (a limit
// on the command as a whole, not per process, cuts them).
func allocEach(mib string) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	var pids []int
	defer func() {
		for _, pid := range pids {
			_ = unix.Kill(pid, unix.SIGKILL)
			_, _ = unix.Wait4(pid, nil, 0, nil)
		}
	}()
	for range 4 {
		var p [2]int
		if err := unix.Pipe2(p[:], unix.O_CLOEXEC); err != nil {
			return err
		}
		pid, err := syscall.ForkExec(self, []string{self, ProbeArg, "hold", mib}, &syscall.ProcAttr{Files: []uintptr{0, uintptr(p[1]), 2}})
		_ = unix.Close(p[1])
		if err != nil {
			_ = unix.Close(p[0])
			return fmt.Errorf("fork: %w", err)
		}
		pids = append(pids, pid)
		b := make([]byte, 1)
		_, _ = unix.Read(p[0], b) // "h" when it holds, EOF when it died
		_ = unix.Close(p[0])
	}
	// The OOM killer picks its victim while the last process allocates,
	// and that one can answer "h" before the victim has exited: look
	// again until one is seen dead, or for a while (a killed process exits
	// within milliseconds; the wait is spent only when the limit did not
	// hold). Without that, a run under load reported 4 of 4 alive.
	for deadline := time.Now().Add(3 * time.Second); ; {
		alive := 0
		for _, pid := range pids {
			var ws unix.WaitStatus
			if got, _ := unix.Wait4(pid, &ws, unix.WNOHANG, nil); got == 0 {
				alive++
			}
		}
		if alive < len(pids) {
			return fmt.Errorf("only %d of %d processes hold %s MiB", alive, len(pids), mib)
		}
		if time.Now().After(deadline) {
			return nil
		}
		time.Sleep(20 * time.Millisecond)
	}
}
