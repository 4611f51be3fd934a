package sandbox

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"troupe/internal/safety"
)

// Mode is how much a sandboxed command may change.
type Mode string

// The sandbox modes.
const (
	// WorkspaceWrite lets a command write only the writable roots (the
	// workspace, the temp dir, the session's scratch); protected paths
	// inside them stay read-only.
	WorkspaceWrite Mode = "workspace-write"
	// ReadOnly lets a command write nothing but /dev/null and its like.
	ReadOnly Mode = "read-only"
	// Off runs commands unconfined.
	Off Mode = "off"
)

// ParseMode parses "workspace-write", "read-only" or "off"; "" is
// workspace-write.
func ParseMode(s string) (Mode, error) {
	switch m := Mode(strings.ToLower(strings.TrimSpace(s))); m {
	case "":
		return WorkspaceWrite, nil
	case WorkspaceWrite, ReadOnly, Off:
		return m, nil
	}
	return "", fmt.Errorf("sandbox: unknown mode %q (want workspace-write, read-only or off)", s)
}

// Policy is what a sandboxed command may do.
type Policy struct {
	Mode Mode `json:"mode"`
	// Writable are the directories a workspace-write command may change.
	Writable []string `json:"writable,omitempty"`
	// Protected are paths inside Writable kept read-only (if they exist
	// when the command starts).
	Protected []string `json:"protected,omitempty"`
	// Secrets are paths a command can neither read nor write.
	Secrets []string `json:"secrets,omitempty"`
	// Private are directories no command may read (troupe's data
	// directory: session logs, bus key seeds, permissions), but for the
	// writable roots inside them (the session's scratch), which stay
	// reachable: the helper covers each with an empty read-only tmpfs and
	// binds those roots back in.
	Private []string `json:"private,omitempty"`
	// Caches are package and module caches (GOMODCACHE, ~/.npm,
	// ~/.cargo/registry, pip's): read-only unless the command has the
	// network, even when a writable root holds them, so what a command
	// leaves there cannot run at the user's next build.
	Caches []string `json:"caches,omitempty"`
	// Hidden are host control sockets (docker, containerd, systemd,
	// D-Bus) covered with /dev/null in the command's mount namespace, so
	// it cannot drive services outside the sandbox through them.
	Hidden []string `json:"hidden,omitempty"`
	// Network allows TCP bind and connect, and sockets of every family;
	// without it Landlock cuts TCP and a seccomp filter refuses any
	// socket but a unix one (UDP, raw, netlink, ...).
	Network bool `json:"network,omitempty"`
	// Proxy is troupe's HTTP proxy (netproxy, 127.0.0.1:PORT): with
	// Network off, the command may make TCP connections to this address
	// and no other (the helper's gate makes them, see confine), and
	// finds it through the *_PROXY variables the caller sets. It needs
	// Reap and a mount namespace; without them the command has no
	// network. Package and module caches are writable as with Network.
	Proxy string `json:"proxy,omitempty"`
	// UnixSockets lets the command create unix sockets (socket(AF_UNIX)),
	// and so connect to any unix socket it can reach by path; without it
	// only socketpair works, and no server outside the sandbox (a tmux
	// server, an ssh agent, a desktop bus) can be reached through one.
	UnixSockets bool `json:"unix_sockets,omitempty"`
	// UnixAllow are unix sockets outside the sandbox a command run under
	// the reaper (Reap) may connect to; every other connect to a
	// pathname socket but those the command bound itself is refused
	// (EACCES), and abstract ones always. Without Reap, unix sockets are
	// refused outright unless UnixSockets.
	UnixAllow []string `json:"unix_allow,omitempty"`
	// Limits bound each process of the command (zero fields: no limit).
	Limits Limits `json:"limits,omitempty"`
	// Reap runs the command under internal/reaper inside the sandbox: the
	// helper execs into the reaper (itself, re-executed with the reaper's
	// marker), which starts the command and kills everything it leaves
	// behind, or everything when troupe dies. Command then arms the Cmd
	// for the reaper (process group, parent-death signal).
	Reap bool `json:"reap,omitempty"`
	// Helper is the program to re-execute as the helper; "" is the
	// troupe-sandbox binary beside the running executable, else the
	// running executable itself.
	Helper string `json:"-"`
}

// Limits are resource limits for each command, set as rlimits on the
// command's processes and, where a control group can be made, on the
// command as a whole. Zero fields set none.
type Limits struct {
	// Memory bounds each process's data (heap and private writable
	// mappings, RLIMIT_DATA), in bytes.
	Memory uint64 `json:"memory,omitempty"`
	// Processes bounds the processes and threads of the user (RLIMIT_NPROC).
	// A command run without root has a user namespace of its own, where
	// the count starts at zero: it bounds the command's own processes.
	// The kernel does not apply it to root.
	Processes uint64 `json:"processes,omitempty"`
	// FileSize bounds the size of a file a process writes (RLIMIT_FSIZE),
	// in bytes.
	FileSize uint64 `json:"file_size,omitempty"`
	// RlimitsOnly makes no control group for the command: Memory and
	// Processes then bound each process (rlimits) and not the command as
	// a whole, and nothing but the reaper kills what it leaves. Without
	// it, a command run through Pool.Start has a group of its own where
	// troupe may make one (internal/sandbox/cgroup): Memory and Processes
	// also bound all its processes together, and the group is killed and
	// removed when the command ends.
	RlimitsOnly bool `json:"rlimits_only,omitempty"`
}

// DefaultLimits are the limits a command runs with unless configured:
// 8 GiB of data per process, 4096 processes, files up to 16 GiB.
var DefaultLimits = Limits{Memory: 8 << 30, Processes: 4096, FileSize: 16 << 30}

