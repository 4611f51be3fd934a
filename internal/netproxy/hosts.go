package netproxy

import (
	"fmt"
	"net/netip"
	"strings"

	"troupe/internal/lazy"
)

// MatchHost reports whether host matches pattern: "example.com" matches
// that name only, "*.example.com" any name below it (not example.com
// itself), "*" every host. Names compare case-insensitively, a trailing
// dot ignored; an IP pattern matches that address written as the host.
func MatchHost(pattern, host string) bool {
	p, h := normHost(pattern), normHost(host)
	switch {
	case p == "" || h == "":
		return false
	case p == "*":
		return true
	case strings.HasPrefix(p, "*."):
		return strings.HasSuffix(h, p[1:]) && len(h) > len(p)-1
	}
	return p == h
}

// normHost lower-cases a host and drops a trailing dot and IPv6 brackets.
func normHost(h string) string {
	h = strings.ToLower(strings.TrimSpace(h))
	h = strings.TrimSuffix(h, ".")
	h = strings.TrimPrefix(h, "[")
	return strings.TrimSuffix(h, "]")
}

// ValidPattern checks a host pattern: a name, "*.name", "*", an IP
// address or an IP prefix (10.0.0.0/8, which allows those addresses
// though they are private).
func ValidPattern(p string) error {
	p = normHost(p)
	switch {
	case p == "":
		return fmt.Errorf("netproxy: empty host pattern")
	case p == "*":
		return nil
	}
	if strings.Contains(p, "/") {
		if _, err := netip.ParsePrefix(p); err != nil {
			return fmt.Errorf("netproxy: bad address prefix %q: %w", p, err)
		}
		return nil
	}
	if _, err := netip.ParseAddr(p); err == nil {
		return nil
	}
	name := strings.TrimPrefix(p, "*.")
	if strings.ContainsAny(name, "*/ :@?#") || strings.HasPrefix(name, ".") || strings.Contains(name, "..") {
		return fmt.Errorf("netproxy: bad host pattern %q (want a name, *.name, an address or a prefix)", p)
	}
	return nil
}

// Prefixes returns the address prefixes among patterns (an address is a
// one-address prefix): what the proxy may reach although it is not
// public.
func Prefixes(patterns []string) []netip.Prefix {
	var out []netip.Prefix
	for _, p := range patterns {
		p = normHost(p)
		if pre, err := netip.ParsePrefix(p); err == nil {
			out = append(out, pre.Masked())
		} else if a, err := netip.ParseAddr(p); err == nil {
			out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
		}
	}
	return out
}

// nonPublic are address ranges beyond what netip's predicates name that a
// proxy for the internet must not reach: "this network", carrier-grade
// NAT, the IETF and documentation ranges, benchmarking, 6to4 relays,
// NAT64, Teredo, and the reserved 240/4.
var nonPublic = &lazy.Value[[]netip.Prefix]{New: func() []netip.Prefix {
	return []netip.Prefix{
		netip.MustParsePrefix("0.0.0.0/8"),
		netip.MustParsePrefix("100.64.0.0/10"),
		netip.MustParsePrefix("192.0.0.0/24"),
		netip.MustParsePrefix("192.0.2.0/24"),
		netip.MustParsePrefix("192.88.99.0/24"),
		netip.MustParsePrefix("198.18.0.0/15"),
		netip.MustParsePrefix("198.51.100.0/24"),
		netip.MustParsePrefix("203.0.113.0/24"),
		netip.MustParsePrefix("240.0.0.0/4"),
		netip.MustParsePrefix("64:ff9b::/96"),
		netip.MustParsePrefix("64:ff9b:1::/48"),
		netip.MustParsePrefix("2001::/32"),
		netip.MustParsePrefix("2001:db8::/32"),
		netip.MustParsePrefix("2002::/16"),
		netip.MustParsePrefix("100::/64"),
	}
}}

// Public reports whether a is an address of the internet: not loopback,
// private, link-local, multicast, unspecified or reserved (an IPv4
// address mapped into IPv6 is judged as IPv4).
func Public(a netip.Addr) bool {
	a = a.Unmap()
	if !a.IsValid() || a.IsLoopback() || a.IsPrivate() || a.IsUnspecified() || a.IsMulticast() ||
		a.IsLinkLocalUnicast() || a.IsLinkLocalMulticast() || a.IsInterfaceLocalMulticast() {
		return false
	}
	for _, p := range nonPublic.Get() {
		if p.Contains(a) {
			return false
		}
	}
	return true
}
