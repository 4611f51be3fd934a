package config

import (
	"encoding/json"
	"testing"
	"time"

	"gopkg.in/yaml.v3"
)

// TestMCPTimeout: a server's timeout is milliseconds (Claude Code's unit)
// or a duration, in .mcp.json and in troupe's YAML; garbage is an error.
func TestMCPTimeout(t *testing.T) {
	tests := []struct {
		json, yaml string
		want       time.Duration
		bad        bool
	}{
		{json: `{"timeout": 90000}`, want: 90 * time.Second},
		{json: `{"timeout": "90s"}`, want: 90 * time.Second},
		{json: `{"timeout": -1}`, bad: true},
		{json: `{"timeout": "soon"}`, bad: true},
		{yaml: "timeout: 2m", want: 2 * time.Minute},
		{yaml: "timeout: 1500", want: 1500 * time.Millisecond},
		{yaml: "timeout: later", bad: true},
	}
	for _, tt := range tests {
		var s MCPServer
		var err error
		if tt.json != "" {
			err = json.Unmarshal([]byte(tt.json), &s)
		} else {
			err = yaml.Unmarshal([]byte(tt.yaml), &s)
		}
		if (err != nil) != tt.bad || (!tt.bad && s.Timeout.D() != tt.want) {
			t.Errorf("%s%s: %v, err %v; want %v (error: %v)", tt.json, tt.yaml, s.Timeout.D(), err, tt.want, tt.bad)
		}
	}
	b, _ := json.Marshal(MCPServer{URL: "http://x", Timeout: MCPTimeout(90 * time.Second)})
	if string(b) != `{"url":"http://x","timeout":90000}` {
		t.Errorf("written as %s", b)
	}
}
