package bus_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/goleak"

	"troupe/internal/bus"
	"troupe/messages"
)

func TestMain(m *testing.M) {
	if dir := os.Getenv("BUS_TEST_LOCK_DIR"); dir != "" {
		lockHelper(dir)
		return
	}
	goleak.VerifyTestMain(m)
}

func start(t *testing.T, o bus.Options) *bus.Bus {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	b, err := bus.Start(ctx, o, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := b.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return b
}

func TestStartRejectsBadOptions(t *testing.T) {
	tests := []struct {
		name string
		o    bus.Options
		want error
	}{
		{"jetstream without store", bus.Options{JetStream: true}, bus.ErrNoStoreDir},
		{"bad tls files", bus.Options{Listen: "0.0.0.0:0", TLS: &bus.TLSFiles{Cert: "/nonexistent.pem", Key: "/nonexistent.key"}}, nil},
		{"bad address", bus.Options{Listen: "127.0.0.1", Insecure: true}, nil},
		{"bad port", bus.Options{Listen: "127.0.0.1:http", Insecure: true}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := bus.Start(context.Background(), tt.o, nil)
			if err == nil {
				b.Close()
				t.Fatal("Start succeeded, want an error")
			}
			if tt.want != nil && !errors.Is(err, tt.want) {
				t.Errorf("Start: %v, want %v", err, tt.want)
			}
		})
	}
}

func TestStartReportsServerFailure(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	b, err := bus.Start(ctx, bus.Options{Listen: taken.Addr().String(), Insecure: true, StoreDir: dir, JetStream: true}, nil)
	if err == nil {
		b.Close()
		t.Fatal("Start on a taken port succeeded")
	}
	if !errors.Is(err, bus.ErrServer) || !strings.Contains(err.Error(), "listen") {
		t.Errorf("Start on a taken port: %v, want %v naming the listener", err, bus.ErrServer)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("failed Start left %d entries in the store parent", len(entries))
	}
}

func TestNoListenerByDefault(t *testing.T) {
	b := start(t, bus.Options{})
	if addr := b.Server().Addr(); addr != nil {
		t.Errorf("Server().Addr() = %v, want nil", addr)
	}
	if url := b.ClientURL(); url != "" {
		t.Errorf("ClientURL() = %q, want empty", url)
	}
	if b.StoreDir() != "" || b.Server().JetStreamEnabled() {
		t.Errorf("StoreDir() = %q, JetStream %v: want none without JetStream", b.StoreDir(), b.Server().JetStreamEnabled())
	}
}

func TestListenerNeedsIdentity(t *testing.T) {
	b := start(t, bus.Options{Listen: "127.0.0.1:0"})
	url := b.ClientURL()
	if !strings.HasPrefix(url, "nats://127.0.0.1:") || strings.HasSuffix(url, ":0") {
		t.Fatalf("ClientURL() = %q, want nats://127.0.0.1:<port>", url)
	}
	stranger, err := bus.SeedOption("SUAIBDPBAUTWCWBKIO6XHQNINK5FWJW4OHLXC3HQ2KFE4PEJUA44CNHTC4") // a valid seed nobody granted
	if err != nil {
		t.Fatal(err)
	}
	for name, opts := range map[string][]nats.Option{
		"anonymous":     nil,
		"a token":       {nats.Token("wrong")},
		"unknown nkey":  {stranger},
		"user/password": {nats.UserInfo("internal", "x")},
	} {
		nc, err := nats.Connect(url, append(opts, nats.NoReconnect())...)
		if err == nil {
			nc.Close()
			t.Errorf("%s: connected, want refusal", name)
		} else if !errors.Is(err, nats.ErrAuthorization) {
			t.Errorf("%s: %v, want %v", name, err, nats.ErrAuthorization)
		}
	}
	if _, err := b.Grant(bus.Internal, ""); !errors.Is(err, bus.ErrRole) {
		t.Errorf("Grant(internal) = %v, want %v: the internal identity never leaves the bus", err, bus.ErrRole)
	}
	id, err := b.Grant(bus.Observer, "S")
	if err != nil {
		t.Fatal(err)
	}
	again, err := b.Grant(bus.Observer, "S")
	if err != nil || again.Public != id.Public {
		t.Errorf("second Grant gave %s (%v), want the same identity %s", again.Public, err, id.Public)
	}
	auth, err := id.NKeyOption()
	if err != nil {
		t.Fatal(err)
	}
	nc, err := nats.Connect(url, auth)
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	sub, err := nc.SubscribeSync("troupe.*.S.>")
	if err != nil {
		t.Fatal(err)
	}
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
	// Publish goes through the in-process connection, authenticated as internal.
	if _, err := b.Publish("troupe.evt.S.main.notice", messages.Meta{}, messages.Notice{Text: "over tcp"}); err != nil {
		t.Fatal(err)
	}
	msg, err := sub.NextMsg(5 * time.Second)
	if err != nil {
		t.Fatal(err)
	}
	_, body, err := messages.Decode(messages.Header(msg.Header), msg.Data)
	if err != nil {
		t.Fatal(err)
	}
	if got := body.(*messages.Notice).Text; got != "over tcp" {
		t.Errorf("got %q over TCP, want %q", got, "over tcp")
	}
}

