// Package todo provides an agent's task list and the two tools that edit it:
// todo_write replaces the whole list, todo_update changes one item's status.
//
// Each agent owns one List and builds its own tools with Tools(list); the
// tools close over that list, so they need nothing from the tool.Env and
// two agents never share a list. A List is safe for concurrent use: the
// tool runner writes it from its goroutines while the agent reads it
// (Items, Version) from its actor. The tools are not read-only, so the
// runner never runs two of them at once for one agent.
package todo
