package confine

import (
	"errors"
	"fmt"
	"net/netip"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"syscall"
	"unsafe"

	"github.com/landlock-lsm/go-landlock/landlock"
	llsyscall "github.com/landlock-lsm/go-landlock/landlock/syscall"
	"golang.org/x/sys/unix"

	"troupe/internal/reaper"
)

// devFiles are the device files any command may open for writing.
var devFiles = []string{"/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom", "/dev/tty", "/dev/ptmx"}

// devDirs are the device directories any command may write in.
var devDirs = []string{"/dev/pts", "/dev/shm"}

// confineAndExec applies req to this process and execs prog (or, with
// req.Reap, runs it under the reaper in this process). The steps are
// ordered: mounts need CAP_SYS_ADMIN, dropping the bounding set needs
// CAP_SETPCAP, so Landlock and the capability drop come last, and all of
// it happens on the thread that calls exec (or forks the command).
func confineAndExec(req Request, prog string, argv []string) error {
	runtime.LockOSThread() // never unlocked: this thread execs
	if err := joinCgroups(req.Cgroups); err != nil {
		return err
	}
	if err := confineProcess(req); err != nil {
		return err
	}
	if req.Reap {
		// Be the reaper here rather than exec into it: one program start
		// less. The command is forked from a thread of its own that is
		// confined (its own Landlock domain, which scopes signals), so the
		// command can neither signal nor ptrace this process: it cannot
		// kill its reaper to outlive it. This process is made
		// non-dumpable too: no /proc/PID/mem either.
		r, err := reaper.Become()
		if err != nil {
			return err
		}
		th, err := startConfined(req)
		if err != nil {
			return err
		}
		if err := unix.Prctl(unix.PR_SET_DUMPABLE, 0, 0, 0, 0); err != nil {
			return fmt.Errorf("make the reaper non-dumpable: %w", err)
		}
		if err := setLimits(req.Limits); err != nil {
			return err
		}
		pid, err := th.start(prog, argv, os.Environ(), "", false)
		if err != nil {
			return fmt.Errorf("start %s: %w", prog, err)
		}
		r.Exit(r.Wait(pid))
	}
	if _, err := confineThread(req); err != nil {
		return err
	}
	if err := setLimits(req.Limits); err != nil {
		return err
	}
	err := syscall.Exec(prog, argv, os.Environ())
	return fmt.Errorf("exec %s: %w", prog, err)
}

// joinCgroups moves this process into the control groups whose
// cgroup.procs files are open on fds (what it starts is in them too) and
// closes the descriptors.
func joinCgroups(fds []int) error {
	for _, fd := range fds {
		_, err := unix.Write(fd, []byte("0"))
		_ = unix.Close(fd)
		if err != nil {
			return fmt.Errorf("join the command's control group: %w", err)
		}
	}
	return nil
}

// confineProcess does what holds for the whole helper process and the
// command: in the mount namespace, everything outside the writable roots
// read-only, protected paths read-only, secrets and host sockets covered,
// a devpts of its own; no controlling terminal (so /dev/tty is not the
// user's); every descriptor above 2 closed at exec.
func confineProcess(req Request) error {
	if err := unix.CloseRange(3, ^uint(0), unix.CLOSE_RANGE_CLOEXEC); err != nil {
		return fmt.Errorf("close inherited descriptors: %w", err)
	}
	if req.MountNS {
		if err := mountPolicy(req); err != nil {
			return err
		}
	}
	detachTerminal()
	return nil
}

// detachTerminal gives up the controlling terminal this process shares
// with troupe, if it has one: what it starts then cannot open /dev/tty to
// read the user's keys or write to the user's screen.
func detachTerminal() {
	fd, err := unix.Open("/dev/tty", unix.O_RDWR|unix.O_NOCTTY|unix.O_CLOEXEC, 0)
	if err != nil {
		return // none
	}
	_ = unix.IoctlSetInt(fd, unix.TIOCNOTTY, 0)
	_ = unix.Close(fd)
}

