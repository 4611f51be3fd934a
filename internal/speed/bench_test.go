package speed

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
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
	buildOnce        sync.Once
	troupeBin, hello string
	buildErr         error
)

// binaries returns the troupe binary under test and the hello baseline,
// building them once per run.
func binaries(b *testing.B) (string, string) {
	b.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "troupe-speed-")
		if err != nil {
			buildErr = err
			return
		}
		hello = filepath.Join(dir, "hello")
		if out, err := exec.Command("go", "build", "-o", hello, "./testdata/hello").CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("build hello: %w\n%s", err, out)
			return
		}
		if d := os.Getenv("TROUPE_BENCH_BIN"); d != "" {
			troupeBin = filepath.Join(d, "troupe")
			return
		}
		troupeBin = filepath.Join(dir, "troupe")
		for _, c := range [][]string{
			{"go", "build", "-ldflags", "-s -w", "-o", troupeBin + ".link", "troupe/cmd/troupe"},
			{"go", "build", "-ldflags", "-s -w", "-o", filepath.Join(dir, "troupe-sandbox"), "troupe/cmd/troupe-sandbox"},
		} {
			cmd := exec.Command(c[0], c[1:]...)
			if strings.HasSuffix(c[len(c)-1], "troupe-sandbox") {
				cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
			}
			if out, err := cmd.CombinedOutput(); err != nil {
				buildErr = fmt.Errorf("%v: %w\n%s", c, err, out)
				return
			}
		}
		// Measured as `make build` installs it: copied, not as the linker
		// left it in the page cache (see the Makefile's build target).
		buildErr = copyFile(troupeBin+".link", troupeBin)
	})
	if buildErr != nil {
		b.Fatal(buildErr)
	}
	return troupeBin, hello
}

// result is one run of a process.
type result struct {
	wall time.Duration
	cpu  time.Duration // user + system, its waited-for children included
	rss  int64         // peak, bytes
}

// run runs name to completion in dir with env.
func run(b *testing.B, dir string, env []string, name string, args ...string) result {
	b.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir, cmd.Env = dir, env
	start := time.Now()
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
	wall := time.Since(start)
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	cpu := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	return result{wall: wall, cpu: cpu, rss: ru.Maxrss * 1024}
}

// sums adds up results.
type sums struct {
	wall, cpu time.Duration
	rss       int64
}

func (s *sums) add(r result) { s.wall, s.cpu, s.rss = s.wall+r.wall, s.cpu+r.cpu, max(s.rss, r.rss) }

func ms(d time.Duration, n int) float64 { return float64(d.Microseconds()) / 1000 / float64(n) }

// isolated returns an environment whose home, config and data are fresh
// directories, and the workspace to run in.
func isolated(b *testing.B, extra ...string) ([]string, string) {
	b.Helper()
	home, ws := b.TempDir(), b.TempDir()
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + home, "XDG_CONFIG_HOME=" + filepath.Join(home, ".config"),
		"TROUPE_HOME=" + filepath.Join(home, "data"), "TERM=dumb", "LANG=C.UTF-8"}
	return append(env, extra...), ws
}

// BenchmarkVersion: `troupe --version` against a hello-world Go binary,
// interleaved. x-hello is the wall-time ratio; rss is the peak.
func BenchmarkVersion(b *testing.B) {
	troupe, hello := binaries(b)
	env, ws := isolated(b)
	var t, h sums
	for b.Loop() {
		t.add(run(b, ws, env, troupe, "--version"))
		h.add(run(b, ws, env, hello))
	}
	b.ReportMetric(ms(t.wall, b.N), "ms")
	b.ReportMetric(ms(t.cpu, b.N), "cpu-ms")
	b.ReportMetric(ms(h.wall, b.N), "hello-ms")
	b.ReportMetric(float64(t.wall)/float64(h.wall), "x-hello")
	b.ReportMetric(float64(t.rss)/(1<<20), "rss-MiB")
}

