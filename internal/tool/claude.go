package tool

import (
	"strings"

	"troupe/internal/lazy"
)

// claudeNames maps the tool names Claude Code writes in subagent files,
// hook matchers and permission rules to troupe's equivalents.
var claudeNames = &lazy.Value[map[string][]string]{New: func() map[string][]string {
	return map[string][]string{
		"Bash":         {"bash", "bash_output", "kill_bash"},
		"BashOutput":   {"bash_output"},
		"KillShell":    {"kill_bash"},
		"Read":         {"read_file"},
		"Write":        {"write_file"},
		"Edit":         {"edit_file"},
		"MultiEdit":    {"multi_edit"},
		"Glob":         {"glob"},
		"Grep":         {"grep"},
		"LS":           {"ls"},
		"Task":         {"task"},
		"TodoWrite":    {"todo_write", "todo_update"},
		"ExitPlanMode": {"present_plan"},
		"WebFetch":     {"web_fetch"},
		"WebSearch":    {"web_search"},
		// Skills and MCP resources (internal/skill, internal/mcp).
		"Skill":                {"skill", "search_skills"},
		"ListMcpResourcesTool": {"list_mcp_resources"},
		"ReadMcpResourceTool":  {"read_mcp_resource"},
	}
}}

// FromClaude returns troupe's tools for a Claude Code tool name ("Read" →
// read_file) and whether the name is one Claude Code uses. A name troupe
// already uses, or an MCP tool (mcp__server__tool), comes back unchanged.
func FromClaude(name string) ([]string, bool) {
	if ts, ok := claudeNames.Get()[name]; ok {
		return append([]string(nil), ts...), true
	}
	return []string{name}, false
}

// ClaudeName returns the Claude Code name of a troupe tool (read_file →
// Read), or name itself when Claude Code has no equivalent. Hook matchers
// are written against these names.
func ClaudeName(name string) string {
	for c, ts := range claudeNames.Get() {
		if ts[0] == name {
			return c
		}
	}
	return name
}

// IsClaudeStyle reports whether name looks like a Claude Code tool name (it
// starts with an upper-case letter), as opposed to troupe's snake_case.
func IsClaudeStyle(name string) bool {
	return name != "" && strings.ToUpper(name[:1]) == name[:1] && strings.ToLower(name[:1]) != name[:1]
}
