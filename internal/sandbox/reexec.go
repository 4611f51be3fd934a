package sandbox

import "os"

// init makes every binary that links this package a sandbox helper: the
// troupe binary, troupe-sandbox, and the test binaries of every package
// whose tests start commands through the shell tools (as docker's reexec
// does, but without relying on each main or TestMain to remember the
// call). It does nothing unless the marker argument is os.Args[1], which
// only Policy.Command puts there.
func init() { //nolint:gochecknoinits // the re-exec helper must run before any main
	MaybeRunHelper(os.Args)
}
