package supervisor_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"go.uber.org/goleak"

	"troupe/internal/config"
	"troupe/internal/tool"
	"troupe/messages"
	"troupe/supervisor"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m,
		// protoactor's dead-letter throttle starts a timer goroutine on the first
		// dead letter (a late reply to a stopped actor) that ends by itself after
		// its one-second period; it belongs to the library, not to us.
		goleak.IgnoreTopFunction("github.com/asynkron/protoactor-go/actor.NewDeadLetter.NewThrottle.func4.1"))
}

// world is one test's troupe: a workspace, a data dir and a script.
type world struct {
	t         *testing.T
	workspace string
	dataDir   string
	script    string
	cfg       config.Config
	tools     []tool.Tool // nil: built-in tools
}

func newWorld(t *testing.T, script string, files map[string]string) *world {
	t.Helper()
	root := t.TempDir()
	w := &world{t: t, workspace: filepath.Join(root, "ws"), dataDir: filepath.Join(root, "data"),
		script: filepath.Join(root, "script.yaml"), cfg: config.Default()}
	w.cfg.ProjectTrusted = true // the test's own files: a trusted workspace
	if err := os.MkdirAll(w.workspace, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, content := range files {
		p := filepath.Join(w.workspace, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	w.setScript(script)
	return w
}

func (w *world) setScript(script string) {
	w.t.Helper()
	if err := os.WriteFile(w.script, []byte(script), 0o644); err != nil {
		w.t.Fatal(err)
	}
	w.cfg.Model = "script:" + w.script
}

// start builds a supervisor; it is closed at cleanup unless closed before.
func (w *world) start() *supervisor.Supervisor {
	w.t.Helper()
	sup, err := supervisor.Start(context.Background(), supervisor.Options{Config: w.cfg, Workspace: w.workspace,
		DataDir: w.dataDir, Tools: w.tools})
	if err != nil {
		w.t.Fatalf("Start: %v", err)
	}
	w.t.Cleanup(func() {
		if err := sup.Close(); err != nil {
			w.t.Errorf("Close: %v", err)
		}
	})
	return sup
}

// recorder keeps every bus message of a session, in order, model requests
// with their whole view (supervisor.WholeViews). all returns
// them with one hop of each model call: the act job travels as a
// ModelRequest and ModelResult between the agent and its act workflow and
// again between the workflow and its model client; all keeps the second,
// what the model saw (actHop). every returns them all.
type recorder struct {
	mu    sync.Mutex
	msgs  []recorded
	whole supervisor.Observer // adds to msgs; called under mu
}

type recorded struct {
	Subject string
	Meta    messages.Meta
	Body    messages.Body
}

func newRecorder() *recorder {
	r := &recorder{}
	r.whole = supervisor.WholeViews(func(subject string, m messages.Meta, b messages.Body) {
		r.msgs = append(r.msgs, recorded{subject, m, b})
	})
	return r
}

func (r *recorder) observe(subject string, m messages.Meta, b messages.Body) {
	r.mu.Lock()
	r.whole(subject, m, b)
	r.mu.Unlock()
}

// actHop reports whether b is an act job or its outcome between an agent
// and its act workflow (cmd|res.<s>.<agent>.act), not at the model client.
func actHop(subject string, b messages.Body) bool {
	switch b.(type) {
	case *messages.ModelRequest, *messages.ModelResult:
		return !strings.Contains(subject, ".llm.")
	}
	return false
}

func (r *recorder) all() []recorded {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []recorded
	for _, m := range r.msgs {
		if !actHop(m.Subject, m.Body) {
			out = append(out, m)
		}
	}
	return out
}

func (r *recorder) every() []recorded {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]recorded(nil), r.msgs...)
}

// index returns the position of the first message satisfying ok, or -1.
func index(msgs []recorded, ok func(recorded) bool) int {
	for i, m := range msgs {
		if ok(m) {
			return i
		}
	}
	return -1
}

func submit(t *testing.T, sess *supervisor.Session, prompt string) messages.TurnResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	res, err := sess.Submit(ctx, prompt, 0)
	if err != nil {
		t.Fatalf("Submit(%q): %v", prompt, err)
	}
	return res
}

func writeFile(path, content string) error { return os.WriteFile(path, []byte(content), 0o644) }
