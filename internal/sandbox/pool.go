package sandbox

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"time"

	"troupe/internal/sandbox/cgroup"
	"troupe/internal/sandbox/confine"
)

// Spec is a command for Pool.Start: the program (looked up on the PATH),
// its arguments, directory and environment (nil: troupe's), and its
// standard files (nil: /dev/null).
type Spec struct {
	Name                  string
	Args                  []string
	Dir                   string
	Env                   []string
	Stdin, Stdout, Stderr *os.File
}

// handover is what a warm helper is handed.
type handover = confine.Handover

// maxIdle bounds the warm helpers a pool keeps waiting, perKey those for
// one policy (a network grant or a job's scratch directory makes
// another; a command that runs beside another, a second).
const (
	maxIdle = 4
	perKey  = 2
)

// Pool starts sandboxed commands through helpers it started ahead of time
// (warm helpers). Most of a sandboxed start is the helper's: a Go program
// starting, cloned into its namespaces, confining itself. A warm helper
// does all of that before its command is known — it starts in a mount
// namespace of its own, confines its thread as the policy says, and
// waits on a socket — so a command only has to be handed over (argv,
// environment, directory, descriptors) and forked.
//
// A helper runs the commands of its policy one after another, one at a
// time, each in a process group of its own: it is their reaper (a
// subreaper that kills what a command left when it ends, setsid or not,
// and everything when troupe dies or KillAll asks). It takes the next
// command only once everything the last one started is dead and reaped,
// its stdio given back and the sockets it bound forgotten, and the pool
// only once nothing but the helper is left in its control group: a
// command finds no process, descriptor, environment or socket of the one
// before (files it wrote in the writable roots stay, as without a
// helper). A helper that cannot say so (a process outlived SIGKILL, the
// command was killed with KillAll, the helper died) is not used again,
// and the next command's helper is started when the command ends. So in
// a tool loop the next command's helper is ready the moment the last
// command ended, and no helper starts per command.
//
// A helper is used only if what it was confined against is unchanged:
// every protected, secret, hidden and writable path is where it was (same
// file, or still absent) when the command comes; otherwise a fresh one
// runs it. A command that runs longer than refillAfter has a second
// helper started beside it, for a command that comes meanwhile.
//
// Warm helpers need a mount namespace (root, or unprivileged user
// namespaces); without one, and for commands outside the sandbox, Start
// starts the helper for the command (cold), as Policy.Command does. A nil
// *Pool starts every command cold. A Pool must be closed.
//
// Concurrency: a Pool's methods may be called from many goroutines. It
// owns the goroutines that start helpers and waits for them in Close.
type Pool struct {
	mu      sync.Mutex
	idle    map[string][]*warm       // by warmKey.id: at most perKey each, maxIdle in all
	filling map[string]chan struct{} // closed when that refill is over
	closed  bool
	wg      sync.WaitGroup // refills, and helpers reaped and groups removed

	probe sync.Once
	sup   Support // what this kernel supports, probed once (it reads /proc)

	cgOnce sync.Once
	cg     *cgroup.Manager // makes commands' control groups, detected once
}

// NewPool returns an empty pool: the first command of each policy starts
// its helper and leaves a warm one for the next.
func NewPool() *Pool {
	return &Pool{idle: map[string][]*warm{}, filling: map[string]chan struct{}{}}
}

// support is Probe's answer, asked once per pool: a command's start
// should not read /proc for what cannot change.
func (p *Pool) support() Support {
	p.probe.Do(func() { p.sup = Probe() })
	return p.sup
}

// cgroups is the control-group manager, detected once per pool (each
// time for a nil pool).
func (p *Pool) cgroups() *cgroup.Manager {
	if p == nil {
		return cgroup.Detect()
	}
	p.cgOnce.Do(func() { p.cg = cgroup.Detect() })
	return p.cg
}

// Limiting reports which mechanism bounds a sandboxed command's memory
// and its processes as a whole (rlimits bound each process besides), and
// whether its group is killed at once when it ends (cgroup.kill).
func (p *Pool) Limiting() (memory, processes cgroup.Mechanism, kill bool) {
	m := p.cgroups()
	memory, processes = m.Holds()
	return memory, processes, m.Kills()
}

// group makes the control group a command under pol runs in: none when
// the command is not sandboxed or pol asks for rlimits only.
func (p *Pool) group(pol Policy) (*cgroup.Group, error) {
	if !pol.Enabled() || pol.Limits.RlimitsOnly {
		return nil, nil
	}
	g, err := p.cgroups().New(cgroup.Limits{Memory: pol.Limits.Memory, Processes: pol.Limits.Processes})
	if err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	return g, nil
}

