package shell

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// maxQuoted bounds how much of a malformed argument string is quoted back.
const maxQuoted = 500

type bashArgs struct {
	Command     string `json:"command"`
	Timeout     *int64 `json:"timeout"` // milliseconds
	Description string `json:"description"`
}

// decodeArgs parses the bash tool's arguments. The error it returns is the
// text of a model-facing invalid-input result.
func decodeArgs(raw json.RawMessage) (bashArgs, error) {
	var a bashArgs
	if len(bytes.TrimSpace(raw)) == 0 {
		raw = json.RawMessage("{}")
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		if !json.Valid(raw) {
			return a, fmt.Errorf("arguments are not valid JSON (%v); received: %s", err, quoteRaw(raw))
		}
		return a, fmt.Errorf("arguments must be a JSON object; received: %s", quoteRaw(raw))
	}
	if v, ok := fields["command"]; !ok || string(v) == "null" {
		return a, errors.New(`missing required argument "command"`)
	}
	if err := json.Unmarshal(raw, &a); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			want := map[string]string{"command": "a string", "timeout": "an integer (milliseconds)", "description": "a string"}[te.Field]
			return a, fmt.Errorf("argument %q must be %s, got %s", te.Field, want, te.Value)
		}
		return a, fmt.Errorf("invalid arguments: %w", err)
	}
	if len(bytes.TrimSpace([]byte(a.Command))) == 0 {
		return a, errors.New("command must not be empty")
	}
	if a.Timeout != nil && *a.Timeout <= 0 {
		return a, fmt.Errorf("timeout must be a positive number of milliseconds, got %d", *a.Timeout)
	}
	return a, nil
}

// quoteRaw returns raw for quoting in a message, shortened if long.
func quoteRaw(raw []byte) string {
	if len(raw) <= maxQuoted {
		return string(raw)
	}
	return string(bytes.ToValidUTF8(raw[:maxQuoted], nil)) + "…"
}
