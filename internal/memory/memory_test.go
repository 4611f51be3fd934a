package memory

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/tool"
	"troupe/messages"
)

func call(t *testing.T, tl tool.Tool, args string) tool.Result {
	t.Helper()
	res, err := tl.Run(context.Background(), tool.Env{}, json.RawMessage(args))
	if err != nil {
		t.Fatalf("%s: %v", args, err)
	}
	return res
}

func TestToolCommands(t *testing.T) {
	dir := filepath.Join(t.TempDir(), ".troupe", "memories")
	var events []messages.MemoryChanged
	tl := Tool(ToolOptions{Dir: dir, Changed: func(e messages.MemoryChanged) { events = append(events, e) }})
	steps := []struct {
		args, want string
		isErr      bool
	}{
		{`{"command":"view","path":"/memories"}`, "is empty", false},
		{`{"command":"create","path":"/memories/notes.md","file_text":"tests: make check\nlint: make lint\n"}`, "File created successfully at: /memories/notes.md", false},
		{`{"command":"view","path":"/memories"}`, "/memories/notes.md", false},
		{`{"command":"view","path":"/memories/notes.md"}`, "     1\ttests: make check\n     2\tlint: make lint", false},
		{`{"command":"view","path":"/memories/notes.md","view_range":[2,-1]}`, "     2\tlint: make lint", false},
		{`{"command":"str_replace","path":"/memories/notes.md","old_str":"make check","new_str":"make test"}`, "The memory file has been edited.", false},
		{`{"command":"str_replace","path":"/memories/notes.md","old_str":"make","new_str":"x"}`, "Multiple occurrences of old_str `make` in lines: [1 2]", true},
		{`{"command":"str_replace","path":"/memories/notes.md","old_str":"absent","new_str":"x"}`, "did not appear verbatim", true},
		{`{"command":"insert","path":"/memories/notes.md","insert_line":0,"insert_text":"# Notes"}`, "The file /memories/notes.md has been edited.", false},
		{`{"command":"insert","path":"/memories/notes.md","insert_line":9,"insert_text":"x"}`, "Invalid `insert_line` parameter: 9", true},
		{`{"command":"rename","old_path":"/memories/notes.md","new_path":"/memories/project/notes.md"}`, "Successfully renamed /memories/notes.md to /memories/project/notes.md", false},
		{`{"command":"view","path":"/memories/notes.md"}`, "does not exist", true},
		{`{"command":"view","path":"/memories/project/notes.md"}`, "     1\t# Notes\n     2\ttests: make test\n     3\tlint: make lint", false},
		{`{"command":"delete","path":"/memories/project"}`, "Successfully deleted /memories/project", false},
		{`{"command":"delete","path":"/memories"}`, "cannot be deleted", true},
		{`{"command":"fly","path":"/memories"}`, "unknown command", true},
	}
	for _, s := range steps {
		res := call(t, tl, s.args)
		if res.IsError != s.isErr || !strings.Contains(res.Content, s.want) {
			t.Errorf("%s:\n got (error %v) %q\nwant (error %v) %q", s.args, res.IsError, res.Content, s.isErr, s.want)
		}
	}
	if len(events) != 5 {
		t.Fatalf("events = %+v, want one per change (5)", events)
	}
	if e := events[0]; e.Command != "create" || e.Path != "/memories/notes.md" || e.Source != "tool" || e.Scope != "dir" || e.Bytes != 34 {
		t.Errorf("first event = %+v", e)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("left in the directory: %v", entries)
	}
}

