package bus

import (
	"net"
	"os"
)

// advertisedHost is the host a listener bound to every interface (0.0.0.0,
// ::, or no host) tells clients to dial: a remote worker needs an address
// that reaches this machine, which 127.0.0.1 never is. It prefers an IPv4
// address of an interface that is up, then a global IPv6 one, then the host
// name if it resolves to a non-loopback address; on a machine with loopback
// only it answers 127.0.0.1, the one address that reaches it. The generated
// certificate (selfSigned) covers every one of these.
func advertisedHost() string {
	return pickAdvertised(interfaceAddrs(), lookupHostname)
}

// pickAdvertised chooses among addrs (the interfaces' addresses, those of
// interfaces that are down already left out); lookup resolves the host name.
func pickAdvertised(addrs []net.IP, lookup func() (string, []net.IP)) string {
	var v6 net.IP
	for _, ip := range addrs {
		if ip.IsLoopback() || ip.IsUnspecified() || ip.IsLinkLocalUnicast() || ip.IsMulticast() {
			continue
		}
		if ip.To4() != nil {
			return ip.String()
		}
		if v6 == nil {
			v6 = ip
		}
	}
	if v6 != nil {
		return v6.String()
	}
	if name, ips := lookup(); name != "" {
		for _, ip := range ips {
			if !ip.IsLoopback() && !ip.IsUnspecified() {
				return name
			}
		}
	}
	return "127.0.0.1"
}

// interfaceAddrs lists the unicast addresses of the interfaces that are up.
func interfaceAddrs() []net.IP {
	ifs, err := net.Interfaces()
	if err != nil {
		return nil
	}
	var out []net.IP
	for _, ifc := range ifs {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok {
				out = append(out, n.IP)
			}
		}
	}
	return out
}

// lookupHostname returns this machine's name and what it resolves to.
func lookupHostname() (string, []net.IP) {
	name, err := os.Hostname()
	if err != nil || name == "" {
		return "", nil
	}
	ips, err := net.LookupIP(name)
	if err != nil {
		return "", nil
	}
	return name, ips
}
