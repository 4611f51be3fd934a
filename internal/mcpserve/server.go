// Package mcpserve offers troupe as an MCP server (troupe mcp serve), as
// `claude mcp serve` and `codex mcp-server` offer theirs: a `task` tool
// that hands a piece of work to a troupe session (its subagents placed as
// troupe is configured: on its workers when placement is remote) and
// answers with the result and what changed, and troupe's own tools —
// files, search, shell — each call under troupe's approval gate.
//
// The transports are the MCP Go SDK's: stdio, and streamable HTTP. The
// server holds no state of its own beyond its Tools and Tasks, which must
// be safe for concurrent use: the SDK runs calls concurrently.
package mcpserve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"troupe/internal/checkpoint"
	"troupe/internal/tool"
)

// Tools runs troupe's own tools under its gate.
type Tools interface {
	Specs() []tool.Spec
	Run(ctx context.Context, name string, args json.RawMessage) (tool.Result, error)
}

// Tasks runs a task: one prompt in a new troupe session.
type Tasks interface {
	Task(ctx context.Context, prompt string) (TaskResult, error)
}

// TaskResult is what a task did.
type TaskResult struct {
	Answer  string `json:"answer"`
	Session string `json:"session_id"`
	Subtype string `json:"subtype"` // success, error_max_turns, error_during_execution
	IsError bool   `json:"is_error"`
	Error   string `json:"error,omitempty"`
	// Files are the workspace-relative paths that differ after the task,
	// whatever changed them (file tools, commands, subagents on workers);
	// Changes says how each changed and Diff is the unified diff (capped:
	// DiffClipped). Changes made by others in the workspace while the task
	// ran count too.
	Files        []string            `json:"files_changed"`
	Changes      []checkpoint.Change `json:"changes"`
	Diff         string              `json:"diff,omitempty"`
	DiffClipped  bool                `json:"diff_clipped,omitempty"`
	ChangesError string              `json:"changes_error,omitempty"` // why the changes could not be listed
	Commands     []string            `json:"commands_run"`            // shell commands it ran
	Turns        int                 `json:"num_turns"`               // model calls
	CostUSD      float64             `json:"total_cost_usd"`
}

// Options configure a server.
type Options struct {
	Tools   Tools
	Tasks   Tasks
	Version string
}

const taskSchema = `{
  "type": "object",
  "properties": {
    "prompt": {"type": "string", "description": "The task, as you would give it to a colleague: what to do, where, and what to report back."},
    "description": {"type": "string", "description": "A few words naming the task (for logs)."}
  },
  "required": ["prompt"]
}`

const taskDoc = `Hand a task to troupe, a coding agent working in this workspace: it runs the task to the end in a session of its own (with its own subagents, on its workers when so configured) and answers with its result, the files it changed (with their diff) and the commands it ran. Calls troupe's gate would ask about are refused unless the server was started with a more permissive --approval.`

// NewServer builds the MCP server.
func NewServer(o Options) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "troupe", Version: o.Version}, nil)
	if o.Tasks != nil {
		s.AddTool(&mcp.Tool{Name: "task", Description: taskDoc, InputSchema: json.RawMessage(taskSchema)},
			func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				var in struct {
					Prompt string `json:"prompt"`
				}
				if err := json.Unmarshal(req.Params.Arguments, &in); err != nil || strings.TrimSpace(in.Prompt) == "" {
					return errorResult("task needs a prompt (a non-empty string)"), nil
				}
				r, err := o.Tasks.Task(ctx, in.Prompt)
				if err != nil {
					return errorResult("task failed: " + err.Error()), nil
				}
				return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: summary(r)}}, StructuredContent: r, IsError: r.IsError}, nil
			})
	}
	if o.Tools != nil {
		for _, spec := range o.Tools.Specs() {
			name := spec.Name
			schema := spec.Parameters
			if len(schema) == 0 {
				schema = json.RawMessage(`{"type":"object"}`)
			}
			t := &mcp.Tool{Name: name, Description: spec.Description, InputSchema: schema}
			if spec.ReadOnly {
				t.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: true}
			}
			s.AddTool(t, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				res, err := o.Tools.Run(ctx, name, req.Params.Arguments)
				if err != nil {
					return errorResult(err.Error()), nil
				}
				return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: res.Content}}, IsError: res.IsError}, nil
			})
		}
	}
	return s
}

func errorResult(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: msg}}, IsError: true}
}

// summary is a task's result as text: the answer, then what changed.
func summary(r TaskResult) string {
	var b strings.Builder
	b.WriteString(strings.TrimSpace(r.Answer))
	if r.Error != "" {
		fmt.Fprintf(&b, "\n\n[%s] %s", r.Subtype, r.Error)
	}
	switch {
	case len(r.Changes) > 0:
		b.WriteString("\n\nFiles changed:\n")
		for _, c := range r.Changes {
			b.WriteString("- " + c.Path + " (" + c.Status + ")\n")
		}
		if r.Diff != "" {
			b.WriteString("\n```diff\n" + r.Diff + "```\n")
			if r.DiffClipped {
				b.WriteString("(diff clipped; the whole of it is in the workspace)\n")
			}
		}
	case r.ChangesError != "":
		b.WriteString("\n\nWhat changed is not known: " + r.ChangesError)
	default:
		b.WriteString("\n\nNo files changed.")
	}
	if len(r.Commands) > 0 {
		b.WriteString("\nCommands run:\n")
		for _, c := range r.Commands {
			b.WriteString("- " + c + "\n")
		}
	}
	fmt.Fprintf(&b, "\n(troupe session %s · %d model calls · $%.4f)", r.Session, r.Turns, r.CostUSD)
	return b.String()
}

// ErrNotLoopback refuses an HTTP address others could reach.
var ErrNotLoopback = errors.New("mcpserve: the HTTP transport listens on loopback only (127.0.0.1, ::1, localhost)")
