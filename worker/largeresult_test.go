package worker_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"troupe/internal/taskq"
)

// TestLargeResultOverDefaultMaxPayload runs a task whose answer, and so
// its transcript, is larger than 1 MiB, with the coordinator and the
// worker process on a plain NATS server with the default max_payload
// (1 MiB): the result travels by reference (the snapshot store), the turn
// ends, the stored status is small and its body reads back whole. Inline,
// the server refused the status and the task never finished.
func TestLargeResultOverDefaultMaxPayload(t *testing.T) {
	ns, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, JetStream: true, StoreDir: t.TempDir(), NoSigs: true, NoLog: true})
	if err != nil {
		t.Fatal(err)
	}
	go ns.Start()
	t.Cleanup(func() { ns.Shutdown(); ns.WaitForShutdown() })
	if !ns.ReadyForConnections(10 * time.Second) {
		t.Fatal("nats-server did not start")
	}
	nc, err := nats.Connect(ns.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	if mp := nc.MaxPayload(); mp != 1<<20 {
		t.Fatalf("the server's max payload is %d, want the default 1 MiB", mp)
	}
	nc.Close()

	var answer strings.Builder
	for i := 0; answer.Len() < 1200<<10; i++ {
		fmt.Fprintf(&answer, "finding %06d: nothing unusual in this part of the tree\n", i)
	}
	answer.WriteString("END-OF-THE-LONG-ANSWER")
	work := fmt.Sprintf("turns:\n  - agent: explore\n    expect: \"read everything\"\n    text: %q\n", answer.String())
	c := startCoordinator(t, coordOpts{placement: "remote", wait: time.Minute, script: delegate("explore", "read a lot", "read everything"), busURL: ns.ClientURL()})
	startWorker(t, "wbig", workerOpts{url: ns.ClientURL(), script: work})
	c.waitWorkers(t, 1)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	r, err := c.sess.Submit(ctx, "go", 0)
	if err != nil || r.Err != nil || !strings.HasSuffix(r.Final, "done") {
		t.Fatalf("turn = %+v, %v; notices:\n%s", r, err, strings.Join(c.allNotices(), "\n"))
	}
	// What the worker stored: a small status naming its body, and the body
	// whole, as the coordinator read it.
	nc, err = nats.Connect(ns.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	q, err := taskq.Attach(ctx, nc, taskq.Config{})
	if err != nil {
		t.Fatal(err)
	}
	stored, err := q.StoredResults(ctx, c.sess.ID())
	if err != nil || len(stored) != 1 {
		t.Fatalf("stored results: %d, %v", len(stored), err)
	}
	st := stored[0].Status
	if st.Body == "" || st.Final != "" || len(stored[0].Data) > taskq.InlineStatusMax {
		t.Fatalf("the stored status (%d bytes) carries its body inline (body %q)", len(stored[0].Data), st.Body)
	}
	if err := q.LoadBody(ctx, &st); err != nil {
		t.Fatal(err)
	}
	if st.Final != answer.String() || len(st.Transcript) < 2 {
		t.Fatalf("the body read back: final of %d bytes (want %d), %d transcript messages", len(st.Final), answer.Len(), len(st.Transcript))
	}
	// The coordinator's log has the subagent's transcript, the answer
	// capped at subagents.result_cap where the main agent sees it.
	loaded, err := c.sup.Store().Load(c.sess.ID())
	if err != nil {
		t.Fatal(err)
	}
	logged := false
	for _, ev := range loaded.Events {
		logged = logged || ev.Agent != "main" && ev.Agent != "" && strings.Contains(string(ev.Data), "finding 000000")
	}
	if !logged {
		t.Fatal("the coordinator's session log does not hold the worker's transcript")
	}
}
