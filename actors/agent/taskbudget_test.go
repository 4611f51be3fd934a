package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"troupe/internal/tool"
)

func manyTypes(n int) map[string]Subagent {
	types := map[string]Subagent{"explore": {Description: "Read-only search of the codebase.", Tools: []string{"read_file", "grep"}, Rank: 2}}
	for i := range n {
		types[fmt.Sprintf("expert-%03d", i)] = Subagent{
			Description: fmt.Sprintf("Expert number %d in area-%d. Use PROACTIVELY for reviews of systems, with a long explanation of when to use it and examples that public collections put in descriptions, such as <example>Context: the user asks</example>.", i, i),
			Tools:       []string{"read_file", "write_file", "edit_file", "bash", "grep", "glob"}}
	}
	return types
}

// TestTaskListingWithinBudget: few types are listed whole with their
// tools and an enum; many are cut within the budget (built-in first),
// without the enum, and search_agent_types finds an unlisted one whole.
func TestTaskListingWithinBudget(t *testing.T) {
	tests := []struct {
		name      string
		types     map[string]Subagent
		cut       bool
		omitted   bool
		wantEnum  bool
		wantFirst string
	}{
		{"few", manyTypes(3), false, false, true, "- expert-000:"},
		{"forty", manyTypes(40), true, false, false, "- explore:"},
		{"public collections", manyTypes(379), true, true, false, "- explore:"},
	}
	for _, tt := range tests {
		spec := TaskSpec(tt.types)
		list, cut, omitted := typeListing(tt.types, TaskBudget)
		if cut != tt.cut || (omitted > 0) != tt.omitted || len(list) > TaskBudget {
			t.Errorf("%s: cut %v, %d omitted, %d bytes", tt.name, cut, omitted, len(list))
		}
		if strings.Contains(string(spec.Parameters), `"enum"`) != tt.wantEnum {
			t.Errorf("%s: enum %v, want %v", tt.name, !tt.wantEnum, tt.wantEnum)
		}
		if i := strings.Index(spec.Description, "\n- "); i < 0 || !strings.HasPrefix(spec.Description[i+1:], tt.wantFirst) {
			t.Errorf("%s: first listed is not %q:\n%s", tt.name, tt.wantFirst, spec.Description[:min(300, len(spec.Description))])
		}
		if tt.cut != strings.Contains(spec.Description, SearchTypesName) {
			t.Errorf("%s: description names %s: %v", tt.name, SearchTypesName, !tt.cut)
		}
		if !json.Valid(spec.Parameters) {
			t.Errorf("%s: schema is not JSON", tt.name)
		}
	}
	types := manyTypes(379)
	search := SearchTypes(types)
	res, err := search.Run(context.Background(), tool.Env{}, json.RawMessage(`{"query":"area-377 expert"}`))
	if err != nil || res.IsError || !strings.Contains(res.Content, "- expert-377: Expert number 377") || !strings.Contains(res.Content, "(tools: read_file") {
		t.Fatalf("search: %+v %v", res, err)
	}
	if res, _ := search.Run(context.Background(), tool.Env{}, json.RawMessage(`{"query":" "}`)); !res.IsError {
		t.Errorf("an empty query: %+v", res)
	}
}
