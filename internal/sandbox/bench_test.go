package sandbox

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"troupe/internal/reaper"
)

// startVariant is one way of starting `bash -c true`: cmd returns a
// command to Run, or start a started one to Wait for; ready, when set,
// runs untimed before each start (a pool refilling).
type startVariant struct {
	name  string
	cmd   func() (*exec.Cmd, error)
	start func(ws string) (*Process, error)
	ready func()
}

// startVariants builds the slim helper (static, as `make build` ships it)
// and returns the ways of starting `bash -c true` in ws:
//
//   - plain: exec.Command, the baseline;
//   - plain-reaped: under the reaper, the bash tool's path with the
//     sandbox off;
//   - sandboxed: through this test binary as the helper (as troupe
//     re-executes itself without the slim helper);
//   - sandboxed-slim: through cmd/troupe-sandbox;
//   - sandboxed-slim-reaped: the bash tool's path, helper and reaper;
//   - go-exec-floor: a static Go program that only execs bash, the floor
//     of any Go helper;
//   - sandboxed-slim-nomount: a workspace with nothing to mount over, so
//     no mount namespace;
//   - sandboxed-warm: the bash tool's path through a Pool whose warm
//     helper is ready, as it is when commands come with the model's turns
//     between them;
//   - sandboxed-warm-b2b: the same, commands back to back: the next
//     helper is started when the last command ends and is not ready yet,
//     so each command waits for its helper's start;
//   - baseline-slim[-reaped]: an older helper to compare with, when
//     TROUPE_BENCH_BASELINE_HELPER names one (built by hand from an older
//     commit).
func startVariants(b *testing.B, ws string) []startVariant {
	b.Helper()
	// a repository, as most workspaces are: its .git/config is mounted
	// read-only, so the helper needs its mount namespace
	if err := os.MkdirAll(filepath.Join(ws, ".git"), 0o755); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(ws, ".git", "config"), []byte("[core]\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	self, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	slim := filepath.Join(b.TempDir(), HelperName)
	build := exec.Command("go", "build", "-ldflags", "-s -w", "-o", slim, "troupe/cmd/troupe-sandbox")
	build.Env = append(os.Environ(), "CGO_ENABLED=0") // static: no dynamic loader at each start
	if out, err := build.CombinedOutput(); err != nil {
		b.Logf("cannot build %s, skipping the slim variants: %v\n%s", HelperName, err, out)
		slim = ""
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		b.Fatal(err)
	}
	through := func(helper string, reap bool) func() (*exec.Cmd, error) {
		p := ForWorkspace(WorkspaceWrite, ws, os.Getenv("HOME"), nil, nil, false)
		p.Helper, p.Reap = helper, reap
		return func() (*exec.Cmd, error) { return p.Command("bash", "-c", "true") }
	}
	vs := []startVariant{
		{name: "plain", cmd: func() (*exec.Cmd, error) { return exec.Command(bash, "-c", "true"), nil }},
		{name: "sandboxed", cmd: through(self, false)},
	}
	if slim != "" {
		vs = append(vs,
			startVariant{name: "plain-reaped", cmd: func() (*exec.Cmd, error) {
				c := exec.Command(slim, reaper.Arg, bash, "-c", "true")
				reaper.Arm(c)
				return c, nil
			}},
			startVariant{name: "sandboxed-slim", cmd: through(slim, false)},
			startVariant{name: "sandboxed-slim-reaped", cmd: through(slim, true)})
	}
	floor := filepath.Join(b.TempDir(), "execfloor")
	build = exec.Command("go", "build", "-ldflags", "-s -w", "-o", floor, "./testdata/execfloor")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		b.Logf("cannot build execfloor, skipping go-exec-floor: %v\n%s", err, out)
	} else {
		vs = append(vs, startVariant{name: "go-exec-floor", cmd: func() (*exec.Cmd, error) { return exec.Command(floor, bash, "-c", "true"), nil }})
	}
	if slim != "" { // a workspace with nothing to mount over: no mount namespace
		bare := b.TempDir()
		p := Policy{Mode: WorkspaceWrite, Helper: slim}.Within(bare, "")
		p.Hidden = nil
		vs = append(vs, startVariant{name: "sandboxed-slim-nomount", cmd: func() (*exec.Cmd, error) { return p.Command("bash", "-c", "true") }})
	}
	if slim != "" {
		vs = append(vs, poolVariants(b, ws, slim)...)
	}
	if old := os.Getenv("TROUPE_BENCH_BASELINE_HELPER"); old != "" {
		vs = append(vs, startVariant{name: "baseline-slim", cmd: through(old, false)},
			startVariant{name: "baseline-slim-reaped", cmd: through(old, true)})
	}
	return vs
}

