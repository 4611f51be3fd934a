// Package sandbox runs the processes tools start inside a kernel sandbox:
// Landlock (through github.com/landlock-lsm/go-landlock) confines writes to
// the workspace, the temp dir and the session's scratch, cuts TCP bind and
// connect unless the network is allowed, and scopes signals and abstract
// unix sockets to the sandbox; a seccomp filter (seccomp_filter.go) kills
// any system call made through a foreign ABI (i386 int 0x80, x32),
// refuses io_uring, the keyring and unix sockets (socketpair stays; see
// Policy.UnixSockets) and, with the network off, every other socket
// family; a private mount namespace makes everything outside the
// writable roots read-only (so chmod, chown and utimes fail there too),
// keeps protected paths (.git/config, .git/hooks, .troupe, ...)
// read-only, hides secret paths (~/.ssh, ~/.aws, ...), covers the host's
// control sockets (docker, systemd, D-Bus) and mounts a devpts of the
// command's own; the command gets only descriptors 0-2, no controlling
// terminal, rlimits (Policy.Limits), loses every capability and can gain
// none (no_new_privs), so running as root does not help it.
//
// Landlock is applied to the calling process, so the command goes through a
// small re-exec helper: [Policy.Command] returns an *exec.Cmd that starts
// the helper (the troupe-sandbox binary beside troupe, or troupe itself)
// with a confine.Request and the command in argv; package confine, linked
// into the helper and run before main, sees the marker argument, applies
// the request and execs the command (or runs it under the reaper), so the
// command's pid is the helper's. A helper that reaps its command forks it
// from a thread of its own confined apart (its own Landlock domain): the
// command can neither signal nor ptrace the reaper, so it cannot kill it
// to outlive it. Nothing secret is in the request; the
// command's environment is the caller's cmd.Env, unchanged.
//
// Commands of the bash tool go through a [Pool] instead: its helpers are
// started ahead of their commands (warm), confine their thread before the
// command is known, and are handed the command (argv, environment,
// directory, descriptors) over a socket; the helper forks it from the
// confined thread in a process group of its own, is its reaper, and
// reports its status back, then waits for its policy's next command once
// everything the last one started is dead. A helper is used only if
// every path it was confined against is still the same file (or still
// absent). See Pool.
//
// Concurrency: a Policy is a value; Command and Probe may be called from
// many goroutines at once. The seccomp program is assembled once per
// process and never changed. A Pool is safe for concurrent use and owns
// the goroutines that start helpers (Close waits for them); a Process
// belongs to the goroutine that waits for it. A helper runs in its own
// process, on one locked OS thread, and never returns to the caller.
package sandbox
