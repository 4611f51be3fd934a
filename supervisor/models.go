package supervisor

import (
	"context"
	"fmt"
	"strings"

	actorllm "troupe/actors/llm"
	"troupe/internal/llm"
	"troupe/internal/llm/script"
)

// modelClient is what the supervisor needs of a model client.
type modelClient interface {
	Stream(ctx context.Context, req llm.Request) (*llm.Stream, error)
	Name() string
}

// newModel builds the client for a model spec. Today: "script:PATH".
func newModel(spec, workspace string) (modelClient, error) {
	switch {
	case spec == "":
		return nil, fmt.Errorf("%w: pass --model script:PATH (a scripted model, see README), or set `model:` in ~/.config/troupe/config.yaml or .troupe/config.yaml", ErrNoModel)
	case strings.HasPrefix(spec, "script:"):
		m, err := script.Load(strings.TrimPrefix(spec, "script:"))
		if err != nil {
			return nil, err
		}
		return m, nil
	}
	return nil, fmt.Errorf("%w: unknown model %q (supported: script:PATH)", ErrNoModel, spec)
}

func (s *Supervisor) llmDeps() actorllm.Deps {
	return actorllm.Deps{Bus: s.bus, Jobs: &s.jobs, Log: s.log, Model: s.model, ModelName: s.model.Name(), Lifetime: s.life}
}
