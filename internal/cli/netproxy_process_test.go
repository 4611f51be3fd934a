package cli_test

import (
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
)

// hostServer serves HTTP on addr and records the Host of each request.
func hostServer(t *testing.T, addr string) (port string, hosts func() []string) {
	t.Helper()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var got []string
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		got = append(got, r.Host)
		mu.Unlock()
		fmt.Fprintln(w, "PAGE-FOR-"+r.Host)
	})}
	done := make(chan struct{})
	go func() { defer close(done); _ = srv.Serve(ln) }()
	t.Cleanup(func() { srv.Close(); <-done })
	_, port, _ = net.SplitHostPort(ln.Addr().String())
	return port, func() []string { mu.Lock(); defer mu.Unlock(); return append([]string(nil), got...) }
}

// TestNetworkByDomainThroughTheBinary: `troupe run` with the network on
// (through the proxy) and names the user's config maps to local servers:
// the allowed name is fetched; an unlisted name is refused with a note
// naming the setting (nobody to ask); a name that resolves to loopback is
// refused though allowed by name; a command that goes around the proxy
// reaches nothing; and the repository's own allowlist is ignored.
func TestNetworkByDomainThroughTheBinary(t *testing.T) {
	home, ws, cfg := t.TempDir(), t.TempDir(), t.TempDir()
	port, hosts := hostServer(t, "127.0.0.2:0")
	loopPort, loopHosts := hostServer(t, "127.0.0.1:0")
	writeFile(t, cfg, "troupe/config.yaml", `sandbox:
  network: true
  network_allow: [allowed.test, loop.test, 127.0.0.2]
  network_hosts: {allowed.test: 127.0.0.2, other.test: 127.0.0.2, loop.test: 127.0.0.1}
`)
	writeFile(t, ws, ".troupe/config.yaml", "sandbox:\n  network_allow: [\"*\", 127.0.0.1]\n")
	script := writeFile(t, t.TempDir(), "s.yaml", fmt.Sprintf(`
turns:
  - agent: main
    tool_calls: [{name: bash, args: {command: "curl -sS http://allowed.test:%[1]s/a"}}]
  - agent: main
    tool_calls: [{name: bash, args: {command: "curl -sS https://other.test:%[1]s/b"}}]
  - agent: main
    tool_calls: [{name: bash, args: {command: "curl -sS http://loop.test:%[2]s/c"}}]
  - agent: main
    tool_calls: [{name: bash, args: {command: "curl -sS --noproxy '*' http://127.0.0.2:%[1]s/d; curl -sS --noproxy '*' http://127.0.0.1:%[2]s/e"}}]
  - {agent: main, text: done}
  - {agent: main, text: done}
`, port, loopPort))
	p := startProcEnv(t, home, ws, []string{"XDG_CONFIG_HOME=" + cfg}, "run", "--trust", "--approval", "auto",
		"--output-format", "stream-json", "--model", "script:"+script, "go")
	if code := p.wait(t); code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, &p.stdout, &p.stderr)
	}
	out := p.stdout.String()
	if got := hosts(); len(got) != 1 || got[0] != "allowed.test:"+port {
		t.Errorf("the server was asked for %q, want only allowed.test\n%s", got, out)
	}
	if got := loopHosts(); len(got) != 0 {
		t.Errorf("the loopback server was reached: %q", got)
	}
	for _, want := range []string{
		"PAGE-FOR-allowed.test",
		`the network proxy refused: other.test: other.test is not on the network allowlist and nobody can be asked in this run; allow it with sandbox.network_allow`,
		`loop.test resolves to 127.0.0.1, which is not a public address`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(p.stderr.String(), "sandbox.network_allow ignored") {
		t.Errorf("the repository's allowlist was not reported as ignored:\n%s", &p.stderr)
	}
}
