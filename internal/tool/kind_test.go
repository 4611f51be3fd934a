package tool_test

import (
	"slices"
	"testing"

	"troupe/internal/memory"
	"troupe/internal/tool"
	toolfs "troupe/internal/tool/fs"
	"troupe/internal/tool/plan"
	"troupe/internal/tool/shell"
	"troupe/internal/tool/todo"
	"troupe/internal/tool/web"
)

// TestKinds: each built-in tool's kind comes from what it declares, so a
// front end (ACP) shows calls without a table of tool names.
func TestKinds(t *testing.T) {
	all := slices.Concat(toolfs.Tools(), shell.Tools(shell.DefaultOptions()), web.Tools(web.Options{Search: web.Search{Backend: "searxng", URL: "http://127.0.0.1:1"}}), todo.Tools(todo.NewList()),
		[]tool.Tool{plan.Present(t.TempDir() + "/plan.md"), memory.Tool(memory.ToolOptions{Dir: t.TempDir()}),
			tool.Func{S: tool.Spec{Name: "mcp__gh__create_issue", Facts: tool.Facts{External: true, GuessPaths: true, Paths: []tool.PathArg{{Name: "path", Write: true}}}}}})
	reg, err := tool.NewRegistry(all...)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]tool.Kind{
		"read_file": tool.KindRead, "ls": tool.KindRead, "bash_output": tool.KindRead,
		"write_file": tool.KindEdit, "edit_file": tool.KindEdit, "multi_edit": tool.KindEdit, "memory": tool.KindEdit,
		"bash": tool.KindExecute, "kill_bash": tool.KindExecute,
		"grep": tool.KindSearch, "glob": tool.KindSearch, "web_search": tool.KindSearch,
		"web_fetch":  tool.KindFetch,
		"todo_write": tool.KindThink, "todo_update": tool.KindThink,
		"present_plan":          tool.KindSwitchMode,
		"mcp__gh__create_issue": tool.KindOther, // a server's claims are not taken
	}
	for _, name := range reg.Names() {
		w, ok := want[name]
		if !ok {
			t.Errorf("%s: a built-in tool this test does not know; add its kind", name)
			continue
		}
		if k, ok := reg.Kind(name); !ok || k != w {
			t.Errorf("%s: kind %q (%v), want %q", name, k, ok, w)
		}
		delete(want, name)
	}
	for name := range want {
		t.Errorf("%s: not among the built-in tools", name)
	}
	if k, ok := reg.Kind("nosuch"); ok || k != tool.KindOther {
		t.Errorf("unknown tool: kind %q, %v; want other, false", k, ok)
	}
}
