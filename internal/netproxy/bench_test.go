package netproxy

import (
	"io"
	"net/http"
	"net/url"
	"testing"
	"time"
)

// BenchmarkProxiedGet measures an HTTP GET of a small page through the
// proxy (plain HTTP, and HTTPS through a CONNECT tunnel) against the same
// GET made directly, in the same run, with keep-alive clients on both
// sides; the ratio is reported as proxied/direct.
func BenchmarkProxiedGet(b *testing.B) {
	for _, tlsOn := range []bool{false, true} {
		name := "http"
		if tlsOn {
			name = "https"
		}
		b.Run(name, func(b *testing.B) {
			srv := newServer(b, tlsOn)
			p, err := Start(Options{Resolver: names{"bench.test": "127.0.0.1"}, Reachable: loopback})
			if err != nil {
				b.Fatal(err)
			}
			defer p.Close()
			c := p.Register(allowList("bench.test"))
			defer c.Close()
			pu, _ := url.Parse(c.URL())
			mk := func(proxy bool) *http.Client {
				tr := srv.Client().Transport.(*http.Transport).Clone()
				if tr.TLSClientConfig != nil {
					tr.TLSClientConfig.ServerName = "example.com"
				}
				if proxy {
					tr.Proxy = http.ProxyURL(pu)
				}
				return &http.Client{Transport: tr}
			}
			direct, proxied := mk(false), mk(true)
			defer direct.CloseIdleConnections()
			defer proxied.CloseIdleConnections()
			scheme := "http"
			if tlsOn {
				scheme = "https"
			}
			du := srv.URL + "/"
			vu := scheme + "://bench.test:" + srv.port() + "/"
			fetch := func(hc *http.Client, u string) {
				resp, err := hc.Get(u)
				if err != nil {
					b.Fatal(err)
				}
				_, _ = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode != 200 {
					b.Fatalf("%s: %s", u, resp.Status)
				}
			}
			fetch(direct, du) // connections made before timing
			fetch(proxied, vu)
			var td, tp time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				t0 := time.Now()
				fetch(direct, du)
				t1 := time.Now()
				fetch(proxied, vu)
				td += t1.Sub(t0)
				tp += time.Since(t1)
			}
			b.ReportMetric(float64(td.Nanoseconds())/float64(b.N), "direct-ns/get")
			b.ReportMetric(float64(tp.Nanoseconds())/float64(b.N), "proxied-ns/get")
			b.ReportMetric(float64(tp)/float64(td), "proxied/direct")
		})
	}
}
