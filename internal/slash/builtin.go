package slash

import (
	"context"
	"fmt"
	"strings"
)

// Builtin returns the registry of troupe's slash commands.
func Builtin() *Registry {
	text := func(f func(ctx context.Context, h Host, args string) (string, error)) func(context.Context, Host, string) (Result, error) {
		return func(ctx context.Context, h Host, args string) (Result, error) {
			s, err := f(ctx, h, args)
			return Result{Text: s}, err
		}
	}
	noArgs := func(name string, args string) error {
		if args != "" {
			return fmt.Errorf("/%s takes no arguments", name)
		}
		return nil
	}
	cmds := []Command{
		{Name: "help", Help: "list the commands"},
		{Name: "model", Args: "[PROVIDER/MODEL]", Help: "show the action model, or switch this session to another",
			Run: text(func(ctx context.Context, h Host, a string) (string, error) { return h.Model(ctx, a) })},
		{Name: "think", Args: "[off|low|medium|high]", Help: "show or set the thinking level",
			Run: text(func(_ context.Context, h Host, a string) (string, error) { return h.Think(a) })},
		{Name: "plan", Args: "[on|off]", Help: "plan mode: read-only research ending in a plan to approve; off leaves it, sending nothing",
			Run: func(_ context.Context, h Host, a string) (Result, error) {
				switch strings.ToLower(a) {
				case "", "on":
					return Result{Text: h.Plan(true)}, nil
				case "off":
					return Result{Text: h.Plan(false)}, nil
				}
				return Result{}, fmt.Errorf("/plan takes on or off, not %q", a)
			}},
		{Name: "approve", Help: "approve the presented plan and implement it",
			Run: func(_ context.Context, h Host, a string) (Result, error) {
				if err := noArgs("approve", a); err != nil {
					return Result{}, err
				}
				return Result{Text: h.Plan(false), Prompt: ApprovePrompt}, nil
			}},
		{Name: "approval", Args: "[manual|auto-edit|auto]", Help: "show or set the approval mode",
			Run: text(func(ctx context.Context, h Host, a string) (string, error) { return h.Approval(ctx, a) })},
		{Name: "clear", Help: "start a new session in this workspace", Alias: []string{"new"},
			Run: text(func(ctx context.Context, h Host, a string) (string, error) {
				if err := noArgs("clear", a); err != nil {
					return "", err
				}
				return h.Clear(ctx)
			})},
		{Name: "compact", Help: "compact the context now",
			Run: text(func(ctx context.Context, h Host, a string) (string, error) { return h.Compact(ctx) })},
		{Name: "context", Help: "show what fills the context window",
			Run: text(func(ctx context.Context, h Host, a string) (string, error) { return h.Context(ctx) })},
		{Name: "cost", Help: "tokens and cost so far",
			Run: text(func(_ context.Context, h Host, a string) (string, error) { return h.Cost(), nil })},
		{Name: "undo", Args: "[N]", Help: "restore the files the last turn (or turn N) changed",
			Run: text(func(ctx context.Context, h Host, a string) (string, error) { return h.Undo(ctx, a) })},
		{Name: "resume", Args: "[N|ID]", Help: "pick one of this project's sessions, or switch to one",
			Run: func(ctx context.Context, h Host, a string) (Result, error) {
				text, err := h.Resume(ctx, a)
				if err != nil || a != "" {
					return Result{Text: text}, err
				}
				pick, err := h.Sessions(ctx)
				return Result{Text: text, Pick: pick}, err
			}},
		{Name: "agents", Help: "show or hide the live tree of agents (F2)",
			Run: func(context.Context, Host, string) (Result, error) { return Result{Toggle: "agents"}, nil }},
		{Name: "tap", Args: "[FILTERS]",
			Help: "show or hide this session's bus traffic (F3); FILTERS as bus tap's: --type, --exclude, --agent, --tree, --deltas",
			Run: func(_ context.Context, _ Host, a string) (Result, error) {
				return Result{Toggle: "tap", Filter: strings.TrimSpace(a)}, nil
			}},
	}
	cmds = append(cmds, memoryCommands()...)
	cmds = append(cmds, Command{Name: "exit", Help: "end the session", Alias: []string{"quit"},
		Run: func(context.Context, Host, string) (Result, error) { return Result{Exit: true}, nil }})
	r, err := New(cmds...)
	if err != nil {
		panic(err) // the built-in table is static; a duplicate is a programming error
	}
	return r
}

// ApprovePrompt is the prompt /approve submits.
const ApprovePrompt = "The plan is approved: implement it."