func TestListenerInsecure(t *testing.T) {
	b := start(t, bus.Options{Listen: "127.0.0.1:0", Insecure: true})
	nc, err := nats.Connect(b.ClientURL())
	if err != nil {
		t.Fatalf("insecure listener refused a tokenless client: %v", err)
	}
	nc.Close()
}

func TestJetStreamAndStoreLifecycle(t *testing.T) {
	parent := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	b, err := bus.Start(ctx, bus.Options{StoreDir: parent, JetStream: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() }) // if the test stops early; Close is idempotent
	dir := b.StoreDir()
	if !strings.HasPrefix(dir, parent+string(os.PathSeparator)) {
		t.Fatalf("StoreDir() = %q, want a directory under %q", dir, parent)
	}
	// The running bus holds the lock on its store.
	if _, err := bus.LockDir(dir); !errors.Is(err, bus.ErrLocked) {
		t.Errorf("LockDir on a running bus's store: %v, want %v", err, bus.ErrLocked)
	}

	js, err := jetstream.New(b.Conn())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := js.CreateStream(ctx, jetstream.StreamConfig{Name: "EVT", Subjects: []string{"troupe.evt.>"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Publish("troupe.evt.S.main.notice", messages.Meta{}, messages.Notice{Text: "stored"}); err != nil {
		t.Fatal(err)
	}
	s, err := js.Stream(ctx, "EVT")
	if err != nil {
		t.Fatal(err)
	}
	// A core publish is not acknowledged by the stream: wait until it is stored.
	var m *jetstream.RawStreamMsg
	for {
		if m, err = s.GetLastMsgForSubject(ctx, "troupe.evt.S.main.notice"); err == nil {
			break
		}
		if !errors.Is(err, jetstream.ErrMsgNotFound) || ctx.Err() != nil {
			t.Fatal(err)
		}
		time.Sleep(5 * time.Millisecond)
	}
	if !bytes.Contains(m.Data, []byte("stored")) {
		t.Errorf("stream message %q, want the notice", m.Data)
	}

	extra, err := b.Connect("extra")
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("store dir after Close: %v, want it removed", err)
	}
	if entries, _ := os.ReadDir(parent); len(entries) != 0 {
		t.Errorf("parent dir holds %d entries after Close, want 0", len(entries))
	}
	if !extra.IsClosed() || !b.Conn().IsClosed() {
		t.Errorf("connections open after Close: extra %v, shared %v", !extra.IsClosed(), !b.Conn().IsClosed())
	}
	if _, err := b.Connect("late"); !errors.Is(err, bus.ErrClosed) {
		t.Errorf("Connect after Close: %v, want %v", err, bus.ErrClosed)
	}
	if err := b.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
}

func TestConnectSharesServer(t *testing.T) {
	b := start(t, bus.Options{Listen: "127.0.0.1:0", Name: "coord"})
	nc, err := b.Connect("worker")
	if err != nil {
		t.Fatal(err)
	}
	sub, err := nc.SubscribeSync("troupe.>")
	if err != nil {
		t.Fatal(err)
	}
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Publish("troupe.cmd.S.main.prompt", messages.Meta{}, messages.Prompt{Text: "hi"}); err != nil {
		t.Fatal(err)
	}
	if _, err := sub.NextMsg(5 * time.Second); err != nil {
		t.Fatal(err)
	}
	if got := nc.Opts.Name; got != "coord/worker" {
		t.Errorf("connection name %q, want coord/worker", got)
	}
	nc.Close() // a caller may close its own connection before the Bus closes.
}

func TestServerLogsAtDebugOnly(t *testing.T) {
	for _, level := range []slog.Level{slog.LevelInfo, slog.LevelDebug} {
		var buf bytes.Buffer
		log := slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: level}))
		b, err := bus.Start(context.Background(), bus.Options{StoreDir: t.TempDir(), JetStream: true}, log)
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Close(); err != nil {
			t.Fatal(err)
		}
		logged := strings.Contains(buf.String(), "Starting nats-server")
		if want := level == slog.LevelDebug; logged != want {
			t.Errorf("at %v: server start logged = %v, want %v; log:\n%s", level, logged, want, buf.String())
		}
		if level == slog.LevelInfo && buf.Len() != 0 {
			t.Errorf("at Info the bus logged:\n%s", buf.String())
		}
	}
}

