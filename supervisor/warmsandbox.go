package supervisor

// warmSandbox starts, once per instance and in a goroutine the supervisor
// owns, the sandbox helper the first command in the workspace will be
// handed to, so a session's first bash call does not wait for a helper to
// start (issue 23: the helper is ready before the model's answer). It is a
// no-op without a sandbox; an error only means the first command starts
// its own helper.
//
// It is called when a session's first model request is on the bus, not at
// Start: a helper's start (a fork, an exec, namespaces, Landlock) is CPU
// the path to the first model request would otherwise share — on two busy
// cores time to first request was 1.9× that with the sandbox off — and the
// model's answer takes longer than the start. A command that comes before
// the helper waits is handed to it as soon as it waits (Pool.take).
func (s *Supervisor) warmSandbox() {
	s.warm.Do(func() {
		o, root := ShellOptions(s.cfg, s.store.Root(), s.pool), s.ws.Root()
		_ = s.jobs.Go("warm sandbox", func() { _ = o.Warm(root) }) // refused only while closing
	})
}
