package supervisor

import (
	"context"
	"fmt"
	"net/http"

	"troupe/actors/agent"

	actorllm "troupe/actors/llm"
	"troupe/internal/config"
	"troupe/internal/faults"
	"troupe/internal/llm"
	"troupe/internal/llm/anthropic"
	"troupe/internal/llm/fault"
	"troupe/internal/llm/openai"
	"troupe/internal/llm/script"
	"troupe/internal/models"
	"troupe/internal/prompt"
	"troupe/internal/tokens"
)

// modelClient is what the supervisor needs of a model client.
type modelClient interface {
	Stream(ctx context.Context, req llm.Request) (*llm.Stream, error)
	Name() string
}

// slotClient is a resolved slot with its own client.
type slotClient struct {
	binding models.Binding
	client  modelClient
}

// clients builds one client per bound slot. Scripted models are shared by
// path: every slot bound to one script consumes the same turns.
func (s *Supervisor) clients(binds map[string]models.Binding) (map[string]slotClient, error) {
	out := map[string]slotClient{}
	scripts := map[string]*script.Model{}
	for _, slot := range models.Slots() { // in slot order, so an error names the first slot that fails
		b, ok := binds[slot]
		if !ok {
			continue
		}
		var c modelClient
		switch {
		case b.Provider == models.ScriptProvider:
			m, ok := scripts[b.Model]
			if !ok {
				var err error
				load := script.Load
				if s.rt != nil {
					load = s.rt.parsed.script // parsed once per runtime; turns are this instance's
				}
				if m, err = load(b.Model); err != nil {
					return nil, err
				}
				scripts[b.Model] = m
			}
			c = m
		default:
			var err error
			if c, err = s.providerClient(b); err != nil {
				return nil, fmt.Errorf("slot %s (%s): %w", slot, b.Spec(), err)
			}
			c = llm.Limit(c, s.limiter(b.Provider))
		}
		out[slot] = slotClient{binding: b, client: c}
	}
	return out, nil
}

// limiter returns the limiter every client of provider shares, made on
// first use with the configured bound.
func (s *Supervisor) limiter(provider string) *llm.Limiter {
	if s.limits == nil {
		s.limits = map[string]*llm.Limiter{}
	}
	l, ok := s.limits[provider]
	if !ok {
		l = llm.NewLimiter(s.cfg.Concurrency.ModelCallsFor(provider))
		s.limits[provider] = l
	}
	return l
}

// warmTokens loads, in a goroutine the supervisor owns, the token encoding
// of every slot whose agent will count tokens (a model with a known context
// window), so the vocabulary (~35 ms, 16 MB for o200k_base) is ready before
// the first request instead of delaying it. Start-up and --version never
// wait for it; Close does, and it cannot take longer than one load.
func (s *Supervisor) warmTokens() {
	seen := map[tokens.Encoding]bool{}
	all := []map[string]slotClient{s.slots}
	for _, m := range s.subs {
		all = append(all, m)
	}
	for _, m := range all {
		for _, sc := range m {
			if sc.binding.ContextWindow() <= 0 {
				continue
			}
			seen[agent.NewCounter(s.tokens, sc.binding.Spec()).Enc] = true
		}
	}
	for enc := range seen {
		_ = s.jobs.Go("warm tokens "+string(enc), func() { s.tokens.Warm(enc) }) // refused only while closing
	}
}

// providerClient builds a client for a real provider; its streams can be
// dropped by the faults.StreamDrop point.
func (s *Supervisor) providerClient(b models.Binding) (modelClient, error) {
	return providerClient(b, s.getenv, s.think, s.faults)
}

// ProviderClient builds a client for a real provider's binding. The key is
// read through getenv from the variable the provider names and goes nowhere
// else; think, when not off, sets a reasoning model's own effort or budget
// unless the binding does.
func ProviderClient(b models.Binding, getenv func(string) string, think prompt.Level) (interface {
	Stream(ctx context.Context, req llm.Request) (*llm.Stream, error)
	Name() string
}, error) {
	return providerClient(b, getenv, think, nil)
}

