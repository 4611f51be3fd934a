package bus_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"

	"troupe/internal/bus"
	"troupe/messages"
)

func TestInsecureAllowed(t *testing.T) {
	tests := []struct {
		listen       string
		flag, config bool
		want         bool
		wantErr      bool
	}{
		{"", true, true, false, false},
		{"127.0.0.1:0", false, false, false, false},
		{"127.0.0.1:0", true, false, true, false},
		{"127.0.0.1:0", false, true, true, false},
		{"localhost:4222", true, false, true, false},
		{"[::1]:0", true, false, true, false},
		{"0.0.0.0:0", true, false, false, true},
		{"0.0.0.0:0", false, true, false, true},
		{"192.168.1.5:4222", true, true, true, false},
		{":4222", true, false, false, true},
	}
	for _, tt := range tests {
		got, err := bus.InsecureAllowed(tt.listen, tt.flag, tt.config)
		if got != tt.want || (err != nil) != tt.wantErr {
			t.Errorf("InsecureAllowed(%q, flag %v, config %v) = %v, %v; want %v, error %v", tt.listen, tt.flag, tt.config, got, err, tt.want, tt.wantErr)
		}
	}
}

// Off loopback the listener speaks TLS only, with a generated certificate
// whose fingerprint the endpoint pins.
func TestListenOffLoopbackUsesTLS(t *testing.T) {
	b := start(t, bus.Options{Listen: "0.0.0.0:0"})
	info := b.TLS()
	if info == nil || !info.Generated || len(info.Fingerprint) != 64 {
		t.Fatalf("TLS() = %+v, want a generated certificate", info)
	}
	url := b.ClientURL()
	// Bound to every interface, it advertises this host's address (the
	// certificate must cover it: the connection below verifies it).
	if !strings.HasPrefix(url, "tls://") {
		t.Fatalf("ClientURL() = %q, want tls://", url)
	}
	id, err := b.Grant(bus.Observer, "S")
	if err != nil {
		t.Fatal(err)
	}
	auth, err := id.NKeyOption()
	if err != nil {
		t.Fatal(err)
	}
	// A client that does not trust the certificate is refused.
	if nc, err := nats.Connect(url, auth, nats.NoReconnect()); err == nil {
		nc.Close()
		t.Error("connected without trusting the certificate")
	}
	dir := t.TempDir()
	ca := filepath.Join(dir, "ca.pem")
	if err := os.WriteFile(ca, info.CertPEM, 0o600); err != nil {
		t.Fatal(err)
	}
	nc, err := nats.Connect(url, auth, nats.RootCAs(ca), nats.NoReconnect())
	if err != nil {
		t.Fatalf("with the certificate as CA: %v", err)
	}
	if !nc.TLSRequired() {
		t.Error("connection not over TLS")
	}
	nc.Close()
	// On loopback: no TLS.
	lb := start(t, bus.Options{Listen: "127.0.0.1:0"})
	if lb.TLS() != nil || !strings.HasPrefix(lb.ClientURL(), "nats://") {
		t.Errorf("loopback listener: TLS %+v, URL %s; want plain", lb.TLS(), lb.ClientURL())
	}
}

