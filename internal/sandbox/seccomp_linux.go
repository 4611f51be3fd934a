package sandbox

import (
	"fmt"
	"sync"

	seccomp "github.com/elastic/go-seccomp-bpf"
	"golang.org/x/net/bpf"
	"golang.org/x/sys/unix"

	"troupe/internal/sandbox/confine"
)

// socketFilter is the seccomp policy of a command with the network off:
// creating a socket of any family but AF_UNIX fails with EPERM (so UDP,
// raw and packet sockets, netlink, ... fail too, not only the TCP that
// Landlock cuts), and io_uring, which can create sockets without the
// socket system call, is refused.
func socketFilter() seccomp.Policy {
	return seccomp.Policy{
		DefaultAction: seccomp.ActionAllow,
		Syscalls: []seccomp.SyscallGroup{{
			Action: seccomp.ActionErrno,
			NamesWithCondtions: []seccomp.NameWithConditions{{
				Name:       "socket",
				Conditions: seccomp.ArgumentConditions{{Argument: 0, Operation: seccomp.NotEqual, Value: unix.AF_UNIX}},
			}},
			Names: []string{"io_uring_setup"},
		}},
	}
}

// socketProgram is socketFilter assembled for this machine's
// architecture, once per process: the helper receives the program and
// loads it without linking the assembler.
var socketProgram = sync.OnceValues(func() ([]confine.Insn, error) {
	pol := socketFilter()
	insts, err := pol.Assemble()
	if err != nil {
		return nil, fmt.Errorf("sandbox: assemble the seccomp filter: %w", err)
	}
	raw, err := bpf.Assemble(insts)
	if err != nil {
		return nil, fmt.Errorf("sandbox: assemble the seccomp filter: %w", err)
	}
	prog := make([]confine.Insn, len(raw))
	for i, in := range raw {
		prog[i] = confine.Insn{Code: in.Op, Jt: in.Jt, Jf: in.Jf, K: in.K}
	}
	return prog, nil
})
