// Package clustertest runs troupe the way an operator deploys it across
// machines, on one host: every process (each nats-server of a 3-node
// JetStream cluster, the coordinator, each worker) in a network namespace
// of its own, joined by a bridge in a namespace of its own, so a fault is
// a real one: kill -9 of a process, a partition (nftables drops in a
// node's namespace), a slow and lossy link (tc netem where the kernel has
// it, else nftables loss plus a delaying relay in the node's namespace).
// The host reaches every node through a veth of its own to read the
// cluster's state.
//
// It needs root (network namespaces, veth pairs, nftables); NewNet fails
// with a clear error where they are missing, and the suite (`make
// test-cluster`, build tag cluster) fails rather than skips.
//
// Concurrency: a Net, a Proc and a Cluster are safe for concurrent use;
// each Proc owns the goroutine that waits for its process, and Net.Close
// kills every process the Net started (by its pid) and waits for it before
// deleting the namespaces.
package clustertest
