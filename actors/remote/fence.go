package remote

import (
	"sync"
	"time"

	"troupe/internal/taskq"
)

// verdict is what the fence decides about a worker's status.
type verdict int

const (
	ignore   verdict = iota // not ours, or a start older than the current attempt
	forward                 // the proxy should act on it
	late                    // a result fenced off: report it, apply nothing
	unwanted                // a start of a task already done: the worker should stop it
	forged                  // from a worker that does not hold that attempt: refused
)

// fence applies attempt fencing to the statuses of every task this
// coordinator queued: the current attempt is the highest a worker said it
// started; only the first result of an attempt not older than it is taken;
// any other result is late. It outlives the proxies, so a result arriving
// after its subagent finished is still recognised and reported. Its
// methods are safe for concurrent use.
type fence struct {
	mu    sync.Mutex
	tasks map[string]*fenced
	keep  time.Duration // how long a finished task is remembered
	now   func() time.Time
	// strict: a status is taken only from the worker JetStream delivered
	// that attempt to (delivered); what a worker says of its attempt is
	// not believed. Off only when no client but this process's own can
	// reach the bus.
	strict bool
}

type fenced struct {
	attempt  int
	took     int // the attempt whose result was taken; 0: none
	done     bool
	finished time.Time
	to       func(taskq.Status) // delivers to the proxy
	holders  map[int]string     // attempt -> the worker it was delivered to (strict)
}

// delivered records that JetStream delivered attempt of task to worker, as
// the coordinator saw on the worker's inbox. An attempt is delivered once:
// a second record of it (impossible from the server) is ignored.
func (f *fence) delivered(task string, attempt int, worker string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	t := f.tasks[task]
	if t == nil || attempt <= 0 {
		return
	}
	if t.holders == nil {
		t.holders = map[int]string{}
	}
	if _, ok := t.holders[attempt]; !ok {
		t.holders[attempt] = worker
	}
}

// holder is the worker attempt of task was delivered to ("" if unknown).
func (f *fence) holder(task string, attempt int) string {
	f.mu.Lock()
	defer f.mu.Unlock()
	if t := f.tasks[task]; t != nil {
		return t.holders[attempt]
	}
	return ""
}

// unwitnessed reports whether s claims an attempt of a task this fence
// tracks that no delivery record names a holder of yet (strict only).
func (f *fence) unwitnessed(s taskq.Status) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	t := f.tasks[s.Task]
	return f.strict && t != nil && t.holders[s.Attempt] == ""
}

// finished reports whether task is done (a result taken, or let go), or
// no longer known.
func (f *fence) finished(task string) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	t := f.tasks[task]
	return t == nil || t.done
}

func newFence(keep time.Duration) *fence {
	return &fence{tasks: map[string]*fenced{}, keep: keep, now: time.Now}
}

// track starts fencing a task; to receives the statuses to act on.
func (f *fence) track(id string, to func(taskq.Status)) {
	f.mu.Lock()
	defer f.mu.Unlock()
	now := f.now()
	for k, t := range f.tasks {
		if t.done && now.Sub(t.finished) > f.keep {
			delete(f.tasks, k)
		}
	}
	f.tasks[id] = &fenced{to: to}
}

// finish marks a task done without a result (withdrawn, cancelled, run
// here instead): every later result is late.
func (f *fence) finish(id string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if t := f.tasks[id]; t != nil && !t.done {
		t.done, t.finished, t.to = true, f.now(), nil
	}
}

// observe judges a status and, when it is to be acted on, hands it to the
// proxy. It returns the verdict and the attempt current before it.
func (f *fence) observe(s taskq.Status) (verdict, int) {
	f.mu.Lock()
	t := f.tasks[s.Task]
	if t == nil {
		f.mu.Unlock()
		return ignore, 0
	}
	cur := t.attempt
	var v verdict
	switch {
	case f.strict && t.holders[s.Attempt] != s.Worker:
		v = forged
	case !s.Done && t.done:
		v = unwanted
	case !s.Done && s.Err != nil && s.Attempt == t.attempt:
		v = forward // the current attempt failed here and was handed back
	case !s.Done && s.Attempt <= t.attempt:
		v = ignore
	case !s.Done:
		t.attempt, v = s.Attempt, forward
	case t.took != 0 && s.Attempt == t.took:
		v = ignore // the taken result again: read back from the stream, or redelivered by the server
	case t.done || s.Attempt < t.attempt:
		v = late
	default:
		t.attempt, t.took, t.done, t.finished, v = s.Attempt, s.Attempt, true, f.now(), forward
	}
	to := t.to
	if t.done {
		t.to = nil
	}
	f.mu.Unlock()
	if v == forward && to != nil {
		to(s)
	}
	return v, cur
}
