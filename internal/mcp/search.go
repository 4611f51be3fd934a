package mcp

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"troupe/internal/rank"
	"troupe/internal/tool"
)

// SearchName is the name of the discovery tool.
const SearchName = "search_tools"

// Search returns the search_tools tool over m's servers: it matches the
// keywords of a query against every MCP tool's name and description,
// returns the best matches' names and one-line descriptions, and adds them
// to the calling agent's Env.Discovered, so that their schemas are in its
// requests from the next one on. servers is a one-line summary of the
// configured servers for the description.
func Search(m *Manager) tool.Tool {
	desc := "Find tools from the connected MCP servers (" + strings.Join(m.Servers(), ", ") + ") by keyword. " +
		"Their tools are not loaded until found: call this when you need a capability your tools lack; " +
		"the matching tools (named mcp__<server>__<tool>) become callable from your next step."
	return tool.Func{S: tool.Spec{Name: SearchName, Description: desc, Parameters: tool.SearchSchema("github pull request", "matches"), ReadOnly: true,
		Facts: tool.Facts{Kind: tool.KindSearch}},
		Fn: func(ctx context.Context, env tool.Env, args json.RawMessage) (tool.Result, error) {
			a, bad := tool.ParseSearch(SearchName, "create issue", args)
			if bad != nil {
				return *bad, nil
			}
			listed, failed := m.Catalog(ctx)
			hits := Match(listed, a.Query, a.MaxResults)
			var b strings.Builder
			var names []string
			if len(hits) == 0 {
				fmt.Fprintf(&b, "No MCP tool matches %q.", a.Query)
			} else {
				fmt.Fprintf(&b, "%d tool(s) found; they are available from your next step:\n", len(hits))
			}
			for _, h := range hits {
				names = append(names, h.Name)
				fmt.Fprintf(&b, "- %s: %s\n", h.Name, oneLine(h.Tool.Description, 160))
			}
			for _, n := range sortedKeys(failed) {
				fmt.Fprintf(&b, "(server %s is unavailable: %v)\n", n, failed[n])
			}
			if env.Discovered != nil {
				env.Discovered.Add(names...)
			}
			return tool.Result{Content: strings.TrimRight(b.String(), "\n")}, nil
		}}
}

// Match ranks listed tools by how many of the query's words occur in their
// name (counted twice) and description, best first, ties by name; tools
// matching no word are left out. An exact tool name matches on its own.
func Match(listed []Listed, query string, max int) []Listed {
	return rank.Top(listed, query, max, func(l Listed) rank.Entry {
		return rank.Entry{Exact: []string{l.Name, l.Tool.Name}, Name: strings.ReplaceAll(l.Name, "_", " ") + " " + l.Tool.Name + " " + l.Tool.Title,
			Desc: l.Tool.Description, Key: l.Name}
	})
}

func oneLine(s string, n int) string {
	s = strings.TrimSpace(s)
	s, _, _ = strings.Cut(s, "\n")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

func sortedKeys(m map[string]error) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
