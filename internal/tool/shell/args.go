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
	Command     string `json:"command"`
	Timeout     *int64 `json:"timeout"` // milliseconds
	Description string `json:"description"`
	Background  bool   `json:"run_in_background"`
	Network     bool   `json:"network"` // asks for network access; the gate grants it (tool.WithNetwork)
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
