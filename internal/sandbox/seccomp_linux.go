package sandbox

import (
	"fmt"

	seccomp "github.com/elastic/go-seccomp-bpf"
	"golang.org/x/sys/unix"
)

// socketFilter is the seccomp policy of a command with the network off:
// creating a socket of any family but AF_UNIX fails with EPERM (so UDP,
// raw and packet sockets, netlink, ... fail too, not only the TCP that
// Landlock cuts), and io_uring, which can create sockets without the
// socket system call, is refused.
func socketFilter() seccomp.Filter {
	return seccomp.Filter{
		Policy: seccomp.Policy{
			DefaultAction: seccomp.ActionAllow,
			Syscalls: []seccomp.SyscallGroup{{
				Action: seccomp.ActionErrno,
				NamesWithCondtions: []seccomp.NameWithConditions{{
					Name:       "socket",
					Conditions: seccomp.ArgumentConditions{{Argument: 0, Operation: seccomp.NotEqual, Value: unix.AF_UNIX}},
				}},
				Names: []string{"io_uring_setup"},
			}},
		},
	}
}

// denySockets loads socketFilter on the calling thread; no_new_privs must
// be set already. The filter is inherited across exec by the command and
// everything it starts, and cannot be removed.
func denySockets() error {
	if err := seccomp.LoadFilter(socketFilter()); err != nil {
		return fmt.Errorf("seccomp socket filter: %w", err)
	}
	return nil
}
