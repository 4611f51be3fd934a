package cli_test

import (
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// TestWebFetchThroughTheBinary: `troupe run` with web_fetch against local
// servers under names the user's config maps: a page allowed by the
// user's sandbox.network_allow comes back as Markdown, a page allowed by
// the project's WebFetch(domain:…) rule too; a redirect to an unlisted
// name and an unlisted name are refused (nobody to ask) and never
// reached; a huge page is cut and offloaded to the scratch.
func TestWebFetchThroughTheBinary(t *testing.T) {
	home, ws, cfg := t.TempDir(), t.TempDir(), t.TempDir()
	ln, err := net.Listen("tcp4", "127.0.0.2:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var hosts []string
	mux := http.NewServeMux()
	mux.HandleFunc("/page", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, "<html><head><title>Docs</title></head><body><h2>Install</h2><p>Run <code>make</code>.</p></body></html>")
	})
	mux.HandleFunc("/away", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "http://evil.test:"+portOf(ln)+"/page", http.StatusFound)
	})
	mux.HandleFunc("/huge", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		for range 2000 {
			fmt.Fprintln(w, strings.Repeat("word ", 40))
		}
	})
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		hosts = append(hosts, r.Host)
		mu.Unlock()
		mux.ServeHTTP(w, r)
	})}
	done := make(chan struct{})
	go func() { defer close(done); _ = srv.Serve(ln) }()
	t.Cleanup(func() { srv.Close(); <-done })
	port := portOf(ln)
	writeFile(t, cfg, "troupe/config.yaml", `sandbox:
  network_allow: [docs.test, 127.0.0.2]
  network_hosts: {docs.test: 127.0.0.2, claude.test: 127.0.0.2, evil.test: 127.0.0.2}
`)
	writeFile(t, ws, ".claude/settings.json", `{"permissions": {"allow": ["WebFetch(domain:claude.test)"]}}`)
	fetch := func(u string) string { return fmt.Sprintf(`{name: web_fetch, args: {url: "%s"}}`, u) }
	base := "http://docs.test:" + port
	script := writeFile(t, t.TempDir(), "s.yaml", `
turns:
  - agent: main
    tool_calls: [`+fetch(base+"/page")+`]
  - agent: main
    tool_calls: [`+fetch("http://claude.test:"+port+"/page")+`]
  - agent: main
    tool_calls: [`+fetch(base+"/away")+`]
  - agent: main
    tool_calls: [`+fetch("http://evil.test:"+port+"/page")+`]
  - agent: main
    tool_calls: [`+fetch(base+"/huge")+`]
  - {agent: main, text: done}
  - {agent: main, text: done}
`)
	p := startProcEnv(t, home, ws, []string{"XDG_CONFIG_HOME=" + cfg}, "run", "--trust", "--approval", "auto",
		"--output-format", "stream-json", "--model", "script:"+script, "go")
	if code := p.wait(t); code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, &p.stdout, &p.stderr)
	}
	out := p.stdout.String()
	for _, want := range []string{
		`"web_fetch"`, // offered
		`# Docs\n\n## Install\n\nRun ` + "`make`" + `.`,
		`troupe proxy refused evil.test: evil.test is not on the network allowlist and nobody can be asked in this run`,
		`[cut: 200000 of`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output lacks %q:\n%s", want, out)
		}
	}
	if n := strings.Count(out, "Run `make`."); n < 2 {
		t.Errorf("the page came back %d times, want 2 (docs.test by config, claude.test by the WebFetch rule)", n)
	}
	// The agent kept the huge result in a scratch file, as any tool's.
	var scratch []string
	filepath.WalkDir(home, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.Contains(d.Name(), "web_fetch") {
			if b, _ := os.ReadFile(path); strings.Contains(string(b), "word word") {
				scratch = append(scratch, path)
			}
		}
		return nil
	})
	if len(scratch) == 0 {
		t.Errorf("no scratch file holds the huge page under %s", home)
	}
	mu.Lock()
	defer mu.Unlock()
	for _, h := range hosts {
		if strings.HasPrefix(h, "evil.test") {
			t.Errorf("evil.test was reached: %q", hosts)
		}
	}
}

func portOf(ln net.Listener) string { _, p, _ := net.SplitHostPort(ln.Addr().String()); return p }
