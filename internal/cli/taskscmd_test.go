package cli

import (
	"testing"
	"time"

	"troupe/actors/remote"
	"troupe/internal/taskq"
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
			ev(40, "running", "w2", 2, 0.005), ev(50, "done", "w2", 2, 0.02)},
			taskRow{State: "done", Attempt: 2, Worker: "w2", Lost: 1, CostUSD: 0.025, LostCostUSD: 0.005}},
		{"a failed attempt handed back is a retry, not lost", []placementEvent{ev(0, "queued", "", 0, 0), ev(1, "running", "w1", 1, 0),
			ev(2, "retrying", "w1", 1, 0.01), ev(4, "running", "w2", 2, 0), ev(5, "done", "w2", 2, 0.02)},
			taskRow{State: "done", Attempt: 2, Worker: "w2", Retries: 1, CostUSD: 0.03, LostCostUSD: 0.01}},
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
				!near(r.CostUSD, w.CostUSD) || !near(r.LostCostUSD, w.LostCostUSD) || !r.Queued.Equal(t0) {
				t.Errorf("row = %+v, want %+v", r, w)
			}
		})
	}
}

func near(a, b float64) bool { return a > b-1e-9 && a < b+1e-9 }

// Dead letters mark their task's row dead, and stand for a task whose
// events the traffic stream let go.
func TestTasksWithDeadLetters(t *testing.T) {
	t0 := time.Unix(1000, 0)
	rows := summarize([]placementEvent{{Session: "S", Agent: "a", Time: t0,
		P: messages.Placement{Task: "S-a-1", State: "running", Worker: "w1", Attempt: 1}}})
	dead := []remote.DeadLetter{
		{Task: taskq.Task{ID: "S-a-1", Session: "S", Agent: "a"}, Reason: "past its deadline", Attempts: 1, Worker: "w1", Time: t0.Add(time.Minute)},
		{Task: taskq.Task{ID: "S-b-2", Session: "S", Agent: "b"}, Reason: "failed on every delivery", Attempts: 4, Worker: "w2", Retries: 3, Time: t0},
	}
	got := withDead(rows, dead)
	if len(got) != 2 {
		t.Fatalf("%d rows: %+v", len(got), got)
	}
	if r := got[0]; r.State != "dead" || r.Why != "past its deadline" || r.Attempt != 1 || r.Worker != "w1" {
		t.Errorf("row of the known task = %+v", r)
	}
	if r := got[1]; r.Task != "S-b-2" || r.Agent != "b" || r.State != "dead" || r.Attempt != 4 || r.Retries != 3 || r.Worker != "w2" {
		t.Errorf("row of the task only the dead letters keep = %+v", r)
	}
}
