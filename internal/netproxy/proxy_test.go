package netproxy

import (
	"bufio"
	"context"
	"crypto/tls"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"

	"go.uber.org/goleak"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// names maps host names to addresses, as a resolver of the test's own.
type names map[string]string

func (n names) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	a, ok := n[host]
	if !ok {
		return nil, fmt.Errorf("no such host %s", host)
	}
	return []netip.Addr{netip.MustParseAddr(a)}, nil
}

// allowList decides by a list of patterns.
func allowList(patterns ...string) Decider {
	return DeciderFunc(func(_ context.Context, host string, _ int) error {
		for _, p := range patterns {
			if MatchHost(p, host) {
				return nil
			}
		}
		return errors.New("not on the list")
	})
}

// server is a local server that counts its requests and records the Host
// it was asked for.
type server struct {
	*httptest.Server
	hits  atomic.Int32
	hosts chan string
}

func newServer(t testing.TB, tlsOn bool) *server {
	s := &server{hosts: make(chan string, 16)}
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.hits.Add(1)
		select {
		case s.hosts <- r.Host:
		default:
		}
		fmt.Fprint(w, "hello from "+r.Host)
	})
	if tlsOn {
		s.Server = httptest.NewTLSServer(h)
	} else {
		s.Server = httptest.NewServer(h)
	}
	t.Cleanup(s.Close)
	return s
}

func (s *server) port() string { _, p, _ := net.SplitHostPort(s.Listener.Addr().String()); return p }

func startProxy(t *testing.T, o Options) *Proxy {
	t.Helper()
	p, err := Start(o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := p.Close(); err != nil {
			t.Error(err)
		}
	})
	return p
}

// client is an HTTP client that goes through c (TLS trusting srv's
// certificate when given).
func client(t *testing.T, c *Client, tlsSrv *httptest.Server) *http.Client {
	u, err := url.Parse(c.URL())
	if err != nil {
		t.Fatal(err)
	}
	tr := &http.Transport{Proxy: http.ProxyURL(u), DisableKeepAlives: true}
	if tlsSrv != nil {
		tr.TLSClientConfig = tlsSrv.Client().Transport.(*http.Transport).TLSClientConfig.Clone()
		tr.TLSClientConfig.ServerName = "example.com" // the test certificate's name
	}
	t.Cleanup(tr.CloseIdleConnections)
	return &http.Client{Transport: tr}
}

func get(t *testing.T, hc *http.Client, u string) (int, string) {
	t.Helper()
	resp, err := hc.Get(u)
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

var loopback = []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}

func TestProxyByDomain(t *testing.T) {
	plain, secure := newServer(t, false), newServer(t, true)
	res := names{"allowed.test": "127.0.0.1", "sub.wild.test": "127.0.0.1", "other.test": "127.0.0.1", "wild.test": "127.0.0.1"}
	p := startProxy(t, Options{Resolver: res, Reachable: loopback})
	c := p.Register(allowList("allowed.test", "*.wild.test"))
	defer c.Close()
	hc := client(t, c, secure.Server)
	tests := []struct {
		name string
		url  string
		srv  *server
		want int
	}{
		{"plain http to an allowed name", "http://allowed.test:" + plain.port() + "/x", plain, 200},
		{"https (CONNECT) to an allowed name", "https://allowed.test:" + secure.port() + "/x", secure, 200},
		{"a wildcard's subdomain", "http://sub.wild.test:" + plain.port() + "/", plain, 200},
		{"a wildcard does not cover its apex", "http://wild.test:" + plain.port() + "/", plain, 403},
		{"an unlisted name over http", "http://other.test:" + plain.port() + "/", plain, 403},
		{"an unlisted name over CONNECT", "https://other.test:" + secure.port() + "/", secure, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := tt.srv.hits.Load()
			code, body := get(t, hc, tt.url)
			if code != tt.want {
				t.Fatalf("status %d (%s), want %d", code, body, tt.want)
			}
			reached := tt.srv.hits.Load() > before
			if reached != (tt.want == 200) {
				t.Fatalf("server reached: %v, want %v", reached, tt.want == 200)
			}
		})
	}
	if got := c.Refused(); len(got) != 2 { // other.test once, though refused twice
		t.Errorf("refusals recorded: %q, want wild.test and other.test", got)
	}
}

