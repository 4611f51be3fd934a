package netproxy

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httputil"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Decider says whether a client may reach host (a name or an address, as
// the client wrote it) on port; a non-nil error is the refusal, and its
// text is what the client is told. It may block while a person decides.
type Decider interface {
	Decide(ctx context.Context, host string, port int) error
}

// DeciderFunc adapts a function to Decider.
type DeciderFunc func(ctx context.Context, host string, port int) error

// Decide implements Decider.
func (f DeciderFunc) Decide(ctx context.Context, host string, port int) error {
	return f(ctx, host, port)
}

// Resolver looks a name up (net.Resolver is one; tests map names of
// their own).
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// Options configure a Proxy; the zero value listens on a loopback port,
// resolves with the system's resolver and reaches only public addresses.
type Options struct {
	// Listen is the address to listen on; "" is 127.0.0.1:0.
	Listen string
	// Resolver resolves names; nil is net.DefaultResolver.
	Resolver Resolver
	// Dial connects to a checked address; nil is a net.Dialer's.
	Dial func(ctx context.Context, network, addr string) (net.Conn, error)
	// Reachable are non-public addresses (loopback, private, ...) the
	// proxy may reach anyway: what the person allowed by address.
	Reachable []netip.Prefix
	// DialTimeout bounds one connect; 0 is 30s.
	DialTimeout time.Duration
}

// Proxy is a running proxy; see the package comment.
type Proxy struct {
	o      Options
	ln     net.Listener
	srv    *http.Server
	rp     *httputil.ReverseProxy
	served chan struct{}

	mu      sync.Mutex
	clients map[string]*Client // by token
	tunnels map[net.Conn]bool
	closed  bool
	wg      sync.WaitGroup // tunnels' copy goroutines
}

// withDefaults fills o's zero fields.
func (o Options) withDefaults() Options {
	if o.Listen == "" {
		o.Listen = "127.0.0.1:0"
	}
	if o.Resolver == nil {
		o.Resolver = net.DefaultResolver
	}
	if o.DialTimeout == 0 {
		o.DialTimeout = 30 * time.Second
	}
	if o.Dial == nil {
		d := &net.Dialer{Timeout: o.DialTimeout}
		o.Dial = d.DialContext
	}
	return o
}

// Dialer returns a dial function that connects only where the proxy
// would for a client d decides (decided, resolved, a non-public address
// refused unless o allows it, the checked address dialled): for troupe's
// own requests (web_fetch), which need no proxy in between.
func Dialer(o Options, d Decider) func(ctx context.Context, network, addr string) (net.Conn, error) {
	p := &Proxy{o: o.withDefaults()}
	c := &Client{p: p, d: d}
	return func(ctx context.Context, _, addr string) (net.Conn, error) {
		host, port, err := hostPort(addr, "")
		if err != nil {
			return nil, err
		}
		t, err := p.check(ctx, c, host, port)
		if err != nil {
			return nil, err
		}
		return p.dial(ctx, t)
	}
}

// Start listens and serves until Close.
func Start(o Options) (*Proxy, error) {
	o = o.withDefaults()
	ln, err := net.Listen("tcp", o.Listen)
	if err != nil {
		return nil, fmt.Errorf("netproxy: listen: %w", err)
	}
	p := &Proxy{o: o, ln: ln, served: make(chan struct{}), clients: map[string]*Client{}, tunnels: map[net.Conn]bool{}}
	tr := &http.Transport{DialContext: p.dialChecked, ForceAttemptHTTP2: false, MaxIdleConnsPerHost: 8,
		IdleConnTimeout: 90 * time.Second, TLSHandshakeTimeout: 15 * time.Second}
	p.rp = &httputil.ReverseProxy{
		Transport: tr,
		Rewrite: func(pr *httputil.ProxyRequest) {
			// The URL the request was checked by is where it goes, and the
			// Host it carries: a Host header naming another host changes
			// neither.
			u := *pr.In.URL
			pr.Out.URL = &u
			pr.Out.Host = ""
		},
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			var ref *refusal
			if errors.As(err, &ref) {
				http.Error(w, ref.Error(), http.StatusForbidden)
				return
			}
			http.Error(w, "troupe proxy: "+err.Error(), http.StatusBadGateway)
		},
	}
	p.srv = &http.Server{Handler: p, ReadHeaderTimeout: 30 * time.Second, ErrorLog: nil}
	go func() {
		defer close(p.served)
		_ = p.srv.Serve(ln) // ends with Close
	}()
	return p, nil
}

// Addr is the address the proxy listens on (127.0.0.1:PORT).
func (p *Proxy) Addr() string { return p.ln.Addr().String() }

// Close stops the proxy: the listener, every connection and tunnel; it
// waits for the goroutines it started.
func (p *Proxy) Close() error {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil
	}
	p.closed = true
	for c := range p.tunnels {
		_ = c.Close()
	}
	p.mu.Unlock()
	err := p.srv.Close()
	<-p.served
	p.wg.Wait()
	p.rp.Transport.(*http.Transport).CloseIdleConnections()
	return err
}

