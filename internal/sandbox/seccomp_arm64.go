//go:build linux && arm64

package sandbox

// nativeArch is AUDIT_ARCH_AARCH64; arm64 has no second ABI that shares
// its architecture value (32-bit arm compat is AUDIT_ARCH_ARM).
const (
	nativeArch   = 0xc00000b7
	foreignNRBit = 0
)
