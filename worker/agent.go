package worker

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"path/filepath"
	"time"

	"troupe/actors/agent"
	"troupe/internal/config"
	"troupe/internal/gate"
	"troupe/internal/models"
	"troupe/internal/taskq"
	"troupe/internal/transcript"
	"troupe/messages"
	"troupe/supervisor"
)

// AgentRunner runs a task as a full agent subtree: an instance of its own
// (tools, every safety layer) in the task's workspace, on the worker's one
// runtime (its bus, actor system and sandbox pool, started once per worker
// process: see StartRuntime) or, without one, on a bus and actor system of
// its own, whose session's agent is the task's subagent type — as the
// coordinator defined it, or this worker's own for a task without the
// definition — with the worker's model configuration and keys, and the
// coordinator's approval policy: asks go to the coordinator's terminal
// when a person is there, else its non-interactive answer applies.
type AgentRunner struct {
	Config config.Config
	Getenv func(string) string // API keys come from here, never from the task
	Log    *slog.Logger
	// Runtime is the worker process's shared runtime; nil: every task
	// starts a bus and an actor system of its own.
	Runtime *supervisor.Runtime
}

// Run implements Runner.
func (r AgentRunner) Run(ctx context.Context, t taskq.Task, dir string, link Link) (out Outcome, err error) {
	cfg := r.Config
	cfg.Subagents.Placement = "local" // a worker never sends work on
	cfg.Subagents.Types = maps.Clone(cfg.Subagents.Types)
	for k, v := range cfg.Subagents.Types {
		v.Placement = ""
		cfg.Subagents.Types[k] = v
	}
	if t.Type != nil {
		cfg.Subagents.Types[t.Kind] = ownActionModel(t.Type.SubagentType(), t.Model, cfg)
	}
	if _, ok := cfg.Subagents.Types[t.Kind]; !ok {
		return out, fmt.Errorf("worker: this worker has no subagent type %q and the task does not define it", t.Kind)
	}
	// Ephemeral: the task's session log goes with its workspace, and a
	// task whose worker crashed runs again; it is never fsynced.
	o := supervisor.Options{Workspace: dir, DataDir: filepath.Join(filepath.Dir(dir), "data"), Logger: r.Log, Getenv: r.Getenv, As: t.Kind,
		Runtime: r.Runtime, Ephemeral: true}
	if t.Approval != nil {
		cfg.Approval, cfg.OnAsk = approvalFor(cfg.Approval, cfg.OnAsk, *t.Approval)
	}
	if link.Approver != nil {
		o.Approvers = func(string) gate.Approver { return link.Approver }
	}
	o.Config = cfg
	var at [5]time.Time // started, opened, submitted, read, closed
	begin := time.Now()
	sup, err := supervisor.Start(ctx, o)
	if err != nil {
		return out, fmt.Errorf("worker: start agent: %w", err)
	}
	at[0] = time.Now()
	defer func() {
		err = errors.Join(err, sup.Close())
		at[4] = time.Now()
		if r.Log != nil {
			ms := func(a, b time.Time) float64 {
				if a.IsZero() || b.IsZero() {
					return 0
				}
				return float64(b.Sub(a).Microseconds()) / 1000
			}
			r.Log.Debug("agent phases", "task", t.ID, "a_start_ms", ms(begin, at[0]), "a_open_ms", ms(at[0], at[1]),
				"a_submit_ms", ms(at[1], at[2]), "a_read_ms", ms(at[2], at[3]), "a_close_ms", ms(at[3], at[4]))
		}
	}()
	sess, err := sup.OpenSession(ctx, "", func(subject string, meta messages.Meta, body messages.Body) {
		link.Events(subject, meta, body)
	})
	if err != nil {
		return out, fmt.Errorf("worker: open session: %w", err)
	}
	at[1] = time.Now()
	if out.Result, err = sess.Submit(ctx, t.Prompt, 0); err != nil {
		return out, err
	}
	at[2] = time.Now()
	loaded, err := sup.Store().Load(sess.ID())
	if err != nil {
		return out, fmt.Errorf("worker: read transcript: %w", err)
	}
	out.Transcript, err = transcript.Rebuild(loaded.Events, agent.Main)
	at[3] = time.Now()
	return out, err
}

// ownActionModel binds the action slot a coordinator's type names to this
// worker's own model of the same key (the queue gave this worker the task
// because its model has that key): a scripted model's path, a provider's
// endpoint and keys are this machine's, never the coordinator's.
func ownActionModel(st config.SubagentType, key string, cfg config.Config) config.SubagentType {
	slot, ok := st.Models[models.Action]
	if !ok {
		return st
	}
	own := cfg.Model
	if m := cfg.Models[models.Action].Model; m != "" {
		own = m
	}
	if own == "" || taskq.ModelKey(slot.Model) != key || taskq.ModelKey(own) != key {
		return st
	}
	st.Models = maps.Clone(st.Models)
	slot.Model = own
	st.Models[models.Action] = slot
	return st
}