func TestProxyRefusesNonPublicAddresses(t *testing.T) {
	srv := newServer(t, false)
	secure := newServer(t, true)
	// The decider allows everything: only the address check stands.
	res := names{"loop.test": "127.0.0.1", "lan.test": "10.0.0.7", "mapped.test": "::ffff:127.0.0.1", "meta.test": "169.254.169.254"}
	p := startProxy(t, Options{Resolver: res})
	c := p.Register(allowList("*"))
	defer c.Close()
	hc := client(t, c, secure.Server)
	for _, u := range []string{
		"http://loop.test:" + srv.port() + "/",
		"https://loop.test:" + secure.port() + "/",
		"http://127.0.0.1:" + srv.port() + "/",
		"http://[::1]:" + srv.port() + "/",
		"http://mapped.test:" + srv.port() + "/",
		"http://lan.test/",
		"http://meta.test/latest/meta-data/",
		"http://0.0.0.0:" + srv.port() + "/",
	} {
		code, body := get(t, hc, u)
		if code == 200 {
			t.Errorf("%s: reached (%s)", u, body)
		}
	}
	if srv.hits.Load() != 0 || secure.hits.Load() != 0 {
		t.Fatalf("a loopback server was reached %d+%d times", srv.hits.Load(), secure.hits.Load())
	}
	if got := strings.Join(c.Refused(), "\n"); !strings.Contains(got, "sandbox.network_allow") {
		t.Errorf("the refusal does not name the setting: %s", got)
	}
	// Allowed explicitly by address, the same name goes through.
	p2 := startProxy(t, Options{Resolver: res, Reachable: Prefixes([]string{"127.0.0.0/8"})})
	c2 := p2.Register(allowList("loop.test"))
	defer c2.Close()
	if code, body := get(t, client(t, c2, nil), "http://loop.test:"+srv.port()+"/"); code != 200 {
		t.Fatalf("allowed by address: %d %s", code, body)
	}
}

// raw sends a request as bytes and returns the status line and body of
// each response (to pipelined requests), joined by " | ".
func raw(t *testing.T, p *Proxy, req string) string {
	t.Helper()
	conn, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := io.WriteString(conn, req); err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReader(conn)
	var out []string
	for n := strings.Count(req, " HTTP/1.1\r\n"); n > 0; n-- {
		resp, err := http.ReadResponse(br, nil)
		if err != nil {
			return strings.Join(append(out, "no response: "+err.Error()), " | ")
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		out = append(out, resp.Status+" "+strings.TrimSpace(string(b)))
		if resp.Close {
			break
		}
	}
	return strings.Join(out, " | ")
}

func TestProxyRequestTricks(t *testing.T) {
	good, evil := newServer(t, false), newServer(t, false)
	res := names{"good.test": "127.0.0.1", "evil.test": "127.0.0.2"}
	p := startProxy(t, Options{Resolver: res, Reachable: Prefixes([]string{"127.0.0.0/8"}),
		Dial: func(ctx context.Context, network, addr string) (net.Conn, error) {
			// 127.0.0.2 stands for evil's host: the dialer sends it there.
			if strings.HasPrefix(addr, "127.0.0.2:") {
				addr = evil.Listener.Addr().String()
			}
			var d net.Dialer
			return d.DialContext(ctx, network, addr)
		}})
	c := p.Register(allowList("good.test"))
	defer c.Close()
	auth := "Proxy-Authorization: Basic " + base64.StdEncoding.EncodeToString([]byte("troupe:"+c.token)) + "\r\n"
	gp := good.port()
	tests := []struct {
		name, req, want string
	}{
		{"absolute URI to good with a Host header naming evil",
			"GET http://good.test:" + gp + "/ HTTP/1.1\r\nHost: evil.test\r\n" + auth + "\r\n", "200"},
		{"absolute URI to evil with a Host header naming good",
			"GET http://evil.test:" + gp + "/ HTTP/1.1\r\nHost: good.test:" + gp + "\r\n" + auth + "\r\n", "403"},
		{"userinfo that looks like the good host",
			"GET http://good.test@evil.test:" + gp + "/ HTTP/1.1\r\nHost: good.test\r\n" + auth + "\r\n", "403"},
		{"origin-form, as to a server", "GET / HTTP/1.1\r\nHost: good.test:" + gp + "\r\n" + auth + "\r\n", "400"},
		{"CONNECT to evil with a Host header naming good",
			"CONNECT evil.test:" + gp + " HTTP/1.1\r\nHost: good.test:" + gp + "\r\n" + auth + "\r\n", "403"},
		{"no token", "GET http://good.test:" + gp + "/ HTTP/1.1\r\nHost: good.test\r\n\r\n", "407"},
		{"a made-up token", "GET http://good.test:" + gp + "/ HTTP/1.1\r\nHost: good.test\r\nProxy-Authorization: Basic " +
			base64.StdEncoding.EncodeToString([]byte("troupe:0000")) + "\r\n\r\n", "407"},
		// The chunked body ends at "0": what follows is a request of its
		// own, checked as such (refused), never a body good's server reads.
		{"smuggled request: both Content-Length and Transfer-Encoding",
			"POST http://good.test:" + gp + "/ HTTP/1.1\r\nHost: good.test\r\n" + auth +
				"Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET http://evil.test:" + gp + "/ HTTP/1.1\r\nHost: evil.test\r\n" + auth + "\r\n", "200 OK hello from good.test:" + gp + " | 403"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := raw(t, p, tt.req); !strings.HasPrefix(got, tt.want) {
				t.Fatalf("got %q, want status %s", got, tt.want)
			}
		})
	}
	if n := evil.hits.Load(); n != 0 {
		t.Fatalf("evil's server was reached %d times", n)
	}
	close(good.hosts)
	for h := range good.hosts {
		if h != "good.test:"+gp {
			t.Errorf("good's server was asked for Host %q", h)
		}
	}
	c.Close()
	if got := raw(t, p, "GET http://good.test:"+gp+"/ HTTP/1.1\r\nHost: good.test\r\n"+auth+"\r\n"); !strings.HasPrefix(got, "407") {
		t.Fatalf("a closed client's token: %q", got)
	}
}

