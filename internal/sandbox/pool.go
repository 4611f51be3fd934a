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

// maxIdle bounds the warm helpers a pool keeps waiting: one per policy
// (a network grant or a job's scratch directory makes another).
const maxIdle = 4

// Pool starts sandboxed commands through helpers it started ahead of time
// (warm helpers). Most of a sandboxed start is the helper's: a Go program
// starting, cloned into its namespaces, confining itself. A warm helper
// does all of that before its command is known — it starts in a mount
// namespace of its own, confines its thread as the policy says, and
// waits on a socket — so a command only has to be handed over (argv,
// environment, directory, descriptors) and forked. Each command still
// has a helper of its own, used once: its own mount namespace, its own
// Landlock domain, and its own reaper (the helper is one: a subreaper
// that kills what the command left when it ends, setsid or not, and
// everything when troupe dies or KillAll asks).
//
// A helper is used only if what it was confined against is unchanged:
// every protected, secret, hidden and writable path is where it was (same
// file, or still absent) when the command comes; otherwise a fresh one
// runs it. The next helper for a policy is started as soon as the last
// one has its command, so it is ready before the model's next answer
// comes (a tool loop's next command no longer waits for a helper to start
// after the previous one ended). It costs one helper start beside a
// running command, once; what the running command changes among the
// checked paths while the next helper starts shows at the next take, which
// then starts a fresh one.
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
	idle    map[string]*warm         // by warmKey
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
	return &Pool{idle: map[string]*warm{}, filling: map[string]chan struct{}{}}
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
		if err = w.hand(h, files); err == nil {
			return &Process{Cmd: w.cmd, status: w.conn, group: w.group, release: p.release,
				ended: p.refillSoon(key)}, true, nil
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
	if fill := p.filling[key.id]; fill != nil && p.idle[key.id] == nil {
		p.mu.Unlock()
		<-fill
		p.mu.Lock()
	}
	w := p.idle[key.id]
	delete(p.idle, key.id)
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
	case p.idle[key.id] != nil:
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
	if p.closed || p.idle[key.id] != nil {
		w.discard()
		return nil
	}
	p.idle[key.id] = w
	return nil
}

// refillAfter is how long a command runs before the next command's
// helper starts beside it. A command that ends sooner (most do) has it
// started when it ends, so the two do not compete for the CPU; one that
// runs longer has it ready before it ends.
const refillAfter = 20 * time.Millisecond

// refillSoon starts a helper for key refillAfter from now, or when the
// returned function is called (when the command ended), whichever comes
// first.
func (p *Pool) refillSoon(key warmKey) (now func()) {
	var once sync.Once
	start := func() { once.Do(func() { p.refill(key) }) }
	t := time.AfterFunc(refillAfter, start)
	return func() {
		t.Stop()
		start()
	}
}

// refill starts a helper for key in the background, unless one waits or
// is being started, or the pool closed.
func (p *Pool) refill(key warmKey) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed || p.filling[key.id] != nil || p.idle[key.id] != nil {
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
		for id, other := range p.idle { // keep at most maxIdle
			if len(p.idle) < maxIdle {
				break
			}
			delete(p.idle, id)
			other.discard()
		}
		p.idle[key.id] = w
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
	p.idle = map[string]*warm{}
	p.mu.Unlock()
	p.wg.Wait()
	for _, w := range idle {
		w.discard()
	}
	return nil
}
