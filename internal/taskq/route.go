package taskq

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Priorities of a task. The main agent's own task calls (the person waits
// on them) are High; a subagent's subagents are Normal. A worker asks for
// High tasks before Normal ones every time a slot frees.
const (
	High   = "high"
	Normal = "normal"
)

// Route is the queue a task is on: the model it needs, its priority and
// the labels a worker must have to take it. Every route is a subject of
// TROUPE_TASKS with a durable consumer of its own; the filters never
// overlap, as a work-queue stream requires:
//
//	troupe.task.S.A.M              model M, normal, no labels (the consumer of old)
//	troupe.task.S.A.M.high         model M, high, no labels
//	troupe.task.S.A.M.P.L          model M, priority P, labels L (sorted, comma-joined)
type Route struct {
	Model    string
	Priority string   // High or Normal ("" is Normal)
	Labels   []string // sorted, unique; nil: any worker with the model
}

// MaxWorkerLabels bounds a worker's labels: it looks for the consumer of
// every subset of them.
const MaxWorkerLabels = 4

// CheckLabel reports whether s may be a label: letters, digits, '-' and
// '_', at most 32 of them.
func CheckLabel(s string) error {
	if s == "" || len(s) > 32 {
		return fmt.Errorf("label %q: want 1 to 32 letters, digits, '-' or '_'", s)
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return fmt.Errorf("label %q: want letters, digits, '-' or '_' only", s)
		}
	}
	return nil
}

// NormalLabels checks labels and returns them sorted, without repeats.
func NormalLabels(labels []string) ([]string, error) {
	var errs []error
	out := make([]string, 0, len(labels))
	for _, l := range labels {
		l = strings.TrimSpace(l)
		if err := CheckLabel(l); err != nil {
			errs = append(errs, err)
			continue
		}
		out = append(out, l)
	}
	sort.Strings(out)
	out = slices.Compact(out)
	if len(out) == 0 {
		out = nil
	}
	return out, errors.Join(errs...)
}

func (r Route) high() bool { return r.Priority == High }

// Subject is where a task of r (of session and agent) is queued.
func (r Route) Subject(session, agent string) string {
	return strings.Join(append([]string{"troupe.task", session, agent}, r.tail()...), ".")
}

// Filter is what r's consumer takes.
func (r Route) Filter() string {
	return strings.Join(append([]string{"troupe.task.*.*"}, r.tail()...), ".")
}

func (r Route) tail() []string {
	switch {
	case len(r.Labels) > 0:
		p := Normal
		if r.high() {
			p = High
		}
		return []string{r.Model, p, strings.Join(r.Labels, ",")}
	case r.high():
		return []string{r.Model, High}
	default:
		return []string{r.Model}
	}
}

// Durable is the name of r's consumer.
func (r Route) Durable() string {
	name := "workers-" + r.Model
	if r.high() {
		name += "-high"
	} else if len(r.Labels) > 0 {
		name += "-normal"
	}
	if len(r.Labels) > 0 {
		name += "-l-" + strings.Join(r.Labels, "-")
	}
	return name
}

// String names what a worker needs to take r's tasks: "model m" or
// "model m and labels gpu".
func (r Route) String() string {
	s := "model " + r.Model
	if len(r.Labels) > 0 {
		s += " and labels " + strings.Join(r.Labels, ",")
	}
	return s
}

// WorkerRoutes are the routes a worker with model and labels takes tasks
// from, in the order it asks them: high before normal, and within a
// priority the more specific label sets first (a gpu worker serves the
// tasks only it can run before those any worker can).
func WorkerRoutes(model string, labels []string) []Route {
	n := len(labels)
	var subsets [][]string
	for mask := range 1 << n {
		var s []string
		for i := range n {
			if mask&(1<<i) != 0 {
				s = append(s, labels[i])
			}
		}
		subsets = append(subsets, s)
	}
	sort.SliceStable(subsets, func(i, j int) bool { return len(subsets[i]) > len(subsets[j]) })
	var out []Route
	for _, p := range []string{High, Normal} {
		for _, s := range subsets {
			out = append(out, Route{Model: model, Priority: p, Labels: s})
		}
	}
	return out
}

// Serves reports whether a worker with labels may take tasks needing need.
func Serves(labels, need []string) bool {
	for _, l := range need {
		if !slices.Contains(labels, l) {
			return false
		}
	}
	return true
}
