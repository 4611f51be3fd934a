// Package faults injects failures at named points of a running troupe, so
// tests and users can prove that the session survives them. A Set is parsed
// from TROUPE_FAULTS ("POINT[:N],…": the named point fails the N-th time it
// is reached, default 1) and handed to the components that own the points;
// a nil *Set injects nothing and costs one nil check, like GODEBUG unset.
//
// The list of points is fixed (Points): an unknown name is an error at
// start, never a silent no-op. A Set's methods are safe for concurrent use:
// the arrival counts are atomic.
package faults

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
)

// Env is the environment variable a Set is parsed from.
const Env = "TROUPE_FAULTS"

// Point is one place a fault can be injected.
type Point struct {
	Name string
	Doc  string // what the fault does, one line
}

// Names of the points. Each is reached at one place in the code.
const (
	SessionReceive      = "session.receive"
	MainReceive         = "agent.main.receive"
	SubReceive          = "agent.sub.receive"
	WorkflowReceive     = "workflow.%s.receive"
	LLMReceive          = "llm.receive"
	LLMGoroutine        = "llm.goroutine"
	ToolRunnerReceive   = "toolrunner.receive"
	ToolRunnerGoroutine = "toolrunner.goroutine"
	BusPublish          = "bus.publish"
	LogAppend           = "log.append"
	StreamDrop          = "provider.stream.drop"
	DispatchLost        = "remote.dispatch.lost"
)

// Workflow returns a workflow's point name from the WorkflowReceive
// pattern, e.g. Workflow(WorkflowReceive, "act") = "workflow.act.receive".
func Workflow(pattern, workflow string) string { return fmt.Sprintf(pattern, workflow) }

// workflows are the workflows every agent has; their points are listed.
var workflows = [...]string{"act", "think", "critique", "compact"}

// Points returns every point, sorted by name.
func Points() []Point {
	out := []Point{
		{SessionReceive, "panic in the session actor's Receive when a prompt arrives"},
		{MainReceive, "panic in the main agent's Receive when a workflow answer arrives"},
		{SubReceive, "panic in a subagent's Receive when a workflow answer arrives"},
		{LLMReceive, "panic in an llm actor's Receive when a model request arrives"},
		{LLMGoroutine, "panic in an llm actor's call goroutine before the provider is called"},
		{ToolRunnerReceive, "panic in a tool runner's Receive when a tool request arrives"},
		{ToolRunnerGoroutine, "panic in a tool runner's call goroutine before the tool runs"},
		{BusPublish, "a bus publish fails (as when a body is over the server's max payload)"},
		{LogAppend, "a session-log append fails (as on a full disk)"},
		{StreamDrop, "a provider stream is cut after the first part of the answer"},
		{DispatchLost, "a try at queueing a remote subagent's task gets no answer, as when a message or its acknowledgement is lost"},
	}
	for _, wf := range workflows {
		out = append(out, Point{Workflow(WorkflowReceive, wf), "panic in the " + wf + " workflow's Receive when a request arrives"})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Set is the faults to inject in one process.
type Set struct {
	at   map[string]int64         // point → the arrival that fails
	hits map[string]*atomic.Int64 // point → arrivals so far
}

// Parse reads a TROUPE_FAULTS value. An empty spec returns nil: no faults.
func Parse(spec string) (*Set, error) {
	spec = strings.TrimSpace(spec)
	if spec == "" {
		return nil, nil
	}
	known := map[string]bool{}
	for _, p := range Points() {
		known[p.Name] = true
	}
	s := &Set{at: map[string]int64{}, hits: map[string]*atomic.Int64{}}
	for _, item := range strings.Split(spec, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		name, nth, hasN := strings.Cut(item, ":")
		if !known[name] {
			return nil, fmt.Errorf("%s: unknown fault point %q (troupe debug faults lists them)", Env, name)
		}
		n := int64(1)
		if hasN {
			v, err := strconv.ParseInt(nth, 10, 64)
			if err != nil || v < 1 {
				return nil, fmt.Errorf("%s: %q: N must be a positive integer", Env, item)
			}
			n = v
		}
		s.at[name] = n
		s.hits[name] = &atomic.Int64{}
	}
	return s, nil
}

// Hit records an arrival at point and reports whether it is the one that
// fails. A nil Set never fails.
func (s *Set) Hit(point string) bool {
	if s == nil {
		return false
	}
	c, ok := s.hits[point]
	if !ok {
		return false
	}
	return c.Add(1) == s.at[point]
}

// Panic panics with an Injected value when point fails now.
func (s *Set) Panic(point string) {
	if s.Hit(point) {
		panic(Injected{Point: point})
	}
}

// Err returns an error wrapping ErrInjected when point fails now, else nil.
func (s *Set) Err(point string) error {
	if s.Hit(point) {
		return fmt.Errorf("%w at %s", ErrInjected, point)
	}
	return nil
}

// ErrInjected is the error of an injected failure that is not a panic.
var ErrInjected = errors.New("injected fault")

// Injected is the value an injected panic carries.
type Injected struct{ Point string }

func (i Injected) String() string { return "injected fault at " + i.Point }
func (i Injected) Error() string  { return i.String() }

// Arrivals reports how many times point was reached so far; 0 for a point
// not in the set.
func (s *Set) Arrivals(point string) int64 {
	if s == nil || s.hits[point] == nil {
		return 0
	}
	return s.hits[point].Load()
}
