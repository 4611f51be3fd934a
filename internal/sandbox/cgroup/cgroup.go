// Package cgroup gives each sandboxed command a control group of its own:
// its memory and its processes bounded as a whole (not per process, as
// rlimits are), and everything in it killed when the command ends.
//
// Which mechanism holds a limit depends on what this process may write:
//
//   - cgroup v2 where a subtree is delegated to troupe (its own cgroup is
//     writable and has the memory and pids controllers enabled for its
//     children, or can have them: troupe alone in its cgroup moves itself
//     into a leaf, as systemd's delegation rules ask). Any writable v2
//     cgroup, controllers or not, also gives cgroup.kill: nothing in the
//     command's group outlives it.
//   - cgroup v1 memory and pids hierarchies where they are writable (root
//     on a hybrid host).
//   - otherwise rlimits alone (set by the helper in any case: RLIMIT_DATA
//     per process, RLIMIT_NPROC where the kernel applies it, RLIMIT_FSIZE,
//     which no cgroup bounds).
//
// A Group's directories are made by troupe, which still sees /sys/fs/cgroup
// writable; the helper joins them before it starts the command, through
// descriptors troupe opened (writes to cgroup.procs are checked against the
// opener's credentials, so the helper's namespaces and dropped
// capabilities do not matter).
//
// Concurrency: a Manager is safe for concurrent use (it only counts
// groups); a Group's methods may be called from many goroutines (Kill
// while another waits in Close).
package cgroup

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// Mechanism is what holds a limit.
type Mechanism string

// The mechanisms, strongest first.
const (
	V2     Mechanism = "cgroup v2"
	V1     Mechanism = "cgroup v1"
	Rlimit Mechanism = "rlimit"
	None   Mechanism = "none"
)

// Limits are a command's limits as a whole; zero fields set none.
type Limits struct {
	Memory    uint64 // bytes of memory (and swap) the command's processes use together
	Processes uint64 // processes and threads alive at once
}

// Manager makes the groups of one troupe process's commands.
type Manager struct {
	v2     string // the delegated v2 cgroup commands' groups go in, "" none
	v2Mem  bool   // v2 has the memory controller for them
	v2Pids bool   // and pids
	mem1   string // the v1 memory cgroup they go in, "" none
	pids1  string // the v1 pids cgroup, "" none
	prefix string // troupe-PID.MANAGER. (a process may have several Managers)
	seq    atomic.Uint64
}

// Root is where cgroup file systems are mounted.
const Root = "/sys/fs/cgroup"

// Detect looks at this process's cgroups and returns a Manager using what
// it may write; with nothing writable, every group is empty and limits are
// the rlimits'. It also removes empty groups an earlier troupe that died
// left behind.
func Detect() *Manager {
	// Named for this Manager too: a pool's groups outlive its commands
	// (a waiting helper's, one being removed), and a command started
	// without a pool has a Manager of its own, so two Managers of one
	// process counting from 1 would meet (mkdir: file exists).
	m := &Manager{prefix: "troupe-" + strconv.Itoa(os.Getpid()) + "." + strconv.FormatUint(uint64(rand.Uint32()), 36) + "."}
	own, err := ownCgroups()
	if err != nil {
		return m
	}
	if p, ok := own[""]; ok {
		m.detectV2(p)
	}
	if p, ok := own["memory"]; ok && !m.v2Mem {
		m.mem1 = writableDir(filepath.Join(Root, "memory", p), "cgroup.procs")
	}
	if p, ok := own["pids"]; ok && !m.v2Pids {
		m.pids1 = writableDir(filepath.Join(Root, "pids", p), "cgroup.procs")
	}
	for _, d := range []string{m.v2, m.mem1, m.pids1} {
		if d != "" {
			removeStale(d)
		}
	}
	return m
}

