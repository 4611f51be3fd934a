package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"troupe/internal/gate"
	"troupe/internal/safety"
	"troupe/internal/tool"
	"troupe/internal/tool/shell"
	"troupe/internal/tool/todo"
	"troupe/messages"
	"troupe/supervisor"
)

// toolCall is one call given to `troupe tools run`.
type toolCall struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

func newToolsRunCmd(stdio *IO, g *globals) *cobra.Command {
	var mode, onAsk string
	var allowAsks bool
	cmd := &cobra.Command{
		Use:   "run (NAME JSON | JSON-ARRAY)",
		Short: "Run tool calls exactly as the main agent would, through every safety layer",
		Long: `Run one tool call (NAME and its JSON arguments) or a JSON array of
{"name":…, "arguments":…} calls in order, as one agent would: the calls share
its state, so a read_file before an edit_file counts. Each call passes the
same layers as in a session — the agent's schema, the approval mode and
.troupe/permissions.yaml rules, command analysis, workspace confinement —
and its result is printed. Nobody is asked: what needs approval is denied
unless --on-ask allow. Exit status 1 when a call failed or was refused.`,
		Args: cobra.RangeArgs(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			calls, err := parseToolCalls(args)
			if err != nil {
				return err
			}
			switch onAsk {
			case "", "deny":
			case "allow":
				allowAsks = true
			default:
				return usageError("--on-ask must be deny or allow, not %q", onAsk)
			}
			return runTools(cmd.Context(), stdio, g, calls, mode, allowAsks)
		},
	}
	cmd.Flags().StringVar(&mode, "approval", "auto", "approval mode: manual, auto-edit or auto")
	cmd.Flags().StringVar(&onAsk, "on-ask", "deny", "answer to a call that needs approval: deny or allow (as for troupe run)")
	cmd.Flags().BoolVar(&allowAsks, "on-ask-allow", false, "same as --on-ask allow")
	_ = cmd.Flags().MarkDeprecated("on-ask-allow", "use --on-ask allow")
	return cmd
}

func parseToolCalls(args []string) ([]toolCall, error) {
	if len(args) == 2 {
		if !json.Valid([]byte(args[1])) {
			return nil, usageError("arguments of %s are not valid JSON: %s", args[0], args[1])
		}
		return []toolCall{{Name: args[0], Arguments: json.RawMessage(args[1])}}, nil
	}
	var calls []toolCall
	if err := json.Unmarshal([]byte(args[0]), &calls); err != nil {
		return nil, usageError(`want NAME JSON, or a JSON array of {"name":…, "arguments":…}: %v`, err)
	}
	for i, c := range calls {
		if c.Name == "" {
			return nil, usageError("call %d has no name", i+1)
		}
	}
	return calls, nil
}

func runTools(ctx context.Context, stdio *IO, g *globals, calls []toolCall, mode string, allowAsks bool) error {
	m, err := safety.ParseMode(mode)
	if err != nil {
		return usageError("--approval: %v", err)
	}
	dir, err := g.workspaceDir()
	if err != nil {
		return err
	}
	cfg, err := g.config(stdio, dir)
	if err != nil {
		return err
	}
	ws, err := tool.NewWorkspace(dir)
	if err != nil {
		return err
	}
	perms, err := safety.LoadPermissions(filepath.Join(ws.Root(), ".troupe", "permissions.yaml"))
	if err != nil {
		return err
	}
	if !cfg.ProjectTrusted {
		perms = perms.Untrusted() // an untrusted repository's rules only tighten
	}
	offered, _, err := agentTools(cfg, mainAgent, false)
	if err != nil {
		return err
	}
	data, err := g.data(stdio)
	if err != nil {
		return err
	}
	o := supervisor.ShellOptions(cfg, data, nil)
	if o.Proxy, err = supervisor.StartProxy(cfg); err != nil {
		return err
	}
	if o.Proxy != nil {
		defer o.Proxy.Close()
	}
	reg, err := tool.NewRegistry(append(supervisor.BuiltinTools(o, supervisor.WebOptions(cfg)), todo.Tools(todo.NewList())...)...)
	if err != nil {
		return err
	}
	jobs := shell.NewJobs(o)
	defer jobs.Close()
	env := tool.Env{Workspace: ws, Files: tool.NewFileState(), Jobs: jobs}
	home, _ := os.UserHomeDir()
	gt := gate.New(gate.Options{Workspace: ws, Home: home, AllowAsks: allowAsks,
		Policy: &safety.Policy{Mode: m, Rules: slices.Concat(perms.Rules, supervisor.HostRules(cfg)), ProtectedBranches: perms.ProtectedBranches,
			Unsandboxed: supervisor.SandboxMissing(cfg), Network: supervisor.NetworkOpen(cfg)}})
	failed := false
	for i, c := range calls {
		fmt.Fprintf(stdio.Out, "── %d. %s %s\n", i+1, c.Name, argSummary(c.Arguments))
		res := runTool(ctx, reg, gt, env, offered, c, i+1)
		if res.IsError {
			failed = true
			fmt.Fprintf(stdio.Out, "error (%s): ", res.Kind)
		}
		fmt.Fprintln(stdio.Out, strings.TrimRight(res.Content, "\n"))
	}
	if failed {
		return &exitError{code: ExitError, err: errors.New("a tool call failed or was refused")}
	}
	return nil
}

// runTool runs one call through the layers, as the agent and its tool
// runner do.
func runTool(ctx context.Context, reg *tool.Registry, gt *gate.Gate, env tool.Env, offered []listedTool, c toolCall, n int) tool.Result {
	inSchema := false
	for _, t := range offered {
		inSchema = inSchema || t.spec.Name == c.Name
	}
	t, ok := reg.Lookup(c.Name)
	if !inSchema || !ok {
		return tool.Errorf(messages.KindPermissionDenied, "tool %q is not available to this agent", c.Name)
	}
	call := messages.ToolCall{ID: fmt.Sprintf("cli-%d", n), Name: c.Name, Arguments: messages.Args(c.Arguments)}
	d := gt.Check(ctx, call, t.Spec())
	if d.Verdict != safety.Allow {
		return tool.Errorf(messages.KindPermissionDenied, "%s (%s, %s): %s", d.Verdict, d.Layer, d.Rule, d.Reason)
	}
	if d.NetworkGranted {
		ctx = tool.WithNetwork(ctx)
	}
	ctx = tool.WithHosts(ctx, gt.Hosts(call))
	res, err := t.Run(ctx, env, c.Arguments)
	if err != nil {
		return tool.Errorf(messages.KindCrashed, "tool %s failed: %v", c.Name, err)
	}
	return res
}
