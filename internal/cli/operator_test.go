package cli_test

import (
	"context"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"troupe/internal/bus"
)

// From outside with the stock nats CLI: the operator identity `troupe bus
// env --role operator` prints gets the server's views (report connections,
// list, ping, info); the controller can trace a message it may send (nats
// trace, trace only: nothing is delivered); --monitor serves the monitoring
// endpoint on loopback.
func TestStockNatsCLIOperatorAndTrace(t *testing.T) {
	natsBin := natsCLI(t)
	p, home, ws, session, ep := listening(t, "--listen-control", "--monitor", "0")
	run := func(env []string, args ...string) (string, error) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		cmd := exec.CommandContext(ctx, natsBin, args...)
		cmd.Env = append(os.Environ(), env...)
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	op := envFrom(t, home, "--session", session, "--role", "operator")
	opPrefix := bus.InboxPrefix(bus.Operator, session)
	if !strings.Contains(envText(t, home, "--session", session, "--role", "operator"), "--inbox-prefix "+opPrefix) {
		t.Errorf("bus env --role operator does not name its inbox prefix %s", opPrefix)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"server", "report", "connections"}, "Connections per server"},
		{[]string{"server", "list"}, "Server Overview"},
		{[]string{"server", "ping", "1"}, "1 replies"},
		{[]string{"server", "info"}, "Server information for troupe"},
	} {
		out, err := run(op, append([]string{"--inbox-prefix", opPrefix}, tc.args...)...)
		if err != nil || !strings.Contains(out, tc.want) {
			t.Errorf("nats %s as operator: %v\n%s", strings.Join(tc.args, " "), err, out)
		}
	}
	// The operator reads no session traffic, and the observer no server view.
	if out, err := run(op, "--inbox-prefix", opPrefix, "sub", "--count", "1", "--timeout", "2s", "troupe.>"); err == nil || !strings.Contains(out, "Permissions Violation") {
		t.Errorf("operator subscribed to troupe.>: %v\n%s", err, out)
	}
	obs := envFrom(t, home, "--session", session)
	if out, err := run(obs, "--timeout", "1s", "--inbox-prefix", bus.InboxPrefix(bus.Observer, session), "server", "ping", "1"); err == nil && strings.Contains(out, "1 replies") {
		t.Errorf("an observer pinged the server:\n%s", out)
	}
	ctl := envFrom(t, home, "--session", session, "--role", "controller")
	subject := "troupe.cmd." + session + ".session.input"
	out, err := run(ctl, "--inbox-prefix", bus.InboxPrefix(bus.Controller, session), "trace", subject, `{"v":1,"type":"input","data":{"text":"TRACED"}}`)
	if err != nil || !strings.Contains(out, "JetStream action:\"stored\"") || !strings.Contains(out, "Client \"troupe\"") {
		t.Errorf("nats trace as controller: %v\n%s", err, out)
	}
	// The monitoring endpoint, on loopback, recorded in bus.json.
	ep, _ = bus.ReadEndpoint(filepath.Join(home, "sessions", session, bus.EndpointFile))
	if !strings.HasPrefix(ep.Monitor, "http://127.0.0.1:") {
		t.Errorf("monitor URL %q, want loopback", ep.Monitor)
	} else if resp, err := http.Get(ep.Monitor + "/connz"); err != nil || resp.StatusCode != 200 {
		t.Errorf("GET /connz: %v", err)
	} else {
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if !strings.Contains(string(body), `"num_connections"`) {
			t.Errorf("/connz: %s", body)
		}
	}
	if err := os.WriteFile(filepath.Join(ws, "go"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if code := p.wait(t); code != 0 {
		t.Errorf("run exit %d\n%s", code, &p.stderr)
	}
	// Trace only: the traced input reached neither the agent nor the log.
	if data, _ := os.ReadFile(filepath.Join(home, "sessions", session, "log.jsonl")); strings.Contains(string(data), "TRACED") {
		t.Error("a traced (trace-only) message was delivered")
	}
}
