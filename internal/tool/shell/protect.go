package shell

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/fsnotify/fsnotify"

	"troupe/internal/sandbox"
)

// The sandbox keeps existing protected paths read-only, but it cannot
// refuse the creation of one that does not exist yet (a new
// .troupe/permissions.yaml, .mcp.json, .envrc or CI workflow): Landlock
// grants the workspace as a whole and cannot single out a name inside it,
// a mount needs an existing target, and seccomp cannot see paths. (Bind
// mounting over a placeholder, as sandbox runtimes built on bubblewrap do,
// leaves empty files in the user's workspace while commands run.) So a
// guard watches the workspace while a sandboxed command runs, foreground
// or background, removes a protected path the moment it appears (inotify),
// sweeps once more when the command ends, and the output says so: the
// file tools, which ask, are the way to write them.

// absentProtected returns the protected paths of the workspace ws that do
// not exist (a hooks directory core.hooksPath names included); what lies
// in a git directory is left to the git check (gitCheck), since git
// itself creates some of it.
func absentProtected(ws string) []string {
	var out []string
	for _, p := range sandbox.ProtectedIn(ws) {
		if strings.Contains(p+"/", "/.git/") {
			continue
		}
		if _, err := os.Lstat(p); os.IsNotExist(err) {
			out = append(out, p)
		}
	}
	return out
}

// guard removes the protected paths of a workspace that a sandboxed
// command creates. Its goroutine is owned by the guard: stop ends it and
// waits for it, or has it waited for by another owner (closing an
// inotify instance waits for the kernel's grace period, milliseconds on
// the command's path). Safe for concurrent use.
type guard struct {
	ws     string
	absent []string
	// git is what the workspace's git directories held at the start;
	// what a command adds there that could run code later is undone at
	// the end (undoGit), and as it appears in the workspace's own .git.
	git    sandbox.GitState
	gitDir string            // ws/.git when it is a directory, watched
	w      *fsnotify.Watcher // nil: no watching, the final sweep only
	done   chan struct{}

	mu      sync.Mutex
	stopped bool     // stop has begun: the watch acts no more
	removed []string // workspace-relative
	failed  []string
}

// startGuard starts guarding the protected paths absent from ws now (and
// a repository the command may create when ws has none); it returns nil
// when there is nothing to guard.
func startGuard(ws string) *guard {
	g := &guard{ws: ws, absent: absentProtected(ws), git: sandbox.ReadGitState(ws), done: make(chan struct{})}
	if fi, err := os.Lstat(filepath.Join(ws, ".git")); err == nil && fi.IsDir() {
		g.gitDir = filepath.Join(ws, ".git")
	}
	w, err := fsnotify.NewWatcher()
	if err != nil { // no inotify: the sweep at the end still holds
		close(g.done)
		return g
	}
	g.w = w
	for _, dir := range g.parents() {
		_ = w.Add(dir) // a parent that does not exist is added when created
	}
	if g.gitDir != "" {
		_ = w.Add(g.gitDir)
	}
	go g.watch()
	return g
}

// parents are the directories whose entries the guard watches: the
// workspace and the parents of nested protected paths (.github).
func (g *guard) parents() []string {
	dirs := []string{g.ws}
	for _, p := range g.absent {
		if d := filepath.Dir(p); !slices.Contains(dirs, d) {
			dirs = append(dirs, d)
		}
	}
	return dirs
}

// watch removes each protected path as it is created, and watches a
// parent directory (.github) as soon as it is created.
func (g *guard) watch() {
	defer close(g.done)
	for {
		select {
		case ev, ok := <-g.w.Events:
			if !ok {
				return
			}
			if ev.Has(fsnotify.Create) || ev.Has(fsnotify.Rename) {
				g.created(ev.Name)
			}
		case _, ok := <-g.w.Errors:
			if !ok {
				return
			}
		}
	}
}

// created acts on name's creation while the command runs; once stop
// has begun, the command has ended, and what appears is not its doing.
func (g *guard) created(name string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	switch {
	case g.stopped:
	case g.gitDir != "" && filepath.Dir(name) == g.gitDir:
		g.undoGitEntry(name)
	case slices.Contains(g.parents()[1:], name):
		_ = g.w.Add(name)
		g.sweepLocked() // what was created inside before the watch
	case slices.Contains(g.absent, name):
		g.sweepLocked()
	}
}

// sweep removes the guarded paths that exist.
func (g *guard) sweep() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.sweepLocked()
}

// sweepLocked is sweep with g.mu held.
func (g *guard) sweepLocked() {
	for _, p := range g.absent {
		if _, err := os.Lstat(p); err != nil {
			continue
		}
		rel, _ := filepath.Rel(g.ws, p)
		var err error
		for range 3 { // a command still writing inside can fill it again
			if err = os.RemoveAll(p); err == nil {
				break
			}
		}
		if err != nil {
			if !slices.Contains(g.failed, rel) {
				g.failed = append(g.failed, rel)
			}
			continue
		}
		if !slices.Contains(g.removed, rel) {
			g.removed = append(g.removed, rel)
		}
	}
}

// undoGitEntry removes name, just created in the workspace's own git
// directory, when git does not write such an entry (a commondir, a
// config.worktree): it would redirect or configure the user's next git
// command outside the sandbox. g.mu is held.
func (g *guard) undoGitEntry(name string) {
	base := filepath.Base(name)
	if sandbox.GitEntryWritable(base) {
		return
	}
	if slices.Contains(g.git[g.gitDir], base) {
		return // there before: read-only in the sandbox
	}
	rel, _ := filepath.Rel(g.ws, name)
	if err := os.RemoveAll(name); err != nil {
		return // the final check tries again
	}
	if !slices.Contains(g.removed, rel) {
		g.removed = append(g.removed, rel)
	}
}

// stop ends the watch, sweeps a last time and returns a note for the
// command's output naming what was removed, "" when nothing was. A nil
// guard returns "".
//
// With later, the watch is ended in a function later runs (in a goroutine
// its owner waits for); nil ends it before stop returns. Either way the
// watch removes nothing once stop has begun.
func (g *guard) stop(later func(func())) string {
	if g == nil {
		return ""
	}
	g.mu.Lock()
	g.stopped = true
	g.mu.Unlock()
	end := func() {
		if g.w != nil {
			_ = g.w.Close()
		}
		<-g.done
	}
	if later != nil {
		later(end)
	} else {
		end()
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	g.sweepLocked()
	removed, failed := undoGit(g.ws, g.git)
	g.removed = append(g.removed, removed...)
	g.failed = append(g.failed, failed...)
	var b strings.Builder
	if len(g.removed) > 0 {
		fmt.Fprintf(&b, "[troupe: the command created the protected path(s) %s, which commands may not write; they were removed. "+
			"Write them with write_file or edit_file, which ask the user.]", strings.Join(g.removed, ", "))
	}
	if len(g.failed) > 0 {
		fmt.Fprintf(&b, "[troupe: the command created the protected path(s) %s and they could not be removed; check them before the next run.]",
			strings.Join(g.failed, ", "))
	}
	return b.String()
}
