// Package reaper makes the processes a tool starts die with troupe, even
// when troupe is killed with SIGKILL.
//
// Command wraps a command in a small reaper process: the troupe binary
// re-executed with a marker argument (any binary that links this package
// acts as the reaper; an init function takes over before main). The reaper
//
//   - asks the kernel to signal it when troupe dies (PR_SET_PDEATHSIG), and
//     kills everything under it with SIGKILL when that happens;
//   - becomes a child subreaper (PR_SET_CHILD_SUBREAPER), so descendants that
//     leave the process group (setsid, daemonising double forks) are
//     re-parented to it instead of to init, and are found at the end;
//   - leads the command's process group, so troupe's group kill (cancel,
//     timeout) still reaches every process;
//   - when the command ends, kills what it left behind and exits with the
//     command's status.
//
// What still escapes: a process that a descendant hands to another
// supervisor (systemd-run, at, a container runtime), and anything if the
// reaper itself is SIGKILLed while troupe lives. Linux only; elsewhere
// Command returns the plain command.
//
// Become and Reaper.Wait are the reaper's mechanism for a process that
// starts the command itself: the re-executed reaper uses them, and so does
// the sandbox's warm helper (internal/sandbox/confine), which forks its
// command from a confined thread.
//
// The reaper is single-threaded in spirit: the goroutine that called Wait
// reaps until the command ends; one goroutine Wait starts waits for
// troupe's death signal and ends the process; nothing is shared.
package reaper
