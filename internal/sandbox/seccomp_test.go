//go:build linux && amd64

package sandbox

import (
	"encoding/binary"
	"testing"

	"golang.org/x/net/bpf"
	"golang.org/x/sys/unix"
)

// TestSeccompFilter runs the filter on system calls as the kernel hands
// them to it (struct seccomp_data), in x/net/bpf's interpreter: whatever
// this kernel lets through (it may have no IA-32 emulation, or no x32), a
// system call through a foreign ABI is killed, not judged by this ABI's
// numbers.
func TestSeccompFilter(t *testing.T) {
	const archI386 = 0x40000003
	call := func(arch, nr uint32, arg0 uint32) []byte {
		// The interpreter reads words in network order, the kernel in the
		// machine's: each field is written so both read the same value.
		b := make([]byte, 64)
		binary.BigEndian.PutUint32(b[offNR:], nr)
		binary.BigEndian.PutUint32(b[offArch:], arch)
		binary.BigEndian.PutUint32(b[offArg0:], arg0)
		return b
	}
	// prlimit is prlimit64(pid, RLIMIT_NOFILE, new, old) with new's two
	// halves (the low one first, as on a little-endian machine).
	prlimit := func(pid, newLo, newHi uint32) []byte {
		b := call(nativeArch, unix.SYS_PRLIMIT64, pid)
		binary.BigEndian.PutUint32(b[offArg1:], unix.RLIMIT_NOFILE)
		binary.BigEndian.PutUint32(b[offArg2:], newLo)
		binary.BigEndian.PutUint32(b[offArg2+4:], newHi)
		return b
	}
	tests := []struct {
		name string
		spec filterSpec
		data []byte
		want uint32
	}{
		{"i386 socket (int 0x80)", filterSpec{}, call(archI386, 359, unix.AF_INET), retKillProcess},
		{"i386 socket, network on", filterSpec{network: true}, call(archI386, 359, unix.AF_INET), retKillProcess},
		{"i386 getpid, whose number is a native one", filterSpec{network: true, unixSocks: true}, call(archI386, 20, 0), retKillProcess},
		{"x32 socket", filterSpec{}, call(nativeArch, foreignNRBit|unix.SYS_SOCKET, unix.AF_INET), retKillProcess},
		{"x32 read", filterSpec{network: true}, call(nativeArch, foreignNRBit|unix.SYS_READ, 0), retKillProcess},
		{"native read", filterSpec{}, call(nativeArch, unix.SYS_READ, 0), retAllow},
		{"UDP socket, network off", filterSpec{}, call(nativeArch, unix.SYS_SOCKET, unix.AF_INET), retErrno | uint32(unix.EPERM)},
		{"netlink socket, network off", filterSpec{}, call(nativeArch, unix.SYS_SOCKET, unix.AF_NETLINK), retErrno | uint32(unix.EPERM)},
		{"UDP socket, network on", filterSpec{network: true}, call(nativeArch, unix.SYS_SOCKET, unix.AF_INET), retAllow},
		{"unix socket", filterSpec{network: true}, call(nativeArch, unix.SYS_SOCKET, unix.AF_UNIX), retErrno | uint32(unix.EPERM)},
		{"unix socket, allowed", filterSpec{unixSocks: true}, call(nativeArch, unix.SYS_SOCKET, unix.AF_UNIX), retAllow},
		{"socketpair", filterSpec{}, call(nativeArch, unix.SYS_SOCKETPAIR, unix.AF_UNIX), retAllow},
		{"io_uring_setup", filterSpec{network: true}, call(nativeArch, unix.SYS_IO_URING_SETUP, 8), retErrno | uint32(unix.ENOSYS)},
		{"io_uring_enter", filterSpec{network: true}, call(nativeArch, unix.SYS_IO_URING_ENTER, 3), retErrno | uint32(unix.ENOSYS)},
		{"keyctl", filterSpec{network: true}, call(nativeArch, unix.SYS_KEYCTL, 0), retErrno | uint32(unix.EPERM)},
		{"add_key", filterSpec{network: true}, call(nativeArch, unix.SYS_ADD_KEY, 0), retErrno | uint32(unix.EPERM)},
		{"request_key", filterSpec{network: true}, call(nativeArch, unix.SYS_REQUEST_KEY, 0), retErrno | uint32(unix.EPERM)},
		{"prlimit64 sets its own limits", filterSpec{}, prlimit(0, 0x7ffd1000, 0x7fff), retAllow},
		{"prlimit64 reads another's", filterSpec{}, prlimit(4242, 0, 0), retAllow},
		{"prlimit64 sets another's (its helper's)", filterSpec{network: true, unixSocks: true}, prlimit(4242, 0x7ffd1000, 0x7fff), retErrno | uint32(unix.EPERM)},
		{"prlimit64 sets another's, pointer above 4 GiB", filterSpec{}, prlimit(4242, 0, 0x7fff), retErrno | uint32(unix.EPERM)},
		{"prlimit64 sets another's, pointer below 4 GiB", filterSpec{}, prlimit(4242, 0x1000, 0), retErrno | uint32(unix.EPERM)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prog, err := seccompFilter(tt.spec)
			if err != nil {
				t.Fatal(err)
			}
			vm, err := bpf.NewVM(prog)
			if err != nil {
				t.Fatal(err)
			}
			got, err := vm.Run(tt.data)
			if err != nil {
				t.Fatal(err)
			}
			if uint32(got) != tt.want {
				t.Errorf("filter returned %#x, want %#x", uint32(got), tt.want)
			}
		})
	}
}
