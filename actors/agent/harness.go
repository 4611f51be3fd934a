package agent

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/workflow"
	"troupe/internal/loopguard"
	"troupe/internal/prompt"
	"troupe/internal/reminder"
	"troupe/internal/tool"
	"troupe/internal/tool/plan"
	"troupe/internal/tool/todo"
	"troupe/internal/view"
	"troupe/messages"
)

// harness is the agent's bookkeeping around the ReAct loop: event-driven
// reminders, the doom-loop guard, its todo list and the subdirectory
// instructions it has seen. Owned by the actor, touched only in Receive.
type harness struct {
	remind      *reminder.State
	guard       *loopguard.Guard
	todos       *todo.List
	todoVersion uint64
	instr       *prompt.Instructions
	planShown   string // the plan last presented, until the user leaves plan mode
	discovered  int    // tools of env.Discovered already in the specs
}

// setup assembles the system prompt and the per-agent tools and state.
func (a *Actor) setup() error {
	a.h.todos = todo.NewList()
	a.tools = a.d.Tools
	if a.d.Parent == "" { // the main agent keeps a todo list; short-lived subagents do not
		reg, err := a.d.Tools.With(OwnTools(a.h.todos, a.d.PlanFile)...)
		if err != nil {
			return err
		}
		a.tools = reg
		a.d.ToolNames = append(append([]string(nil), a.d.ToolNames...), todo.WriteName, todo.UpdateName)
		if a.d.PlanFile != "" {
			a.d.ToolNames = append(a.d.ToolNames, plan.Name)
		}
	}
	a.env = a.d.Env
	if root := a.scratchRoot(); root != "" && a.env.Workspace != nil {
		// Pointers in the context name files in the session's scratch
		// directory: read-only tools may open them there.
		ws, err := a.env.Workspace.With(tool.WithReadRoots(root))
		if err != nil {
			return err
		}
		a.env.Workspace = ws
		if a.tools, err = readers(a.tools); err != nil {
			return err
		}
	}
	a.env.Files = tool.NewFileState()
	a.env.Discovered = tool.NewDiscovered()
	if st := a.imageStore(); st != nil {
		a.env.Images = st
	}
	a.tools.Prepare(a.d.ToolNames) // MCP tools a type names eagerly: start their servers
	if a.d.NewJobs != nil {
		a.env.Jobs = a.d.NewJobs()
	}
	if a.d.Reminders != nil {
		lim := reminder.DefaultLimits()
		if a.d.Parent != "" {
			// A subagent's answer goes to its parent, which evaluates it;
			// it keeps no todo list.
			lim.Completion, lim.OpenTodos, lim.TodosDone = 0, 0, 0
		}
		a.h.remind = reminder.NewState(a.d.Reminders, lim)
		a.h.remind.SetTestable(hasTests(a.d.Env.Workspace.Root()))
		a.h.guard = loopguard.New(a.d.Reminders)
	}
	a.h.instr = prompt.NewInstructions(a.d.Env.Workspace.Root())
	a.specs = prompt.SortTools(a.toolSpecs(false))
	if a.d.Prompts == nil {
		a.system = a.d.Role
		return nil
	}
	var err error
	if a.system, err = a.d.Prompts.Build(a.promptContext(false)); err != nil {
		return err
	}
	if a.d.PlanFile != "" && a.d.Parent == "" {
		a.plan.specs = prompt.SortTools(a.toolSpecs(true))
		a.plan.system, err = a.d.Prompts.Build(a.promptContext(true))
	}
	if a.d.Parent == "" {
		a.system, a.plan.system = a.d.ownSystem(a.system), a.d.ownSystem(a.plan.system)
	}
	return err
}

// ownSystem applies the caller's system prompt and its addition to a built
// one ("" stays "": no plan-mode prompt).
func (d *Deps) ownSystem(built string) string {
	if built == "" {
		return ""
	}
	if d.System != "" {
		built = d.System
	}
	if d.AppendSystem != "" {
		built += "\n\n" + d.AppendSystem
	}
	return built
}

// testMarkers are files whose presence at the workspace root means the
// project has a test command (go test, npm test, make test, pytest, …).
var testMarkers = []string{"go.mod", "package.json", "Makefile", "pyproject.toml", "setup.py", "pytest.ini", "tox.ini", "Cargo.toml", "pom.xml", "build.gradle"}

// hasTests reports whether the workspace root has one of testMarkers.
func hasTests(root string) bool {
	for _, f := range testMarkers {
		if _, err := os.Stat(filepath.Join(root, f)); err == nil {
			return true
		}
	}
	return false
}

// mode is the prompt and tools of one mode of work.
type mode struct {
	system string
	specs  []messages.ToolSpec
}

// current returns the system prompt and tools of the running turn's mode.
func (a *Actor) current() (string, []messages.ToolSpec) {
	a.discover()
	if a.turn != nil && a.turn.plan && a.plan.system != "" {
		return a.plan.system, a.plan.specs
	}
	return a.system, a.specs
}

func (a *Actor) promptContext(planMode bool) prompt.Context {
	var tools []string
	for _, s := range a.toolSpecs(planMode) {
		tools = append(tools, s.Name)
	}
	return prompt.Context{AgentType: a.d.Type, Role: a.d.Role, Tools: tools, CanSpawn: a.canSpawn(), PlanMode: planMode,
		Workspace: a.d.Env.Workspace.Root(), Git: a.d.Git, Platform: runtime.GOOS, Instructions: a.d.Project, Memory: a.d.Memory,
		UserInstructions: a.d.UserInstructions, LocalInstructions: a.d.LocalInstructions}
}

