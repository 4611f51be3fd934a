package sandbox

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"syscall"

	"golang.org/x/sys/unix"

	"troupe/internal/reaper"
	"troupe/internal/sandbox/cgroup"
	"troupe/internal/sandbox/confine"
)

// warmKey names the helpers that can run a policy's commands.
type warmKey struct {
	id     string // helper and request: what a helper is started with
	helper string
	root   bool     // troupe runs as root: no user namespace
	req    []byte   // the confine.Request, as JSON
	paths  []string // what it is confined against (checked for changes)
	follow []bool   // whether paths[i] is looked at through symlinks

	grouped bool          // its commands run in a control group of their own
	limits  cgroup.Limits // the group's
}

// warm is a helper that waits for its command on conn.
type warm struct {
	cmd   *exec.Cmd
	conn  *os.File      // troupe's end of the handover socket
	ident []fileID      // of key.paths when it was started
	group *cgroup.Group // its command's, the helper in it from its start; nil: none
}

// fileID is what a path is: a file (device and inode) or absent.
type fileID struct{ dev, ino uint64 }

// handoverFor returns the key of the helpers that can run s under pol and
// what to hand one; ok is false when s must start cold.
func handoverFor(pol Policy, s Spec, sup Support) (warmKey, handover, bool, error) {
	var key warmKey
	h := handover{Argv: append([]string{s.Name}, s.Args...), Env: s.Env, Dir: s.Dir}
	if !pol.Enabled() {
		return key, h, false, nil // unconfined: the reaper alone, cold
	}
	if err := pol.Validate(); err != nil {
		return key, h, true, err
	}
	if pol.Mode == "" {
		pol.Mode = WorkspaceWrite
	}
	if sup.ABI < 1 || !sup.MountNS {
		return key, h, false, nil // Command says why, or runs it without namespaces
	}
	req, err := pol.request(true)
	if err != nil {
		return key, h, true, err
	}
	req.Reap = false // the helper is the command's reaper itself
	if key.req, err = json.Marshal(req); err != nil {
		return key, h, true, fmt.Errorf("sandbox: encode policy: %w", err)
	}
	if key.helper, err = pol.helperPath(); err != nil {
		return key, h, true, err
	}
	key.id = key.helper + "\x00" + string(key.req)
	if key.grouped = !pol.Limits.RlimitsOnly; !key.grouped {
		key.id += "\x00rlimits-only"
	}
	key.limits = cgroup.Limits{Memory: pol.Limits.Memory, Processes: pol.Limits.Processes}
	key.root = sup.Root
	for _, p := range req.Protected {
		key.paths, key.follow = append(key.paths, p), append(key.follow, false)
	}
	for _, pr := range req.Private {
		key.paths, key.follow = append(key.paths, pr.Dir), append(key.follow, true)
	}
	for _, list := range [][]string{req.Secrets, req.Hidden, req.Writable} {
		for _, p := range list {
			key.paths, key.follow = append(key.paths, p), append(key.follow, true)
		}
	}
	if h.Env == nil {
		h.Env = os.Environ() // as exec.Cmd does
	}
	if h.Prog, err = exec.LookPath(s.Name); err != nil { // as exec.Command does (a relative result is an error)
		return key, h, true, fmt.Errorf("sandbox: %w", err)
	}
	return key, h, true, nil
}

// identify returns what each of key's paths is now.
func (k warmKey) identify() []fileID {
	ids := make([]fileID, len(k.paths))
	for i, p := range k.paths {
		var st unix.Stat_t
		var err error
		if k.follow[i] {
			err = unix.Stat(p, &st)
		} else {
			err = unix.Lstat(p, &st)
		}
		if err == nil {
			ids[i] = fileID{dev: st.Dev, ino: st.Ino}
		}
	}
	return ids
}

// valid reports whether what w was confined against is unchanged.
func (w *warm) valid(key warmKey) bool {
	now := key.identify()
	for i := range now {
		if now[i] != w.ident[i] {
			return false
		}
	}
	return true
}

// startHelper starts a warm helper for key and waits until it is
// confined: in a mount namespace of its own (and a user namespace when
// not root), leading its own process group, told when troupe dies, with
// an empty environment and /dev/null for stdio until its command comes.
// It is placed in g (nil: none) before it confines itself, so all it
// starts later is in g; the warm helper owns g from then on.
func startHelper(key warmKey, g *cgroup.Group) (*warm, error) {
	ident := key.identify() // before it looks: a change in between shows as one
	fds, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return nil, fmt.Errorf("sandbox: handover socket: %w", err)
	}
	ours, theirs := os.NewFile(uintptr(fds[0]), "handover"), os.NewFile(uintptr(fds[1]), "handover")
	c := exec.Command(key.helper, confine.WaitArg, string(key.req))
	c.Env = []string{}
	c.ExtraFiles = []*os.File{theirs} // fd 3: confine.HandoverFD
	c.SysProcAttr = &syscall.SysProcAttr{}
	reaper.Arm(c) // its own process group, the parent-death signal
	inNamespaces(c.SysProcAttr, key.root)
	err = c.Start()
	_ = theirs.Close()
	if err != nil {
		_ = ours.Close()
		return nil, fmt.Errorf("sandbox: start helper: %w", err)
	}
	w := &warm{cmd: c, conn: ours, ident: ident}
	if err := g.Place(c.Process.Pid); err != nil {
		w.discard()
		return nil, err
	}
	w.group = g
	b := make([]byte, 1)
	if _, err := io.ReadFull(ours, b); err != nil || b[0] != confine.Ready {
		why, _ := io.ReadAll(io.LimitReader(ours, 4096))
		w.discard()
		if len(why) > 0 {
			return nil, fmt.Errorf("sandbox: helper: %s", why)
		}
		return nil, fmt.Errorf("sandbox: helper %s did not start (%v)", key.helper, err)
	}
	return w, nil
}

// hand sends h and files to the helper and returns the pid of the
// command it forked, which leads a process group of its own; its socket
// stays open for the command's status. A pid of 0 means the helper could
// not start the command, or died, and is exiting (its status says how). On error the command did not start: the helper
// starts nothing before the whole handover came.
func (w *warm) hand(h handover, files []*os.File) (int, error) {
	data, err := json.Marshal(h)
	if err != nil {
		return 0, fmt.Errorf("sandbox: encode handover: %w", err)
	}
	msg := binary.BigEndian.AppendUint32(make([]byte, 0, 4+len(data)), uint32(len(data)))
	msg = append(msg, data...)
	fds := make([]int, len(files))
	for i, f := range files {
		fds[i] = int(f.Fd())
	}
	sock := int(w.conn.Fd())
	oob := unix.UnixRights(fds...) // with the first bytes only
	for n := 0; n < len(msg); {
		m, err := unix.SendmsgN(sock, msg[n:], oob, nil, unix.MSG_NOSIGNAL)
		if errors.Is(err, unix.EINTR) {
			continue
		}
		if err != nil {
			return 0, fmt.Errorf("sandbox: hand the command to the helper: %w", err)
		}
		n, oob = n+m, nil
	}
	var b [4]byte
	if _, err := io.ReadFull(w.conn, b[:]); err != nil {
		return 0, nil // the helper is gone: its status (none) says so
	}
	return int(binary.BigEndian.Uint32(b[:])), nil
}

// discard ends a helper that was not (or could not be) used and reaps it.
func (w *warm) discard() {
	_ = w.conn.Close()
	_ = w.cmd.Process.Kill()
	_ = w.cmd.Wait()
	_ = w.group.Close()
}
