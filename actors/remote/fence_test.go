package remote

import (
	"testing"
	"time"

	"troupe/internal/taskq"
)

func TestFence(t *testing.T) {
	started := func(a int, w string) taskq.Status { return taskq.Status{Task: "t1", Worker: w, Attempt: a} }
	result := func(a int, w string) taskq.Status { return taskq.Status{Task: "t1", Worker: w, Attempt: a, Done: true} }
	tests := []struct {
		name     string
		finished bool // the proxy gave up on the task before the statuses
		in       []taskq.Status
		want     []verdict
		took     string // worker whose result was forwarded; "" none
	}{
		{"one worker", false, []taskq.Status{started(1, "a"), result(1, "a")}, []verdict{forward, forward}, "a"},
		{"stopped worker's late result is fenced", false,
			[]taskq.Status{started(1, "a"), started(2, "b"), result(1, "a"), result(2, "b")},
			[]verdict{forward, forward, late, forward}, "b"},
		{"redelivered after a result: second result late", false,
			[]taskq.Status{started(1, "a"), result(1, "a"), started(2, "b"), result(2, "b")},
			[]verdict{forward, forward, unwanted, late}, "a"},
		{"result without its start is taken", false, []taskq.Status{result(1, "a")}, []verdict{forward}, "a"},
		{"stale start ignored", false, []taskq.Status{started(2, "b"), started(1, "a"), result(2, "b")},
			[]verdict{forward, ignore, forward}, "b"},
		{"finished here: every result late", true, []taskq.Status{started(1, "a"), result(1, "a")}, []verdict{unwanted, late}, ""},
		{"the taken result read again is no late result", false,
			[]taskq.Status{started(1, "a"), result(1, "a"), result(1, "a")}, []verdict{forward, forward, ignore}, "a"},
		{"other task ignored", false, []taskq.Status{{Task: "t2", Attempt: 1, Done: true}}, []verdict{ignore}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFence(time.Hour)
			took := ""
			f.track("t1", func(s taskq.Status) {
				if s.Done {
					if took != "" {
						t.Fatalf("a second result was forwarded (from %s after %s)", s.Worker, took)
					}
					took = s.Worker
				}
			})
			if tt.finished {
				f.finish("t1")
			}
			for i, s := range tt.in {
				if v, _ := f.observe(s); v != tt.want[i] {
					t.Errorf("status %d (%+v): verdict %d, want %d", i, s, v, tt.want[i])
				}
			}
			if took != tt.took {
				t.Errorf("took the result of %q, want %q", took, tt.took)
			}
		})
	}
}

// Strict fencing (anything external reaches the bus): a status is taken
// only from the worker JetStream delivered that attempt to. The attacks
// that once worked: another worker claiming a higher attempt forged the
// result; a forged "started, attempt 99" made the real result late.
func TestStrictFenceBelievesDeliveriesNotWorkers(t *testing.T) {
	started := func(a int, w string) taskq.Status { return taskq.Status{Task: "t1", Worker: w, Attempt: a} }
	result := func(a int, w string) taskq.Status { return taskq.Status{Task: "t1", Worker: w, Attempt: a, Done: true} }
	tests := []struct {
		name      string
		delivered map[int]string
		in        []taskq.Status
		want      []verdict
		took      string
	}{
		{"holder's result taken", map[int]string{1: "a"}, []taskq.Status{started(1, "a"), result(1, "a")}, []verdict{forward, forward}, "a"},
		{"another worker claims a higher attempt", map[int]string{1: "a"},
			[]taskq.Status{started(1, "a"), started(2, "mallory"), result(2, "mallory"), result(1, "a")},
			[]verdict{forward, forged, forged, forward}, "a"},
		{"forged start of attempt 99 does not fence the real result", map[int]string{1: "a"},
			[]taskq.Status{started(1, "a"), started(99, "a"), started(99, "mallory"), result(1, "a")},
			[]verdict{forward, forged, forged, forward}, "a"},
		{"result of an attempt delivered to someone else", map[int]string{1: "a", 2: "b"},
			[]taskq.Status{started(1, "a"), started(2, "b"), result(2, "a"), result(2, "b")},
			[]verdict{forward, forward, forged, forward}, "b"},
		{"nothing delivered: nothing taken", nil, []taskq.Status{result(1, "a")}, []verdict{forged}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFence(time.Hour)
			f.strict = true
			took := ""
			f.track("t1", func(s taskq.Status) {
				if s.Done {
					took = s.Worker
				}
			})
			for a, w := range tt.delivered {
				f.delivered("t1", a, w)
			}
			f.delivered("t1", 1, "mallory") // a second record of an attempt changes nothing
			for i, s := range tt.in {
				if v, _ := f.observe(s); v != tt.want[i] {
					t.Errorf("status %d (%+v): verdict %d, want %d", i, s, v, tt.want[i])
				}
			}
			if took != tt.took {
				t.Errorf("took the result of %q, want %q", took, tt.took)
			}
		})
	}
}
