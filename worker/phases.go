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
//	started  its start was stored (the coordinator knows the attempt)
//	ready    its workspace was materialised
//	ran      its agent finished
//	diffed   its changes were stored (a writing type)
//	reported its result was stored
//	acked    the queue acknowledged it
type phases struct {
	queued, fetched, started, ready, ran, diffed, reported, acked time.Time
}

// attrs are the log attributes of p: each phase's duration after the one
// before it, and overhead, the task's time on this worker outside its
// agent.
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
		"workspace_ms", ms(p.started, p.ready),
		"agent_ms", ms(p.ready, p.ran),
		"diff_ms", ms(p.ran, diffed),
		"report_ms", ms(diffed, p.reported),
		"ack_ms", ms(p.reported, p.acked),
		"overhead_ms", ms(p.fetched, p.acked) - ms(p.ready, p.ran),
	}
}