// Holds reports which mechanism bounds the command's memory and
// processes as a whole (the rlimits are there besides, per process).
func (m *Manager) Holds() (memory, processes Mechanism) {
	memory, processes = Rlimit, Rlimit
	switch {
	case m.v2Mem:
		memory = V2
	case m.mem1 != "":
		memory = V1
	}
	switch {
	case m.v2Pids:
		processes = V2
	case m.pids1 != "":
		processes = V1
	}
	return memory, processes
}

// Kills reports whether a group kills everything in it at once
// (cgroup.kill) rather than signal by signal from its process list.
func (m *Manager) Kills() bool { return m.v2 != "" }

// Parents are the directories commands' groups are made in.
func (m *Manager) Parents() []string {
	var out []string
	for _, d := range []string{m.v2, m.mem1, m.pids1} {
		if d != "" {
			out = append(out, d)
		}
	}
	return out
}

// Active reports whether groups are made at all.
func (m *Manager) Active() bool { return m.v2 != "" || m.mem1 != "" || m.pids1 != "" }

// ownCgroups reads /proc/self/cgroup: controller (v1) or "" (v2) to path.
func ownCgroups() (map[string]string, error) {
	data, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for line := range strings.SplitSeq(strings.TrimSpace(string(data)), "\n") {
		parts := strings.SplitN(line, ":", 3)
		if len(parts) != 3 {
			continue
		}
		if parts[0] == "0" && parts[1] == "" {
			out[""] = parts[2]
			continue
		}
		for c := range strings.SplitSeq(parts[1], ",") {
			out[c] = parts[2]
		}
	}
	return out, nil
}

// v2Mount is where the v2 hierarchy is mounted: /sys/fs/cgroup on a
// unified host, /sys/fs/cgroup/unified on a hybrid one.
func v2Mount() string {
	for _, d := range []string{Root, filepath.Join(Root, "unified")} {
		var st syscall.Statfs_t
		if syscall.Statfs(d, &st) == nil && st.Type == 0x63677270 { // CGROUP2_SUPER_MAGIC
			return d
		}
	}
	return ""
}

// detectV2 sets m.v2 when troupe's own v2 cgroup p is writable, and the
// controllers it can give the commands' groups.
func (m *Manager) detectV2(p string) {
	mnt := v2Mount()
	if mnt == "" {
		return
	}
	dir := writableDir(filepath.Join(mnt, p), "cgroup.procs")
	if dir == "" {
		return
	}
	m.v2 = dir
	avail := fields(filepath.Join(dir, "cgroup.controllers"))
	want := []string{}
	for _, c := range []string{"memory", "pids"} {
		if slices.Contains(avail, c) {
			want = append(want, c)
		}
	}
	// At the hierarchy's root nothing is turned on: that would change the
	// whole machine's configuration, not a subtree delegated to troupe.
	if len(want) > 0 && p != "/" && !m.enableV2(want) {
		want = nil
	}
	enabled := fields(filepath.Join(dir, "cgroup.subtree_control"))
	m.v2Mem = slices.Contains(want, "memory") && slices.Contains(enabled, "memory")
	m.v2Pids = slices.Contains(want, "pids") && slices.Contains(enabled, "pids")
}

// enableV2 turns controllers on for m.v2's children. A cgroup with
// processes cannot (the no-internal-processes rule): when troupe is the
// only process in it, troupe moves into a leaf of its own first.
func (m *Manager) enableV2(want []string) bool {
	ctl := filepath.Join(m.v2, "cgroup.subtree_control")
	enable := func() bool {
		var b strings.Builder
		for _, c := range want {
			b.WriteString("+" + c + " ")
		}
		return os.WriteFile(ctl, []byte(strings.TrimSpace(b.String())), 0) == nil
	}
	if enable() {
		return true
	}
	procs := fields(filepath.Join(m.v2, "cgroup.procs"))
	if len(procs) != 1 || procs[0] != strconv.Itoa(os.Getpid()) {
		return false // others live here: not ours to rearrange
	}
	leaf := filepath.Join(m.v2, "troupe-"+strconv.Itoa(os.Getpid())+".self")
	if err := os.Mkdir(leaf, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
		return false
	}
	if os.WriteFile(filepath.Join(leaf, "cgroup.procs"), []byte(strconv.Itoa(os.Getpid())), 0) != nil {
		_ = os.Remove(leaf)
		return false
	}
	return enable()
}

