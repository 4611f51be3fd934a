package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"
)

// unheard is how long a SIGINT or SIGTERM may wait for a part of troupe to
// take it (a turn, the TUI, a worker, a server) before troupe exits on its
// own: long enough for any listener, which takes a signal at once, short
// enough that a hung start or a command that never listens still ends.
const unheard = 10 * time.Second

// relaySignals hands SIGINT and SIGTERM to the command through the channel
// it returns, one at a time. A signal nobody takes within unheard ends the
// process (exit status 128+signal); later ones wait behind it (a second
// Ctrl-C is the command's to take: the first cancels a turn, the second
// leaves it, and both clean up). Before, troupe caught both
// signals and a command that was not listening for them, or a start
// blocked in a system call, ignored them: a named pipe at AGENTS.md held a
// start, deaf to SIGTERM, until kill -9. The goroutine lives as long as
// the process: main's os.Exit ends it.
func relaySignals(stderr io.Writer) <-chan os.Signal {
	raw := make(chan os.Signal, 4)
	fwd := make(chan os.Signal)
	signal.Notify(raw, os.Interrupt, syscall.SIGTERM)
	go func() {
		for s := range raw {
			t := time.NewTimer(unheard)
			select {
			case fwd <- s:
				t.Stop()
			case <-t.C:
				giveUp(stderr, s, fmt.Sprintf("nothing in troupe took it within %s", unheard))
			}
		}
	}()
	return fwd
}

func giveUp(stderr io.Writer, s os.Signal, why string) {
	fmt.Fprintf(stderr, "\ntroupe: %v: %s; exiting now\n", s, why)
	code := 128 + int(syscall.SIGINT)
	if n, ok := s.(syscall.Signal); ok {
		code = 128 + int(n)
	}
	os.Exit(code)
}
