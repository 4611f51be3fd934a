package tui

import (
	"encoding/json"
	"sort"
	"strings"
)

// argSummary renders tool arguments on one short line, unescaped.
func argSummary(raw []byte) string {
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		return clip(string(raw), 80)
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		var v string
		switch x := m[k].(type) {
		case string:
			v = `"` + clip(strings.ReplaceAll(x, "\n", "⏎"), 60) + `"`
		default:
			b, _ := json.Marshal(x)
			v = clip(string(b), 60)
		}
		parts = append(parts, k+"="+v)
	}
	return strings.Join(parts, ", ")
}
