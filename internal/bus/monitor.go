package bus

import (
	"fmt"
	"net"
	"strconv"
	"strings"

	"github.com/nats-io/nats-server/v2/server"
)

// MonitorAddr turns a --monitor value into a host:port to bind the NATS
// monitoring endpoint (HTTP: /varz, /connz, /jsz, ...) on. A port alone
// (8222) or an empty host (:8222) means loopback: the endpoint has no
// authentication and tells who is connected, so it leaves this machine only
// when a host says so. Port 0 picks a free port.
func MonitorAddr(s string) (host string, port int, err error) {
	if s == "" {
		return "", 0, nil
	}
	if !strings.Contains(s, ":") {
		s = ":" + s
	}
	h, p, err := net.SplitHostPort(s)
	if err != nil {
		return "", 0, fmt.Errorf("bus: monitor address %q: %w", s, err)
	}
	port, err = strconv.Atoi(p)
	if err != nil || port < 0 || port > 65535 {
		return "", 0, fmt.Errorf("bus: monitor address %q: bad port", s)
	}
	if h == "" {
		h = "127.0.0.1"
	}
	return h, port, nil
}

// monitorOptions sets the monitoring endpoint of sopts from o.Monitor.
func monitorOptions(o Options, sopts *server.Options) error {
	host, port, err := MonitorAddr(o.Monitor)
	if err != nil || o.Monitor == "" {
		return err
	}
	if port == 0 {
		port = server.RANDOM_PORT
	}
	sopts.HTTPHost, sopts.HTTPPort = host, port
	return nil
}

// MonitorURL is the monitoring endpoint's base URL, "" when there is none.
func (b *Bus) MonitorURL() string {
	if b.ns == nil || b.opts.Monitor == "" {
		return ""
	}
	addr := b.ns.MonitorAddr()
	if addr == nil {
		return ""
	}
	host := addr.IP.String()
	if addr.IP.IsUnspecified() {
		host = advertisedHost()
	}
	return "http://" + net.JoinHostPort(host, strconv.Itoa(addr.Port))
}
