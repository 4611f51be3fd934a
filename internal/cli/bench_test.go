package cli_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

var (
	bareOnce sync.Once
	bare     string
	bareErr  error
)

// bareCobra builds the baseline binary once.
func bareCobra(b *testing.B) string {
	bareOnce.Do(func() {
		bare = filepath.Join(filepath.Dir(binary), "barecobra")
		out, err := exec.Command("go", "build", "-ldflags", "-s -w", "-o", bare, "./testdata/barecobra").CombinedOutput()
		if err != nil {
			bareErr = err
			b.Logf("%s", out)
		}
	})
	if bareErr != nil {
		b.Fatal(bareErr)
	}
	return bare
}

// exe runs a binary to completion and returns its wall time and peak RSS.
func exe(b *testing.B, dir string, env []string, name string, args ...string) (time.Duration, int64) {
	return exeIn(b, dir, env, "", name, args...)
}

// exeIn is exe with stdin.
func exeIn(b *testing.B, dir string, env []string, stdin, name string, args ...string) (time.Duration, int64) {
	cmd := exec.Command(name, args...)
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Dir = dir
	cmd.Env = env
	start := time.Now()
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
	return time.Since(start), cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss * 1024
}

// BenchmarkStartup compares `troupe --version` with a bare cobra binary
// built in the same tree (same run, interleaved), and measures a full
// `troupe run` of a one-turn scripted session: bus, actors, session log,
// one model call. It reports milliseconds, the ratio, and peak RSS.
func BenchmarkStartup(b *testing.B) {
	baseline := bareCobra(b)
	home, ws := b.TempDir(), b.TempDir()
	script := filepath.Join(ws, "s.yaml")
	if err := os.WriteFile(script, []byte("turns:\n  - text: hello\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	env := append(os.Environ(), "TROUPE_HOME="+home)
	var troupeT, bareT, runT, readyT time.Duration
	var versionRSS, runRSS, readyRSS int64
	for i := 0; i < b.N; i++ {
		d, rss := exe(b, ws, env, binary, "--version")
		troupeT += d
		versionRSS = max(versionRSS, rss)
		d, _ = exe(b, ws, env, baseline, "--version")
		bareT += d
		if err := os.WriteFile(script, []byte("turns:\n  - text: hello\n"), 0o644); err != nil {
			b.Fatal(err)
		}
		d, rss = exe(b, ws, env, binary, "run", "--model", "script:"+script, "hi")
		runT += d
		runRSS = max(runRSS, rss)
		// Ready and gone: an interactive session opened and closed at once.
		d, rss = exeIn(b, ws, env, "/exit\n", binary, "--model", "script:"+script)
		readyT += d
		readyRSS = max(readyRSS, rss)
	}
	n := float64(b.N)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 / n }
	b.ReportMetric(ms(troupeT), "version-ms")
	b.ReportMetric(ms(bareT), "cobra-ms")
	b.ReportMetric(float64(troupeT)/float64(bareT), "x-cobra")
	b.ReportMetric(ms(runT), "run-ms")
	b.ReportMetric(ms(readyT), "open-close-ms")
	b.ReportMetric(float64(readyRSS)/(1<<20), "ready-rss-MiB")
	b.ReportMetric(float64(versionRSS)/(1<<20), "version-rss-MiB")
	b.ReportMetric(float64(runRSS)/(1<<20), "run-rss-MiB")
}
