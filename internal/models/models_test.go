package models

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/config"
	"troupe/messages"
)

func catalog(t *testing.T) *Catalog {
	t.Helper()
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestResolveFallbacks(t *testing.T) {
	c := catalog(t)
	type row struct{ Slot, From, Spec string }
	tests := []struct {
		name      string
		cfg       config.Config
		overrides []map[string]config.Slot
		want      []row
	}{
		{"action only, vision model", config.Config{Model: "openai/gpt-4.1"}, nil, []row{
			{"action", "", "openai/gpt-4.1"}, {"thinking", "action", "openai/gpt-4.1"}, {"critique", "action", "openai/gpt-4.1"},
			{"compact", "action", "openai/gpt-4.1"}, {"vision", "action", "openai/gpt-4.1"}}},
		{"no vision without a vision model", config.Config{Model: "ollama/qwen3-coder"}, nil, []row{
			{"action", "", "ollama/qwen3-coder"}, {"thinking", "action", "ollama/qwen3-coder"}, {"critique", "action", "ollama/qwen3-coder"},
			{"compact", "action", "ollama/qwen3-coder"}}},
		{"critique falls back to thinking", config.Config{Models: map[string]config.Slot{
			"action": {Model: "anthropic/claude-haiku-4-5"}, "thinking": {Model: "anthropic/claude-opus-4-5"}}}, nil, []row{
			{"action", "", "anthropic/claude-haiku-4-5"}, {"thinking", "", "anthropic/claude-opus-4-5"},
			{"critique", "thinking", "anthropic/claude-opus-4-5"}, {"compact", "action", "anthropic/claude-haiku-4-5"},
			{"vision", "action", "anthropic/claude-haiku-4-5"}}},
		{"every slot bound", config.Config{Models: map[string]config.Slot{
			"action": {Model: "openai/gpt-5"}, "thinking": {Model: "openai/o3"}, "critique": {Model: "openai/gpt-4.1"},
			"compact": {Model: "openai/gpt-5-nano"}, "vision": {Model: "openai/gpt-4o"}}}, nil, []row{
			{"action", "", "openai/gpt-5"}, {"thinking", "", "openai/o3"}, {"critique", "", "openai/gpt-4.1"},
			{"compact", "", "openai/gpt-5-nano"}, {"vision", "", "openai/gpt-4o"}}},
		{"run override beats config", config.Config{Model: "openai/gpt-4.1"},
			[]map[string]config.Slot{{"action": {Model: "ollama/qwen3-coder"}, "compact": {Model: "openai/gpt-4.1-nano"}}}, []row{
				{"action", "", "ollama/qwen3-coder"}, {"thinking", "action", "ollama/qwen3-coder"}, {"critique", "action", "ollama/qwen3-coder"},
				{"compact", "", "openai/gpt-4.1-nano"}}},
		{"an uncatalogued model said to see", config.Config{Models: map[string]config.Slot{
			"action": {Model: "ollama/llava-next", ContextWindow: 8192, Vision: new(true)}}}, nil, []row{
			{"action", "", "ollama/llava-next"}, {"thinking", "action", "ollama/llava-next"}, {"critique", "action", "ollama/llava-next"},
			{"compact", "action", "ollama/llava-next"}, {"vision", "action", "ollama/llava-next"}}},
		{"a catalogued model said not to see", config.Config{Models: map[string]config.Slot{
			"action": {Model: "openai/gpt-4.1", Vision: new(false)}}}, nil, []row{
			{"action", "", "openai/gpt-4.1"}, {"thinking", "action", "openai/gpt-4.1"}, {"critique", "action", "openai/gpt-4.1"},
			{"compact", "action", "openai/gpt-4.1"}}},
		{"script", config.Config{Model: "script:/tmp/t.yaml"}, nil, []row{
			{"action", "", "script:/tmp/t.yaml"}, {"thinking", "action", "script:/tmp/t.yaml"}, {"critique", "action", "script:/tmp/t.yaml"},
			{"compact", "action", "script:/tmp/t.yaml"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := c.Resolve(tt.cfg, tt.overrides...)
			if err != nil {
				t.Fatal(err)
			}
			var rows []row
			for _, s := range Slots() {
				if b, ok := got[s]; ok {
					rows = append(rows, row{b.Slot, b.From, b.Spec()})
				}
			}
			if diff := cmp.Diff(tt.want, rows); diff != "" {
				t.Errorf("Resolve (-want +got):\n%s", diff)
			}
		})
	}
}

func TestResolveErrors(t *testing.T) {
	c := catalog(t)
	tests := []struct {
		name string
		cfg  config.Config
		want string
	}{
		{"no action", config.Config{}, "no model for the action slot"},
		{"no provider", config.Config{Model: "gpt-4.1"}, "want provider/model"},
		{"unknown provider", config.Config{Model: "acme/x"}, `unknown provider "acme"`},
		{"unknown model", config.Config{Model: "ollama/my-finetune"}, "set models.action.context_window in config, or pass --context-window N"},
		{"bad slot", config.Config{Model: "openai/gpt-4.1", Models: map[string]config.Slot{"dreaming": {Model: "openai/o3"}}}, "models.dreaming: unknown slot"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := c.Resolve(tt.cfg)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Resolve = %v, want error containing %q", err, tt.want)
			}
		})
	}
	_, err := c.Resolve(config.Config{Model: "ollama/my-finetune"})
	if !errors.Is(err, ErrUnknownModel) {
		t.Errorf("unknown model error %v does not wrap ErrUnknownModel", err)
	}
	b, err := c.Resolve(config.Config{Models: map[string]config.Slot{"action": {Model: "ollama/my-finetune", ContextWindow: 32768}}})
	if err != nil || b[Action].ContextWindow() != 32768 {
		t.Errorf("unknown model with a context window: %v, %+v", err, b[Action])
	}
}

