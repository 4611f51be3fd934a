package sandbox

import (
	"encoding/json"
	"fmt"
	"os"
)

// exitHelperFailed is the helper's exit status when it could not confine
// or start the command (as a shell says 126 for "cannot execute").
const exitHelperFailed = 126

// MaybeRunHelper acts as the sandbox helper when args (os.Args) carry the
// marker argument: it confines the process as the policy says and execs
// the command, never returning; on failure it prints why and exits 126.
// Otherwise it returns at once. Call it first thing in main.
func MaybeRunHelper(args []string) {
	if len(args) < 2 || args[1] != HelperArg {
		return
	}
	if err := runHelper(args[2:]); err != nil {
		fmt.Fprintf(os.Stderr, "troupe sandbox: %v\n", err)
	}
	os.Exit(exitHelperFailed)
}

// runHelper parses "POLICY -- PROGRAM ARGS..." and execs PROGRAM confined;
// it returns only on failure.
func runHelper(args []string) error {
	if len(args) < 3 || args[1] != "--" {
		return fmt.Errorf("usage: %s POLICY -- PROGRAM [ARG...]", HelperArg)
	}
	var req request
	if err := json.Unmarshal([]byte(args[0]), &req); err != nil {
		return fmt.Errorf("decode policy: %w", err)
	}
	if err := req.Validate(); err != nil {
		return err
	}
	return confineAndExec(req, args[2], args[2:])
}