// thinkLevel is the level of the running turn.
func (a *Actor) thinkLevel(t *turn) prompt.Level {
	if t.think != "" {
		return t.think
	}
	if a.d.Think == "" {
		return prompt.Off
	}
	return a.d.Think
}

// remind injects the reminders due before the next model call.
func (a *Actor) remind() {
	if a.h.remind != nil {
		if m, ok := a.h.remind.Pending(); ok {
			a.append(a.turn.id, m)
		}
	}
}

// thinkOrAct makes the iteration's first model call: thinking, when the
// turn's level asks for it, else the action call.
func (a *Actor) thinkOrAct(c actor.Context) {
	if !a.think(c) {
		a.act(c)
	}
}

// think sends the think job, with the view the action call will see,
// when the turn's level asks for thinking, and reports whether it did.
func (a *Actor) think(c actor.Context) bool {
	t := a.turn
	level := a.thinkLevel(t)
	if level == prompt.Off || a.d.Prompts == nil || (a.h.remind != nil && a.h.remind.SkipThinking()) {
		return false
	}
	system, _ := a.current()
	var tools []string
	for _, s := range a.toolSpecs(t.plan) {
		tools = append(tools, s.Name)
	}
	call := a.nextCall()
	wire, d := a.viewed(workflow.Think, call, view.View{System: system, Messages: a.withDescriptions(a.view())})
	a.job(workflow.Think, call, messages.Think{Call: call, Level: string(level), Tools: tools, Todos: todo.Render(a.h.todos.Items()),
		System: wire.System, Messages: wire.Messages, Delta: d})
	return true
}

// thought takes the think job's outcome: its trace joins the transcript
// and the action call follows. A failed think job does not fail the turn.
func (a *Actor) thought(c actor.Context, r messages.Trace) {
	t := a.turn
	for _, u := range r.Uses {
		a.account(t, u, nil)
	}
	if r.Err != nil {
		a.notice("warn", fmt.Sprintf("thinking failed (%s); acting without it", r.Err.Msg))
		a.act(c)
		return
	}
	if r.Text != "" {
		a.append(t.id, a.d.Prompts.Trace(r.Text))
	}
	a.act(c)
}

// afterBatch feeds a complete batch of tool results to the harness.
func (a *Actor) afterBatch(t *turn, results []messages.ToolResult) {
	if a.h.remind == nil {
		return
	}
	readOnly := true
	for _, call := range t.batch {
		readOnly = readOnly && !a.mutating(call) && call.Name != "task"
	}
	var rest []messages.ToolResult
	var facts []tool.Facts
	for i, r := range results {
		if r.IsError && r.Kind == messages.KindPermissionDenied {
			a.h.remind.Observe(reminder.Denied{Call: t.batch[i], Reason: r.Content})
			continue
		}
		rest = append(rest, r)
		var f tool.Facts
		if tl, ok := a.d.Tools.Lookup(r.Name); ok {
			f = tl.Spec().Facts
		}
		facts = append(facts, f)
	}
	a.h.remind.Observe(reminder.ToolResults{Results: rest, Facts: facts, ReadOnly: readOnly})
	if v := a.h.todos.Version(); v != a.h.todoVersion {
		a.h.todoVersion = v
		items := a.h.todos.Items()
		a.h.remind.Observe(reminder.TodosChanged{Items: items})
		a.event("todos", replyMeta(t.cause), messages.Notice{Level: "todos", Text: todo.Render(items)})
	}
	for _, call := range t.batch {
		for _, p := range prompt.TouchedPaths(call) {
			docs, err := a.h.instr.Touch(p)
			if err != nil {
				continue
			}
			if m, ok := a.d.Prompts.Subdirectory(docs); ok && a.d.Prompts != nil {
				a.append(t.id, m)
				a.nestedLoaded(docs, p)
			}
		}
	}
}

// discover adds to the tool set the tools search_tools found since the last
// request, and eagerly named MCP tools whose servers have listed them since:
// appended after the others, so the prefix sent before stays the same.
func (a *Actor) discover() {
	if a.env.Discovered == nil {
		return
	}
	found := a.env.Discovered.Since(a.h.discovered)
	a.h.discovered += len(found)
	have, havePlan := map[string]bool{}, map[string]bool{}
	for _, s := range a.specs {
		have[s.Name] = true
	}
	for _, s := range a.plan.specs {
		havePlan[s.Name] = true
	}
	var add []string
	for _, n := range append(append([]string(nil), a.d.ToolNames...), found...) {
		if !have[n] && !havePlan[n] && !slices.Contains(add, n) {
			add = append(add, n)
		}
	}
	for _, n := range found {
		if !slices.Contains(a.d.ToolNames, n) {
			a.d.ToolNames = append(a.d.ToolNames, n)
		}
	}
	if len(add) == 0 {
		return
	}
	for _, s := range a.tools.Specs(add) {
		if s.Name == "task" || !slices.Contains(a.d.ToolNames, s.Name) {
			continue
		}
		if Offered(s, false) {
			a.specs = append(a.specs, s.Wire())
		}
		if a.plan.system != "" && Offered(s, true) {
			a.plan.specs = append(a.plan.specs, s.Wire())
		}
	}
}