func TestLookupSnapshots(t *testing.T) {
	c := catalog(t)
	for _, tt := range []struct {
		provider, id string
		window       int
		ok           bool
	}{
		{"openai", "gpt-4o", 128000, true},
		{"openai", "gpt-4o-2024-08-06", 128000, true},
		{"openai", "gpt-4o-mini-2024-07-18", 128000, true},
		{"anthropic", "claude-sonnet-4-5-20250929", 200000, true},
		{"ollama", "qwen2.5-coder:32b", 32768, true},
		{"openai", "gpt-4oz", 0, false},
		{"anthropic", "gpt-4o", 0, false},
	} {
		info, ok := c.Lookup(tt.provider, tt.id)
		if ok != tt.ok || info.ContextWindow != tt.window {
			t.Errorf("Lookup(%s, %s) = %d, %v; want %d, %v", tt.provider, tt.id, info.ContextWindow, ok, tt.window, tt.ok)
		}
	}
}

func TestParseOverride(t *testing.T) {
	for _, tt := range []struct{ in, slot, model, err string }{
		{"openai/gpt-4.1", "action", "openai/gpt-4.1", ""},
		{"compact=ollama/qwen3-coder", "compact", "ollama/qwen3-coder", ""},
		{"script:/a=b.yaml", "action", "script:/a=b.yaml", "unknown slot"},
		{"dreaming=openai/o3", "", "", "unknown slot"},
		{"thinking=", "", "", "empty model"},
	} {
		slot, model, err := ParseOverride(tt.in)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("ParseOverride(%q) error = %v, want %q", tt.in, err, tt.err)
			}
			continue
		}
		if err != nil || slot != tt.slot || model != tt.model {
			t.Errorf("ParseOverride(%q) = %q, %q, %v", tt.in, slot, model, err)
		}
	}
}

func TestCost(t *testing.T) {
	p := Price{Input: 3, Output: 15, CachedInput: 0.3, CacheWrite: 3.75}
	u := messages.Usage{PromptTokens: 1_000_000, CachedTokens: 500_000, CacheWriteTokens: 100_000, CompletionTokens: 100_000}
	want := (400_000*3 + 500_000*0.3 + 100_000*3.75 + 100_000*15) / 1e6
	if got := p.Cost(u); math.Abs(got-want) > 1e-9 {
		t.Errorf("Cost = %v, want %v", got, want)
	}
	if got := (Price{}).Cost(u); got != 0 {
		t.Errorf("free model cost %v", got)
	}
}

// A slot's price replaces the catalog's (or gives one to a model the
// catalog lacks), and costs follow it; the catalog itself is untouched.
func TestSlotPrice(t *testing.T) {
	c := catalog(t)
	got, err := c.Resolve(config.Config{Models: map[string]config.Slot{
		"action":  {Model: "ollama/qwen3-coder", Price: &config.SlotPrice{Input: 2, Output: 8}},
		"compact": {Model: "openai/gpt-4.1", Price: &config.SlotPrice{Input: 1, Output: 1, CachedInput: 0.5}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	u := messages.Usage{PromptTokens: 1_000_000, CompletionTokens: 1_000_000}
	if cost := got[Action].Info.Price.Cost(u); cost != 10 {
		t.Errorf("uncatalogued model priced by its slot: $%v, want $10", cost)
	}
	if cost := got[Compact].Info.Price.Cost(u); cost != 2 {
		t.Errorf("catalogued model priced by its slot: $%v, want $2", cost)
	}
	if cat, _ := c.Lookup("openai", "gpt-4.1"); cat.Price.Input == 1 {
		t.Error("the slot's price leaked into the shared catalog")
	}
}
