package config

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"troupe/internal/diag"
	"troupe/internal/lazy"
)

// MCPServer is one MCP server, written as Claude Code writes it in
// .mcp.json ("mcpServers": {"name": {…}}) or under mcp_servers in a troupe
// config file. Env and header values may refer to the environment as
// ${VAR} or ${VAR:-default}; secrets belong there, not in the file.
type MCPServer struct {
	Type    string            `yaml:"type" json:"type,omitempty"` // stdio (default with command), http, sse
	Command string            `yaml:"command" json:"command,omitempty"`
	Args    []string          `yaml:"args" json:"args,omitempty"`
	Env     map[string]string `yaml:"env" json:"env,omitempty"`
	URL     string            `yaml:"url" json:"url,omitempty"`
	Headers map[string]string `yaml:"headers" json:"headers,omitempty"`
	// Network: a stdio server runs in the commands' kernel sandbox, with
	// the network unless this is false.
	Network *bool `yaml:"network" json:"network,omitempty"`
	// Timeout bounds each tool call of this server (milliseconds or a
	// duration); 0: mcp_call_timeout.
	Timeout MCPTimeout `yaml:"timeout" json:"timeout,omitempty"`
	// OAuth configures the authorization of a remote server that asks
	// for it (see mcp.OAuth); nil: discovered and registered on its own.
	OAuth  *MCPOAuth `yaml:"oauth" json:"oauth,omitempty"`
	Source string    `yaml:"-" json:"-"` // the file it came from
}

// Transport is the server's transport: stdio, http or sse.
func (s MCPServer) Transport() string {
	switch {
	case s.Type != "":
		return s.Type
	case s.URL != "":
		return "http"
	default:
		return "stdio"
	}
}

// Validate reports what is wrong with the server's settings.
func (s MCPServer) Validate() error {
	switch s.Transport() {
	case "stdio":
		if s.Command == "" {
			return errors.New("command is missing")
		}
	case "http", "streamable-http", "sse":
		if s.URL == "" {
			return errors.New("url is missing")
		}
	case "sdk": // hosted in the Agent SDK's process, reached over its control protocol
	default:
		return fmt.Errorf("type must be stdio, http or sse, not %q", s.Type)
	}
	return nil
}

var mcpServerName = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z0-9_-]+$`) }}

// ValidMCPName reports whether name can name a server (it becomes part of
// tool names mcp__<server>__<tool>).
func ValidMCPName(name string) bool {
	return mcpServerName.Get().MatchString(name) && !strings.Contains(name, "__")
}

// MCPPaths returns the .mcp.json files read for a workspace, lowest
// precedence first: the user's ($XDG_CONFIG_HOME/troupe/mcp.json), then the
// project's .mcp.json. Servers under mcp_servers in the troupe config rank
// between the two.
func MCPPaths(getenv func(string) string, workspace string) (user, project string) {
	if d := getenv("XDG_CONFIG_HOME"); d != "" {
		user = filepath.Join(d, "troupe", "mcp.json")
	} else if h := getenv("HOME"); h != "" {
		user = filepath.Join(h, ".config", "troupe", "mcp.json")
	}
	if workspace != "" {
		project = filepath.Join(workspace, ".mcp.json")
	}
	return user, project
}

// ReadMCPFile reads the servers of one .mcp.json file; a missing file has
// none. A malformed file, or any server in it that cannot be used, is an
// error naming the file and the line (for a file named on the command
// line; LoadMCP skips such servers instead).
func ReadMCPFile(path string) (map[string]MCPServer, error) {
	var r diag.Report
	out, err := readMCP(path, &r)
	if err != nil {
		return nil, err
	}
	if p := r.Problems(); len(p) > 0 {
		e := p[0]
		name := ""
		if e.Name != "" {
			name = "server " + e.Name + ": "
		}
		return nil, fmt.Errorf("mcp config %s: line %d: %s%s", path, e.Line, name, e.Why)
	}
	return out, nil
}

// readMCP reads the servers of one .mcp.json file, recording each in r; a
// file that is not JSON, a server with a bad name or bad settings is
// skipped. The error is for a file that exists and cannot be read.
func readMCP(path string, r *diag.Report) (map[string]MCPServer, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) || path == "" {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("mcp config: %w", err)
	}
	var f struct {
		MCPServers map[string]json.RawMessage `json:"mcpServers"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		r.Skip(diag.MCP, "", path, diag.JSONLine(data, err), "not valid JSON, no server in it is used: %v", err)
		return nil, nil
	}
	out := map[string]MCPServer{}
	for name, raw := range f.MCPServers {
		line := 1 + bytes.Count(data[:max(0, bytes.Index(data, []byte(`"`+name+`"`)))], []byte("\n"))
		var s MCPServer
		if err := json.Unmarshal(raw, &s); err != nil {
			r.Skip(diag.MCP, name, path, line, "%v", err)
			continue
		}
		if !ValidMCPName(name) {
			r.Skip(diag.MCP, name, path, line, "server name %q: use letters, digits, - and _ (no __)", name)
			continue
		}
		if err := s.Validate(); err != nil {
			r.Skip(diag.MCP, name, path, line, "server %s: %v", name, err)
			continue
		}
		s.Source = path
		out[name] = s
		r.Load(diag.MCP, name, path)
	}
	return out, nil
}

