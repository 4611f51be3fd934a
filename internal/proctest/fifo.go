package proctest

import (
	"os"
	"syscall"
	"testing"
)

// Mkfifo makes a named pipe at path, as a hostile model's mkfifo would.
// When the test ends it opens the pipe to write once, which unblocks a
// reader that should not have opened it, so a regression fails the test
// (its own bound) instead of leaving a goroutine blocked for good.
func Mkfifo(t testing.TB, path string) {
	t.Helper()
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if f, err := os.OpenFile(path, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			f.Close()
		}
	})
}
