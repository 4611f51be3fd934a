package bus

import (
	"net"
	"testing"
)

func TestPickAdvertised(t *testing.T) {
	none := func() (string, []net.IP) { return "", nil }
	named := func(ips ...string) func() (string, []net.IP) {
		return func() (string, []net.IP) {
			var out []net.IP
			for _, s := range ips {
				out = append(out, net.ParseIP(s))
			}
			return "box", out
		}
	}
	ips := func(ss ...string) []net.IP {
		var out []net.IP
		for _, s := range ss {
			out = append(out, net.ParseIP(s))
		}
		return out
	}
	for _, tc := range []struct {
		name   string
		addrs  []net.IP
		lookup func() (string, []net.IP)
		want   string
	}{
		{"ipv4 first", ips("fe80::1", "fd00::2", "192.0.2.2"), none, "192.0.2.2"},
		{"loopback and link-local skipped", ips("127.0.0.1", "169.254.1.1", "10.1.2.3"), none, "10.1.2.3"},
		{"global ipv6 when no ipv4", ips("::1", "fe80::1", "2001:db8::5"), none, "2001:db8::5"},
		{"host name resolving off loopback", ips("127.0.0.1"), named("127.0.1.1", "198.51.100.7"), "box"},
		{"host name resolving to loopback only", ips(), named("127.0.0.1"), "127.0.0.1"},
		{"loopback-only machine", nil, none, "127.0.0.1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := pickAdvertised(tc.addrs, tc.lookup); got != tc.want {
				t.Errorf("pickAdvertised = %q, want %q", got, tc.want)
			}
		})
	}
}
