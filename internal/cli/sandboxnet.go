package cli

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"

	"troupe/internal/netproxy"
	"troupe/internal/sandbox"
)

// checkNames resolves the names the network checks use, to the local
// server they start; any other name is unknown.
type checkNames map[string]string

func (n checkNames) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	if a, ok := n[host]; ok {
		return []netip.Addr{netip.MustParseAddr(a)}, nil
	}
	return nil, fmt.Errorf("no such host %s", host)
}

// networkChecks are the checks of a command granted the network through
// troupe's proxy: a local server is reached under an allowed name through
// the proxy, and not under an unlisted name, nor under a name that
// resolves to loopback without the address allowed, nor directly (a TCP
// connect around the proxy). The requests are written by bash to
// /dev/tcp, as a program that ignores the proxy variables would.
func networkChecks() ([]sandboxCheck, func(), error) {
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		return nil, nil, err
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { fmt.Fprintln(w, "ok") })}
	done := make(chan struct{})
	go func() { defer close(done); _ = srv.Serve(ln) }() // until cleanup
	px, err := netproxy.Start(netproxy.Options{
		Resolver:  checkNames{"allowed.check": "127.0.0.1", "other.check": "127.0.0.1", "loop.check": "127.0.0.1"},
		Reachable: netproxy.Prefixes([]string{"127.0.0.1"}),
	})
	if err != nil {
		srv.Close()
		<-done
		return nil, nil, err
	}
	client := px.Register(netproxy.DeciderFunc(func(_ context.Context, host string, _ int) error {
		if host == "allowed.check" {
			return nil
		}
		return errors.New("not on the list")
	}))
	loopProxy, err := netproxy.Start(netproxy.Options{Resolver: checkNames{"loop.check": "127.0.0.1"}})
	if err != nil {
		px.Close()
		srv.Close()
		<-done
		return nil, nil, err
	}
	loopClient := loopProxy.Register(netproxy.DeciderFunc(func(context.Context, string, int) error { return nil }))
	cleanup := func() {
		client.Close()
		loopClient.Close()
		_ = px.Close()
		_ = loopProxy.Close()
		_ = srv.Close()
		<-done
	}
	port := ln.Addr().(*net.TCPAddr).Port
	get := func(p *netproxy.Proxy, c *netproxy.Client, host string) string {
		_, pport, _ := net.SplitHostPort(p.Addr())
		auth := base64.StdEncoding.EncodeToString([]byte("troupe:" + tokenOf(c)))
		return fmt.Sprintf(`exec 3<>/dev/tcp/127.0.0.1/%s && printf 'GET http://%s:%d/ HTTP/1.0\r\nProxy-Authorization: Basic %s\r\n\r\n' >&3 && head -1 <&3 | grep -q " 200 "`,
			pport, host, port, auth)
	}
	via := func(p *netproxy.Proxy) func(*sandbox.Policy) {
		return func(q *sandbox.Policy) { q.Network, q.Proxy = false, p.Addr() }
	}
	checks := []sandboxCheck{
		{check: "network granted: an allowed name through troupe's proxy", want: "allowed", succeed: true,
			script: get(px, client, "allowed.check"), tweak: via(px)},
		{check: "network granted: an unlisted name through the proxy", want: "denied", script: get(px, client, "other.check"), tweak: via(px)},
		{check: "network granted: a name resolving to loopback", want: "denied", script: get(loopProxy, loopClient, "loop.check"), tweak: via(loopProxy)},
		{check: "network granted: TCP connect around the proxy", want: "denied",
			script: fmt.Sprintf("exec 3<>/dev/tcp/127.0.0.1/%d", port), tweak: via(px)},
	}
	return checks, cleanup, nil
}

// tokenOf is a client's token, from its proxy URL.
func tokenOf(c *netproxy.Client) string {
	u := c.URL()
	const p = "http://troupe:"
	for i := len(p); i < len(u); i++ {
		if u[i] == '@' {
			return u[len(p):i]
		}
	}
	return ""
}