// BenchmarkFirstRequest: from exec of `troupe run --model openai/gpt-4o-mini
// hi` to the first Chat Completions request arriving at a fake provider,
// against the hello binary's whole run in the same iteration.
func BenchmarkFirstRequest(b *testing.B) {
	troupe, hello := binaries(b)
	arrived := make(chan time.Time, 16)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/chat/completions") {
			select {
			case arrived <- time.Now():
			default:
			}
		}
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprint(w, "data: {\"id\":\"c\",\"object\":\"chat.completion.chunk\",\"model\":\"gpt-4o-mini\",\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"hi\"},\"finish_reason\":null}]}\n\n")
		fmt.Fprint(w, "data: {\"id\":\"c\",\"object\":\"chat.completion.chunk\",\"model\":\"gpt-4o-mini\",\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}],\"usage\":{\"prompt_tokens\":10,\"completion_tokens\":1,\"total_tokens\":11}}\n\n")
		fmt.Fprint(w, "data: [DONE]\n\n")
	}))
	defer srv.Close()
	env, ws := isolated(b, "OPENAI_API_KEY=sk-bench", "OPENAI_BASE_URL="+srv.URL+"/v1")
	envOff, wsOff := isolated(b, "OPENAI_API_KEY=sk-bench", "OPENAI_BASE_URL="+srv.URL+"/v1")
	sandboxOff(b, envOff)
	// firstRequest runs troupe run once and returns when its first request
	// arrived, from the exec.
	firstRequest := func(env []string, ws string) time.Duration {
		for len(arrived) > 0 {
			<-arrived
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, troupe, "run", "--model", "openai/gpt-4o-mini", "hi")
		cmd.Dir, cmd.Env = ws, env
		start := time.Now()
		out, err := cmd.CombinedOutput()
		if err != nil {
			b.Fatalf("troupe run: %v\n%s", err, out)
		}
		select {
		case at := <-arrived:
			return at.Sub(start)
		default:
			b.Fatalf("no request reached the fake provider:\n%s", out)
		}
		return 0
	}
	var first, off, h time.Duration
	for b.Loop() {
		first += firstRequest(env, ws)
		off += firstRequest(envOff, wsOff)
		h += run(b, ws, env, hello).wall
	}
	b.ReportMetric(ms(first, b.N), "ttfr-ms")
	b.ReportMetric(ms(off, b.N), "ttfr-off-ms") // sandbox.mode off: no helper warmed
	b.ReportMetric(ms(h, b.N), "hello-ms")
	b.ReportMetric(float64(first)/float64(h), "x-hello")
	b.ReportMetric(float64(first)/float64(off), "x-off")
}

// sandboxOff writes a user config turning the sandbox off into env's
// config directory.
func sandboxOff(b *testing.B, env []string) {
	b.Helper()
	cfgDir := strings.TrimPrefix(env[2], "XDG_CONFIG_HOME=") + "/troupe"
	if err := os.MkdirAll(cfgDir, 0o755); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(cfgDir+"/config.yaml", []byte("sandbox:\n  mode: \"off\"\n"), 0o644); err != nil {
		b.Fatal(err)
	}
}

// loopScript is a scripted model's 50 tool turns, each a bash command that
// does nothing (the commands differ so the loop guard does not stop it),
// then an answer.
func loopScript(turns int) string {
	var sb strings.Builder
	sb.WriteString("turns:\n")
	for i := range turns {
		fmt.Fprintf(&sb, "  - tool_calls:\n      - name: bash\n        args: {command: \"true %d\"}\n", i)
	}
	sb.WriteString("  - text: done\n")
	return sb.String()
}

// BenchmarkToolLoop: 50 scripted tool turns with --approval auto, through
// the sandbox (on) and with sandbox.mode off in the same iteration.
// x-off is on's wall time over off's; cpu counts troupe and every process
// it waited for (helpers, bash).
func BenchmarkToolLoop(b *testing.B) {
	troupe, _ := binaries(b)
	const turns = 50
	envOn, ws := isolated(b)
	envOff, wsOff := isolated(b)
	sandboxOff(b, envOff)
	script := filepath.Join(b.TempDir(), "loop.yaml")
	if err := os.WriteFile(script, []byte(loopScript(turns)), 0o644); err != nil {
		b.Fatal(err)
	}
	var on, off sums
	for b.Loop() {
		on.add(run(b, ws, envOn, troupe, "run", "--model", "script:"+script, "--approval", "auto", "go"))
		off.add(run(b, wsOff, envOff, troupe, "run", "--model", "script:"+script, "--approval", "auto", "go"))
	}
	b.ReportMetric(ms(on.wall, b.N), "ms")
	b.ReportMetric(ms(on.cpu, b.N), "cpu-ms")
	b.ReportMetric(ms(off.wall, b.N), "off-ms")
	b.ReportMetric(ms(off.cpu, b.N), "off-cpu-ms")
	b.ReportMetric(float64(on.wall)/float64(off.wall), "x-off")
	b.ReportMetric(float64(on.cpu)/float64(off.cpu), "cpu-x-off")
}

// copyFile writes src's bytes to a new executable dst.
func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o755)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