// Client is one command's (or tool call's) way through the proxy: its
// token names its Decider. Close it when the command ends.
type Client struct {
	p     *Proxy
	token string
	d     Decider

	mu      sync.Mutex
	refused []string
}

// Register returns a client whose requests d decides.
func (p *Proxy) Register(d Decider) *Client {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	c := &Client{p: p, token: hex.EncodeToString(b), d: d}
	p.mu.Lock()
	p.clients[c.token] = c
	p.mu.Unlock()
	return c
}

// Close ends the client: its token is refused from now on.
func (c *Client) Close() {
	c.p.mu.Lock()
	delete(c.p.clients, c.token)
	c.p.mu.Unlock()
}

// URL is the proxy URL a command is given, with the client's token.
func (c *Client) URL() string { return "http://troupe:" + c.token + "@" + c.p.Addr() }

// Env is the environment that sends a command's HTTP, HTTPS and other
// traffic through the proxy (both spellings; NO_PROXY emptied, so that
// nothing is meant to go around it).
func (c *Client) Env() []string {
	u := c.URL()
	var out []string
	for _, k := range []string{"HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY"} {
		out = append(out, k+"="+u, strings.ToLower(k)+"="+u)
	}
	return append(out, "NO_PROXY=", "no_proxy=")
}

// Refused lists what the proxy refused this client ("host: why"), once
// each, in order.
func (c *Client) Refused() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.refused...)
}

func (c *Client) note(why string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, r := range c.refused {
		if r == why {
			return
		}
	}
	c.refused = append(c.refused, why)
}

// client returns the client the request's Proxy-Authorization names.
func (p *Proxy) client(r *http.Request) *Client {
	auth := r.Header.Get("Proxy-Authorization")
	enc, ok := strings.CutPrefix(auth, "Basic ")
	if !ok {
		return nil
	}
	raw, err := base64.StdEncoding.DecodeString(strings.TrimSpace(enc))
	if err != nil {
		return nil
	}
	_, token, _ := strings.Cut(string(raw), ":")
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.clients[token]
}

// refusal is a request the proxy will not make.
type refusal struct{ host, why string }

func (r *refusal) Error() string { return "troupe proxy refused " + r.host + ": " + r.why }

// ServeHTTP handles one request from a client.
func (p *Proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	c := p.client(r)
	if c == nil {
		w.Header().Set("Proxy-Authenticate", `Basic realm="troupe"`)
		http.Error(w, "troupe proxy: this proxy serves troupe's sandboxed commands only (no or unknown token)", http.StatusProxyAuthRequired)
		return
	}
	if r.Method == http.MethodConnect {
		p.connect(w, r, c)
		return
	}
	if !r.URL.IsAbs() || r.URL.Host == "" || (r.URL.Scheme != "http" && r.URL.Scheme != "https") {
		http.Error(w, "troupe proxy: want an absolute http:// URL (or CONNECT)", http.StatusBadRequest)
		return
	}
	host, port, err := hostPort(r.URL.Host, r.URL.Scheme)
	if err != nil {
		http.Error(w, "troupe proxy: "+err.Error(), http.StatusBadRequest)
		return
	}
	t, err := p.check(r.Context(), c, host, port)
	if err != nil {
		http.Error(w, err.Error(), http.StatusForbidden)
		return
	}
	r = r.WithContext(context.WithValue(r.Context(), targetKey{}, t))
	r.Header.Del("Proxy-Authorization")
	p.rp.ServeHTTP(w, r)
}

// hostPort splits an authority; the port defaults by scheme.
func hostPort(authority, scheme string) (string, int, error) {
	host, ps, err := net.SplitHostPort(authority)
	if err != nil {
		host, ps = authority, ""
		if scheme == "https" {
			ps = "443"
		} else if scheme == "http" {
			ps = "80"
		}
	}
	port, err := strconv.Atoi(ps)
	if err != nil || port <= 0 || port > 65535 {
		return "", 0, fmt.Errorf("bad port in %q", authority)
	}
	host = normHost(host)
	if host == "" {
		return "", 0, fmt.Errorf("no host in %q", authority)
	}
	return host, port, nil
}

// target is a checked destination: the host as asked and the addresses
// it resolved to, all of them allowed.
type target struct {
	host  string
	port  int
	addrs []netip.Addr
}

type targetKey struct{}

