package confine

import "os"

// init makes every binary that links this package a sandbox helper: the
// troupe binary, troupe-sandbox, and the test binaries of every package
// whose tests start commands through the sandbox (as docker's reexec
// does, but without relying on each main or TestMain to remember the
// call). It does nothing unless the marker argument is os.Args[1], which
// only sandbox.Policy.Command puts there.
func init() { //nolint:gochecknoinits // the re-exec helper must run before any main
	MaybeRun(os.Args)
}
