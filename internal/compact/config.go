package compact

import (
	"errors"
	"fmt"
)

// Stage names one compaction stage. Stages fire in this order, each only when
// the context is still at or above its threshold after the ones before.
type Stage string

// The stages, cheapest first.
const (
	StageNone       Stage = ""
	StageWarning    Stage = "warning"    // record a warning, once
	StageMask       Stage = "mask"       // tool results older than the last MaskKeep → pointers
	StagePrune      Stage = "prune"      // outputs beyond PruneProtectTokens → pointers
	StageAggressive Stage = "aggressive" // tool results older than the last AggressiveKeep → pointers
	StageSummarize  Stage = "summarize"  // archive the history, summarize its middle
)

// Stages lists the stages in the order they fire.
func Stages() []Stage {
	return []Stage{StageWarning, StageMask, StagePrune, StageAggressive, StageSummarize}
}

// Config holds every threshold, window and budget of compaction and
// offloading. Thresholds are fractions of the agent's budget (context window
// minus output reserve); a threshold of 0 disables its stage. Defaults
// returns OpenDev's numbers.
type Config struct {
	Warning    float64 `yaml:"warning"`
	Mask       float64 `yaml:"mask"`
	Prune      float64 `yaml:"prune"`
	Aggressive float64 `yaml:"aggressive"`
	Summarize  float64 `yaml:"summarize"`

	MaskKeep           int `yaml:"mask_keep"`            // tool results the mask stage leaves whole
	AggressiveKeep     int `yaml:"aggressive_keep"`      // tool results the aggressive stage leaves whole
	PruneProtectTokens int `yaml:"prune_protect_tokens"` // newest output tokens the prune stage leaves whole, at most
	// PruneProtect is the prune stage's protection as a fraction of the
	// budget: it leaves min(PruneProtectTokens, PruneProtect × budget) of
	// the newest output whole, so the stage can fire at every window.
	// 0 uses PruneProtectTokens alone.
	PruneProtect  float64 `yaml:"prune_protect"`
	PruneMinChars int     `yaml:"prune_min_chars"` // outputs shorter than this are never pruned
	// RecentTurns is the recent window no stage rewrites: the last
	// RecentTurns model turns (assistant messages) and everything after the
	// first of them. The summarize stage keeps it verbatim as its tail.
	RecentTurns int `yaml:"recent_turns"`
	// RecentShare bounds the recent window by the budget: it keeps the
	// most of the last RecentTurns turns (never fewer than one) whose
	// tokens fit in RecentShare × budget. 0 leaves RecentTurns alone.
	RecentShare float64 `yaml:"recent_share"`
	// MessageShare is the largest share of the budget one message may
	// take: an assistant reply, a user paste or a subagent's answer
	// larger than that is offloaded like a large tool output (preview and
	// file). 0 turns it off.
	MessageShare float64 `yaml:"message_share"`
	// SummaryRetries is how many more times the summarize stage runs, each
	// keeping only the last model turn as its tail, when the request is
	// still over the budget after the first summary (in a forced check:
	// over the summarize threshold). A retry rewrites the recent window,
	// so it is kept only if the request then fits the budget.
	SummaryRetries int `yaml:"summary_retries"`
	// Protected tools' results are never masked or pruned.
	Protected []string `yaml:"protected"`

	OffloadThreshold int `yaml:"offload_threshold"` // characters; larger tool outputs go to a scratch file
	OffloadPreview   int `yaml:"offload_preview"`   // characters of an offloaded output kept in context

	// ScratchDir is where full outputs and archives are written, as it
	// should appear in pointers (e.g. the session's scratch directory for
	// this agent). Set by the caller; not configuration.
	ScratchDir string `yaml:"-"`
}

// Defaults returns OpenDev's staged-compaction and offloading defaults
// (reference/opendev.md §3) — 70/80/85/90%, mask all but 6, aggressive
// keeps 3, offload above 8,000 characters with a 500-character preview —
// made relative to the budget where replay showed they must be
// (`troupe bench compaction` at live budgets, issue 14): the prune stage
// protects at most 10% of the budget (40k tokens never fired below a 48k
// budget; at 10% it fires at 12k and 24k and halves the aggressive
// firings at 12k), the recent window takes at most half the budget, one
// message at most a fifth (a 208k-character reply overflowed every window
// until then), and the summary comes at 95%, not 99%, leaving headroom
// for the estimate's error against the provider (1.2% mean on the
// visible corpus; 99% overshot by 0.3%).
//
// Unlike OpenDev, no tool is protected by default: a masked result stays
// byte-identical in its scratch file, and protecting read_file would leave
// the largest outputs of a coding session unmasked.
func Defaults() Config {
	return Config{
		Warning:            0.70,
		Mask:               0.80,
		Prune:              0.85,
		Aggressive:         0.90,
		Summarize:          0.95,
		MaskKeep:           6,
		AggressiveKeep:     3,
		PruneProtectTokens: 40000,
		PruneProtect:       0.10,
		PruneMinChars:      200,
		RecentTurns:        3,
		RecentShare:        0.5,
		MessageShare:       0.2,
		SummaryRetries:     1,
		OffloadThreshold:   8000,
		OffloadPreview:     500,
	}
}

