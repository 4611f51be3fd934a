package supervisor

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	actorllm "troupe/actors/llm"
	"troupe/internal/models"
)

// turnModels are the models single turns run on (a custom command's
// model front matter), each client made the first time a turn asks for
// it and kept for the supervisor's life; the model clients of every agent
// look them up by key (llm.Deps.Alternate), so a turn on another model
// reaches it without a restart. Safe for concurrent use.
type turnModels struct {
	mu    sync.Mutex
	byKey map[string]slotClient // by model spec (provider/model, script:PATH)
}

// lentModel is the model the session's next turns run on, until revoked.
type lentModel struct {
	key    string
	window int
}

// turnModel resolves name — an alias of subagents.model_aliases (haiku,
// sonnet, opus), a full Claude id (by its family's alias), or a troupe
// model (provider/model, script:PATH) — to the key its turn's requests
// carry and its client. An alias to a slot ("slot:compact") is that
// slot's model and client.
func (s *Supervisor) turnModel(name string) (string, slotClient, error) {
	target, ok := s.cfg.ModelTarget(name)
	if !ok {
		if !strings.Contains(name, "/") && !strings.HasPrefix(name, "script:") {
			return "", slotClient{}, fmt.Errorf("model %q is neither in subagents.model_aliases (%s) nor a troupe model (provider/model)",
				name, strings.Join(s.aliasNames(), ", "))
		}
		target = name
	}
	if slot, isSlot := strings.CutPrefix(target, "slot:"); isSlot {
		sc, ok := s.slotOrAction(slot)
		if !ok {
			return "", slotClient{}, fmt.Errorf("model %q: alias to unknown slot %q", name, slot)
		}
		return target, sc, nil
	}
	s.turns.mu.Lock()
	defer s.turns.mu.Unlock()
	if sc, ok := s.turns.byKey[target]; ok {
		return target, sc, nil
	}
	cat, err := models.Load()
	if err != nil {
		return "", slotClient{}, err
	}
	cfg := s.cfg
	cfg.Model, cfg.Models = target, nil // the model alone: none of the action slot's settings
	binds, err := cat.Resolve(cfg)
	if err != nil {
		return "", slotClient{}, fmt.Errorf("model %q: %w", name, err)
	}
	cl, err := s.clients(map[string]models.Binding{models.Action: binds[models.Action]})
	if err != nil {
		return "", slotClient{}, fmt.Errorf("model %q: %w", name, err)
	}
	if s.turns.byKey == nil {
		s.turns.byKey = map[string]slotClient{}
	}
	s.turns.byKey[target] = cl[models.Action]
	return target, cl[models.Action], nil
}

// slotOrAction is slot's client, or the action slot's when slot is a
// valid slot left unbound.
func (s *Supervisor) slotOrAction(slot string) (slotClient, bool) {
	if sc, ok := s.slots[slot]; ok {
		return sc, true
	}
	for _, v := range models.Slots() {
		if v == slot {
			sc, ok := s.slots[models.Action]
			return sc, ok
		}
	}
	return slotClient{}, false
}

// aliasNames are the configured model aliases, sorted.
func (s *Supervisor) aliasNames() []string {
	var out []string
	for k := range s.cfg.Subagents.ModelAliases {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// alternate is the model client of a turn's key, as an llm actor needs
// it; only a key a turn was lent (turnModel) resolves.
func (s *Supervisor) alternate(key string) (actorllm.Alternate, bool) {
	var sc slotClient
	var ok bool
	if slot, isSlot := strings.CutPrefix(key, "slot:"); isSlot {
		sc, ok = s.slotOrAction(slot)
	} else {
		s.turns.mu.Lock()
		sc, ok = s.turns.byKey[key]
		s.turns.mu.Unlock()
	}
	if !ok {
		return actorllm.Alternate{}, false
	}
	return actorllm.Alternate{Model: sc.client, Name: sc.binding.Spec(), Price: sc.binding.Info.Price, Vision: seesImages(sc)}, true
}

// LendModel runs the turns this session starts until revoke on the model
// name names (a custom command's model front matter: see turnModel), with
// that model's context window and price; then the session's own model
// again. A name that resolves to nothing is an error, and nothing changes.
func (x *Session) LendModel(name string) (revoke func(), err error) {
	key, sc, err := x.s.turnModel(name)
	if err != nil {
		return nil, err
	}
	lent := &lentModel{key: key, window: sc.binding.ContextWindow()}
	x.mu.Lock()
	x.model = lent
	x.mu.Unlock()
	return func() {
		x.mu.Lock()
		if x.model == lent {
			x.model = nil
		}
		x.mu.Unlock()
	}, nil
}

// CheckModel reports whether name resolves to a model a turn can run on.
func (x *Session) CheckModel(name string) error {
	_, _, err := x.s.turnModel(name)
	return err
}
