package cli_test

import (
	"bytes"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"troupe/internal/bus"
)

// tapProc is `troupe bus tap` as a separate process.
type tapProc struct {
	cmd            *exec.Cmd
	stdout, stderr syncBuffer
	done           chan error
}

func startTap(t *testing.T, home string, args ...string) *tapProc {
	t.Helper()
	p := &tapProc{cmd: exec.Command(binary, append([]string{"bus", "tap"}, args...)...), done: make(chan error, 1)}
	p.cmd.Env = append(os.Environ(), "TROUPE_HOME="+home)
	p.cmd.Stdout, p.cmd.Stderr = &p.stdout, &p.stderr
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { p.done <- p.cmd.Wait() }()
	t.Cleanup(func() {
		_ = p.cmd.Process.Kill()
		<-p.done
		p.done <- nil
	})
	return p
}

// exit waits for the tap and returns its exit code (-1: killed by a signal)
// and how long it took from since.
func (p *tapProc) exit(t *testing.T, since time.Time) (int, time.Duration) {
	t.Helper()
	select {
	case err := <-p.done:
		took := time.Since(since)
		p.done <- err
		if err == nil {
			return 0, took
		}
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode(), took
		}
		t.Fatal(err)
	case <-time.After(30 * time.Second):
		t.Fatalf("tap did not end\nstdout:\n%s\nstderr:\n%s", p.stdout.String(), p.stderr.String())
	}
	return 0, 0
}

// waitFor waits until the tap's stderr holds want.
func (p *tapProc) waitFor(t *testing.T, want string) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !strings.Contains(p.stderr.String(), want) {
		if time.Now().After(deadline) {
			t.Fatalf("tap never said %q\nstderr:\n%s", want, p.stderr.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// finishedSession runs listenScript to its end with --listen and returns the
// data dir and the session id.
func finishedSession(t *testing.T) (home, session string) {
	t.Helper()
	p, home, ws, session, _ := listening(t)
	if err := os.WriteFile(filepath.Join(ws, "go"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if code := p.wait(t); code != 0 {
		t.Fatalf("run exit %d\n%s", code, &p.stderr)
	}
	return home, session
}

// A tap of a finished session whose filter matches nothing ends by itself
// with a note saying why (it hung for ever before, deaf to Ctrl-C); --since
// counts back from the session's end, not from now.
func TestTapOfAFinishedSessionAlwaysEnds(t *testing.T) {
	home, session := finishedSession(t)
	for _, tc := range []struct {
		args []string
		note string
	}{
		{[]string{"--agent", "explore"}, `no agent "explore" ever appears in it; its agents: main, session`},
		{[]string{"--agent", "explore", "--tree"}, "nothing matched the filter"},
		{[]string{"--type", "compaction"}, "no message of type compaction; the types it has: assistant_message"},
		{[]string{"--agent", "main", "--type", "supervision"}, "no message of type supervision"},
		{[]string{"troupe.hb.>"}, "nothing matched the filter"},
		{[]string{"--since", "99999"}, "nothing of it was kept from there (it holds messages 1-"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			start := time.Now()
			p := startTap(t, home, append([]string{"--session", session}, tc.args...)...)
			code, took := p.exit(t, start)
			t.Logf("ended by itself in %s", took)
			if code != 0 || !strings.Contains(p.stderr.String(), tc.note) || p.stdout.String() != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want 0, nothing, a note with %q", code, p.stdout.String(), p.stderr.String(), tc.note)
			}
		})
	}
	// The session ended long before 1ms ago: from now nothing would be
	// left, from its end its last message is.
	p := startTap(t, home, "--session", session, "--since", "1ms", "--type", "session_ended")
	if code, _ := p.exit(t, time.Now()); code != 0 || !strings.Contains(p.stdout.String(), "session_ended  closed") {
		t.Errorf("--since 1ms on a finished session: exit %d\n%s\n%s", code, p.stdout.String(), p.stderr.String())
	}
}

// Ctrl-C and SIGTERM end a tap at once, live or replaying, whatever its
// filter; the time from the signal to the exit is logged, not asserted.
func TestTapAnswersSignals(t *testing.T) {
	_, home, _, session, _ := listening(t)
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		for _, args := range [][]string{
			{"--agent", "explore"},                     // live, matches nothing
			{"--agent", "explore", "--since", "start"}, // replaying, matches nothing
			{"--type", "compaction", "--since", "1m"},
		} {
			t.Run(sig.String()+" "+strings.Join(args, " "), func(t *testing.T) {
				p := startTap(t, home, append([]string{"--session", session}, args...)...)
				p.waitFor(t, "attached to session "+session)
				sent := time.Now()
				if err := p.cmd.Process.Signal(sig); err != nil {
					t.Fatal(err)
				}
				code, took := p.exit(t, sent)
				t.Logf("%s to exit: %s", sig, took)
				if code != 0 {
					t.Errorf("exit %d after %s\n%s", code, sig, p.stderr.String())
				}
			})
		}
	}
}

// A tap started right after kill -9 of a session, while the dead process
// is still a zombie its parent has not reaped, recognises it at the first
// try and replays what it kept ("no servers available" before).
func TestTapRightAfterKill9(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	script := filepath.Join(t.TempDir(), "s.yaml")
	if err := os.WriteFile(script, []byte(listenScript), 0o644); err != nil {
		t.Fatal(err)
	}
	// Started without a waiting goroutine: once killed it stays a zombie
	// until the test reaps it.
	cmd := exec.Command(binary, "run", "--listen", "127.0.0.1:0", "--model", "script:"+script, "wait for go")
	cmd.Dir, cmd.Env = ws, append(os.Environ(), "TROUPE_HOME="+home)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	reaped := false
	defer func() {
		if !reaped {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
	}()
	var epPath string
	for deadline := time.Now().Add(30 * time.Second); epPath == "" && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if m, _ := filepath.Glob(filepath.Join(home, "sessions", "*", bus.EndpointFile)); len(m) == 1 {
			epPath = m[0]
		}
	}
	if epPath == "" {
		t.Fatalf("no bus.json\n%s", &stderr)
	}
	session := filepath.Base(filepath.Dir(epPath))
	time.Sleep(300 * time.Millisecond) // the first model call is on the bus
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(10 * time.Second); procState(cmd.Process.Pid) != 'Z'; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("killed process is not a zombie: state %q", procState(cmd.Process.Pid))
		}
	}
	start := time.Now()
	p := startTap(t, home, "--session", session)
	code, took := p.exit(t, start)
	t.Logf("tap of a session killed -9 (zombie) ended in %s", took)
	if code != 0 || !strings.Contains(p.stdout.String(), "prompt  wait for go") || strings.Contains(p.stderr.String(), "no servers") {
		t.Errorf("tap right after kill -9: exit %d\nstdout:\n%s\nstderr:\n%s", code, p.stdout.String(), p.stderr.String())
	}
	if _, err := os.Stat(epPath); !os.IsNotExist(err) {
		t.Errorf("stale bus.json kept: %v", err)
	}
	_ = cmd.Wait()
	reaped = true
}

