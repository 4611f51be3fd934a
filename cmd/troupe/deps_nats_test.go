package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestStartCostPackagesNotLinked: packages whose package init ran in every
// troupe process for features troupe never uses are not linked (issue 23):
// encoding/gob (nats.go's deprecated encoded connections and the MCP SDK's
// pagination cursor, see third_party/natsgo and third_party/mcpsdk), expvar
// and net/http/pprof (nats-server's monitoring and profiling ports, see
// third_party/natsserver).
func TestStartCostPackagesNotLinked(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go tool")
	}
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	linked := map[string]bool{}
	for _, p := range strings.Fields(string(out)) {
		linked[p] = true
	}
	for _, p := range []string{"encoding/gob", "github.com/nats-io/nats.go/encoders/builtin", "expvar", "net/http/pprof"} {
		if linked[p] {
			t.Errorf("troupe links %s", p)
		}
	}
	for _, p := range []string{"github.com/nats-io/nats.go", "github.com/modelcontextprotocol/go-sdk/mcp", "github.com/nats-io/nats-server/v2/server"} {
		if !linked[p] {
			t.Errorf("troupe does not link %s: this test checks nothing of it", p)
		}
	}
}