// setLimits sets the rlimits l names on this process (what it forks or
// execs keeps them).
func setLimits(l Limits) error {
	for _, lim := range []struct {
		res int
		val uint64
	}{{unix.RLIMIT_DATA, l.Memory}, {unix.RLIMIT_NPROC, l.Processes}, {unix.RLIMIT_FSIZE, l.FileSize}} {
		if lim.val == 0 {
			continue
		}
		var cur unix.Rlimit
		if err := unix.Getrlimit(lim.res, &cur); err != nil {
			return fmt.Errorf("get rlimit %d: %w", lim.res, err)
		}
		want := unix.Rlimit{Cur: lim.val, Max: lim.val}
		if cur.Max < lim.val { // cannot be raised without privilege: keep the lower
			want = unix.Rlimit{Cur: min(cur.Cur, cur.Max), Max: cur.Max}
		}
		if err := unix.Setrlimit(lim.res, &want); err != nil {
			return fmt.Errorf("set rlimit %d: %w", lim.res, err)
		}
	}
	return nil
}

// confined is a thread of this process that is confined (no_new_privs,
// seccomp, its own Landlock domain, no capabilities) and forks the
// command: the command is in that domain and this process's other
// threads (the reaper's, leading the process) are not, so Landlock's
// signal and ptrace scoping keep the command from the reaper while the
// reaper can still kill the command.
type confined struct {
	forks chan fork
	gate  *unixGate // nil: none
}

// fork is a request to a confined thread to start a program.
type fork struct {
	prog      string
	argv, env []string
	dir       string
	group     bool // in a process group of its own
	pid       chan int
	err       chan error
}

// startConfined starts a confined thread for req and returns once it is
// confined, or why it could not be. The thread lives as long as the
// process (it is locked and never returns while it serves).
func startConfined(req Request) (*confined, error) {
	c := &confined{forks: make(chan fork)}
	ready := make(chan error, 1)
	listener := make(chan int, 1)
	go func() {
		runtime.LockOSThread() // never unlocked: the thread ends with the process
		l, err := confineThread(req)
		if err != nil {
			ready <- err
			return // a locked goroutine's thread exits with it
		}
		listener <- l
		ready <- nil
		for f := range c.forks {
			attr := &syscall.ProcAttr{Dir: f.dir, Env: f.env, Files: []uintptr{0, 1, 2}}
			if f.group {
				attr.Sys = &syscall.SysProcAttr{Setpgid: true}
			}
			pid, err := syscall.ForkExec(f.prog, f.argv, attr)
			if err != nil {
				f.err <- err
				continue
			}
			f.pid <- pid
		}
	}()
	if err := <-ready; err != nil {
		return nil, err
	}
	if l := <-listener; l >= 0 {
		// The unix gate lives as long as this helper (which runs its
		// commands one after another: reset between them); it owns the
		// listener.
		g := &unixGate{listener: l, allow: req.UnixAllow, any: req.UnixAny, own: map[fileKey]bool{}}
		if req.Proxy != "" {
			ap, err := netip.ParseAddrPort(req.Proxy)
			if err != nil {
				return nil, fmt.Errorf("proxy address: %w", err)
			}
			g.proxy = ap
		}
		c.gate = g
		go g.serve()
	}
	return c, nil
}

// reset makes the confined thread ready for another command once the
// last one and all it started are dead: the unix gate forgets the
// sockets it bound.
func (c *confined) reset() {
	if c.gate != nil {
		c.gate.reset()
	}
}

// start forks prog with argv, env and stdio 0-2 in dir from the confined
// thread and returns its pid; with group, the command leads a process
// group of its own.
func (c *confined) start(prog string, argv, env []string, dir string, group bool) (int, error) {
	f := fork{prog: prog, argv: argv, env: env, dir: dir, group: group, pid: make(chan int, 1), err: make(chan error, 1)}
	c.forks <- f
	select {
	case pid := <-f.pid:
		return pid, nil
	case err := <-f.err:
		return 0, err
	}
}

