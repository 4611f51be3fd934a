package sandbox

import (
	"os"
	"syscall"
)

// The capabilities the helper keeps in its user namespace (linux/capability.h).
const (
	capSetPCap  = 8
	capSysAdmin = 21
)

// inNamespaces starts the helper in a mount namespace and an IPC
// namespace of its own (System V shared memory, semaphores and message
// queues, and POSIX message queues, are the helper's, not the host's
// programs') and, when troupe is not root, in a user namespace that maps
// only the user, where it has the capabilities to mount.
func inNamespaces(a *syscall.SysProcAttr, root bool) {
	a.Cloneflags = syscall.CLONE_NEWNS | syscall.CLONE_NEWIPC
	if root {
		return
	}
	uid, gid := os.Getuid(), os.Getgid()
	a.Cloneflags |= syscall.CLONE_NEWUSER
	a.UidMappings = []syscall.SysProcIDMap{{ContainerID: uid, HostID: uid, Size: 1}}
	a.GidMappings = []syscall.SysProcIDMap{{ContainerID: gid, HostID: gid, Size: 1}}
	// Keep, across the exec into the helper, the capabilities it needs in
	// its own user namespace to mount and to empty the bounding set; it
	// drops them before the command runs.
	a.AmbientCaps = []uintptr{capSysAdmin, capSetPCap}
}
