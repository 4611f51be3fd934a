package mcp

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/tool"
)

func TestPathArgs(t *testing.T) {
	tests := []struct {
		name, schema string
		want         []tool.PathArg
	}{
		{"move_file", `{"type":"object","properties":{"source":{"type":"string"},"destination":{"type":"string"}}}`,
			[]tool.PathArg{{Name: "destination", Write: true}, {Name: "source", Write: true}}},
		{"by description", `{"properties":{"where":{"type":"string","description":"Directory to list"},"q":{"type":"string"}}}`,
			[]tool.PathArg{{Name: "where", Write: true}}},
		{"by suffix and format", `{"properties":{"config_path":{},"logo":{"format":"uri"},"sql":{}}}`,
			[]tool.PathArg{{Name: "config_path", Write: true}, {Name: "logo", Write: true}}},
		{"none", `{"properties":{"query":{"type":"string"}}}`, nil},
		{"not a schema", `[]`, nil},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, pathArgs(json.RawMessage(tt.schema))); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
}
