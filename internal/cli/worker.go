package cli

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/nats-io/nkeys"
	"github.com/spf13/cobra"

	"troupe/internal/bus"
	"troupe/internal/taskq"
	"troupe/internal/telemetry"
	"troupe/supervisor"
	"troupe/worker"
)

// workerFlags are troupe worker's own flags.
type workerFlags struct {
	connect         string
	creds           string
	concurrency     int
	cache           string
	id              string
	ackWait         time.Duration
	maxDeliver      int
	backoff         time.Duration
	quarantineAfter int
	quarantineFor   time.Duration
	drain           time.Duration
	abandon         time.Duration
	labels          []string
}

func newWorkerCmd(stdio *IO, g *globals) *cobra.Command {
	var f workerFlags
	cmd := &cobra.Command{
		Use:   "worker",
		Short: "Run subagent tasks for a coordinator on this machine",
		Long: `Join a coordinator's bus (troupe --listen ADDR, or a NATS deployment the
coordinator reaches with --bus URL) and run the subagent tasks it queues, each
as a full agent with this machine's own models and keys (keys never cross the
bus). The server and credentials come from the flags or the NATS_* variables
(NATS_URL, NATS_CREDS, NATS_NKEY, NATS_TOKEN, NATS_USER, NATS_PASSWORD,
NATS_CA, NATS_CERT, NATS_KEY): for a troupe coordinator started with --listen,
'troupe bus env --role worker' prints them (the worker's NKey seed file).

Ctrl-C (or SIGTERM) drains: no new task is taken, running ones may finish for
--drain, the rest are handed back to the queue. A second Ctrl-C hands them
back at once.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runWorker(cmd.Context(), stdio, g, f) },
	}
	fl := cmd.Flags()
	fl.StringVar(&f.connect, "connect", "", "NATS `URL` of the coordinator's bus (default $NATS_URL)")
	fl.StringVar(&f.creds, "creds", "", "NATS credentials `FILE` (default $NATS_CREDS)")
	fl.IntVar(&f.concurrency, "concurrency", 1, "tasks run at once")
	fl.StringVar(&f.cache, "cache", "", "cache `DIR` for workspace blobs and task workspaces (default: the data dir's worker-cache)")
	fl.StringVar(&f.id, "id", "", "worker id (default host-pid)")
	fl.DurationVar(&f.ackWait, "ack-wait", 0, "tell the queue a task is alive at least every third of this (0: the queue's ack wait, read for every task)")
	fl.IntVar(&f.maxDeliver, "max-deliver", 0, "run no delivery of a task past this many; its failure is then the result (0: the queue's max deliver)")
	fl.IntVar(&f.quarantineAfter, "quarantine-after", worker.DefaultQuarantineAfter, "take no task for a while after this many tasks failed in a row")
	fl.DurationVar(&f.quarantineFor, "quarantine-for", worker.DefaultQuarantineFor, "how long the first quarantine lasts (doubled each time)")
	fl.DurationVar(&f.backoff, "backoff", time.Second, "delay before a task that failed here is delivered again (doubled per attempt, at most 30s)")
	fl.DurationVar(&f.drain, "drain", 30*time.Second, "on shutdown, how long running tasks may finish before they are handed back")
	fl.DurationVar(&f.abandon, "abandon", 10*time.Second, "hand back a queued task of a coordinator silent this long, and abandon a running task when cut off from the bus this long")
	fl.StringSliceVar(&f.labels, "label", nil, "a `LABEL` this worker offers (gpu, big-disk): it also takes tasks of types that require it (labels: in the type); repeatable or comma-separated")
	fl.StringArrayVar(&g.models, "model", nil, "model: provider/model (action slot), SLOT=provider/model, or script:PATH; repeatable")
	fl.IntVar(&g.window, "context-window", 0, "context window in tokens of a model the catalog does not know (action slot)")
	return cmd
}

func runWorker(ctx context.Context, stdio *IO, g *globals, f workerFlags) error {
	g.output = "text"
	cfg, err := g.config(stdio, "")
	if err != nil {
		return err
	}
	if cfg.Model == "" {
		return fmt.Errorf("%w\n\n%s", supervisor.ErrNoModel, howToConfigure)
	}
	cache := f.cache
	if cache == "" {
		dir, err := g.data(stdio)
		if err != nil {
			return err
		}
		cache = filepath.Join(dir, "worker-cache")
	}
	// Absolute: task workspaces live under it, and the tools of a task
	// resolve paths against them.
	cache, err = filepath.Abs(cache)
	if err != nil {
		return fmt.Errorf("worker: cache: %w", err)
	}
	if err := os.MkdirAll(cache, 0o700); err != nil {
		return err
	}
	labels, err := taskq.NormalLabels(f.labels)
	if err != nil {
		return fmt.Errorf("worker: --label: %w", err)
	}
	if len(labels) > taskq.MaxWorkerLabels {
		return fmt.Errorf("worker: --label: at most %d labels, got %d", taskq.MaxWorkerLabels, len(labels))
	}
	c := bus.ClientFromEnv(bus.Client{URL: f.connect, Creds: f.creds, Name: "troupe-worker"}, stdio.Getenv)
	if err := checkCreds(c.Creds); err != nil {
		return err
	}
	hideBusSecrets() // read: no command of a task inherits them
	id := worker.NormalID(f.id)
	tel, err := telemetry.FromEnv(ctx, stdio.Getenv) // one for every task's agent
	if err != nil {
		fmt.Fprintf(stdio.Err, "troupe worker: telemetry off: %v\n", err)
		tel = nil
	}
	defer shutdownTelemetry(tel)
	ctx = telemetry.WithContext(ctx, tel)
	wctx, stop := context.WithCancel(ctx)
	defer stop()
	conns, err := worker.Enrol(wctx, c, id, stdio.Err)
	if err != nil {
		return err
	}
	defer conns.Close()
	log := slog.New(tel.Logs(g.logger(stdio.Err).Handler(), slog.LevelInfo))
	handBack := make(chan struct{})
	getenv := func(k string) string { // the agent sees no bus credential
		if strings.HasPrefix(k, "NATS_") {
			return ""
		}
		return stdio.Getenv(k)
	}
	rt, err := worker.StartRuntime(ctx, cfg, cache, getenv, log) // one for every task
	if err != nil {
		return err
	}
	defer rt.Close() //nolint:errcheck // after Run: every task has ended
	wcfg := worker.Config{ID: id, Concurrency: f.concurrency, CacheDir: cache, Model: taskq.ModelKey(cfg.Model),
		Queue: taskq.Config{AckWait: f.ackWait}, MaxDeliver: f.maxDeliver, Backoff: f.backoff,
		QuarantineAfter: f.quarantineAfter, QuarantineFor: f.quarantineFor, Drain: f.drain, Abandon: f.abandon, Log: log, HandBack: handBack,
		Runner: worker.AgentRunner{Config: cfg, Getenv: getenv, Log: log, Runtime: rt}, Sign: conns.Sign, Tasks: conns.Tasks, Labels: labels}
	done := make(chan error, 1)
	go func() { done <- worker.Run(wctx, conns.Main, wcfg) }()
	fmt.Fprintf(stdio.Err, "troupe worker: connected to %s, model %s, %d slot(s)%s\n", c.URL, wcfg.Model, max(f.concurrency, 1), labelsSaid(labels))
	for {
		select {
		case err := <-done:
			return err
		case <-stdio.Signals:
			if wctx.Err() == nil {
				fmt.Fprintln(stdio.Err, "troupe worker: draining (Ctrl-C again to hand running tasks back now)")
				stop()
				continue
			}
			select {
			case <-handBack:
			default:
				fmt.Fprintln(stdio.Err, "troupe worker: handing running tasks back")
				close(handBack)
			}
		}
	}
}

// shutdownTelemetry flushes what the worker's tasks recorded.
func shutdownTelemetry(t *telemetry.Telemetry) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := t.Shutdown(ctx); err != nil {
		fmt.Fprintln(os.Stderr, "troupe worker:", err)
	}
}

// labelsSaid names a worker's labels for its first line.
func labelsSaid(labels []string) string {
	if len(labels) == 0 {
		return ""
	}
	return ", labels " + strings.Join(labels, ",")
}

// checkCreds refuses a credentials file (--creds, NATS_CREDS) that is not
// one: a user JWT and a user seed. Without the check the connection
// failed on every try and the worker said only that it could not reach
// the bus yet, for ever.
func checkCreds(path string) error {
	if path == "" {
		return nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("worker: credentials: %w", err)
	}
	if j, err := nkeys.ParseDecoratedJWT(data); err != nil || !strings.HasPrefix(j, "eyJ") {
		return fmt.Errorf("worker: credentials %s: not a NATS credentials file (no user JWT)", path)
	}
	if _, err := nkeys.ParseDecoratedUserNKey(data); err != nil {
		return fmt.Errorf("worker: credentials %s: not a NATS credentials file (%v)", path, err)
	}
	return nil
}
