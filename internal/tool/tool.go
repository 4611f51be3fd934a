// Package tool defines what a tool is (Tool, Func, Result), the Registry of
// tools an agent may call, and the Workspace every file and shell tool is
// confined to. Built-in tools live in subpackages (fs, shell).
//
// A Tool's Run may be called from many goroutines at once; tools hold no
// per-call state. What they remember per agent (FileState, a JobTable) comes
// in the Env and is safe for concurrent use. A Registry is built once and
// read-only afterwards, so it is safe to share.
package tool

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"

	"troupe/messages"
)

// Spec describes a tool to the model and to the runtime.
type Spec struct {
	Name        string
	Description string
	Parameters  json.RawMessage // JSON schema of the arguments
	ReadOnly    bool            // never changes files or runs commands; safe to run in parallel
	Facts       Facts           // what its calls touch
	Native      string          // a provider's built-in type it implements (messages.ToolSpec.Native)
}

// Wire returns the part of the spec a model sees.
func (s Spec) Wire() messages.ToolSpec {
	return messages.ToolSpec{Name: s.Name, Description: s.Description, Parameters: s.Parameters, Native: s.Native}
}

// Result is what the model sees of a call. IsError marks a failure the model
// should react to (bad arguments, missing file, non-zero exit is NOT one).
type Result struct {
	Content string
	IsError bool
	Kind    messages.Kind    // classification when IsError
	Images  []messages.Image // images the result shows the model, in Env.Images
}

// Errorf builds a model-facing error result.
func Errorf(kind messages.Kind, format string, args ...any) Result {
	return Result{Content: fmt.Sprintf(format, args...), IsError: true, Kind: kind}
}

// Env is what a running tool may touch. Workspace is shared; Files and Jobs
// hold one agent's state and must not be shared between agents.
type Env struct {
	Workspace *Workspace
	// Files records which files the agent has read; the file tools refuse
	// to change a file the agent has not read or that changed since. Nil
	// turns that guard off.
	Files *FileState
	// Jobs owns the agent's background commands (shell.NewJobs returns
	// one); nil means commands cannot run in the background. The owner of
	// the agent calls Close when the agent stops, which kills them.
	Jobs JobTable
	// Discovered collects the tools search_tools found for this agent; they
	// join its tool set from its next request on. Nil: no discovery.
	Discovered *Discovered
	// Images keeps images a tool returns (read_file on a picture, an MCP
	// result) in the session's image store; nil: tools cannot return images.
	Images ImageStore
}

// ImageStore keeps an image's bytes and returns the reference a result
// carries (imagefile.Store is one). Put refuses what is not a readable PNG,
// JPEG, GIF or WebP, and scales down what is larger than providers take.
type ImageStore interface {
	Put(data []byte, name string) (messages.Image, error)
}

// JobTable is a table of background jobs, as far as its owner needs to know
// it: closing it stops every job. The shell tools work with their own
// concrete type behind it.
type JobTable interface {
	Close() error
}

// Tool is something the model can call. Run returns a Result for everything
// the model should see, including its own mistakes; the error return is for
// infrastructure failures only and is reported to the model as a crashed call.
type Tool interface {
	Spec() Spec
	Run(ctx context.Context, env Env, args json.RawMessage) (Result, error)
}

// Func adapts a function to a Tool, like http.HandlerFunc.
type Func struct {
	S  Spec
	Fn func(ctx context.Context, env Env, args json.RawMessage) (Result, error)
}

// Spec returns the tool's spec.
func (f Func) Spec() Spec { return f.S }

// Run calls the function.
func (f Func) Run(ctx context.Context, env Env, args json.RawMessage) (Result, error) {
	return f.Fn(ctx, env, args)
}

// Registry is a named set of tools. Build it with NewRegistry; it is
// read-only afterwards. A Source added with WithSource supplies tools whose
// names are not known when the registry is built (an MCP server's tools).
type Registry struct {
	tools   map[string]Tool
	order   []string
	sources []Source
}

