package tool

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestParseSearch(t *testing.T) {
	tests := []struct {
		args    string
		query   string
		max     int
		refused bool
	}{
		{`{"query": "pdf"}`, "pdf", DefaultSearchResults, false},
		{`{"query": "pdf", "max_results": 3}`, "pdf", 3, false},
		{`{"query": "pdf", "max_results": -1}`, "pdf", DefaultSearchResults, false},
		{`{"query": "   "}`, "", 0, true},
		{`{}`, "", 0, true},
		{`not json`, "", 0, true},
	}
	for _, tt := range tests {
		a, bad := ParseSearch("search_things", "an example", json.RawMessage(tt.args))
		if tt.refused {
			if bad == nil || !bad.IsError || !strings.Contains(bad.Content, `search_things: give a non-empty query string, e.g. {"query": "an example"}`) {
				t.Errorf("%s: %+v, want refused with the example", tt.args, bad)
			}
			continue
		}
		if bad != nil || a.Query != tt.query || a.MaxResults != tt.max {
			t.Errorf("%s: %+v %+v, want %q max %d", tt.args, a, bad, tt.query, tt.max)
		}
	}
	var schema map[string]any
	if err := json.Unmarshal(SearchSchema(`say "hi"`, "skills"), &schema); err != nil {
		t.Fatalf("schema is not JSON: %v", err)
	}
}
