package agent

import (
	"troupe/internal/lazy"
	"troupe/internal/tool"
	"troupe/internal/tool/plan"
	"troupe/internal/tool/todo"
)

// OwnTools are the tools a main agent adds to its registry's: its todo
// list, and present_plan when it has a plan file.
func OwnTools(todos *todo.List, planFile string) []tool.Tool {
	own := todo.Tools(todos)
	if planFile != "" {
		own = append(own, plan.Present(planFile))
	}
	return own
}

// ToolKind is the kind of a main agent's call of name, as its tools
// declare it (tool.Spec.Kind): the agent's own (task, its todo list,
// present_plan), else reg's; other for a name neither knows.
func ToolKind(reg *tool.Registry, name string) tool.Kind {
	if name == TaskTool {
		return TaskKind
	}
	if k, ok := ownKinds.Get()[name]; ok {
		return k
	}
	if reg != nil {
		k, _ := reg.Kind(name)
		return k
	}
	return tool.KindOther
}

// ownKinds are the kinds OwnTools declare, read from their specs once.
var ownKinds = &lazy.Value[map[string]tool.Kind]{New: func() map[string]tool.Kind {
	m := map[string]tool.Kind{}
	for _, t := range OwnTools(todo.NewList(), "plan.md") { // only the specs are read
		m[t.Spec().Name] = t.Spec().Kind()
	}
	return m
}}
