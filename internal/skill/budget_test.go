package skill

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"troupe/internal/tool"
)

func many(n, rank int, prefix string) []Skill {
	var out []Skill
	for i := range n {
		out = append(out, Skill{Name: fmt.Sprintf("%s-%03d", prefix, i), Rank: rank,
			Description: fmt.Sprintf("Skill %d for %s work. ", i, prefix) + strings.Repeat("It explains when to use it, what it needs and what it returns. ", 4)})
	}
	return out
}

// The listing stays within its budget however many skills there are:
// whole when they fit, shortened next, then project skills first with the
// rest left to search_skills.
func TestListWithinBudget(t *testing.T) {
	tests := []struct {
		name            string
		skills          []Skill
		cut             bool
		omitted, search bool
	}{
		{"few fit whole", many(5, 0, "small"), false, false, false},
		{"198 shortened", many(198, 0, "mid"), true, false, true},
		{"2000 some left out", append(many(1990, 0, "user"), many(10, 3, "proj")...), true, true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := List(tt.skills, 0)
			if len(l.Text) > DefaultBudget {
				t.Errorf("listing is %d bytes, budget %d", len(l.Text), DefaultBudget)
			}
			if l.Cut != tt.cut || (l.Omitted > 0) != tt.omitted || l.Shown+l.Omitted != len(tt.skills) {
				t.Errorf("listing = cut %v, shown %d, omitted %d of %d", l.Cut, l.Shown, l.Omitted, len(tt.skills))
			}
			ts := Tools(tt.skills, 0)
			if (len(ts) == 2) != tt.search {
				t.Errorf("%d tools, search_skills wanted: %v", len(ts), tt.search)
			}
			if tt.omitted && !strings.HasPrefix(l.Text, "\n- proj-000: ") {
				t.Errorf("project skills are not listed first: %.80q", l.Text)
			}
			if !tt.cut && !strings.Contains(l.Text, tt.skills[0].Description[:40]) {
				t.Errorf("whole descriptions missing")
			}
		})
	}
}

// search_skills finds skills the listing left out, with whole
// descriptions; the skill tool loads any installed skill.
func TestSearchSkills(t *testing.T) {
	skills := append(many(1990, 0, "user"), Skill{Name: "pdf-forms", Description: "Fill PDF forms field by field.", File: "/nonexistent"})
	ts := Tools(skills, 0)
	res, err := ts[1].Run(context.Background(), tool.Env{}, json.RawMessage(`{"query":"pdf form","max_results":3}`))
	if err != nil || res.IsError || !strings.HasPrefix(res.Content, "1 skill(s) found:\n- pdf-forms: Fill PDF forms field by field.") {
		t.Fatalf("search = %+v, %v", res, err)
	}
	if strings.Contains(ts[0].Spec().Description, "pdf-forms") {
		t.Errorf("pdf-forms is listed although it does not fit")
	}
	res, _ = ts[1].Run(context.Background(), tool.Env{}, json.RawMessage(`{}`))
	if !res.IsError {
		t.Errorf("empty query = %+v", res)
	}
	res, _ = ts[0].Run(context.Background(), tool.Env{}, json.RawMessage(`{"name":"pdf-forms"}`))
	if !res.IsError || !strings.Contains(res.Content, "/nonexistent") {
		t.Errorf("an unlisted skill is not looked up: %+v", res)
	}
}
