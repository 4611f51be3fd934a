package sandbox

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	llsyscall "github.com/landlock-lsm/go-landlock/landlock/syscall"
)

// Support is what this kernel and process can enforce.
type Support struct {
	ABI     int  `json:"landlock_abi"` // Landlock ABI version; 0 is none
	Root    bool `json:"root"`         // troupe runs with euid 0
	MountNS bool `json:"mount_ns"`     // a private mount namespace is possible (root, or user namespaces)
	Seccomp bool `json:"seccomp"`      // seccomp filters can refuse non-unix sockets
	Errata  int  `json:"errata,omitempty"`
}

// Filesystem reports whether writes can be confined (Landlock ABI 1).
func (s Support) Filesystem() bool { return s.ABI >= 1 }

// Network reports whether TCP bind and connect can be cut (ABI 4).
func (s Support) Network() bool { return s.ABI >= 4 }

// UDP reports whether UDP (and every socket but a unix one) can be cut
// too: by seccomp, or by Landlock ABI 10.
func (s Support) UDP() bool { return s.Seccomp || s.ABI >= 10 }

// Signals reports whether signals and abstract unix sockets are scoped to
// the sandbox (ABI 6).
func (s Support) Signals() bool { return s.ABI >= 6 }

// Lines describes the support for a person, one feature a line.
func (s Support) Lines() []string {
	yes := func(b bool, what, no string) string {
		if b {
			return "yes  " + what
		}
		return "no   " + what + " — " + no
	}
	return []string{
		fmt.Sprintf("Landlock ABI:            %d", s.ABI),
		"filesystem:              " + yes(s.Filesystem(), "writes confined to the workspace, the temp dirs and sandbox.writable", "commands cannot be confined; troupe asks before each one"),
		"network (TCP):           " + yes(s.Network(), "bind and connect cut unless allowed", "needs Landlock ABI 4"),
		"network (UDP, raw, ...): " + yes(s.UDP(), "every socket but unix refused (seccomp)", "needs seccomp or Landlock ABI 10; UDP (DNS) still works"),
		"signals, abstract unix:  " + yes(s.Signals(), "scoped to the sandbox (kill cannot reach outside)", "needs Landlock ABI 6"),
		"protected paths:         " + yes(s.MountNS, ".git/config, .git/hooks, .troupe, ... read-only; ~/.ssh, ~/.aws, ... hidden", "no mount namespace (not root, no user namespaces)"),
		"host sockets:            " + yes(s.MountNS, "docker, containerd, podman, systemd, D-Bus sockets covered", "no mount namespace"),
		"foreign syscall ABIs:    " + yes(s.Seccomp, "killed (i386 int 0x80, x32); io_uring, keyring refused (seccomp); unix connects only to sockets the command bound or sandbox.unix_socket_allow names (seccomp user notification)", "no seccomp"),
		"metadata, terminals:     " + yes(s.MountNS, "read-only outside the writable roots (chmod, chown, utimes); a devpts of its own", "no mount namespace"),
		"capabilities:            " + yes(true, "all dropped, no_new_privs (root gains nothing)", ""),
		"start:                   " + yes(s.Filesystem() && s.MountNS, "commands go through warm helpers, confined before the command comes (troupe bench sandbox)", "each command starts a helper of its own (slower)"),
	}
}

// Probe returns what this kernel supports and this process may use.
func Probe() Support {
	s := Support{Root: os.Geteuid() == 0}
	if v, err := llsyscall.LandlockGetABIVersion(); err == nil {
		s.ABI = v
	}
	if v, err := llsyscall.LandlockGetErrata(); err == nil {
		s.Errata = v
	}
	s.MountNS = s.Root || userNamespaces()
	s.Seccomp = seccompFilters()
	return s
}

// userNamespaces reports whether an unprivileged user may create a user
// namespace.
func userNamespaces() bool {
	for _, f := range []string{"/proc/sys/user/max_user_namespaces", "/proc/sys/kernel/unprivileged_userns_clone"} {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		if n, err := strconv.Atoi(strings.TrimSpace(string(data))); err == nil && n == 0 {
			return false
		}
	}
	_, err := os.Stat("/proc/self/ns/user")
	return err == nil
}

// seccompFilters reports whether this kernel has seccomp filters: its
// /proc/self/status has a Seccomp field.
func seccompFilters() bool {
	data, err := os.ReadFile("/proc/self/status")
	return err == nil && strings.Contains(string(data), "\nSeccomp:")
}