// procState is the state letter of pid in /proc, 0 when unreadable.
func procState(pid int) byte {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0
	}
	i := bytes.LastIndexByte(stat, ')')
	if i < 0 || i+2 >= len(stat) {
		return 0
	}
	return stat[i+2]
}

// --listen 0.0.0.0:0 records a URL another machine can dial (this host's
// address, not 127.0.0.1), and a tap through that URL works.
func TestListenEverywhereRecordsAReachableURL(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	script := filepath.Join(t.TempDir(), "s.yaml")
	if err := os.WriteFile(script, []byte(listenScript), 0o644); err != nil {
		t.Fatal(err)
	}
	p := startProc(t, home, ws, "run", "--listen", "0.0.0.0:0", "--model", "script:"+script, "wait for go")
	var ep bus.Endpoint
	var session string
	for deadline := time.Now().Add(30 * time.Second); ep.URL == ""; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no bus.json\n%s", &p.stderr)
		}
		if m, _ := filepath.Glob(filepath.Join(home, "sessions", "*", bus.EndpointFile)); len(m) == 1 {
			ep, _ = bus.ReadEndpoint(m[0])
			session = filepath.Base(filepath.Dir(m[0]))
		}
	}
	u, err := url.Parse(ep.URL)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("recorded URL %s", ep.URL)
	if nonLoopback() {
		if ip := net.ParseIP(u.Hostname()); u.Hostname() == "localhost" || (ip != nil && (ip.IsLoopback() || ip.IsUnspecified())) {
			t.Errorf("URL %s names loopback or nothing; this machine has other addresses", ep.URL)
		}
	}
	tp := startTap(t, home, "--session", session, "--since", "start", "--count", "1")
	if code, _ := tp.exit(t, time.Now()); code != 0 || !strings.Contains(tp.stdout.String(), "prompt  wait for go") {
		t.Errorf("tap through %s: exit %d\n%s\n%s", ep.URL, code, tp.stdout.String(), tp.stderr.String())
	}
	if err := os.WriteFile(filepath.Join(ws, "go"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if code := p.wait(t); code != 0 {
		t.Errorf("run exit %d\n%s", code, &p.stderr)
	}
}

// nonLoopback reports whether an interface that is up has an address off
// loopback (not link-local).
func nonLoopback() bool {
	ifs, _ := net.Interfaces()
	for _, ifc := range ifs {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, _ := ifc.Addrs()
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() && !n.IP.IsLinkLocalUnicast() {
				return true
			}
		}
	}
	return false
}

// Flags that only mean something with --listen say so: exit 2.
func TestListenFlagsNeedListen(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	for _, args := range [][]string{{"--insecure"}, {"--listen-control"}, {"--insecure", "--listen-control"}} {
		p := startProc(t, home, ws, append(append([]string{"run"}, args...), "--model", "script:/nonexistent", "hi")...)
		if code := p.wait(t); code != 2 || !strings.Contains(p.stderr.String(), "need --listen ADDR") && !strings.Contains(p.stderr.String(), "needs --listen ADDR") {
			t.Errorf("run %v: exit %d, want 2\n%s", args, code, &p.stderr)
		}
	}
	p := startProc(t, home, ws, "bus", "tap", "--type", "tool_results")
	if code := p.wait(t); code != 2 || !strings.Contains(p.stderr.String(), `unknown message type "tool_results"`) {
		t.Errorf("tap --type tool_results: exit %d\n%s", code, &p.stderr)
	}
}

// syncBuffer is a bytes.Buffer a process writes while the test reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
