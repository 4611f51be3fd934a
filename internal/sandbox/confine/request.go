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

// WaitArg is the marker argument of a helper started before its command
// is known (a warm helper, kept by sandbox.Pool): BINARY WaitArg REQUEST.
// It confines itself as REQUEST says, says it is ready on fd
// [HandoverFD], and then runs the commands handed to it there one after
// another: for each [Handover] it forks the command from its confined
// thread in a process group of its own, writes the command's pid (4
// bytes, big-endian; 0 when it could not start it, then it exits 126),
// is its reaper (internal/reaper's duties: a subreaper that kills what
// the command left when it ends, or everything when troupe dies), gives
// its stdio back, and writes the command's wait status (4 bytes)
// followed by [Ready] when it waits for the next command or [Retired]
// when it exits instead. It exits when the socket closes. (The marker
// names the protocol: a helper that speaks another refuses it.)
const WaitArg = "__troupe-sandbox-wait2"

// HandoverFD is the warm helper's end of the socket its Handover comes on.
const HandoverFD = 3

// Ready is the byte a warm helper writes on HandoverFD when it waits
// (first, and after each command's status); Failed, followed by why, when
// it could not confine itself; Retired, after a command's status, when it
// takes no other command.
const (
	Ready   = '+'
	Failed  = '!'
	Retired = '-'
)

// ErrUnavailable is returned when this kernel cannot enforce a request.
var ErrUnavailable = errors.New("sandbox: Landlock is not available on this kernel")

// errPoolClosed ends a warm helper whose pool closed before it was used.
var errPoolClosed = errors.New("sandbox: the pool closed")

// exitFailed is the helper's exit status when it could not confine or
// start the command (as a shell says 126 for "cannot execute").
const exitFailed = 126

// Request is what the helper is asked to do, as it travels in argv. Nothing
// in it is secret.
type Request struct {
	ReadOnly  bool      `json:"read_only,omitempty"` // write nothing (else: Writable)
	Writable  []string  `json:"writable,omitempty"`  // directories the command may change
	Protected []string  `json:"protected,omitempty"` // kept read-only (bind mounts) if they exist
	Secrets   []string  `json:"secrets,omitempty"`   // covered: neither readable nor writable
	Hidden    []string  `json:"hidden,omitempty"`    // host sockets covered with /dev/null
	Private   []Private `json:"private,omitempty"`   // directories covered but for the paths they keep
	Network   bool      `json:"network,omitempty"`   // Landlock does not cut TCP
	MountNS   bool      `json:"mountns,omitempty"`   // the helper starts in its own mount namespace
	Reap      bool      `json:"reap,omitempty"`      // run the command under the reaper, in this process
	// Seccomp is a seccomp-bpf program loaded after no_new_privs; empty
	// loads none.
	Seccomp []Insn `json:"seccomp,omitempty"`
	// Limits are set as rlimits before the command starts.
	Limits Limits `json:"limits,omitempty"`
	// Cgroups are descriptors of cgroup.procs files troupe opened for
	// the command's control groups (internal/sandbox/cgroup): the helper
	// writes "0" to each (joins them) first thing, before it confines
	// itself or starts anything, and closes them.
	Cgroups []int `json:"cgroups,omitempty"`
	// UnixGate: the seccomp program sends connect and bind to this
	// helper, which performs them on unix sockets itself: a connect only
	// to a socket the command bound or one in UnixAllow (unixgate_linux.go).
	UnixGate  bool     `json:"unix_gate,omitempty"`
	UnixAllow []string `json:"unix_allow,omitempty"`
	// UnixAny: the gate connects unix sockets wherever asked (the user
	// allows every unix socket, and the gate is there for Proxy).
	UnixAny bool `json:"unix_any,omitempty"`
	// Proxy (127.0.0.1:PORT): the gate connects the command's TCP
	// sockets to this address when asked for it, refuses every other
	// TCP connect, bind and listen; the seccomp program sends those to
	// it. Empty with the network on: the gate makes them as asked.
	Proxy string `json:"proxy,omitempty"`
}

// Limits are the command's rlimits; zero fields are left as they are.
type Limits struct {
	Memory    uint64 `json:"memory,omitempty"`    // RLIMIT_DATA, bytes
	Processes uint64 `json:"processes,omitempty"` // RLIMIT_NPROC
	FileSize  uint64 `json:"file_size,omitempty"` // RLIMIT_FSIZE, bytes
}

// Private is a directory the command cannot read (troupe's data
// directory) but for the directories in Keep below it (the session's
// scratch), which it reaches by their paths and nothing else.
type Private struct {
	Dir  string   `json:"dir"`
	Keep []string `json:"keep,omitempty"`
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
	lists := [][]string{r.Writable, r.Protected, r.Secrets, r.Hidden}
	for _, pr := range r.Private {
		lists = append(lists, append([]string{pr.Dir}, pr.Keep...))
	}
	for _, list := range lists {
		for _, d := range list {
			if !filepath.IsAbs(d) {
				return fmt.Errorf("sandbox: path %q is not absolute", d)
			}
		}
	}
	return nil
}

// Handover is what a warm helper is given when its command comes: the
// command, where and with what environment it runs. The descriptors named
// in Stdio come with it (SCM_RIGHTS). Nothing in it is secret: Env is the
// command's, already scrubbed.
type Handover struct {
	Prog string   `json:"prog"` // absolute path of the program
	Argv []string `json:"argv"`
	Env  []string `json:"env"`
	Dir  string   `json:"dir,omitempty"`
	// Stdio are the descriptor numbers (0, 1, 2) the passed descriptors
	// become, in the order they were passed; the others stay /dev/null.
	Stdio []int `json:"stdio,omitempty"`
}

// MaybeRun acts as the sandbox helper when args (os.Args) carry a marker
// argument: it confines the process as the request says and execs the
// command, never returning; on failure it prints why and exits 126. A warm
// helper whose pool closed exits 0. Otherwise it returns at once. Call it
// first thing in main.
func MaybeRun(args []string) {
	if len(args) < 2 {
		return
	}
	var err error
	switch args[1] {
	case Arg:
		err = run(args[2:])
	case WaitArg:
		err = waitAndRun(args[2:])
		if errors.Is(err, errPoolClosed) {
			os.Exit(0)
		}
	case ProbeArg:
		runProbe(args[2:])
	default:
		return
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "troupe sandbox: %v\n", err)
	}
	os.Exit(exitFailed)
}

// parseRequest decodes and checks a request from argv.
func parseRequest(arg string) (Request, error) {
	var req Request
	if err := json.Unmarshal([]byte(arg), &req); err != nil {
		return req, fmt.Errorf("decode request: %w", err)
	}
	return req, req.Validate()
}

// run parses "REQUEST -- PROGRAM ARGS..." and execs PROGRAM confined; it
// returns only on failure.
func run(args []string) error {
	if len(args) < 3 || args[1] != "--" {
		return fmt.Errorf("usage: %s REQUEST -- PROGRAM [ARG...]", Arg)
	}
	req, err := parseRequest(args[0])
	if err != nil {
		return err
	}
	return confineAndExec(req, args[2], args[2:])
}