// Source supplies tools by name beyond a registry's own. Its methods must
// be safe for concurrent use and must not block.
type Source interface {
	// Lookup returns a callable tool for name, even if its spec is not
	// known yet (its Run then finds out).
	Lookup(name string) (Tool, bool)
	// Spec returns name's spec if it is known now.
	Spec(name string) (Spec, bool)
	// Prepare starts, in the background, whatever will make the specs of
	// names known (starting an MCP server); it returns at once.
	Prepare(names []string)
}

// WithSource returns a registry holding r's tools that also looks names up
// in src.
func (r *Registry) WithSource(src Source) *Registry {
	out := *r
	out.sources = append(append([]Source(nil), r.sources...), src)
	return &out
}

// Prepare asks the registry's sources to get names' specs ready.
func (r *Registry) Prepare(names []string) {
	for _, s := range r.sources {
		s.Prepare(names)
	}
}

// NewRegistry returns a registry holding tools. Duplicate names are an error.
func NewRegistry(tools ...Tool) (*Registry, error) {
	r := &Registry{tools: map[string]Tool{}}
	for _, t := range tools {
		name := t.Spec().Name
		if _, dup := r.tools[name]; dup {
			return nil, fmt.Errorf("tool: duplicate tool %q", name)
		}
		r.tools[name] = t
		r.order = append(r.order, name)
	}
	sort.Strings(r.order)
	return r, nil
}

// With returns a new registry holding r's tools and extra.
func (r *Registry) With(extra ...Tool) (*Registry, error) {
	all := make([]Tool, 0, len(r.order)+len(extra))
	for _, n := range r.order {
		all = append(all, r.tools[n])
	}
	reg, err := NewRegistry(append(all, extra...)...)
	if err != nil {
		return nil, err
	}
	reg.sources = r.sources
	return reg, nil
}

// Map returns a registry holding f of each of r's own tools, and r's
// sources. f must keep each tool's name.
func (r *Registry) Map(f func(Tool) Tool) (*Registry, error) {
	all := make([]Tool, 0, len(r.order))
	for _, n := range r.order {
		all = append(all, f(r.tools[n]))
	}
	reg, err := NewRegistry(all...)
	if err != nil {
		return nil, err
	}
	reg.sources = r.sources
	return reg, nil
}

// Lookup returns the named tool, from the registry or one of its sources.
func (r *Registry) Lookup(name string) (Tool, bool) {
	if t, ok := r.tools[name]; ok {
		return t, ok
	}
	for _, s := range r.sources {
		if t, ok := s.Lookup(name); ok {
			return t, ok
		}
	}
	return nil, false
}

// Preview is what a call of the tool name with args would change, from
// the tool's declared preview (tool.Facts.Preview): false when the tool is
// unknown, declares none, or args do not parse.
func (r *Registry) Preview(name string, args json.RawMessage) (Change, bool) {
	t, ok := r.tools[name]
	if !ok {
		for _, s := range r.sources {
			if sp, ok := s.Spec(name); ok && sp.Facts.Preview != nil {
				return sp.Facts.Preview(args)
			}
		}
		return Change{}, false
	}
	if f := t.Spec().Facts.Preview; f != nil {
		return f(args)
	}
	return Change{}, false
}

// Kind is the kind of the named tool's calls (Spec.Kind), from the
// registry or one of its sources; false when no tool has the name.
func (r *Registry) Kind(name string) (Kind, bool) {
	if t, ok := r.tools[name]; ok {
		return t.Spec().Kind(), true
	}
	for _, s := range r.sources {
		if sp, ok := s.Spec(name); ok {
			return sp.Kind(), true
		}
	}
	return KindOther, false
}

// Names returns every tool name, sorted.
func (r *Registry) Names() []string { return append([]string(nil), r.order...) }

// Specs returns the specs of the named tools in sorted order, or of every
// tool when names is nil, then the specs sources know of the other names,
// in the order of names. Unknown names are skipped.
func (r *Registry) Specs(names []string) []Spec {
	want := map[string]bool{}
	for _, n := range names {
		want[n] = true
	}
	var out []Spec
	for _, n := range r.order {
		if names == nil || want[n] {
			out = append(out, r.tools[n].Spec())
		}
	}
	for _, n := range names {
		if _, own := r.tools[n]; own {
			continue
		}
		for _, s := range r.sources {
			if sp, ok := s.Spec(n); ok {
				out = append(out, sp)
				break
			}
		}
	}
	return out
}