// confineThread applies the thread's part of req to the calling thread,
// which must be locked and stay so: what it forks or execs inherits the
// confinement. With req.UnixGate it returns the seccomp listener the unix
// gate serves, else -1.
func confineThread(req Request) (int, error) {
	if err := unix.Prctl(unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); err != nil {
		return -1, fmt.Errorf("set no_new_privs: %w", err)
	}
	listener := -1
	if len(req.Seccomp) > 0 {
		var err error
		if listener, err = loadSeccomp(req.Seccomp, req.UnixGate); err != nil {
			return -1, err
		}
	}
	if err := landlockPolicy(req); err != nil {
		return -1, err
	}
	return listener, dropCapabilities()
}

// mountPolicy makes the mount namespace private, binds each existing
// protected path read-only onto itself, covers each existing secret with
// an empty read-only tmpfs (a directory) or /dev/null (a file), and each
// existing hidden socket (docker's, systemd's, D-Bus's) with /dev/null, so
// a connect to it fails.
func mountPolicy(p Request) error {
	if err := unix.Mount("none", "/", "", unix.MS_REC|unix.MS_PRIVATE, ""); err != nil {
		return fmt.Errorf("make mounts private: %w", err)
	}
	if err := readOnlyOutside(p); err != nil {
		return err
	}
	if err := privateDevpts(); err != nil {
		return err
	}
	if err := pinAncestors(p); err != nil {
		return err
	}
	for _, path := range p.Protected {
		if _, err := os.Lstat(path); err != nil {
			continue
		}
		if err := unix.Mount(path, path, "", unix.MS_BIND|unix.MS_REC, ""); err != nil {
			return fmt.Errorf("bind %s: %w", path, err)
		}
		flags := uintptr(unix.MS_BIND | unix.MS_REMOUNT | unix.MS_RDONLY | unix.MS_NOSUID | unix.MS_NODEV)
		if err := unix.Mount("", path, "", flags, ""); err != nil {
			return fmt.Errorf("make %s read-only: %w", path, err)
		}
	}
	for _, path := range p.Secrets {
		fi, err := os.Stat(path)
		switch {
		case err != nil:
			continue
		case fi.IsDir():
			err = unix.Mount("tmpfs", path, "tmpfs", unix.MS_RDONLY|unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, "size=4k,mode=000")
		default:
			err = unix.Mount("/dev/null", path, "", unix.MS_BIND, "")
		}
		if err != nil {
			return fmt.Errorf("hide %s: %w", path, err)
		}
	}
	for _, pr := range p.Private {
		if err := hidePrivate(pr); err != nil {
			return err
		}
	}
	for _, path := range p.Hidden {
		fi, err := os.Stat(path)
		if err != nil || fi.IsDir() {
			continue
		}
		if err := unix.Mount("/dev/null", path, "", unix.MS_BIND, ""); err != nil {
			return fmt.Errorf("hide socket %s: %w", path, err)
		}
	}
	// The working directory was entered before these mounts, under them:
	// enter it again, so relative paths meet them too.
	if wd, err := os.Getwd(); err == nil {
		if err := os.Chdir(wd); err != nil {
			return fmt.Errorf("re-enter %s: %w", wd, err)
		}
	}
	return nil
}

// pinAncestors binds onto itself every directory between a writable root
// (included) and an existing protected path (excluded): a mount point
// cannot be renamed or removed, so a command cannot move .git (or the
// workspace) aside with its read-only config inside and write a new one
// in its place. Outer directories first, so the inner binds sit on them.
func pinAncestors(p Request) error {
	var dirs []string
	seen := map[string]bool{}
	for _, path := range p.Protected {
		if _, err := os.Lstat(path); err != nil {
			continue
		}
		root := writableRoot(p.Writable, path)
		if root == "" {
			continue
		}
		var chain []string
		for d := filepath.Dir(path); ; d = filepath.Dir(d) {
			chain = append(chain, d)
			if d == root || d == filepath.Dir(d) {
				break
			}
		}
		for i := len(chain) - 1; i >= 0; i-- {
			if !seen[chain[i]] {
				seen[chain[i]] = true
				dirs = append(dirs, chain[i])
			}
		}
	}
	sort.SliceStable(dirs, func(i, j int) bool {
		return strings.Count(dirs[i], "/") < strings.Count(dirs[j], "/")
	})
	for _, d := range dirs {
		if fi, err := os.Lstat(d); err != nil || !fi.IsDir() {
			continue
		}
		if err := unix.Mount(d, d, "", unix.MS_BIND|unix.MS_REC, ""); err != nil {
			return fmt.Errorf("pin %s: %w", d, err)
		}
	}
	return nil
}

