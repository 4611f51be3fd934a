package agent

import (
	"crypto/rand"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/port"
	"troupe/internal/reminder"
	"troupe/internal/telemetry"
	"troupe/internal/template"
	"troupe/internal/tool"
	"troupe/messages"
)

// child is a running subagent.
type child struct {
	pid    *actor.PID
	port   *port.Port // the child's inbound subjects, and its result to us
	callID string
	kind   string // subagent type
	task   string // the task's short description
	span   telemetry.Span
}

// Placer decides where a subagent runs (see actors/remote): Place returns
// the props of a proxy actor that stands in for a child d running on a
// worker, or nil to run it here. The proxy listens where the child would
// and answers like one, so the rest of this file does not know the
// difference.
type Placer interface {
	Place(d Deps) *actor.Props
}

// taskSpec is the task tool's schema, listing the subagent types.
func (a *Actor) taskSpec() messages.ToolSpec { return TaskSpec(a.d.Subagents) }

// taskDescription is the task tool's description: embedded Markdown,
// listing the subagent types.
//
//go:embed task.md
var taskDescription string

// TaskSpec is the schema of the task tool for the given subagent types:
// their listing within TaskBudget, and their names as an enum unless
// the listing is cut (search_agent_types finds the others).
func TaskSpec(types map[string]Subagent) messages.ToolSpec {
	var names []string
	for n := range types {
		names = append(names, n)
	}
	sort.Strings(names)
	list, cut, omitted := typeListing(types, TaskBudget)
	var note string
	switch {
	case omitted > 0:
		note = fmt.Sprintf("\n\n%d more subagent types are installed (%d in all): find one for the work with %s, which gives whole descriptions.", omitted, len(types), SearchTypesName)
	case cut:
		note = fmt.Sprintf("\n\nDescriptions are shortened; %s gives them whole with each type's tools.", SearchTypesName)
	}
	tpl := template.Must(template.New("task").Parse(taskDescription))
	var b strings.Builder
	if err := tpl.Execute(&b, struct{ List, Note string }{list, note}); err != nil {
		panic("agent: task.md: " + err.Error()) // a bug in the embedded template; TestTaskSpec covers it
	}
	typeSchema := `"type":"string","description":"The type of subagent to use"`
	if cut {
		typeSchema = `"type":"string","description":"The type of subagent to use: one listed above or found with ` + SearchTypesName + `"`
	} else {
		enum, _ := json.Marshal(names) // a []string always marshals
		typeSchema = `"type":"string","enum":` + string(enum) + `,"description":"The type of subagent to use"`
	}
	schema := `{"type":"object","properties":{` +
		`"description":{"type":"string","description":"A short (3-5 word) description of the task"},` +
		`"prompt":{"type":"string","description":"The task for the subagent to perform"},` +
		`"subagent_type":{` + typeSchema + `}},` +
		`"required":["description","prompt","subagent_type"]}`
	return messages.ToolSpec{Name: TaskTool, Description: b.String(), Parameters: json.RawMessage(schema)}
}

// TaskTool is the tool by which an agent hands work to a subagent. It is
// the agent's own, declared to the model beside its registry's tools, and
// TaskKind is the kind of its calls as a front end shows them.
const (
	TaskTool = "task"
	TaskKind = tool.KindThink
)

