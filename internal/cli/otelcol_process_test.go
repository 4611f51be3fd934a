package cli_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// collectorBin is the OpenTelemetry Collector .ci/run builds from
// internal/telemetry/otel/testdata/otelcol (its own module, so troupe's
// build never compiles it); the tests that export to it skip without it.
func collectorBin(t *testing.T) string {
	t.Helper()
	bin := os.Getenv("TROUPE_OTELCOL")
	if bin == "" {
		t.Skip("TROUPE_OTELCOL is not set: .ci/run builds the OpenTelemetry Collector (cd internal/telemetry/otel/testdata/otelcol && go build -o BIN .) and exports its path")
	}
	if _, err := os.Stat(bin); err != nil {
		t.Skipf("TROUPE_OTELCOL=%s: %v (.ci/run builds it)", bin, err)
	}
	return bin
}

// freePort returns a loopback port nothing listens on (now).
func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// startCollector runs the OpenTelemetry Collector as a process: the otlp
// receiver on gRPC and HTTP, every signal written by its jsonfile exporter
// as OTLP JSON. It returns the OTLP/HTTP endpoint, and stop, which ends
// the collector (SIGTERM: it flushes) and returns what it received, as the
// records the other telemetry tests read.
func startCollector(t *testing.T) (string, func() []otlpRecord) {
	t.Helper()
	bin := collectorBin(t)
	dir := t.TempDir()
	out := filepath.Join(dir, "otlp.jsonl")
	grpcPort, httpPort := freePort(t), freePort(t)
	cfg := fmt.Sprintf(`receivers:
  otlp:
    protocols:
      grpc: {endpoint: "127.0.0.1:%d"}
      http: {endpoint: "127.0.0.1:%d"}
exporters:
  jsonfile: {path: %q}
service:
  telemetry: {metrics: {level: none}}
  pipelines:
    traces: {receivers: [otlp], exporters: [jsonfile]}
    metrics: {receivers: [otlp], exporters: [jsonfile]}
    logs: {receivers: [otlp], exporters: [jsonfile]}
`, grpcPort, httpPort, out)
	cfgPath := filepath.Join(dir, "collector.yaml")
	if err := os.WriteFile(cfgPath, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "--config", cfgPath)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	ready := make(chan string, 1)
	var logged strings.Builder
	go func() { // ends when the collector closes its stderr
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			logged.WriteString(sc.Text() + "\n")
			if strings.Contains(sc.Text(), "Everything is ready") {
				ready <- ""
			}
		}
		close(ready)
	}()
	select {
	case _, ok := <-ready:
		if !ok {
			_ = cmd.Wait()
			t.Fatalf("the collector ended before it was ready:\n%s", logged.String())
		}
	case <-time.After(30 * time.Second):
		_ = cmd.Process.Kill()
		t.Fatal("the collector was not ready after 30 s")
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
			t.Fatalf("the collector wrote nothing: %v", err)
		}
		recs, err := fromOTLPJSON(data)
		if err != nil {
			t.Fatal(err)
		}
		return recs
	}
	t.Cleanup(func() { stop() })
	return fmt.Sprintf("http://127.0.0.1:%d", httpPort), stop
}

// otlpJSON is the part of the OTLP JSON encoding (one export request a
// line) the tests read.
type otlpJSON struct {
	ResourceSpans []struct {
		Resource   struct{ Attributes []kvJSON }
		ScopeSpans []struct {
			Spans []struct {
				TraceID      string `json:"traceId"`
				SpanID       string `json:"spanId"`
				ParentSpanID string `json:"parentSpanId"`
				Name         string
				Attributes   []kvJSON
				Start        string `json:"startTimeUnixNano"`
				End          string `json:"endTimeUnixNano"`
			}
		}
	}
	ResourceMetrics []struct {
		Resource     struct{ Attributes []kvJSON }
		ScopeMetrics []struct {
			Metrics []struct {
				Name      string
				Sum       *pointsJSON
				Gauge     *pointsJSON
				Histogram *pointsJSON
			}
		}
	}
	ResourceLogs []struct {
		Resource  struct{ Attributes []kvJSON }
		ScopeLogs []struct {
			LogRecords []struct {
				Body       struct{ StringValue string }
				TraceID    string `json:"traceId"`
				Attributes []kvJSON
			}
		}
	}
}