// Paths that lead outside /memories are refused, whatever way they take,
// and nothing outside is read or written.
func TestToolRefusesEscapes(t *testing.T) {
	ws := t.TempDir()
	dir := filepath.Join(ws, ".troupe", "memories")
	os.MkdirAll(dir, 0o755)
	secret := filepath.Join(ws, "secret.txt")
	os.WriteFile(secret, []byte("TOP SECRET"), 0o600)
	os.Symlink(ws, filepath.Join(dir, "out"))         // a link inside pointing out
	os.Symlink(secret, filepath.Join(dir, "leak.md")) // a file link pointing out
	tl := Tool(ToolOptions{Dir: dir})
	for _, args := range []string{
		`{"command":"view","path":"/memories/../secret.txt"}`,
		`{"command":"view","path":"/memories/out/secret.txt"}`,
		`{"command":"view","path":"/memories/leak.md"}`,
		`{"command":"view","path":"/etc/passwd"}`,
		`{"command":"view","path":"/memoriesx/a"}`,
		`{"command":"view","path":"memories/a"}`,
		`{"command":"create","path":"/memories/out/pwned.txt","file_text":"x"}`,
		`{"command":"create","path":"/memories/../pwned.txt","file_text":"x"}`,
		`{"command":"create","path":"/memories/leak.md","file_text":"overwritten"}`,
		`{"command":"str_replace","path":"/memories/leak.md","old_str":"TOP","new_str":"NO"}`,
		`{"command":"rename","old_path":"/memories/out","new_path":"/memories/../moved"}`,
		`{"command":"rename","old_path":"/memories/leak.md","new_path":"/tmp/x"}`,
		`{"command":"delete","path":"/memories/out/secret.txt"}`,
	} {
		res := call(t, tl, args)
		if strings.Contains(res.Content, "TOP SECRET") {
			t.Errorf("%s read outside: %q", args, res.Content)
		}
		if !res.IsError && !strings.Contains(args, `"create","path":"/memories/leak.md"`) {
			t.Errorf("%s was not refused: %q", args, res.Content)
		}
	}
	if data, _ := os.ReadFile(secret); string(data) != "TOP SECRET" {
		t.Errorf("secret.txt changed: %q", data)
	}
	for _, p := range []string{"pwned.txt", "moved"} {
		if _, err := os.Lstat(filepath.Join(ws, p)); err == nil {
			t.Errorf("%s was written outside the memory directory", p)
		}
	}

	// A memory directory that is itself a link is refused outright.
	ws2 := t.TempDir()
	os.MkdirAll(filepath.Join(ws2, ".troupe"), 0o755)
	os.Symlink(ws, filepath.Join(ws2, ".troupe", "memories"))
	res := call(t, Tool(ToolOptions{Dir: filepath.Join(ws2, ".troupe", "memories")}), `{"command":"view","path":"/memories/secret.txt"}`)
	if !res.IsError || strings.Contains(res.Content, "TOP SECRET") {
		t.Errorf("linked memory directory: %q", res.Content)
	}
}

// The gate sees the memory tool's paths as the files they name.
func TestToolFactsMapPaths(t *testing.T) {
	dir := "/w/.troupe/memories"
	spec := Tool(ToolOptions{Dir: dir}).Spec()
	touch := spec.Touches(json.RawMessage(`{"command":"rename","old_path":"/memories/a.md","new_path":"/memories/../../x"}`))
	if len(touch.Paths) != 2 || touch.Paths[0].Path != "/w/.troupe/memories/a.md" || !touch.Paths[0].Write || touch.Paths[1].Path != "/memories/../../x" {
		t.Errorf("paths = %+v", touch.Paths)
	}
	if !spec.Writes() || !spec.Facts.Edits {
		t.Error("the memory tool must count as a write and an edit")
	}
}

func TestLoadWithinBudget(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	env := map[string]string{"HOME": home}
	l := Where(func(k string) string { return env[k] }, ws, true)
	if _, err := Append(l, User, "I prefer short answers"); err != nil {
		t.Fatal(err)
	}
	if _, err := Append(l, Project, "tests: make check"); err != nil {
		t.Fatal(err)
	}
	Append(l, Project, "tests: make check") // not twice
	os.MkdirAll(l.Dir, 0o755)
	os.WriteFile(filepath.Join(l.Dir, "big.md"), []byte(strings.Repeat("line of notes\n", 500)), 0o644)
	docs, err := Load(l, 2048)
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 3 || docs[0].Label != "user memory" || !strings.Contains(docs[0].Text, "- I prefer short answers") {
		t.Fatalf("docs = %+v", docs)
	}
	if strings.Count(docs[1].Text, "make check") != 1 {
		t.Errorf("project memory = %q", docs[1].Text)
	}
	total := 0
	for _, d := range docs {
		total += len(d.Text)
	}
	if !docs[2].Cut || !strings.Contains(docs[2].Text, "memory cut to fit") || !strings.Contains(docs[2].Text, "/memories/big.md") || total > 2048+200 {
		t.Errorf("big.md not cut to the budget (total %d): %q", total, docs[2].Text[max(0, len(docs[2].Text)-200):])
	}
	if untrusted := Where(func(k string) string { return env[k] }, ws, false); untrusted.Project != "" || untrusted.Dir != "" {
		t.Errorf("an untrusted workspace's memory is used: %+v", untrusted)
	}
}

func TestLine(t *testing.T) {
	for in, want := range map[string]string{"# run tests with make": "run tests with make", "#no space": "no space",
		"## Heading": "", "#": "", "#!bash": "", "not # this": "", "# two\nlines": ""} {
		got, ok := Line(in)
		if got != want || ok != (want != "") {
			t.Errorf("Line(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}