// spawnSubagent starts a child agent for a task call and sends it the task
// over the bus; its TurnResult comes back as the call's result.
func (a *Actor) spawnSubagent(c actor.Context, call messages.ToolCall) {
	t := a.turn
	fail := func(kind messages.Kind, msg string) {
		if kind == messages.KindCrashed {
			t.failed++ // it could not run; a bad call is the model's to fix
		}
		c.Send(c.Self(), &localResult{turn: t.id, result: toolError(t.id, call, kind, msg)})
	}
	args, err := parseTask(json.RawMessage(call.Arguments))
	if err != nil {
		fail(messages.KindInvalidInput, "task: "+err.Error())
		return
	}
	if args.SubagentType == "" {
		args.SubagentType = "explore"
	}
	spec, ok := a.d.Subagents[args.SubagentType]
	if !ok {
		avail := "available: " + strings.Join(a.typeNames(), ", ")
		if len(a.d.Subagents) > 30 {
			avail = fmt.Sprintf("%d types are installed; find one with %s", len(a.d.Subagents), SearchTypesName)
		}
		fail(messages.KindInvalidInput, fmt.Sprintf("task: unknown subagent_type %q; %s", args.SubagentType, avail))
		return
	}
	a.seq++
	id := fmt.Sprintf("%s-%s-%d", args.SubagentType, randHex(3), a.seq)
	d := a.d
	d.ID, d.Type, d.Parent, d.Depth = id, args.SubagentType, a.d.ID, a.d.Depth+1
	d.Role, d.ToolNames, d.MaxTurns = spec.System, spec.Tools, spec.MaxTurns
	if spec.Models != nil {
		d.Models = spec.Models
	}
	if spec.Windows != nil {
		d.Windows = spec.Windows // the subagent's window is sized from its own model
	}
	d.History = nil
	props := Props(d)
	if a.d.Placer != nil {
		if remote := a.d.Placer.Place(d); remote != nil {
			props = remote // a proxy that sends the task to a worker
		}
	}
	pid, err := c.SpawnNamed(props, id)
	if err != nil {
		fail(messages.KindCrashed, "task: could not start subagent: "+err.Error())
		return
	}
	root := c.ActorSystem().Root
	p, err := port.Attach(a.d.Bus, root, pid, Subjects(a.d.Session, id)...)
	if err == nil {
		err = p.Add(root, c.Self(), messages.Subject(messages.ClassRes, a.d.Session, id, "turn"))
	}
	if err != nil {
		p.Close()
		c.Stop(pid)
		fail(messages.KindCrashed, "task: could not connect subagent: "+err.Error())
		return
	}
	span := telemetry.StartSubagent(a.d.Lifetime, t.cause.Traceparent, a.d.ID, id, args.SubagentType, args.Description)
	a.children[id] = &child{pid: pid, port: p, callID: call.ID, kind: args.SubagentType, task: args.Description, span: span}
	t.children[call.ID] = id
	meta := replyMeta(t.cause)
	meta.Correlation = call.ID
	a.event("subagent", meta, messages.SubagentSpawned{Turn: t.id, CallID: call.ID, Child: id, Kind: args.SubagentType, Task: args.Description})
	meta.Agent = id
	meta.Traceparent = span.Or(meta.Traceparent) // the child's turn, here or on a worker, is under the task's span
	a.publish(messages.Subject(messages.ClassCmd, a.d.Session, id, "prompt"), meta,
		messages.Prompt{Turn: t.id + "-" + id, Text: args.Prompt})
}

// subagentDone turns a child's TurnResult into the task call's result and
// stops the child.
func (a *Actor) subagentDone(c actor.Context, meta messages.Meta, r messages.TurnResult) {
	childID := meta.Agent
	ch, ok := a.children[childID]
	if !ok {
		return
	}
	c.Stop(ch.pid)
	ch.span.EndSubagent(r)
	t := a.turn
	if t == nil {
		return
	}
	delete(t.children, ch.callID)
	t.calls += r.Calls
	t.failed += r.Failed
	if r.Err != nil {
		t.failed++
		t.failWork(ch.kind, ch.task)
	} else {
		t.redone(ch.kind, ch.task)
	}
	t.usage = t.usage.Add(r.Usage)
	t.cost += r.CostUSD
	res := messages.ToolResult{Turn: t.id, CallID: ch.callID, Name: "task"}
	switch {
	case r.Err != nil:
		res.IsError, res.Kind = true, r.Err.Kind
		res.Content = fmt.Sprintf("subagent %s failed: %s", childID, r.Err.Msg)
		if r.Final != "" {
			res.Content += "\n\nPartial answer:\n" + r.Final
		}
	default:
		res.Content = r.Final
	}
	res.Content = capText(res.Content, a.d.ResultCap)
	if a.h.remind != nil {
		a.h.remind.Observe(reminder.SubagentReturned{Type: ch.kind, Task: ch.task, Failed: r.Err != nil})
	}
	a.record(c, t.id, res)
}

// failWork counts a failure of delegated work (type, description).
func (t *turn) failWork(kind, task string) {
	if t.failedWork == nil {
		t.failedWork = map[string]int{}
	}
	t.failedWork[kind+"\x00"+task]++
}

// redone takes the failures of work that a later task call did
// successfully out of the turn's count: the run's work is done.
func (t *turn) redone(kind, task string) {
	k := kind + "\x00" + task
	if n := t.failedWork[k]; n > 0 {
		t.failed = max(0, t.failed-n)
		delete(t.failedWork, k)
	}
}

// capText keeps at most n characters, saying how much was dropped.
func capText(s string, n int) string {
	if n <= 0 || len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && (s[cut]&0xC0) == 0x80 { // do not split a UTF-8 sequence
		cut--
	}
	return s[:cut] + fmt.Sprintf("\n\n[subagent answer truncated: %d of %d characters shown]", cut, len(s))
}

func (a *Actor) typeNames() []string {
	var out []string
	for n := range a.d.Subagents {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

func randHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
