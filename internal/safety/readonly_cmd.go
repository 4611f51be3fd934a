package safety

// ReadOnlyCommand reports whether every command in cmd only reads, by the
// same parsed check auto-edit mode uses to run a command unasked: a
// command that cannot be parsed, or whose name is only known at run time,
// is not read-only.
func ReadOnlyCommand(cmd string, ctx CommandContext) bool {
	return analyzeCommand(cmd, ctx).readOnly()
}
