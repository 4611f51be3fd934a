package hooks

import (
	"context"
	"encoding/json"

	"troupe/internal/tool"
)

// More events troupe raises, with Claude Code's payloads. SubagentStart,
// SubagentStop, PreCompact (automatic), Notification and
// PermissionRequest are raised as troupe sees them happen, beside the
// work (see supervisor): their hooks observe; a PermissionRequest hook may
// answer the approval it was raised for. A manual /compact runs
// PreCompact before compacting.
const (
	SubagentStart     = "SubagentStart"
	PreCompact        = "PreCompact"
	Notification      = "Notification"
	PermissionRequest = "PermissionRequest"
)

// SubagentStarted runs the SubagentStart hooks (matcher: the agent type).
func (r *Runner) SubagentStarted(ctx context.Context, id, typ string) Outcome {
	return r.run(ctx, id, Input{Event: SubagentStart, AgentID: id, AgentType: typ}, typ)
}

// SubagentStopped runs the SubagentStop hooks when a subagent's work ends.
func (r *Runner) SubagentStopped(ctx context.Context, id, typ string) Outcome {
	f := false
	return r.run(ctx, id, Input{Event: SubagentStop, AgentID: id, AgentType: typ, StopHookActive: &f}, typ)
}

// Compacting runs the PreCompact hooks; trigger is manual or auto.
func (r *Runner) Compacting(ctx context.Context, agent, trigger, instructions string) Outcome {
	return r.run(ctx, agent, Input{Event: PreCompact, Trigger: trigger, CustomInstructions: &instructions}, trigger)
}

// Notify runs the Notification hooks; kind is Claude Code's
// notification_type (permission_prompt, idle_prompt, …).
func (r *Runner) Notify(ctx context.Context, agent, message, kind string) Outcome {
	return r.run(ctx, agent, Input{Event: Notification, Message: message, NotificationType: kind}, kind)
}

// Permission runs the PermissionRequest hooks for a tool call troupe asks
// the user about. Outcome.Permission is "allow" or "deny" when a hook
// decided (hookSpecificOutput.decision.behavior), Reason its message.
func (r *Runner) Permission(ctx context.Context, agent, toolName string, input json.RawMessage) Outcome {
	in := Input{Event: PermissionRequest, ToolName: tool.ClaudeName(toolName), ToolInput: input}
	return r.run(ctx, agent, in, toolName, tool.ClaudeName(toolName))
}
