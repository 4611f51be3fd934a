package clustertest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/bus"
)

// Ports every nats-server listens on, in its own namespace.
const (
	ClientPort = 4222
	RoutePort  = 6222
)

// Cluster is nats-server processes with JetStream routed to each other,
// one per node.
type Cluster struct {
	net   *Net
	bin   string
	dir   string
	Nodes []*Node
	procs []*Proc
	// Logf, when set, is told of each try of a question to the cluster
	// that went unanswered or failed and is tried again.
	Logf func(format string, args ...any)
}

// StartCluster starts a nats-server (the binary bin) on each node, with
// its config and JetStream store under dir, and waits until JetStream has
// a meta leader.
func StartCluster(ctx context.Context, n *Net, bin, dir string, nodes []*Node) (*Cluster, error) {
	c := &Cluster{net: n, bin: bin, dir: dir, Nodes: nodes, procs: make([]*Proc, len(nodes))}
	var routes []string
	for _, node := range nodes {
		routes = append(routes, fmt.Sprintf("nats://%s:%d", node.IP, RoutePort))
	}
	for i, node := range nodes {
		conf := fmt.Sprintf(`server_name: %s
listen: "0.0.0.0:%d"
jetstream { store_dir: %q }
cluster { name: troupe, listen: "0.0.0.0:%d", routes: [%s] }
`, node.Name, ClientPort, filepath.Join(dir, node.Name, "js"), RoutePort, strings.Join(routes, ", "))
		if err := os.MkdirAll(filepath.Join(dir, node.Name), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(c.confPath(i), []byte(conf), 0o644); err != nil {
			return nil, err
		}
		if err := c.Restart(i); err != nil {
			return nil, err
		}
	}
	return c, c.WaitReady(ctx)
}

func (c *Cluster) confPath(i int) string { return filepath.Join(c.dir, c.Nodes[i].Name, "nats.conf") }

// Restart starts node i's server again (after Kill), on its old store.
func (c *Cluster) Restart(i int) error {
	p, err := c.net.Start(c.Nodes[i], Spec{Name: "nats-" + c.Nodes[i].Name, Dir: c.dir, Env: []string{"PATH=/usr/bin:/bin"},
		Argv: []string{c.bin, "-c", c.confPath(i)}})
	if err != nil {
		return err
	}
	c.procs[i] = p
	return nil
}

// Kill kills node i's server with SIGKILL and waits for it to end.
func (c *Cluster) Kill(ctx context.Context, i int) error {
	c.procs[i].Kill()
	_ = c.procs[i].Wait(ctx)
	return ctx.Err()
}

// Proc is node i's server process.
func (c *Cluster) Proc(i int) *Proc { return c.procs[i] }

// URL is every node's client URL, comma-separated (what --bus and
// --connect take).
func (c *Cluster) URL() string {
	var urls []string
	for _, n := range c.Nodes {
		urls = append(urls, fmt.Sprintf("nats://%s:%d", n.IP, ClientPort))
	}
	return strings.Join(urls, ",")
}

// Connect is a client of the cluster from the host.
func (c *Cluster) Connect() (*nats.Conn, error) {
	return nats.Connect(c.URL(), nats.MaxReconnects(-1), nats.ReconnectWait(100*time.Millisecond), nats.Timeout(2*time.Second))
}

// WaitReady waits until JetStream answers (it has a meta leader).
func (c *Cluster) WaitReady(ctx context.Context) error {
	for {
		err := c.try(ctx, func(js jetstream.JetStream) error {
			actx, cancel := context.WithTimeout(ctx, 2*time.Second)
			defer cancel()
			_, err := js.AccountInfo(actx)
			return err
		})
		if err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("clustertest: JetStream never ready: %w (%w)", ctx.Err(), err)
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// Leader is the index of the node leading stream.
func (c *Cluster) Leader(ctx context.Context, stream string) (int, error) {
	info, err := c.streamInfo(ctx, stream)
	if err != nil {
		return -1, err
	}
	if info.Cluster == nil {
		return -1, errors.New("no cluster info")
	}
	for i, n := range c.Nodes {
		if n.Name == info.Cluster.Leader {
			return i, nil
		}
	}
	return -1, fmt.Errorf("leader %q is no node", info.Cluster.Leader)
}

// Replicas is stream's replica count.
func (c *Cluster) Replicas(ctx context.Context, stream string) (int, error) {
	info, err := c.streamInfo(ctx, stream)
	if err != nil {
		return 0, err
	}
	return info.Config.Replicas, nil
}

// streamInfo asks the cluster about stream, as troupe asks JetStream
// anything: each try bounded, tried again while the answer is one a
// cluster gives in passing (bus.RetryTransient). Only a clustered
// stream's leader answers its info (nats-server's jsStreamInfoRequest),
// so a request can go unanswered while the leader is being chosen, and
// one unanswered try of 10 s used to fail the row.
func (c *Cluster) streamInfo(ctx context.Context, stream string) (*jetstream.StreamInfo, error) {
	var info *jetstream.StreamInfo
	tries, start := 0, time.Now()
	err := bus.RetryTransient(ctx, bus.Failover, 3*time.Second, func(ctx context.Context) error {
		tries++
		err := c.try(ctx, func(js jetstream.JetStream) error {
			s, err := js.Stream(ctx, stream)
			if err != nil {
				return err
			}
			info = s.CachedInfo()
			return nil
		})
		if err != nil && c.Logf != nil {
			c.Logf("clustertest: info of stream %s, try %d (%s in): %v", stream, tries, time.Since(start).Round(time.Millisecond), err)
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("clustertest: info of stream %s: %w", stream, err)
	}
	return info, nil
}

func (c *Cluster) try(ctx context.Context, f func(jetstream.JetStream) error) error {
	nc, err := c.Connect()
	if err != nil {
		return err
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	return f(js)
}
