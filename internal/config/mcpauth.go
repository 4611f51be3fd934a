package config

import (
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"gopkg.in/yaml.v3"
)

// MCPOAuth is a remote server's "oauth" entry, as Claude Code writes it in
// .mcp.json: a client registered beforehand (for servers without dynamic
// client registration), a fixed callback port (the redirect URI is then
// http://localhost:PORT/callback) and the scopes to ask for.
type MCPOAuth struct {
	ClientID string `yaml:"client_id" json:"clientId,omitempty"`
	// ClientSecret may refer to the environment (${VAR}); it is never
	// written back.
	ClientSecret string `yaml:"client_secret" json:"clientSecret,omitempty"`
	CallbackPort int    `yaml:"callback_port" json:"callbackPort,omitempty"`
	Scopes       string `yaml:"scopes" json:"scopes,omitempty"` // space-separated
	// AuthServerMetadataURL, when set, is where the login reads the
	// authorization server's metadata (RFC 8414) instead of discovering it.
	AuthServerMetadataURL string `yaml:"auth_server_metadata_url" json:"authServerMetadataUrl,omitempty"`
}

// MCPTimeout bounds one tool call of a server: a number of milliseconds
// (as Claude Code's MCP_TOOL_TIMEOUT) or a duration such as "90s".
type MCPTimeout time.Duration

// D returns the timeout (0: not set).
func (t MCPTimeout) D() time.Duration { return time.Duration(t) }

func parseMCPTimeout(s string) (MCPTimeout, error) {
	if ms, err := strconv.ParseFloat(s, 64); err == nil {
		if ms < 0 {
			return 0, fmt.Errorf("timeout %q is negative", s)
		}
		return MCPTimeout(time.Duration(ms * float64(time.Millisecond))), nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("timeout %q: want milliseconds (e.g. 90000) or a duration (e.g. 90s)", s)
	}
	return MCPTimeout(d), nil
}

// UnmarshalJSON reads a number of milliseconds or a duration string.
func (t *MCPTimeout) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		s = string(b)
	}
	v, err := parseMCPTimeout(s)
	if err != nil {
		return err
	}
	*t = v
	return nil
}

// MarshalJSON writes milliseconds, as Claude Code does.
func (t MCPTimeout) MarshalJSON() ([]byte, error) {
	return []byte(strconv.FormatInt(time.Duration(t).Milliseconds(), 10)), nil
}

// UnmarshalYAML reads a number of milliseconds or a duration string.
func (t *MCPTimeout) UnmarshalYAML(n *yaml.Node) error {
	v, err := parseMCPTimeout(n.Value)
	if err != nil {
		return fmt.Errorf("line %d: %w", n.Line, err)
	}
	*t = v
	return nil
}

// MarshalYAML writes the timeout as a duration string.
func (t MCPTimeout) MarshalYAML() (any, error) { return time.Duration(t).String(), nil }