// writableRoot is the longest of roots that holds path, or "".
func writableRoot(roots []string, path string) string {
	best := ""
	for _, r := range roots {
		r = filepath.Clean(r)
		if (path == r || strings.HasPrefix(path, r+string(filepath.Separator))) && len(r) > len(best) {
			best = r
		}
	}
	return best
}

// landlockPolicy restricts the calling thread to the policy.
func landlockPolicy(p Request) error {
	cfg := landlock.V7.BestEffort()
	if p.Network {
		cfg.HandledAccessNet = 0
	}
	rules := []landlock.Rule{
		landlock.RODirs("/"),
		landlock.RWFiles(devFiles...).WithIoctlDev().IgnoreIfMissing(),
		landlock.RWDirs(devDirs...).WithIoctlDev().IgnoreIfMissing(),
	}
	if !p.ReadOnly && len(p.Writable) > 0 {
		rules = append(rules, landlock.RWDirs(p.Writable...).WithRefer().IgnoreIfMissing())
	}
	// Only this thread is restricted (it execs next), so go-landlock's
	// all-threads path is not needed.
	fd, flags, err := cfg.NewRulesetFD(rules...)
	if err != nil {
		return fmt.Errorf("landlock ruleset: %w", err)
	}
	if fd < 0 {
		return ErrUnavailable
	}
	defer unix.Close(fd)
	if err := llsyscall.LandlockRestrictSelf(fd, flags); err != nil {
		return fmt.Errorf("landlock restrict: %w", err)
	}
	return nil
}

// loadSeccomp loads a seccomp-bpf program on this thread (no_new_privs is
// set); the command and everything it starts inherit it. With listen it
// returns the program's user-notification listener (close-on-exec), else
// -1.
func loadSeccomp(insns []Insn, listen bool) (int, error) {
	prog := make([]unix.SockFilter, len(insns))
	for i, in := range insns {
		prog[i] = unix.SockFilter{Code: in.Code, Jt: in.Jt, Jf: in.Jf, K: in.K}
	}
	fprog := unix.SockFprog{Len: uint16(len(prog)), Filter: &prog[0]}
	var flags uintptr
	if listen {
		flags = unix.SECCOMP_FILTER_FLAG_NEW_LISTENER
	}
	fd, _, errno := unix.RawSyscall(unix.SYS_SECCOMP, unix.SECCOMP_SET_MODE_FILTER, flags, uintptr(unsafe.Pointer(&fprog)))
	if errno != 0 {
		return -1, fmt.Errorf("load the seccomp filter: %w", errno)
	}
	if !listen {
		return -1, nil
	}
	return int(fd), nil
}

// dropCapabilities empties the bounding, ambient, inheritable, permitted
// and effective sets of this thread, so the program it execs has no
// capability even as uid 0, and can gain none (no_new_privs is set).
func dropCapabilities() error {
	for c := 0; c <= unix.CAP_LAST_CAP; c++ {
		err := unix.Prctl(unix.PR_CAPBSET_DROP, uintptr(c), 0, 0, 0)
		if err != nil && !errors.Is(err, unix.EINVAL) && !errors.Is(err, unix.EPERM) {
			return fmt.Errorf("drop capability %d from the bounding set: %w", c, err)
		}
	}
	if err := unix.Prctl(unix.PR_CAP_AMBIENT, unix.PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0); err != nil && !errors.Is(err, unix.EINVAL) {
		return fmt.Errorf("clear ambient capabilities: %w", err)
	}
	hdr := unix.CapUserHeader{Version: unix.LINUX_CAPABILITY_VERSION_3}
	var data [2]unix.CapUserData
	if err := unix.Capset(&hdr, &data[0]); err != nil {
		return fmt.Errorf("clear capabilities: %w", err)
	}
	return nil
}
