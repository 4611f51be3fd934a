package mcp_test

import (
	"testing"

	"troupe/internal/mcp"
)

func TestExpand(t *testing.T) {
	env := map[string]string{"API_KEY": "k1", "EMPTY": ""}
	getenv := func(k string) string { return env[k] }
	tests := []struct{ in, want string }{
		{"Bearer ${API_KEY}", "Bearer k1"},
		{"${API_BASE_URL:-https://api.example.com}/mcp", "https://api.example.com/mcp"},
		{"${EMPTY:-fallback}", "fallback"},
		{"${MISSING}", ""},
		{"$API_KEY stays", "$API_KEY stays"},
		{"${API_KEY:-unused}", "k1"},
	}
	for _, tt := range tests {
		if got := mcp.Expand(tt.in, getenv); got != tt.want {
			t.Errorf("Expand(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
