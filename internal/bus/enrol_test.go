package bus_test

import (
	"errors"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"

	"troupe/internal/bus"
)

// Each worker has its own key: it may read replies on its own inbox
// prefix only (not _INBOX.>, not another worker's), its name is not
// taken over by another key, and a revoked worker is disconnected and
// cannot come back with the same key.
func TestWorkerKeysAreOwnAndRevocable(t *testing.T) {
	b := start(t, bus.Options{Listen: "127.0.0.1:0"})
	type w struct {
		kp  nkeys.KeyPair
		pub string
	}
	mk := func(name string) w {
		kp, err := nkeys.CreateUser()
		if err != nil {
			t.Fatal(err)
		}
		pub, _ := kp.PublicKey()
		if err := b.EnrolWorker(name, pub); err != nil {
			t.Fatal(err)
		}
		return w{kp, pub}
	}
	w1, w2 := mk("w-1"), mk("w-2")
	other, _ := nkeys.CreateUser()
	otherPub, _ := other.PublicKey()
	if err := b.EnrolWorker("w-1", otherPub); !errors.Is(err, bus.ErrEnrolled) {
		t.Fatalf("w-1 enrolled again with another key: %v", err)
	}
	refusals := make(chan error, 8)
	closed := make(chan struct{})
	connect := func(k w, extra ...nats.Option) (*nats.Conn, error) {
		return nats.Connect(b.ClientURL(), append([]nats.Option{nats.Nkey(k.pub, k.kp.Sign), nats.MaxReconnects(0),
			nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { refusals <- err })}, extra...)...)
	}
	nc2, err := connect(w2)
	if err != nil {
		t.Fatal(err)
	}
	defer nc2.Close()
	for _, subj := range []string{"_INBOX.>", bus.WorkerInbox("w-1") + ".t.>", "troupe.evt.S.>", bus.InboxPrefix(bus.Observer, "S") + ".>"} {
		if _, err := nc2.Subscribe(subj, func(*nats.Msg) {}); err != nil {
			t.Fatal(err)
		}
		nc2.Flush()
		select {
		case err := <-refusals:
			if !errors.Is(err, nats.ErrPermissionViolation) {
				t.Errorf("subscribe %s: %v", subj, err)
			}
		case <-time.After(5 * time.Second):
			t.Errorf("w-2 subscribed to %s", subj)
		}
	}
	if _, err := nc2.Subscribe(bus.WorkerInbox("w-2")+".o.x", func(*nats.Msg) {}); err != nil {
		t.Fatal(err)
	}
	nc2.Flush()
	select {
	case err := <-refusals:
		t.Errorf("own inbox refused: %v", err)
	case <-time.After(300 * time.Millisecond):
	}

	nc1, err := connect(w1, nats.ClosedHandler(func(*nats.Conn) { close(closed) }))
	if err != nil {
		t.Fatal(err)
	}
	defer nc1.Close()
	b.RevokeWorker("w-1")
	select {
	case <-closed:
	case <-time.After(10 * time.Second):
		t.Fatal("a revoked worker stayed connected")
	}
	if nc, err := connect(w1); err == nil {
		nc.Close()
		t.Fatal("a revoked key connected again")
	}
}
