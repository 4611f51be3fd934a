package taskq_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/bus/bustest"
	"troupe/internal/taskq"
)

// Every route of a model has a consumer of its own on the work-queue
// stream (the server refuses overlapping filters), and a task queued on a
// route reaches that route's consumer only: a task needing gpu is never
// fetched from the plain queue, a high one never from the normal one.
func TestRoutesAreSeparateQueues(t *testing.T) {
	b := bustest.New(t)
	if _, err := b.JetStream(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	q, err := taskq.Open(ctx, b.Conn(), taskq.Config{})
	if err != nil {
		t.Fatal(err)
	}
	routes := taskq.WorkerRoutes("m", []string{"big", "gpu"})
	if len(routes) != 8 {
		t.Fatalf("%d routes for 2 labels, want 8 (4 label sets × 2 priorities)", len(routes))
	}
	if last := routes[len(routes)-1]; last.Durable() != (taskq.Route{Model: "m"}).Durable() {
		t.Fatalf("last route %+v, want the model's plain queue", last)
	}
	if !slices.Equal(routes[0].Labels, []string{"big", "gpu"}) || routes[0].Priority != taskq.High {
		t.Fatalf("first route %+v, want high with every label", routes[0])
	}
	cons := map[string]jetstream.Consumer{}
	for _, r := range routes {
		c, err := q.RouteConsumer(ctx, r)
		if err != nil {
			t.Fatalf("consumer of %s/%s: %v", r.Priority, r.Durable(), err)
		}
		cons[r.Durable()] = c
	}
	if len(cons) != len(routes) {
		t.Fatalf("%d consumers for %d routes: two routes share a name", len(cons), len(routes))
	}
	for i, r := range routes {
		task := taskq.Task{ID: "S-a-" + r.Durable(), Session: "S", Agent: "a", Model: r.Model, Priority: r.Priority, Labels: r.Labels}
		if _, err := q.Publish(ctx, task); err != nil {
			t.Fatalf("route %d: %v", i, err)
		}
	}
	for _, r := range routes {
		b, err := cons[r.Durable()].Fetch(len(routes), jetstream.FetchMaxWait(300*time.Millisecond))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for m := range b.Messages() {
			task, err := taskq.DecodeTask(m.Data())
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, task.ID)
			_ = m.Ack()
		}
		if want := []string{"S-a-" + r.Durable()}; !slices.Equal(got, want) {
			t.Errorf("consumer %s fetched %v, want %v", r.Durable(), got, want)
		}
	}
}

func TestLabels(t *testing.T) {
	got, err := taskq.NormalLabels([]string{"gpu", " big ", "gpu"})
	if err != nil || !slices.Equal(got, []string{"big", "gpu"}) {
		t.Fatalf("NormalLabels = %v, %v", got, err)
	}
	for _, bad := range []string{"", "a.b", "a b", "x*", ">", "ü", "0123456789012345678901234567890123"} {
		if _, err := taskq.NormalLabels([]string{bad}); err == nil {
			t.Errorf("label %q accepted", bad)
		}
	}
	cases := []struct {
		have, need []string
		ok         bool
	}{
		{nil, nil, true},
		{[]string{"gpu"}, nil, true},
		{nil, []string{"gpu"}, false},
		{[]string{"gpu"}, []string{"gpu"}, true},
		{[]string{"big", "gpu"}, []string{"gpu"}, true},
		{[]string{"gpu"}, []string{"big", "gpu"}, false},
	}
	for _, c := range cases {
		if got := taskq.Serves(c.have, c.need); got != c.ok {
			t.Errorf("Serves(%v, %v) = %v, want %v", c.have, c.need, got, c.ok)
		}
	}
}
