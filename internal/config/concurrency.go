package config

import "fmt"

// Concurrency bounds the work running at once. Model calls beyond the bound
// wait their turn in arrival order (and are shown as waiting); subagents
// beyond theirs wait in the order the model asked for them.
type Concurrency struct {
	// ModelCalls is how many model calls may be in flight to one provider
	// at once, across every agent of the process.
	ModelCalls int `yaml:"model_calls"`
	// Providers overrides ModelCalls per provider name (e.g. ollama: 1).
	Providers map[string]int `yaml:"providers"`
	// Subagents is how many subagents one agent may have running at once.
	Subagents int `yaml:"subagents"`
	// SubagentDepth is how deep subagents may nest: 1 lets only the main
	// agent spawn them, 2 lets its subagents (those whose type has task)
	// spawn one level more, and so on.
	SubagentDepth int `yaml:"subagent_depth"`
}

// ModelCallsFor returns the bound of concurrent model calls to provider.
func (c Concurrency) ModelCallsFor(provider string) int {
	if n, ok := c.Providers[provider]; ok {
		return n
	}
	return c.ModelCalls
}

func (c Concurrency) validate() error {
	switch {
	case c.ModelCalls < 1:
		return fmt.Errorf("config: concurrency.model_calls must be at least 1, got %d", c.ModelCalls)
	case c.Subagents < 1:
		return fmt.Errorf("config: concurrency.subagents must be at least 1, got %d", c.Subagents)
	case c.SubagentDepth < 1:
		return fmt.Errorf("config: concurrency.subagent_depth must be at least 1, got %d", c.SubagentDepth)
	}
	for p, n := range c.Providers {
		if n < 1 {
			return fmt.Errorf("config: concurrency.providers.%s must be at least 1, got %d", p, n)
		}
	}
	return nil
}
