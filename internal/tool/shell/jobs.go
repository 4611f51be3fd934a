package shell

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"sync"
	"syscall"
	"time"

	"troupe/internal/sandbox"
	"troupe/internal/tool"
)

var (
	// ErrJobsClosed is returned when starting a job in a closed table.
	ErrJobsClosed = errors.New("shell: job table closed")
	// ErrTooManyJobs is returned when the running jobs reach MaxJobs.
	ErrTooManyJobs = errors.New("shell: too many background jobs")
)

// maxFinishedJobs is how many finished jobs a table keeps for their output;
// older ones are forgotten.
const maxFinishedJobs = 32

// Jobs is one agent's table of background jobs: commands started by bash
// with run_in_background that outlive the call. Each job runs in its own
// process group with its output in a ring buffer; bash_output reads what
// is new and kill_bash stops it. Close stops them all: the agent's owner
// calls it when the agent stops. Give each agent its own table in its
// tool.Env.
//
// Jobs is safe for concurrent use. Each job has one goroutine, owned by the
// table, that waits for the command and collects its output (with a helper
// goroutine it waits for); Close waits for all of them.
type Jobs struct {
	o      Options
	mu     sync.Mutex
	jobs   map[string]*job
	order  []string // ids in start order
	next   int
	closed bool
	wg     sync.WaitGroup
}

// NewJobs returns an empty job table; it uses o's JobBuffer, MaxJobs,
// MaxOutput and KillGrace.
func NewJobs(o Options) *Jobs {
	return &Jobs{o: o.withDefaults(), jobs: map[string]*job{}}
}

// job is one background command.
type job struct {
	id, command string
	pid         int // also the process group id
	proc        *sandbox.Process
	started     time.Time
	exited      chan struct{} // closed when the shell has exited
	done        chan struct{} // closed when the group is dead and the output collected
	guard       *guard        // of the protected paths while it runs; nil: none
	progress    tool.Progress // where its output is reported as it comes; nil: nowhere
	live        *liveTail     // its newest output for progress; nil without progress

	mu      sync.Mutex
	out     *ring
	read    int64  // offset of the first byte bash_output has not returned
	status  string // how it ended, set before done is closed
	stopped bool   // by kill_bash or Close
}

