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
	leader := -1
	err := c.try(ctx, func(js jetstream.JetStream) error {
		sctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		s, err := js.Stream(sctx, stream)
		if err != nil {
			return err
		}
		info := s.CachedInfo()
		if info.Cluster == nil {
			return errors.New("no cluster info")
		}
		for i, n := range c.Nodes {
			if n.Name == info.Cluster.Leader {
				leader = i
				return nil
			}
		}
		return fmt.Errorf("leader %q is no node", info.Cluster.Leader)
	})
	return leader, err
}

// Replicas is stream's replica count.
func (c *Cluster) Replicas(ctx context.Context, stream string) (int, error) {
	r := 0
	err := c.try(ctx, func(js jetstream.JetStream) error {
		sctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		s, err := js.Stream(sctx, stream)
		if err != nil {
			return err
		}
		r = s.CachedInfo().Config.Replicas
		return nil
	})
	return r, err
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
