// Command troupe-sandbox is troupe's slim sandbox helper: troupe runs it
// (when it sits beside the troupe binary) to confine each command a tool
// starts, because it starts faster than troupe itself. Without it troupe
// re-executes itself. It is not meant to be run by hand.
package main

import (
	"fmt"
	"os"

	"troupe/internal/sandbox"
)

func main() {
	sandbox.MaybeRunHelper(os.Args)
	fmt.Fprintln(os.Stderr, "troupe-sandbox is troupe's sandbox helper; it is not run by hand (see `troupe sandbox check`)")
	os.Exit(2)
}