func TestProxyTunnelCarriesTLS(t *testing.T) {
	secure := newServer(t, true)
	p := startProxy(t, Options{Resolver: names{"x.test": "127.0.0.1"}, Reachable: loopback})
	c := p.Register(allowList("x.test"))
	defer c.Close()
	conn, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "CONNECT x.test:%s HTTP/1.1\r\nHost: x.test:%s\r\nProxy-Authorization: Basic %s\r\n\r\n",
		secure.port(), secure.port(), base64.StdEncoding.EncodeToString([]byte("troupe:"+c.token)))
	br := bufio.NewReader(conn)
	resp, err := http.ReadResponse(br, &http.Request{Method: http.MethodConnect})
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("CONNECT: %v %v", resp, err)
	}
	cfg := secure.Client().Transport.(*http.Transport).TLSClientConfig.Clone()
	cfg.ServerName = "example.com"
	tc := tls.Client(conn, cfg)
	if err := tc.Handshake(); err != nil {
		t.Fatal(err)
	}
	fmt.Fprint(tc, "GET / HTTP/1.1\r\nHost: x.test\r\nConnection: close\r\n\r\n")
	out, _ := io.ReadAll(tc)
	if !strings.Contains(string(out), "hello from x.test") {
		t.Fatalf("through the tunnel: %q", out)
	}
}

func TestMatchHost(t *testing.T) {
	tests := []struct {
		pattern, host string
		want          bool
	}{
		{"example.com", "example.com", true},
		{"example.com", "EXAMPLE.com.", true},
		{"example.com", "www.example.com", false},
		{"*.example.com", "www.example.com", true},
		{"*.example.com", "a.b.example.com", true},
		{"*.example.com", "example.com", false},
		{"*.example.com", "badexample.com", false},
		{"*", "anything.test", true},
		{"127.0.0.1", "127.0.0.1", true},
		{"::1", "[::1]", true},
	}
	for _, tt := range tests {
		if got := MatchHost(tt.pattern, tt.host); got != tt.want {
			t.Errorf("MatchHost(%q, %q) = %v", tt.pattern, tt.host, got)
		}
	}
	for _, bad := range []string{"", "exa mple.com", "http://x.com", "a..b", "*x.com", "10.0.0.0/99"} {
		if ValidPattern(bad) == nil {
			t.Errorf("ValidPattern(%q) accepted", bad)
		}
	}
}
