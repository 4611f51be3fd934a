package supervisor

// warmSandbox starts, in a goroutine the supervisor owns, the sandbox
// helper the first command in the workspace will be handed to, so a
// session's first bash call does not wait for a helper to start (issue 23:
// the helper is ready before the model's answer). It is a no-op without a
// sandbox; an error only means the first command starts its own helper.
func (s *Supervisor) warmSandbox() {
	o, root := ShellOptions(s.cfg, s.store.Root(), s.pool), s.ws.Root()
	_ = s.jobs.Go("warm sandbox", func() { _ = o.Warm(root) }) // refused only while closing
}