// write adds output; it is the job's io.Writer.
func (j *job) Write(p []byte) (int, error) {
	if j.live != nil {
		_, _ = j.live.Write(p)
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.out.Write(p)
}

// finished reports whether the job is over.
func (j *job) finished() bool {
	select {
	case <-j.done:
		return true
	default:
		return false
	}
}

// state describes the job: "running (pid N, for 5s)" or how it ended.
func (j *job) state() string {
	if !j.finished() {
		return fmt.Sprintf("running (pid %d, for %v)", j.pid, time.Since(j.started).Round(time.Second))
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.stopped {
		return j.status + ", stopped by kill_bash or shutdown"
	}
	return j.status
}

// take returns the output since the last take and how many bytes of it
// were lost to the ring's size.
func (j *job) take() (data []byte, lost int64) {
	j.mu.Lock()
	defer j.mu.Unlock()
	data, lost = j.out.since(j.read)
	j.read = j.out.total
	return data, lost
}

// start runs command with the shell in dir with the environment env as a
// new job; scratch are more directories it may write (the session's), and
// grant is its network (granted by the gate), whose client the job
// closes when it ends; p, if not nil, is told its output as it comes
// (every jobEvery at most) and how it ended.
func (js *Jobs) start(dir, command string, env []string, scratch []string, grant netGrant, ended func(), p tool.Progress) (*job, error) {
	js.mu.Lock()
	defer js.mu.Unlock()
	if js.closed {
		return nil, ErrJobsClosed
	}
	if n := js.runningLocked(); n >= js.o.MaxJobs {
		return nil, fmt.Errorf("%w: %d running", ErrTooManyJobs, n)
	}
	var guard *guard
	if js.o.Sandbox.Enabled() {
		guard = startGuard(dir)
	}
	o := js.o
	o.Sandbox.Writable = slices.Concat(o.Sandbox.Writable, scratch)
	o.Proxy = js.o.Proxy
	if grant.client != nil && o.Proxy == nil { // the table's options have no proxy: none to go through
		grant = netGrant{}
	}
	grant.apply(&o) // env already holds the proxy's variables
	proc, r, err := start(o, dir, command, env)
	if err != nil {
		_ = guard.stop(js.later)
		return nil, err
	}
	js.next++
	j := &job{
		id:      "bash_" + strconv.Itoa(js.next),
		command: command,
		pid:     proc.Pid(),
		proc:    proc,
		started: time.Now(),
		exited:  make(chan struct{}),
		done:    make(chan struct{}),
		out:     newRing(js.o.JobBuffer),
		guard:   guard,
	}
	if p != nil {
		j.progress, j.live = p, &liveTail{}
	}
	js.jobs[j.id] = j
	js.order = append(js.order, j.id)
	js.forgetOldLocked()
	js.wg.Add(1)
	go func() {
		js.collect(j, proc, r, guard)
		grant.close()
		ended()
	}()
	return j, nil
}

// collect waits for j's shell, kills what it left in its process group,
// collects the rest of its output, stops the guard of the protected paths
// (noting what it removed), records how it ended and reports it.
func (js *Jobs) collect(j *job, proc *sandbox.Process, r *os.File, guard *guard) {
	defer js.wg.Done()
	if j.progress != nil {
		stop := watchLive(j.progress, j.live, jobEvery, j.id)
		defer func() { // its last report, after every other
			stop()
			last := j.live.snapshot()
			last.Job, last.Ended = j.id, j.state()
			j.progress(last)
		}()
	}
	copied := make(chan struct{})
	go func() {
		defer close(copied)
		_, _ = io.Copy(j, r) // ends at EOF or when r is closed
	}()
	err := proc.Wait()
	close(j.exited)
	_ = syscall.Kill(-j.pid, syscall.SIGKILL)
	drain := time.NewTimer(drainTimeout)
	select {
	case <-copied:
	case <-drain.C: // a process that left the group holds the pipe
	}
	drain.Stop()
	_ = r.Close()
	<-copied
	if note := guard.stop(js.later); note != "" {
		_, _ = j.Write([]byte("\n" + note + "\n"))
	}

	status := "exit status 0"
	var ee *sandbox.ExitError
	switch {
	case errors.As(err, &ee):
		status = ee.Error()
	case err != nil:
		status = "wait failed: " + err.Error()
	}
	j.mu.Lock()
	j.status = status
	j.mu.Unlock()
	close(j.done)
}

// stop kills j's process group: SIGTERM, then SIGKILL once the shell has
// exited and the group is gone or KillGrace has passed. It returns when
// the job is over, and false when it was over already.
func (js *Jobs) stop(j *job) bool {
	if j.finished() {
		return false
	}
	j.mu.Lock()
	j.stopped = true
	j.mu.Unlock()
	select {
	case <-j.exited:
	default:
		_ = syscall.Kill(-j.pid, syscall.SIGTERM)
		deadline := time.NewTimer(js.o.KillGrace)
		select {
		case <-j.exited:
			awaitGroupExit(j.pid, deadline.C)
		case <-deadline.C:
			_ = j.proc.KillAll() // it takes the processes that left the group with it
			awaitGroupExit(j.pid, time.After(reapWait))
		}
		deadline.Stop()
		_ = syscall.Kill(-j.pid, syscall.SIGKILL)
	}
	<-j.done
	return true
}

// sweep removes the protected paths the running jobs created, should a
// guard's watch have missed one (no inotify): every shell tool call does
// it first, so they do not outlive the next call.
func (js *Jobs) sweep() {
	js.mu.Lock()
	var gs []*guard
	for _, j := range js.jobs {
		if j.guard != nil && !j.finished() {
			gs = append(gs, j.guard)
		}
	}
	js.mu.Unlock()
	for _, g := range gs {
		g.sweep()
	}
}

// get returns the job with the given id.
func (js *Jobs) get(id string) (*job, bool) {
	js.mu.Lock()
	defer js.mu.Unlock()
	j, ok := js.jobs[id]
	return j, ok
}

// list describes the jobs, for a model that named one that does not exist.
func (js *Jobs) list() string {
	js.mu.Lock()
	jobs := make([]*job, len(js.order))
	for i, id := range js.order {
		jobs[i] = js.jobs[id]
	}
	js.mu.Unlock()
	if len(jobs) == 0 {
		return "there are no background jobs"
	}
	s := "the background jobs are"
	for i, j := range jobs {
		if i > 0 {
			s += ","
		}
		s += " " + j.id + " (" + j.state() + ")"
	}
	return s
}

// runningLocked counts the jobs not finished; js.mu is held.
func (js *Jobs) runningLocked() int {
	n := 0
	for _, j := range js.jobs {
		if !j.finished() {
			n++
		}
	}
	return n
}

// forgetOldLocked drops the oldest finished jobs beyond maxFinishedJobs;
// js.mu is held.
func (js *Jobs) forgetOldLocked() {
	var finished []string
	for _, id := range js.order {
		if js.jobs[id].finished() {
			finished = append(finished, id)
		}
	}
	drop := map[string]bool{}
	for _, id := range finished[:max(0, len(finished)-maxFinishedJobs)] {
		drop[id] = true
		delete(js.jobs, id)
	}
	kept := js.order[:0]
	for _, id := range js.order {
		if !drop[id] {
			kept = append(kept, id)
		}
	}
	js.order = kept
}

// later runs fn in a goroutine the table owns (Close waits for it), or
// now once the table is closed.
func (js *Jobs) later(fn func()) {
	js.mu.Lock()
	if js.closed {
		js.mu.Unlock()
		fn()
		return
	}
	js.wg.Add(1)
	js.mu.Unlock()
	go func() {
		defer js.wg.Done()
		fn()
	}()
}

// Close stops every running job, waits for them and refuses new ones. It
// always returns nil and may be called more than once.
func (js *Jobs) Close() error {
	js.mu.Lock()
	js.closed = true
	var running []*job
	for _, j := range js.jobs {
		running = append(running, j)
	}
	js.mu.Unlock()
	var wg sync.WaitGroup
	for _, j := range running {
		wg.Add(1)
		go func() {
			defer wg.Done()
			js.stop(j)
		}()
	}
	wg.Wait()
	js.wg.Wait()
	return nil
}
