package mcp

import (
	"encoding/json"
	"sort"
	"strings"

	"troupe/internal/lazy"
	"troupe/internal/tool"
)

// pathNames are argument names that hold paths in MCP servers' tools.
var pathNames = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"path": true, "paths": true, "file": true, "files": true, "filename": true,
		"file_path": true, "filepath": true, "source": true, "destination": true, "src": true, "dst": true,
		"dest": true, "target": true, "dir": true, "directory": true, "root": true, "cwd": true, "uri": true}
}}

// pathArgs declares which arguments of a tool's input schema hold paths:
// by name, by a description that speaks of a path, file or directory, or
// by a uri format. Every one counts as written (an MCP server's word that
// it only reads is not taken). Arguments it misses are still guessed by
// the gate from their values (tool.Facts.GuessPaths).
func pathArgs(schema json.RawMessage) []tool.PathArg {
	var s struct {
		Properties map[string]struct {
			Description string `json:"description"`
			Format      string `json:"format"`
		} `json:"properties"`
	}
	if json.Unmarshal(schema, &s) != nil {
		return nil
	}
	var out []tool.PathArg
	for name, p := range s.Properties {
		n := strings.ToLower(name)
		d := strings.ToLower(p.Description)
		if pathNames.Get()[n] || strings.HasSuffix(n, "path") || strings.HasSuffix(n, "_file") || strings.HasSuffix(n, "_dir") ||
			p.Format == "uri" || strings.Contains(d, "path") || strings.Contains(d, "directory") {
			out = append(out, tool.PathArg{Name: name, Write: true})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
