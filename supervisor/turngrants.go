package supervisor

import (
	"fmt"
	"strings"

	"troupe/internal/tool"
)

// LendTools pre-approves, until revoke is called, the tools a custom
// command's allowed-tools front matter names in Claude Code's syntax
// ("Read", "Write", "Bash", "Bash(git add:*)", "Bash(git log *)",
// "mcp__srv__tool"), as Claude Code does while such a command runs: those
// calls run without asking; nothing else changes (deny rules, protected
// paths and command analysis still apply; other tools still ask). Forms
// troupe's grants cannot express exactly — an exact command
// ("Bash(npm test)") or a path ("Edit(src/**)") — are not applied and
// are named in notes, so nothing is granted more widely than written.
func (x *Session) LendTools(rules []string) (revoke func(), notes []string) {
	g := x.deps.Gate
	if g == nil || g.Policy() == nil || g.Policy().Grants == nil || len(rules) == 0 {
		return func() {}, nil
	}
	var tools []string
	var prefixes [][]string
	for _, spec := range rules {
		name, arg, hasArg := strings.Cut(strings.TrimSpace(spec), "(")
		if hasArg {
			var ok bool
			if arg, ok = strings.CutSuffix(arg, ")"); !ok {
				notes = append(notes, fmt.Sprintf("%s: missing )", spec))
				continue
			}
		}
		names, _ := tool.FromClaude(name)
		switch {
		case !hasArg || arg == "" || arg == "*":
			if name == "Bash" {
				names = []string{"bash"} // Bash alone: every command, as after [a]
			}
			tools = append(tools, names...)
		case name == "Bash":
			p, ok := strings.CutSuffix(arg, ":*")
			if !ok {
				p, ok = strings.CutSuffix(arg, " *")
			}
			if !ok || len(strings.Fields(p)) == 0 {
				notes = append(notes, fmt.Sprintf("%s not applied: troupe pre-approves commands by prefix (write Bash(%s:*))", spec, arg))
				continue
			}
			prefixes = append(prefixes, strings.Fields(p))
		default:
			notes = append(notes, fmt.Sprintf("%s not applied: troupe cannot pre-approve a tool for some paths only", spec))
		}
	}
	return g.Policy().Grants.Lend(tools, prefixes), notes
}