// A controller may do what an observer may, plus prompts, approvals and
// cancels of its session; a worker publishes events and task results, never
// commands, tool results or approval requests. Nothing else.
func TestRolePermissions(t *testing.T) {
	b := start(t, bus.Options{Listen: "127.0.0.1:0", StoreDir: t.TempDir()})
	got := make(chan string, 16)
	if _, err := b.Conn().Subscribe("troupe.>", func(m *nats.Msg) { got <- m.Subject }); err != nil {
		t.Fatal(err)
	}
	const enrolled = bus.Role("enrolled worker w-1")
	tests := []struct {
		role    bus.Role
		subject string
		allowed bool
	}{
		{bus.Controller, "troupe.cmd.S.session.prompt", true},
		{bus.Controller, "troupe.cmd.S.session.input", true},
		{bus.Controller, "troupe.cmd.S.main.approval", true},
		{bus.Controller, "troupe.ctl.S.session.cancel", true},
		{bus.Controller, "troupe.cmd.S.main.tools", false},
		{bus.Controller, "troupe.res.S.main.tools", false},
		{bus.Controller, "troupe.cmd.S.main.prompt", false},
		{bus.Controller, "troupe.cmd.OTHER.session.prompt", false},
		{bus.Controller, "troupe.evt.S.main.approval", false},
		// The session's worker key only enrols workers.
		{bus.Worker, "troupe.enrol.w-2", true},
		{bus.Worker, "troupe.evt.S.w-1.tool_call", false},
		{bus.Worker, "troupe.res.S.w-1.task", false},
		{bus.Worker, "troupe.hb.workers.w-1.worker", false},
		{bus.Worker, "troupe.res.S.w-1.ask", false},
		// An enrolled worker (w-1, its own key).
		{enrolled, "troupe.res.S.w-1.task", true},
		{enrolled, "troupe.res.S.w-1.ask", true},
		{enrolled, "troupe.hb.workers.w-1.worker", true},
		{enrolled, "troupe.hb.workers.w-2.worker", false},
		{enrolled, "troupe.evt.S.w-1.tool_call", false},
		{enrolled, "troupe.evt.S.main.approval", false},
		{enrolled, "troupe.enrol.w-3", false},
		{enrolled, "troupe.ctl.S.w-1.approval", false},
		{enrolled, "troupe.cmd.S.w-1.approval", false},
		{enrolled, "troupe.res.S.main.tools", false},
		{enrolled, "troupe.cmd.S.main.tools", false},
		{enrolled, "troupe.cmd.S.session.prompt", false},
		{enrolled, "troupe.task.S.w-1.model", false},
		{bus.Observer, "troupe.evt.S.main.notice", false},
		// Only the admin key may revoke workers or rotate the enrolment key:
		// a worker that could would lock honest workers out or let itself in.
		{bus.Worker, bus.AdminRotateSubject, false},
		{bus.Worker, bus.AdminRevokeSubject, false},
		{enrolled, bus.AdminRotateSubject, false},
		{enrolled, bus.AdminRevokeSubject, false},
		{bus.Controller, bus.AdminRotateSubject, false},
		{bus.Observer, bus.AdminRevokeSubject, false},
	}
	conns := map[bus.Role]*nats.Conn{}
	refusals := make(chan error, 16)
	for _, r := range []bus.Role{bus.Observer, bus.Controller, bus.Worker} {
		id, err := b.Grant(r, "S")
		if err != nil {
			t.Fatal(err)
		}
		auth, err := id.NKeyOption()
		if err != nil {
			t.Fatal(err)
		}
		nc, err := nats.Connect(b.ClientURL(), auth, nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { refusals <- err }))
		if err != nil {
			t.Fatal(err)
		}
		defer nc.Close()
		conns[r] = nc
	}
	kp, err := nkeys.CreateUser()
	if err != nil {
		t.Fatal(err)
	}
	pub, _ := kp.PublicKey()
	if err := b.EnrolWorker("w-1", pub); err != nil {
		t.Fatal(err)
	}
	wnc, err := nats.Connect(b.ClientURL(), nats.Nkey(pub, kp.Sign), nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { refusals <- err }))
	if err != nil {
		t.Fatal(err)
	}
	defer wnc.Close()
	conns[enrolled] = wnc
	for _, tt := range tests {
		nc := conns[tt.role]
		if err := nc.Publish(tt.subject, []byte("{}")); err != nil {
			t.Fatal(err)
		}
		if err := nc.Flush(); err != nil {
			t.Fatal(err)
		}
		select {
		case s := <-got:
			if !tt.allowed || s != tt.subject {
				t.Errorf("%s: %s went through, want refused", tt.role, s)
			}
		case err := <-refusals:
			if tt.allowed || !errors.Is(err, nats.ErrPermissionViolation) {
				t.Errorf("%s: %s: %v", tt.role, tt.subject, err)
			}
		case <-time.After(5 * time.Second):
			t.Errorf("%s: %s: neither delivered nor refused", tt.role, tt.subject)
		}
	}
}

