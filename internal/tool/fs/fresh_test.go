package fs

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/tool"
	"troupe/messages"
)

// agent runs tools the way one agent does: with one FileState for all its
// calls.
type agent struct {
	t   *testing.T
	env tool.Env
}

func newAgent(t *testing.T, files map[string]string) *agent {
	return &agent{t: t, env: tool.Env{Workspace: newWorkspace(t, files), Files: tool.NewFileState()}}
}

func (a *agent) run(tl tool.Tool, args string) tool.Result {
	a.t.Helper()
	res, err := tl.Run(context.Background(), a.env, json.RawMessage(args))
	if err != nil {
		a.t.Fatalf("%s %s: Go error %v", tl.Spec().Name, args, err)
	}
	return res
}

func (a *agent) path(name string) string { return filepath.Join(a.env.Workspace.Root(), name) }

// step is one call of a scenario, or a change made behind the agent's back.
type step struct {
	tool     tool.Tool
	args     string
	external func(a *agent) // instead of a tool call
	want     errResult
	contains string // in the result
}

func TestStaleReadGuard(t *testing.T) {
	const src = "alpha\nbeta\n"
	edit := func(old, new string) string {
		return `{"file_path": "f.txt", "old_string": "` + old + `", "new_string": "` + new + `"}`
	}
	read := `{"file_path": "f.txt"}`
	changeOnDisk := func(a *agent) { writeTestFile(a.t, a.path("f.txt"), "alpha\nBETA\n") }
	ok := errResult{}
	refused := errResult{true, messages.KindInvalidInput}
	tests := []struct {
		name  string
		steps []step
		final string
	}{
		{"edit without reading", []step{
			{tool: EditFile(), args: edit("beta", "gamma"), want: refused, contains: "f.txt has not been read yet"},
		}, src},
		{"read, edit, edit again", []step{
			{tool: ReadFile(), args: read, want: ok},
			{tool: EditFile(), args: edit("beta", "gamma"), want: ok},
			{tool: EditFile(), args: edit("gamma", "delta"), want: ok},
		}, "alpha\ndelta\n"},
		{"read, external change, edit", []step{
			{tool: ReadFile(), args: read, want: ok},
			{external: changeOnDisk},
			{tool: EditFile(), args: edit("alpha", "omega"), want: refused,
				contains: "f.txt has changed on disk since it was last read (same size, different content)"},
		}, "alpha\nBETA\n"},
		{"read, external change, read again, edit", []step{
			{tool: ReadFile(), args: read, want: ok},
			{external: changeOnDisk},
			{tool: ReadFile(), args: read, want: ok},
			{tool: EditFile(), args: edit("BETA", "gamma"), want: ok},
		}, "alpha\ngamma\n"},
		{"edit, external change, edit", []step{
			{tool: ReadFile(), args: read, want: ok},
			{tool: EditFile(), args: edit("beta", "gamma"), want: ok},
			{external: func(a *agent) { writeTestFile(a.t, a.path("f.txt"), "alpha\ngamma\nmore\n") }},
			{tool: EditFile(), args: edit("gamma", "delta"), want: refused, contains: "it was 12 bytes and is now 17 bytes"},
		}, "alpha\ngamma\nmore\n"},
		{"touched but unchanged", []step{
			{tool: ReadFile(), args: read, want: ok},
			{external: func(a *agent) {
				later := time.Now().Add(time.Hour)
				if err := os.Chtimes(a.path("f.txt"), later, later); err != nil {
					a.t.Fatal(err)
				}
			}},
			{tool: EditFile(), args: edit("beta", "gamma"), want: ok},
		}, "alpha\ngamma\n"},
		{"a partial read counts", []step{
			{tool: ReadFile(), args: `{"file_path": "f.txt", "offset": 2, "limit": 1}`, want: ok},
			{tool: EditFile(), args: edit("alpha", "omega"), want: ok},
		}, "omega\nbeta\n"},
		{"overwrite without reading", []step{
			{tool: WriteFile(), args: `{"file_path": "f.txt", "content": "new\n"}`, want: refused,
				contains: "read it with read_file before overwriting it"},
		}, src},
		{"read, external change, overwrite", []step{
			{tool: ReadFile(), args: read, want: ok},
			{external: changeOnDisk},
			{tool: WriteFile(), args: `{"file_path": "f.txt", "content": "new\n"}`, want: refused, contains: "has changed on disk"},
		}, "alpha\nBETA\n"},
		{"read, overwrite, edit", []step{
			{tool: ReadFile(), args: read, want: ok},
			{tool: WriteFile(), args: `{"file_path": "f.txt", "content": "new\n"}`, want: ok},
			{tool: EditFile(), args: edit("new", "newer"), want: ok},
		}, "newer\n"},
		{"multi_edit without reading", []step{
			{tool: MultiEdit(), args: `{"file_path": "f.txt", "edits": [{"old_string": "beta", "new_string": "b"}]}`,
				want: refused, contains: "has not been read yet"},
		}, src},
		{"a failed edit keeps the file fresh", []step{
			{tool: ReadFile(), args: read, want: ok},
			{tool: EditFile(), args: edit("nothing like it", "x"), want: refused, contains: "was not found"},
			{tool: EditFile(), args: edit("beta", "gamma"), want: ok},
		}, "alpha\ngamma\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := newAgent(t, map[string]string{"f.txt": src})
			for i, s := range tt.steps {
				if s.external != nil {
					s.external(a)
					continue
				}
				res := a.run(s.tool, s.args)
				if diff := cmp.Diff(s.want, kindOf(res)); diff != "" {
					t.Fatalf("step %d (%s): (-want +got):\n%s\ncontent: %s", i+1, s.tool.Spec().Name, diff, res.Content)
				}
				if !strings.Contains(res.Content, s.contains) {
					t.Errorf("step %d (%s): %q does not contain %q", i+1, s.tool.Spec().Name, res.Content, s.contains)
				}
			}
			if diff := cmp.Diff(tt.final, readTestFile(t, a.path("f.txt"))); diff != "" {
				t.Errorf("file (-want +got):\n%s", diff)
			}
		})
	}
}

