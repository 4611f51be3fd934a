package cli

import (
	"fmt"
	"os"

	"troupe/internal/sandbox"
	"troupe/internal/sandbox/cgroup"
)

// limitsReport says what bounds a sandboxed command here: each limit's
// value and the mechanism that holds it for the command as a whole (a
// control group) and per process (an rlimit).
type limitsReport struct {
	Memory    limitHeld `json:"memory"`
	Processes limitHeld `json:"processes"`
	FileSize  limitHeld `json:"file_size"`
	// Kill is how what a command leaves is killed when it ends: "cgroup
	// v2 (cgroup.kill)", "cgroup v1 (every process in its group)" or
	// "reaper" (its descendants, by the command's reaper).
	Kill string `json:"kill"`
}

// limitHeld is one limit: its value (0: none) and what holds it.
type limitHeld struct {
	Value   uint64 `json:"value"`
	Whole   string `json:"whole"`   // for the command's processes together; "none"
	Process string `json:"process"` // for each process; "none"
}

// limitsOf reports the limits l as this process can hold them.
func limitsOf(l sandbox.Limits) *limitsReport {
	var pool *sandbox.Pool // a nil pool detects what it may use now
	mem, procs, kills := pool.Limiting()
	if l.RlimitsOnly {
		mem, procs, kills = cgroup.None, cgroup.None, false
	}
	whole := func(v uint64, m cgroup.Mechanism) string {
		if v == 0 || m == cgroup.Rlimit {
			return string(cgroup.None)
		}
		return string(m)
	}
	per := func(v uint64, m cgroup.Mechanism) string {
		if v == 0 {
			return string(cgroup.None)
		}
		return string(m)
	}
	nproc := cgroup.Rlimit
	if os.Geteuid() == 0 {
		nproc = cgroup.None // root ignores RLIMIT_NPROC
	}
	r := &limitsReport{
		Memory:    limitHeld{Value: l.Memory, Whole: whole(l.Memory, mem), Process: per(l.Memory, cgroup.Rlimit)},
		Processes: limitHeld{Value: l.Processes, Whole: whole(l.Processes, procs), Process: per(l.Processes, nproc)},
		FileSize:  limitHeld{Value: l.FileSize, Whole: string(cgroup.None), Process: per(l.FileSize, cgroup.Rlimit)},
		Kill:      "reaper (the command's descendants)",
	}
	switch {
	case kills:
		r.Kill = "cgroup v2 (cgroup.kill), and the reaper"
	case mem == cgroup.V1 || procs == cgroup.V1:
		r.Kill = "cgroup v1 (every process in its group), and the reaper"
	}
	return r
}

// lines are the report's text lines.
func (r *limitsReport) lines() []string {
	size := func(v uint64) string {
		switch {
		case v == 0:
			return "unlimited"
		case v%(1<<30) == 0:
			return fmt.Sprintf("%dG", v>>30)
		case v%(1<<20) == 0:
			return fmt.Sprintf("%dM", v>>20)
		}
		return fmt.Sprint(v)
	}
	row := func(name, value string, h limitHeld) string {
		return fmt.Sprintf("  %-10s %-9s  as a whole: %-9s  per process: %s", name, value, h.Whole, h.Process)
	}
	procs := "unlimited"
	if r.Processes.Value > 0 {
		procs = fmt.Sprint(r.Processes.Value)
	}
	return []string{
		"limits per command (sandbox.limits):",
		row("memory", size(r.Memory.Value), r.Memory),
		row("processes", procs, r.Processes),
		row("file size", size(r.FileSize.Value), r.FileSize),
		"  left over at its end: killed by " + r.Kill,
	}
}

// runCheck runs script with bash under q in ws as a tool's command is
// started (a control group of its own where one can be made) and reports
// whether it exited 0.
func runCheck(q sandbox.Policy, ws, script string) (bool, error) {
	out, err := os.CreateTemp("", "troupe-check-out-")
	if err != nil {
		return false, fmt.Errorf("sandbox check: %w", err)
	}
	defer os.Remove(out.Name())
	defer out.Close()
	var pool *sandbox.Pool // cold: a helper for each check
	proc, err := pool.Start(q, sandbox.Spec{Name: "bash", Args: []string{"-c", script}, Dir: ws, Env: os.Environ(), Stdout: out, Stderr: out})
	if err != nil {
		return false, err
	}
	return proc.Wait() == nil, nil
}

// limitChecks are the live checks of the limits a command runs under as
// a whole: a fork bomb and memory shared out among processes. Where no
// mechanism can hold one here, the check expects the attack to work and
// says why, rather than fail on the machine.
func limitChecks(probe func(attack string, args ...string) string, l sandbox.Limits) []sandboxCheck {
	r := limitsOf(sandbox.Limits{Memory: 256 << 20, Processes: 64, RlimitsOnly: l.RlimitsOnly})
	forks := sandboxCheck{check: "a fork bomb past the process limit (64, start 200)", want: "cut by " + r.Processes.Whole,
		script: probe("forks", "200"), tweak: func(p *sandbox.Policy) { p.Limits.Processes = 64 }}
	if r.Processes.Whole == string(cgroup.None) {
		forks.want = "cut by the rlimit (RLIMIT_NPROC)"
		if r.Processes.Process == string(cgroup.None) {
			forks.want, forks.succeed = "NOT cut: no pids cgroup (none writable here, or sandbox.limits.cgroups: off) and root ignores RLIMIT_NPROC; the timeout ends it", true
		}
	}
	shared := sandboxCheck{check: "memory shared out among processes (256M limit, 4 × 96M)", want: "cut by " + r.Memory.Whole,
		script: probe("alloc-each", "96"), tweak: func(p *sandbox.Policy) { p.Limits.Memory = 256 << 20 }}
	if r.Memory.Whole == string(cgroup.None) {
		shared.want, shared.succeed = "NOT cut: no memory cgroup (none writable here, or sandbox.limits.cgroups: off); each process is bounded alone", true
	}
	return []sandboxCheck{forks, shared}
}
