// Package plan provides present_plan, the tool that ends research in plan
// mode: it writes the plan file and hands the plan to the user for approval.
// The tool is built per session around the file it writes; it is safe for
// concurrent use (the last plan presented wins).
package plan

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"troupe/internal/tool"
	"troupe/messages"
)

// Name is the tool's name.
const Name = "present_plan"

//go:embed present_plan.md
var description string

// presentArgs are present_plan's arguments.
type presentArgs struct {
	Plan string `json:"plan" jsonschema:"required" jsonschema_description:"The plan, in Markdown"`
}

// Present returns the tool, writing plans to path.
func Present(path string) tool.Func {
	return tool.Func{
		S: tool.Spec{Name: Name, Description: description, ReadOnly: true,
			Parameters: tool.Schema[presentArgs](), Facts: tool.Facts{Kind: tool.KindSwitchMode}},
		Fn: func(_ context.Context, _ tool.Env, raw json.RawMessage) (tool.Result, error) {
			var a presentArgs
			if err := tool.DecodeArgs(raw, &a, "plan"); err != nil {
				return tool.Errorf(messages.KindInvalidInput, "%v", err), nil
			}
			if strings.TrimSpace(a.Plan) == "" {
				return tool.Errorf(messages.KindInvalidInput, "plan must not be empty"), nil
			}
			if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
				return tool.Result{}, err
			}
			if err := os.WriteFile(path, []byte(a.Plan), 0o600); err != nil {
				return tool.Result{}, err
			}
			return tool.Result{Content: fmt.Sprintf("Plan written to %s and presented to the user. Stop here: end your turn with a one-line summary and wait for approval.", path)}, nil
		},
	}
}