// startHelper starts a warm helper for key in a control group of its own
// (the one its command will run in), made now, before any command comes.
func (p *Pool) startHelper(key warmKey) (*warm, error) {
	var g *cgroup.Group
	if key.grouped {
		var err error
		if g, err = p.cgroups().New(key.limits); err != nil {
			return nil, fmt.Errorf("sandbox: %w", err)
		}
	}
	w, err := startHelper(key, g)
	if err != nil {
		_ = g.Close()
		return nil, err
	}
	return w, nil
}

// release reaps cmd, a warm helper whose command ended (it is exiting),
// and removes g, the command's group, in the background (waited for by
// Close); once the pool is closed, at once. A group it cannot remove
// within Close's retries is left to the next cgroup.Detect, which
// removes stale groups.
func (p *Pool) release(cmd *exec.Cmd, g *cgroup.Group) {
	p.mu.Lock()
	closed := p.closed
	if !closed {
		p.wg.Add(1)
	}
	p.mu.Unlock()
	done := func() {
		if cmd.ProcessState == nil {
			_ = cmd.Wait()
		}
		_ = g.Close()
	}
	if closed {
		done()
		return
	}
	go func() {
		defer p.wg.Done()
		done()
	}()
}

// ErrPoolClosed is returned by Start after Close.
var ErrPoolClosed = errors.New("sandbox: pool closed")

// Start starts s confined by pol, in a process group of its own whose id
// is the process's pid. The caller must Wait for it. Files in s stay the
// caller's to close.
//
// A sandboxed command runs in a control group of its own where troupe may
// make one (see Policy.Limits and Limiting): its memory and processes are
// bounded together, and whatever is left in the group when it ends is
// killed and the group removed (in Wait).
func (p *Pool) Start(pol Policy, s Spec) (*Process, error) {
	if p != nil {
		if proc, ok, err := p.startWarm(pol, s); ok || err != nil {
			return proc, err
		}
	}
	g, err := p.group(pol)
	if err != nil {
		return nil, err
	}
	proc, err := coldStart(pol, s, g)
	if err != nil {
		_ = g.Close()
		return nil, err
	}
	proc.group = g
	return proc, nil
}

// coldStart starts s through a helper started for it, which joins g
// before it starts anything.
func coldStart(pol Policy, s Spec, g *cgroup.Group) (*Process, error) {
	cmd, err := pol.command(g.Files(), s.Name, s.Args...)
	if err != nil {
		return nil, err
	}
	cmd.Dir, cmd.Env = s.Dir, s.Env
	if s.Stdin != nil {
		cmd.Stdin = s.Stdin
	}
	if s.Stdout != nil {
		cmd.Stdout = s.Stdout
	}
	if s.Stderr != nil {
		cmd.Stderr = s.Stderr
	}
	cmd.SysProcAttr.Setpgid = true
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("sandbox: start %s: %w", s.Name, err)
	}
	return &Process{Cmd: cmd, reaped: pol.Reap}, nil
}

// startWarm hands s to a warm helper for pol: the idle one if it is
// still valid, else one started now. ok is false when s cannot go
// through a warm helper; Start then starts it cold.
func (p *Pool) startWarm(pol Policy, s Spec) (*Process, bool, error) {
	key, h, ok, err := handoverFor(pol, s, p.support())
	if !ok || err != nil {
		return nil, ok, err
	}
	files := stdio(s, &h)
	for attempt := 0; ; attempt++ {
		w, err := p.take(key)
		if err != nil {
			return nil, true, err
		}
		// The helper was placed in the command's control group when it
		// started (startHelper), before it could start anything: the
		// command starts inside the group, and making and joining the
		// group is not on the command's path.
		pid, err := w.hand(h, files)
		if err == nil {
			stop := p.refillSoon(key)
			return &Process{Cmd: w.cmd, status: w.conn, group: w.group, pgid: pid,
				after: func(again bool) { p.after(key, w, again, stop) }}, true, nil
		}
		w.discard()
		if attempt == 1 { // a helper started for it failed too
			return nil, true, err
		}
	}
}

// stdio lists the files of s to pass and records their slots in h.
func stdio(s Spec, h *handover) []*os.File {
	var files []*os.File
	for i, f := range []*os.File{s.Stdin, s.Stdout, s.Stderr} {
		if f != nil {
			files = append(files, f)
			h.Stdio = append(h.Stdio, i)
		}
	}
	return files
}

// take returns the idle helper for key if what it was confined against
// is unchanged (waiting for one being started, which has a head start),
// else starts one.
func (p *Pool) take(key warmKey) (*warm, error) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil, ErrPoolClosed
	}
	if fill := p.filling[key.id]; fill != nil && len(p.idle[key.id]) == 0 {
		p.mu.Unlock()
		<-fill
		p.mu.Lock()
	}
	var w *warm
	if ws := p.idle[key.id]; len(ws) > 0 {
		w = ws[len(ws)-1] // the last one back: its pages are the warmest
		p.idle[key.id] = ws[:len(ws)-1]
	}
	p.mu.Unlock()
	if w != nil {
		if w.valid(key) {
			return w, nil
		}
		w.discard()
	}
	return p.startHelper(key)
}