// ErrConfig reports an inconsistent Config.
var ErrConfig = errors.New("compact: invalid config")

// Validate reports thresholds out of order or out of range, and negative
// counts.
func (c Config) Validate() error {
	prev := 0.0
	for _, st := range Stages() {
		th := c.Threshold(st)
		if th == 0 {
			continue
		}
		if th < 0 || th > 1 {
			return fmt.Errorf("%s threshold %.2f not in (0,1]: %w", st, th, ErrConfig)
		}
		if th < prev {
			return fmt.Errorf("%s threshold %.2f below an earlier stage's %.2f: %w", st, th, prev, ErrConfig)
		}
		prev = th
	}
	for name, v := range map[string]int{
		"mask_keep": c.MaskKeep, "aggressive_keep": c.AggressiveKeep, "prune_protect_tokens": c.PruneProtectTokens,
		"prune_min_chars": c.PruneMinChars, "recent_turns": c.RecentTurns, "summary_retries": c.SummaryRetries,
		"offload_threshold": c.OffloadThreshold, "offload_preview": c.OffloadPreview,
	} {
		if v < 0 {
			return fmt.Errorf("%s is %d: %w", name, v, ErrConfig)
		}
	}
	for name, v := range map[string]float64{"prune_protect": c.PruneProtect, "recent_share": c.RecentShare, "message_share": c.MessageShare} {
		if v < 0 || v > 1 {
			return fmt.Errorf("%s %.2f not in [0,1]: %w", name, v, ErrConfig)
		}
	}
	if c.OffloadThreshold > 0 && c.OffloadPreview >= c.OffloadThreshold {
		return fmt.Errorf("offload_preview %d not below offload_threshold %d: %w", c.OffloadPreview, c.OffloadThreshold, ErrConfig)
	}
	return nil
}

// Threshold returns the fraction of the budget at which st fires; 0 if the
// stage is disabled.
func (c Config) Threshold(st Stage) float64 {
	switch st {
	case StageWarning:
		return c.Warning
	case StageMask:
		return c.Mask
	case StagePrune:
		return c.Prune
	case StageAggressive:
		return c.Aggressive
	case StageSummarize:
		return c.Summarize
	}
	return 0
}

// StageAt returns the highest enabled stage whose threshold usage (a fraction
// of the budget) has reached.
func (c Config) StageAt(usage float64) Stage {
	reached := StageNone
	for _, st := range Stages() {
		if th := c.Threshold(st); th > 0 && usage >= th {
			reached = st
		}
	}
	return reached
}

// ForBudget returns the configuration as it applies to one check of view v
// against budget: the prune stage's protection is at most PruneProtect of
// the budget, and the recent window is the most of the last RecentTurns
// turns that fits in RecentShare of it (RecentTurnsFor).
func (c Config) ForBudget(v View, budget int) Config {
	if c.PruneProtect > 0 {
		scaled := int(c.PruneProtect * float64(budget))
		if c.PruneProtectTokens == 0 || scaled < c.PruneProtectTokens {
			c.PruneProtectTokens = scaled
		}
	}
	c.RecentTurns = RecentTurnsFor(v, c, budget)
	return c
}

// RecentTurnsFor returns how many of the last cfg.RecentTurns model turns
// form v's recent window at budget: all of them, unless they take more than
// cfg.RecentShare of the budget, then the most that fit, and never fewer
// than one.
func RecentTurnsFor(v View, cfg Config, budget int) int {
	if cfg.RecentShare <= 0 || cfg.RecentTurns <= 1 || budget <= 0 {
		return cfg.RecentTurns
	}
	limit := int(cfg.RecentShare * float64(budget))
	for k := cfg.RecentTurns; k > 1; k-- {
		if tail := (View{Entries: v.Entries[RecentStart(v, k):]}); tail.Tokens() <= limit {
			return k
		}
	}
	return 1
}

// MessageLimit is the most tokens one message may count at budget before
// it is offloaded (OffloadMessage); 0 when there is no such limit.
func (c Config) MessageLimit(budget int) int {
	if c.MessageShare <= 0 || budget <= 0 {
		return 0
	}
	return max(1, int(c.MessageShare*float64(budget)))
}

func (c Config) protected(tool string) bool {
	for _, p := range c.Protected {
		if p == tool {
			return true
		}
	}
	return false
}
