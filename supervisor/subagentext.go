package supervisor

import (
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"troupe/actors/agent"
	"troupe/internal/config"
	"troupe/internal/frontmatter"
	"troupe/internal/mcp"
	"troupe/internal/skill"
	"troupe/internal/tool"
)

// offerToSubagents gives subagent types the session's extensions as
// Claude Code does: a type that lists no tools inherits the main agent's,
// MCP (search_tools and the resource tools) and skills included; a type
// that lists Skill gets the skill tools; mcpServers starts the named
// servers eagerly and gives the MCP tools; skills preloads the named
// skills' instructions into the type's prompt; permissionMode plan keeps
// only read-only tools. extra are the extension tools the main agent got.
func offerToSubagents(deps *agent.Deps, types map[string]config.SubagentType, skills []skill.Skill, skillTools, mcpTools []string, m *mcp.Manager, log *slog.Logger) {
	for name, sa := range deps.Subagents {
		t := types[name]
		tools := slices.Clone(sa.Tools)
		add := func(names ...string) {
			for _, n := range names {
				if !slices.Contains(tools, n) && !slices.Contains(t.Disallowed, n) {
					tools = append(tools, n)
				}
			}
		}
		if t.Inherit {
			add(skillTools...)
			add(mcpTools...)
		}
		if slices.Contains(tools, skill.ToolName) {
			add(skillTools...)
		}
		if len(t.MCPServers) > 0 && m != nil {
			var known, eager []string
			for _, srv := range t.MCPServers {
				if slices.Contains(m.Servers(), srv) {
					known = append(known, srv)
					eager = append(eager, mcp.ToolName(srv, "_"))
				} else {
					log.Warn("subagent type names an MCP server that is not configured", "type", name, "server", srv)
				}
			}
			if len(known) > 0 {
				add(mcpTools...)
				m.Prepare(eager)
			}
		}
		if len(t.Skills) > 0 {
			sa.System += preload(name, t.Skills, skills, log)
		}
		if t.PermissionMode == "plan" {
			tools = readOnly(deps.Tools, tools)
		}
		sa.Tools = tools
		deps.Subagents[name] = sa
	}
}

// readOnly keeps the tools of names that only read (search_tools too goes:
// the tools it finds may write).
func readOnly(reg *tool.Registry, names []string) []string {
	var out []string
	for _, sp := range reg.Specs(names) {
		if sp.ReadOnly && sp.Name != mcp.SearchName {
			out = append(out, sp.Name)
		}
	}
	return out
}

// preload is the instructions of the named skills, for a type's prompt.
func preload(typ string, names []string, skills []skill.Skill, log *slog.Logger) string {
	var b strings.Builder
	for _, n := range names {
		i := slices.IndexFunc(skills, func(s skill.Skill) bool { return s.Name == n })
		if i < 0 {
			log.Warn("subagent type names a skill that is not installed", "type", typ, "skill", n)
			continue
		}
		data, err := os.ReadFile(skills[i].File)
		if err != nil {
			log.Warn("subagent skill", "type", typ, "skill", n, "err", err)
			continue
		}
		var f struct{}
		body, err := frontmatter.Parse(data, &f, false)
		if err != nil {
			body = string(data)
		}
		fmt.Fprintf(&b, "\n\n## Skill %s (base directory: %s)\n\n%s\n", n, skills[i].Dir, strings.TrimSpace(body))
	}
	return b.String()
}

// skillRoots are the folders of the skills outside the workspace.
func skillRoots(skills []skill.Skill, ws string) []string {
	var out []string
	for _, s := range skills {
		if rel, err := filepath.Rel(ws, s.Dir); err == nil && !strings.HasPrefix(rel, "..") && !filepath.IsAbs(rel) {
			continue
		}
		out = append(out, s.Dir)
	}
	return out
}

// typeRank orders a subagent type for the task tool's listing when not
// every type fits: built-in (no file) first, then the project's, then
// the user's.
func typeRank(source, ws string) int {
	switch {
	case source == "":
		return 2
	case strings.HasPrefix(source, ws+string(filepath.Separator)):
		return 1
	}
	return 0
}
