// Package startstack grows the main goroutine's stack once, as early in
// the process as troupe's code can run, so that package initialisation does
// not grow it again and again (issue 23, start cost).
//
// A goroutine starts with a 2 KiB stack. Each time a call needs more, the
// runtime copies the whole stack into one twice as large and walks every
// frame on it through the function tables (the binary's pclntab). During
// troupe's ~250 package inits the main goroutine's stack grew about six
// times, each copy walking deep init call chains: those walks alone faulted
// ~35 windows of 64 KiB of pclntab into every process, ~1 MiB of resident
// memory for `troupe --version`.
//
// The package imports nothing, so the runtime initialises it among the
// first packages (a package is initialised as soon as its imports are and
// no lexically smaller one is ready): its init makes one call whose frame
// needs a 64 KiB stack while the stack is still shallow, and the one copy
// that makes walks a few frames. cmd/troupe imports it for that side effect;
// it has no API. It keeps no state; there is nothing to share.
package startstack

// frame is the size of grow's frame: with the runtime's guard and the
// frames below it, the stack grows from 2 KiB straight to 64 KiB.
const frame = 60 << 10

func init() { grow(1) }

// grow needs a frame of frame bytes. The array is indexed by a value the
// compiler cannot know, so it stays on the stack (it does not escape) and
// is not optimised away.
//
//go:noinline
func grow(i int) byte {
	var pad [frame]byte
	pad[i%frame] = byte(i)
	return pad[(i*7)%frame]
}
