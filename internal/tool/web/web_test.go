package web

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync/atomic"
	"testing"

	"troupe/internal/netproxy"
	"troupe/internal/tool"
)

type names map[string]string

func (n names) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	if a, ok := n[host]; ok {
		return []netip.Addr{netip.MustParseAddr(a)}, nil
	}
	return nil, fmt.Errorf("no such host %s", host)
}

// only allows the hosts listed.
func only(hosts ...string) tool.Hosts {
	return netproxy.DeciderFunc(func(_ context.Context, host string, _ int) error {
		for _, h := range hosts {
			if h == host {
				return nil
			}
		}
		return errors.New(host + " is not on the list")
	})
}

const page = `<html><head><title>The Title</title><script>alert("x")</script><style>p{}</style></head>
<body><nav>menu</nav><h1>Heading</h1><p>Some <b>bold</b> and <a href="/next">a link</a>.</p>
<ul><li>one</li><li>two</li></ul><pre><code>x := 1
y := 2</code></pre><table><tr><th>k</th><th>v</th></tr><tr><td>a</td><td>1</td></tr></table></body></html>`

func TestWebFetch(t *testing.T) {
	var evilHits atomic.Int32
	evil := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { evilHits.Add(1) }))
	t.Cleanup(evil.Close)
	_, evilPort, _ := net.SplitHostPort(evil.Listener.Addr().String())
	mux := http.NewServeMux()
	mux.HandleFunc("/page", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, page)
	})
	mux.HandleFunc("/away", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "http://evil.test:"+evilPort+"/", http.StatusFound)
	})
	mux.HandleFunc("/huge", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		for range 3000 {
			fmt.Fprint(w, strings.Repeat("lorem ipsum ", 100))
		}
	})
	mux.HandleFunc("/json", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `{"a": 1}`)
	})
	mux.HandleFunc("/bin", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "image/png")
		w.Write([]byte("\x89PNG\r\n\x1a\nxxxx"))
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
	o := Options{Net: netproxy.Options{Resolver: names{"docs.test": "127.0.0.1", "evil.test": "127.0.0.1", "loop.test": "127.0.0.1"},
		Reachable: netproxy.Prefixes([]string{"127.0.0.1"})}, MaxBytes: 1 << 20, MaxChars: 50_000}
	tests := []struct {
		name, url, format string
		hosts             tool.Hosts
		wantErr           bool
		want, not         []string
	}{
		{"an HTML page as Markdown", "http://docs.test:" + port + "/page", "", only("docs.test"), false,
			[]string{"# The Title", "# Heading", "Some **bold** and [a link](/next).", "- one\n- two", "```\nx := 1\ny := 2\n```", "| k | v |", "| a | 1 |"},
			[]string{"alert", "menu", "p{}"}},
		{"as text", "http://docs.test:" + port + "/page", "text", only("docs.test"), false, []string{"Heading", "bold"}, []string{"**"}},
		{"as HTML", "http://docs.test:" + port + "/page", "html", only("docs.test"), false, []string{"<h1>Heading</h1>"}, nil},
		{"a redirect to a denied host", "http://docs.test:" + port + "/away", "", only("docs.test"), true,
			[]string{"troupe proxy refused evil.test", "evil.test is not on the list"}, nil},
		{"a host not allowed", "http://evil.test:" + evilPort + "/", "", only("docs.test"), true, []string{"refused evil.test"}, nil},
		{"a huge page: cut", "http://docs.test:" + port + "/huge", "", only("docs.test"), false,
			[]string{"[the body was cut at 1048576 bytes]", "[cut: 50000 of"}, nil},
		{"JSON as it is", "http://docs.test:" + port + "/json", "", only("docs.test"), false, []string{`{"a": 1}`}, nil},
		{"not text", "http://docs.test:" + port + "/bin", "", only("docs.test"), false, []string{"bytes of image/png: not text"}, []string{"PNG"}},
		{"a file: URL", "file:///etc/passwd", "", only("docs.test"), true, []string{"want an http"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args, _ := json.Marshal(fetchArgs{URL: tt.url, Format: tt.format})
			res, err := Fetch(o).Run(tool.WithHosts(context.Background(), tt.hosts), tool.Env{}, args)
			if err != nil {
				t.Fatal(err)
			}
			if res.IsError != tt.wantErr {
				t.Fatalf("error = %v, want %v:\n%s", res.IsError, tt.wantErr, res.Content)
			}
			for _, w := range tt.want {
				if !strings.Contains(res.Content, w) {
					t.Errorf("result lacks %q:\n%s", w, res.Content)
				}
			}
			for _, n := range tt.not {
				if strings.Contains(res.Content, n) {
					t.Errorf("result has %q:\n%s", n, res.Content)
				}
			}
		})
	}
	if n := evilHits.Load(); n != 0 {
		t.Fatalf("the denied host was reached %d times", n)
	}
	// Allowed by name but resolving to loopback, with no address allowed.
	strict := Options{Net: netproxy.Options{Resolver: names{"loop.test": "127.0.0.1"}}}
	args, _ := json.Marshal(fetchArgs{URL: "http://loop.test:" + port + "/page"})
	res, _ := Fetch(strict).Run(tool.WithHosts(context.Background(), only("loop.test")), tool.Env{}, args)
	if !res.IsError || !strings.Contains(res.Content, "not a public address") {
		t.Fatalf("a name resolving to loopback: %+v", res)
	}
	// No host decisions in the context and none configured: refused.
	res, _ = Fetch(o).Run(context.Background(), tool.Env{}, args)
	if !res.IsError || !strings.Contains(res.Content, "sandbox.network_allow") {
		t.Fatalf("without host decisions: %+v", res)
	}
}

