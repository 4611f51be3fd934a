package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestDefaultIsValid(t *testing.T) {
	c := Default()
	if err := c.Validate(); err != nil {
		t.Fatalf("built-in defaults invalid: %v", err)
	}
	if c.Restart.Within.D() != time.Minute || c.MaxTurns != 400 || c.Subagents.Types["explore"].MaxTurns != 25 {
		t.Errorf("unexpected defaults: %+v", c)
	}
}

func TestLoadLayers(t *testing.T) {
	dir := t.TempDir()
	user, project := filepath.Join(dir, "user.yaml"), filepath.Join(dir, "project.yaml")
	os.WriteFile(user, []byte("max_turns: 10\nrestart: {within: 30s}\n"), 0o644)
	os.WriteFile(project, []byte("max_turns: 7\n"), 0o644)
	c, err := Load(user, filepath.Join(dir, "missing.yaml"), project)
	if err != nil {
		t.Fatal(err)
	}
	got := []any{c.MaxTurns, c.Restart.Within.D(), c.Restart.MaxRestarts}
	if diff := cmp.Diff([]any{7, 30 * time.Second, 3}, got); diff != "" {
		t.Errorf("layered config (-want +got):\n%s", diff)
	}
}

func TestLoadErrorsNameFileAndLine(t *testing.T) {
	tests := []struct {
		name, content, want string
	}{
		{"unknown key", "max_turns: 3\nbogus: 1\n", "line 2: field bogus not found"},
		{"bad duration", "restart:\n  within: soon\n", `line 2: invalid duration "soon"`},
		{"bad type", "max_turns: many\n", "line 1: cannot unmarshal"},
		{"invalid value", "max_turns: 0\n", "max_turns must be at least 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "c.yaml")
			os.WriteFile(p, []byte(tt.content), 0o644)
			_, err := Load(p)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Load = %v, want an error containing %q", err, tt.want)
			}
			if err != nil && tt.name != "invalid value" && !strings.Contains(err.Error(), p) {
				t.Errorf("error %q does not name the file", err)
			}
		})
	}
}

func TestPaths(t *testing.T) {
	env := map[string]string{"HOME": "/h"}
	got := Paths(func(k string) string { return env[k] }, "/ws")
	want := []string{"/h/.claude/agents", "/h/.config/troupe/config.yaml", "/ws/.troupe/config.yaml"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Paths (-want +got):\n%s", diff)
	}
	env["XDG_CONFIG_HOME"] = "/x"
	if got := Paths(func(k string) string { return env[k] }, ""); !cmp.Equal(got, []string{"/h/.claude/agents", "/x/troupe/config.yaml"}) {
		t.Errorf("Paths with XDG = %v", got)
	}
}

func TestConcurrencyValidate(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(*Concurrency)
		ok   bool
	}{
		{"defaults", func(*Concurrency) {}, true},
		{"no model calls", func(c *Concurrency) { c.ModelCalls = 0 }, false},
		{"no subagents", func(c *Concurrency) { c.Subagents = 0 }, false},
		{"no depth", func(c *Concurrency) { c.SubagentDepth = 0 }, false},
		{"provider override zero", func(c *Concurrency) { c.Providers = map[string]int{"ollama": 0} }, false},
		{"provider override", func(c *Concurrency) { c.Providers = map[string]int{"ollama": 1} }, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := Default()
			tc.set(&c.Concurrency)
			if err := c.Validate(); (err == nil) != tc.ok {
				t.Errorf("Validate = %v, want ok %v", err, tc.ok)
			}
		})
	}
	c := Default().Concurrency
	c.Providers = map[string]int{"ollama": 1}
	if c.ModelCallsFor("ollama") != 1 || c.ModelCallsFor("openai") != 8 {
		t.Errorf("ModelCallsFor: ollama %d, openai %d; want 1 and 8", c.ModelCallsFor("ollama"), c.ModelCallsFor("openai"))
	}
}
