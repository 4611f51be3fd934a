package agent

import (
	"path/filepath"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/internal/hooks"
	"troupe/internal/prompt"
	"troupe/messages"
)

// batchHooked is what the PostToolBatch hooks of a turn's batch decided,
// back from the goroutine that ran them.
type batchHooked struct {
	turn string
	o    hooks.Outcome
}

// batchHooks runs the PostToolBatch hooks of a complete batch off the
// mailbox, as Claude Code does once every call of a batch has a result and
// before the next model call; the turn goes on when they are done
// (hooked). It reports false when there are none to run.
func (a *Actor) batchHooks(c actor.Context, t *turn, calls []messages.ToolCall, results []messages.ToolResult) bool {
	hk := a.d.Hooks
	if !hk.Has(hooks.PostToolBatch) {
		return false
	}
	root, self, id, life := c.ActorSystem().Root, c.Self(), a.d.ID, a.d.Lifetime
	turnID := t.id
	if err := a.d.Jobs.Go("PostToolBatch hooks", func() {
		root.Send(self, &batchHooked{turn: turnID, o: hk.Batch(life, id, calls, results)})
	}); err != nil { // shutting down
		return false
	}
	return true
}

// hooked goes on with the turn after its batch's PostToolBatch hooks: what
// they said for the model joins the context before the next call; a hook
// that said continue=false ends the turn with its reason.
func (a *Actor) hooked(c actor.Context, m *batchHooked) {
	t := a.turn
	if t == nil || t.id != m.turn {
		return // the turn ended (cancelled) while the hooks ran
	}
	for _, msg := range m.o.Messages {
		a.notice("warn", msg)
	}
	if m.o.Stop {
		reason := m.o.StopReason
		if reason == "" {
			reason = "a PostToolBatch hook stopped the turn"
		}
		a.finish(c, reason, nil)
		return
	}
	var text string
	if m.o.Block {
		text = "PostToolBatch hook: " + m.o.Reason
	}
	if m.o.Context != "" {
		if text != "" {
			text += "\n"
		}
		text += "PostToolBatch hook additional context: " + m.o.Context
	}
	if text != "" {
		a.append(t.id, messages.Message{Role: messages.RoleUser, Content: "<system-reminder>\n" + text + "\n</system-reminder>"})
	}
	a.step(c)
}

// nestedLoaded runs, beside the turn, the InstructionsLoaded hooks of the
// subdirectory instructions a tool's touch of path brought in (Claude
// Code's nested_traversal); they only observe.
func (a *Actor) nestedLoaded(docs []prompt.Doc, path string) {
	hk := a.d.Hooks
	if !hk.Has(hooks.InstructionsLoaded) || a.d.Env.Workspace == nil {
		return
	}
	root, id, life := a.d.Env.Workspace.Root(), a.d.ID, a.d.Lifetime
	if !filepath.IsAbs(path) {
		path = filepath.Join(root, path)
	}
	for _, d := range docs {
		file := filepath.Join(root, filepath.FromSlash(d.Path))
		if err := a.d.Jobs.Go("InstructionsLoaded hooks", func() {
			hk.Instructions(life, id, file, "Project", "nested_traversal", "", path)
		}); err != nil {
			return // shutting down
		}
	}
}
