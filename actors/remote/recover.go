package remote

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"troupe/internal/bus"
	"troupe/internal/safety"
	"troupe/internal/snapshot"
	"troupe/internal/store"
	"troupe/internal/taskq"
	"troupe/internal/transcript"
	"troupe/messages"
)

// Appender is where recovered results are written: the session log.
type Appender interface {
	Append(e store.Event) (store.Event, error)
}

// Recover takes the results workers stored for task calls of session that
// its log has no result of (the coordinator stopped, perhaps by kill -9,
// while they ran): each done status signed by a worker this coordinator
// enrolled (KeysFile remembers their public keys across restarts) becomes
// the call's result in the log, with the subagent's transcript, and its
// changes are applied to the workspace (a changeset touching a protected
// path is refused: nobody is asked at resume). The result is then in the
// log, so a second resume takes nothing: once. It returns the events it
// appended and a line for each result taken or refused.
func (d *Dispatcher) Recover(ctx context.Context, session string, events []store.Event, rec Appender) ([]store.Event, []string) {
	open := danglingTasks(events)
	if len(open) == 0 {
		return nil, nil
	}
	d.serve(session) // the workers running its tasks hear a coordinator again
	stored, notes, err := d.awaitRunning(ctx, session, open)
	if err != nil {
		return nil, append(notes, "stored results of remote subagents could not be read: "+err.Error())
	}
	var added []store.Event
	for _, st := range stored {
		s := st.Status
		call, ok := open[s.CallID]
		if !s.Done || s.CallID == "" || !ok {
			continue
		}
		if !d.recoveredSigned(s.Worker, st) {
			notes = append(notes, fmt.Sprintf("result of task %s claiming worker %s is not signed by a worker this coordinator enrolled: not taken", s.Task, s.Worker))
			continue
		}
		delete(open, s.CallID)
		p, _ := messages.ParseSubject(st.Subject)
		res := messages.ToolResult{Turn: call.turn, CallID: s.CallID, Name: "task"}
		switch content, err := d.takeStored(ctx, p.Agent, call, s, rec); {
		case err != nil:
			res.IsError, res.Kind = true, messages.KindToolFailed
			res.Content = fmt.Sprintf("subagent %s finished on worker %s, but its changes were not applied: %v", p.Agent, s.Worker, err)
		case s.Err != nil:
			res.IsError, res.Kind = true, s.Err.Kind
			res.Content = fmt.Sprintf("subagent %s failed: %s", p.Agent, s.Err.Msg)
		default:
			res.Content = content
		}
		ev, err := transcript.Event(transcript.TypeToolResult, call.agent, call.turn, res)
		if err == nil {
			ev, err = rec.Append(ev)
		}
		if err != nil {
			notes = append(notes, fmt.Sprintf("result of task %s could not be logged: %v", s.Task, err))
			continue
		}
		added = append(added, ev)
		notes = append(notes, fmt.Sprintf("result of subagent %s (task %s, attempt %d on worker %s) stored while the coordinator was gone: taken", p.Agent, s.Task, s.Attempt, s.Worker))
	}
	return added, notes
}

// takeStored logs a recovered result's transcript and applies its changes;
// it returns the call's result text.
func (d *Dispatcher) takeStored(ctx context.Context, agentID string, call openCall, s taskq.Status, rec Appender) (string, error) {
	if err := d.q.LoadBody(ctx, &s); err != nil { // a large result travels by reference
		return "", err
	}
	for _, m := range s.Transcript {
		if ev, err := transcript.Event(transcript.TypeMessage, agentID, call.turn+"-"+agentID, m); err == nil {
			if _, err := rec.Append(ev); err != nil {
				return "", err
			}
		}
	}
	if s.Changes == "" {
		return s.Final, nil
	}
	cs, err := snapshot.LoadChangeset(ctx, d.q.Snapshots(), s.Changes)
	if err != nil {
		return "", err
	}
	ws := d.cfg.Workspace
	if perr := snapshot.ProtectedPaths(cs, func(rel string) (bool, string) {
		return safety.ProtectedPath(filepath.Join(ws, filepath.FromSlash(rel)), ws)
	}); perr != nil {
		return "", fmt.Errorf("%w (nobody is asked at resume)", perr)
	}
	paths, err := snapshot.Apply(ctx, d.q.Snapshots(), ws, cs)
	if err != nil {
		return "", err
	}
	return s.Final + fmt.Sprintf("\n\n[changes from worker %s applied to the workspace: %s]", s.Worker, strings.Join(paths, ", ")), nil
}

