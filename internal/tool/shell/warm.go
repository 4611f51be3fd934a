package shell

// Warm starts, through o.Pool, the sandbox helper the next command in dir
// will be handed to, and returns once it waits (or why it could not start).
// An owner calls it in a goroutine it waits for, when a session opens, so
// the session's first command does not wait for a helper to start; the pool
// itself starts each next one as a command is handed over. Without a pool
// or a sandbox it does nothing.
func (o Options) Warm(dir string) error {
	if o.Pool == nil || !o.Sandbox.Enabled() {
		return nil
	}
	pol := o.Sandbox.Within(dir, o.Home)
	pol.Reap = true // as start builds it: the same helpers
	return o.Pool.Warm(pol)
}
