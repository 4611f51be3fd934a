package cli

import (
	"context"
	"fmt"
	"sort"

	"troupe/internal/models"
	"troupe/internal/slash"
)

// ModelChoices lists the models /model offers in the TUI's picker: the
// models this session's slots use, then every catalog model whose
// provider is usable here (its key is set, or it needs none and the config
// names the provider), the current action model first and marked.
func (h *sessionHost) ModelChoices(context.Context) ([]slash.Choice, error) {
	sup, _ := h.current()
	if sup == nil {
		return nil, fmt.Errorf("no session is open")
	}
	h.mu.Lock()
	g := h.g
	h.mu.Unlock()
	cfg, err := g.config(h.stdio, sup.Workspace())
	if err != nil {
		return nil, err
	}
	cat, err := models.Load()
	if err != nil {
		return nil, err
	}
	current := sup.ModelName()
	var out []slash.Choice
	seen := map[string]bool{}
	add := func(spec, label string) {
		if seen[spec] {
			return
		}
		seen[spec] = true
		if spec == current {
			label = "current · " + label
		}
		out = append(out, slash.Choice{Label: label, Line: "/model " + spec})
	}
	add(current, current)
	slots := sup.SlotModels()
	names := make([]string, 0, len(slots))
	for slot := range slots {
		names = append(names, slot)
	}
	sort.Strings(names)
	for _, slot := range names {
		add(slots[slot], slots[slot]+"  ("+slot+")")
	}
	provs := cat.Providers(cfg.Providers)
	for _, in := range cat.Models() {
		p, ok := provs[in.Provider]
		_, named := cfg.Providers[in.Provider]
		usable := ok && (p.APIKeyEnv != "" && h.stdio.Getenv(p.APIKeyEnv) != "" || (p.APIKeyEnv == "" || p.Keyless) && named)
		if !usable {
			continue
		}
		spec := in.Provider + "/" + in.ID
		add(spec, fmt.Sprintf("%s  %dk context · $%.2f/$%.2f per Mtok", spec, in.ContextWindow/1000, in.Price.Input, in.Price.Output))
	}
	return out, nil
}
