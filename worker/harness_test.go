package worker_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"troupe/internal/proctest"

	"troupe/internal/bus"
	"troupe/internal/config"
	"troupe/messages"
	"troupe/supervisor"
)

// troupeBin is the troupe binary the tests run as worker processes.
var troupeBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "troupe-worker-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	troupeBin = filepath.Join(dir, "troupe")
	if err := proctest.Build(troupeBin, "troupe/cmd/troupe", nil); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// typesYAML adds a subagent type that writes, on both sides.
const typesYAML = `subagents:
  types:
    general:
      description: "Does a piece of work, may write files."
      tools: [read_file, write_file, edit_file, bash]
      max_turns: 10
      prompt: agents/explore.md
`

// delegate is a coordinator's script: the main agent gives one task to a
// subagent of kind and finishes.
func delegate(kind, description, prompt string) string {
	return fmt.Sprintf(`turns:
  - agent: ^main$
    expect: "go"
    tool_calls:
      - name: task
        args: {description: %q, subagent_type: %s, prompt: %q}
  - agent: ^main$
    expect_tool: task
    text: "done"
  - agent: ^main$
    expect_reminder: "original_task"
    text: "all done"
`, description, kind, prompt)
}

// coordScript has the main agent delegate one writing task and finish.
var coordScript = delegate("general", "write greeting", "write the greeting")

// workerScript writes greeting.txt after a pause long enough to kill the
// worker while it runs.
const workerScript = `turns:
  - agent: general
    expect: "write the greeting"
    delay: 1500ms
    tool_calls:
      - name: write_file
        args: {file_path: greeting.txt, content: "hello\n"}
  - agent: general
    expect_tool: write_file
    text: "wrote greeting.txt"
`

