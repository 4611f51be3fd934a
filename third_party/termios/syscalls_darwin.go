//go:build darwin
// +build darwin

package termios

import "syscall"

// platformOpts adds this platform's options (troupe: init() upstream).
func platformOpts() {
	allLineOpts[IUTF8] = syscall.IUTF8
}