// A body over the inline limit travels by reference through the session's
// object store and arrives whole; past the server's max payload too.
func TestLargeBodyGoesByReference(t *testing.T) {
	b := start(t, bus.Options{StoreDir: t.TempDir(), MaxPayload: 1 << 20, InlineMax: 64 << 10})
	if b.Server().JetStreamEnabled() {
		t.Fatal("JetStream started before anything needed it")
	}
	big := strings.Repeat("0123456789abcdef", 3<<16) // 3 MiB, three times the max payload
	got := make(chan messages.Body, 2)
	if _, err := b.Subscribe("troupe.>", func(m messages.Meta, body messages.Body) {
		if !m.Internal || m.Ref == "" {
			t.Errorf("meta %+v: want internal, by reference", m)
		}
		got <- body
	}); err != nil {
		t.Fatal(err)
	}
	rawSizes := make(chan int, 2)
	if _, err := b.Conn().Subscribe("troupe.>", func(m *nats.Msg) { rawSizes <- len(m.Data) }); err != nil {
		t.Fatal(err)
	}
	body := messages.ModelRequest{Call: "c1", Messages: []messages.Message{{Role: messages.RoleUser, Content: big}}}
	if _, err := b.Publish("troupe.cmd.S.main.llm.act", messages.Meta{}, body); err != nil {
		t.Fatal(err)
	}
	select {
	case g := <-got:
		if r := g.(*messages.ModelRequest); r.Messages[0].Content != big {
			t.Errorf("body arrived with %d bytes, want %d", len(r.Messages[0].Content), len(big))
		}
	case <-time.After(20 * time.Second):
		t.Fatal("large body never arrived")
	}
	if n := <-rawSizes; n != 0 {
		t.Errorf("the bus carried %d bytes of payload, want a reference only", n)
	}
}

// WriteAccess writes private files; the observer seed connects;
// RemoveAccess removes them all.
func TestAccessFiles(t *testing.T) {
	b := start(t, bus.Options{Listen: "127.0.0.1:0"})
	dir := t.TempDir()
	ep, err := b.WriteAccess(bus.Access{Dir: dir, Session: "S", Roles: []bus.Role{bus.Controller}})
	if err != nil {
		t.Fatal(err)
	}
	read, err := bus.ReadEndpoint(filepath.Join(dir, bus.EndpointFile))
	if err != nil || read.Seed != ep.Seed || read.NKeyFiles[bus.Controller] == "" {
		t.Fatalf("endpoint %+v, %v", read, err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		info, _ := e.Info()
		if info.Mode().Perm() != 0o600 {
			t.Errorf("%s: mode %v, want 0600", e.Name(), info.Mode().Perm())
		}
	}
	seed, err := os.ReadFile(ep.NKeyFiles[bus.Observer])
	if err != nil || strings.TrimSpace(string(seed)) != ep.Seed {
		t.Errorf("observer seed file %q, %v", seed, err)
	}
	auth, err := bus.SeedOption(ep.Seed)
	if err != nil {
		t.Fatal(err)
	}
	nc, err := nats.Connect(ep.URL, auth)
	if err != nil {
		t.Fatal(err)
	}
	nc.Close()
	if err := bus.RemoveAccess(dir); err != nil {
		t.Fatal(err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("RemoveAccess left %d files", len(entries))
	}
}

// Stale store directories (their lock free) are removed; one in use is
// not, nor a kept one younger than the keep age.
func TestCleanStale(t *testing.T) {
	parent := t.TempDir()
	ctx := context.Background()
	live, err := bus.Start(ctx, bus.Options{StoreDir: parent, JetStream: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer live.Close()
	kept, err := bus.Start(ctx, bus.Options{StoreDir: parent, JetStream: true, KeepStore: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := kept.Close(); err != nil {
		t.Fatal(err)
	}
	stale := filepath.Join(parent, "deadbeef")
	if err := os.MkdirAll(filepath.Join(stale, "jetstream"), 0o700); err != nil {
		t.Fatal(err)
	}
	bus.CleanStale(parent, time.Hour, nopLog{})
	if _, err := os.Stat(stale); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("stale dir kept: %v", err)
	}
	if _, err := os.Stat(live.StoreDir()); err != nil {
		t.Errorf("live store removed: %v", err)
	}
	if _, err := os.Stat(kept.StoreDir()); err != nil {
		t.Errorf("young kept store removed: %v", err)
	}
	bus.CleanStale(parent, 0, nopLog{})
	if _, err := os.Stat(kept.StoreDir()); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("kept store past its age not removed: %v", err)
	}
}

type nopLog struct{}

func (nopLog) Debug(string, ...any) {}
