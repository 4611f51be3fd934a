//go:build linux && amd64

package sandbox

// nativeArch is AUDIT_ARCH_X86_64; foreignNRBit is __X32_SYSCALL_BIT: a
// system call number with it set is x32's, another ABI.
const (
	nativeArch   = 0xc000003e
	foreignNRBit = 0x40000000
)
