package fs

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/tool"
	"troupe/messages"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// newWorkspace creates a workspace in a temporary directory holding files,
// a map from slash-separated path to content.
func newWorkspace(t *testing.T, files map[string]string) *tool.Workspace {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		writeTestFile(t, filepath.Join(dir, filepath.FromSlash(name)), content)
	}
	ws, err := tool.NewWorkspace(dir)
	if err != nil {
		t.Fatal(err)
	}
	return ws
}

func writeTestFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readTestFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// call runs tl with the JSON arguments args and fails the test on a Go
// error, which the tools return for infrastructure failures only.
func call(t *testing.T, tl tool.Tool, ws *tool.Workspace, args string) tool.Result {
	t.Helper()
	res, err := tl.Run(context.Background(), tool.Env{Workspace: ws}, json.RawMessage(args))
	if err != nil {
		t.Fatalf("%s %s: unexpected Go error: %v", tl.Spec().Name, args, err)
	}
	return res
}

// jsonArgs encodes v as tool arguments.
func jsonArgs(t *testing.T, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// checkGolden compares got with testdata/name, or rewrites the file with
// -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s mismatch (-want +got):\n%s", path, diff)
	}
}

// errResult is the part of an error result tests compare: whether it is an
// error and its kind.
type errResult struct {
	IsError bool
	Kind    messages.Kind
}

func kindOf(r tool.Result) errResult { return errResult{IsError: r.IsError, Kind: r.Kind} }
