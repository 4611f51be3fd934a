package bus_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/bus"
	"troupe/internal/bus/bustest"
	"troupe/messages"
)

func TestSubjectCovers(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"troupe.res.>", "troupe.res.*.*.task", true},
		{"troupe.res.*.*.task", "troupe.res.>", false},
		{"troupe.res.*.*.task", "troupe.res.S.a.task", true},
		{"troupe.res.*.*.task", "troupe.res.S.a.ask", false},
		{"troupe.>", "troupe", false},
		{"troupe.*", "troupe.>", false},
		{"a.b", "a.b", true},
	}
	for _, tt := range tests {
		if got := bus.SubjectCovers(tt.a, tt.b); got != tt.want {
			t.Errorf("SubjectCovers(%q, %q) = %v", tt.a, tt.b, got)
		}
	}
	got := bus.MergeSubjects([]string{"troupe.res.*.*.task"}, bus.TrafficSubjects())
	if !slices.Contains(got, "troupe.res.>") || slices.Contains(got, "troupe.res.*.*.task") || len(got) != 4 {
		t.Errorf("merged = %v", got)
	}
	if got := bus.MergeSubjects(bus.TrafficSubjects(), bus.ResultSubjects); len(got) != 4 {
		t.Errorf("results into traffic = %v", got)
	}
}

func jsOf(t *testing.T, nc *nats.Conn) jetstream.JetStream {
	t.Helper()
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	return js
}

func replicasOf(t *testing.T, js jetstream.JetStream, stream string) int {
	t.Helper()
	s, err := js.Stream(context.Background(), stream)
	if err != nil {
		t.Fatal(err)
	}
	return s.CachedInfo().Config.Replicas
}

// On a 3-node cluster troupe's streams are R3 by default; an operator's R3
// stream stays R3 when troupe asks for one replica; on a single server the
// default is R1.
func TestReplicasByDefaultAndNeverLowered(t *testing.T) {
	c := bustest.NewCluster(t, 3, bustest.ClusterOptions{})
	js := jsOf(t, c.Connect(0))
	ctx := context.Background()
	if _, err := bus.EnsureStream(ctx, js, jetstream.StreamConfig{Name: "AUTO", Subjects: []string{"auto.>"}}, 0); err != nil {
		t.Fatal(err)
	}
	if r := replicasOf(t, js, "AUTO"); r != 3 {
		t.Errorf("default on a 3-node cluster: R%d, want R3", r)
	}
	if _, err := js.CreateStream(ctx, jetstream.StreamConfig{Name: "OPS", Subjects: []string{"ops.>"}, Replicas: 3}); err != nil {
		t.Fatal(err)
	}
	if _, err := bus.EnsureStream(ctx, js, jetstream.StreamConfig{Name: "OPS", Subjects: []string{"ops.>"}, MaxAge: time.Hour}, 1); err != nil {
		t.Fatal(err)
	}
	if r := replicasOf(t, js, "OPS"); r != 3 {
		t.Errorf("operator's R3 stream after troupe asked for R1: R%d", r)
	}
	if _, err := bus.EnsureObjectStore(ctx, js, jetstream.ObjectStoreConfig{Bucket: "obj"}, 0); err != nil {
		t.Fatal(err)
	}
	if r := replicasOf(t, js, "OBJ_obj"); r != 3 {
		t.Errorf("object store on a 3-node cluster: R%d", r)
	}
	if _, err := bus.EnsureStream(ctx, js, jetstream.StreamConfig{Name: "ONE", Subjects: []string{"one.>"}}, 1); err != nil {
		t.Fatal(err)
	}
	if r := replicasOf(t, js, "ONE"); r != 1 {
		t.Errorf("asked for R1: R%d", r)
	}

	single := bustest.New(t)
	sjs, err := single.JetStream()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bus.EnsureStream(ctx, sjs, jetstream.StreamConfig{Name: "AUTO", Subjects: []string{"auto.>"}}, 0); err != nil {
		t.Fatal(err)
	}
	if r := replicasOf(t, sjs, "AUTO"); r != 1 {
		t.Errorf("default on a single server: R%d, want R1", r)
	}
}

// reserved is the JetStream storage the cluster's nodes hold back.
func reserved(t *testing.T, c *bustest.Cluster) int64 {
	t.Helper()
	var sum int64
	for _, ns := range c.Servers {
		_, store, err := ns.JetStreamReservedResources()
		if err != nil {
			t.Fatal(err)
		}
		sum += store
	}
	return sum
}

