package hooks

import (
	"context"
	"encoding/json"

	"troupe/internal/tool"
	"troupe/messages"
)

// Three more events Claude Code raises, with its payloads:
// InstructionsLoaded when an instructions file (CLAUDE.md, AGENTS.md,
// CLAUDE.local.md, or a file they @import) is read at the session's
// start (observe only); PostToolBatch once after every call of a batch
// has a result, before the next model call (additionalContext goes to the
// model, a block's reason too, continue=false ends the turn);
// UserPromptExpansion when a custom command or an MCP prompt expands into
// a prompt, before it is sent (a block stops it, with the reason for the
// person; additionalContext or plain stdout goes with the prompt).
const (
	InstructionsLoaded  = "InstructionsLoaded"
	PostToolBatch       = "PostToolBatch"
	UserPromptExpansion = "UserPromptExpansion"
)

// BatchCall is one call of a PostToolBatch event.
type BatchCall struct {
	ToolName     string          `json:"tool_name"`
	ToolInput    json.RawMessage `json:"tool_input"`
	ToolUseID    string          `json:"tool_use_id"`
	ToolResponse any             `json:"tool_response,omitempty"`
}

// Instructions runs the InstructionsLoaded hooks for one file read (the
// matcher is the load reason: session_start, include, or
// nested_traversal for a subdirectory's file read when a tool first
// touched that directory); parent is the file that imported it, trigger
// the file a tool touched ("" for none).
func (r *Runner) Instructions(ctx context.Context, agent, file, memoryType, reason, parent, trigger string) Outcome {
	in := Input{Event: InstructionsLoaded, FilePath: file, MemoryType: memoryType, LoadReason: reason, ParentFilePath: parent, TriggerFilePath: trigger}
	return r.run(ctx, agent, in, reason)
}

// Batch runs the PostToolBatch hooks once a batch of agent's calls all
// have results (in call order). A call that failed has no
// tool_response, as in Claude Code.
func (r *Runner) Batch(ctx context.Context, agent string, calls []messages.ToolCall, results []messages.ToolResult) Outcome {
	in := Input{Event: PostToolBatch}
	for i, c := range calls {
		bc := BatchCall{ToolName: tool.ClaudeName(c.Name), ToolInput: json.RawMessage(c.Arguments), ToolUseID: c.ID}
		if len(bc.ToolInput) == 0 || !json.Valid(bc.ToolInput) {
			bc.ToolInput = json.RawMessage("{}")
		}
		if i < len(results) && !results[i].IsError {
			bc.ToolResponse = claudeResponse(c, results[i].Content)
		}
		in.ToolCalls = append(in.ToolCalls, bc)
	}
	return r.run(ctx, agent, in)
}

// Expansion runs the UserPromptExpansion hooks (the matcher is the
// command's name) for a command that expanded into prompt; kind is
// slash_command or mcp_prompt, source where the command comes from.
func (r *Runner) Expansion(ctx context.Context, agent, kind, name, args, source, prompt string) Outcome {
	in := Input{Event: UserPromptExpansion, ExpansionType: kind, CommandName: name, CommandArgs: &args, CommandSource: source, Prompt: prompt}
	return r.run(ctx, agent, in, name)
}
