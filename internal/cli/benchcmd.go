package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"troupe/actors/agent"
	"troupe/configs"
	"troupe/internal/compact"
	"troupe/internal/config"
	"troupe/internal/models"
	"troupe/internal/prompt"
	"troupe/internal/replay"
	"troupe/internal/tokens"
	"troupe/internal/window"
	"troupe/messages"
	"troupe/supervisor"
)

func newBenchCmd(stdio *IO, g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "bench",
		Short: "Measure troupe offline: compaction on recorded data, sandboxed command starts",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newBenchCompactionCmd(stdio, g), newBenchSandboxCmd(stdio, g))
	return cmd
}

// benchFlags are the flags of `troupe bench compaction`.
type benchFlags struct {
	traces        []string
	window        int
	policy        string
	json          bool
	summaryTokens int
	summaryModel  string
	counter       string
	reserve       int // -1: the agent's own (output_reserve, at most a quarter of the window)
	overhead      int // -1: the agent's own (its tool schemas)
	concat        bool
	oversized     int
}

// agentOwn is the default of --reserve and --overhead: what the agent uses.
const agentOwn = -1

// The counters `--counter` selects.
const (
	counterTiktoken = "tiktoken"
	counterApprox   = "approx"
)

// policyAll runs every policy side by side.
const policyAll = "all"

func newBenchCompactionCmd(stdio *IO, g *globals) *cobra.Command {
	var f benchFlags
	cmd := &cobra.Command{
		Use:   "compaction --trace FILE... [flags]",
		Short: "Replay recorded sessions through the context window and compactor",
		Long: `Replay recorded agent sessions (the trace format of shared/traces/README.md)
through troupe's real context window and compactor, and report per trace and
in total: model calls, peak tokens and how far below the "none" policy they
are, the observation-masking limit and how close the policy gets to it,
overflows at the window, stage firings (mask/prune/aggressive/summarize),
summarizer calls, the token estimate's error against the provider's recorded
usage before and after calibration, recent-window integrity and the
retrievability of every hidden output (both must be 100%), messages
offloaded, re-reads (calls whose recorded answer relies on a file path or
error line the policy's view no longer showed) and summary fidelity (such
facts of summarized messages that a later answer relies on, and how many
the view after the summary lost).

The replay runs at the live budget: the window minus the agent's output
reserve (context.output_reserve, at most a quarter of the window; --reserve
overrides), with the agent's own tool schemas counted in every request
(--overhead overrides). A request over that budget is an overflow.
--concat replays all the traces as one long session; --oversized N adds an
exchange with a user paste, an assistant reply and a subagent answer of N
characters each to every trace.

Traces are the --trace values and the arguments: files, directories (their
*.jsonl files) or quoted glob patterns. Tokens are counted with the encoding
of each trace's model (o200k_base when the trace names none or an unknown
one); --counter approx counts a quarter of the bytes instead. The summarizer
is an offline stand-in whose summary is --summary-tokens tokens, or a real
model with --summary-model provider/model (its key from the environment;
"compact" names the configured compact slot). Files the
replay writes (offloaded and masked outputs, archives) go to a temporary
directory that is removed afterwards.

Policies: staged (offloading and every compaction stage), none (the trace as
recorded), emergency (summarize only at 99%, what most agents do), all (the
three side by side). --json prints one object per trace and policy, then one
"trace":"TOTAL" object per policy.

A malformed trace is an error naming its file and line (exit 1).`,
		Example: `  troupe bench compaction --window 12000 --policy all ../shared/traces/*.jsonl
  troupe bench compaction --trace session.jsonl --json`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return benchCompaction(cmd.Context(), stdio, g, f, args)
		},
	}
	fl := cmd.Flags()
	fl.StringArrayVar(&f.traces, "trace", nil, "trace `FILE`, directory or glob to replay; repeatable (arguments are traces too)")
	fl.IntVar(&f.window, "window", 0, "context window in tokens to replay at (default: each trace's own, else 131072)")
	fl.StringVar(&f.policy, "policy", string(replay.Staged), "context policy: staged, none, emergency, or all")
	fl.BoolVar(&f.json, "json", false, "print one JSON object per line instead of a table")
	fl.IntVar(&f.summaryTokens, "summary-tokens", replay.DefaultSummaryTokens, "size in tokens of the stand-in summary")
	fl.StringVar(&f.summaryModel, "summary-model", "", "summarize with this model (provider/model, e.g. the compact slot's) instead of the stand-in")
	fl.StringVar(&f.counter, "counter", counterTiktoken, "token counter: tiktoken (the trace model's encoding) or approx (bytes/4)")
	fl.IntVar(&f.reserve, "reserve", agentOwn, "output reserve in tokens (default: the agent's own, context.output_reserve capped at a quarter of the window)")
	fl.IntVar(&f.overhead, "overhead", agentOwn, "tokens added to every request for tool schemas (default: the main agent's own)")
	fl.BoolVar(&f.concat, "concat", false, "replay the traces one after another as one long session")
	fl.IntVar(&f.oversized, "oversized", 0, "append a paste, a reply and a subagent answer of `N` characters each to every trace")
	return cmd
}

