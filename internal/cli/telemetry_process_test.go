package cli_test

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
)

// otlpRecord is a line the OTLP receiver (testdata/otlpreceiver) writes.
type otlpRecord struct {
	Signal   string         `json:"signal"`
	Resource map[string]any `json:"resource"`
	Name     string         `json:"name"`
	Trace    string         `json:"trace_id"`
	Span     string         `json:"span_id"`
	Parent   string         `json:"parent_span_id"`
	Attrs    map[string]any `json:"attrs"`
	Value    float64        `json:"value"`
	Count    uint64         `json:"count"`
	Body     string         `json:"body"`
	// Start and End are a span's times, in nanoseconds since 1970 (read
	// from the real collector's file only).
	Start, End int64 `json:"-"`
}

var (
	receiverOnce sync.Once
	receiverBin  string
	receiverErr  error
)

// startReceiver builds and starts the OTLP/HTTP receiver as a separate
// process; it returns its URL and a function that stops it and returns
// what it received.
func startReceiver(t *testing.T) (string, func() []otlpRecord) {
	t.Helper()
	receiverOnce.Do(func() {
		receiverBin = filepath.Join(filepath.Dir(binary), "otlpreceiver")
		out, err := exec.Command("go", "build", "-o", receiverBin, "./testdata/otlpreceiver").CombinedOutput()
		if err != nil {
			receiverErr = err
			receiverBin = string(out)
		}
	})
	if receiverErr != nil {
		t.Fatalf("build otlpreceiver: %v\n%s", receiverErr, receiverBin)
	}
	out := filepath.Join(t.TempDir(), "otlp.jsonl")
	cmd := exec.Command(receiverBin, "-out", out)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(stdout).ReadString('\n')
	url, ok := strings.CutPrefix(strings.TrimSpace(line), "listening ")
	if err != nil || !ok {
		_ = cmd.Process.Kill()
		t.Fatalf("receiver said %q, %v", line, err)
	}
	stopped := false
	stop := func() []otlpRecord {
		if !stopped {
			stopped = true
			_ = cmd.Process.Signal(syscall.SIGTERM)
			_ = cmd.Wait()
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		var recs []otlpRecord
		for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			if l == "" {
				continue
			}
			var r otlpRecord
			if err := json.Unmarshal([]byte(l), &r); err != nil {
				t.Fatalf("receiver line %q: %v", l, err)
			}
			recs = append(recs, r)
		}
		return recs
	}
	t.Cleanup(func() { stop() })
	return url, stop
}

// spanTree indexes the spans of the records.
type spanTree struct {
	spans []otlpRecord
	byID  map[string]otlpRecord
}

func newSpanTree(recs []otlpRecord) spanTree {
	st := spanTree{byID: map[string]otlpRecord{}}
	for _, r := range recs {
		if r.Signal == "span" {
			st.spans = append(st.spans, r)
			st.byID[r.Span] = r
		}
	}
	return st
}

func (st spanTree) named(prefix string) []otlpRecord {
	var out []otlpRecord
	for _, s := range st.spans {
		if strings.HasPrefix(s.Name, prefix) {
			out = append(out, s)
		}
	}
	return out
}

func (st spanTree) parent(s otlpRecord) string { return st.byID[s.Parent].Name }

func (st spanTree) traces() map[string]bool {
	ids := map[string]bool{}
	for _, s := range st.spans {
		ids[s.Trace] = true
	}
	return ids
}

const otelScript = `
turns:
  - agent: ^main$
    expect: "look around"
    text: "Delegating."
    usage: {prompt_tokens: 7000, completion_tokens: 10}
    tool_calls:
      - name: task
        args: {description: "read notes", subagent_type: explore, prompt: "read notes.txt"}
  - agent: explore
    expect: "read notes.txt"
    usage: {prompt_tokens: 300, completion_tokens: 4}
    tool_calls:
      - name: read_file
        args: {file_path: notes.txt}
  - agent: explore
    expect_tool: read_file
    text: "notes.txt says hello"
  - agent: ^main$
    expect_tool: task
    usage: {prompt_tokens: 7600, completion_tokens: 10}
    tool_calls:
      - name: glob
        args: {pattern: "*.txt"}
  - agent: ^main$
    expect_tool: glob
    text: "done"
`

// A scripted `troupe run` with OTEL_EXPORTER_OTLP_ENDPOINT at a real OTLP
// receiver process exports one trace: the turn, under it every model call,
// the tool calls, a compaction (the 8k window fills) and the subagent task
// with the subagent's own turn, calls and tools; GenAI attributes on the
// spans; token and cost metrics that agree with the spans.
func TestRunExportsATraceOverOTLP(t *testing.T) {
	checkRunTrace(t, startReceiver)
}

