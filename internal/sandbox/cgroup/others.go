package cgroup

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
	return g.killListed(pid)
}