func TestWebSearch(t *testing.T) {
	var gotKey, gotQuery atomic.Value
	mux := http.NewServeMux()
	mux.HandleFunc("/search", func(w http.ResponseWriter, r *http.Request) { // SearXNG
		gotQuery.Store(r.URL.Query().Get("q") + "|" + r.URL.Query().Get("format"))
		fmt.Fprint(w, `{"query":"go","number_of_results":2,"results":[
			{"url":"https://go.dev/","title":"The Go Programming Language","content":"Go is an open source language.","engine":"x"},
			{"url":"https://pkg.go.dev/","title":"Go Packages","content":"Search packages.","engine":"y"}],"answers":[],"suggestions":[]}`)
	})
	mux.HandleFunc("/res/v1/web/search", func(w http.ResponseWriter, r *http.Request) { // Brave
		gotKey.Store(r.Header.Get("X-Subscription-Token"))
		fmt.Fprint(w, `{"type":"search","query":{"original":"go"},"web":{"type":"search","results":[
			{"title":"The Go Programming Language","url":"https://go.dev/","description":"<strong>Go</strong> is fast.","language":"en"}]}}`)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	env := map[string]string{"BRAVE_KEY": "sekrit-key"}
	getenv := func(k string) string { return env[k] }
	run := func(o Options, q string) (string, bool) {
		args, _ := json.Marshal(searchArgs{Query: q})
		res, err := SearchTool(o).Run(context.Background(), tool.Env{}, args)
		if err != nil {
			t.Fatal(err)
		}
		return res.Content, res.IsError
	}
	out, isErr := run(Options{Search: Search{Backend: "searxng", URL: srv.URL}}, "go lang")
	if isErr || !strings.Contains(out, "1. The Go Programming Language\n   https://go.dev/\n   Go is an open source language.") || !strings.Contains(out, "2. Go Packages") {
		t.Fatalf("searxng:\n%s", out)
	}
	if q := gotQuery.Load(); q != "go lang|json" {
		t.Errorf("searxng was asked %q", q)
	}
	brave := Options{Search: Search{Backend: "brave", URL: srv.URL + "/res/v1/web/search", KeyEnv: "BRAVE_KEY"}, Getenv: getenv}
	out, isErr = run(brave, "go")
	if isErr || !strings.Contains(out, "1. The Go Programming Language\n   https://go.dev/\n   Go is fast.") {
		t.Fatalf("brave:\n%s", out)
	}
	if k := gotKey.Load(); k != "sekrit-key" {
		t.Errorf("brave got key %q", k)
	}
	if strings.Contains(out, "sekrit") {
		t.Errorf("the key is in the result")
	}
	env = map[string]string{}
	if out, isErr = run(brave, "go"); !isErr || !strings.Contains(out, "BRAVE_KEY") {
		t.Errorf("without a key: %s", out)
	}
	if out, isErr = run(Options{Search: Search{Backend: "searxng", URL: srv.URL + "/nothing"}}, "go"); !isErr {
		t.Errorf("a 404 backend: %s", out)
	}
}
