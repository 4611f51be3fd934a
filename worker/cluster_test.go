package worker_test

import (
	"context"
	"fmt"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// startCluster runs three embedded nats-servers with JetStream, routed to
// each other on loopback, and returns their client URLs once JetStream has
// a meta leader.
func startCluster(t *testing.T) []string {
	t.Helper()
	const n = 3
	routePorts := make([]int, n)
	for i := range routePorts {
		routePorts[i] = freePort(t)
	}
	var routes []*url.URL
	for _, p := range routePorts {
		routes = append(routes, &url.URL{Scheme: "nats", Host: fmt.Sprintf("127.0.0.1:%d", p)})
	}
	var urls []string
	for i := range n {
		o := &server.Options{ServerName: fmt.Sprintf("n%d", i+1), Host: "127.0.0.1", Port: server.RANDOM_PORT,
			JetStream: true, StoreDir: filepath.Join(t.TempDir(), "js"), NoSigs: true, NoLog: true,
			Cluster: server.ClusterOpts{Name: "troupe-test", Host: "127.0.0.1", Port: routePorts[i]}, Routes: routes}
		ns, err := server.NewServer(o)
		if err != nil {
			t.Fatal(err)
		}
		go ns.Start() // owned by the server; Shutdown and WaitForShutdown in Cleanup
		t.Cleanup(func() { ns.Shutdown(); ns.WaitForShutdown() })
		if !ns.ReadyForConnections(10 * time.Second) {
			t.Fatalf("node %d not ready", i+1)
		}
		urls = append(urls, ns.ClientURL())
	}
	nc, err := nats.Connect(urls[0])
	if err != nil {
		t.Fatal(err)
	}
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
			return urls
		}
		if time.Now().After(deadline) {
			t.Fatalf("JetStream cluster has no leader: %v", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// The coordinator joins node 1 with --bus; the workers connect to nodes 2
// and 3; one is killed mid-task and the other finishes it.
func TestThreeNodeClusterKillAWorker(t *testing.T) {
	urls := startCluster(t)
	c := startCoordinator(t, coordOpts{placement: "remote", wait: 30 * time.Second, script: coordScript, busURL: urls[0]})
	ws := []*workerProc{
		startWorker(t, "w2", workerOpts{url: urls[1], script: workerScript}),
		startWorker(t, "w3", workerOpts{url: urls[2], script: workerScript}),
	}
	c.waitWorkers(t, 2)
	res := submit(c, "go")
	first := runningOn(t, c, ws, "1")
	first.signal(t, 9)
	second := runningOn(t, c, ws, "2")
	if second == first {
		t.Fatalf("attempt 2 ran on the killed worker %s", first.id)
	}
	if r := <-res; r.Err != nil || !strings.HasSuffix(r.Final, "done") {
		t.Fatalf("turn = %+v", r)
	}
	got, err := os.ReadFile(filepath.Join(c.ws, "greeting.txt"))
	if err != nil || string(got) != "hello\n" {
		t.Fatalf("greeting.txt = %q, %v", got, err)
	}
	if n := c.countNotices("result of attempt", "taken"); n != 1 {
		t.Fatalf("%d results taken, want 1", n)
	}
}
