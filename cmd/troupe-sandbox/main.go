// Command troupe-sandbox is troupe's slim sandbox helper: troupe runs it
// (when it sits beside the troupe binary) to confine each command a tool
// starts, because it starts faster than troupe itself. Without it troupe
// re-executes itself. It is not meant to be run by hand.
//go:debug containermaxprocs=0
//go:debug updatemaxprocs=0

// The directives above skip reading cgroup limits at start (GOMAXPROCS is
// of no use to a helper that execs or waits): less work on every command.
package main

import (
	"fmt"
	"os"

	"troupe/internal/sandbox/confine"
)

func main() {
	confine.MaybeRun(os.Args)
	fmt.Fprintln(os.Stderr, "troupe-sandbox is troupe's sandbox helper; it is not run by hand (see `troupe sandbox check`)")
	os.Exit(2)
}
