package remote

import (
	"context"
	"encoding/json"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/bus"
	"troupe/internal/taskq"
	"troupe/messages"
)

// Dead letters. A task that ends without a usable result — every delivery
// the queue allows failed, or it passed its deadline — is kept in
// DeadStream (troupe.dead.<session>.<agent>, a week) with the task itself,
// so an operator can see and re-queue it, and is shown as "dead" by
// troupe tasks.

// DeadStream keeps dead-lettered tasks.
const DeadStream = bus.DeadStream

// DeadLetter is one dead-lettered task.
type DeadLetter struct {
	Task     taskq.Task `json:"task"`
	Reason   string     `json:"reason"`
	Attempts int        `json:"attempts"`
	Worker   string     `json:"worker,omitempty"` // of the last attempt
	Retries  int        `json:"retries,omitempty"`
	Time     time.Time  `json:"time"`
}

// deadLetter records the proxy's task as dead: an event for troupe tasks
// and the task in DeadStream, written in a goroutine.
func (p *proxy) deadLetter(why string) {
	p.state("dead", p.worker, p.attempt, why, 0)
	p.notice("dead-lettered: " + why)
	dl := DeadLetter{Task: p.task, Reason: why, Attempts: p.attempt, Worker: p.worker, Retries: p.retries, Time: time.Now()}
	js, log, replicas := p.d.q.JetStream(), p.ad.Log, p.d.q.Config().Replicas
	p.goJob("dead letter", func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := putDead(ctx, js, replicas, dl); err != nil {
			log.Warn("dead letter", "task", dl.Task.ID, "err", err)
		}
	})
}

func putDead(ctx context.Context, js jetstream.JetStream, replicas int, dl DeadLetter) error {
	if _, err := bus.EnsureStream(ctx, js, jetstream.StreamConfig{Name: DeadStream, Subjects: []string{"troupe.dead.>"},
		Storage: jetstream.FileStorage, MaxAge: 7 * 24 * time.Hour, MaxBytes: 256 << 20, Discard: jetstream.DiscardOld}, replicas); err != nil {
		return err
	}
	data, err := json.Marshal(dl)
	if err != nil {
		return err
	}
	msg := &nats.Msg{Subject: "troupe.dead." + dl.Task.Session + "." + dl.Task.Agent, Data: data, Header: nats.Header{}}
	msg.Header.Set(taskq.HeaderTaskID, dl.Task.ID)
	_, err = js.PublishMsg(ctx, msg)
	return err
}

// state publishes the task's state for troupe tasks and the screen.
func (p *proxy) state(state, worker string, attempt int, why string, cost float64) {
	where := "worker"
	switch state {
	case "local":
		where = Local
	case "queued", "retrying", "dead":
		where = "queue"
	}
	p.event("placement", messages.Placement{Where: where, Worker: worker, Attempt: attempt, Why: why,
		Task: p.task.ID, State: state, Model: p.model, CostUSD: cost})
}
