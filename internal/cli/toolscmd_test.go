package cli_test

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/cli"
	"troupe/messages"
)

var updateToolsGolden = flag.Bool("update-tools-golden", false, "rewrite testdata/tools_list_*.golden")

// TestToolsListGolden holds the text output for the default configuration.
func TestToolsListGolden(t *testing.T) {
	tests := []struct {
		golden string
		args   []string
	}{
		{"tools_list_main.golden", nil},
		{"tools_list_explore.golden", []string{"--agent", "explore"}},
		{"tools_list_plan.golden", []string{"--mode", "plan"}},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			args := append([]string{"tools", "list", "-C", t.TempDir()}, tt.args...)
			code, stdout, stderr := execCLI(t, "", args...)
			if code != 0 || stderr != "" {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			path := filepath.Join("testdata", tt.golden)
			if *updateToolsGolden {
				if err := os.WriteFile(path, []byte(stdout), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(string(want), stdout); diff != "" {
				t.Errorf("output (-want +got), rerun with -update-tools-golden if intended:\n%s", diff)
			}
		})
	}
}

const reviewerConfig = `subagents:
  types:
    reviewer:
      description: "Reviews a change and runs its tests."
      tools: [task, read_file, bash, todo_write, grep]
      max_turns: 10
      prompt: prompts/compact.md
`

func TestToolsListJSON(t *testing.T) {
	ws := t.TempDir()
	writeFile(t, ws, ".troupe/config.yaml", reviewerConfig)
	tests := []struct {
		name      string
		args      []string
		want      []string
		wantNotes []string
	}{
		{"main", nil, []string{"bash", "bash_output", "edit_file", "glob", "grep", "kill_bash", "ls", "multi_edit",
			"read_file", "task", "todo_update", "todo_write", "web_fetch", "write_file"}, nil},
		{"main in plan mode", []string{"--mode", "plan"}, []string{"bash_output", "glob", "grep", "ls", "present_plan", "read_file", "task", "web_fetch"}, nil},
		{"explore", []string{"--agent", "explore"}, []string{"glob", "grep", "read_file"}, nil},
		// A subagent has no todo list; one that lists task may spawn.
		{"configured type", []string{"--agent", "reviewer"}, []string{"bash", "grep", "read_file", "task"},
			[]string{`note: subagent type reviewer lists unknown tool "todo_write" (not offered)`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"tools", "list", "--json", "-C", ws}, tt.args...)
			code, stdout, stderr := execCLI(t, "", args...)
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			var specs []messages.ToolSpec
			if err := json.Unmarshal([]byte(stdout), &specs); err != nil {
				t.Fatalf("%v in:\n%s", err, stdout)
			}
			var names []string
			for _, s := range specs {
				names = append(names, s.Name)
				var schema struct {
					Type       string         `json:"type"`
					Properties map[string]any `json:"properties"`
				}
				if err := json.Unmarshal(s.Parameters, &schema); err != nil || schema.Type != "object" || s.Description == "" {
					t.Errorf("%s: description %q, parameters %s (%v)", s.Name, s.Description, s.Parameters, err)
				}
			}
			if diff := cmp.Diff(tt.want, names); diff != "" {
				t.Errorf("tools (-want +got):\n%s", diff)
			}
			var notes []string
			for l := range strings.Lines(stderr) {
				notes = append(notes, strings.TrimSpace(l))
			}
			if diff := cmp.Diff(tt.wantNotes, notes); diff != "" {
				t.Errorf("notes (-want +got):\n%s", diff)
			}
		})
	}
}

// The task tool lists the configured subagent types, as the agent's does.
func TestToolsListTaskSpec(t *testing.T) {
	ws := t.TempDir()
	writeFile(t, ws, ".troupe/config.yaml", reviewerConfig)
	code, stdout, stderr := execCLI(t, "", "tools", "list", "--json", "-C", ws)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	var specs []messages.ToolSpec
	if err := json.Unmarshal([]byte(stdout), &specs); err != nil {
		t.Fatal(err)
	}
	var task messages.ToolSpec
	for _, s := range specs {
		if s.Name == "task" {
			task = s
		}
	}
	var schema struct {
		Properties struct {
			SubagentType struct {
				Enum []string `json:"enum"`
			} `json:"subagent_type"`
		} `json:"properties"`
		Required []string `json:"required"`
	}
	if err := json.Unmarshal(task.Parameters, &schema); err != nil {
		t.Fatalf("task parameters %s: %v", task.Parameters, err)
	}
	if diff := cmp.Diff([]string{"explore", "general-purpose", "planner", "reviewer"}, schema.Properties.SubagentType.Enum); diff != "" {
		t.Errorf("subagent types (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"description", "prompt", "subagent_type"}, schema.Required); diff != "" {
		t.Errorf("required (-want +got):\n%s", diff)
	}
	for _, want := range []string{"- explore: Read-only exploration", "- reviewer: Reviews a change and runs its tests. (tools: task, read_file, bash, todo_write, grep)"} {
		if !strings.Contains(task.Description, want) {
			t.Errorf("task description lacks %q:\n%s", want, task.Description)
		}
	}
}

func TestToolsListErrors(t *testing.T) {
	badConfig := t.TempDir()
	writeFile(t, badConfig, ".troupe/config.yaml", "subagents:\n  types:\n    x: {tools: [read_file], max_turns: 0}\n")
	tests := []struct {
		name     string
		args     []string
		wantCode int
		want     string
	}{
		{"unknown agent", []string{"--agent", "wizard"}, cli.ExitUsage, `unknown agent type "wizard" (known: main, explore, general-purpose, planner, reviewer)`},
		{"unknown mode", []string{"--mode", "yolo"}, cli.ExitUsage, `--mode must be normal or plan, not "yolo"`},
		{"subagent in plan mode", []string{"--agent", "explore", "--mode", "plan"}, cli.ExitUsage, "only the main agent has a plan mode"},
		{"arguments", []string{"bash"}, cli.ExitUsage, `tools list takes no arguments, got "bash"`},
		{"invalid config", []string{"-C", badConfig}, cli.ExitError, "max_turns must be at least 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := execCLI(t, "", append([]string{"tools", "list", "-C", t.TempDir()}, tt.args...)...)
			if code != tt.wantCode || !strings.Contains(stderr, tt.want) {
				t.Errorf("exit %d, stderr %q; want exit %d and %q", code, stderr, tt.wantCode, tt.want)
			}
			if stdout != "" {
				t.Errorf("stdout %q, want nothing", stdout)
			}
		})
	}
}
