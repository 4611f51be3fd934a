package taskq_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/bus/bustest"
	"troupe/internal/taskq"
)

// A large result travels by reference, and the reference binds its
// content: a hostile worker that overwrites the stored body (the snapshot
// store is shared by every worker), or a status that names another kind of
// object, is refused, never taken as the result.
func TestResultBodyByReferenceIsVerified(t *testing.T) {
	b := bustest.New(t)
	if _, err := b.JetStream(); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	q, err := taskq.Open(ctx, b.Conn(), taskq.Config{Replicas: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := q.KeepResults(ctx, "S"); err != nil {
		t.Fatal(err)
	}
	got := make(chan *nats.Msg, 1)
	sub, err := b.Conn().ChanSubscribe(taskq.StatusSubject("S", "a1"), got)
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe()
	big := strings.Repeat("the answer, long. ", 30000) // 540 KB: past the inline limit
	if err := q.Report(ctx, "S", "a1", taskq.Status{Task: "t1", Final: big}); err != nil {
		t.Fatal(err)
	}
	var sent taskq.Status
	select {
	case m := <-got:
		if len(m.Data) > taskq.InlineStatusMax {
			t.Fatalf("the status went inline: %d bytes", len(m.Data))
		}
		if err := json.Unmarshal(m.Data, &sent); err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second): // a hung test's safety net
		t.Fatal("no status")
	}
	if sent.Body == "" || sent.Final != "" {
		t.Fatalf("status %+v: want the final text by reference", sent)
	}
	st := sent
	if err := q.LoadBody(ctx, &st); err != nil || st.Final != big {
		t.Fatalf("LoadBody: %v (final of %d bytes)", err, len(st.Final))
	}

	// A forged body under the same name.
	if err := q.Snapshots().Put(ctx, sent.Body, []byte(`{"final":"forged by mallory"}`)); err != nil {
		t.Fatal(err)
	}
	st = sent
	if err := q.LoadBody(ctx, &st); err == nil || strings.Contains(st.Final, "mallory") {
		t.Errorf("a rewritten body was taken: %v, final %q", err, st.Final)
	}
	// A status naming some other object (a snapshot manifest).
	st = sent
	st.Body = "manifest-" + strings.TrimPrefix(sent.Body, "status-")
	if err := q.LoadBody(ctx, &st); err == nil {
		t.Error("a status naming a non-result object was taken")
	}
}