func TestNoGoroutineLeak(t *testing.T) {
	b, err := bus.Start(context.Background(), bus.Options{
		StoreDir: t.TempDir(), JetStream: true, Listen: "127.0.0.1:0",
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Connect("extra"); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Subscribe("troupe.>", func(messages.Meta, messages.Body) {}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Publish("troupe.evt.S.a.x", messages.Meta{}, messages.Notice{}); err != nil {
		t.Fatal(err)
	}
	id, err := b.Grant(bus.Observer, "S")
	if err != nil {
		t.Fatal(err)
	}
	auth, err := id.NKeyOption()
	if err != nil {
		t.Fatal(err)
	}
	tcp, err := nats.Connect(b.ClientURL(), auth)
	if err != nil {
		t.Fatal(err)
	}
	tcp.Close()
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	goleak.VerifyNone(t)
}

func TestLockDir(t *testing.T) {
	dir := t.TempDir()
	release, err := bus.LockDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bus.LockDir(dir); !errors.Is(err, bus.ErrLocked) {
		t.Errorf("second LockDir in-process: %v, want %v", err, bus.ErrLocked)
	}
	if code := lockInChild(t, dir); code != lockHelperBusy {
		t.Errorf("LockDir in another process exited %d, want %d (busy)", code, lockHelperBusy)
	}
	if err := release(); err != nil {
		t.Fatal(err)
	}
	if code := lockInChild(t, dir); code != 0 {
		t.Errorf("LockDir in another process after release exited %d, want 0", code)
	}
	release, err = bus.LockDir(dir)
	if err != nil {
		t.Fatalf("LockDir after release: %v", err)
	}
	if err := release(); err != nil {
		t.Fatal(err)
	}
	if _, err := bus.LockDir(dir + "/missing"); err == nil || errors.Is(err, bus.ErrLocked) {
		t.Errorf("LockDir on a missing dir: %v, want a non-ErrLocked error", err)
	}
}

const lockHelperBusy = 3

// lockInChild runs this test binary as a helper that tries LockDir(dir).
func lockInChild(t *testing.T, dir string) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "BUS_TEST_LOCK_DIR="+dir)
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return exit.ExitCode()
	}
	if err != nil {
		t.Fatalf("helper: %v: %s", err, out)
	}
	return 0
}

func lockHelper(dir string) {
	release, err := bus.LockDir(dir)
	switch {
	case errors.Is(err, bus.ErrLocked):
		os.Exit(lockHelperBusy)
	case err != nil:
		os.Exit(1)
	}
	if release() != nil {
		os.Exit(1)
	}
	os.Exit(0)
}