func providerClient(b models.Binding, getenv func(string) string, think prompt.Level, fs *faults.Set) (modelClient, error) {
	conn := b.Conn
	var hc *http.Client
	if fs != nil {
		hc = fault.NewHTTPClient(conn.HeaderTimeout.D())
		hc.Transport = fs.Transport(hc.Transport)
	}
	base := conn.BaseURL
	if conn.BaseURLEnv != "" && getenv(conn.BaseURLEnv) != "" {
		base = getenv(conn.BaseURLEnv)
	}
	key := ""
	if conn.APIKeyEnv != "" {
		key = getenv(conn.APIKeyEnv)
	}
	if key == "" && !conn.Keyless {
		return nil, fmt.Errorf("%w: %s needs an API key: set %s (or pick another model: troupe models)", ErrNoModel, b.Provider, conn.APIKeyEnv)
	}
	maxTokens := b.Params.MaxTokens
	effort, thinking, budget := b.Params.ReasoningEffort, b.Params.Thinking, b.Params.ThinkingBudget
	if b.Info.Has(models.CapReasoning) && think != "" && think != prompt.Off {
		// The thinking level also sets the model's own reasoning, unless config does.
		if effort == "" {
			effort = think.Effort()
		}
		if thinking == "" && think.BudgetTokens() > 0 {
			thinking, budget = anthropic.ThinkingBudget, think.BudgetTokens()
		}
	}
	switch conn.Kind {
	case "openai":
		return openai.New(openai.Config{Provider: b.Provider, BaseURL: base, APIKey: key, KeyEnv: conn.APIKeyEnv,
			Model: b.Model, MaxTokens: maxTokens, ReasoningEffort: effort, Temperature: b.Params.Temperature,
			HeaderTimeout: conn.HeaderTimeout.D(), Retry: fault.Policy{IdleTimeout: conn.IdleTimeout.D()}, HTTPClient: hc})
	case "anthropic":
		if maxTokens == 0 {
			maxTokens = min(b.Info.MaxOutput, 16384)
		}
		return anthropic.New(anthropic.Config{BaseURL: base, APIKey: key, KeyEnv: conn.APIKeyEnv, Model: b.Model,
			MaxTokens:     maxTokens,
			Thinking:      anthropic.Thinking{Mode: thinking, BudgetTokens: budget},
			HeaderTimeout: conn.HeaderTimeout.D(), Retry: fault.Policy{IdleTimeout: conn.IdleTimeout.D()}, HTTPClient: hc})
	}
	return nil, fmt.Errorf("provider %s: unknown kind %q (want openai or anthropic)", b.Provider, conn.Kind)
}

// llmDeps is the model-client actor's dependencies for one slot.
func (s *Supervisor) llmDeps(sc slotClient) actorllm.Deps {
	return actorllm.Deps{Bus: s.bus, Jobs: s.jobs, Log: s.log, Model: sc.client, ModelName: sc.binding.Spec(),
		Price: sc.binding.Info.Price, Lifetime: s.life, Vision: seesImages(sc), Alternate: s.alternate}
}

// seesImages reports whether a slot's model takes images: the catalog says
// so, or the client itself does (a script with "vision: true").
func seesImages(sc slotClient) bool {
	if sc.binding.Info.Has(models.CapVision) {
		return true
	}
	s, ok := sc.client.(interface{ SeesImages() bool })
	return ok && s.SeesImages()
}

// resolveModels binds the slots of cfg, and of each subagent type, with
// the catalog load gives.
func resolveModels(cfg config.Config, load func() (*models.Catalog, error)) (*models.Catalog, map[string]models.Binding, error) {
	cat, err := load()
	if err != nil {
		return nil, nil, err
	}
	if cfg.Model == "" && cfg.Models[models.Action].Model == "" {
		return nil, nil, fmt.Errorf("%w: pass --model provider/model (e.g. anthropic/claude-sonnet-4-5, openai/gpt-4.1, ollama/qwen3-coder) or --model script:PATH, or set model: in ~/.config/troupe/config.yaml or .troupe/config.yaml (see troupe models)", ErrNoModel)
	}
	binds, err := cat.Resolve(cfg)
	if err != nil {
		return nil, nil, err
	}
	return cat, binds, nil
}