// checkRunTrace runs the scripted session against the OTLP endpoint start
// gives and checks what it received.
func checkRunTrace(t *testing.T, start func(*testing.T) (string, func() []otlpRecord)) []otlpRecord {
	url, stop := start(t)
	home, ws := t.TempDir(), t.TempDir()
	writeFile(t, ws, "notes.txt", "hello\n")
	script := writeFile(t, t.TempDir(), "s.yaml", otelScript)
	p := startProcEnv(t, home, ws, []string{"OTEL_EXPORTER_OTLP_ENDPOINT=" + url, "OTEL_SERVICE_NAME=troupe-test"},
		"run", "--model", "script:"+script, "--context-window", "8000", "look around")
	if code := p.wait(t); code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, &p.stdout, &p.stderr)
	}
	recs := stop()
	st := newSpanTree(recs)
	if n := len(st.traces()); n != 1 {
		t.Fatalf("%d traces, want 1: %d spans", n, len(st.spans))
	}
	roots := st.named("invoke_agent main")
	if len(roots) != 1 || roots[0].Parent != "" {
		t.Fatalf("turn spans %+v: want one root", roots)
	}
	if got := roots[0].Resource["service.name"]; got != "troupe-test" {
		t.Errorf("service.name %v, want OTEL_SERVICE_NAME's", got)
	}
	counts := map[string]int{}
	for _, s := range st.spans {
		counts[strings.Fields(s.Name)[0]+" under "+st.parent(s)]++
	}
	want := map[string]int{
		"chat under invoke_agent main":            3,
		"execute_tool under invoke_agent main":    1, // glob
		"task under invoke_agent main":            1,
		"invoke_agent under task explore":         1,
		"chat under invoke_agent explore":         2,
		"execute_tool under invoke_agent explore": 1,
	}
	for k, n := range want {
		if counts[k] != n {
			t.Errorf("%d spans %q, want %d (all: %v)", counts[k], k, n, counts)
		}
	}
	if counts["compaction under invoke_agent main"] == 0 {
		t.Errorf("no compaction span under the turn (all: %v)", counts)
	}
	for _, s := range st.named("chat ") {
		for _, k := range []string{"gen_ai.operation.name", "gen_ai.provider.name", "gen_ai.request.model", "gen_ai.usage.input_tokens", "gen_ai.usage.output_tokens"} {
			if s.Attrs[k] == nil {
				t.Errorf("model call span without %s: %v", k, s.Attrs)
			}
		}
		if s.Attrs["gen_ai.provider.name"] != "script" || s.Attrs["gen_ai.operation.name"] != "chat" {
			t.Errorf("model call span attributes %v", s.Attrs)
		}
	}
	for _, s := range st.named("execute_tool ") {
		if s.Attrs["gen_ai.tool.name"] == nil || s.Attrs["gen_ai.tool.call.id"] == nil {
			t.Errorf("tool span without gen_ai.tool.name/call.id: %v", s.Attrs)
		}
	}
	var metricInput, spanInput float64
	var cost int
	for _, r := range recs {
		switch {
		case r.Signal == "metric" && r.Name == "gen_ai.client.token.usage" && r.Attrs["gen_ai.token.type"] == "input":
			metricInput += r.Value
		case r.Signal == "metric" && r.Name == "troupe.cost":
			cost++
		}
	}
	for _, s := range st.named("chat ") {
		v, _ := s.Attrs["gen_ai.usage.input_tokens"].(float64)
		spanInput += v
	}
	if metricInput == 0 || metricInput != spanInput {
		t.Errorf("gen_ai.client.token.usage (input) sums to %v, the model call spans to %v", metricInput, spanInput)
	}
	if cost == 0 {
		t.Error("no troupe.cost data point")
	}
	return recs
}

// `troupe demo --workers 2` (a coordinator and two worker processes, one
// killed mid-task) exports one trace in which the subagents' turns, model
// calls and tools come from a worker process, under the coordinator's task
// spans: the W3C trace context crossed the task queue in its header.
func TestWorkerSpansJoinTheCoordinatorsTrace(t *testing.T) {
	if testing.Short() {
		t.Skip("starts worker processes")
	}
	checkWorkerTrace(t, startReceiver)
}

// checkWorkerTrace runs the demo with workers against the OTLP endpoint
// start gives and checks the trace it received.
func checkWorkerTrace(t *testing.T, start func(*testing.T) (string, func() []otlpRecord)) {
	url, stop := start(t)
	home := t.TempDir()
	p := startProcEnv(t, home, t.TempDir(), []string{"OTEL_EXPORTER_OTLP_ENDPOINT=" + url}, "demo", "--workers", "2")
	if code := p.wait(t); code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, &p.stdout, &p.stderr)
	}
	st := newSpanTree(stop())
	if n := len(st.traces()); n != 1 {
		t.Fatalf("%d traces, want 1", n)
	}
	root := st.named("invoke_agent main")
	if len(root) != 1 {
		t.Fatalf("%d main turn spans", len(root))
	}
	coord := root[0].Resource["process.pid"]
	sub := st.named("invoke_agent explore")
	if len(sub) == 0 {
		t.Fatal("no subagent turn span from a worker")
	}
	for _, s := range sub {
		if s.Resource["process.pid"] == coord {
			t.Errorf("subagent turn recorded by the coordinator (pid %v), want a worker", coord)
		}
		if !strings.HasPrefix(st.parent(s), "task ") || st.byID[s.Parent].Resource["process.pid"] != coord {
			t.Errorf("worker's turn span is not under the coordinator's task span (parent %q)", st.parent(s))
		}
	}
	var workerCalls int
	for _, s := range st.named("chat ") {
		if s.Resource["process.pid"] != coord && strings.HasPrefix(st.parent(s), "invoke_agent explore") {
			workerCalls++
		}
	}
	if workerCalls == 0 {
		t.Error("no model call span from a worker under its turn")
	}
}
