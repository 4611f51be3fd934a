package confine

import (
	"golang.org/x/sys/unix"
)

// int80 makes the i386 system call trap with up to three arguments
// through int 0x80 and returns what it returned (-errno on failure).
func int80(trap, a1, a2, a3 uintptr) uintptr

// i386 system call numbers (arch/x86/entry/syscalls/syscall_32.tbl).
const (
	sysI386Socket = 359
	i386Close     = 6
)

// x32Bit marks a system call number as x32's.
const x32Bit = 0x40000000

// i386Socket opens a UDP socket through the i386 ABI.
func i386Socket() error {
	r := int32(int80(sysI386Socket, unix.AF_INET, unix.SOCK_DGRAM, 0))
	if r < 0 {
		if r == -int32(unix.ENOSYS) {
			return errNotApplies // no IA-32 emulation in this kernel
		}
		return unix.Errno(-r)
	}
	int80(i386Close, uintptr(r), 0, 0)
	return nil
}

// x32Socket opens a UDP socket through the x32 ABI.
func x32Socket() error {
	fd, _, e := unix.RawSyscall(x32Bit|unix.SYS_SOCKET, unix.AF_INET, unix.SOCK_DGRAM, 0)
	if e == unix.ENOSYS {
		return errNotApplies // no x32 in this kernel
	}
	if e != 0 {
		return e
	}
	_ = unix.Close(int(fd))
	return nil
}
