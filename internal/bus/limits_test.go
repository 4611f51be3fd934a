package bus_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"

	"troupe/internal/bus"
)

// limited starts a listening, authenticating bus with limits l.
func limited(t *testing.T, l bus.Limits, js bool) *bus.Bus {
	t.Helper()
	o := bus.Options{Listen: "127.0.0.1:0", Limits: l}
	if js {
		o.StoreDir, o.JetStream = t.TempDir(), true
	}
	return start(t, o)
}

// enrolledKey enrols worker name with a fresh key and returns it.
func enrolledKey(t testing.TB, b *bus.Bus, name string) nkeys.KeyPair {
	t.Helper()
	kp, err := nkeys.CreateUser()
	if err != nil {
		t.Fatal(err)
	}
	pub, _ := kp.PublicKey()
	if err := b.EnrolWorker(name, pub); err != nil {
		t.Fatal(err)
	}
	return kp
}

// enrolled enrols worker name with a fresh key and returns its nats options.
func enrolled(t *testing.T, b *bus.Bus, name string) nats.Option {
	t.Helper()
	kp := enrolledKey(t, b, name)
	pub, _ := kp.PublicKey()
	return nats.Nkey(pub, kp.Sign)
}

// granted returns the nats options of role's identity for session.
func granted(t *testing.T, b *bus.Bus, role bus.Role, session string) nats.Option {
	t.Helper()
	id, err := b.Grant(role, session)
	if err != nil {
		t.Fatal(err)
	}
	o, err := id.NKeyOption()
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// client connects as auth, never reconnecting; errs receives the async
// errors and closed is closed with the connection.
func client(t *testing.T, b *bus.Bus, auth nats.Option, inbox string) (nc *nats.Conn, errs chan error, closed chan struct{}) {
	t.Helper()
	errs, closed = make(chan error, 64), make(chan struct{})
	opts := []nats.Option{auth, nats.MaxReconnects(0), nats.NoReconnect(),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) {
			select {
			case errs <- err:
			default:
			}
		}),
		nats.ClosedHandler(func(*nats.Conn) { close(closed) })}
	if inbox != "" {
		opts = append(opts, nats.CustomInboxPrefix(inbox))
	}
	nc, err := nats.Connect(b.ClientURL(), opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc, errs, closed
}