// RecoverWait bounds how long a resume waits for the results of
// subagents still queued or running on workers when the coordinator
// stopped without any of them making progress (a start or a result
// stored): a worker holds a queued task of a silent coordinator until it
// hears it again (worker/park.go), then runs it.
const RecoverWait = 30 * time.Second

// awaitRunning reads the stored statuses of session, again while the
// cluster fails over and while an open call's task may still run on a
// worker (its last status says started, or it has none yet while the
// session's tasks are still in the queue), until none is left or
// RecoverWait passes with no new status: its result, stored a moment
// later, is then taken instead of lost.
func (d *Dispatcher) awaitRunning(ctx context.Context, session string, open map[string]openCall) ([]taskq.Stored, []string, error) {
	end := time.Now().Add(RecoverWait)
	var notes []string
	progress := ""
	for {
		var stored []taskq.Stored
		err := bus.RetryTransient(ctx, bus.Failover, 10*time.Second, func(ctx context.Context) (err error) {
			stored, err = d.q.StoredResults(ctx, session)
			return err
		})
		if err != nil {
			return nil, notes, err
		}
		// Running: its last status says started; or none yet, while
		// other tasks of the session went remote or the session still
		// has tasks in the queue (queued at the crash: a worker takes
		// it now that the session's coordinator is heard again).
		running, seen := 0, map[string]bool{}
		state := ""
		for _, st := range stored {
			if _, ok := open[st.Status.CallID]; ok {
				seen[st.Status.CallID] = true
				state += fmt.Sprintf("%s/%d/%v;", st.Status.Task, st.Status.Attempt, st.Status.Done)
				if !st.Status.Done && st.Status.Err == nil {
					running++
				}
			}
		}
		if unseen := len(open) - len(seen); unseen > 0 {
			if len(seen) > 0 {
				running += unseen
			} else if queued, err := d.q.Queued(ctx, session); err == nil {
				running += min(unseen, queued)
			}
		}
		if state != progress { // a start or a result since the last read
			progress, end = state, time.Now().Add(RecoverWait)
		}
		if running == 0 || time.Now().After(end) || ctx.Err() != nil {
			if running > 0 {
				notes = append(notes, fmt.Sprintf("%d subagent(s) still queued or running on workers, none progressing for %s: their results are not taken (%s)", running, RecoverWait, describeOpen(open, stored)))
			}
			return stored, notes, nil
		}
		if len(notes) == 0 {
			notes = append(notes, fmt.Sprintf("%d subagent(s) were queued or running on workers when the coordinator stopped: waiting for their results (up to %s without progress)", running, RecoverWait))
		}
		select {
		case <-ctx.Done():
		case <-time.After(500 * time.Millisecond):
		}
	}
}

// openCall is a task call with no result in the log.
type openCall struct{ agent, turn string }

// danglingTasks are the task calls of the log without a result, by id.
func danglingTasks(events []store.Event) map[string]openCall {
	open := map[string]openCall{}
	for _, e := range events {
		switch e.Type {
		case transcript.TypeToolResult:
			var r messages.ToolResult
			if json.Unmarshal(e.Data, &r) == nil {
				delete(open, r.CallID)
			}
		case transcript.TypeMessage:
			var m messages.Message
			if json.Unmarshal(e.Data, &m) != nil {
				continue
			}
			if m.Role == messages.RoleTool {
				delete(open, m.ToolCallID)
			}
			for _, c := range m.ToolCalls {
				if c.Name == "task" {
					open[c.ID] = openCall{agent: e.Agent, turn: e.Turn}
				}
			}
		}
	}
	return open
}

// describeOpen says, for each open call, the last status stored for it.
func describeOpen(open map[string]openCall, stored []taskq.Stored) string {
	last := map[string]taskq.Status{}
	for _, st := range stored {
		last[st.Status.CallID] = st.Status
	}
	var parts []string
	for id := range open {
		s, ok := last[id]
		switch {
		case !ok:
			parts = append(parts, "call "+id+": no status stored")
		case s.Done:
			parts = append(parts, fmt.Sprintf("call %s: done on %s", id, s.Worker))
		default:
			parts = append(parts, fmt.Sprintf("call %s: attempt %d started on %s", id, s.Attempt, s.Worker))
		}
	}
	sort.Strings(parts)
	return strings.Join(parts, "; ")
}
