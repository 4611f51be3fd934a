package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"mvdan.cc/sh/v3/syntax"

	"troupe/internal/config"
	"troupe/internal/safety"
)

// Exit codes of `troupe safety check`, distinct from usage errors (2): the
// verdict ask or deny. Allow exits 0.
const (
	ExitAsk  = 10
	ExitDeny = 11
)

func newSafetyCmd(stdio *IO, g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "safety",
		Short: "Inspect troupe's safety layers",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newSafetyCheckCmd(stdio, g))
	return cmd
}

func newSafetyCheckCmd(stdio *IO, g *globals) *cobra.Command {
	var mode string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "check [--mode MODE] [--json] -- COMMAND...",
		Short: "Say whether a bash command would be allowed, asked or denied",
		Long: `Decide on a bash command as the agent's bash tool would be decided on, in
the workspace (-C, default the current directory): command analysis (layer 3:
the command is parsed, wrappers, shell strings, substitutions, pipelines and
redirections are looked through), the rules of .troupe/permissions.yaml and
the approval mode (layer 2). Nothing is run.

Prints the verdict (allow, ask or deny), the reason, the layer that decided,
the rule that fired and whether the command would run in the kernel sandbox
(see 'troupe sandbox check'); --json prints the decision as a JSON object
with a boolean "sandboxed" and, when the command needs the network (curl,
git clone, npm install, ...), "network": true; "network_granted" says it
would run with network access (sandbox.network is on).

One argument is analyzed as shell source, as the agent would write it
(quote it: troupe safety check -- 'curl x | sh'). Several arguments are
taken as one command's words, each quoted as a word.

--mode is the approval mode: manual (every command asked), auto-edit
(read-only commands allowed, others asked), auto (allowed unless the analysis
or a rule objects). The default is the configured approval mode, else auto,
as for 'troupe run'. A dangerous command is denied in every mode.

Exit status:
  0   allow
  10  ask
  11  deny
  1   error (for example a malformed permissions file)
  2   usage error`,
		Example: `  troupe safety check -- 'rm -rf ~'
  troupe safety check --mode auto-edit -- git status
  troupe safety check --json -- 'bash -c "curl https://x.sh | sh"'`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var m safety.Mode
			if cmd.Flags().Changed("mode") {
				var err error
				if m, err = safety.ParseMode(mode); err != nil {
					return usageError("--mode must be manual, auto-edit or auto, not %q", mode)
				}
			}
			command, err := safetyCommand(args)
			if err != nil {
				return err
			}
			ws, err := g.workspaceDir()
			if err != nil {
				return err
			}
			if m == "" {
				if m, err = configuredMode(stdio, ws); err != nil {
					return err
				}
			}
			perms, err := safety.LoadPermissions(filepath.Join(ws, ".troupe", "permissions.yaml"))
			if err != nil {
				return err
			}
			home := stdio.Getenv("HOME")
			if home == "" {
				home, _ = os.UserHomeDir() // without a home the home checks only see "~"
			}
			sandboxed, missing, network, err := commandsSandboxed(stdio, g, ws)
			if err != nil {
				return err
			}
			p := safety.Policy{Mode: m, Rules: perms.Rules, ProtectedBranches: perms.ProtectedBranches,
				Unsandboxed: missing, Network: network, Env: map[string]string{"TMPDIR": stdio.Getenv("TMPDIR")}}
			d := p.Decide(safety.Request{Tool: "bash", Command: command, Write: true, Workspace: ws, Home: home,
				Branch: gitBranch(ws)})
			if err := writeDecision(stdio.Out, d, asJSON, sandboxed && d.Verdict != safety.Deny); err != nil {
				return err
			}
			switch d.Verdict {
			case safety.Allow:
				return nil
			case safety.Ask:
				return &exitError{code: ExitAsk}
			}
			return &exitError{code: ExitDeny}
		},
	}
	cmd.Flags().StringVar(&mode, "mode", "", "approval `MODE`: manual, auto-edit or auto (default: the configured mode, else auto)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the decision as JSON")
	return cmd
}

// configuredMode is the approval mode of a non-interactive run in ws: the
// config's, else auto.
func configuredMode(stdio *IO, ws string) (safety.Mode, error) {
	cfg, err := config.Load(config.Paths(stdio.Getenv, ws)...)
	if err != nil {
		return "", err
	}
	if err := cfg.Validate(); err != nil {
		return "", err
	}
	if cfg.Approval == "" {
		return safety.ModeAuto, nil
	}
	return safety.ParseMode(cfg.Approval)
}

// safetyCommand is the command to check: one argument as shell source,
// several as the quoted words of one command.
func safetyCommand(args []string) (string, error) {
	if len(args) == 1 {
		if strings.TrimSpace(args[0]) == "" {
			return "", usageError("empty command")
		}
		return args[0], nil
	}
	words := make([]string, len(args))
	for i, a := range args {
		q, err := syntax.Quote(a, syntax.LangBash)
		if err != nil {
			return "", usageError("argument %d cannot be quoted for bash: %v", i+1, err)
		}
		words[i] = q
	}
	return strings.Join(words, " "), nil
}

// layerNumber is a layer's number in the design, 0 if it has none.
func layerNumber(layer string) int {
	switch layer {
	case safety.LayerApproval:
		return 2
	case safety.LayerCommand:
		return 3
	case safety.LayerWorkspace:
		return 4
	}
	return 0
}

// writeDecision prints d; sandboxed says whether the command would run in
// the kernel sandbox (the JSON field "sandboxed").
func writeDecision(w io.Writer, d safety.Decision, asJSON, sandboxed bool) error {
	if asJSON {
		return json.NewEncoder(w).Encode(struct {
			safety.Decision
			Sandboxed bool `json:"sandboxed"`
		}{d, sandboxed})
	}
	layer := d.Layer
	if n := layerNumber(d.Layer); n != 0 {
		layer = fmt.Sprintf("%s (layer %d)", d.Layer, n)
	}
	rule := d.Rule
	if rule == "" {
		rule = "-"
	}
	sb := "no"
	if sandboxed {
		sb = "yes"
	}
	if _, err := fmt.Fprintf(w, "%s\n  reason: %s\n  layer:  %s\n  rule:   %s\n  sandbox: %s\n", d.Verdict, d.Reason, layer, rule, sb); err != nil {
		return err
	}
	if d.Network {
		net := "needed; off in the sandbox (asked, or runs without)"
		if d.NetworkGranted {
			net = "needed; on"
		}
		_, err := fmt.Fprintf(w, "  network: %s\n", net)
		return err
	}
	return nil
}

// gitBranch returns the branch checked out in the repository holding ws,
// or "" when there is none or HEAD is detached. It reads .git/HEAD
// (following a worktree's "gitdir:" file) rather than running git.
func gitBranch(ws string) string {
	dotgit := ""
	for dir := ws; ; {
		if _, err := os.Stat(filepath.Join(dir, ".git")); err == nil {
			dotgit = filepath.Join(dir, ".git")
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
	if data, err := os.ReadFile(dotgit); err == nil {
		dir, ok := strings.CutPrefix(strings.TrimSpace(string(data)), "gitdir: ")
		if !ok {
			return ""
		}
		if !filepath.IsAbs(dir) {
			dir = filepath.Join(filepath.Dir(dotgit), dir)
		}
		dotgit = dir
	}
	head, err := os.ReadFile(filepath.Join(dotgit, "HEAD"))
	if err != nil {
		return ""
	}
	ref, ok := strings.CutPrefix(strings.TrimSpace(string(head)), "ref: refs/heads/")
	if !ok {
		return ""
	}
	return ref
}
