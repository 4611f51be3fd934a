package models

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"troupe/internal/config"
)

// The workflow slots.
const (
	Action   = "action"
	Thinking = "thinking"
	Critique = "critique"
	Compact  = "compact"
	Vision   = "vision"
)

// Slots lists the slots in display order.
var slotOrder = [...]string{Action, Thinking, Critique, Compact, Vision}

// Slots returns the slot names in order.
func Slots() []string { return append([]string(nil), slotOrder[:]...) }

// ScriptProvider is the pseudo-provider of scripted models ("script:PATH").
const ScriptProvider = "script"

// scriptWindow is the context window assumed for a scripted model.
const scriptWindow = 200_000

// ErrUnknownModel is wrapped when a model is neither in the catalog nor
// given a context window in config.
var ErrUnknownModel = errors.New("models: unknown model")

// Binding is a slot resolved to a provider, model and parameters.
type Binding struct {
	Slot     string
	From     string // the slot whose binding this one falls back to; "" if bound itself
	Provider string // provider key, e.g. "openai", "ollama", "script"
	Model    string // model id at the provider; for script, the file path
	Conn     config.Provider
	Params   config.Slot
	Info     Info
	Known    bool // found in the catalog
}

// Spec returns "provider/model" (or "script:PATH").
func (b Binding) Spec() string {
	if b.Provider == ScriptProvider {
		return "script:" + b.Model
	}
	return b.Provider + "/" + b.Model
}

// ContextWindow is the configured window, else the catalog's.
func (b Binding) ContextWindow() int {
	if b.Params.ContextWindow > 0 {
		return b.Params.ContextWindow
	}
	return b.Info.ContextWindow
}

// ParseOverride reads a --model value: "provider/model" binds the action
// slot, "SLOT=provider/model" the named slot.
func ParseOverride(s string) (slot, model string, err error) {
	slot, model = Action, s
	if i := strings.IndexByte(s, '='); i > 0 {
		slot, model = s[:i], s[i+1:]
	}
	if !validSlot(slot) {
		return "", "", fmt.Errorf("unknown slot %q in --model %s (slots: %s)", slot, s, strings.Join(Slots(), ", "))
	}
	if model == "" {
		return "", "", fmt.Errorf("--model %s: empty model", s)
	}
	return slot, model, nil
}

func validSlot(s string) bool {
	for _, x := range slotOrder {
		if x == s {
			return true
		}
	}
	return false
}

// Resolve binds every slot. slots are the configured bindings (config.Models
// with config.Model as the action slot's model), overrides the per-run or
// per-subagent-type bindings laid over them. Fallbacks: thinking → action;
// critique → thinking → action; compact → action; vision → action only if
// that model has vision (else vision stays unbound and is absent).
func (c *Catalog) Resolve(cfg config.Config, overrides ...map[string]config.Slot) (map[string]Binding, error) {
	slots := map[string]config.Slot{}
	for k, v := range cfg.Models {
		if !validSlot(k) {
			return nil, fmt.Errorf("config: models.%s: unknown slot (slots: %s)", k, strings.Join(Slots(), ", "))
		}
		slots[k] = v
	}
	if cfg.Model != "" {
		a := slots[Action]
		a.Model = cfg.Model
		slots[Action] = a
	}
	for _, o := range overrides {
		for k, v := range o {
			slots[k] = merge(slots[k], v)
		}
	}
	providers := c.Providers(cfg.Providers)
	out := map[string]Binding{}
	for _, name := range slotOrder {
		s, ok := slots[name]
		if !ok || s.Model == "" {
			continue
		}
		b, err := c.bind(name, s, providers)
		if err != nil {
			return nil, err
		}
		out[name] = b
	}
	act, ok := out[Action]
	if !ok {
		return nil, errors.New("models: no model for the action slot")
	}
	fallback := func(slot string, chain ...string) {
		if _, ok := out[slot]; ok {
			return
		}
		for _, from := range chain {
			if b, ok := out[from]; ok && b.From == "" { // fall back to a slot bound in its own right
				b.Slot, b.From = slot, from
				out[slot] = b
				return
			}
		}
	}
	fallback(Thinking, Action)
	fallback(Critique, Thinking, Action)
	fallback(Compact, Action)
	if _, ok := out[Vision]; !ok && act.Info.Has(CapVision) {
		fallback(Vision, Action)
	}
	return out, nil
}

// merge lays o over s field by field.
func merge(s, o config.Slot) config.Slot {
	if o.Model != "" {
		s.Model = o.Model
	}
	if o.ContextWindow > 0 {
		s.ContextWindow = o.ContextWindow
	}
	if o.MaxTokens > 0 {
		s.MaxTokens = o.MaxTokens
	}
	if o.Temperature != nil {
		s.Temperature = o.Temperature
	}
	if o.ReasoningEffort != "" {
		s.ReasoningEffort = o.ReasoningEffort
	}
	if o.Vision != nil {
		s.Vision = o.Vision
	}
	if o.Price != nil {
		s.Price = o.Price
	}
	if o.Thinking != "" {
		s.Thinking = o.Thinking
	}
	if o.ThinkingBudget > 0 {
		s.ThinkingBudget = o.ThinkingBudget
	}
	return s
}

func (c *Catalog) bind(slot string, s config.Slot, providers map[string]config.Provider) (Binding, error) {
	b := Binding{Slot: slot, Params: s}
	if path, ok := strings.CutPrefix(s.Model, "script:"); ok {
		b.Provider, b.Model, b.Known = ScriptProvider, path, true
		b.Info = withSettings(Info{Provider: ScriptProvider, ID: path, ContextWindow: scriptWindow, Capabilities: []string{CapTools}}, s)
		return b, nil
	}
	provider, model, ok := strings.Cut(s.Model, "/")
	if !ok || provider == "" || model == "" {
		return b, fmt.Errorf("models.%s.model %q: want provider/model, e.g. anthropic/claude-sonnet-4-5 or ollama/qwen3-coder (providers: %s)",
			slot, s.Model, strings.Join(keys(providers), ", "))
	}
	conn, ok := providers[provider]
	if !ok {
		return b, fmt.Errorf("models.%s.model %q: unknown provider %q (known: %s; add one under providers: in config)",
			slot, s.Model, provider, strings.Join(keys(providers), ", "))
	}
	b.Provider, b.Model, b.Conn = provider, model, conn
	b.Info, b.Known = c.Lookup(provider, model)
	if !b.Known {
		b.Info = Info{Provider: provider, ID: model, Capabilities: []string{CapTools}}
		if s.ContextWindow <= 0 {
			return b, fmt.Errorf("%w %s for slot %s: the catalog does not know its context window; set models.%s.context_window in config, or pass --context-window N for one run",
				ErrUnknownModel, s.Model, slot, slot)
		}
	}
	b.Info = withSettings(b.Info, s)
	return b, nil
}

func keys(m map[string]config.Provider) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// withSettings lays a slot's vision and price settings over what the
// catalog says of its model (a copy: the catalog's Info is shared).
func withSettings(i Info, s config.Slot) Info {
	if s.Vision != nil {
		caps := slices.DeleteFunc(slices.Clone(i.Capabilities), func(c string) bool { return c == CapVision })
		if *s.Vision {
			caps = append(caps, CapVision)
		}
		i.Capabilities = caps
	}
	if p := s.Price; p != nil {
		i.Price = Price{Input: p.Input, Output: p.Output, CachedInput: p.CachedInput, CacheWrite: p.CacheWrite}
	}
	return i
}
