// Command otlpreceiver is a small OTLP/HTTP collector for tests: it decodes
// what an OTLP exporter posts to /v1/traces, /v1/metrics and /v1/logs
// (protobuf, optionally gzipped) with the OTLP protobuf definitions and
// appends one JSON line per span, metric data point and log record to the
// file -out. It prints "listening http://ADDR" once it accepts connections
// and stops on SIGTERM or SIGINT.
package main

import (
	"compress/gzip"
	"context"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"sync"
	"syscall"

	collogs "go.opentelemetry.io/proto/otlp/collector/logs/v1"
	colmetrics "go.opentelemetry.io/proto/otlp/collector/metrics/v1"
	coltrace "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	common "go.opentelemetry.io/proto/otlp/common/v1"
	"google.golang.org/protobuf/proto"
)

// Record is one line of the output file.
type Record struct {
	Signal   string         `json:"signal"` // span, metric, log
	Resource map[string]any `json:"resource"`
	Scope    string         `json:"scope"`
	Name     string         `json:"name,omitempty"` // span or metric name
	Trace    string         `json:"trace_id,omitempty"`
	Span     string         `json:"span_id,omitempty"`
	Parent   string         `json:"parent_span_id,omitempty"`
	Kind     string         `json:"kind,omitempty"`
	Status   string         `json:"status,omitempty"`
	Attrs    map[string]any `json:"attrs,omitempty"`
	Value    float64        `json:"value,omitempty"` // a number point's value, a histogram point's sum
	Count    uint64         `json:"count,omitempty"` // a histogram point's count
	Body     string         `json:"body,omitempty"`  // a log record's
	Severity string         `json:"severity,omitempty"`
}

func main() {
	addr := flag.String("addr", "127.0.0.1:0", "listen address")
	out := flag.String("out", "", "file to append records to")
	flag.Parse()
	f, err := os.OpenFile(*out, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	l, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	r := &receiver{enc: json.NewEncoder(f)}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/traces", r.traces)
	mux.HandleFunc("POST /v1/metrics", r.metrics)
	mux.HandleFunc("POST /v1/logs", r.logs)
	srv := &http.Server{Handler: mux}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGINT)
	defer stop()
	go func() {
		<-ctx.Done()
		srv.Shutdown(context.Background()) //nolint:errcheck // exiting
	}()
	fmt.Printf("listening http://%s\n", l.Addr())
	if err := srv.Serve(l); err != nil && err != http.ErrServerClosed {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	f.Close()
}

type receiver struct {
	mu  sync.Mutex
	enc *json.Encoder
}

func (r *receiver) write(recs []Record) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, rec := range recs {
		if err := r.enc.Encode(rec); err != nil {
			return err
		}
	}
	return nil
}

// read decodes a request body into m, refusing anything but protobuf.
func read(w http.ResponseWriter, req *http.Request, m proto.Message) bool {
	if ct := req.Header.Get("Content-Type"); ct != "application/x-protobuf" {
		http.Error(w, "want application/x-protobuf, got "+ct, http.StatusUnsupportedMediaType)
		return false
	}
	var body io.Reader = req.Body
	if req.Header.Get("Content-Encoding") == "gzip" {
		z, err := gzip.NewReader(req.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return false
		}
		body = z
	}
	data, err := io.ReadAll(body)
	if err == nil {
		err = proto.Unmarshal(data, m)
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return false
	}
	return true
}

func reply(w http.ResponseWriter, m proto.Message, err error) {
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	data, _ := proto.Marshal(m)
	w.Header().Set("Content-Type", "application/x-protobuf")
	w.Write(data) //nolint:errcheck // the client's problem
}

