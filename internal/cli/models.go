package cli

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"troupe/internal/models"
)

func newModelsCmd(stdio *IO, g *globals) *cobra.Command {
	var all bool
	cmd := &cobra.Command{
		Use:   "models",
		Short: "Show which model each workflow slot uses, with context window and price",
		Long: `Print every workflow slot (action, thinking, critique, compact, vision) with
the provider and model it resolves to after config and --model overrides,
the fallback it uses when not bound itself, the context window, and the price
per million tokens. API keys are never printed: only whether they are set.
With --all, or when no model is configured, the catalog of known models
follows.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ws, err := g.workspaceDir()
			if err != nil {
				return err
			}
			cfg, err := g.config(stdio, ws)
			if err != nil {
				return err
			}
			cat, err := models.Load()
			if err != nil {
				return err
			}
			binds, err := cat.Resolve(cfg)
			noModel := err != nil && cfg.Model == "" && len(cfg.Models) == 0
			if err != nil && !noModel {
				return fmt.Errorf("%w\n\n%s", err, howToConfigure)
			}
			tw := tabwriter.NewWriter(stdio.Out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "SLOT\tMODEL\tVIA\tCONTEXT\tMAX OUT\tPRICE IN/OUT/CACHED ($/Mtok)\tKEY")
			for _, slot := range models.Slots() {
				b, ok := binds[slot]
				if !ok {
					fmt.Fprintf(tw, "%s\t(none)\t\t\t\t\t\n", slot)
					continue
				}
				via := "own"
				if b.From != "" {
					via = "→ " + b.From
				}
				window := fmt.Sprint(b.ContextWindow())
				if !b.Known {
					window += " (config)"
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", slot, b.Spec(), via, window, orDash(b.Info.MaxOutput),
					price(b.Info.Price), keyStatus(stdio, b))
			}
			if err := tw.Flush(); err != nil {
				return err
			}
			if noModel {
				fmt.Fprintf(stdio.Out, "\nNo model is configured.\n%s\n", howToConfigure)
			}
			if !all && !noModel {
				return nil
			}
			fmt.Fprintln(stdio.Out, "\nCatalog (configs/models.yaml):")
			tw = tabwriter.NewWriter(stdio.Out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "MODEL\tCONTEXT\tMAX OUT\tPRICE IN/OUT/CACHED ($/Mtok)\tCAPABILITIES")
			for _, in := range cat.Models() {
				fmt.Fprintf(tw, "%s/%s\t%d\t%s\t%s\t%s\n", in.Provider, in.ID, in.ContextWindow, orDash(in.MaxOutput), price(in.Price), strings.Join(in.Capabilities, ","))
			}
			return tw.Flush()
		},
	}
	g.registerModel(cmd)
	cmd.Flags().BoolVar(&all, "all", false, "also list every model of the catalog")
	return cmd
}

func orDash(n int) string {
	if n == 0 {
		return "-"
	}
	return fmt.Sprint(n)
}

func price(p models.Price) string {
	if p == (models.Price{}) {
		return "free/unknown"
	}
	return fmt.Sprintf("%.2f / %.2f / %.3f", p.Input, p.Output, p.CachedInput)
}

// keyStatus says whether the provider's key is available, never the key.
func keyStatus(stdio *IO, b models.Binding) string {
	switch {
	case b.Provider == models.ScriptProvider:
		return "-"
	case b.Conn.APIKeyEnv == "":
		return "none needed"
	case stdio.Getenv(b.Conn.APIKeyEnv) != "":
		return b.Conn.APIKeyEnv + " set"
	case b.Conn.Keyless:
		return "none needed"
	}
	return b.Conn.APIKeyEnv + " MISSING"
}

// howToConfigure is shown when no model is configured.
const howToConfigure = `Configure a model in one of these ways:
  troupe run --model anthropic/claude-sonnet-4-5 "…"     (with ANTHROPIC_API_KEY set)
  troupe run --model openai/gpt-4.1 "…"                   (with OPENAI_API_KEY set)
  troupe run --model ollama/qwen3-coder "…"               (a local Ollama: no key needed)
  troupe run --model script:turns.yaml "…"                (a scripted model, offline)
or set it once in ~/.config/troupe/config.yaml or .troupe/config.yaml:
  model: anthropic/claude-sonnet-4-5
  models:
    compact: {model: anthropic/claude-haiku-4-5}
Any OpenAI-compatible server works: add it under providers: with kind: openai and base_url.
'troupe demo' runs offline without any model.`
