//go:build linux && (amd64 || arm64)

package sandbox

import (
	"fmt"
	"sync"

	"golang.org/x/net/bpf"
	"golang.org/x/sys/unix"

	"troupe/internal/sandbox/confine"
)

// The seccomp return values and the layout of struct seccomp_data the
// filter reads (linux/seccomp.h).
const (
	retKillProcess = 0x80000000
	retErrno       = 0x00050000
	retUserNotif   = 0x7fc00000
	retAllow       = 0x7fff0000

	offNR   = 0
	offArch = 4
	offArg0 = 16 // low 32 bits on a little-endian machine (both archs below are)
	offArg1 = 24
	offArg2 = 32
	offArg3 = 40
)

// filterSpec is what a command's seccomp filter refuses.
type filterSpec struct {
	network   bool // sockets of every family but unix allowed
	unixSocks bool // socket(AF_UNIX, ...) allowed
	// unixNotify: unix stream and seqpacket sockets may be created, and
	// every connect and bind goes to the helper (seccomp user
	// notification), which performs those on unix sockets itself, after
	// checking the socket's path (confine's unix gate); datagram unix
	// sockets (which send to any path) stay refused.
	unixNotify bool
	// proxy: the network goes through troupe's proxy only (with
	// unixNotify, and the network off): TCP sockets (AF_INET and
	// AF_INET6, SOCK_STREAM, protocol TCP) may be created, and their
	// connect, bind and listen go to the helper, which connects them to
	// the proxy and refuses the rest; UDP, raw, SCTP, MPTCP and the like
	// stay refused, and so does TCP Fast Open (sendto, sendmsg or
	// sendmmsg with MSG_FASTOPEN connects without connect).
	proxy bool
}

