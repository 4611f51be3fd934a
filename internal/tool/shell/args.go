package shell

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"troupe/internal/tool"
)

type bashArgs struct {
	Command     string `json:"command" jsonschema:"required" jsonschema_description:"The command to run with bash -c in the workspace root."`
	Timeout     *int64 `json:"timeout" jsonschema:"minimum=1"` // milliseconds; maximum and description from the options (Bash)
	Description string `json:"description" jsonschema_description:"What the command does, in 5-10 words, e.g. \"Run the unit tests\"."`
	Background  bool   `json:"run_in_background" jsonschema:"default=false" jsonschema_description:"Start the command as a background job and return at once with its id; read its output with bash_output and stop it with kill_bash. For servers, watchers and other long-running commands."`
	// Network asks for network access; the gate grants it (tool.WithNetwork).
	Network bool `json:"network" jsonschema:"default=false" jsonschema_description:"Run this one command with network access (the sandbox keeps the network off); the user is asked to approve."`
}

// decodeArgs parses the bash tool's arguments. The error it returns is the
// text of a model-facing invalid-input result.
func decodeArgs(raw json.RawMessage) (bashArgs, error) {
	var a bashArgs
	if err := tool.DecodeArgs(raw, &a, "command"); err != nil {
		var te *tool.ArgsError
		if errors.As(err, &te) && strings.Contains(te.Msg, `"timeout" must be`) {
			return a, errors.New(strings.Replace(te.Msg, "an integer", "an integer (milliseconds)", 1))
		}
		return a, err
	}
	if len(bytes.TrimSpace([]byte(a.Command))) == 0 {
		return a, errors.New("command must not be empty")
	}
	if a.Timeout != nil && *a.Timeout <= 0 {
		return a, fmt.Errorf("timeout must be a positive number of milliseconds, got %d", *a.Timeout)
	}
	return a, nil
}