// check asks the client's decider about host, then resolves it and
// checks every address it has.
func (p *Proxy) check(ctx context.Context, c *Client, host string, port int) (target, error) {
	t := target{host: host, port: port}
	if err := c.d.Decide(ctx, host, port); err != nil {
		ref := &refusal{host: host, why: err.Error()}
		c.note(host + ": " + err.Error())
		return t, ref
	}
	addrs, err := p.resolve(ctx, host)
	if err != nil {
		return t, &refusal{host: host, why: err.Error()}
	}
	for _, a := range addrs {
		if !Public(a) && !p.reachable(a) {
			why := fmt.Sprintf("%s resolves to %s, which is not a public address (loopback, private or reserved); "+
				"to allow it, add %q to sandbox.network_allow in your own config", host, a, a.String())
			c.note(host + ": " + why)
			return t, &refusal{host: host, why: why}
		}
	}
	t.addrs = addrs
	return t, nil
}

func (p *Proxy) reachable(a netip.Addr) bool {
	for _, pre := range p.o.Reachable {
		if pre.Contains(a.Unmap()) {
			return true
		}
	}
	return false
}

// resolve returns host's addresses: the address itself when it is one.
func (p *Proxy) resolve(ctx context.Context, host string) ([]netip.Addr, error) {
	if a, err := netip.ParseAddr(host); err == nil {
		return []netip.Addr{a.WithZone("")}, nil
	}
	addrs, err := p.o.Resolver.LookupNetIP(ctx, "ip", host)
	if err != nil {
		return nil, fmt.Errorf("cannot resolve %s: %w", host, err)
	}
	if len(addrs) == 0 {
		return nil, fmt.Errorf("%s has no address", host)
	}
	for i := range addrs {
		addrs[i] = addrs[i].WithZone("")
	}
	return addrs, nil
}

// dial connects to one of t's checked addresses.
func (p *Proxy) dial(ctx context.Context, t target) (net.Conn, error) {
	ctx, cancel := context.WithTimeout(ctx, p.o.DialTimeout)
	defer cancel()
	var errs []error
	for _, a := range t.addrs {
		conn, err := p.o.Dial(ctx, "tcp", netip.AddrPortFrom(a, uint16(t.port)).String())
		if err == nil {
			return conn, nil
		}
		errs = append(errs, err)
	}
	return nil, fmt.Errorf("connect to %s: %w", t.host, errors.Join(errs...))
}

// dialChecked is the transport's dialer: it connects only to the target
// the request was checked for (the request carries it).
func (p *Proxy) dialChecked(ctx context.Context, _, addr string) (net.Conn, error) {
	t, ok := ctx.Value(targetKey{}).(target)
	if !ok {
		return nil, &refusal{host: addr, why: "not checked"}
	}
	host, port, err := hostPort(addr, "")
	if err != nil || host != t.host || port != t.port {
		return nil, &refusal{host: addr, why: "not the host the request was checked for"}
	}
	return p.dial(ctx, t)
}

// connect serves CONNECT: a tunnel to the checked host.
func (p *Proxy) connect(w http.ResponseWriter, r *http.Request, c *Client) {
	host, port, err := hostPort(r.Host, "")
	if err != nil {
		http.Error(w, "troupe proxy: CONNECT needs host:port: "+err.Error(), http.StatusBadRequest)
		return
	}
	t, err := p.check(r.Context(), c, host, port)
	if err != nil {
		http.Error(w, err.Error(), http.StatusForbidden)
		return
	}
	up, err := p.dial(r.Context(), t)
	if err != nil {
		http.Error(w, "troupe proxy: "+err.Error(), http.StatusBadGateway)
		return
	}
	hj, ok := w.(http.Hijacker)
	if !ok {
		up.Close()
		http.Error(w, "troupe proxy: cannot tunnel", http.StatusInternalServerError)
		return
	}
	down, buf, err := hj.Hijack()
	if err != nil {
		up.Close()
		return
	}
	if !p.track(down, up) {
		down.Close()
		up.Close()
		return
	}
	if _, err := down.Write([]byte("HTTP/1.1 200 Connection established\r\n\r\n")); err != nil {
		p.untrack(down, up)
		return
	}
	p.wg.Add(2)
	var once sync.Once
	end := func() { once.Do(func() { p.untrack(down, up) }) }
	go func() { // client → host, starting with what the server already read
		defer p.wg.Done()
		_, _ = io.Copy(up, buf.Reader)
		closeWrite(up)
	}()
	go func() {
		defer p.wg.Done()
		defer end()
		_, _ = io.Copy(down, up)
	}()
}

// closeWrite half-closes a TCP connection (the other side sees EOF).
func closeWrite(c net.Conn) {
	if tc, ok := c.(interface{ CloseWrite() error }); ok {
		_ = tc.CloseWrite()
		return
	}
	_ = c.Close()
}

// track records a tunnel's connections so Close can end them; false when
// the proxy is closing.
func (p *Proxy) track(conns ...net.Conn) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return false
	}
	for _, c := range conns {
		p.tunnels[c] = true
	}
	return true
}

func (p *Proxy) untrack(conns ...net.Conn) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range conns {
		delete(p.tunnels, c)
		_ = c.Close()
	}
}
