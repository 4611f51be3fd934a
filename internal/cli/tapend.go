package cli

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"

	"troupe/internal/bus"
)

// signalContext returns a context cancelled by the first SIGINT or SIGTERM
// on stdio.Signals; stop ends the goroutine that waits for it (and waits
// for that goroutine).
func signalContext(parent context.Context, stdio *IO) (ctx context.Context, stop func()) {
	ctx, cancel := context.WithCancel(parent)
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		select {
		case <-stdio.Signals: // nil: never
			cancel()
		case <-done:
		case <-ctx.Done():
		}
	})
	return ctx, func() {
		close(done)
		wg.Wait()
		cancel()
	}
}

// quiet turns the end a signal asked for into success: whatever a
// cancelled replay or connection says then is noise.
func quiet(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return nil
	}
	return err
}

// alive reports whether pid is a running process: not gone, and not a
// zombie waiting for its parent (a process killed an instant ago).
func alive(pid int) bool {
	if pid <= 0 {
		return false
	}
	p, err := os.FindProcess(pid)
	if err != nil || p.Signal(syscall.Signal(0)) != nil {
		return false
	}
	stat, err := os.ReadFile(filepath.Join("/proc", itoa(pid), "stat"))
	if err != nil {
		return true // no procfs: trust the signal
	}
	// pid (comm) STATE ...: comm may hold spaces and parentheses.
	if i := strings.LastIndexByte(string(stat), ')'); i >= 0 && i+2 < len(stat) {
		switch stat[i+2] {
		case 'Z', 'X':
			return false
		}
	}
	return true
}

func itoa(n int) string {
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		if n /= 10; n == 0 {
			return string(b[i:])
		}
	}
}

// gone reports whether session's process, which wrote ep, has ended: its
// pid is not alive, or the store it kept for replay is no longer locked (a
// process holds that lock for as long as it runs; the kernel drops it the
// moment the process dies, before its parent reaps it).
func gone(stdio *IO, g *globals, session string, ep bus.Endpoint) bool {
	if !alive(ep.PID) {
		return true
	}
	st, err := g.store(stdio)
	if err != nil {
		return false
	}
	rec, err := bus.ReadRecord(filepath.Join(st.Dir(session), bus.RecordFile))
	if err != nil || rec.PID != ep.PID {
		return false
	}
	return storeFree(rec.Store)
}

// storeFree reports whether no process holds the kept store dir.
func storeFree(dir string) bool {
	if _, err := os.Stat(dir); err != nil {
		return false
	}
	release, err := bus.LockDir(dir)
	if err != nil {
		return false
	}
	_ = release()
	return true
}

// removeStale removes the credentials a dead session's process left.
func removeStale(stdio *IO, g *globals, session string) error {
	st, err := g.store(stdio)
	if err != nil {
		return err
	}
	return bus.RemoveAccess(st.Dir(session))
}

// needsListen refuses --insecure and --listen-control when nothing listens
// (no --listen, no bus.listen in config): they would be ignored silently.
func needsListen(listen string, insecure, control bool) error {
	if listen != "" {
		return nil
	}
	switch {
	case insecure && control:
		return usageError("--insecure and --listen-control need --listen ADDR (nothing listens without it)")
	case insecure:
		return usageError("--insecure needs --listen ADDR (nothing listens without it)")
	case control:
		return usageError("--listen-control needs --listen ADDR (nothing listens without it)")
	}
	return nil
}