type pointsJSON struct {
	DataPoints []struct {
		Attributes []kvJSON
		AsDouble   *float64
		AsInt      string
		Sum        *float64
		Count      string
	}
}

type kvJSON struct {
	Key   string
	Value struct {
		StringValue *string
		IntValue    *string
		DoubleValue *float64
		BoolValue   *bool
		ArrayValue  *struct{ Values []json.RawMessage }
	}
}

func attrMap(kvs []kvJSON) map[string]any {
	out := map[string]any{}
	for _, kv := range kvs {
		v := kv.Value
		switch {
		case v.StringValue != nil:
			out[kv.Key] = *v.StringValue
		case v.IntValue != nil:
			n, _ := strconv.ParseFloat(*v.IntValue, 64)
			out[kv.Key] = n
		case v.DoubleValue != nil:
			out[kv.Key] = *v.DoubleValue
		case v.BoolValue != nil:
			out[kv.Key] = *v.BoolValue
		case v.ArrayValue != nil:
			out[kv.Key] = len(v.ArrayValue.Values)
		}
	}
	return out
}

// fromOTLPJSON turns the collector's file into records: one per span,
// metric data point and log record.
func fromOTLPJSON(data []byte) ([]otlpRecord, error) {
	var recs []otlpRecord
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if line == "" {
			continue
		}
		var o otlpJSON
		if err := json.Unmarshal([]byte(line), &o); err != nil {
			return nil, fmt.Errorf("collector line %.200q: %w", line, err)
		}
		for _, rs := range o.ResourceSpans {
			res := attrMap(rs.Resource.Attributes)
			for _, ss := range rs.ScopeSpans {
				for _, s := range ss.Spans {
					start, _ := strconv.ParseInt(s.Start, 10, 64)
					end, _ := strconv.ParseInt(s.End, 10, 64)
					recs = append(recs, otlpRecord{Signal: "span", Resource: res, Name: s.Name, Trace: s.TraceID, Span: s.SpanID,
						Parent: s.ParentSpanID, Attrs: attrMap(s.Attributes), Start: start, End: end})
				}
			}
		}
		for _, rm := range o.ResourceMetrics {
			res := attrMap(rm.Resource.Attributes)
			for _, sm := range rm.ScopeMetrics {
				for _, m := range sm.Metrics {
					for _, pts := range []*pointsJSON{m.Sum, m.Gauge, m.Histogram} {
						if pts == nil {
							continue
						}
						for _, p := range pts.DataPoints {
							r := otlpRecord{Signal: "metric", Resource: res, Name: m.Name, Attrs: attrMap(p.Attributes)}
							switch {
							case p.Sum != nil:
								r.Value = *p.Sum
								r.Count, _ = strconv.ParseUint(p.Count, 10, 64)
							case p.AsDouble != nil:
								r.Value = *p.AsDouble
							default:
								r.Value, _ = strconv.ParseFloat(p.AsInt, 64)
							}
							recs = append(recs, r)
						}
					}
				}
			}
		}
		for _, rl := range o.ResourceLogs {
			res := attrMap(rl.Resource.Attributes)
			for _, sl := range rl.ScopeLogs {
				for _, l := range sl.LogRecords {
					recs = append(recs, otlpRecord{Signal: "log", Resource: res, Body: l.Body.StringValue, Trace: l.TraceID, Attrs: attrMap(l.Attributes)})
				}
			}
		}
	}
	return recs, nil
}

