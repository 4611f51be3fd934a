package worker_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/bus"
	"troupe/internal/bus/bustest"
	"troupe/internal/config"
	"troupe/internal/store"
	"troupe/internal/taskq"
	"troupe/internal/transcript"
	"troupe/messages"
	"troupe/supervisor"
)

// nextStatus waits for a stored task status matching want on the cluster
// and returns it with its subject.
func nextStatus(t *testing.T, nc *nats.Conn, want func(taskq.Status) bool) (taskq.Status, string) {
	t.Helper()
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second) // a hang's safety net
	for time.Now().Before(deadline) {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		cons, err := js.OrderedConsumer(ctx, bus.TrafficStream, jetstream.OrderedConsumerConfig{FilterSubjects: []string{"troupe.res.*.*.task"}})
		if err == nil {
			for {
				m, err := cons.Next(jetstream.FetchMaxWait(300 * time.Millisecond))
				if err != nil {
					break
				}
				if s, err := taskq.DecodeStatus(m.Data()); err == nil && want(s) {
					cancel()
					return s, m.Subject()
				}
			}
		}
		cancel()
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("no such status stored")
	return taskq.Status{}, ""
}

// The coordinator (a real `troupe run` process on an external 3-node
// cluster) is killed with SIGKILL while its worker runs a task; the worker
// stores its result anyway; `resume` takes it once: the call's result in
// the log, the worker's file in the workspace (the issue: the model was
// told "(no result: the session stopped…)").
func TestResumeTakesAResultStoredAfterTheCoordinatorDied(t *testing.T) {
	cl := bustest.NewCluster(t, 3, bustest.ClusterOptions{})
	root := t.TempDir()
	ws := filepath.Join(root, "ws")
	write(t, filepath.Join(ws, "README.md"), "a repository\n")
	data := filepath.Join(root, "data")
	write(t, filepath.Join(root, "config", "troupe", "config.yaml"), typesYAML+`  placement: remote
  remote_wait: 30s
  queue:
    ack_wait: 2s
`)
	coordModel := write(t, filepath.Join(root, "coord", "demo.yaml"), coordScript)
	run := exec.Command(troupeBin, "run", "--bus", cl.URLs[0], "--model", "script:"+coordModel, "go")
	run.Dir = ws
	run.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + root, "XDG_CONFIG_HOME=" + filepath.Join(root, "config"), "TROUPE_HOME=" + data}
	stderr := &syncBuffer{}
	run.Stderr, run.Stdout = stderr, stderr
	if err := run.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() { _ = run.Wait(); close(exited) }() // owned here: waited for below
	defer func() {
		_ = run.Process.Kill()
		<-exited
		if t.Failed() {
			t.Logf("troupe run:\n%s", stderr.String())
		}
	}()
	// It keeps running the task though the coordinator is gone (by default
	// it gives up after --abandon): the result is stored for the resume.
	startWorker(t, "w2", workerOpts{url: cl.URLs[1], script: workerScript, extra: []string{"--abandon", "60s"}})

	nc := cl.Connect(2)
	started, subject := nextStatus(t, nc, func(s taskq.Status) bool { return !s.Done })
	if err := run.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	<-exited
	done, _ := nextStatus(t, nc, func(s taskq.Status) bool { return s.Done && s.Task == started.Task })
	if done.CallID == "" || !strings.Contains(done.Final, "wrote greeting.txt") {
		t.Fatalf("stored result = %+v", done)
	}
	p, _ := messages.ParseSubject(subject)
	if _, err := os.Stat(filepath.Join(ws, "greeting.txt")); err == nil {
		t.Fatal("greeting.txt applied before resume")
	}

	resume := func() []store.Event { return resumeSession(t, ws, data, coordModel, cl.URLs[2], p.Session) }
	results := func(evs []store.Event) []messages.ToolResult {
		var out []messages.ToolResult
		for _, e := range evs {
			var r messages.ToolResult
			if e.Type == transcript.TypeToolResult && json.Unmarshal(e.Data, &r) == nil && r.CallID == done.CallID {
				out = append(out, r)
			}
		}
		return out
	}
	got := results(resume())
	if len(got) != 1 || got[0].IsError || !strings.Contains(got[0].Content, "wrote greeting.txt") {
		t.Fatalf("results of the call after resume = %+v", got)
	}
	if b, err := os.ReadFile(filepath.Join(ws, "greeting.txt")); err != nil || string(b) != "hello\n" {
		t.Fatalf("greeting.txt = %q, %v", b, err)
	}
	if got := results(resume()); len(got) != 1 {
		t.Fatalf("a second resume: %d results of the call, want 1", len(got))
	}
}

// resumeSession opens session id again with a coordinator on the bus at
// url (as `troupe resume` does), closes it, and returns its log's events.
func resumeSession(t *testing.T, ws, data, coordModel, url, id string) []store.Event {
	t.Helper()
	cfg, err := config.Load(filepath.Join(ws, ".troupe", "config.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	cfg.Model = "script:" + coordModel
	cfg.Bus.URL = url
	cfg.Subagents.Placement = "remote"
	sup, err := supervisor.Start(context.Background(), supervisor.Options{Config: cfg, Workspace: ws, DataDir: data})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sup.OpenSession(context.Background(), id, nil); err != nil {
		t.Fatal(err)
	}
	if err := sup.Close(); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(data)
	if err != nil {
		t.Fatal(err)
	}
	l, loaded, err := st.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	l.Close()
	return loaded.Events
}
