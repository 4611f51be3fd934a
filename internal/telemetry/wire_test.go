package telemetry

import (
	"bytes"
	"context"
	"flag"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploghttp"
	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetrichttp"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	otellog "go.opentelemetry.io/otel/log"
	"go.opentelemetry.io/otel/sdk/instrumentation"
	sdklog "go.opentelemetry.io/otel/sdk/log"
	"go.opentelemetry.io/otel/sdk/log/logtest"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"
	collogs "go.opentelemetry.io/proto/otlp/collector/logs/v1"
	colmetrics "go.opentelemetry.io/proto/otlp/collector/metrics/v1"
	coltrace "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"
	"google.golang.org/protobuf/proto"
)

var updateWire = flag.Bool("update-wire", false, "rewrite testdata/wire/*.pb from the exporters' output")

// wireServer is a fake OTLP/HTTP collector: it keeps the body of every
// request by path and answers with an empty (full success) response.
type wireServer struct {
	mu     sync.Mutex
	bodies map[string][]byte
}

func (s *wireServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	b, err := io.ReadAll(r.Body)
	if err != nil || r.Header.Get("Content-Type") != "application/x-protobuf" {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	s.bodies[r.URL.Path] = b
	s.mu.Unlock()
	w.Header().Set("Content-Type", "application/x-protobuf")
	w.WriteHeader(http.StatusOK)
}

func (s *wireServer) body(t *testing.T, path string) []byte {
	t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.bodies[path]
	if !ok {
		t.Fatalf("the exporter sent nothing to %s", path)
	}
	return b
}

// TestOTLPWireBytes encodes a span, a metric and a log record through the
// three OTLP/HTTP exporters troupe links, against a fake collector, and
// holds each request body to the bytes upstream's generated protos produced
// (testdata/wire, written with -update-wire before third_party/otlpproto's
// descriptors were built on first use instead of at package init). Run on
// its own (go test -run TestOTLPWireBytes), the first use of the protos is
// here: the request types' descriptors must resolve the files they import.
func TestOTLPWireBytes(t *testing.T) {
	ctx := context.Background()
	ws := &wireServer{bodies: map[string][]byte{}}
	srv := httptest.NewServer(ws)
	defer srv.Close()

	start := time.Date(2026, 12, 4, 14, 0, 0, 0, time.UTC)
	res := resource.NewSchemaless(attribute.String("service.name", "troupe"), attribute.Int("pid", 42))
	scope := instrumentation.Scope{Name: Scope, Version: "v0.0.0-test"}
	tid := trace.TraceID{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}
	sid := trace.SpanID{1, 2, 3, 4, 5, 6, 7, 8}

	te, err := otlptracehttp.New(ctx, otlptracehttp.WithEndpointURL(srv.URL+"/v1/traces"))
	if err != nil {
		t.Fatal(err)
	}
	spans := tracetest.SpanStubs{{
		Name: "chat model-x",
		SpanContext: trace.NewSpanContext(trace.SpanContextConfig{TraceID: tid, SpanID: sid,
			TraceFlags: trace.FlagsSampled}),
		SpanKind:   trace.SpanKindClient,
		StartTime:  start,
		EndTime:    start.Add(1500 * time.Millisecond),
		Attributes: []attribute.KeyValue{attribute.String("gen_ai.operation.name", "chat"), attribute.Int64("gen_ai.usage.input_tokens", 1234), attribute.Bool("ok", true), attribute.Float64("t", 0.5), attribute.StringSlice("s", []string{"a", "b"})},
		Events:     []sdktrace.Event{{Name: "retry", Time: start.Add(time.Second), Attributes: []attribute.KeyValue{attribute.Int("attempt", 2)}}},
		Status:     sdktrace.Status{Code: codes.Error, Description: "boom"},
		Resource:   res,

		InstrumentationScope: scope,
	}}.Snapshots()
	if err := te.ExportSpans(ctx, spans); err != nil {
		t.Fatalf("export spans: %v", err)
	}

	me, err := otlpmetrichttp.New(ctx, otlpmetrichttp.WithEndpointURL(srv.URL+"/v1/metrics"))
	if err != nil {
		t.Fatal(err)
	}
	rm := &metricdata.ResourceMetrics{Resource: res, ScopeMetrics: []metricdata.ScopeMetrics{{
		Scope: scope,
		Metrics: []metricdata.Metrics{
			{Name: "gen_ai.client.token.usage", Unit: "{token}", Description: "tokens", Data: metricdata.Histogram[int64]{
				Temporality: metricdata.CumulativeTemporality,
				DataPoints: []metricdata.HistogramDataPoint[int64]{{Attributes: attribute.NewSet(attribute.String("gen_ai.token.type", "input")),
					StartTime: start, Time: start.Add(time.Minute), Count: 3, Sum: 300, Bounds: []float64{1, 10, 100, 1000}, BucketCounts: []uint64{0, 1, 1, 1, 0},
					Min: metricdata.NewExtrema[int64](5), Max: metricdata.NewExtrema[int64](200)}},
			}},
			{Name: "troupe.tool.calls", Unit: "{call}", Data: metricdata.Sum[int64]{Temporality: metricdata.DeltaTemporality, IsMonotonic: true,
				DataPoints: []metricdata.DataPoint[int64]{{Attributes: attribute.NewSet(attribute.String("tool", "bash")), StartTime: start, Time: start.Add(time.Minute), Value: 7}}}},
			{Name: "troupe.queue", Data: metricdata.Gauge[float64]{DataPoints: []metricdata.DataPoint[float64]{{Time: start, Value: 2.5}}}},
		},
	}}}
	if err := me.Export(ctx, rm); err != nil {
		t.Fatalf("export metrics: %v", err)
	}

	le, err := otlploghttp.New(ctx, otlploghttp.WithEndpointURL(srv.URL+"/v1/logs"))
	if err != nil {
		t.Fatal(err)
	}
	rec := logtest.RecordFactory{
		Timestamp: start, ObservedTimestamp: start.Add(time.Millisecond), Severity: otellog.SeverityWarn, SeverityText: "WARN",
		Body:       otellog.StringValue("tool call denied"),
		Attributes: []otellog.KeyValue{otellog.String("tool", "bash"), otellog.Int("n", 3), otellog.Map("m", otellog.Bool("b", true))},
		TraceID:    tid, SpanID: sid, TraceFlags: trace.FlagsSampled, Resource: res, InstrumentationScope: &scope,
	}.NewRecord()
	if err := le.Export(ctx, []sdklog.Record{rec}); err != nil {
		t.Fatalf("export logs: %v", err)
	}
	for _, sh := range []func(context.Context) error{te.Shutdown, me.Shutdown, le.Shutdown} {
		if err := sh(ctx); err != nil {
			t.Fatal(err)
		}
	}

	for _, c := range []struct {
		path, golden string
		msg          proto.Message
	}{
		{"/v1/traces", "traces.pb", &coltrace.ExportTraceServiceRequest{}},
		{"/v1/metrics", "metrics.pb", &colmetrics.ExportMetricsServiceRequest{}},
		{"/v1/logs", "logs.pb", &collogs.ExportLogsServiceRequest{}},
	} {
		got := ws.body(t, c.path)
		golden := filepath.Join("testdata", "wire", c.golden)
		if *updateWire {
			if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(golden, got, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: the exporter sent %d bytes that differ from %s (%d bytes)", c.path, len(got), golden, len(want))
		}
		// The body decodes, and re-encodes to the same bytes.
		if err := proto.Unmarshal(got, c.msg); err != nil {
			t.Fatalf("%s: %v", c.path, err)
		}
		again, err := proto.MarshalOptions{Deterministic: true}.Marshal(c.msg)
		if err != nil || !bytes.Equal(again, got) {
			t.Errorf("%s: re-encoding gives %d bytes (err %v), want the %d sent", c.path, len(again), err, len(got))
		}
	}

	req := &coltrace.ExportTraceServiceRequest{}
	if err := proto.Unmarshal(ws.body(t, "/v1/traces"), req); err != nil {
		t.Fatal(err)
	}
	sp := req.GetResourceSpans()[0].GetScopeSpans()[0].GetSpans()[0]
	if sp.GetName() != "chat model-x" || sp.GetKind() != tracepb.Span_SPAN_KIND_CLIENT || sp.GetStatus().GetCode() != tracepb.Status_STATUS_CODE_ERROR {
		t.Errorf("span decoded as %v", sp)
	}
	if s := sp.GetKind().String(); s != "SPAN_KIND_CLIENT" {
		t.Errorf("span kind prints as %q", s)
	}
	if s := req.GetResourceSpans()[0].GetResource().GetAttributes()[0].GetKey(); s != "pid" && s != "service.name" {
		t.Errorf("resource attribute key %q", s)
	}
}