// Against the real OpenTelemetry Collector process: a scripted `troupe
// run` exports one trace per turn with the model calls, tools, compaction
// and the subagent's task and turn, GenAI attributes, token and cost
// metrics that agree with the spans, and log records.
func TestRunExportsATraceToTheCollector(t *testing.T) {
	recs := checkRunTrace(t, startCollector)
	logs := 0
	for _, r := range recs {
		if r.Signal == "log" && r.Body != "" {
			logs++
		}
	}
	if logs == 0 {
		t.Error("the collector received no log record")
	}
}

// Against the real Collector: `troupe demo --workers 2` exports one trace
// in which the subagents' turns come from worker processes under the
// coordinator's task spans.
func TestWorkerSpansReachTheCollector(t *testing.T) {
	if testing.Short() {
		t.Skip("starts worker processes")
	}
	checkWorkerTrace(t, startCollector)
}

// approvalScript asks to write a file, which --approval manual puts to
// the person.
const approvalScript = `
turns:
  - {agent: main, expect: "^WRITE$", tool_calls: [{name: write_file, args: {file_path: out.txt, content: "x"}}]}
  - {agent: main, expect_tool: write_file, text: "WRITTEN"}
`

// Against the real Collector: a person who answers an approval after a
// wait shows in the trace as an "approval write_file" span under the tool
// call's span, which covers it, in the turn's trace, with the verdict;
// the span begins no later than the question was seen and ends no
// earlier than the answer was typed, so it covers the whole wait.
func TestApprovalWaitReachesTheCollector(t *testing.T) {
	url, stop := startCollector(t)
	p := startLine(t, approvalScript, []string{"OTEL_EXPORTER_OTLP_ENDPOINT=" + url, "OTEL_SERVICE_NAME=troupe-test"}, "--approval", "manual")
	p.typeLine("WRITE")
	p.waitOut("[y] allow once")
	asked := time.Now()
	time.Sleep(1500 * time.Millisecond) // the person thinks it over
	answered := time.Now()
	p.typeLine("y")
	p.waitOut("WRITTEN")
	p.end()
	if _, err := os.Stat(filepath.Join(p.ws, "out.txt")); err != nil {
		t.Fatalf("the approved write did not happen: %v", err)
	}
	st := newSpanTree(stop())
	waits := st.named("approval ")
	if len(waits) != 1 || waits[0].Name != "approval write_file" {
		t.Fatalf("approval spans %+v, want one for write_file", waits)
	}
	w := waits[0]
	call, ok := st.byID[w.Parent]
	if !ok || call.Name != "execute_tool write_file" {
		t.Fatalf("the approval span is under %q, want the tool call's span", st.parent(w))
	}
	if turn := st.byID[call.Parent]; turn.Name != "invoke_agent main" || call.Trace != w.Trace || turn.Trace != w.Trace {
		t.Errorf("the tool call's span is under %q, want the turn's, in one trace", turn.Name)
	}
	if w.Attrs["troupe.approval.verdict"] != "once" {
		t.Errorf("verdict %v, want once", w.Attrs["troupe.approval.verdict"])
	}
	if w.Start == 0 || w.End == 0 {
		t.Fatalf("the approval span has no times: %+v", w)
	}
	if w.Start > asked.UnixNano() || w.End < answered.UnixNano() {
		t.Errorf("the approval span [%s, %s] does not cover the wait from the question (%s) to the answer (%s)",
			time.Unix(0, w.Start).Format(time.StampMicro), time.Unix(0, w.End).Format(time.StampMicro),
			asked.Format(time.StampMicro), answered.Format(time.StampMicro))
	}
	t.Logf("approval span %v; the person took %v from the question seen to the answer typed; tool span %v",
		time.Duration(w.End-w.Start), answered.Sub(asked), time.Duration(call.End-call.Start))
	if d := time.Duration(w.End - w.Start); d < answered.Sub(asked) {
		t.Errorf("the approval span lasts %v, less than the %v the person took", d, answered.Sub(asked))
	}
	if call.Start > w.Start || call.End < w.End {
		t.Errorf("the tool call's span [%d, %d] does not cover the approval's [%d, %d]", call.Start, call.End, w.Start, w.End)
	}
}