// DefaultHiddenSockets are the host control sockets a command cannot
// connect to (when they exist); the user's session bus,
// /run/user/<uid>/bus, is added by Within.
var DefaultHiddenSockets = []string{
	"/var/run/docker.sock", "/run/docker.sock", "/run/containerd/containerd.sock",
	"/run/podman/podman.sock", "/run/crio/crio.sock", "/run/buildkit/buildkitd.sock",
	"/run/systemd/private",
	"/run/dbus/system_bus_socket", "/var/run/dbus/system_bus_socket", "/run/snapd.socket",
	"/run/libvirt/libvirt-sock", "/var/run/libvirt/libvirt-sock",
}

// DefaultCaches are the home-relative package and module caches kept
// read-only for commands without the network.
var DefaultCaches = []string{
	"go/pkg/mod", ".npm", ".cargo/registry", ".cargo/git", ".cache/pip", ".cache/pypoetry",
	".cache/yarn", ".yarn/berry/cache", ".pnpm-store", ".local/share/pnpm", ".m2/repository",
	".gradle/caches", ".cache/composer", ".gem", ".bundle", ".cache/uv", ".rustup",
}

// ForWorkspace returns a policy for the workspace root ws: the mode m,
// writable roots ws plus extra (temp dir, scratch), the default protected
// paths inside ws and the default secret paths inside home plus secrets.
func ForWorkspace(m Mode, ws, home string, extra, secrets []string, network bool) Policy {
	return Policy{Mode: m, Network: network, Writable: extra, Secrets: secrets}.Within(ws, home)
}

// Within returns p for a command run in the workspace ws by the user whose
// home is home: ws is writable (first), the default protected paths inside
// it are not, and the default secret paths inside home are hidden, besides
// what p already lists. When ws is a linked git worktree, its git
// directories are writable too, but for their config, hooks and info.
func (p Policy) Within(ws, home string) Policy {
	q := p
	q.Writable = append([]string{ws}, p.Writable...)
	q.Protected = append(slices.Clone(p.Protected), ProtectedIn(ws)...)
	for _, dir := range linkedGitDirs(ws) { // a linked worktree's git dirs, outside ws
		q.Writable = append(q.Writable, dir)
		q.Protected = append(q.Protected, gitDirReadOnly(dir)...)
	}
	q.Hidden = slices.Concat(p.Hidden, DefaultHiddenSockets,
		[]string{fmt.Sprintf("/run/user/%d/bus", os.Getuid()), fmt.Sprintf("/run/user/%d/podman/podman.sock", os.Getuid()),
			fmt.Sprintf("/run/user/%d/docker.sock", os.Getuid())})
	q.Hidden = slices.DeleteFunc(q.Hidden, func(h string) bool { return slices.Contains(p.UnixAllow, h) }) // the user allows it
	q.Secrets = append(slices.Clone(p.Secrets), safety.SystemSecrets()...)
	q.Caches = slices.Clone(p.Caches)
	if home != "" {
		for _, rel := range safety.HomeSecrets() { // the analyzer asks before a tool reads one
			q.Secrets = append(q.Secrets, filepath.Join(home, rel))
		}
		for _, rel := range DefaultCaches {
			q.Caches = append(q.Caches, filepath.Join(home, rel))
		}
	}
	return q
}

// cachesReadOnly returns the writable roots and protected paths of p with
// its caches read-only when p has no network: a writable root that is a
// cache or lies in one is dropped, and a cache inside a writable root is
// protected.
func (p Policy) cachesReadOnly() (writable, protected []string) {
	if p.Network || p.proxied() || len(p.Caches) == 0 {
		return p.Writable, p.Protected
	}
	protected = slices.Clone(p.Protected)
	for _, w := range p.Writable {
		if slices.ContainsFunc(p.Caches, func(c string) bool { return within(w, c) }) {
			continue
		}
		writable = append(writable, w)
		for _, c := range p.Caches {
			if c != w && within(c, w) {
				protected = append(protected, c)
			}
		}
	}
	return writable, protected
}

// proxied reports whether the command's network goes through the proxy
// (Proxy set, Network off).
func (p Policy) proxied() bool { return p.Proxy != "" && !p.Network }

// within reports whether path is dir or below it.
func within(path, dir string) bool {
	path, dir = filepath.Clean(path), filepath.Clean(dir)
	return path == dir || strings.HasPrefix(path, dir+string(filepath.Separator))
}

// ProtectedIn returns the protected paths of the workspace ws: the
// default ones (safety.ProtectedPaths) and what its git directories hold but
// git does not write, with the hooks directory and included files their
// configuration names (see gitReadOnly).
func ProtectedIn(ws string) []string {
	var out []string
	for _, rel := range safety.ProtectedPaths() { // the gate asks before a file tool writes one
		out = append(out, filepath.Join(ws, rel))
	}
	return append(out, gitReadOnly(ws)...)
}

// Validate checks that the paths are absolute and the mode known.
func (p Policy) Validate() error {
	if _, err := ParseMode(string(p.Mode)); err != nil {
		return err
	}
	for _, list := range [][]string{p.Writable, p.Protected, p.Secrets, p.Hidden, p.Private, p.Caches} {
		for _, d := range list {
			if !filepath.IsAbs(d) {
				return fmt.Errorf("sandbox: path %q is not absolute", d)
			}
		}
	}
	return nil
}

// Enabled reports whether commands run confined under p; the zero Mode
// is workspace-write.
func (p Policy) Enabled() bool { return p.Mode != Off }
