package clustertest

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// Net is a set of network namespaces on one bridge.
type Net struct {
	id     string // short, unique: namespace and interface names start with it
	subnet string // "10.A.B": nodes are .1, .2, ...; the host is .254
	sw     string // the switch namespace holding the bridge

	mu    sync.Mutex
	nodes []*Node
	procs []*Proc
}

// Node is one namespace on the bridge: a machine of the test.
type Node struct {
	Name string
	NS   string // network namespace name
	IP   string
}

// HostIP is the host's address on the bridge.
func (n *Net) HostIP() string { return n.subnet + ".254" }

// NewNet makes the switch namespace and joins the host to it. It fails
// (never skips) without root or network namespaces.
func NewNet(ctx context.Context) (*Net, error) {
	if os.Geteuid() != 0 {
		return nil, errors.New("clustertest: needs root (network namespaces, veth pairs, nftables); run make test-cluster as root")
	}
	for _, tool := range []string{"ip", "nft"} {
		if _, err := exec.LookPath(tool); err != nil {
			return nil, fmt.Errorf("clustertest: %s not found (install iproute2 and nftables): %w", tool, err)
		}
	}
	var b [4]byte
	if _, err := rand.Read(b[:]); err != nil {
		return nil, err
	}
	r := binary.BigEndian.Uint32(b[:])
	n := &Net{id: fmt.Sprintf("tc%05x", r&0xfffff), subnet: fmt.Sprintf("10.%d.%d", 200+(r>>20)%50, (r>>8)%250)}
	n.sw = n.id + "-sw"
	host := n.id + "h"
	steps := [][]string{
		{"netns", "add", n.sw},
		{"-n", n.sw, "link", "add", "br0", "type", "bridge"},
		{"-n", n.sw, "link", "set", "br0", "up"},
		{"-n", n.sw, "link", "set", "lo", "up"},
		{"link", "add", host, "type", "veth", "peer", "name", "host", "netns", n.sw},
		{"-n", n.sw, "link", "set", "host", "master", "br0", "up"},
		{"addr", "add", n.HostIP() + "/24", "dev", host},
		{"link", "set", host, "up"},
	}
	for _, s := range steps {
		if err := ip(ctx, s...); err != nil {
			_ = n.Close()
			return nil, fmt.Errorf("clustertest: network namespaces unavailable: %w", err)
		}
	}
	return n, nil
}

// Add makes a node: a namespace with eth0 on the bridge and an nftables
// table for faults.
func (n *Net) Add(ctx context.Context, name string) (*Node, error) {
	n.mu.Lock()
	node := &Node{Name: name, NS: n.id + "-" + name, IP: fmt.Sprintf("%s.%d", n.subnet, len(n.nodes)+1)}
	n.nodes = append(n.nodes, node)
	n.mu.Unlock()
	steps := [][]string{
		{"netns", "add", node.NS},
		{"-n", node.NS, "link", "add", "eth0", "type", "veth", "peer", "name", name, "netns", n.sw},
		{"-n", n.sw, "link", "set", name, "master", "br0", "up"},
		{"-n", node.NS, "addr", "add", node.IP + "/24", "dev", "eth0"},
		{"-n", node.NS, "link", "set", "eth0", "up"},
		{"-n", node.NS, "link", "set", "lo", "up"},
	}
	for _, s := range steps {
		if err := ip(ctx, s...); err != nil {
			return nil, fmt.Errorf("clustertest: node %s: %w", name, err)
		}
	}
	const table = `table inet fault {
  chain in { type filter hook input priority 0; policy accept; }
  chain out { type filter hook output priority 0; policy accept; }
}`
	if err := n.nft(ctx, node, table, "-f", "-"); err != nil {
		return nil, err
	}
	return node, nil
}

// Partition drops every packet between node and the others (both ways),
// as a cut cable does: nothing is refused, everything times out.
func (n *Net) Partition(ctx context.Context, node *Node, others ...*Node) error {
	ips := make([]string, len(others))
	for i, o := range others {
		ips[i] = o.IP
	}
	set := "{ " + strings.Join(ips, ", ") + " }"
	if err := n.nft(ctx, node, "", "add", "rule", "inet", "fault", "in", "ip", "saddr", set, "drop"); err != nil {
		return err
	}
	return n.nft(ctx, node, "", "add", "rule", "inet", "fault", "out", "ip", "daddr", set, "drop")
}

// Heal removes every fault of node's nftables table.
func (n *Net) Heal(ctx context.Context, node *Node) error {
	if err := n.nft(ctx, node, "", "flush", "chain", "inet", "fault", "in"); err != nil {
		return err
	}
	return n.nft(ctx, node, "", "flush", "chain", "inet", "fault", "out")
}

// Lose drops pct percent of node's packets each way, at random.
func (n *Net) Lose(ctx context.Context, node *Node, pct int) error {
	for _, chain := range []string{"in", "out"} {
		if err := n.nft(ctx, node, "", "add", "rule", "inet", "fault", chain, "numgen", "random", "mod", "100", "<", fmt.Sprint(pct), "drop"); err != nil {
			return err
		}
	}
	return nil
}

// Netem delays node's outgoing packets by delay and drops pct percent of
// them with tc netem; it fails where the kernel has no netem (then use
// Lose and a Relay).
func (n *Net) Netem(ctx context.Context, node *Node, delay time.Duration, pct int) error {
	return ip(ctx, "netns", "exec", node.NS, "tc", "qdisc", "add", "dev", "eth0", "root", "netem",
		"delay", fmt.Sprintf("%dms", delay.Milliseconds()), "loss", fmt.Sprintf("%d%%", pct))
}

// HasNetem says whether the kernel has tc netem (tried on a scratch node).
func (n *Net) HasNetem(ctx context.Context, node *Node) bool {
	if n.Netem(ctx, node, time.Millisecond, 0) != nil {
		return false
	}
	_ = ip(ctx, "netns", "exec", node.NS, "tc", "qdisc", "del", "dev", "eth0", "root")
	return true
}

func (n *Net) nft(ctx context.Context, node *Node, stdin string, args ...string) error {
	cmd := exec.CommandContext(ctx, "ip", append([]string{"netns", "exec", node.NS, "nft"}, args...)...)
	cmd.Stdin = strings.NewReader(stdin)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("clustertest: nft %s in %s: %w: %s", strings.Join(args, " "), node.Name, err, bytes.TrimSpace(out))
	}
	return nil
}

// Close kills every process the Net started, then deletes its namespaces
// and the host's veth (deleting a namespace deletes its interfaces).
func (n *Net) Close() error {
	n.mu.Lock()
	procs, nodes := n.procs, n.nodes
	n.procs, n.nodes = nil, nil
	n.mu.Unlock()
	for _, p := range procs {
		p.Kill()
	}
	for _, p := range procs {
		<-p.done
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var errs []error
	for _, node := range nodes {
		errs = append(errs, ip(ctx, "netns", "del", node.NS))
	}
	_ = ip(ctx, "link", "del", n.id+"h") // gone with its peer's namespace already
	errs = append(errs, ip(ctx, "netns", "del", n.sw))
	return errors.Join(errs...)
}

func ip(ctx context.Context, args ...string) error {
	out, err := exec.CommandContext(ctx, "ip", args...).CombinedOutput()
	if err != nil {
		return fmt.Errorf("ip %s: %w: %s", strings.Join(args, " "), err, bytes.TrimSpace(out))
	}
	return nil
}
