package config

import (
	"strings"

	"troupe/internal/diag"
)

// ResolveAgentModels sets the action model of every subagent type whose
// file named a Claude model (ModelAlias) from subagents.model_aliases: a
// "slot:NAME" alias takes that slot's model of the main agent (none, or the
// action slot: the type inherits the main model), anything else is a
// troupe model. A full Claude id not in the map falls back to its family
// (claude-sonnet-4-5 → sonnet). A name that resolves to nothing is
// recorded as a warning and the type inherits the main model. It may be
// called again after the slots changed (command-line overrides).
func (c *Config) ResolveAgentModels() {
	for name, t := range c.Subagents.Types {
		if t.ModelAlias == "" {
			continue
		}
		target, ok := c.aliasTarget(t.ModelAlias)
		m := map[string]Slot{}
		for k, v := range t.Models {
			m[k] = v
		}
		s := m["action"]
		s.Model = target
		if slot, isSlot := strings.CutPrefix(target, "slot:"); isSlot {
			s.Model = ""
			if from := c.Models[slot]; slot != "action" && from.Model != "" {
				effort := s.ReasoningEffort
				s = from // the slot's model with its own settings
				if effort != "" {
					s.ReasoningEffort = effort
				}
			}
		}
		if s == (Slot{}) {
			delete(m, "action")
		} else {
			m["action"] = s
		}
		t.Models = m
		c.Subagents.Types[name] = t
		if !ok && !c.warned(name, t.Source) {
			c.Diag.Warn(diag.Agent, name, t.Source, 0, "model %q is not in subagents.model_aliases; it runs on the main model", t.ModelAlias)
		}
	}
}

// ModelTarget is what a Claude model name (an alias such as haiku, or a
// full id such as claude-3-5-haiku-latest) maps to in
// subagents.model_aliases: a troupe model or "slot:NAME".
func (c *Config) ModelTarget(name string) (string, bool) { return c.aliasTarget(name) }

// aliasTarget looks a Claude model name up, falling back to its family.
func (c *Config) aliasTarget(alias string) (string, bool) {
	a := c.Subagents.ModelAliases
	if v, ok := a[alias]; ok {
		return v, true
	}
	low := strings.ToLower(alias)
	if v, ok := a[low]; ok {
		return v, true
	}
	if strings.HasPrefix(low, "claude") {
		for _, fam := range []string{"haiku", "sonnet", "opus"} {
			if strings.Contains(low, fam) {
				if v, ok := a[fam]; ok {
					return v, true
				}
			}
		}
	}
	return "", false
}

// warned reports whether a model warning for name from file is recorded.
func (c *Config) warned(name, file string) bool {
	for _, e := range c.Diag.Entries {
		if e.Kind == diag.Agent && e.Name == name && e.File == file && strings.HasPrefix(e.Why, "model ") {
			return true
		}
	}
	return false
}
