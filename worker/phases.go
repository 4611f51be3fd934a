package worker

import (
	"time"
)

// phases are the moments of one task on a worker, said in its "task
// finished" log line (durations in milliseconds) so that an operator, and
// the throughput benchmarks, see where a task's time beyond its agent's
// goes:
//
//	queued   the task was stored in the queue (the server's timestamp)
//	fetched  a slot of this worker got it
//	started  its start was stored (the coordinator knows the attempt);
//	         stored while the workspace is materialised
//	ready    its workspace was materialised
//	agent    its agent started (after started and ready)
//	ran      its agent finished
//	diffed   its changes were stored (a writing type)
//	reported its result was stored; the slot is free from here
//	acked    the queue acknowledged it (after the slot took its next task)
type phases struct {
	queued, fetched, started, ready, agent, ran, diffed, reported, acked time.Time
}

// attrs are the log attributes of p: each phase's duration, and overhead,
// the task's time in its slot outside its agent (fetched to reported; the
// ack is no longer the slot's).
func (p *phases) attrs() []any {
	ms := func(from, to time.Time) float64 {
		if from.IsZero() || to.IsZero() || to.Before(from) {
			return 0
		}
		return float64(to.Sub(from).Microseconds()) / 1000
	}
	diffed := p.diffed
	if diffed.IsZero() {
		diffed = p.ran
	}
	return []any{
		"wait_ms", ms(p.queued, p.fetched),
		"start_ms", ms(p.fetched, p.started),
		"workspace_ms", ms(p.fetched, p.ready),
		"agent_ms", ms(p.agent, p.ran),
		"diff_ms", ms(p.ran, diffed),
		"report_ms", ms(diffed, p.reported),
		"ack_ms", ms(p.reported, p.acked),
		"overhead_ms", ms(p.fetched, p.reported) - ms(p.agent, p.ran),
	}
}
