//go:build !linux && !darwin

package termios

// platformOpts adds nothing on platforms without a syscalls_*.go of their own
// (troupe: upstream had no init there).
func platformOpts() {}
