// Package shell provides the shell tools: bash, which runs a shell command
// in the workspace root, and bash_output and kill_bash, which follow and
// stop the commands bash started in the background.
//
// Each command runs in the kernel sandbox of Options.Sandbox (see
// internal/sandbox: writes only in the workspace and the temp dirs, no
// network, no capabilities, protected paths read-only), under a reaper
// that kills whatever it leaves behind (a warm helper of Options.Pool, or
// internal/reaper when the command starts cold), in a new process group
// with stdin on /dev/null and an environment scrubbed of secrets. A
// foreground command's whole group is
// killed when the call ends, whether the command exited, timed out or the
// context was canceled, so no process outlives the call. With
// run_in_background the command becomes a job in the agent's Jobs table
// (tool.Env.Jobs) instead: it outlives the call, its output goes to a ring
// buffer, and its group is killed when it exits, when kill_bash stops it,
// or when the table is closed.
//
// The tools hold no state between calls; Run may be called from many
// goroutines at once, and Jobs is safe for concurrent use. A foreground
// call owns two goroutines (one waiting for the process, one copying its
// output) and waits for both before returning; each background job has a
// goroutine owned by its table, which Close waits for.
package shell
