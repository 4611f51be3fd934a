package taskq

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/bus"
)

// Config is the queue's tuning. The zero value means the defaults.
type Config struct {
	AckWait    time.Duration // redelivery after this long without an ack or InProgress; default 30s
	MaxDeliver int           // deliveries of one task before it is given up; default 4
	Dedup      time.Duration // window in which a task id is published once; default 2m
	// Replicas of the streams, consumers and store (bus.replicas): 0 means
	// three where the cluster has at least three JetStream servers, else
	// one; what exists with more keeps its count.
	Replicas int
	// Warn, when set, hears what the queue could not apply (a consumer
	// whose settings another coordinator's differ from).
	Warn func(string)
}

func (c Config) withDefaults() Config {
	if c.AckWait <= 0 {
		c.AckWait = 30 * time.Second
	}
	if c.MaxDeliver <= 0 {
		c.MaxDeliver = 4
	}
	if c.Dedup <= 0 {
		c.Dedup = 2 * time.Minute
	}
	return c
}

// Queue is a connection's view of the task queue, results and snapshots.
type Queue struct {
	js   jetstream.JetStream
	nc   *nats.Conn
	cfg  Config
	objs jetstream.ObjectStore
	sign Signer // a worker's: its statuses are signed
}

// SignAs makes q sign the statuses it reports as s's worker.
func (q *Queue) SignAs(s Signer) { q.sign = s }

// Open makes sure the streams and the snapshot store exist and returns the
// queue. Both sides call it; the configuration of the first wins for the
// stream, and each consumer is created on first use.
func Open(ctx context.Context, nc *nats.Conn, cfg Config) (*Queue, error) {
	cfg = cfg.withDefaults()
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, fmt.Errorf("taskq: %w", err)
	}
	_, err = bus.EnsureStream(ctx, js, jetstream.StreamConfig{
		Name: TaskStream, Subjects: []string{"troupe.task.>"}, Retention: jetstream.WorkQueuePolicy,
		Storage: jetstream.FileStorage, Duplicates: cfg.Dedup,
	}, cfg.Replicas)
	if err != nil {
		return nil, fmt.Errorf("taskq: task stream: %w", err)
	}
	objs, err := bus.EnsureObjectStore(ctx, js, jetstream.ObjectStoreConfig{
		Bucket: SnapshotStore, Storage: jetstream.FileStorage, TTL: 24 * time.Hour,
	}, cfg.Replicas)
	if err != nil {
		return nil, fmt.Errorf("taskq: snapshot store: %w", err)
	}
	return &Queue{js: js, nc: nc, cfg: cfg, objs: objs}, nil
}

// Attach returns the queue without creating anything: what a worker does,
// whose identity may read and acknowledge tasks but not define streams.
// The coordinator (Open) creates the streams, the store and the consumer.
func Attach(ctx context.Context, nc *nats.Conn, cfg Config) (*Queue, error) {
	cfg = cfg.withDefaults()
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, fmt.Errorf("taskq: %w", err)
	}
	objs, err := js.ObjectStore(ctx, SnapshotStore)
	if err != nil {
		return nil, fmt.Errorf("taskq: snapshot store (is a coordinator with remote placement running?): %w", err)
	}
	return &Queue{js: js, nc: nc, cfg: cfg, objs: objs}, nil
}

// JetStream is the queue's JetStream context.
func (q *Queue) JetStream() jetstream.JetStream { return q.js }

// Config returns the queue's configuration, defaults filled in.
func (q *Queue) Config() Config { return q.cfg }

// Objects is the snapshot object store.
func (q *Queue) Objects() jetstream.ObjectStore { return q.objs }

// Conn is the queue's connection.
func (q *Queue) Conn() *nats.Conn { return q.nc }

// Publish queues t, de-duplicated by its id, and returns the stream
// sequence it got (for Withdraw).
func (q *Queue) Publish(ctx context.Context, t Task) (uint64, error) {
	data, err := json.Marshal(t)
	if err != nil {
		return 0, fmt.Errorf("taskq: encode task: %w", err)
	}
	msg := &nats.Msg{Subject: t.Subject(), Data: data, Header: nats.Header{}}
	msg.Header.Set(HeaderTaskID, t.ID)
	if t.Traceparent != "" {
		msg.Header.Set("traceparent", t.Traceparent)
	}
	ack, err := q.js.PublishMsg(ctx, msg, jetstream.WithMsgID(t.ID))
	if err != nil {
		return 0, fmt.Errorf("taskq: publish task %s: %w", t.ID, err)
	}
	return ack.Sequence, nil
}

