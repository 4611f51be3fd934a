// Package models knows troupe's models: the embedded catalog (context
// window, output cap, prices, capabilities), the providers, and how config
// binds each workflow slot — action, thinking, critique, compact, vision —
// to a provider and model, with the fallbacks between slots. It also prices
// usage. Everything here is plain data and pure functions; a Catalog is
// read-only after loading and safe to share.
package models

import (
	"bytes"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"troupe/configs"
	"troupe/internal/config"
	"troupe/internal/lazy"
	"troupe/messages"
)

// Capabilities a model can have.
const (
	CapTools     = "tools"
	CapVision    = "vision"
	CapReasoning = "reasoning"
)

// Info is what the catalog knows of one model.
type Info struct {
	Provider      string   `yaml:"provider"`
	ID            string   `yaml:"id"`
	ContextWindow int      `yaml:"context_window"`
	MaxOutput     int      `yaml:"max_output"`
	Price         Price    `yaml:"price"`
	Capabilities  []string `yaml:"capabilities"`
	// Recommended marks the provider's default model: the one troupe picks
	// when no model is configured and only that provider's key is set.
	Recommended bool `yaml:"recommended"`
}

// Has reports whether the model has a capability.
func (i Info) Has(c string) bool { return slices.Contains(i.Capabilities, c) }

// Price is in USD per million tokens.
type Price struct {
	Input       float64 `yaml:"input"`
	Output      float64 `yaml:"output"`
	CachedInput float64 `yaml:"cached_input"` // prompt-cache read
	CacheWrite  float64 `yaml:"cache_write"`  // prompt-cache write
}

// Cost prices one call's usage. PromptTokens counts the whole input,
// cache reads and writes included.
func (p Price) Cost(u messages.Usage) float64 {
	fresh := u.PromptTokens - u.CachedTokens - u.CacheWriteTokens
	if fresh < 0 {
		fresh = 0
	}
	cached := p.CachedInput
	if cached == 0 {
		cached = p.Input
	}
	write := p.CacheWrite
	if write == 0 {
		write = p.Input
	}
	return (float64(fresh)*p.Input + float64(u.CachedTokens)*cached +
		float64(u.CacheWriteTokens)*write + float64(u.CompletionTokens)*p.Output) / 1e6
}

// Catalog is the set of known models and providers.
type Catalog struct {
	models    []Info
	providers map[string]config.Provider
}

type catalogFile struct {
	Models    []Info                     `yaml:"models"`
	Providers map[string]config.Provider `yaml:"providers"`
}

// Load returns the embedded catalog. It is parsed once per process (about
// 1 ms of YAML) and shared: a Catalog is read only, its methods return
// copies, so callers may hold the same one.
func Load() (*Catalog, error) {
	l := embedded.Get()
	return l.cat, l.err
}

// embedded is the embedded catalog, parsed on first use (a lazy.Value:
// declaring it runs no init code).
var embedded = &lazy.Value[loadedCatalog]{New: func() loadedCatalog {
	data, err := fs.ReadFile(configs.FS, "models.yaml")
	if err != nil {
		return loadedCatalog{err: fmt.Errorf("models: %w", err)}
	}
	c, err := Parse(data)
	return loadedCatalog{c, err}
}}

type loadedCatalog struct {
	cat *Catalog
	err error
}

// Parse reads a catalog file.
func Parse(data []byte) (*Catalog, error) {
	var f catalogFile
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("models: catalog: %w", err)
	}
	for _, m := range f.Models {
		if m.Provider == "" || m.ID == "" || m.ContextWindow <= 0 {
			return nil, fmt.Errorf("models: catalog entry %s/%s needs provider, id and context_window", m.Provider, m.ID)
		}
	}
	return &Catalog{models: f.Models, providers: f.Providers}, nil
}

// Lookup finds provider/id: an exact id, else the longest catalog id that
// id starts with followed by "-" or ":" (dated snapshots, size tags).
func (c *Catalog) Lookup(provider, id string) (Info, bool) {
	var best Info
	for _, m := range c.models {
		if m.Provider != provider {
			continue
		}
		if m.ID == id {
			return m, true
		}
		if strings.HasPrefix(id, m.ID) && len(id) > len(m.ID) && strings.ContainsRune("-:", rune(id[len(m.ID)])) && len(m.ID) > len(best.ID) {
			best = m
		}
	}
	if best.ID == "" {
		return Info{}, false
	}
	best.ID = id
	return best, true
}

// Models returns every catalog entry.
func (c *Catalog) Models() []Info { return slices.Clone(c.models) }

// Providers returns the catalog's providers overlaid by extra (config).
func (c *Catalog) Providers(extra map[string]config.Provider) map[string]config.Provider {
	out := map[string]config.Provider{}
	for k, v := range c.providers {
		out[k] = v
	}
	for k, v := range extra {
		base := out[k]
		if v.Kind != "" {
			base.Kind = v.Kind
		}
		if v.BaseURL != "" {
			base.BaseURL = v.BaseURL
		}
		if v.BaseURLEnv != "" {
			base.BaseURLEnv = v.BaseURLEnv
		}
		if v.APIKeyEnv != "" {
			base.APIKeyEnv = v.APIKeyEnv
		}
		base.Keyless = base.Keyless || v.Keyless
		if v.HeaderTimeout != 0 {
			base.HeaderTimeout = v.HeaderTimeout
		}
		if v.IdleTimeout != 0 {
			base.IdleTimeout = v.IdleTimeout
		}
		out[k] = base
	}
	return out
}

// Recommended returns the provider's recommended model.
func (c *Catalog) Recommended(provider string) (Info, bool) {
	for _, m := range c.models {
		if m.Provider == provider && m.Recommended {
			return m, true
		}
	}
	return Info{}, false
}

// Named finds a model by its id alone ("claude-sonnet-4-5", a dated
// snapshot of it, or a family alias such as "sonnet"), as Claude Code's
// --model takes it: the exact id first, then the longest catalog id the
// name starts with, then the provider's recommended model of that family.
func (c *Catalog) Named(name string) (Info, bool) {
	var best Info
	for _, m := range c.models {
		if m.ID == name {
			return m, true
		}
		if strings.HasPrefix(name, m.ID) && len(m.ID) > len(best.ID) {
			best = m
		}
	}
	if best.ID != "" {
		return best, true
	}
	for _, m := range c.models { // catalog order: newest of a family first
		if m.Provider == "anthropic" && strings.Contains(m.ID, "-"+name+"-") {
			return m, true
		}
	}
	return Info{}, false
}