// The old way, a 256 MiB stream per session, held back 256 MiB of the
// cluster's storage for every session (the issue saw new sessions refused
// after ~48 runs); with the one shared traffic stream, 300 sessions hold
// back what one stream does, and each keeps its traffic.
func TestThousandsOfSessionsFit(t *testing.T) {
	c := bustest.NewCluster(t, 3, bustest.ClusterOptions{MaxStore: 1 << 40})
	js := jsOf(t, c.Connect(0))
	ctx := context.Background()
	const oldWay = 20
	for i := range oldWay {
		_, err := js.CreateStream(ctx, jetstream.StreamConfig{Name: fmt.Sprintf("OLD_%d", i), Subjects: []string{fmt.Sprintf("old.%d.>", i)},
			MaxBytes: 256 << 20, Storage: jetstream.FileStorage})
		if err != nil {
			t.Fatal(err)
		}
	}
	before := reserved(t, c)
	t.Logf("per-session streams of 256 MiB: %d sessions hold back %d MiB", oldWay, before>>20)

	c = bustest.NewCluster(t, 3, bustest.ClusterOptions{MaxStore: 1 << 40})
	js = jsOf(t, c.Connect(0))
	b, err := bus.Start(ctx, bus.Options{Name: "coord", External: bus.Client{URL: c.URLs[0]}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	const sessions = 300
	for i := range sessions {
		s := fmt.Sprintf("s%04d", i)
		p, err := b.Open(ctx, bus.PresenceOptions{Dir: t.TempDir(), Session: s, Replay: true, MaxAge: time.Hour, MaxBytes: 256 << 20, Heartbeat: time.Hour})
		if err != nil {
			t.Fatalf("session %d of %d refused: %v", i+1, sessions, err)
		}
		if _, err := b.Publish(messages.Subject(messages.ClassEvt, s, "main", "notice"), messages.Meta{}, messages.Notice{Text: s}); err != nil {
			t.Fatal(err)
		}
		if err := p.Close("done"); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Conn().Flush(); err != nil {
		t.Fatal(err)
	}
	st, err := js.Stream(ctx, bus.TrafficStream)
	if err != nil {
		t.Fatal(err)
	}
	// The notices were published, not acknowledged: the stream leader
	// stores them a moment after the flush. Wait for them (a hung test's
	// safety net, not a speed assertion).
	var info *jetstream.StreamInfo
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if info, err = st.Info(ctx, jetstream.WithSubjectFilter("troupe.evt.*.main.notice")); err != nil {
			t.Fatal(err)
		}
		if len(info.State.Subjects) >= sessions || time.Now().After(deadline) {
			break
		}
	}
	if n := len(info.State.Subjects); n != sessions {
		// A notice is a plain publish, at most once: on a loaded cluster
		// one can be lost on its way to the stream's leader (seen once in
		// CI, under make test: 299 of 300 kept). What this test holds to
		// is that the shared stream keeps every session's traffic: each
		// missing notice is published again, acknowledged, and must land
		// in the shared stream; more than a few lost is a fault.
		var lost []string
		for i := range sessions {
			s := fmt.Sprintf("s%04d", i)
			subj := messages.Subject(messages.ClassEvt, s, "main", "notice")
			if info.State.Subjects[subj] > 0 {
				continue
			}
			lost = append(lost, s)
			if ack, err := js.Publish(ctx, subj, []byte(s)); err != nil || ack.Stream != bus.TrafficStream {
				t.Errorf("session %s's notice is not kept by the shared stream: %v, %+v", s, err, ack)
			}
		}
		t.Logf("%d of %d notices published plainly were not stored: %v", len(lost), sessions, lost)
		if len(lost) > sessions/100 {
			t.Errorf("%d sessions' notices kept, want %d", n, sessions)
		}
	}
	if info.Config.Replicas != 3 {
		t.Errorf("traffic stream R%d, want R3", info.Config.Replicas)
	}
	names := js.StreamNames(ctx)
	var all []string
	for n := range names.Name() {
		all = append(all, n)
	}
	if len(all) != 1 {
		t.Errorf("streams = %v, want the one shared stream", all)
	}
	after := reserved(t, c)
	t.Logf("shared stream: %d sessions hold back %d MiB in %d stream(s)", sessions, after>>20, len(all))
	if after > 3*(256<<20) {
		t.Errorf("%d sessions hold back %d MiB, want at most one 256 MiB stream's R3", sessions, after>>20)
	}
}

// An observer of one session reads its part of the shared stream and
// nothing of another session's.
func TestObserverReadsOnlyItsSession(t *testing.T) {
	b := start(t, bus.Options{Listen: "127.0.0.1:0", StoreDir: t.TempDir()})
	ctx := context.Background()
	for _, s := range []string{"S1", "S2"} {
		p, err := b.Open(ctx, bus.PresenceOptions{Dir: t.TempDir(), Session: s, Replay: true, Heartbeat: time.Hour})
		if err != nil {
			t.Fatal(err)
		}
		defer p.Close("")
		if _, err := b.Publish(messages.Subject(messages.ClassEvt, s, "main", "notice"), messages.Meta{}, messages.Notice{Text: "secret of " + s}); err != nil {
			t.Fatal(err)
		}
	}
	id, err := b.Grant(bus.Observer, "S1")
	if err != nil {
		t.Fatal(err)
	}
	auth, err := id.NKeyOption()
	if err != nil {
		t.Fatal(err)
	}
	nc, err := nats.Connect(b.ClientURL(), auth, nats.CustomInboxPrefix(bus.InboxPrefix(bus.Observer, "S1")))
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	js := jsOf(t, nc)
	read := func(filter string) (string, error) {
		ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
		defer cancel()
		cfg := jetstream.OrderedConsumerConfig{}
		if filter != "" {
			cfg.FilterSubjects = []string{filter}
		}
		cons, err := js.OrderedConsumer(ctx, bus.TrafficStream, cfg)
		if err != nil {
			return "", err
		}
		m, err := cons.Next(jetstream.FetchMaxWait(2 * time.Second))
		if err != nil {
			return "", err
		}
		return m.Subject(), nil
	}
	if s, err := read("troupe.*.S1.>"); err != nil || s != "troupe.evt.S1.main.notice" {
		t.Errorf("own session: %q, %v", s, err)
	}
	for _, f := range []string{"troupe.*.S2.>", "", "troupe.>", "troupe.evt.*.main.notice"} {
		if s, err := read(f); err == nil {
			t.Errorf("filter %q: read %s", f, s)
		}
	}
	sctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	if st, err := js.Stream(sctx, bus.TrafficStream); err == nil {
		if _, err := st.GetMsg(sctx, 2); err == nil {
			t.Error("a numbered get read another session's message")
		} else if !errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, nats.ErrTimeout) && !errors.Is(err, nats.ErrPermissionViolation) {
			t.Logf("get refused: %v", err)
		}
	}
}
