package cli

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"

	"troupe/configs"
	"troupe/internal/bus"
	"troupe/internal/config"
	"troupe/internal/lazy"
	"troupe/messages"
	"troupe/supervisor"
)

// demoWorkers is `troupe demo --workers N`: the demo's coordinator with N
// real worker processes of this binary on loopback. It kills the worker
// running the first subagent mid-task, shows the redelivery, and prints
// where each subagent ran.
func demoWorkers(ctx context.Context, stdio *IO, g *globals, tmp, repo, script, dataDir string, n int) error {
	wscript := filepath.Join(tmp, "workers", "script.yaml")
	data, err := fs.ReadFile(configs.FS, "demo/workers/script.yaml")
	if err == nil {
		err = os.MkdirAll(filepath.Dir(wscript), 0o700)
	}
	if err == nil {
		err = os.WriteFile(wscript, data, 0o600)
	}
	if err != nil {
		return err
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	cfg := config.Default()
	cfg.Model = "script:" + script
	cfg.Bus.Listen = "127.0.0.1:0"
	cfg.Subagents.Placement = "remote"
	cfg.Subagents.Queue.AckWait = config.Duration(2 * time.Second)
	sup, err := supervisor.Start(ctx, supervisor.Options{Config: cfg, Workspace: repo, DataDir: dataDir, Logger: g.logger(stdio.Err)})
	if err != nil {
		return err
	}
	r := newRenderer(stdio.Out, "text")
	k := &killer{}
	sess, err := sup.OpenSession(ctx, "", func(subject string, meta messages.Meta, body messages.Body) {
		r.observe(subject, meta, body)
		k.observe(stdio, body)
	})
	if err != nil {
		return errors.Join(err, sup.Close())
	}
	ep, err := bus.ReadEndpoint(sup.EndpointPath(sess.ID()))
	if err != nil {
		return errors.Join(err, sup.Close())
	}
	var procs []*exec.Cmd
	var waits sync.WaitGroup
	defer func() {
		for _, p := range procs {
			_ = p.Process.Kill()
		}
		waits.Wait()
	}()
	k.procs = map[string]*exec.Cmd{}
	for i := range n {
		id := fmt.Sprintf("demo-w%d", i+1)
		cmd := exec.Command(self, "worker", "--connect", ep.URL, "--id", id, "--model", "script:"+wscript,
			"--cache", filepath.Join(tmp, "cache-"+id), "--data-dir", filepath.Join(tmp, "wdata-"+id))
		cmd.Env = append(os.Environ(), "NATS_NKEY="+ep.NKeyFiles[bus.Worker]) // the worker identity: a file named in the environment, never argv
		cmd.Stderr = stdio.Err
		if err := cmd.Start(); err != nil {
			return errors.Join(err, sup.Close())
		}
		procs = append(procs, cmd)
		k.procs[id] = cmd
		waits.Go(func() { _ = cmd.Wait() })
	}
	for deadline := time.Now().Add(20 * time.Second); len(sup.Remote().Workers()) < n; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			return errors.Join(fmt.Errorf("demo: only %d of %d workers came up", len(sup.Remote().Workers()), n), sup.Close())
		}
	}
	fmt.Fprintf(stdio.Out, "troupe demo — offline, scripted model, a coordinator and %d worker processes on %s\nrepository: %s\n\n> %s\n\n",
		n, ep.URL, repo, demoPrompt)
	res, err := turn(ctx, stdio, sess, demoPrompt)
	closeErr := sup.Close()
	if err != nil {
		return &exitError{code: ExitCancelled, err: err}
	}
	fmt.Fprintln(stdio.Out)
	if err := printSummary(stdio.Out, sess.ID(), res, r); err != nil {
		return err
	}
	fmt.Fprint(stdio.Out, r.summary())
	k.where(stdio)
	return errors.Join(turnError(res), closeErr)
}

// killer kills the worker that starts the first task, once, and notes
// where each subagent's result came from.
type killer struct {
	mu     sync.Mutex
	procs  map[string]*exec.Cmd
	killed string
	ran    map[string]string // subagent -> worker whose result was taken
}

var (
	runningRe = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`^subagent (\S+): running on worker (\S+) \(attempt 1\)`)
	}}
	takenRe = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`^subagent (\S+): result of attempt (\d+) from worker (\S+) taken`)
	}}
)

func (k *killer) observe(stdio *IO, body messages.Body) {
	nb, ok := body.(*messages.Notice)
	if !ok {
		return
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if m := runningRe.Get().FindStringSubmatch(nb.Text); m != nil && k.killed == "" {
		if p := k.procs[m[2]]; p != nil {
			k.killed = m[2]
			_ = p.Process.Kill()
			fmt.Fprintf(stdio.Out, "  ✗ demo: killed worker %s (pid %d) with SIGKILL while it ran %s; the queue will redeliver\n", m[2], p.Process.Pid, m[1])
		}
	}
	if m := takenRe.Get().FindStringSubmatch(nb.Text); m != nil {
		if k.ran == nil {
			k.ran = map[string]string{}
		}
		k.ran[m[1]] = fmt.Sprintf("worker %s (attempt %s)", m[3], m[2])
	}
}

func (k *killer) where(stdio *IO) {
	k.mu.Lock()
	defer k.mu.Unlock()
	var ids []string
	for id := range k.ran {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	fmt.Fprintln(stdio.Out, "\nwhere each subagent ran:")
	for _, id := range ids {
		fmt.Fprintf(stdio.Out, "  %-24s %s\n", id, k.ran[id])
	}
	if k.killed != "" {
		fmt.Fprintf(stdio.Out, "  (worker %s was killed mid-task)\n", strings.TrimSpace(k.killed))
	}
}
