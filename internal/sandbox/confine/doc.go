// Package confine is the sandbox helper's side of internal/sandbox: the
// code that runs in the helper process (the slim troupe-sandbox binary,
// or troupe re-executed) between its start and the exec of the command.
// It reads a [Request] from argv, makes the mount namespace's protected
// paths read-only and covers secrets and host sockets, sets no_new_privs,
// loads the seccomp program it was given, applies Landlock, drops every
// capability, and execs the command (or runs it under the reaper).
//
// It is a package of its own so that the helper links as little as
// possible: every package linked runs its initialisation at each command
// start. The parent side (policies, the seccomp filter assembled with
// github.com/elastic/go-seccomp-bpf, probing the kernel) stays in
// internal/sandbox, which passes the assembled filter in the request.
//
// Concurrency: [MaybeRun] runs in its own process, on one locked OS
// thread, and never returns to its caller when it acts; nothing here is
// shared.
package confine
