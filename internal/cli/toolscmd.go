package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"troupe/actors/agent"
	"troupe/internal/config"
	"troupe/internal/tool"
	"troupe/internal/tool/todo"
	"troupe/messages"
	"troupe/supervisor"
)

// The agent modes `troupe tools list --mode` knows.
const (
	agentModeNormal = "normal"
	agentModePlan   = "plan" // read-only tools, present_plan and task
)

// mainAgent is the --agent value of the main agent.
const mainAgent = "main"

func newToolsCmd(stdio *IO, g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "tools",
		Short: "Inspect the tools agents are given",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newToolsListCmd(stdio, g), newToolsRunCmd(stdio, g))
	return cmd
}

func newToolsListCmd(stdio *IO, g *globals) *cobra.Command {
	var agentType, mode string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "list [--agent TYPE] [--mode MODE] [--json]",
		Short: "Print the tool schemas an agent would send to its model",
		Long: `Print the tools an agent offers its model, as the configuration of the
workspace (-C) builds them: the main agent's (the built-in file and shell
tools, its todo list, and task when subagent types are configured) or, with
--agent TYPE, those of a subagent type (its configured tool list, plus task
if it lists task).

--mode plan shows what the main agent offers in plan mode: the read-only
tools, present_plan and task. Subagents have no plan mode.

The text output is one tool a line: name, whether it is read-only, and the
first line of its description. --json prints the wire specs the model
receives: name, description and JSON-schema parameters.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if mode != agentModeNormal && mode != agentModePlan {
				return usageError("--mode must be normal or plan, not %q", mode)
			}
			if mode == agentModePlan && agentType != mainAgent {
				return usageError("--mode plan: only the main agent has a plan mode")
			}
			ws, err := g.workspaceDir()
			if err != nil {
				return err
			}
			cfg, err := config.Load(config.Paths(stdio.Getenv, ws)...)
			if err != nil {
				return err
			}
			if err := cfg.Validate(); err != nil {
				return err
			}
			specs, unknown, err := agentTools(cfg, agentType, mode == agentModePlan)
			if err != nil {
				return err
			}
			for _, n := range unknown {
				fmt.Fprintf(stdio.Err, "note: subagent type %s lists unknown tool %q (not offered)\n", agentType, n)
			}
			if asJSON {
				return writeToolsJSON(stdio.Out, specs)
			}
			return writeToolsTable(stdio.Out, specs)
		},
	}
	f := cmd.Flags()
	f.StringVar(&agentType, "agent", mainAgent, "agent `TYPE`: main or a configured subagent type (e.g. explore)")
	f.StringVar(&mode, "mode", agentModeNormal, "agent `MODE`: normal or plan")
	f.BoolVar(&asJSON, "json", false, "print the wire specs as JSON")
	return cmd
}

// listedTool is a tool as an agent offers it.
type listedTool struct {
	spec     messages.ToolSpec
	readOnly bool
}

// agentTools returns the tools agentType offers in normal or plan mode,
// sorted by name as the agent sends them, and the names its configuration
// lists that no tool has. It follows the agent actor: the main agent adds
// its todo list and present_plan; a mode offers what offered allows; task
// is offered when the agent may use it and subagent types exist.
func agentTools(cfg config.Config, agentType string, planMode bool) ([]listedTool, []string, error) {
	reg, err := tool.NewRegistry(supervisor.BuiltinTools(supervisor.ShellOptions(cfg, "", nil), supervisor.WebOptions(cfg))...)
	if err != nil {
		return nil, nil, err
	}
	var names, unknown []string
	if agentType == mainAgent {
		// Neither the todo list nor the plan file is used: only the specs are.
		if reg, err = reg.With(agent.OwnTools(todo.NewList(), "plan.md")...); err != nil {
			return nil, nil, err
		}
		names = append(reg.Names(), agent.TaskTool)
	} else {
		t, ok := cfg.Subagents.Types[agentType]
		if !ok {
			return nil, nil, usageError("--agent: unknown agent type %q (known: %s)", agentType,
				strings.Join(append([]string{mainAgent}, subagentTypes(cfg.Subagents)...), ", "))
		}
		names = t.Tools
		if t.Inherit {
			names = reg.Names()
		}
		for _, n := range names {
			if _, ok := reg.Lookup(n); !ok && n != agent.TaskTool {
				unknown = append(unknown, n)
			}
		}
	}
	var out []listedTool
	for _, s := range reg.Specs(names) {
		if agent.Offered(s, planMode) {
			out = append(out, listedTool{spec: s.Wire(), readOnly: s.ReadOnly})
		}
	}
	if slices.Contains(names, agent.TaskTool) && len(cfg.Subagents.Types) > 0 {
		out = append(out, listedTool{spec: taskToolSpec(cfg.Subagents)})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].spec.Name < out[j].spec.Name })
	return out, unknown, nil
}

func subagentTypes(subs config.Subagents) []string {
	names := make([]string, 0, len(subs.Types))
	for n := range subs.Types {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// taskToolSpec describes the task tool from the configured subagent types,
// exactly as the agent actor does.
func taskToolSpec(subs config.Subagents) messages.ToolSpec {
	types := map[string]agent.Subagent{}
	for n, t := range subs.Types {
		types[n] = agent.Subagent{Description: t.Description, Tools: t.Tools}
	}
	return agent.TaskSpec(types)
}

func writeToolsJSON(w io.Writer, tools []listedTool) error {
	specs := make([]messages.ToolSpec, 0, len(tools))
	for _, t := range tools {
		specs = append(specs, t.spec)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(specs)
}

func writeToolsTable(w io.Writer, tools []listedTool) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tREAD-ONLY\tDESCRIPTION")
	for _, t := range tools {
		ro := "no"
		if t.readOnly {
			ro = "yes"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\n", t.spec.Name, ro, summaryLine(t.spec.Description))
	}
	return tw.Flush()
}

// summaryLine is the first non-empty line of a description.
func summaryLine(s string) string {
	for line := range strings.Lines(s) {
		if l := strings.TrimSpace(line); l != "" {
			return l
		}
	}
	return ""
}
