package cgroup

import "syscall"

// Others kills every process in the groups but pid (a warm sandbox
// helper that waits there for its next command), from the process lists,
// never with cgroup.kill, which would kill pid too. It returns how many
// it found: none when pid's reaping left nothing behind.
func (g *Group) Others(pid int) int {
	if g == nil {
		return 0
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	found := 0
	for range 1000 {
		killed := 0
		for _, d := range g.dirs {
			for _, p := range pids(d) {
				if p != pid && syscall.Kill(p, syscall.SIGKILL) == nil {
					killed++
				}
			}
		}
		if killed == 0 {
			return found
		}
		found += killed
	}
	return found
}
