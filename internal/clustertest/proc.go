package clustertest

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Proc is a process running in a node's namespace. Its output (stdout
// and stderr together) is kept.
type Proc struct {
	Name  string
	Node  *Node
	cmd   *exec.Cmd
	out   *buffer
	done  chan struct{}
	err   error     // set before done is closed
	ended time.Time // set before done is closed
}

// Spec says how to start a process.
type Spec struct {
	Name string   // for logs
	Dir  string   // working directory
	Env  []string // the whole environment
	Argv []string
}

// Start runs spec in node's namespace (ip netns exec replaces itself with
// the program, so the pid is the program's). The Net kills it on Close.
func (n *Net) Start(node *Node, spec Spec) (*Proc, error) {
	cmd := exec.Command("ip", append([]string{"netns", "exec", node.NS}, spec.Argv...)...)
	cmd.Dir, cmd.Env = spec.Dir, spec.Env
	p := &Proc{Name: spec.Name, Node: node, cmd: cmd, out: &buffer{}, done: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = p.out, p.out
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("clustertest: start %s: %w", spec.Name, err)
	}
	go func() { // owned by the Proc: Wait and Net.Close wait for done
		p.err = cmd.Wait()
		p.ended = time.Now()
		close(p.done)
	}()
	n.mu.Lock()
	n.procs = append(n.procs, p)
	n.mu.Unlock()
	return p, nil
}

// Pid is the process id.
func (p *Proc) Pid() int { return p.cmd.Process.Pid }

// Kill sends SIGKILL (a crash: nothing is flushed, nothing is said).
func (p *Proc) Kill() { _ = p.cmd.Process.Signal(syscall.SIGKILL) }

// Signal sends s.
func (p *Proc) Signal(s syscall.Signal) { _ = p.cmd.Process.Signal(s) }

// Wait waits for the process to end, or ctx.
func (p *Proc) Wait(ctx context.Context) error {
	select {
	case <-p.done:
		return p.err
	case <-ctx.Done():
		return fmt.Errorf("clustertest: %s still running: %w", p.Name, ctx.Err())
	}
}

// Ended is when the process ended (zero while it runs).
func (p *Proc) Ended() time.Time {
	select {
	case <-p.done:
		return p.ended
	default:
		return time.Time{}
	}
}

// Exited says whether the process ended.
func (p *Proc) Exited() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// Output is everything the process wrote so far.
func (p *Proc) Output() string { return p.out.String() }

// WaitOutput waits until the output has a line containing every word,
// and returns that line; ctx bounds the wait.
func (p *Proc) WaitOutput(ctx context.Context, words ...string) (Line, error) {
	for {
		if ls := p.Lines(words...); len(ls) > 0 {
			return ls[0], nil
		}
		if p.Exited() {
			if ls := p.Lines(words...); len(ls) > 0 {
				return ls[0], nil
			}
			return Line{}, fmt.Errorf("clustertest: %s ended without a line with %q", p.Name, words)
		}
		select {
		case <-ctx.Done():
			return Line{}, fmt.Errorf("clustertest: %s wrote no line with %q: %w", p.Name, words, ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// Lines are the output lines containing every word.
func (p *Proc) Lines(words ...string) []Line {
	var out []Line
	for _, l := range p.out.all() {
		if containsAll(l.Text, words) {
			out = append(out, l)
		}
	}
	return out
}

func containsAll(s string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(s, w) {
			return false
		}
	}
	return true
}

// buffer keeps output as lines, each with the time it was written.
type buffer struct {
	mu      sync.Mutex
	lines   []Line
	partial []byte
}

// Line is one line of a process's output and when it came.
type Line struct {
	At   time.Time
	Text string
}

func (b *buffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	now := time.Now()
	b.partial = append(b.partial, p...)
	for {
		i := bytes.IndexByte(b.partial, '\n')
		if i < 0 {
			break
		}
		b.lines = append(b.lines, Line{At: now, Text: string(b.partial[:i])})
		b.partial = b.partial[i+1:]
	}
	return len(p), nil
}

func (b *buffer) all() []Line {
	b.mu.Lock()
	defer b.mu.Unlock()
	out := append([]Line(nil), b.lines...)
	if len(b.partial) > 0 {
		out = append(out, Line{At: time.Now(), Text: string(b.partial)})
	}
	return out
}

func (b *buffer) String() string {
	var s strings.Builder
	for _, l := range b.all() {
		s.WriteString(l.Text)
		s.WriteByte('\n')
	}
	return s.String()
}
