package supervisor

import (
	"testing"

	"troupe/internal/config"
	"troupe/internal/tool"
)

// Placement reads what a tool changes from its facts, not a list of names:
// a new read-only tool is read-only to the remote dispatcher without
// being named anywhere.
func TestReadOnlyToolsComeFromFacts(t *testing.T) {
	ro := tool.Func{S: tool.Spec{Name: "brand_new_reader", ReadOnly: true}}
	reg, err := tool.NewRegistry(append(BuiltinTools(ShellOptions(config.Default(), "", nil), WebOptions(config.Default())), ro)...)
	if err != nil {
		t.Fatal(err)
	}
	got := (&Supervisor{tools: reg}).readOnlyTools()
	for _, name := range []string{"read_file", "grep", "glob", "ls", "search_tools", "brand_new_reader"} {
		if !got[name] {
			t.Errorf("%s not read-only; got %v", name, got)
		}
	}
	for _, name := range []string{"bash", "write_file", "edit_file", "multi_edit"} {
		if got[name] {
			t.Errorf("%s counted read-only", name)
		}
	}
}