// benchPolicies parses --policy.
func benchPolicies(s string) ([]replay.Policy, error) {
	if s == policyAll {
		return []replay.Policy{replay.None, replay.Emergency, replay.Staged}, nil
	}
	p, err := replay.ParsePolicy(s)
	if err != nil {
		return nil, usageError("--policy must be staged, none, emergency or all, not %q", s)
	}
	return []replay.Policy{p}, nil
}

func benchCompaction(ctx context.Context, stdio *IO, g *globals, f benchFlags, args []string) error {
	policies, err := benchPolicies(f.policy)
	if err != nil {
		return err
	}
	switch {
	case f.window < 0:
		return usageError("--window must be positive")
	case f.summaryTokens < 1:
		return usageError("--summary-tokens must be positive")
	case f.counter != counterTiktoken && f.counter != counterApprox:
		return usageError("--counter must be tiktoken or approx, not %q", f.counter)
	case f.reserve < agentOwn, f.overhead < agentOwn, f.oversized < 0:
		return usageError("--reserve, --overhead and --oversized must not be negative")
	}
	cfg, err := g.config(stdio, ".")
	if err != nil {
		return err
	}
	files, err := traceFiles(append(append([]string(nil), f.traces...), args...))
	if err != nil {
		return err
	}
	traces := make([]*replay.Trace, 0, len(files))
	for _, file := range files {
		t, err := replay.ReadTrace(file)
		if err != nil {
			return err
		}
		traces = append(traces, t)
	}
	if f.concat {
		long, err := replay.Concat(fmt.Sprintf("concat-%d", len(traces)), traces)
		if err != nil {
			return err
		}
		traces = []*replay.Trace{long}
	}
	if f.oversized > 0 {
		for i, t := range traces {
			traces[i] = replay.Oversized(t, f.oversized)
		}
	}
	summarizer, err := benchSummarizer(stdio, cfg, f.summaryModel)
	if err != nil {
		return err
	}
	scratch, err := os.MkdirTemp("", "troupe-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(scratch)

	counters := newTraceCounters(f.counter)
	specs, _, err := agentTools(cfg, mainAgent, false)
	if err != nil {
		return err
	}
	wire := make([]messages.ToolSpec, len(specs))
	for i, s := range specs {
		wire[i] = s.spec
	}
	var rows []replay.Result
	byPolicy := map[replay.Policy][]replay.Result{}
	for i, t := range traces {
		counter := counters.For(t)
		win := f.window
		if win == 0 {
			win = t.Meta.ContextWindow
		}
		if win == 0 {
			win = replay.DefaultWindow
		}
		reserve, overhead := f.reserve, f.overhead
		if reserve == agentOwn {
			reserve = agent.ContextConfig{OutputReserve: cfg.Context.OutputReserve}.Reserve(win)
		}
		if overhead == agentOwn {
			overhead = tokens.ReplyPrimer + counters.Tools(t, wire)
		}
		comp := cfg.Context.Compaction
		for _, p := range policies {
			res, err := replay.Run(ctx, t, replay.Options{Policy: p, Window: win, Reserve: reserve, Overhead: overhead,
				Compact: &comp, Counter: counter, Summarizer: summarizer,
				SummaryTokens: f.summaryTokens, ScratchDir: filepath.Join(scratch, strconv.Itoa(i))})
			if ctx.Err() != nil {
				return &exitError{code: ExitCancelled, err: ctx.Err()}
			}
			if err != nil {
				return err
			}
			rows = append(rows, res)
			byPolicy[p] = append(byPolicy[p], res)
		}
	}
	for _, p := range policies {
		rows = append(rows, replay.Total(byPolicy[p]))
	}
	if f.json {
		return replay.WriteJSON(stdio.Out, rows)
	}
	if err := replay.WriteTable(stdio.Out, rows); err != nil {
		return err
	}
	counters.describe(stdio.Out)
	return nil
}

// benchSummarizer is the real summarizer of --summary-model, or nil for
// the stand-in.
func benchSummarizer(stdio *IO, cfg config.Config, spec string) (compact.Summarizer, error) {
	if spec == "" {
		return nil, nil
	}
	cat, err := models.Load()
	if err != nil {
		return nil, err
	}
	slot := models.Action
	if spec == models.Compact {
		slot = models.Compact // the configured compact slot, as the agent binds it
	} else {
		cfg = config.Config{Model: spec}
	}
	binds, err := cat.Resolve(cfg)
	if err != nil {
		return nil, usageError("--summary-model: %v", err)
	}
	b := binds[slot]
	if b.Provider == models.ScriptProvider {
		return nil, usageError("--summary-model: a scripted model cannot summarize traces")
	}
	client, err := supervisor.ProviderClient(b, stdio.Getenv, prompt.Off)
	if err != nil {
		return nil, err
	}
	text, err := fs.ReadFile(configs.FS, "prompts/compact.md")
	if err != nil {
		return nil, err
	}
	return compact.ModelSummarizer{Model: client, ModelName: b.Model, Prompt: string(text)}, nil
}

// traceFiles expands the trace arguments: a directory stands for its
// *.jsonl files, a pattern that names no file as such is a glob.
func traceFiles(args []string) ([]string, error) {
	if len(args) == 0 {
		return nil, usageError("no trace: give --trace FILE (or files as arguments)")
	}
	var out []string
	for _, a := range args {
		st, err := os.Stat(a)
		switch {
		case err == nil && st.IsDir():
			m, _ := filepath.Glob(filepath.Join(a, "*.jsonl")) // the pattern is valid
			if len(m) == 0 {
				return nil, fmt.Errorf("%s: no *.jsonl trace in the directory", a)
			}
			out = append(out, m...)
		case err == nil:
			out = append(out, a)
		case errors.Is(err, os.ErrNotExist) && strings.ContainsAny(a, "*?["):
			m, gerr := filepath.Glob(a)
			if gerr != nil {
				return nil, usageError("--trace %q: %v", a, gerr)
			}
			if len(m) == 0 {
				return nil, fmt.Errorf("%s: no trace matches", a)
			}
			out = append(out, m...)
		default:
			return nil, fmt.Errorf("trace: %w", err)
		}
	}
	return out, nil
}

// traceCounters hands each trace the counter for its model and remembers
// which encodings were used.
type traceCounters struct {
	kind string
	real *tokens.Counter
	used map[string]int // encoding (or "approx") → traces
}

func newTraceCounters(kind string) *traceCounters {
	return &traceCounters{kind: kind, real: tokens.NewCounter(), used: map[string]int{}}
}

// For returns the counter of t: its model's encoding, o200k_base when the
// trace names no known model, or the bytes/4 approximation.
func (c *traceCounters) For(t *replay.Trace) window.Counter {
	if c.kind == counterApprox {
		c.used[counterApprox]++
		return replay.Approx{}
	}
	enc, err := tokens.EncodingFor(t.Meta.Model)
	if err != nil {
		enc = tokens.O200KBase
	}
	c.used[string(enc)]++
	return c.real.For(enc)
}

// Tools counts tool schemas as t's counter would.
func (c *traceCounters) Tools(t *replay.Trace, specs []messages.ToolSpec) int {
	if c.kind == counterApprox {
		n := 0
		for _, s := range specs {
			n += replay.Approx{}.Text(s.Name + s.Description + string(s.Parameters))
		}
		return n
	}
	enc, err := tokens.EncodingFor(t.Meta.Model)
	if err != nil {
		enc = tokens.O200KBase
	}
	return c.real.Tools(enc, specs)
}

// describe says how the traces were counted, under the table.
func (c *traceCounters) describe(w io.Writer) {
	names := make([]string, 0, len(c.used))
	for n := range c.used {
		names = append(names, n)
	}
	sort.Strings(names)
	parts := make([]string, 0, len(names))
	for _, n := range names {
		parts = append(parts, fmt.Sprintf("%s (%d traces)", n, c.used[n]))
	}
	fmt.Fprintf(w, "\ntokens counted with %s\n", strings.Join(parts, ", "))
}
