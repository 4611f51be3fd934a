package confine

import (
	"errors"
	"fmt"
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
	if err := confineThread(req); err != nil {
		return err
	}
	if req.Reap {
		// Be the reaper here rather than exec into it: one program start
		// less. The command is forked from this locked, confined thread
		// and inherits its confinement; this process's other threads are
		// not confined, so it is made non-dumpable: the command can
		// neither ptrace it nor read or write its memory.
		if err := unix.Prctl(unix.PR_SET_DUMPABLE, 0, 0, 0, 0); err != nil {
			return fmt.Errorf("make the reaper non-dumpable: %w", err)
		}
		os.Exit(reaper.Run(prog, argv))
	}
	err := syscall.Exec(prog, argv, os.Environ())
	return fmt.Errorf("exec %s: %w", prog, err)
}

// confineThread applies req to the calling thread, which must be locked
// and stay so: what it forks or execs inherits the confinement.
func confineThread(req Request) error {
	if req.MountNS {
		if err := mountPolicy(req); err != nil {
			return err
		}
	}
	if err := unix.Prctl(unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); err != nil {
		return fmt.Errorf("set no_new_privs: %w", err)
	}
	if len(req.Seccomp) > 0 {
		if err := loadSeccomp(req.Seccomp); err != nil {
			return err
		}
	}
	if err := landlockPolicy(req); err != nil {
		return err
	}
	return dropCapabilities()
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
// set); the command and everything it starts inherit it.
func loadSeccomp(insns []Insn) error {
	prog := make([]unix.SockFilter, len(insns))
	for i, in := range insns {
		prog[i] = unix.SockFilter{Code: in.Code, Jt: in.Jt, Jf: in.Jf, K: in.K}
	}
	fprog := unix.SockFprog{Len: uint16(len(prog)), Filter: &prog[0]}
	if _, _, errno := unix.RawSyscall(unix.SYS_SECCOMP, unix.SECCOMP_SET_MODE_FILTER, 0, uintptr(unsafe.Pointer(&fprog))); errno != 0 {
		return fmt.Errorf("load the seccomp filter: %w", errno)
	}
	return nil
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
