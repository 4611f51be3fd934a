package prompt

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"slices"
	"strings"

	"troupe/messages"
)

// Prefix returns the bytes a provider's prompt cache keys on before the
// conversation: the system prompt and the tool schemas, in the order they
// are sent. Two calls whose Prefix differs cannot share a cache entry, so
// an agent's Prefix must not change between its calls.
func Prefix(system string, tools []messages.ToolSpec) []byte {
	out, err := json.Marshal(struct {
		System string              `json:"system"`
		Tools  []messages.ToolSpec `json:"tools"`
	}{system, tools})
	if err != nil {
		// Only a tool with invalid JSON parameters gets here; keep the
		// prefix comparable anyway by falling back to the raw text.
		var b strings.Builder
		b.WriteString(system)
		for _, t := range tools {
			b.WriteString("\x00" + t.Name + "\x00" + t.Description + "\x00" + string(t.Parameters))
		}
		return []byte(b.String())
	}
	return out
}

// PrefixHash is the SHA-256 of Prefix, in hex: cheap to log per call and
// compare.
func PrefixHash(system string, tools []messages.ToolSpec) string {
	sum := sha256.Sum256(Prefix(system, tools))
	return hex.EncodeToString(sum[:])
}

// SortTools returns the specs ordered by name, the stable order to send
// them in.
func SortTools(tools []messages.ToolSpec) []messages.ToolSpec {
	out := slices.Clone(tools)
	slices.SortStableFunc(out, func(a, b messages.ToolSpec) int { return strings.Compare(a.Name, b.Name) })
	return out
}
