package supervisor

import (
	"context"

	"troupe/actors/agent"
	"troupe/internal/hooks"
	"troupe/internal/prompt"
)

// instructionsLoaded runs the InstructionsLoaded hooks for every
// instructions file the session's system prompt was built from (the
// user's, the project's and the local CLAUDE.md, and what they @import),
// in the order they were read, as Claude Code does at a session's start.
// The files are listed again here, only when such hooks exist.
func (x *Session) instructionsLoaded(ctx context.Context) {
	if x.ext == nil || !x.ext.hooks.Has(hooks.InstructionsLoaded) {
		return
	}
	s := x.s
	set, _ := prompt.LoadAll(prompt.LoadOptions{Workspace: s.ws.Root(), Home: s.getenv("HOME"), ProjectTrusted: s.projectTrusted()})
	for _, l := range set.Loaded {
		x.hookNotices(x.ext.hooks.Instructions(ctx, agent.Main, l.File, l.Type, l.Reason, l.Parent, ""))
	}
}

// Expanded runs the UserPromptExpansion hooks for a command that expanded
// into text (slash.Expander): kind is slash_command or mcp_prompt. It
// returns the prompt to send, with what the hooks added for the model, or
// blocked with the reason for the person.
func (x *Session) Expanded(ctx context.Context, kind, name, args, source, text string) (out string, blocked bool, reason string) {
	if x.ext == nil || !x.ext.hooks.Has(hooks.UserPromptExpansion) {
		return text, false, ""
	}
	o := x.ext.hooks.Expansion(ctx, agent.Main, kind, name, args, source, text)
	x.hookNotices(o)
	if o.Block || o.Stop {
		reason = o.Reason
		if o.Stop && o.StopReason != "" {
			reason = o.StopReason
		}
		return "", true, reason
	}
	return withContext(text, o.Context), false, ""
}
