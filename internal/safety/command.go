package safety

// Command is a bash command parsed once, for everything that must know
// what it runs: the policy's decision, the prefixes an "allow for this
// session" answer grants, whether it discards uncommitted work. The gate
// parses a call's command with [Policy.ParseCommand] and hands the result
// on with its decision, so a call's command is parsed once.
type Command struct {
	text string
	ctx  CommandContext
	an   *analysis
}

// ParseCommand parses the command of r in the context p decides in.
func (p *Policy) ParseCommand(r Request) *Command {
	ctx := CommandContext{Workspace: r.Workspace, Home: r.Home, ProtectedBranches: p.ProtectedBranches,
		Branch: r.Branch, TempDirs: p.TempDirs, Env: p.Env}
	return ParseCommand(r.Command, ctx)
}

// ParseCommand parses cmd in ctx.
func ParseCommand(cmd string, ctx CommandContext) *Command {
	return &Command{text: cmd, ctx: ctx, an: analyzeCommand(cmd, ctx)}
}

// Text returns the command as written.
func (c *Command) Text() string { return c.text }

// Decision is layer 3's verdict on the command (see [AnalyzeCommand]).
func (c *Command) Decision() Decision { return c.an.d }

// Prefixes is [PrefixesOf] of the command.
func (c *Command) Prefixes() ([][]string, error) { return prefixesOf(c.an) }

// DiscardsWork is [DiscardsWork] of the command.
func (c *Command) DiscardsWork() (bool, string) { return discardsWork(c.an) }

// ReadOnly reports whether every command in it only reads (auto-edit
// mode's parsed check).
func (c *Command) ReadOnly() bool { return c.an.readOnly() }

// Network is [NeedsNetwork] of the command.
func (c *Command) Network() (string, bool) {
	what := c.an.network()
	return what, what != ""
}

// analysisFor returns the analysis of r's command: r.Parsed's when it is
// of that command, else a new one (nil without a command).
func (p *Policy) analysisFor(r Request) *analysis {
	switch {
	case r.Command == "":
		return nil
	case r.Parsed != nil && r.Parsed.text == r.Command:
		return r.Parsed.an
	}
	return p.ParseCommand(r).an
}
