package fs

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/tool"
	"troupe/messages"
)

func TestSpecs(t *testing.T) {
	reg, err := tool.NewRegistry(Tools()...)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"edit_file", "glob", "grep", "ls", "multi_edit", "read_file", "write_file"}, reg.Names()); diff != "" {
		t.Errorf("names (-want +got):\n%s", diff)
	}
	readOnly := map[string]bool{"read_file": true, "glob": true, "grep": true, "ls": true}
	for _, spec := range reg.Specs(nil) {
		if spec.ReadOnly != readOnly[spec.Name] {
			t.Errorf("%s: ReadOnly = %v, want %v", spec.Name, spec.ReadOnly, readOnly[spec.Name])
		}
		if len(spec.Description) < 200 {
			t.Errorf("%s: description is only %d bytes", spec.Name, len(spec.Description))
		}
		var schema struct {
			Type       string                     `json:"type"`
			Properties map[string]json.RawMessage `json:"properties"`
			Required   []string                   `json:"required"`
		}
		if err := json.Unmarshal(spec.Parameters, &schema); err != nil {
			t.Errorf("%s: schema: %v", spec.Name, err)
			continue
		}
		if schema.Type != "object" || (len(schema.Required) == 0 && spec.Name != "ls") {
			t.Errorf("%s: schema type %q, required %v", spec.Name, schema.Type, schema.Required)
		}
		for _, name := range schema.Required {
			if _, ok := schema.Properties[name]; !ok {
				t.Errorf("%s: required %q is not a property", spec.Name, name)
			}
		}
	}
}

// TestConfinement calls every tool with paths that leave the workspace.
func TestConfinement(t *testing.T) {
	outside := t.TempDir()
	writeTestFile(t, filepath.Join(outside, "secret.txt"), "TOP SECRET\n")
	ws := newWorkspace(t, map[string]string{"in.txt": "inside\n"})
	if err := os.Symlink(outside, filepath.Join(ws.Root(), "out")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(outside, "secret.txt"), filepath.Join(ws.Root(), "secret-link")); err != nil {
		t.Fatal(err)
	}
	escapes := map[string]string{
		"dot-dot":          "../" + filepath.Base(outside) + "/secret.txt",
		"absolute":         filepath.Join(outside, "secret.txt"),
		"symlinked dir":    "out/secret.txt",
		"symlinked file":   "secret-link",
		"new file in link": "out/new.txt",
	}
	for name, p := range escapes {
		for _, c := range []struct {
			tl   tool.Tool
			args map[string]any
		}{
			{ReadFile(), map[string]any{"file_path": p}},
			{WriteFile(), map[string]any{"file_path": p, "content": "x"}},
			{EditFile(), map[string]any{"file_path": p, "old_string": "TOP", "new_string": "x"}},
			{MultiEdit(), map[string]any{"file_path": p, "edits": []map[string]any{{"old_string": "TOP", "new_string": "x"}}}},
			{Ls(), map[string]any{"path": filepath.Dir(p)}},
			{Glob(), map[string]any{"pattern": "*", "path": filepath.Dir(p)}},
			{Glob(), map[string]any{"pattern": filepath.ToSlash(p)}},
			{Grep(), map[string]any{"pattern": "SECRET", "path": p}},
		} {
			t.Run(c.tl.Spec().Name+"/"+name, func(t *testing.T) {
				if (c.tl.Spec().Name == "glob" || c.tl.Spec().Name == "ls") && filepath.Dir(p) == "." {
					t.Skip("the directory of this path is the workspace itself")
				}
				res := call(t, c.tl, ws, jsonArgs(t, c.args))
				if diff := cmp.Diff(errResult{true, messages.KindPermissionDenied}, kindOf(res)); diff != "" {
					t.Errorf("(-want +got):\n%s\ncontent: %s", diff, res.Content)
				}
			})
		}
	}
	if got := readTestFile(t, filepath.Join(outside, "secret.txt")); got != "TOP SECRET\n" {
		t.Errorf("the file outside was changed to %q", got)
	}
	if _, err := os.Stat(filepath.Join(outside, "new.txt")); err == nil {
		t.Error("a file was created outside the workspace")
	}
}

// TestWalkDoesNotFollowSymlinksOut checks that searching the whole
// workspace does not reach files behind symlinks that point out of it.
func TestWalkDoesNotFollowSymlinksOut(t *testing.T) {
	outside := t.TempDir()
	writeTestFile(t, filepath.Join(outside, "secret.txt"), "TOP SECRET\n")
	ws := newWorkspace(t, map[string]string{"in.txt": "inside\n"})
	if err := os.Symlink(outside, filepath.Join(ws.Root(), "out")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(outside, "secret.txt"), filepath.Join(ws.Root(), "secret-link")); err != nil {
		t.Fatal(err)
	}
	if res := call(t, Grep(), ws, `{"pattern": "SECRET"}`); res.Content != "No matches found" {
		t.Errorf("grep found %q", res.Content)
	}
	res := call(t, Glob(), ws, `{"pattern": "**/*.txt"}`)
	if diff := cmp.Diff("in.txt\n", res.Content); diff != "" {
		t.Errorf("glob (-want +got):\n%s", diff)
	}
}

func TestCanceledContext(t *testing.T) {
	ws := newWorkspace(t, grepTree)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, c := range []struct {
		tl   tool.Tool
		args string
	}{
		{Grep(), `{"pattern": "TODO"}`},
		{Glob(), `{"pattern": "**"}`},
		{ReadFile(), `{"file_path": "main.go"}`},
		{Ls(), `{}`},
		{WriteFile(), `{"file_path": "new.txt", "content": "x"}`},
		{EditFile(), `{"file_path": "main.go", "old_string": "package main", "new_string": "package x"}`},
		{MultiEdit(), `{"file_path": "main.go", "edits": [{"old_string": "package main", "new_string": "package x"}]}`},
	} {
		res, err := c.tl.Run(ctx, tool.Env{Workspace: ws}, json.RawMessage(c.args))
		if err != nil {
			t.Fatalf("%s: Go error %v", c.tl.Spec().Name, err)
		}
		if diff := cmp.Diff(errResult{true, messages.KindCanceled}, kindOf(res)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", c.tl.Spec().Name, diff)
		}
	}
	if got := readTestFile(t, filepath.Join(ws.Root(), "main.go")); got != grepTree["main.go"] {
		t.Errorf("a canceled edit changed main.go to %q", got)
	}
	if _, err := os.Stat(filepath.Join(ws.Root(), "new.txt")); err == nil {
		t.Error("a canceled write created new.txt")
	}
}

func TestNoWorkspaceIsAGoError(t *testing.T) {
	for _, tl := range Tools() {
		_, err := tl.Run(context.Background(), tool.Env{}, json.RawMessage(`{}`))
		if !errors.Is(err, ErrNoWorkspace) {
			t.Errorf("%s: err = %v, want ErrNoWorkspace", tl.Spec().Name, err)
		}
	}
}

func TestToolsOrder(t *testing.T) {
	var names []string
	for _, tl := range Tools() {
		names = append(names, tl.Spec().Name)
	}
	if !slices.Equal(names, []string{"read_file", "write_file", "edit_file", "multi_edit", "glob", "grep", "ls"}) {
		t.Errorf("Tools() = %v", names)
	}
}
