package supervisor

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"

	"troupe/actors/agent"
	"troupe/actors/remote"
	"troupe/internal/config"
	"troupe/internal/mcp"
	"troupe/internal/models"
	"troupe/internal/store"
	"troupe/internal/taskq"
)

// startRemote starts the dispatcher of remote subagents when any placement
// is not local.
func (s *Supervisor) startRemote(ctx context.Context) error {
	sa := s.cfg.Subagents
	perType := map[string]string{}
	needed := sa.Placement != "" && sa.Placement != remote.Local
	for name, t := range sa.Types {
		if t.Placement != "" {
			perType[name] = t.Placement
			needed = needed || t.Placement != remote.Local
		}
	}
	if !needed {
		return nil
	}
	types, err := taskTypes(sa.Types)
	if err != nil {
		return err
	}
	typeModels := map[string]string{}
	for name, t := range sa.Types {
		if m := t.Models[models.Action].Model; m != "" {
			typeModels[name] = taskq.ModelKey(m)
		}
	}
	cfg := remote.Config{Placement: sa.Placement, PerType: perType, Wait: sa.RemoteWait.D(),
		Model: taskq.ModelKey(s.slots[models.Action].binding.Spec()), TypeModels: typeModels, Workspace: s.ws.Root(),
		ReadOnly: s.readOnlyTools(), Types: types, Deadline: sa.Queue.Deadline.D(), KeysFile: filepath.Join(s.store.Root(), "workers", "keys.json"),
		Faults: s.faults}
	d, err := remote.Start(ctx, s.bus, cfg, taskq.Config{AckWait: sa.Queue.AckWait.D(), MaxDeliver: sa.Queue.MaxDeliver,
		Replicas: s.bus.Replicas(), Warn: func(w string) { s.log.Warn(w) }}, s.log)
	if err != nil {
		return fmt.Errorf("remote subagents: %w", err)
	}
	s.remote = d
	return nil
}

// taskTypes resolves the subagent types for tasks: each worker runs the
// coordinator's definition, its prompt read here ({{workspace}} is left for
// the worker, whose workspace is elsewhere).
func taskTypes(types map[string]config.SubagentType) (map[string]taskq.Type, error) {
	out := make(map[string]taskq.Type, len(types))
	for name, t := range types {
		p, err := typePrompt(t, "{{workspace}}")
		if err != nil {
			return nil, fmt.Errorf("subagent type %s: %w", name, err)
		}
		out[name] = taskq.Type{Description: t.Description, Tools: t.Tools, Inherit: t.Inherit, MaxTurns: t.MaxTurns,
			System: p, Models: t.Models, Labels: t.Labels}
	}
	return out, nil
}

// placer is the agents' Placer: nil (run here) without a dispatcher.
func (s *Supervisor) placer() agent.Placer {
	if s.remote == nil {
		return nil
	}
	return s.remote
}

// Remote returns the dispatcher of remote subagents, or nil when every
// subagent runs here.
func (s *Supervisor) Remote() *remote.Dispatcher { return s.remote }

// playRole makes the main agent's deps those of a subagent of type kind
// (troupe worker runs each task as a session whose agent is the subagent).
func (s *Supervisor) playRole(d *agent.Deps, kind string) error {
	spec, ok := d.Subagents[kind]
	if !ok {
		return fmt.Errorf("supervisor: unknown subagent type %q", kind)
	}
	// A copy: extend appends to it, and a worker's concurrent tasks share
	// the type's slice.
	d.Type, d.Role, d.ToolNames, d.MaxTurns = kind, spec.System, slices.Clone(spec.Tools), spec.MaxTurns
	if spec.Models != nil {
		d.Models = spec.Models
	}
	if spec.Windows != nil {
		d.Windows = spec.Windows
	}
	d.Subagents, d.Placer = nil, nil
	d.Parent = "coordinator" // a subagent: its answer goes to a parent, no todo list or completion nudges
	return nil
}

// recoverRemote takes the results workers stored for the resumed session's
// task calls the log has none of (remote.Dispatcher.Recover) and returns
// the log's events with them.
func (s *Supervisor) recoverRemote(ctx context.Context, id string, rec remote.Appender, events []store.Event) []store.Event {
	if s.remote == nil || len(events) == 0 {
		return events
	}
	added, notes := s.remote.Recover(ctx, id, events, rec)
	for _, n := range notes {
		s.log.Warn("resume: " + n)
	}
	return append(events, added...)
}

// readOnlyTools are the tools a subagent may be offered whose facts say
// they change nothing (tool.Spec.Writes): a type limited to them gets no
// changeset back from a worker. Tools not known here (MCP, task) count as
// writing.
func (s *Supervisor) readOnlyTools() map[string]bool {
	out := map[string]bool{}
	// search_tools' spec only: it reads the MCP catalogue, nothing else
	for _, sp := range append(s.tools.Specs(nil), mcp.Search(nil).Spec()) {
		if !sp.Writes() {
			out[sp.Name] = true
		}
	}
	return out
}
