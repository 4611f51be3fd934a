package bustest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Cluster is n embedded nats-servers with JetStream routed to each other
// on loopback, in one process: a real RAFT cluster whose nodes a test may
// shut down one by one.
type Cluster struct {
	t       testing.TB
	Servers []*server.Server
	URLs    []string
}

// ClusterOptions tune NewCluster.
type ClusterOptions struct {
	MaxStore int64 // JetStream storage of each node; 0: the server's default
}

// NewCluster starts an n-node cluster and returns once JetStream has a
// meta leader. Its nodes are shut down when the test ends.
func NewCluster(t testing.TB, n int, o ClusterOptions) *Cluster {
	t.Helper()
	routePorts := make([]int, n)
	for i := range routePorts {
		routePorts[i] = freePort(t)
	}
	var routes []*url.URL
	for _, p := range routePorts {
		routes = append(routes, &url.URL{Scheme: "nats", Host: fmt.Sprintf("127.0.0.1:%d", p)})
	}
	c := &Cluster{t: t}
	for i := range n {
		so := &server.Options{ServerName: fmt.Sprintf("n%d", i+1), Host: "127.0.0.1", Port: server.RANDOM_PORT,
			JetStream: true, StoreDir: filepath.Join(t.TempDir(), "js"), NoSigs: true, NoLog: true,
			JetStreamMaxStore: o.MaxStore,
			Cluster:           server.ClusterOpts{Name: "troupe-test", Host: "127.0.0.1", Port: routePorts[i]}, Routes: routes}
		ns, err := server.NewServer(so)
		if err != nil {
			t.Fatal(err)
		}
		go ns.Start() // owned by the server; Shutdown and WaitForShutdown in Cleanup
		t.Cleanup(func() { ns.Shutdown(); ns.WaitForShutdown() })
		if !ns.ReadyForConnections(60 * time.Second) { // a safety net: a loaded machine (a cold suite) once took over 10 s
			t.Fatalf("bustest: node %d not ready (route port %d: %s)", i+1, routePorts[i], portState(routePorts[i]))
		}
		c.Servers = append(c.Servers, ns)
		c.URLs = append(c.URLs, ns.ClientURL())
	}
	nc := c.Connect(0)
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		_, err := js.AccountInfo(ctx)
		cancel()
		if err == nil {
			return c
		}
		if time.Now().After(deadline) {
			t.Fatalf("bustest: JetStream cluster has no leader: %v", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// Connect is a plain client of node i (closed when the test ends).
func (c *Cluster) Connect(i int) *nats.Conn {
	c.t.Helper()
	nc, err := nats.Connect(c.URLs[i], nats.MaxReconnects(-1), nats.ReconnectWait(100*time.Millisecond))
	if err != nil {
		c.t.Fatal(err)
	}
	c.t.Cleanup(nc.Close)
	return nc
}

// Stop shuts node i down (as a crash would: its clients lose it).
func (c *Cluster) Stop(i int) {
	c.Servers[i].Shutdown()
	c.Servers[i].WaitForShutdown()
}

// Node returns the index of the server named name, or -1.
func (c *Cluster) Node(name string) int {
	for i, s := range c.Servers {
		if s.Name() == name {
			return i
		}
	}
	return -1
}

// freePort picks a route port that is free now and will stay free until a
// node binds it: one below the kernel's ephemeral range. A port taken from
// the ephemeral range (listening on port 0 and closing) is handed out
// again as the source port of any outgoing connection on the machine,
// including the nodes' own dials to routes not yet listening, so on a
// busy machine the node that starts last sometimes found its route port
// taken and never became ready ("node 3 not ready", seen in CI).
func freePort(t testing.TB) int {
	t.Helper()
	low := ephemeralLow()
	for range 100 {
		p := nonEphemeralFloor + rand.IntN(low-nonEphemeralFloor)
		l, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", p))
		if err != nil {
			continue // in use: pick another
		}
		l.Close()
		return p
	}
	t.Fatalf("bustest: no free port in [%d, %d) after 100 tries", nonEphemeralFloor, low)
	return 0
}

// nonEphemeralFloor is the lowest route port freePort picks: above the
// well-known and common service ports.
const nonEphemeralFloor = 10000

// ephemeralLow is the first port of the kernel's ephemeral range (Linux's
// default is 32768; the IANA range starts at 49152).
func ephemeralLow() int {
	b, err := os.ReadFile("/proc/sys/net/ipv4/ip_local_port_range")
	if err == nil {
		if f := strings.Fields(string(b)); len(f) == 2 {
			if n, err := strconv.Atoi(f[0]); err == nil && n > nonEphemeralFloor+1000 {
				return n
			}
		}
	}
	return 32768
}

// portState says whether something holds port p on loopback, for a
// failure message.
func portState(p int) string {
	l, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", p))
	if err != nil {
		return fmt.Sprintf("cannot be bound: %v", err)
	}
	l.Close()
	return "free"
}
