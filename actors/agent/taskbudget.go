package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"troupe/internal/rank"
	"troupe/internal/tool"
)

// TaskBudget bounds the listing of subagent types in the task tool's
// description, in bytes (about 2,000 tokens), as skill.DefaultBudget
// bounds the skills'. With hundreds of types (public agent collections
// hold ~360) the whole listing is ~35k tokens in every request.
const TaskBudget = 8000

// SearchTypesName is the tool that finds subagent types by keyword when
// the task tool lists only some.
const SearchTypesName = "search_agent_types"

// minTypeDesc is the shortest a type's description is cut to before
// types are left out of the listing instead.
const minTypeDesc = 60

// typeListing lays out types within budget bytes: every type with its
// whole description and tools when they fit; else without tools, each
// description cut to its first sentence, at most as long as fits; else
// as many types as fit (built-in first, then the project's, then the
// user's) with short descriptions. omitted types are found with
// search_agent_types.
func typeListing(types map[string]Subagent, budget int) (text string, cut bool, omitted int) {
	names := make([]string, 0, len(types))
	for n := range types {
		names = append(names, n)
	}
	sort.Strings(names)
	full := typeLines(types, names, -1)
	if len(full) <= budget {
		return full, false, 0
	}
	sort.SliceStable(names, func(i, j int) bool { return types[names[i]].Rank > types[names[j]].Rank })
	lo, hi := minTypeDesc, 400
	if len(typeLines(types, names, lo)) <= budget {
		for lo < hi {
			mid := (lo + hi + 1) / 2
			if len(typeLines(types, names, mid)) <= budget {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		return typeLines(types, names, lo), true, 0
	}
	var b strings.Builder
	shown := 0
	for _, n := range names {
		l := typeLine(n, types[n], minTypeDesc)
		if b.Len()+len(l) > budget {
			break
		}
		b.WriteString(l)
		shown++
	}
	return b.String(), true, len(names) - shown
}

func typeLines(types map[string]Subagent, names []string, max int) string {
	var b strings.Builder
	for _, n := range names {
		b.WriteString(typeLine(n, types[n], max))
	}
	return b.String()
}

// typeLine is one type's line: with its tools when max is -1 (whole),
// else its description cut to max bytes at a sentence or a word.
func typeLine(name string, t Subagent, max int) string {
	d := strings.Join(strings.Fields(t.Description), " ")
	if max < 0 {
		return "\n- " + name + ": " + d + " (tools: " + strings.Join(t.Tools, ", ") + ")"
	}
	if i := strings.Index(d, ". "); i > 0 && i+1 <= max {
		d = d[:i+1]
	}
	if len(d) > max {
		c := strings.LastIndexByte(d[:max], ' ')
		if c < max/2 {
			c = max
		}
		d = strings.TrimRight(d[:c], " ,;:") + "…"
	}
	return "\n- " + name + ": " + d
}

// TaskListingCut reports whether the task tool lists types shortened or
// only some of them: the session then offers search_agent_types.
func TaskListingCut(types map[string]Subagent) bool {
	_, cut, _ := typeListing(types, TaskBudget)
	return cut
}

// SearchTypes is search_agent_types over types: it ranks them by the
// query's words in their name (counted twice) and description, and
// returns the best with their whole descriptions and tools.
func SearchTypes(types map[string]Subagent) tool.Tool {
	names := make([]string, 0, len(types))
	for n := range types {
		names = append(names, n)
	}
	sort.Strings(names)
	return tool.Func{S: tool.Spec{Name: SearchTypesName, Parameters: tool.SearchSchema("kubernetes security review", "types"), ReadOnly: true,
		Description: fmt.Sprintf("Find subagent types by keyword among all %d (the task tool lists only some, or shortened): "+
			"returns the matching types' names, whole descriptions and tools; start one with task.", len(types))},
		Fn: func(_ context.Context, _ tool.Env, args json.RawMessage) (tool.Result, error) {
			a, bad := tool.ParseSearch(SearchTypesName, "database migration", args)
			if bad != nil {
				return *bad, nil
			}
			hits := rank.Top(names, a.Query, a.MaxResults, func(n string) rank.Entry {
				return rank.Entry{Exact: []string{n}, Name: n, Desc: types[n].Description, Key: n}
			})
			if len(hits) == 0 {
				return tool.Result{Content: fmt.Sprintf("No subagent type matches %q.", a.Query)}, nil
			}
			var b strings.Builder
			fmt.Fprintf(&b, "%d subagent type(s) found:", len(hits))
			b.WriteString(typeLines(types, hits, -1))
			return tool.Result{Content: b.String()}, nil
		}}
}
