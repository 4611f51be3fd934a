package tool_test

import (
	"encoding/json"
	"flag"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/invopop/jsonschema"

	"troupe/internal/golden"
	"troupe/internal/tool"
	toolfs "troupe/internal/tool/fs"
	"troupe/internal/tool/plan"
	"troupe/internal/tool/shell"
	"troupe/internal/tool/todo"
	"troupe/internal/tool/web"
)

var update = flag.Bool("update", false, "rewrite golden files")

// The built-in tools' schemas are generated from their argument types;
// the golden file is what the model is offered (normalised), so a changed
// tag shows in review. It was checked equal to the hand-written schemas it
// replaced.
func TestBuiltinSchemas(t *testing.T) {
	o := shell.DefaultOptions()
	o.DefaultTimeout, o.MaxTimeout = 2*time.Minute, 10*time.Minute
	all := append(append(toolfs.Tools(), shell.Tools(o)...), todo.Tools(todo.NewList())...)
	all = append(all, web.Tools(web.Options{Search: web.Search{Backend: "searxng", URL: "http://search.test"}})...)
	reg, err := tool.NewRegistry(append(all, plan.Present(""))...)
	if err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	for _, sp := range reg.Specs(nil) {
		var v map[string]any
		if err := json.Unmarshal(sp.Parameters, &v); err != nil {
			t.Fatalf("%s: %v", sp.Name, err)
		}
		if v["type"] != "object" {
			t.Errorf("%s: schema type %v, want object", sp.Name, v["type"])
		}
		for _, k := range []string{"$schema", "$id", "$defs", "additionalProperties"} {
			if _, ok := v[k]; ok {
				t.Errorf("%s: schema has %s", sp.Name, k)
			}
		}
		b, _ := json.MarshalIndent(v, "", "  ")
		fmt.Fprintf(&sb, "== %s\n%s\n", sp.Name, b)
	}
	golden.Check(t, "testdata/builtin_schemas.golden", sb.String(), *update)
}

type adjusted struct {
	N int    `json:"n" jsonschema:"required,minimum=1"`
	S string `json:"s" jsonschema_description:"a string"`
}

// What depends on options is set by the adjust function, per property;
// required, minimum and descriptions come from the tags, in field order.
func TestSchemaAdjust(t *testing.T) {
	raw := tool.Schema[adjusted](func(name string, p *jsonschema.Schema) {
		if name == "n" {
			p.Maximum = json.Number("7")
		}
	})
	want := `{"properties":{"n":{"type":"integer","maximum":7,"minimum":1},"s":{"type":"string","description":"a string"}},"type":"object","required":["n"]}`
	if string(raw) != want {
		t.Errorf("schema\n %s\nwant\n %s", raw, want)
	}
}
