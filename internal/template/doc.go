// Package template is the Go distribution's text/template (exec.go,
// funcs.go, helper.go, option.go and template.go of Go 1.26.8, BSD licence
// in LICENSE) with one part deleted: a template cannot call its data's
// methods. {{.Name}} is a struct field or a map key, never a method;
// functions come from a FuncMap, as {{has .Tools "bash"}}. Everything else
// (actions, pipelines, variables, the builtin functions, the parse tree of
// text/template/parse, the errors) is text/template's.
//
// Why (issue 23, start cost): text/template looks methods up by a name
// known only when the template runs (reflect.Value.MethodByName). Once such
// a call is reachable, the linker can no longer drop any exported method of
// any type in the binary: every troupe process carried ~9 MB more code and
// type data, and `troupe --version` ~3 MiB more resident memory, for the
// two methods troupe's templates called. cmd/troupe's
// TestNoMethodLookupByName keeps such calls out of the binary, and
// TestTemplateIsTextTemplate holds these files to the toolchain's copy.
//
// A Template is safe for concurrent execution, as text/template's is; see
// text/template's documentation for the language.
package template
