//go:build cluster

package clustertest_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"troupe/internal/clustertest"
)

// The binaries the suite runs: built once by TestMain, or given by
// TROUPE_BIN and NATS_SERVER_BIN.
var troupeBin, natsBin, selfBin string

func TestMain(m *testing.M) {
	if clustertest.RelayMain() {
		return
	}
	dir, err := os.MkdirTemp("", "troupe-cluster-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	troupeBin, natsBin = os.Getenv("TROUPE_BIN"), os.Getenv("NATS_SERVER_BIN")
	build := func(out, pkg string) string {
		path := filepath.Join(dir, out)
		if b, err := exec.Command("go", "build", "-o", path, pkg).CombinedOutput(); err != nil {
			fmt.Fprintf(os.Stderr, "go build %s: %v\n%s", pkg, err, b)
			os.Exit(1)
		}
		return path
	}
	if troupeBin == "" {
		troupeBin = build("troupe", "troupe/cmd/troupe")
	}
	if natsBin == "" {
		natsBin = build("nats-server", "github.com/nats-io/nats-server/v2")
	}
	if selfBin, err = os.Executable(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// tasks is how many subagent tasks the coordinator queues in one turn.
const tasks = 3

// coordScript: the main agent hands out tasks parts at once and finishes;
// a resumed session is told "go on" and answers.
func coordScript() string {
	var b strings.Builder
	b.WriteString("turns:\n  - agent: ^main$\n    expect: \"^go$\"\n    tool_calls:\n")
	for i := 1; i <= tasks; i++ {
		fmt.Fprintf(&b, "      - name: task\n        args: {description: \"part %d\", subagent_type: general, prompt: \"write part %d\"}\n", i, i)
	}
	b.WriteString(`  - agent: ^main$
    expect_tool: task
    text: "done"
  - agent: ^main$
    expect_reminder: "original_task"
    text: "all done"
  - agent: ^main$
    expect: "go on"
    text: "resumed"
  - agent: ^main$
    expect_reminder: "original_task"
    text: "all done"
`)
	return b.String()
}

// workerScript: part i is written after a pause long enough for a fault
// to hit it while it runs.
func workerScript() string {
	var b strings.Builder
	b.WriteString("turns:\n")
	for i := 1; i <= tasks; i++ {
		fmt.Fprintf(&b, `  - agent: general
    expect: "write part %d"
    delay: 2500ms
    tool_calls:
      - name: write_file
        args: {file_path: part%d.txt, content: "part %d\n"}
  - agent: general
    expect_tool: write_file
    text: "wrote it"
`, i, i, i)
	}
	return b.String()
}

const typesYAML = `subagents:
  placement: remote
  remote_wait: 60s
  queue:
    ack_wait: 5s
  types:
    general:
      description: "Does a piece of work, may write files."
      tools: [read_file, write_file, edit_file]
      max_turns: 10
      prompt: agents/explore.md
`

// env is one row's world: a 3-node NATS cluster, a coordinator's node
// and two workers' nodes, each a namespace of its own.
type env struct {
	t       *rowT
	ctx     context.Context
	dir     string
	net     *clustertest.Net
	cl      *clustertest.Cluster
	coord   *clustertest.Node
	wnodes  []*clustertest.Node
	workers map[string]*clustertest.Proc
	ws      string // the coordinator's workspace
	began   time.Time
}

func newEnv(t *rowT, ctx context.Context) *env {
	t.Helper()
	n, err := clustertest.NewNet(ctx)
	if err != nil {
		t.Fatalf("make test-cluster needs network namespaces: %v", err)
	}
	e := &env{t: t, ctx: ctx, dir: t.TempDir(), net: n, workers: map[string]*clustertest.Proc{}, began: time.Now()}
	t.Cleanup(func() {
		if err := n.Close(); err != nil {
			t.Errorf("clean up the namespaces: %v", err)
		}
	})
	var nodes []*clustertest.Node
	for _, name := range []string{"n1", "n2", "n3", "coord", "w1", "w2"} {
		node, err := n.Add(ctx, name)
		if err != nil {
			t.Fatal(err)
		}
		nodes = append(nodes, node)
	}
	e.coord, e.wnodes = nodes[3], nodes[4:]
	if e.cl, err = clustertest.StartCluster(ctx, n, natsBin, filepath.Join(e.dir, "nats"), nodes[:3]); err != nil {
		t.Fatal(err)
	}
	e.cl.Logf = t.Logf
	t.Logf("the cluster is ready %s after the row began", time.Since(e.began).Round(time.Millisecond))
	t.Cleanup(func() {
		if t.Failed() {
			for i := range 3 {
				t.Logf("nats %s (last lines):\n%s", e.cl.Nodes[i].Name, tail(e.cl.Proc(i).Output(), 15))
			}
		}
	})
	e.ws = filepath.Join(e.dir, "ws")
	e.write(filepath.Join(e.ws, "README.md"), "a repository\n")
	e.write(filepath.Join(e.dir, "coord", "config", "troupe", "config.yaml"), typesYAML)
	e.write(filepath.Join(e.dir, "coord", "model", "demo.yaml"), coordScript())
	return e
}

func (e *env) write(path, content string) {
	e.t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		e.t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		e.t.Fatal(err)
	}
}

func homeEnv(root string) []string {
	return []string{"PATH=" + os.Getenv("PATH"), "HOME=" + root, "XDG_CONFIG_HOME=" + filepath.Join(root, "config"),
		"TROUPE_HOME=" + filepath.Join(root, "data")}
}

// startWorker starts worker i (w1, w2) in its namespace, connecting to url
// (default: the cluster); connected waits until it has.
func (e *env) startWorker(i int, url string) *clustertest.Proc {
	e.t.Helper()
	id := fmt.Sprintf("w%d", i+1)
	root := filepath.Join(e.dir, id)
	e.write(filepath.Join(root, "config", "troupe", "config.yaml"), typesYAML)
	model := filepath.Join(root, "model", "demo.yaml")
	e.write(model, workerScript())
	if url == "" {
		url = e.cl.URL()
	}
	p, err := e.net.Start(e.wnodes[i], clustertest.Spec{Name: "worker " + id, Dir: root, Env: homeEnv(root),
		Argv: []string{troupeBin, "worker", "--connect", url, "--id", id, "--model", "script:" + model,
			"--cache", filepath.Join(root, "cache"), "--drain", "2s"}})
	if err != nil {
		e.t.Fatal(err)
	}
	e.workers[id] = p
	e.t.Cleanup(func() {
		if e.t.Failed() || os.Getenv("TROUPE_CLUSTER_LOGS") != "" {
			e.t.Logf("worker %s (seconds since the row began):\n%s", id, tail(e.timeline(p), 30))
		}
	})
	return p
}

// connected waits until worker p says it is connected.
func (e *env) connected(p *clustertest.Proc) {
	e.t.Helper()
	if _, err := p.WaitOutput(e.ctx, "troupe worker: connected"); err != nil {
		e.t.Fatal(err)
	}
}

// coordinator runs troupe ARGS in the coordinator's namespace and
// workspace, joined to the cluster.
func (e *env) coordinator(args ...string) *clustertest.Proc {
	e.t.Helper()
	root := filepath.Join(e.dir, "coord")
	argv := append([]string{troupeBin}, args...)
	argv = append(argv, "--bus", e.cl.URL(), "--model", "script:"+filepath.Join(root, "model", "demo.yaml"))
	p, err := e.net.Start(e.coord, clustertest.Spec{Name: "troupe " + args[0], Dir: e.ws, Env: homeEnv(root), Argv: argv})
	if err != nil {
		e.t.Fatal(err)
	}
	e.t.Cleanup(func() {
		if e.t.Failed() || os.Getenv("TROUPE_CLUSTER_LOGS") != "" {
			e.t.Logf("troupe %s (seconds since the row began):\n%s", strings.Join(args, " "), e.timeline(p))
		}
	})
	return p
}

var sessionRE = regexp.MustCompile(`--session ([0-9A-Za-z-]+)`)

// session is the id the coordinator's first lines name.
func (e *env) session(run *clustertest.Proc) string {
	e.t.Helper()
	l, err := run.WaitOutput(e.ctx, "--session")
	if err != nil {
		e.t.Fatal(err)
	}
	m := sessionRE.FindStringSubmatch(l.Text)
	if m == nil {
		e.t.Fatalf("no session id in %q", l.Text)
	}
	return m[1]
}

func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// timeline is p's output, each line after the seconds since the row began.
func (e *env) timeline(p *clustertest.Proc) string {
	var b strings.Builder
	for _, l := range p.Lines() {
		fmt.Fprintf(&b, "%7.3f %s\n", l.At.Sub(e.began).Seconds(), l.Text)
	}
	return b.String()
}