// Withdraw removes a queued task no worker has taken (or one that is no
// longer wanted). A task already gone is not an error.
func (q *Queue) Withdraw(ctx context.Context, seq uint64) error {
	s, err := q.js.Stream(ctx, TaskStream)
	if err != nil {
		return fmt.Errorf("taskq: withdraw: %w", err)
	}
	if err := s.DeleteMsg(ctx, seq); err != nil && !errors.Is(err, jetstream.ErrMsgNotFound) {
		return fmt.Errorf("taskq: withdraw %d: %w", seq, err)
	}
	return nil
}

// Consumer returns the durable pull consumer of a model, shared by every
// worker that has it, creating it with q's AckWait and MaxDeliver, or
// updating an existing one whose differ (the settings in force are this
// coordinator's; an update the server refuses is reported through
// Config.Warn and the consumer's own settings stay). Its replicas are the
// stream's, as a work queue requires. Filters of different models never
// overlap, as a work-queue stream requires.
func (q *Queue) Consumer(ctx context.Context, model string) (jetstream.Consumer, error) {
	return q.RouteConsumer(ctx, Route{Model: model})
}

// RouteConsumer is Consumer for any route: the model's, or a priority's
// or a label set's of it (route.go).
func (q *Queue) RouteConsumer(ctx context.Context, r Route) (jetstream.Consumer, error) {
	ctx, cancel := bus.WithTimeout(ctx)
	defer cancel()
	want := jetstream.ConsumerConfig{
		Durable:       r.Durable(),
		FilterSubject: r.Filter(),
		AckPolicy:     jetstream.AckExplicitPolicy,
		AckWait:       q.cfg.AckWait,
		MaxDeliver:    q.cfg.MaxDeliver,
		DeliverPolicy: jetstream.DeliverAllPolicy,
	}
	if c, err := q.js.Consumer(ctx, TaskStream, want.Durable); err == nil {
		have := c.CachedInfo().Config
		if have.AckWait == want.AckWait && have.MaxDeliver == want.MaxDeliver && len(have.BackOff) == len(want.BackOff) {
			return c, nil
		}
		want.Replicas = have.Replicas
		u, err := q.js.UpdateConsumer(ctx, TaskStream, want)
		if err != nil {
			q.warn(fmt.Sprintf("queue settings not applied to the existing consumer %s (ack wait %s, max deliver %d stay): %v",
				want.Durable, have.AckWait, have.MaxDeliver, err))
			return c, nil
		}
		q.warn(fmt.Sprintf("queue settings applied to the existing consumer %s: ack wait %s -> %s, max deliver %d -> %d",
			want.Durable, have.AckWait, want.AckWait, have.MaxDeliver, want.MaxDeliver))
		return u, nil
	}
	c, err := q.js.CreateOrUpdateConsumer(ctx, TaskStream, want)
	if err != nil {
		return nil, fmt.Errorf("taskq: consumer for %s: %w", r, err)
	}
	return c, nil
}

func (q *Queue) warn(s string) {
	if q.cfg.Warn != nil {
		q.cfg.Warn(s)
	}
}

// Existing returns a model's consumer if a coordinator created it; it
// creates nothing (what a worker, which may not define consumers, uses).
func (q *Queue) Existing(ctx context.Context, model string) (jetstream.Consumer, error) {
	return q.ExistingRoute(ctx, Route{Model: model})
}

// ExistingRoute is Existing for any route.
func (q *Queue) ExistingRoute(ctx context.Context, r Route) (jetstream.Consumer, error) {
	c, err := q.js.Consumer(ctx, TaskStream, r.Durable())
	if err != nil {
		return nil, fmt.Errorf("taskq: no consumer for %s yet: %w", r, err)
	}
	return c, nil
}