// poolVariants are the variants through a Pool (see startVariants); the
// pools close when the benchmark ends.
func poolVariants(b *testing.B, ws, slim string) []startVariant {
	b.Helper()
	var vs []startVariant
	for _, v := range []struct {
		name  string
		mode  Mode
		ready bool
	}{{"sandboxed-warm", WorkspaceWrite, true}, {"sandboxed-warm-b2b", WorkspaceWrite, false}} {
		pool := NewPool()
		b.Cleanup(func() { _ = pool.Close() })
		p := ForWorkspace(v.mode, ws, os.Getenv("HOME"), nil, nil, false)
		p.Helper, p.Reap = slim, true
		sv := startVariant{name: v.name, start: func(ws string) (*Process, error) {
			return pool.Start(p, Spec{Name: "bash", Args: []string{"-c", "true"}, Dir: ws})
		}}
		if v.ready {
			sv.ready = func() { _ = pool.Warm(p) } // as after a model turn
		}
		vs = append(vs, sv)
	}
	return vs
}

func runStart(b *testing.B, v startVariant, ws string) time.Duration {
	if v.ready != nil {
		v.ready()
	}
	if v.start != nil {
		start := time.Now()
		cmd, err := v.start(ws)
		if err == nil {
			err = cmd.Wait()
		}
		if err != nil {
			b.Fatalf("%s: %v", v.name, err)
		}
		return time.Since(start)
	}
	cmd, err := v.cmd()
	if err != nil {
		b.Fatal(err)
	}
	cmd.Dir = ws
	start := time.Now()
	if err := cmd.Run(); err != nil {
		b.Fatalf("%s: %v", v.name, err)
	}
	return time.Since(start)
}

// BenchmarkStart times each way of starting `bash -c true` on its own;
// see startVariants.
func BenchmarkStart(b *testing.B) {
	ws := b.TempDir()
	for _, v := range startVariants(b, ws) {
		b.Run(v.name, func(b *testing.B) {
			for b.Loop() {
				runStart(b, v, ws)
			}
		})
	}
}

// BenchmarkStartRatio runs every variant once per iteration, interleaved,
// so that a machine whose load drifts (two cores shared by several
// builds) weighs on all of them alike, and reports each one's mean time
// and its ratio to the baseline it replaces: "slim/plain" (the issue's
// goal), "slim-reaped/plain-reaped" (the bash tool, sandbox on against
// off) and "slim/baseline" when a baseline helper is given.
func BenchmarkStartRatio(b *testing.B) {
	ws := b.TempDir()
	vs := startVariants(b, ws)
	total := make(map[string]time.Duration, len(vs))
	n := 0
	for b.Loop() {
		for _, v := range vs {
			total[v.name] += runStart(b, v, ws)
		}
		n++
	}
	for _, v := range vs {
		b.ReportMetric(float64(total[v.name].Microseconds())/float64(n)/1000, v.name+"-ms")
	}
	ratio := func(name, a, base string) {
		if total[a] > 0 && total[base] > 0 {
			b.ReportMetric(float64(total[a])/float64(total[base]), name)
		}
	}
	ratio("slim/plain", "sandboxed-slim", "plain")
	ratio("warm/plain", "sandboxed-warm", "plain")
	ratio("warm-b2b/plain", "sandboxed-warm-b2b", "plain")
	ratio("warm/plain-reaped", "sandboxed-warm", "plain-reaped")
	ratio("floor/plain", "go-exec-floor", "plain")
	ratio("slim-nomount/plain", "sandboxed-slim-nomount", "plain")
	ratio("self/plain", "sandboxed", "plain")
	ratio("slim-reaped/plain-reaped", "sandboxed-slim-reaped", "plain-reaped")
	ratio("slim/baseline", "sandboxed-slim", "baseline-slim")
	ratio("slim-reaped/baseline-reaped", "sandboxed-slim-reaped", "baseline-slim-reaped")
}
