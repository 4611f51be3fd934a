package safety

import "slices"

// Lend grants tools and command prefixes as AllowTool and AllowPrefix do,
// until the returned revoke is called (a custom command's allowed-tools,
// for its turn). What was granted before stays granted after revoke.
func (g *SessionGrants) Lend(tools []string, prefixes [][]string) (revoke func()) {
	g.mu.Lock()
	defer g.mu.Unlock()
	var lentTools []string
	var lentPrefixes [][]string
	for _, t := range tools {
		if g.tools == nil {
			g.tools = make(map[string]bool)
		}
		if !g.tools[t] {
			g.tools[t] = true
			lentTools = append(lentTools, t)
		}
	}
	for _, p := range prefixes {
		if len(p) == 0 || slices.ContainsFunc(g.prefixes, func(q []string) bool { return slices.Equal(p, q) }) {
			continue
		}
		cp := append([]string(nil), p...)
		g.prefixes = append(g.prefixes, cp)
		lentPrefixes = append(lentPrefixes, cp)
	}
	return func() {
		g.mu.Lock()
		defer g.mu.Unlock()
		for _, t := range lentTools {
			delete(g.tools, t)
		}
		for _, p := range lentPrefixes {
			g.prefixes = slices.DeleteFunc(g.prefixes, func(q []string) bool { return slices.Equal(p, q) })
		}
		lentTools, lentPrefixes = nil, nil
	}
}
