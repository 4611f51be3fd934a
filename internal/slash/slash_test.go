package slash

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"
)

type fakeHost struct{ think string }

func (h *fakeHost) Model(_ context.Context, spec string) (string, error) { return "model " + spec, nil }
func (h *fakeHost) Think(level string) (string, error) {
	if level == "bogus" {
		return "", errors.New("bad level")
	}
	h.think = level
	return "thinking " + level, nil
}
func (h *fakeHost) Plan(on bool) string {
	return map[bool]string{true: "plan on", false: "plan off"}[on]
}
func (h *fakeHost) Approval(context.Context, string) (string, error)   { return "approval", nil }
func (h *fakeHost) Clear(context.Context) (string, error)              { return "cleared", nil }
func (h *fakeHost) Compact(context.Context) (string, error)            { return "compacted", nil }
func (h *fakeHost) Context(context.Context) (string, error)            { return "context", nil }
func (h *fakeHost) Cost() string                                       { return "cost" }
func (h *fakeHost) Undo(_ context.Context, a string) (string, error)   { return "undo " + a, nil }
func (h *fakeHost) Resume(_ context.Context, a string) (string, error) { return "resume " + a, nil }
func (h *fakeHost) Sessions(context.Context) ([]Choice, error) {
	return []Choice{{Label: "S1", Line: "/resume S1"}}, nil
}

func TestRun(t *testing.T) {
	tests := []struct {
		line    string
		want    Result
		wantErr string
	}{
		{"/think", Result{Text: "thinking "}, ""},
		{"/think high", Result{Text: "thinking high"}, ""},
		{"/THINK low", Result{Text: "thinking low"}, ""},
		{"/think bogus", Result{}, "bad level"},
		{"/model openai/gpt-4.1", Result{Text: "model openai/gpt-4.1"}, ""},
		{"/approve", Result{Text: "plan off", Prompt: ApprovePrompt}, ""},
		{"/plan now", Result{}, "takes on or off"},
		{"/plan off", Result{Text: "plan off"}, ""},
		{"/plan on", Result{Text: "plan on"}, ""},
		{"/agents", Result{Toggle: "agents"}, ""},
		{"/tap", Result{Toggle: "tap"}, ""},
		{"/quit", Result{Exit: true}, ""},
		{"/new", Result{Text: "cleared"}, ""},
		{"/resume 2", Result{Text: "resume 2"}, ""},
		{"/resume", Result{Text: "resume ", Pick: []Choice{{Label: "S1", Line: "/resume S1"}}}, ""},
		{"/undo 3", Result{Text: "undo 3"}, ""},
		{"/hlep", Result{}, "did you mean /help?"},
		{"/zzzzzz", Result{}, "unknown command /zzzzzz (/help lists them)"},
	}
	reg := Builtin()
	for _, tc := range tests {
		t.Run(tc.line, func(t *testing.T) {
			got, err := reg.Run(context.Background(), &fakeHost{}, tc.line)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("Run(%q) error = %v, want %q", tc.line, err, tc.wantErr)
				}
				return
			}
			if err != nil || !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Run(%q) = %+v, %v; want %+v", tc.line, got, err, tc.want)
			}
		})
	}
}

func TestHelpListsEveryCommand(t *testing.T) {
	reg := Builtin()
	help, _ := reg.Run(context.Background(), &fakeHost{}, "/help")
	for _, name := range []string{"help", "model", "think", "plan", "approval", "clear", "compact", "context", "cost", "resume", "agents", "tap", "exit"} {
		if !strings.Contains(help.Text, "/"+name) {
			t.Errorf("/help lacks /%s:\n%s", name, help.Text)
		}
	}
}

func TestIsCommand(t *testing.T) {
	tests := map[string]bool{"/help": true, " /think high": true, "/x": true, "//comment": false, "/usr/bin/env": false,
		"hello /help": false, "/": false, "/1": false, "": false}
	for in, want := range tests {
		if got := IsCommand(in); got != want {
			t.Errorf("IsCommand(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestNearest(t *testing.T) {
	cands := []string{"sessions", "models", "resume", "run"}
	tests := map[string]string{"sesions": "sessions", "modles": "models", "rn": "run", "xyzzy": "", "ses": "sessions"}
	for in, want := range tests {
		if got := Nearest(in, cands); got != want {
			t.Errorf("Nearest(%q) = %q, want %q", in, got, want)
		}
	}
}

type promptListHost struct{ fakeHost }

func (promptListHost) MCPPromptHelp() []Command {
	return MCPPromptCommands([][3]string{{"mcp__gh__review", "PR", "Review a pull request"}}, []string{"docs"})
}

// /help lists the MCP prompts a host knows, and the servers not started.
func TestHelpListsMCPPrompts(t *testing.T) {
	res, err := Builtin().Run(context.Background(), &promptListHost{}, "/help")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"MCP prompts:", "/mcp__gh__review PR", "Review a pull request", "prompts of docs (not started yet"} {
		if !strings.Contains(res.Text, want) {
			t.Errorf("/help lacks %q:\n%s", want, res.Text)
		}
	}
	res, _ = Builtin().Run(context.Background(), &fakeHost{}, "/help")
	if strings.Contains(res.Text, "MCP prompts") {
		t.Errorf("a host without MCP lists prompts:\n%s", res.Text)
	}
}
