package slash

import (
	"context"
	"fmt"
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
	r, err := New(
		Command{Name: "help", Help: "list the commands"},
		Command{Name: "model", Args: "[PROVIDER/MODEL]", Help: "show the action model, or switch this session to another",
			Run: text(func(ctx context.Context, h Host, a string) (string, error) { return h.Model(ctx, a) })},
		Command{Name: "think", Args: "[off|low|medium|high]", Help: "show or set the thinking level",
			Run: text(func(_ context.Context, h Host, a string) (string, error) { return h.Think(a) })},
		Command{Name: "plan", Help: "plan mode: read-only research ending in a plan to approve",
			Run: func(_ context.Context, h Host, a string) (Result, error) {
				if err := noArgs("plan", a); err != nil {
					return Result{}, err
				}
				return Result{Text: h.Plan(true)}, nil
			}},
		Command{Name: "approve", Help: "approve the presented plan and implement it",
			Run: func(_ context.Context, h Host, a string) (Result, error) {
				if err := noArgs("approve", a); err != nil {
					return Result{}, err
				}
				return Result{Text: h.Plan(false), Prompt: ApprovePrompt}, nil
			}},
		Command{Name: "approval", Args: "[manual|auto-edit|auto]", Help: "show or set the approval mode",
			Run: text(func(ctx context.Context, h Host, a string) (string, error) { return h.Approval(ctx, a) })},
		Command{Name: "clear", Help: "start a new session in this workspace", Alias: []string{"new"},
			Run: text(func(ctx context.Context, h Host, a string) (string, error) {
				if err := noArgs("clear", a); err != nil {
					return "", err
				}
				return h.Clear(ctx)
			})},
		Command{Name: "compact", Help: "compact the context now",
			Run: text(func(ctx context.Context, h Host, a string) (string, error) { return h.Compact(ctx) })},
		Command{Name: "context", Help: "show what fills the context window",
			Run: text(func(ctx context.Context, h Host, a string) (string, error) { return h.Context(ctx) })},
		Command{Name: "cost", Help: "tokens and cost so far",
			Run: text(func(_ context.Context, h Host, a string) (string, error) { return h.Cost(), nil })},
		Command{Name: "undo", Args: "[N]", Help: "restore the files the last turn (or turn N) changed",
			Run: text(func(ctx context.Context, h Host, a string) (string, error) { return h.Undo(ctx, a) })},
		Command{Name: "resume", Args: "[N|ID]", Help: "list this project's sessions, or switch to one",
			Run: text(func(ctx context.Context, h Host, a string) (string, error) { return h.Resume(ctx, a) })},
		Command{Name: "agents", Help: "show or hide the live tree of agents (F2)",
			Run: func(context.Context, Host, string) (Result, error) { return Result{Toggle: "agents"}, nil }},
		Command{Name: "tap", Args: "", Help: "show or hide this session's bus traffic (F3)",
			Run: func(context.Context, Host, string) (Result, error) { return Result{Toggle: "tap"}, nil }},
		Command{Name: "exit", Help: "end the session", Alias: []string{"quit"},
			Run: func(context.Context, Host, string) (Result, error) { return Result{Exit: true}, nil }},
	)
	if err != nil {
		panic(err) // the built-in table is static; a duplicate is a programming error
	}
	return r
}

// ApprovePrompt is the prompt /approve submits.
const ApprovePrompt = "The plan is approved: implement it."
