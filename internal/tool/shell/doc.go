// Package shell provides the bash tool, which runs a shell command in the
// workspace root.
//
// Each call runs its command in a new process group with stdin on /dev/null
// and a scrubbed environment. When the call ends, whether the command
// exited, timed out or the context was canceled, the whole group is killed,
// so no background process outlives the call. The tool holds no state
// between calls; Run may be called from many goroutines at once. Each call
// owns two goroutines (one waiting for the process, one copying its output)
// and waits for both before returning.
package shell