// TestNewFilesNeedNoRead checks that creating a file needs no read, and
// that the creating agent can edit what it created.
func TestNewFilesNeedNoRead(t *testing.T) {
	a := newAgent(t, nil)
	for _, c := range []struct {
		tl   tool.Tool
		args string
	}{
		{WriteFile(), `{"file_path": "w.txt", "content": "one\n"}`},
		{EditFile(), `{"file_path": "w.txt", "old_string": "one", "new_string": "two"}`},
		{EditFile(), `{"file_path": "dir/e.txt", "old_string": "", "new_string": "one\n"}`},
		{EditFile(), `{"file_path": "dir/e.txt", "old_string": "one", "new_string": "two"}`},
		{MultiEdit(), `{"file_path": "m.txt", "edits": [{"old_string": "", "new_string": "one\n"}, {"old_string": "one", "new_string": "two"}]}`},
		{MultiEdit(), `{"file_path": "m.txt", "edits": [{"old_string": "two", "new_string": "three"}]}`},
	} {
		if res := a.run(c.tl, c.args); res.IsError {
			t.Fatalf("%s %s: %s", c.tl.Spec().Name, c.args, res.Content)
		}
	}
	for name, want := range map[string]string{"w.txt": "two\n", "dir/e.txt": "two\n", "m.txt": "three\n"} {
		if got := readTestFile(t, a.path(name)); got != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
}

// TestAgentsDoNotShareReads checks that what one agent read does not let
// another edit.
func TestAgentsDoNotShareReads(t *testing.T) {
	a := newAgent(t, map[string]string{"f.txt": "x\n"})
	b := &agent{t: t, env: tool.Env{Workspace: a.env.Workspace, Files: tool.NewFileState()}}
	a.run(ReadFile(), `{"file_path": "f.txt"}`)
	res := b.run(EditFile(), `{"file_path": "f.txt", "old_string": "x", "new_string": "y"}`)
	if !strings.Contains(res.Content, "has not been read yet") {
		t.Errorf("agent b edited a file only agent a read: %q", res.Content)
	}
}

// TestConcurrentEditsOfOneFile runs many edits of one file by one agent at
// once; with the FileState's lock none is lost.
func TestConcurrentEditsOfOneFile(t *testing.T) {
	const n = 20
	var src strings.Builder
	for i := range n {
		src.WriteString("line " + string(rune('a'+i)) + "\n")
	}
	a := newAgent(t, map[string]string{"f.txt": src.String()})
	a.run(ReadFile(), `{"file_path": "f.txt"}`)
	errs := make(chan string, n)
	for i := range n {
		go func() {
			c := string(rune('a' + i))
			res, err := EditFile().Run(context.Background(), a.env,
				json.RawMessage(`{"file_path": "f.txt", "old_string": "line `+c+`\n", "new_string": "LINE `+c+`\n"}`))
			switch {
			case err != nil:
				errs <- err.Error()
			case res.IsError:
				errs <- res.Content
			default:
				errs <- ""
			}
		}()
	}
	for range n {
		if e := <-errs; e != "" {
			t.Error(e)
		}
	}
	if got, want := readTestFile(t, a.path("f.txt")), strings.ReplaceAll(src.String(), "line", "LINE"); got != want {
		t.Errorf("file = %q, want %q", got, want)
	}
}
