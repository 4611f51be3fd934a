package tool

import (
	"encoding/json"
	"fmt"

	"github.com/invopop/jsonschema"
)

// Schema returns the JSON Schema of a tool's arguments, generated from the
// argument type T the tool decodes its calls into, so the schema the model
// sees and the fields the tool reads cannot drift apart. Property names
// come from `json` tags, descriptions from `jsonschema_description` tags,
// and `required`, `enum=…`, `minimum=…`, `maximum=…` and `default=…` from
// `jsonschema` tags (github.com/invopop/jsonschema's syntax). Properties
// keep the struct's field order. adjust, when given, is called for each
// top-level property with its name, for what depends on options (a
// maximum taken from the configuration). T must be a struct; anything
// else is a programming error and panics when the tool is built.
func Schema[T any](adjust ...func(property string, s *jsonschema.Schema)) json.RawMessage {
	r := jsonschema.Reflector{
		RequiredFromJSONSchemaTags: true, // required only where tagged
		AllowAdditionalProperties:  true, // no "additionalProperties": false
		DoNotReference:             true, // nested types inline, no $defs
		ExpandedStruct:             true,
		Anonymous:                  true, // no $id
	}
	s := r.Reflect(new(T))
	s.Version = "" // no $schema: providers take the bare object schema
	for _, f := range adjust {
		for p := s.Properties.Oldest(); p != nil; p = p.Next() {
			f(p.Key, p.Value)
		}
	}
	out, err := json.Marshal(s)
	if err != nil {
		panic(fmt.Sprintf("tool: schema of %T: %v", *new(T), err))
	}
	return out
}