// The server bounds one connection's subscriptions: past the limit a
// subscription is refused and hears nothing.
func TestIdentitySubscriptionLimit(t *testing.T) {
	b := limited(t, bus.Limits{Observer: bus.ClassLimits{MaxSubs: 4}}, false)
	nc, errs, _ := client(t, b, granted(t, b, bus.Observer, "S"), bus.InboxPrefix(bus.Observer, "S"))
	var heard atomic.Int64
	for i := range 6 {
		if _, err := nc.Subscribe(fmt.Sprintf("troupe.evt.S.a%d", i), func(*nats.Msg) { heard.Add(1) }); err != nil {
			t.Fatal(err)
		}
	}
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-errs:
		if !errors.Is(err, nats.ErrMaxSubscriptionsExceeded) {
			t.Errorf("error %v, want maximum subscriptions exceeded", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("6 subscriptions under a limit of 4: no refusal")
	}
	for i := range 6 {
		if err := b.Conn().Publish(fmt.Sprintf("troupe.evt.S.a%d", i), []byte("x")); err != nil {
			t.Fatal(err)
		}
	}
	b.Conn().Flush()
	for end := time.Now().Add(10 * time.Second); heard.Load() < 4 && time.Now().Before(end); {
		time.Sleep(10 * time.Millisecond)
	}
	nc.Flush()
	time.Sleep(300 * time.Millisecond)
	if n := heard.Load(); n != 4 {
		t.Errorf("heard %d messages on 6 subscriptions under a limit of 4, want 4", n)
	}
}

// An observer that makes consumers past its limit is cut off and every
// consumer it made deleted; another tap of the same session, with the
// same key, then replays the session.
func TestConsumerLimitPerIdentity(t *testing.T) {
	const limit = 5
	b := limited(t, bus.Limits{Observer: bus.ClassLimits{MaxConsumers: limit}}, true)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	p, err := b.Open(ctx, bus.PresenceOptions{Dir: t.TempDir(), Session: "S", Replay: true})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close("test over")
	for i := range 3 {
		if err := b.Conn().Publish(fmt.Sprintf("troupe.evt.S.main.n%d", i), []byte("hello")); err != nil {
			t.Fatal(err)
		}
	}
	obs := granted(t, b, bus.Observer, "S")
	nc, _, closed := client(t, b, obs, bus.InboxPrefix(bus.Observer, "S"))
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	made := 0
	for i := range 1000 {
		cctx, ccancel := context.WithTimeout(ctx, 5*time.Second)
		_, err := js.CreateConsumer(cctx, bus.TrafficStream, jetstream.ConsumerConfig{Durable: fmt.Sprintf("hog%d", i), FilterSubject: "troupe.*.S.>"})
		ccancel()
		if err != nil {
			break
		}
		made++
	}
	select {
	case <-closed:
	case <-time.After(10 * time.Second):
		t.Fatalf("made %d consumers under a limit of %d and stayed connected", made, limit)
	}
	if made >= 1000 {
		t.Fatalf("all 1000 consumers were made")
	}
	t.Logf("made %d consumers before being cut off (limit %d)", made, limit)
	// Every consumer it made is deleted.
	ijs, err := jetstream.New(b.Conn())
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(15 * time.Second)
	for {
		n := 0
		st, err := ijs.Stream(ctx, bus.TrafficStream)
		if err != nil {
			t.Fatal(err)
		}
		names := st.ConsumerNames(ctx)
		for name := range names.Name() {
			if strings.HasPrefix(name, "hog") {
				n++
			}
		}
		if n == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of the cut-off observer's consumers are still there", n)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if cuts := b.Cuts(); len(cuts) == 0 || !strings.Contains(cuts[0].Why, "consumers") {
		t.Errorf("cuts %+v, want one for consumers", cuts)
	}
	// The same key replays the session.
	nc2, _, _ := client(t, b, obs, bus.InboxPrefix(bus.Observer, "S"))
	js2, err := jetstream.New(nc2)
	if err != nil {
		t.Fatal(err)
	}
	c, err := js2.OrderedConsumer(ctx, bus.TrafficStream, jetstream.OrderedConsumerConfig{FilterSubjects: []string{"troupe.*.S.>"}})
	if err != nil {
		t.Fatalf("a later replay: %v", err)
	}
	m, err := c.Next(jetstream.FetchMaxWait(10 * time.Second))
	if err != nil {
		t.Fatalf("a later replay: %v", err)
	}
	if string(m.Data()) != "hello" {
		t.Errorf("replayed %q", m.Data())
	}
}

// A worker flooding the coordinator is cut off and revoked within a few
// guard periods, while another worker's results keep arriving, all of
// them, and it stays connected.
func TestFloodingWorkerIsCutOff(t *testing.T) {
	b := limited(t, bus.Limits{Worker: bus.ClassLimits{MaxMsgsPerSec: 500}}, false)
	var honest, flood atomic.Int64
	if _, err := b.Conn().Subscribe("troupe.res.>", func(m *nats.Msg) {
		if strings.HasPrefix(string(m.Data), "honest") {
			honest.Add(1)
		} else {
			flood.Add(1)
		}
	}); err != nil {
		t.Fatal(err)
	}
	b.Conn().Flush()
	fauth := enrolled(t, b, "flood")
	fnc, _, fclosed := client(t, b, fauth, bus.WorkerInbox("flood"))
	hnc, _, hclosed := client(t, b, enrolled(t, b, "honest"), bus.WorkerInbox("honest"))
	stop := make(chan struct{})
	floodDone := make(chan int)
	go func() { // owned: waited for on floodDone
		n := 0
		payload := make([]byte, 256)
		for {
			select {
			case <-stop:
				floodDone <- n
				return
			default:
			}
			if fnc.Publish("troupe.res.S.x.task", payload) != nil {
				floodDone <- n
				return
			}
			n++
		}
	}()
	sent := 0
	start := time.Now()
	cut := false
	for time.Since(start) < 6*time.Second {
		if err := hnc.Publish("troupe.res.S.h.task", []byte(fmt.Sprintf("honest %d", sent))); err != nil {
			t.Fatalf("the honest worker: %v", err)
		}
		sent++
		if !cut {
			select {
			case <-fclosed:
				cut = true
				t.Logf("flooder cut off after %s", time.Since(start).Round(time.Millisecond))
			default:
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	close(stop)
	n := <-floodDone
	if !cut {
		t.Fatalf("the flooder (%d messages sent) was not cut off", n)
	}
	hnc.Flush()
	deadline := time.Now().Add(10 * time.Second)
	for honest.Load() < int64(sent) && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if h := honest.Load(); h != int64(sent) {
		t.Errorf("the honest worker's results: %d of %d arrived", h, sent)
	}
	select {
	case <-hclosed:
		t.Error("the honest worker was cut off too")
	default:
	}
	cuts := b.Cuts()
	if len(cuts) != 1 || cuts[0].Worker != "flood" {
		t.Fatalf("cuts %+v, want the flooder revoked", cuts)
	}
	t.Logf("cut: %s: %s; %d flood messages sent, %d reached the coordinator", cuts[0].Who, cuts[0].Why, n, flood.Load())
	// Revoked: it cannot come back.
	if nc, err := nats.Connect(b.ClientURL(), fauth, nats.MaxReconnects(0)); err == nil {
		nc.Close()
		t.Error("the revoked flooder connected again")
	}
	// The admin identity reads the limits and the cut; a worker may not ask.
	anc, _, _ := client(t, b, granted(t, b, bus.Admin, ""), bus.InboxPrefix(bus.Admin, ""))
	msg, err := anc.Request(bus.AdminLimitsSubject, nil, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	var r bus.LimitsReply
	if err := json.Unmarshal(msg.Data, &r); err != nil {
		t.Fatal(err)
	}
	if r.Limits.Worker.MaxMsgsPerSec != 500 || r.Limits.Observer.MaxConsumers != bus.DefaultLimits().Observer.MaxConsumers || len(r.Cuts) != 1 || r.Cuts[0].Worker != "flood" {
		t.Errorf("limits reply %+v", r)
	}
	if _, err := hnc.Request(bus.AdminLimitsSubject, nil, time.Second); err == nil {
		t.Error("a worker asked for the bus limits")
	}
}

// An honest worker reading 200 snapshot objects one after another makes
// a consumer for each (the object store's ordered consumer) and deletes
// it: it is never over a consumer limit of 8.
func TestHonestWorkerReadsManyObjectsUnderTheLimit(t *testing.T) {
	b := limited(t, bus.Limits{Worker: bus.ClassLimits{MaxConsumers: 8}}, true)
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	ijs, err := jetstream.New(b.Conn())
	if err != nil {
		t.Fatal(err)
	}
	store, err := ijs.CreateObjectStore(ctx, jetstream.ObjectStoreConfig{Bucket: bus.SnapshotBucket})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.PutBytes(ctx, "blob", []byte("content")); err != nil {
		t.Fatal(err)
	}
	nc, _, closed := client(t, b, enrolled(t, b, "honest"), bus.WorkerInbox("honest")+".o")
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	ws, err := js.ObjectStore(ctx, bus.SnapshotBucket)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 200 {
		if data, err := ws.GetBytes(ctx, "blob"); err != nil || string(data) != "content" {
			t.Fatalf("read %d: %q %v (cuts %+v)", i, data, err, b.Cuts())
		}
	}
	time.Sleep(1500 * time.Millisecond) // a guard period
	select {
	case <-closed:
		t.Fatalf("the honest worker was cut off: %+v", b.Cuts())
	default:
	}
	if cuts := b.Cuts(); len(cuts) != 0 {
		t.Fatalf("cuts %+v", cuts)
	}
}