// fields returns a cgroup file's words.
func fields(path string) []string {
	data, _ := os.ReadFile(path)
	return strings.Fields(string(data))
}

// writableDir returns dir when this process may make groups in it and
// write the file probe there, else "".
func writableDir(dir, probe string) string {
	if syscall.Access(dir, 2) != nil || syscall.Access(filepath.Join(dir, probe), 2) != nil {
		return ""
	}
	return dir
}

// removeStale removes the empty groups of troupe processes that are gone.
func removeStale(dir string) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		name, ok := strings.CutPrefix(e.Name(), "troupe-")
		if !ok || !e.IsDir() {
			continue
		}
		pidStr, _, _ := strings.Cut(name, ".")
		pid, err := strconv.Atoi(pidStr)
		if err != nil || pid == os.Getpid() || !errors.Is(syscall.Kill(pid, 0), syscall.ESRCH) {
			continue // alive, or not ours to tell
		}
		_ = os.Remove(filepath.Join(dir, e.Name()))
	}
}

// Group is one command's control groups (one per hierarchy in use).
type Group struct {
	mu    sync.Mutex // guards dirs and procs
	dirs  []string   // v2 first, then v1 ones
	procs []*os.File // each dir's cgroup.procs, open for writing
	v2    bool       // dirs[0] is a v2 group (cgroup.kill)
}

// New makes a group for one command with limits l. With nothing writable
// it returns an empty group (its methods do nothing).
func (m *Manager) New(l Limits) (*Group, error) {
	g := &Group{}
	if m == nil || !m.Active() {
		return g, nil
	}
	name := m.prefix + strconv.FormatUint(m.seq.Add(1), 10)
	type file struct{ name, value string }
	add := func(parent string, files ...file) error {
		dir := filepath.Join(parent, name)
		if err := os.Mkdir(dir, 0o755); err != nil {
			return fmt.Errorf("cgroup: %w", err)
		}
		g.dirs = append(g.dirs, dir)
		for _, f := range files {
			if f.value == "" {
				continue
			}
			if err := os.WriteFile(filepath.Join(dir, f.name), []byte(f.value), 0); err != nil && !strings.HasPrefix(f.name, "memory.memsw") {
				return fmt.Errorf("cgroup: set %s: %w", f.name, err)
			}
		}
		pf, err := os.OpenFile(filepath.Join(dir, "cgroup.procs"), os.O_WRONLY, 0)
		if err != nil {
			return fmt.Errorf("cgroup: %w", err)
		}
		g.procs = append(g.procs, pf)
		return nil
	}
	num := func(v uint64) string {
		if v == 0 {
			return ""
		}
		return strconv.FormatUint(v, 10)
	}
	var err error
	if m.v2 != "" {
		var files []file
		if m.v2Mem {
			files = append(files, file{"memory.max", num(l.Memory)}, file{"memory.swap.max", "0"})
		}
		if m.v2Pids {
			files = append(files, file{"pids.max", num(l.Processes)})
		}
		g.v2 = true
		err = add(m.v2, files...)
	}
	if err == nil && m.mem1 != "" && l.Memory > 0 {
		err = add(m.mem1, file{"memory.limit_in_bytes", num(l.Memory)}, file{"memory.memsw.limit_in_bytes", num(l.Memory)})
	}
	if err == nil && m.pids1 != "" && l.Processes > 0 {
		err = add(m.pids1, file{"pids.max", num(l.Processes)})
	}
	if err != nil {
		_ = g.Close()
		return nil, err
	}
	return g, nil
}