// Warm starts a helper for pol's commands now, unless one waits, and
// returns once it waits (or why it could not start). Commands pol does
// not run through warm helpers need none: it returns nil at once.
func (p *Pool) Warm(pol Policy) error {
	key, _, ok, err := handoverFor(pol, Spec{Name: "true"}, p.support())
	if !ok || err != nil {
		return err
	}
	p.mu.Lock()
	switch fill := p.filling[key.id]; {
	case p.closed:
		p.mu.Unlock()
		return ErrPoolClosed
	case len(p.idle[key.id]) > 0:
		p.mu.Unlock()
		return nil
	case fill != nil: // being started: wait for it
		p.mu.Unlock()
		<-fill
		return nil
	}
	// Recorded as being started, so a command that comes meanwhile waits
	// for this helper (take), which has a head start, instead of starting
	// one of its own.
	fill := make(chan struct{})
	p.filling[key.id] = fill
	p.mu.Unlock()
	w, err := p.startHelper(key)
	p.mu.Lock()
	defer p.mu.Unlock()
	defer close(fill)
	delete(p.filling, key.id)
	if err != nil {
		return err
	}
	if p.closed || len(p.idle[key.id]) > 0 {
		w.discard()
		return nil
	}
	p.idle[key.id] = []*warm{w}
	return nil
}

// refillAfter is how long a command runs before a second helper for its
// policy starts beside it, for a command that comes while it runs. A
// command that ends sooner (most do) gives its helper back for the next.
const refillAfter = 20 * time.Millisecond

// refillSoon starts a helper for key refillAfter from now unless the
// returned function is called first (the command ended).
func (p *Pool) refillSoon(key warmKey) (stop func()) {
	t := time.AfterFunc(refillAfter, func() { p.refill(key) })
	return func() { t.Stop() }
}

// after is called when the command w ran ended, with again true when w
// said it can take another: w waits for the next command if nothing but
// w is left in its control group and the pool has room, else it is
// ended and reaped, its group removed, and a helper started for the
// next command.
func (p *Pool) after(key warmKey, w *warm, again bool, stopRefill func()) {
	stopRefill()
	pid := w.cmd.Process.Pid
	if again && w.group.Others(pid) == 0 && p.keep(key, w) {
		return
	}
	_ = w.conn.Close() // a helper that waits exits when its socket closes
	w.group.KillBut(pid)
	p.release(w.cmd, w.group)
	p.refill(key)
}

// keep puts w back among the helpers that wait for key's commands,
// unless the pool is closed or has enough of them.
func (p *Pool) keep(key warmKey, w *warm) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed || len(p.idle[key.id]) >= perKey || p.idleCount() >= maxIdle {
		return false
	}
	p.idle[key.id] = append(p.idle[key.id], w)
	return true
}

// idleCount is how many helpers wait; p.mu is held.
func (p *Pool) idleCount() int {
	n := 0
	for _, ws := range p.idle {
		n += len(ws)
	}
	return n
}

// refill starts a helper for key in the background, unless one waits or
// is being started, or the pool closed.
func (p *Pool) refill(key warmKey) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed || p.filling[key.id] != nil || len(p.idle[key.id]) > 0 {
		return
	}
	fill := make(chan struct{})
	p.filling[key.id] = fill
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		w, err := p.startHelper(key)
		p.mu.Lock()
		defer p.mu.Unlock()
		defer close(fill)
		delete(p.filling, key.id)
		if err != nil {
			return // the next Start starts one itself and reports why
		}
		if p.closed {
			w.discard()
			return
		}
		for id, ws := range p.idle { // keep at most maxIdle
			if p.idleCount() < maxIdle {
				break
			}
			if len(ws) > 0 {
				ws[0].discard()
				p.idle[id] = ws[1:]
			}
		}
		// First in line: a helper that ran a command comes back to the
		// end, and take takes from the end.
		p.idle[key.id] = append([]*warm{w}, p.idle[key.id]...)
	}()
}

// Close ends the helpers that wait (they exit when their socket closes)
// and waits for the ones being started. Commands already started are
// not touched. It is idempotent.
func (p *Pool) Close() error {
	if p == nil {
		return nil
	}
	p.mu.Lock()
	p.closed = true
	idle := p.idle
	p.idle = map[string][]*warm{}
	p.mu.Unlock()
	p.wg.Wait()
	for _, ws := range idle {
		for _, w := range ws {
			w.discard()
		}
	}
	return nil
}
