package bus_test

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/bus"
)

// The operator lives in the server's system account: it gets the server's
// monitoring views, may not reload, kick or profile it, and never sees a
// message of the application's account.
func TestOperatorReadsTheSystemAccountOnly(t *testing.T) {
	b := start(t, bus.Options{Listen: "127.0.0.1:0", Monitor: "0"})
	id, err := b.Grant(bus.Operator, "ignored")
	if err != nil {
		t.Fatal(err)
	}
	auth, err := id.NKeyOption()
	if err != nil {
		t.Fatal(err)
	}
	refused := make(chan error, 16)
	nc, err := nats.Connect(b.ClientURL(), auth, nats.NoReconnect(),
		nats.CustomInboxPrefix(bus.InboxPrefix(bus.Operator, "")),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { refused <- err }))
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	msg, err := nc.Request("$SYS.REQ.SERVER.PING.VARZ", nil, 5*time.Second)
	if err != nil {
		t.Fatalf("VARZ: %v", err)
	}
	var varz struct {
		Data struct {
			Name string `json:"server_name"`
		} `json:"data"`
	}
	if err := json.Unmarshal(msg.Data, &varz); err != nil || varz.Data.Name != "troupe" {
		t.Errorf("VARZ = %s (%v)", msg.Data, err)
	}
	serverID := b.Server().ID()
	if _, err := nc.Request("$SYS.REQ.SERVER."+serverID+".CONNZ", nil, 5*time.Second); err != nil {
		t.Errorf("CONNZ of the server: %v", err)
	}
	// Nothing that changes the server, nothing of the application.
	for _, subj := range []string{"$SYS.REQ.SERVER." + serverID + ".RELOAD", "$SYS.REQ.SERVER." + serverID + ".KICK",
		"$SYS.REQ.SERVER." + serverID + ".LDM", "$SYS.REQ.SERVER." + serverID + ".PROFILEZ", "troupe.cmd.S.session.prompt"} {
		if err := nc.Publish(subj, []byte("{}")); err != nil {
			t.Fatal(err)
		}
		nc.Flush()
		select {
		case err := <-refused:
			if !errors.Is(err, nats.ErrPermissionViolation) || !strings.Contains(err.Error(), subj) {
				t.Errorf("publish %s: %v", subj, err)
			}
		case <-time.After(5 * time.Second):
			t.Errorf("publish %s was not refused", subj)
		}
	}
	if _, err := nc.SubscribeSync("troupe.>"); err != nil {
		t.Fatal(err)
	}
	nc.Flush()
	select {
	case err := <-refused:
		if !errors.Is(err, nats.ErrPermissionViolation) {
			t.Errorf("subscribe troupe.>: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Error("subscribe troupe.> was not refused")
	}
	// The monitoring endpoint is on loopback and answers.
	url := b.MonitorURL()
	if !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Fatalf("MonitorURL() = %q, want loopback", url)
	}
	resp, err := http.Get(url + "/varz")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(body), `"server_name": "troupe"`) {
		t.Errorf("/varz: %d %s", resp.StatusCode, body)
	}
}

func TestMonitorAddr(t *testing.T) {
	for _, tc := range []struct {
		in   string
		host string
		port int
		bad  bool
	}{
		{"8222", "127.0.0.1", 8222, false},
		{":8222", "127.0.0.1", 8222, false},
		{"0", "127.0.0.1", 0, false},
		{"0.0.0.0:8222", "0.0.0.0", 8222, false},
		{"[::1]:9", "::1", 9, false},
		{"x:y", "", 0, true},
		{"99999", "", 0, true},
	} {
		h, p, err := bus.MonitorAddr(tc.in)
		if (err != nil) != tc.bad || h != tc.host || p != tc.port {
			t.Errorf("MonitorAddr(%q) = %q, %d, %v", tc.in, h, p, err)
		}
	}
}
