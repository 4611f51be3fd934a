// Package rank orders things by how well a search query's words match
// them: a word in the name counts twice, one in the description once, and
// an exact name wins outright. It is pure and safe for concurrent use.
package rank

import (
	"sort"
	"strings"
)

// Entry is what a ranked thing shows the query.
type Entry struct {
	Exact []string // names that, typed whole, match on their own
	Name  string   // searched, counted twice
	Desc  string   // searched, counted once
	Key   string   // orders ties
}

// Top returns at most max of items, best first, ties by Key; items that
// match no word of query are left out. entry describes an item.
func Top[T any](items []T, query string, max int, entry func(T) Entry) []T {
	words := strings.Fields(strings.ToLower(strings.NewReplacer(",", " ", "_", " ", "-", " ").Replace(query)))
	q := strings.TrimSpace(query)
	type scored struct {
		item T
		key  string
		n    int
	}
	var out []scored
	for _, it := range items {
		e := entry(it)
		exact := false
		for _, x := range e.Exact {
			exact = exact || strings.EqualFold(x, q)
		}
		if exact {
			out = append(out, scored{it, e.Key, 1000})
			continue
		}
		name, desc := strings.ToLower(e.Name), strings.ToLower(e.Desc)
		n := 0
		for _, w := range words {
			if strings.Contains(name, w) {
				n += 2
			}
			if strings.Contains(desc, w) {
				n++
			}
		}
		if n > 0 {
			out = append(out, scored{it, e.Key, n})
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].n != out[j].n {
			return out[i].n > out[j].n
		}
		return out[i].key < out[j].key
	})
	var res []T
	for i := 0; i < len(out) && i < max; i++ {
		res = append(res, out[i].item)
	}
	return res
}
