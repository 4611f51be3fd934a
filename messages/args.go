package messages

import (
	"bytes"
	"encoding/json"
)

// invalidKey marks arguments that were not valid JSON when a model produced
// them; they travel as {"$invalid_json": "<text>"} and decode back to the
// text, byte for byte.
const invalidKey = "$invalid_json"

// Args is the raw JSON text a model produced as a tool call's arguments. It
// may be malformed — the tool layer reports that to the model quoting the
// text — so it marshals as itself when valid and wrapped otherwise, and
// round-trips either way.
type Args []byte

// MarshalJSON implements json.Marshaler.
func (a Args) MarshalJSON() ([]byte, error) {
	if len(bytes.TrimSpace(a)) == 0 {
		return []byte("{}"), nil
	}
	if json.Valid(a) {
		return compact(a), nil
	}
	return json.Marshal(map[string]string{invalidKey: string(a)})
}

// UnmarshalJSON implements json.Unmarshaler.
func (a *Args) UnmarshalJSON(data []byte) error {
	if bytes.Contains(data, []byte(invalidKey)) {
		var w map[string]string
		if err := json.Unmarshal(data, &w); err == nil && len(w) == 1 {
			if raw, ok := w[invalidKey]; ok {
				*a = Args(raw)
				return nil
			}
		}
	}
	*a = append((*a)[:0], data...)
	return nil
}

// compact returns valid JSON without insignificant whitespace, so the bytes
// stored equal the bytes read back.
func compact(a []byte) []byte {
	var b bytes.Buffer
	if err := json.Compact(&b, a); err != nil {
		return a
	}
	return b.Bytes()
}
