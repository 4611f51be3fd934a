package cli

import (
	"testing"
	"time"

	"troupe/messages"
)

func TestSummarizeTasks(t *testing.T) {
	t0 := time.Unix(1000, 0)
	ev := func(sec int, state, worker string, attempt int, cost float64) placementEvent {
		return placementEvent{Session: "S", Agent: "a", Time: t0.Add(time.Duration(sec) * time.Second),
			P: messages.Placement{Task: "S-a-1", State: state, Worker: worker, Attempt: attempt, CostUSD: cost}}
	}
	tests := []struct {
		name string
		evs  []placementEvent
		want taskRow
	}{
		{"queued", []placementEvent{ev(0, "queued", "", 0, 0)}, taskRow{State: "queued"}},
		{"a worker killed mid-task: attempt 1 lost", []placementEvent{ev(0, "queued", "", 0, 0), ev(1, "running", "w1", 1, 0),
			ev(40, "running", "w2", 2, 0), ev(50, "done", "w2", 2, 0.02)}, taskRow{State: "done", Attempt: 2, Worker: "w2", Lost: 1, CostUSD: 0.02}},
		{"a failed attempt handed back is a retry, not lost", []placementEvent{ev(0, "queued", "", 0, 0), ev(1, "running", "w1", 1, 0),
			ev(2, "retrying", "w1", 1, 0.01), ev(4, "running", "w2", 2, 0), ev(5, "done", "w2", 2, 0.02)},
			taskRow{State: "done", Attempt: 2, Worker: "w2", Retries: 1, CostUSD: 0.03}},
		{"dead-lettered", []placementEvent{ev(0, "queued", "", 0, 0), ev(1, "running", "w1", 1, 0), ev(9, "dead", "w1", 1, 0)},
			taskRow{State: "dead", Attempt: 1, Worker: "w1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rows := summarize(tt.evs)
			if len(rows) != 1 {
				t.Fatalf("%d rows", len(rows))
			}
			r := rows[0]
			w := tt.want
			if r.State != w.State || r.Attempt != w.Attempt || r.Worker != w.Worker || r.Lost != w.Lost || r.Retries != w.Retries ||
				r.CostUSD < w.CostUSD-1e-9 || r.CostUSD > w.CostUSD+1e-9 || !r.Queued.Equal(t0) {
				t.Errorf("row = %+v, want %+v", r, w)
			}
		})
	}
}