// Report publishes a worker's status of a task. When a stream keeps the
// subject (the coordinator makes sure one does: KeepResults) it waits for
// the stream to store it; otherwise (a coordinator of an older troupe) it
// is a plain publish, flushed to the server.
func (q *Queue) Report(ctx context.Context, session, agent string, s Status) error {
	data, err := json.Marshal(s)
	if err != nil {
		return fmt.Errorf("taskq: encode status: %w", err)
	}
	if data, err = q.byReference(ctx, s, data); err != nil { // bodyref.go
		return err
	}
	msg := &nats.Msg{Subject: StatusSubject(session, agent), Data: data, Header: nats.Header{}}
	msg.Header.Set(HeaderTaskID, s.Task)
	msg.Header.Set(HeaderWorker, s.Worker)
	if err := q.sign.Sign(msg); err != nil {
		return fmt.Errorf("taskq: sign status: %w", err)
	}
	// Tried again while the cluster fails over (the stream's leader was
	// lost): a result that is not stored would be run again. The message
	// id makes a repeat that was stored after all a duplicate.
	id := fmt.Sprintf("%s/%d/%s", s.Task, s.Attempt, statusState(s))
	err = bus.RetryTransient(ctx, bus.Failover, reportTry, func(ctx context.Context) error {
		_, err := q.js.PublishMsg(ctx, msg, jetstream.WithMsgID(id))
		return err
	})
	if errors.Is(err, jetstream.ErrNoStreamResponse) || errors.Is(err, nats.ErrNoResponders) {
		if err = q.nc.PublishMsg(msg); err == nil {
			err = q.nc.FlushWithContext(ctx)
		}
	}
	if err != nil {
		return fmt.Errorf("taskq: report %s: %w", s.Task, err)
	}
	return nil
}

// reportTry bounds one try of storing a status.
const reportTry = 10 * time.Second

// statusState names what a status says of its attempt, for its message id.
func statusState(s Status) string {
	switch {
	case s.Done:
		return "done"
	case s.Err != nil:
		return "failed"
	default:
		return "started"
	}
}

// DecodeTask decodes a task message.
func DecodeTask(data []byte) (Task, error) {
	var t Task
	if err := json.Unmarshal(data, &t); err != nil {
		return t, fmt.Errorf("taskq: decode task: %w", err)
	}
	return t, nil
}

// DecodeStatus decodes a status message.
func DecodeStatus(data []byte) (Status, error) {
	var s Status
	if err := json.Unmarshal(data, &s); err != nil {
		return s, fmt.Errorf("taskq: decode status: %w", err)
	}
	return s, nil
}

// KeepResults makes sure a stream keeps the task results of session, so a
// result a worker reported is never only in flight: the shared traffic
// stream (bus.TrafficStream), which keeps them with the rest of a
// session's traffic when replay is on, and at least the results otherwise.
// The coordinator calls it before it queues a task; a worker's Report then
// waits for the stream to store the result before the task is acknowledged.
func (q *Queue) KeepResults(ctx context.Context, session string) error {
	subject := StatusSubject(session, "x")
	if _, err := q.js.StreamNameBySubject(ctx, subject); err == nil {
		return nil
	} else if !errors.Is(err, jetstream.ErrStreamNotFound) {
		return fmt.Errorf("taskq: results stream of %s: %w", session, err)
	}
	if err := bus.EnsureTraffic(ctx, q.js, bus.TrafficLimits{Replicas: q.cfg.Replicas, ResultsOnly: true}); err != nil {
		return fmt.Errorf("taskq: results stream of %s: %w", session, err)
	}
	return nil
}

// LastStatus returns the last status stored for the task of (session,
// agent), and false when there is none: what the coordinator reads when a
// status may have been published while it was not listening.
func (q *Queue) LastStatus(ctx context.Context, session, agent string) (Status, bool, error) {
	s, _, _, ok, err := q.LastStatusMsg(ctx, session, agent)
	return s, ok, err
}

// LastStatusMsg is LastStatus with the stored message's headers and
// payload (to check its worker's signature).
func (q *Queue) LastStatusMsg(ctx context.Context, session, agent string) (Status, nats.Header, []byte, bool, error) {
	subject := StatusSubject(session, agent)
	name, err := q.js.StreamNameBySubject(ctx, subject)
	if errors.Is(err, jetstream.ErrStreamNotFound) {
		return Status{}, nil, nil, false, nil
	}
	if err != nil {
		return Status{}, nil, nil, false, fmt.Errorf("taskq: results of %s: %w", agent, err)
	}
	s, err := q.js.Stream(ctx, name)
	if err != nil {
		return Status{}, nil, nil, false, fmt.Errorf("taskq: results of %s: %w", agent, err)
	}
	msg, err := s.GetLastMsgForSubject(ctx, subject)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return Status{}, nil, nil, false, nil
	}
	if err != nil {
		return Status{}, nil, nil, false, fmt.Errorf("taskq: results of %s: %w", agent, err)
	}
	st, err := DecodeStatus(msg.Data)
	return st, msg.Header, msg.Data, err == nil, err
}
