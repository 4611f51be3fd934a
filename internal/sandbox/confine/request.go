package confine

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// Arg is the marker argument that makes a binary linking this package act
// as the sandbox helper; it is not a command a user types.
const Arg = "__troupe-sandbox-exec"

// ErrUnavailable is returned when this kernel cannot enforce a request.
var ErrUnavailable = errors.New("sandbox: Landlock is not available on this kernel")

// exitFailed is the helper's exit status when it could not confine or
// start the command (as a shell says 126 for "cannot execute").
const exitFailed = 126

// Request is what the helper is asked to do, as it travels in argv. Nothing
// in it is secret.
type Request struct {
	ReadOnly  bool     `json:"read_only,omitempty"` // write nothing (else: Writable)
	Writable  []string `json:"writable,omitempty"`  // directories the command may change
	Protected []string `json:"protected,omitempty"` // kept read-only (bind mounts) if they exist
	Secrets   []string `json:"secrets,omitempty"`   // covered: neither readable nor writable
	Hidden    []string `json:"hidden,omitempty"`    // host sockets covered with /dev/null
	Network   bool     `json:"network,omitempty"`   // Landlock does not cut TCP
	MountNS   bool     `json:"mountns,omitempty"`   // the helper starts in its own mount namespace
	Reap      bool     `json:"reap,omitempty"`      // run the command under the reaper, in this process
	// Seccomp is a seccomp-bpf program loaded after no_new_privs (the
	// socket filter when the network is off); empty loads none.
	Seccomp []Insn `json:"seccomp,omitempty"`
}

// Insn is one classic BPF instruction (struct sock_filter).
type Insn struct {
	Code uint16 `json:"c"`
	Jt   uint8  `json:"t"`
	Jf   uint8  `json:"f"`
	K    uint32 `json:"k"`
}

// Validate checks that every path is absolute.
func (r Request) Validate() error {
	for _, list := range [][]string{r.Writable, r.Protected, r.Secrets, r.Hidden} {
		for _, d := range list {
			if !filepath.IsAbs(d) {
				return fmt.Errorf("sandbox: path %q is not absolute", d)
			}
		}
	}
	return nil
}

// MaybeRun acts as the sandbox helper when args (os.Args) carry the marker
// argument: it confines the process as the request says and execs the
// command, never returning; on failure it prints why and exits 126.
// Otherwise it returns at once. Call it first thing in main.
func MaybeRun(args []string) {
	if len(args) < 2 || args[1] != Arg {
		return
	}
	if err := run(args[2:]); err != nil {
		fmt.Fprintf(os.Stderr, "troupe sandbox: %v\n", err)
	}
	os.Exit(exitFailed)
}

// run parses "REQUEST -- PROGRAM ARGS..." and execs PROGRAM confined; it
// returns only on failure.
func run(args []string) error {
	if len(args) < 3 || args[1] != "--" {
		return fmt.Errorf("usage: %s REQUEST -- PROGRAM [ARG...]", Arg)
	}
	var req Request
	if err := json.Unmarshal([]byte(args[0]), &req); err != nil {
		return fmt.Errorf("decode request: %w", err)
	}
	if err := req.Validate(); err != nil {
		return err
	}
	return confineAndExec(req, args[2], args[2:])
}