func (r *receiver) traces(w http.ResponseWriter, req *http.Request) {
	var m coltrace.ExportTraceServiceRequest
	if !read(w, req, &m) {
		return
	}
	var recs []Record
	for _, rs := range m.GetResourceSpans() {
		res := attrs(rs.GetResource().GetAttributes())
		for _, ss := range rs.GetScopeSpans() {
			for _, s := range ss.GetSpans() {
				recs = append(recs, Record{Signal: "span", Resource: res, Scope: ss.GetScope().GetName(), Name: s.GetName(),
					Trace: hex.EncodeToString(s.GetTraceId()), Span: hex.EncodeToString(s.GetSpanId()),
					Parent: hex.EncodeToString(s.GetParentSpanId()), Kind: s.GetKind().String(),
					Status: s.GetStatus().GetCode().String(), Attrs: attrs(s.GetAttributes())})
			}
		}
	}
	reply(w, &coltrace.ExportTraceServiceResponse{}, r.write(recs))
}

func (r *receiver) metrics(w http.ResponseWriter, req *http.Request) {
	var m colmetrics.ExportMetricsServiceRequest
	if !read(w, req, &m) {
		return
	}
	var recs []Record
	for _, rm := range m.GetResourceMetrics() {
		res := attrs(rm.GetResource().GetAttributes())
		for _, sm := range rm.GetScopeMetrics() {
			for _, mt := range sm.GetMetrics() {
				base := Record{Signal: "metric", Resource: res, Scope: sm.GetScope().GetName(), Name: mt.GetName()}
				for _, p := range mt.GetSum().GetDataPoints() {
					rec := base
					rec.Attrs, rec.Value = attrs(p.GetAttributes()), p.GetAsDouble()+float64(p.GetAsInt())
					recs = append(recs, rec)
				}
				for _, p := range mt.GetGauge().GetDataPoints() {
					rec := base
					rec.Attrs, rec.Value = attrs(p.GetAttributes()), p.GetAsDouble()+float64(p.GetAsInt())
					recs = append(recs, rec)
				}
				for _, p := range mt.GetHistogram().GetDataPoints() {
					rec := base
					rec.Attrs, rec.Value, rec.Count = attrs(p.GetAttributes()), p.GetSum(), p.GetCount()
					recs = append(recs, rec)
				}
			}
		}
	}
	reply(w, &colmetrics.ExportMetricsServiceResponse{}, r.write(recs))
}

func (r *receiver) logs(w http.ResponseWriter, req *http.Request) {
	var m collogs.ExportLogsServiceRequest
	if !read(w, req, &m) {
		return
	}
	var recs []Record
	for _, rl := range m.GetResourceLogs() {
		res := attrs(rl.GetResource().GetAttributes())
		for _, sl := range rl.GetScopeLogs() {
			for _, l := range sl.GetLogRecords() {
				recs = append(recs, Record{Signal: "log", Resource: res, Scope: sl.GetScope().GetName(),
					Body: l.GetBody().GetStringValue(), Severity: l.GetSeverityText(), Attrs: attrs(l.GetAttributes()),
					Trace: hex.EncodeToString(l.GetTraceId()), Span: hex.EncodeToString(l.GetSpanId())})
			}
		}
	}
	reply(w, &collogs.ExportLogsServiceResponse{}, r.write(recs))
}

func attrs(kvs []*common.KeyValue) map[string]any {
	if len(kvs) == 0 {
		return nil
	}
	out := make(map[string]any, len(kvs))
	for _, kv := range kvs {
		out[kv.GetKey()] = value(kv.GetValue())
	}
	return out
}

func value(v *common.AnyValue) any {
	switch x := v.GetValue().(type) {
	case *common.AnyValue_StringValue:
		return x.StringValue
	case *common.AnyValue_IntValue:
		return x.IntValue
	case *common.AnyValue_DoubleValue:
		return x.DoubleValue
	case *common.AnyValue_BoolValue:
		return x.BoolValue
	case *common.AnyValue_ArrayValue:
		var out []any
		for _, e := range x.ArrayValue.GetValues() {
			out = append(out, value(e))
		}
		return out
	}
	return nil
}
