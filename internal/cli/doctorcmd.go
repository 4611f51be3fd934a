package cli

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"troupe/internal/config"
	"troupe/internal/diag"
	"troupe/internal/hooks"
	"troupe/internal/memory"
	"troupe/internal/prompt"
	"troupe/internal/safety"
	"troupe/internal/skill"
	"troupe/internal/slash"
)

func newDoctorCmd(stdio *IO, g *globals) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "doctor",
		Short: "List the agents, skills, hooks, MCP servers and memory files a session would load, and what is skipped and why",
		Long: `List everything a session in this workspace reads from Claude Code's and
troupe's files — subagent types, skills, hooks, MCP servers, memory files
(AGENTS.md, CLAUDE.md) — and each entry or field that is skipped or
ignored, with its file, line and the reason. An unfamiliar entry never stops
troupe from starting; this is where it says what it did with it. troupe's
own config files stay strict: an error there is printed and the exit status
is 1.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ws, err := g.workspaceDir()
			if err != nil {
				return err
			}
			r, cfgErr := doctorReport(stdio.Getenv, ws)
			if asJSON {
				out := struct {
					Workspace   string       `json:"workspace"`
					ConfigError string       `json:"config_error,omitempty"`
					Entries     []diag.Entry `json:"entries"`
				}{Workspace: ws, Entries: r.Sorted()}
				if cfgErr != nil {
					out.ConfigError = cfgErr.Error()
				}
				enc := json.NewEncoder(stdio.Out)
				enc.SetIndent("", "  ")
				if err := enc.Encode(out); err != nil {
					return err
				}
			} else {
				printDoctor(stdio, r, cfgErr)
			}
			if cfgErr != nil {
				return &exitError{code: ExitError, err: fmt.Errorf("doctor: %w", cfgErr)}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the entries as JSON")
	return cmd
}

// doctorReport loads what a session in ws would load and returns every
// entry; the error is troupe's own config's.
func doctorReport(getenv func(string) string, ws string) (diag.Report, error) {
	var r diag.Report
	cfg, cfgErr := config.Load(config.Paths(getenv, ws)...)
	r.Merge(cfg.Diag)
	if _, err := config.LoadMCP(getenv, ws, cfg, &r); err != nil && cfgErr == nil {
		cfgErr = err
	}
	if _, err := skill.Load(&r, skill.Dirs(getenv, ws)...); err != nil {
		r.Skip(diag.Skill, "", "", 0, "%v", err)
	}
	if s, err := hooks.Load(hooks.Paths(getenv("HOME"), ws)...); err != nil {
		r.Skip(diag.Hook, "", "", 0, "%v", err)
	} else {
		s.Rules(getenv("HOME")) // records each permission rule, used or skipped
		r.Merge(s.Diag)
	}
	custom := slash.LoadCustom(&r, slash.CommandDirs(getenv, ws)...)
	slash.WithCustom(slash.Builtin(), custom, &r)
	for _, c := range custom { // a command's model that names nothing fails the command when it runs: say so now
		if _, ok := cfg.ModelTarget(c.Model); c.Model != "" && !ok && !strings.Contains(c.Model, "/") && !strings.HasPrefix(c.Model, "script:") {
			r.Warn(diag.Command, "/"+c.Name, c.File, 0, "model %q is neither in subagents.model_aliases nor a troupe model (provider/model): the command fails when run", c.Model)
		}
	}
	permFile := filepath.Join(ws, ".troupe", "permissions.yaml")
	if p, err := safety.LoadPermissions(permFile); err != nil {
		r.Skip(diag.Permission, "", permFile, 0, "%v", err)
	} else {
		for _, rule := range p.Rules {
			r.Load(diag.Permission, rule.Action.String()+" "+ruleText(rule), rule.Source)
		}
	}
	set, err := prompt.LoadAll(prompt.LoadOptions{Workspace: ws, Home: getenv("HOME"), ProjectTrusted: true})
	if err != nil {
		r.Skip(diag.Memory, "", ws, 0, "%v", err)
	}
	for _, doc := range []prompt.Doc{set.User, set.Project, set.Local} {
		if doc.Text != "" {
			r.Load(diag.Memory, doc.Path, doc.Path)
		}
	}
	for _, l := range set.Loaded {
		if l.Reason == "include" {
			rel, err := filepath.Rel(ws, l.File)
			if err != nil || strings.HasPrefix(rel, "..") {
				rel = l.File
			}
			r.Load(diag.Memory, "import "+filepath.ToSlash(rel), l.File)
		}
	}
	for _, p := range set.Problems {
		r.Skip(diag.Memory, "import", "", 0, "%s", p)
	}
	docs, err := memory.Load(memory.Where(getenv, ws, true), memory.MaxBudget)
	if err != nil {
		r.Skip(diag.Memory, "", ws, 0, "%v", err)
	}
	for _, d := range docs {
		r.Load(diag.Memory, d.Label, d.Path)
	}
	return r, cfgErr
}

// printDoctor prints the report by kind: a count line, then each entry.
func printDoctor(stdio *IO, r diag.Report, cfgErr error) {
	if cfgErr != nil {
		fmt.Fprintf(stdio.Out, "config: error: %v\n\n", cfgErr)
	}
	kinds := []struct{ kind, title string }{{diag.Agent, "agents"}, {diag.Skill, "skills"}, {diag.Command, "commands"},
		{diag.Hook, "hooks"}, {diag.Settings, "settings"}, {diag.MCP, "mcp servers"}, {diag.Permission, "permission rules"}, {diag.Memory, "memory files"}}
	entries := r.Sorted()
	for _, k := range kinds {
		var lines []string
		for _, e := range entries {
			if e.Kind != k.kind {
				continue
			}
			switch {
			case e.Status == diag.Loaded && e.Kind == diag.Agent && strings.HasPrefix(e.File, "configs/"):
				continue // built in
			case e.Status == diag.Loaded:
				lines = append(lines, fmt.Sprintf("  ok       %s  (%s)", e.Name, e.File))
			default:
				lines = append(lines, "  "+e.String())
			}
		}
		fmt.Fprintf(stdio.Out, "%s: %d loaded, %d skipped, %d warnings\n", k.title,
			r.Count(k.kind, diag.Loaded), r.Count(k.kind, diag.Skipped), r.Count(k.kind, diag.Warning))
		for _, l := range lines {
			fmt.Fprintln(stdio.Out, l)
		}
	}
}

// ruleText is a troupe rule's conditions, for doctor.
func ruleText(r safety.Rule) string {
	var parts []string
	for _, kv := range [][2]string{{"tool", r.Tool}, {"command", r.Command}, {"prefix", strings.Join(r.Prefix, " ")}, {"path", r.Path}} {
		if kv[1] != "" {
			parts = append(parts, kv[0]+" "+kv[1])
		}
	}
	return strings.Join(parts, ", ")
}