// seccompFilter is the seccomp policy every sandboxed command runs under:
//
//   - a system call made through any ABI but this process's own (on
//     x86-64: the i386 ABI through int 0x80 or sysenter, and x32's
//     numbers) kills the process: a filter written for one ABI's numbers
//     says nothing about another's;
//   - io_uring (which performs socket, connect, open, ... without those
//     system calls) fails with ENOSYS, so programs fall back to plain
//     system calls;
//   - the kernel keyring (add_key, keyctl, request_key) fails with EPERM;
//   - prlimit64 that sets another process's limits fails with EPERM (a
//     command may set its own and read others');
//   - socket(AF_UNIX, ...) fails with EPERM unless s.unixSocks: a unix
//     socket connects by path to any server on the host (a tmux server,
//     an ssh agent) and seccomp cannot read the path; socketpair, a
//     separate system call that reaches nobody, keeps working. With
//     s.unixNotify, unix stream and seqpacket sockets are allowed and
//     connect and bind go to the helper, which checks the path;
//   - with the network off, a socket of any other family (UDP, raw,
//     packet, netlink, ...) fails with EPERM, not only the TCP that
//     Landlock cuts; with s.proxy, TCP sockets are allowed and sent to
//     the helper at connect, bind and listen (see filterSpec.proxy).
func seccompFilter(s filterSpec) ([]bpf.Instruction, error) {
	errno := func(e unix.Errno) bpf.RetConstant { return bpf.RetConstant{Val: retErrno | uint32(e)} }
	kill, allow := bpf.RetConstant{Val: retKillProcess}, bpf.RetConstant{Val: retAllow}
	// Each check jumps to a labelled return; bpf needs the offsets, so
	// the program is built as a list whose jumps are resolved at the end.
	type jump struct {
		at    int
		label string
		cond  bpf.JumpTest
		val   uint32
	}
	var prog []bpf.Instruction
	var jumps []jump
	labels := map[string]int{}
	jumpTo := func(cond bpf.JumpTest, val uint32, label string) {
		jumps = append(jumps, jump{len(prog), label, cond, val})
		prog = append(prog, nil)
	}
	label := func(name string, ins ...bpf.Instruction) {
		labels[name] = len(prog)
		prog = append(prog, ins...)
	}

	prog = append(prog, bpf.LoadAbsolute{Off: offArch, Size: 4})
	jumpTo(bpf.JumpNotEqual, nativeArch, "kill")
	prog = append(prog, bpf.LoadAbsolute{Off: offNR, Size: 4})
	if foreignNRBit != 0 {
		jumpTo(bpf.JumpBitsSet, foreignNRBit, "kill")
	}
	for _, nr := range []uint32{unix.SYS_IO_URING_SETUP, unix.SYS_IO_URING_ENTER, unix.SYS_IO_URING_REGISTER} {
		jumpTo(bpf.JumpEqual, nr, "enosys")
	}
	for _, nr := range []uint32{unix.SYS_ADD_KEY, unix.SYS_KEYCTL, unix.SYS_REQUEST_KEY} {
		jumpTo(bpf.JumpEqual, nr, "eperm")
	}
	jumpTo(bpf.JumpEqual, unix.SYS_PRLIMIT64, "prlimit")
	jumpTo(bpf.JumpEqual, unix.SYS_SOCKET, "socket")
	if s.unixNotify {
		jumpTo(bpf.JumpEqual, unix.SYS_CONNECT, "notify")
		jumpTo(bpf.JumpEqual, unix.SYS_BIND, "notify")
	}
	if s.proxy {
		jumpTo(bpf.JumpEqual, unix.SYS_LISTEN, "notify")
		jumpTo(bpf.JumpEqual, unix.SYS_SENDTO, "flags3")
		jumpTo(bpf.JumpEqual, unix.SYS_SENDMMSG, "flags3")
		jumpTo(bpf.JumpEqual, unix.SYS_SENDMSG, "flags2")
	}
	prog = append(prog, allow)
	label("socket", bpf.LoadAbsolute{Off: offArg0, Size: 4})
	jumpTo(bpf.JumpEqual, unix.AF_UNIX, "unix")
	if s.proxy {
		jumpTo(bpf.JumpEqual, unix.AF_INET, "inet")
		jumpTo(bpf.JumpEqual, unix.AF_INET6, "inet")
	}
	prog = append(prog, choose(s.network, allow, errno(unix.EPERM)))
	switch {
	case s.unixSocks:
		label("unix", allow)
	case s.unixNotify:
		// The type without SOCK_NONBLOCK and SOCK_CLOEXEC.
		label("unix", bpf.LoadAbsolute{Off: offArg1, Size: 4}, bpf.ALUOpConstant{Op: bpf.ALUOpAnd, Val: 0xf})
		jumpTo(bpf.JumpEqual, unix.SOCK_STREAM, "allow")
		jumpTo(bpf.JumpEqual, unix.SOCK_SEQPACKET, "allow")
		prog = append(prog, errno(unix.EPERM))
	default:
		label("unix", errno(unix.EPERM))
	}
	if s.proxy {
		label("inet", bpf.LoadAbsolute{Off: offArg1, Size: 4}, bpf.ALUOpConstant{Op: bpf.ALUOpAnd, Val: 0xf})
		jumpTo(bpf.JumpNotEqual, unix.SOCK_STREAM, "eperm")
		prog = append(prog, bpf.LoadAbsolute{Off: offArg2, Size: 4})
		jumpTo(bpf.JumpEqual, 0, "allow")
		jumpTo(bpf.JumpEqual, unix.IPPROTO_TCP, "allow")
		prog = append(prog, errno(unix.EPERM))
		label("flags3", bpf.LoadAbsolute{Off: offArg3, Size: 4})
		jumpTo(bpf.JumpBitsSet, unix.MSG_FASTOPEN, "eperm")
		prog = append(prog, allow)
		label("flags2", bpf.LoadAbsolute{Off: offArg2, Size: 4})
		jumpTo(bpf.JumpBitsSet, unix.MSG_FASTOPEN, "eperm")
		prog = append(prog, allow)
	}
	// prlimit64(pid, resource, new, old): a command sets its own limits
	// (pid 0) and may read anyone's it can see (new NULL); it never sets
	// another process's — its warm helper's ($PPID, whose limits the
	// next command would inherit) or another helper's, which the kernel
	// allows to the same user and neither Landlock nor ptrace scoping
	// covers.
	label("prlimit", bpf.LoadAbsolute{Off: offArg0, Size: 4}) // pid_t: the low half
	jumpTo(bpf.JumpEqual, 0, "allow")
	prog = append(prog, bpf.LoadAbsolute{Off: offArg2, Size: 4})
	jumpTo(bpf.JumpNotEqual, 0, "eperm")
	prog = append(prog, bpf.LoadAbsolute{Off: offArg2 + 4, Size: 4})
	jumpTo(bpf.JumpNotEqual, 0, "eperm")
	prog = append(prog, allow)
	label("allow", allow)
	label("notify", bpf.RetConstant{Val: retUserNotif})
	label("kill", kill)
	label("enosys", errno(unix.ENOSYS))
	label("eperm", errno(unix.EPERM))

	for _, j := range jumps {
		to, ok := labels[j.label]
		if !ok || to <= j.at {
			return nil, fmt.Errorf("sandbox: seccomp filter: bad jump to %q", j.label)
		}
		skip := to - j.at - 1
		if skip > 255 {
			return nil, fmt.Errorf("sandbox: seccomp filter: jump to %q too far", j.label)
		}
		prog[j.at] = bpf.JumpIf{Cond: j.cond, Val: j.val, SkipTrue: uint8(skip)}
	}
	return prog, nil
}

// choose is a if ok, else b.
func choose(ok bool, a, b bpf.RetConstant) bpf.RetConstant {
	if ok {
		return a
	}
	return b
}

// seccompPrograms are the filters, assembled for this machine's
// architecture once per process: the helper receives the program and
// loads it without linking an assembler.
var seccompPrograms sync.Map // filterSpec → []confine.Insn

// seccompProgram returns the filter for s, assembled.
func seccompProgram(s filterSpec) ([]confine.Insn, error) {
	if p, ok := seccompPrograms.Load(s); ok {
		return p.([]confine.Insn), nil
	}
	insts, err := seccompFilter(s)
	if err != nil {
		return nil, err
	}
	raw, err := bpf.Assemble(insts)
	if err != nil {
		return nil, fmt.Errorf("sandbox: assemble the seccomp filter: %w", err)
	}
	prog := make([]confine.Insn, len(raw))
	for i, in := range raw {
		prog[i] = confine.Insn{Code: in.Op, Jt: in.Jt, Jf: in.Jf, K: in.K}
	}
	seccompPrograms.Store(s, prog)
	return prog, nil
}
