package todo

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"troupe/internal/tool"
	"troupe/messages"
)

//go:embed todo_write.md
var writeDoc string

//go:embed todo_update.md
var updateDoc string

// Tool names.
const (
	WriteName  = "todo_write"
	UpdateName = "todo_update"
)

type writeArgs struct {
	Todos []Item `json:"todos" jsonschema:"required" jsonschema_description:"The whole list, in order. It replaces the previous list."`
}

type updateArgs struct {
	ID     string `json:"id" jsonschema:"required" jsonschema_description:"Id of the item to update."`
	Status Status `json:"status" jsonschema:"required,enum=pending,enum=in_progress,enum=completed"`
}

// Tools returns todo_write and todo_update working on list. Build them once
// per agent, with that agent's list.
func Tools(list *List) []tool.Tool {
	return []tool.Tool{Write(list), Update(list)}
}

// Write returns the todo_write tool for list.
func Write(list *List) tool.Func {
	spec := tool.Spec{Name: WriteName, Description: writeDoc, Parameters: tool.Schema[writeArgs](), Facts: tool.Facts{Kind: tool.KindThink, AgentState: true}}
	return tool.Func{S: spec, Fn: func(_ context.Context, _ tool.Env, raw json.RawMessage) (tool.Result, error) {
		var a writeArgs
		if err := tool.DecodeArgs(raw, &a, "todos"); err != nil {
			return invalid(WriteName, err), nil
		}
		if err := list.Set(a.Todos); err != nil {
			return invalid(WriteName, err), nil
		}
		items := list.Items()
		if len(items) == 0 {
			return tool.Result{Content: "The todo list is now empty."}, nil
		}
		return tool.Result{Content: summary(items) + "\n" + renderForModel(items)}, nil
	}}
}

// Update returns the todo_update tool for list.
func Update(list *List) tool.Func {
	spec := tool.Spec{Name: UpdateName, Description: updateDoc, Parameters: tool.Schema[updateArgs](), Facts: tool.Facts{Kind: tool.KindThink, AgentState: true}}
	return tool.Func{S: spec, Fn: func(_ context.Context, _ tool.Env, raw json.RawMessage) (tool.Result, error) {
		var a updateArgs
		if err := tool.DecodeArgs(raw, &a, "id", "status"); err != nil {
			return invalid(UpdateName, err), nil
		}
		it, err := list.Update(a.ID, a.Status)
		if err != nil {
			if errors.Is(err, ErrUnknownID) {
				err = unknownID(a.ID, list.Items())
			}
			return invalid(UpdateName, err), nil
		}
		items := list.Items()
		return tool.Result{Content: fmt.Sprintf("Item %s is now %s. %s\n%s", it.ID, it.Status, summary(items), renderForModel(items))}, nil
	}}
}

func invalid(name string, err error) tool.Result {
	return tool.Errorf(messages.KindInvalidInput, "%s: %s", name, err.Error())
}

// summary counts the list for the model.
func summary(items []Item) string {
	done, doing, todo := Counts(items)
	return fmt.Sprintf("Todo list: %d completed, %d in progress, %d pending.", done, doing, todo)
}

// unknownID explains a todo_update id that matches no item.
func unknownID(id string, items []Item) error {
	if len(items) == 0 {
		return fmt.Errorf("no item has the id %q: the list is empty; write it with todo_write first", id)
	}
	ids := make([]string, len(items))
	for i, it := range items {
		ids[i] = strconv.Quote(it.ID)
	}
	return fmt.Errorf("no item has the id %q; the ids are %s", id, strings.Join(ids, ", "))
}
