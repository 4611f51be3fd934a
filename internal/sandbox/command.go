package sandbox

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"

	"troupe/internal/reaper"
	"troupe/internal/sandbox/confine"
)

// HelperArg is the marker argument that makes the troupe binary act as the
// sandbox helper; it is not a command a user types.
const HelperArg = confine.Arg

// HelperName is the slim helper binary looked for beside the executable.
const HelperName = reaper.SlimBinary

// request is what the helper is asked to do for p.
func (p Policy) request(mountNS bool) (confine.Request, error) {
	writable, protected := p.cachesReadOnly()
	r := confine.Request{ReadOnly: p.Mode == ReadOnly, Writable: writable, Protected: protected,
		Secrets: p.Secrets, Hidden: p.Hidden, Private: p.private(writable), Network: p.Network, MountNS: mountNS, Reap: p.Reap,
		Limits: confine.Limits{Memory: p.Limits.Memory, Processes: p.Limits.Processes, FileSize: p.Limits.FileSize}}
	// A helper that stays (the reaper) checks unix connects itself; one
	// that execs the command cannot, so there unix sockets stay refused.
	// So they do without a mount namespace: the helper binds outside the
	// command's Landlock domain, and only the namespace's read-only
	// mounts keep that bind inside the writable roots. The same gate
	// makes a proxied command's TCP connects (to the proxy, and nowhere
	// else); without it a proxied command has no network at all.
	gate := p.Reap && mountNS
	proxy := gate && p.proxied()
	spec := filterSpec{network: p.Network, unixSocks: p.UnixSockets, unixNotify: gate && (!p.UnixSockets || proxy), proxy: proxy}
	if spec.unixNotify {
		r.UnixGate, r.UnixAllow, r.UnixAny = true, p.UnixAllow, p.UnixSockets
	}
	if proxy {
		r.Proxy = p.Proxy
	}
	prog, err := seccompProgram(spec)
	if err != nil {
		return r, err
	}
	r.Seccomp = prog
	return r, nil
}

// Command returns a command that runs name with args confined by p. The
// caller sets Dir, Env, stdio and may add to SysProcAttr (Setpgid); the
// command's pid is the confined program's. With p.Mode Off it is a plain
// exec.Command. It fails with confine.ErrUnavailable when the kernel has no
// Landlock.
func (p Policy) Command(name string, args ...string) (*exec.Cmd, error) {
	return p.command(nil, name, args...)
}

// command is Command, with a helper that joins the control groups whose
// cgroup.procs files are open in join before it starts the command.
func (p Policy) command(join []*os.File, name string, args ...string) (*exec.Cmd, error) {
	if !p.Enabled() {
		if p.Reap {
			return reaper.Command(name, args...)
		}
		c := exec.Command(name, args...)
		c.SysProcAttr = &syscall.SysProcAttr{}
		return c, nil
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if p.Mode == "" {
		p.Mode = WorkspaceWrite
	}
	sup := Probe()
	if sup.ABI < 1 {
		return nil, confine.ErrUnavailable
	}
	helper, err := p.helperPath()
	if err != nil {
		return nil, err
	}
	// The mount namespace is what makes everything outside the writable
	// roots read-only (metadata too), gives the command a devpts of its
	// own and covers protected paths, secrets and host sockets.
	req, err := p.request(sup.MountNS)
	if err != nil {
		return nil, err
	}
	for i := range join {
		req.Cgroups = append(req.Cgroups, 3+i) // ExtraFiles start at 3
	}
	data, err := json.Marshal(req)
	if err != nil {
		return nil, fmt.Errorf("sandbox: encode policy: %w", err)
	}
	path, err := exec.LookPath(name)
	if err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	argv := append([]string{HelperArg, string(data), "--", path}, args...)
	c := exec.Command(helper, argv...)
	c.SysProcAttr = &syscall.SysProcAttr{}
	c.ExtraFiles = join
	if p.Reap {
		reaper.Arm(c)
	}
	if req.MountNS {
		inNamespaces(c.SysProcAttr, sup.Root)
	}
	return c, nil
}

// private is what the helper is asked to hide of p.Private: each
// existing private directory, keeping the writable roots inside it.
func (p Policy) private(writable []string) []confine.Private {
	var out []confine.Private
	for _, dir := range p.Private {
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			continue
		}
		pr := confine.Private{Dir: dir}
		for _, w := range writable {
			if w != dir && within(w, dir) {
				if _, err := os.Stat(w); err == nil {
					pr.Keep = append(pr.Keep, w)
				}
			}
		}
		// Hidden even inside a writable root (a data directory under /tmp,
		// TROUPE_HOME in a temp dir): what is private stays so.
		out = append(out, pr)
	}
	return out
}

// HelperPath is the program re-executed as the helper: Helper, else
// troupe-sandbox beside the running executable, else the executable.
func (p Policy) HelperPath() (string, error) { return p.helperPath() }

// helperPath finds the helper program.
func (p Policy) helperPath() (string, error) {
	if p.Helper != "" {
		return p.Helper, nil
	}
	self, err := os.Executable()
	if err != nil {
		return "", fmt.Errorf("sandbox: find own executable: %w", err)
	}
	slim := filepath.Join(filepath.Dir(self), HelperName)
	if fi, err := os.Stat(slim); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
		return slim, nil
	}
	return self, nil
}