// jsonErrorLine adds the line of a JSON syntax or type error.
func jsonErrorLine(data []byte, err error) error {
	if line := diag.JSONLine(data, err); line > 0 {
		return fmt.Errorf("line %d: %w", line, err)
	}
	return err
}

// LoadMCP returns every configured MCP server: the user's mcp.json, then
// c's mcp_servers, then the project's .mcp.json (a later one of the same
// name wins); the project's only if c.ProjectTrusted. A server in a
// .mcp.json file that cannot be used is skipped
// and recorded in r (which may be nil); troupe's own config (mcp_servers)
// stays strict.
func LoadMCP(getenv func(string) string, workspace string, c Config, r *diag.Report) (map[string]MCPServer, error) {
	user, project := MCPPaths(getenv, workspace)
	out := map[string]MCPServer{}
	u, err := readMCP(user, r)
	if err != nil {
		return nil, err
	}
	for n, s := range u {
		out[n] = s
	}
	for n, s := range c.MCPServers {
		if !ValidMCPName(n) {
			return nil, fmt.Errorf("config: mcp_servers: server name %q: use letters, digits, - and _ (no __)", n)
		}
		if err := s.Validate(); err != nil {
			return nil, fmt.Errorf("config: mcp_servers.%s: %w", n, err)
		}
		s.Source = "config (mcp_servers)"
		out[n] = s
		r.Load(diag.MCP, n, s.Source)
	}
	if !c.ProjectTrusted {
		skipUntrusted(project, r)
		return out, nil
	}
	p, err := readMCP(project, r)
	if err != nil {
		return nil, err
	}
	for n, s := range p {
		out[n] = s
	}
	return out, nil
}

// WriteMCPServer adds (s != nil) or removes (s == nil) a server in the
// .mcp.json file at path, keeping the file's other keys, and reports
// whether it changed anything. The file is replaced atomically.
func WriteMCPServer(path, name string, s *MCPServer) (bool, error) {
	doc := map[string]json.RawMessage{}
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return false, fmt.Errorf("mcp config: %w", err)
	default:
		if err := json.Unmarshal(data, &doc); err != nil {
			return false, fmt.Errorf("mcp config %s: %w", path, jsonErrorLine(data, err))
		}
	}
	servers := map[string]json.RawMessage{}
	if raw, ok := doc["mcpServers"]; ok {
		if err := json.Unmarshal(raw, &servers); err != nil {
			return false, fmt.Errorf("mcp config %s: mcpServers: %w", path, err)
		}
	}
	if s == nil {
		if _, ok := servers[name]; !ok {
			return false, nil
		}
		delete(servers, name)
	} else {
		raw, err := json.Marshal(s)
		if err != nil {
			return false, err
		}
		servers[name] = raw
	}
	if doc["mcpServers"], err = json.Marshal(servers); err != nil {
		return false, err
	}
	out, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return false, err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return false, fmt.Errorf("mcp config: %w", err)
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, append(out, '\n'), 0o644); err != nil {
		return false, fmt.Errorf("mcp config: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return false, fmt.Errorf("mcp config: %w", err)
	}
	return true, nil
}
