package skill

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"troupe/internal/rank"
	"troupe/internal/tool"
)

// SearchName is the tool that finds skills by keyword when there are too
// many to describe in the skill tool.
const SearchName = "search_skills"

// DefaultBudget bounds the skill listing in the skill tool's description,
// in bytes (about 4 bytes a token: ~2,000 tokens). Claude Code bounds its
// listing the same way.
const DefaultBudget = 8000

// minDesc is the shortest a description is cut to before skills are left
// out of the listing instead.
const minDesc = 60

// Listing is what the skill tool's description holds within a budget:
// every skill with its whole description when they fit; else each cut to
// its first sentence, at most as long as fits; else as many skills as fit
// (project ones first) with a short description, and the rest found with
// search_skills.
type Listing struct {
	Text    string // the lines, "- name: description"
	Shown   int    // skills in Text
	Cut     bool   // descriptions were shortened
	Omitted int    // skills left out (found with search_skills)
}

// List lays out skills within budget bytes (<= 0: DefaultBudget).
func List(skills []Skill, budget int) Listing {
	if budget <= 0 {
		budget = DefaultBudget
	}
	order := append([]Skill(nil), skills...)
	sort.SliceStable(order, func(i, j int) bool { return order[i].Rank > order[j].Rank })
	full := lines(order, -1)
	if len(full) <= budget {
		return Listing{Text: full, Shown: len(order)}
	}
	// The longest cut that fits, by bisection.
	lo, hi := minDesc, 400
	if len(lines(order, lo)) <= budget {
		for lo < hi {
			mid := (lo + hi + 1) / 2
			if len(lines(order, mid)) <= budget {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		return Listing{Text: lines(order, lo), Shown: len(order), Cut: true}
	}
	var b strings.Builder
	shown := 0
	for _, s := range order {
		l := line(s, minDesc)
		if b.Len()+len(l) > budget {
			break
		}
		b.WriteString(l)
		shown++
	}
	return Listing{Text: b.String(), Shown: shown, Cut: true, Omitted: len(order) - shown}
}

func lines(skills []Skill, max int) string {
	var b strings.Builder
	for _, s := range skills {
		b.WriteString(line(s, max))
	}
	return b.String()
}

// line is one skill's listing line, its description cut to max bytes
// (-1: whole) at its first sentence or a word.
func line(s Skill, max int) string {
	d := strings.Join(strings.Fields(s.Description), " ")
	if max >= 0 {
		if i := strings.Index(d, ". "); i > 0 && i+1 <= max {
			d = d[:i+1]
		}
		if len(d) > max {
			cut := strings.LastIndexByte(d[:max], ' ')
			if cut < max/2 {
				cut = max
			}
			d = strings.TrimRight(d[:cut], " ,;:") + "…"
		}
	}
	return "\n- " + s.Name + ": " + d
}

// Search is search_skills over skills: it ranks them by how many of the
// query's words occur in their name (counted twice) and description, and
// returns the best with their whole descriptions.
func Search(skills []Skill) tool.Tool {
	return tool.Func{S: tool.Spec{Name: SearchName, Parameters: tool.SearchSchema("pdf forms", "skills"), ReadOnly: true,
		Description: fmt.Sprintf("Find skills by keyword among all %d installed skills (the %s tool lists only some, or shortened): "+
			"returns the matching skills' names and whole descriptions; load one with %s.", len(skills), ToolName, ToolName)},
		Fn: func(_ context.Context, _ tool.Env, args json.RawMessage) (tool.Result, error) {
			a, bad := tool.ParseSearch(SearchName, "spreadsheet", args)
			if bad != nil {
				return *bad, nil
			}
			hits := Match(skills, a.Query, a.MaxResults)
			if len(hits) == 0 {
				return tool.Result{Content: fmt.Sprintf("No skill matches %q.", a.Query)}, nil
			}
			var b strings.Builder
			fmt.Fprintf(&b, "%d skill(s) found:", len(hits))
			b.WriteString(lines(hits, -1))
			return tool.Result{Content: b.String()}, nil
		}}
}

// Match ranks skills for a query, best first, ties by name; skills
// matching no word are left out; an exact name matches on its own.
func Match(skills []Skill, query string, max int) []Skill {
	return rank.Top(skills, query, max, func(s Skill) rank.Entry {
		return rank.Entry{Exact: []string{s.Name}, Name: strings.NewReplacer("-", " ", "_", " ").Replace(s.Name), Desc: s.Description, Key: s.Name}
	})
}
