package fs

import (
	"encoding/json"

	"troupe/internal/tool"
)

// decodeArgs is tool.DecodeArgs with its problems as model-facing failures.
func decodeArgs(raw json.RawMessage, dst any, required ...string) error {
	if err := tool.DecodeArgs(raw, dst, required...); err != nil {
		return invalid("%s", err.Error())
	}
	return nil
}
