package config

import (
	"strings"
	"testing"
)

// Claude model names go through subagents.model_aliases to troupe's slots
// or models; full ids fall back to their family; unknown names inherit
// with a warning.
func TestResolveAgentModels(t *testing.T) {
	tests := []struct {
		alias, want string
		warn        bool
	}{
		{"haiku", "openai/cheap", false}, // slot:compact, bound
		{"claude-3-5-haiku-20241022", "openai/cheap", false},
		{"sonnet", "", false}, // slot:action: the main model
		{"claude-sonnet-4-5", "", false},
		{"opus", "", false}, // slot:thinking, unbound: the main model
		{"fable", "", true},
		{"claude-opus-4-1", "anthropic/big", false}, // listed itself
	}
	for _, tt := range tests {
		t.Run(tt.alias, func(t *testing.T) {
			c := Default()
			c.Models = map[string]Slot{"compact": {Model: "openai/cheap"}}
			c.Subagents.ModelAliases["claude-opus-4-1"] = "anthropic/big"
			c.Subagents.Types = map[string]SubagentType{"x": {ModelAlias: tt.alias, Source: "x.md",
				Models: map[string]Slot{"action": {ReasoningEffort: "high"}}}}
			c.ResolveAgentModels()
			c.ResolveAgentModels() // again, as after command-line overrides: one warning
			got := c.Subagents.Types["x"].Models["action"]
			if got.Model != tt.want || got.ReasoningEffort != "high" {
				t.Errorf("action slot = %+v, want model %q with effort high", got, tt.want)
			}
			warns := 0
			for _, e := range c.Diag.Problems() {
				if strings.Contains(e.Why, tt.alias) {
					warns++
				}
			}
			if want := map[bool]int{true: 1, false: 0}[tt.warn]; warns != want {
				t.Errorf("warnings = %v, want %d", c.Diag.Problems(), want)
			}
		})
	}
}