func write(t testing.TB, path, content string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// coordinator is an in-process troupe listening on loopback.
type coordinator struct {
	sup  *supervisor.Supervisor
	sess *supervisor.Session
	ws   string
	ep   bus.Endpoint

	auto string // coordOpts.autoAnswer

	mu      sync.Mutex
	notices []string // "detail: text" of every notice of the session
	// noticeAt is when each notice of notices was seen (the benchmarks'
	// breakdown of a task's time).
	noticeAt []time.Time
	results  []messages.TurnResult
	asks     []asked // approval requests shown to the person
	// compactions are the compaction events of the session's agents
	// (a remote subagent's relayed from its worker), by agent id.
	compactions map[string][]messages.Compaction
}

// asked is an approval request as the coordinator's terminal shows it.
type asked struct {
	agent string
	req   messages.ApprovalRequest
}

type coordOpts struct {
	placement string
	wait      time.Duration
	script    string
	busURL    string // join this NATS instead of embedding
	// interactive: a person answers approvals (the test, on the bus).
	interactive bool
	approval    string            // the coordinator's approval mode; "" = default
	agents      map[string]string // the project's .troupe/agents/<name>.md files
	autoAnswer  string            // answer every approval request at once with this verdict
	maxTurns    int               // of the general type; default 10
	deadline    time.Duration     // subagents.queue.deadline
	ackWait     time.Duration     // subagents.queue.ack_wait; default 2s
	env         map[string]string // the coordinator's environment over the test's (NATS_CREDS)
	subagents   int               // concurrency.subagents: at most this many at once; 0: the default (4)
}

func startCoordinator(t testing.TB, o coordOpts) *coordinator {
	t.Helper()
	root := t.TempDir()
	c := &coordinator{ws: filepath.Join(root, "ws"), auto: o.autoAnswer}
	write(t, filepath.Join(c.ws, "README.md"), "a repository\n")
	for name, body := range o.agents {
		write(t, filepath.Join(c.ws, ".troupe", "agents", name+".md"), body)
	}
	cfg, err := config.Load(filepath.Join(c.ws, ".troupe", "config.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	cfg.Approval = o.approval
	cfg.Model = "script:" + write(t, filepath.Join(root, "coord", "demo.yaml"), o.script)
	cfg.Bus.Listen = "127.0.0.1:0"
	cfg.Bus.URL = o.busURL
	cfg.Subagents.Placement = o.placement
	cfg.Subagents.RemoteWait = config.Duration(o.wait)
	cfg.Subagents.Queue.AckWait = config.Duration(2 * time.Second)
	if o.ackWait > 0 {
		cfg.Subagents.Queue.AckWait = config.Duration(o.ackWait)
	}
	cfg.Subagents.Queue.Deadline = config.Duration(o.deadline)
	if o.subagents > 0 {
		cfg.Concurrency.Subagents = o.subagents
	}
	if o.maxTurns == 0 {
		o.maxTurns = 10
	}
	cfg.Subagents.Types["general"] = config.SubagentType{Description: "Does a piece of work.",
		Tools: []string{"read_file", "write_file", "edit_file", "bash"}, MaxTurns: o.maxTurns, Prompt: "agents/explore.md"}
	getenv := func(k string) string {
		if v, ok := o.env[k]; ok {
			return v
		}
		return os.Getenv(k)
	}
	sup, err := supervisor.Start(context.Background(), supervisor.Options{Config: cfg, Workspace: c.ws, DataDir: filepath.Join(root, "data"),
		Interactive: o.interactive, Getenv: getenv})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := sup.Close(); err != nil {
			t.Errorf("close coordinator: %v", err)
		}
	})
	c.sup = sup
	c.sess, err = sup.OpenSession(context.Background(), "", c.observe)
	if err != nil {
		t.Fatal(err)
	}
	if o.busURL == "" {
		if c.ep, err = bus.ReadEndpoint(sup.EndpointPath(c.sess.ID())); err != nil {
			t.Fatal(err)
		}
	} else {
		c.ep = bus.Endpoint{URL: o.busURL}
	}
	return c
}

func (c *coordinator) observe(subject string, _ messages.Meta, body messages.Body) {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch b := body.(type) {
	case *messages.Notice:
		p, _ := messages.ParseSubject(subject)
		c.notices = append(c.notices, p.Detail+": "+b.Text)
		c.noticeAt = append(c.noticeAt, time.Now())
	case *messages.TurnResult:
		c.results = append(c.results, *b)
	case *messages.Compaction:
		p, _ := messages.ParseSubject(subject)
		if c.compactions == nil {
			c.compactions = map[string][]messages.Compaction{}
		}
		c.compactions[p.Agent] = append(c.compactions[p.Agent], *b)
	case *messages.ApprovalRequest:
		p, _ := messages.ParseSubject(subject)
		c.asks = append(c.asks, asked{agent: p.Agent, req: *b})
		if c.auto != "" { // the person answers at once
			subj := messages.Subject(messages.ClassCmd, p.Session, p.Agent, "approval")
			if _, err := c.sup.Bus().Publish(subj, messages.Meta{}, messages.ApprovalAnswer{ID: b.ID, Verdict: c.auto}); err != nil {
				c.notices = append(c.notices, "answer: "+err.Error())
				c.noticeAt = append(c.noticeAt, time.Now())
			}
		}
	}
}

// waitNotice waits for a notice matching all of words and returns it.
func (c *coordinator) waitNotice(t testing.TB, words ...string) string {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second) // a hung test's safety net, not a speed assertion
	for time.Now().Before(deadline) {
		c.mu.Lock()
		for _, n := range c.notices {
			if containsAll(n, words) {
				c.mu.Unlock()
				return n
			}
		}
		c.mu.Unlock()
		time.Sleep(20 * time.Millisecond)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	t.Fatalf("no notice with %q; notices:\n%s", words, strings.Join(c.notices, "\n"))
	return ""
}

// waitNoticeCount waits for n notices matching all of words.
func (c *coordinator) waitNoticeCount(t testing.TB, n int, words ...string) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second) // a hung test's safety net
	for c.countNotices(words...) < n {
		if time.Now().After(deadline) {
			t.Fatalf("%d notices with %q, want %d; notices:\n%s", c.countNotices(words...), words, n, strings.Join(c.allNotices(), "\n"))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (c *coordinator) countNotices(words ...string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for _, s := range c.notices {
		if containsAll(s, words) {
			n++
		}
	}
	return n
}

func containsAll(s string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(s, w) {
			return false
		}
	}
	return true
}

// waitWorkers waits until the coordinator has heard n workers.
func (c *coordinator) waitWorkers(t testing.TB, n int) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for len(c.sup.Remote().Workers()) < n {
		if time.Now().After(deadline) {
			t.Fatalf("only %d of %d workers heard", len(c.sup.Remote().Workers()), n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// workerProc is a real troupe worker process.
type workerProc struct {
	id     string
	cmd    *exec.Cmd
	stderr *syncBuffer
	cache  string
	done   chan error
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

type workerOpts struct {
	url, nkey string // nkey: the worker seed file the coordinator wrote
	script    string // the worker's own script
	stem      string // its file stem: the model key is script_<stem>
	extra     []string
}

func startWorker(t testing.TB, id string, o workerOpts) *workerProc {
	t.Helper()
	root := t.TempDir()
	if o.stem == "" {
		o.stem = "demo"
	}
	script := write(t, filepath.Join(root, o.stem+".yaml"), o.script)
	write(t, filepath.Join(root, "config", "troupe", "config.yaml"), typesYAML)
	w := &workerProc{id: id, stderr: &syncBuffer{}, cache: filepath.Join(root, "cache"), done: make(chan error, 1)}
	args := append([]string{"worker", "--connect", o.url, "--id", id, "--model", "script:" + script,
		"--cache", w.cache, "--drain", "2s", "--abandon", "3s"}, o.extra...)
	w.cmd = exec.Command(troupeBin, args...)
	w.cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + root, "XDG_CONFIG_HOME=" + filepath.Join(root, "config"),
		"TROUPE_HOME=" + filepath.Join(root, "data"), "NATS_NKEY=" + o.nkey}
	w.cmd.Stderr = w.stderr
	if err := w.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { w.done <- w.cmd.Wait() }() // owned by the test: waited for in Cleanup
	t.Cleanup(func() {
		_ = w.cmd.Process.Signal(syscall.SIGCONT)
		_ = w.cmd.Process.Kill()
		<-w.done
		if t.Failed() {
			t.Logf("worker %s stderr:\n%s", id, w.stderr.String())
		}
	})
	return w
}

func (w *workerProc) signal(t testing.TB, s syscall.Signal) {
	t.Helper()
	if err := w.cmd.Process.Signal(s); err != nil {
		t.Fatalf("signal %s to worker %s: %v", s, w.id, err)
	}
}

func (c *coordinator) allNotices() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.notices...)
}
