package remote

import (
	"troupe/internal/taskq"
	"troupe/messages"
)

// Cancels. A proxy that ends before its task's result (the parent's turn
// was cancelled, the task withdrawn, the subagent run here instead)
// publishes ctl.<s>.<agent>.cancel, which the worker running the task
// listens to. A worker that took the task just as it ended, and so missed
// that cancel, reports its start to a fence that already let the task go:
// stopStale tells it to stop with a cancel naming the task, which no
// agent on the coordinator mistakes for a cancel of its own turn.

// stopStale cancels a task a worker started after its proxy let it go.
func (d *Dispatcher) stopStale(p messages.ParsedSubject, s taskq.Status) {
	subj := messages.Subject(messages.ClassCtl, p.Session, p.Agent, "cancel")
	body := messages.Cancel{Turn: taskq.CancelTurn(s.Task), Reason: "the task was already finished, withdrawn or cancelled"}
	if _, err := d.bus.Publish(subj, messages.Meta{}, body); err != nil {
		d.log.Debug("publish cancel of a stale task", "err", err)
	}
}