// Files are the groups' cgroup.procs files, open for writing: a process
// that writes "0" to each joins the groups (the helper does, before it
// starts the command). They stay the Group's to close.
func (g *Group) Files() []*os.File {
	if g == nil {
		return nil
	}
	return g.procs
}

// Place moves the process pid (all its threads) into the groups. Place
// it before it starts anything: what it started earlier stays outside.
func (g *Group) Place(pid int) error {
	if g == nil {
		return nil
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, f := range g.procs {
		if _, err := f.Write([]byte(strconv.Itoa(pid))); err != nil {
			return fmt.Errorf("cgroup: place %d in %s: %w", pid, f.Name(), err)
		}
	}
	return nil
}

// Kill kills every process in the groups: at once with cgroup.kill (v2),
// else signal by signal from the process lists until they are empty (a
// process limit bounds how many a fork bomb can add meanwhile).
func (g *Group) Kill() {
	if g == nil {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	g.kill(0)
}

// KillBut is Kill but for the process pid, which is ending on its own
// (cgroup.kill, where it works, kills it too): a process-list loop
// would otherwise find it listed, and signal it, until its exit is over.
func (g *Group) KillBut(pid int) {
	if g == nil {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	g.kill(pid)
}

// kill is Kill with g.mu held, sparing the process spare (0: none) in
// the process lists.
func (g *Group) kill(spare int) {
	if len(g.dirs) == 0 {
		return
	}
	if g.v2 && os.WriteFile(filepath.Join(g.dirs[0], "cgroup.kill"), []byte("1"), 0) == nil {
		return
	}
	g.killListed(spare)
}

// killListed kills, from the process lists and with g.mu held, every
// process in the groups but spare until none is left (or 1000 rounds);
// it returns how many it killed.
func (g *Group) killListed(spare int) int {
	found := 0
	for range 1000 {
		killed := 0
		for _, d := range g.dirs {
			for _, pid := range pids(d) {
				if pid != spare && syscall.Kill(pid, syscall.SIGKILL) == nil {
					killed++
				}
			}
		}
		if killed == 0 {
			break
		}
		found += killed
	}
	return found
}

// Close kills what is left in the groups, removes them and closes their
// files. A group whose processes take a while to die is retried for up
// to 5 s; one still busy then is left (Detect removes it next time) and
// reported.
func (g *Group) Close() error {
	if g == nil {
		return nil
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, f := range g.procs {
		_ = f.Close()
	}
	g.procs = nil
	if len(g.dirs) == 0 {
		return nil
	}
	g.kill(0)
	var errs []error
	deadline := time.Now().Add(5 * time.Second)
	for i := len(g.dirs) - 1; i >= 0; i-- {
		for wait := 100 * time.Microsecond; ; wait = min(2*wait, 50*time.Millisecond) {
			err := os.Remove(g.dirs[i])
			if err == nil || errors.Is(err, os.ErrNotExist) {
				break
			}
			if time.Now().After(deadline) {
				errs = append(errs, fmt.Errorf("cgroup: remove %s: %w", g.dirs[i], err))
				break
			}
			g.kill(0)
			time.Sleep(wait)
		}
	}
	g.dirs = nil
	return errors.Join(errs...)
}

// Dirs are the group's directories, one per hierarchy (none once
// closed).
func (g *Group) Dirs() []string {
	if g == nil {
		return nil
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	return slices.Clone(g.dirs)
}

// Pids lists the processes in the group (of its first hierarchy).
func (g *Group) Pids() []int {
	if g == nil {
		return nil
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.dirs) == 0 {
		return nil
	}
	return pids(g.dirs[0])
}

// pids reads a cgroup's process list.
func pids(dir string) []int {
	data, err := os.ReadFile(filepath.Join(dir, "cgroup.procs"))
	if err != nil {
		return nil
	}
	var out []int
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		if pid, err := strconv.Atoi(strings.TrimSpace(sc.Text())); err == nil {
			out = append(out, pid)
		}
	}
	return out
}
