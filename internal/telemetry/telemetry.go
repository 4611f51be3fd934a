// Package telemetry exports troupe's traces, metrics and logs over OTLP/HTTP,
// configured by the standard OTEL_* environment variables, with attributes
// following the OpenTelemetry GenAI semantic conventions.
//
// A trace is one turn: the agent's turn span, under it a span for every
// model call, tool call, approval wait, compaction and subagent task. The
// W3C trace context travels in the traceparent header of every bus message,
// so spans made in another process (a worker running a subagent) join the
// same trace. A sampled traceparent on the bus always names a recorded span.
//
// When no OTEL_* variable asks for an export (or OTEL_SDK_DISABLED=true),
// FromEnv returns nil: every hook is a nil check, no exporter is built and
// no goroutine started.
//
// Concurrency: a *Telemetry is safe for concurrent use; its providers own
// the exporting goroutines and Shutdown waits for them. A Span belongs to
// whoever started it (an actor keeps it in its state and ends it once).
// The Telemetry reaches hooks through a context value (WithContext), never
// a global.
package telemetry

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploghttp"
	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetrichttp"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	otellog "go.opentelemetry.io/otel/log"
	"go.opentelemetry.io/otel/metric"
	sdklog "go.opentelemetry.io/otel/sdk/log"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/trace"
)

// Scope is the instrumentation scope of everything troupe records.
const Scope = "troupe"

// Telemetry holds the providers of the signals the environment enabled.
type Telemetry struct {
	tp     *sdktrace.TracerProvider // nil: traces off
	mp     *sdkmetric.MeterProvider // nil: metrics off
	lp     *sdklog.LoggerProvider   // nil: logs off
	tracer trace.Tracer
	logger otellog.Logger
	m      instruments
}

// Signal names, as in OTEL_<SIGNAL>_EXPORTER.
var signals = []string{"traces", "metrics", "logs"}

// FromEnv builds the Telemetry the OTEL_* variables ask for, reading them
// with getenv (the exporters read their endpoint, headers, timeout and
// compression from the process environment themselves). It returns nil and
// no error when nothing is to be exported. A signal is exported when
// OTEL_<SIGNAL>_EXPORTER is "otlp", or unset and an OTLP endpoint
// (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_<SIGNAL>_ENDPOINT) is
// set. Only the http/protobuf protocol is built in; asking for another
// exporter or protocol is an error naming the variable.
func FromEnv(ctx context.Context, getenv func(string) string) (*Telemetry, error) {
	if strings.EqualFold(strings.TrimSpace(getenv("OTEL_SDK_DISABLED")), "true") {
		return nil, nil
	}
	on := map[string]bool{}
	for _, s := range signals {
		ok, err := wanted(getenv, s)
		if err != nil {
			return nil, err
		}
		on[s] = ok
	}
	if !on["traces"] && !on["metrics"] && !on["logs"] {
		return nil, nil
	}
	res, err := resource.New(ctx,
		resource.WithAttributes(attribute.String("service.name", "troupe")),
		resource.WithFromEnv(), // OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES
		resource.WithProcessPID(), resource.WithHost())
	if err != nil && !errors.Is(err, resource.ErrPartialResource) {
		return nil, fmt.Errorf("telemetry: resource: %w", err)
	}
	var e Exporters
	e.Resource = res
	if on["traces"] {
		if e.Spans, err = otlptracehttp.New(ctx); err != nil {
			return nil, fmt.Errorf("telemetry: trace exporter: %w", err)
		}
	}
	if on["metrics"] {
		exp, err := otlpmetrichttp.New(ctx)
		if err != nil {
			return nil, fmt.Errorf("telemetry: metric exporter: %w", err)
		}
		e.Metrics = sdkmetric.NewPeriodicReader(exp)
	}
	if on["logs"] {
		if e.Logs, err = otlploghttp.New(ctx); err != nil {
			return nil, fmt.Errorf("telemetry: log exporter: %w", err)
		}
	}
	return New(e)
}

// Exporters are where New sends each signal; a nil one is off.
type Exporters struct {
	Spans    sdktrace.SpanExporter // batched; Sync exports each span as it ends
	Sync     bool
	Metrics  sdkmetric.Reader
	Logs     sdklog.Exporter
	Resource *resource.Resource // nil: the SDK's default
}

// New builds a Telemetry sending to e (FromEnv's exporters, or a test's).
func New(e Exporters) (*Telemetry, error) {
	t := &Telemetry{}
	res := e.Resource
	if res == nil {
		res = resource.Default()
	}
	if e.Spans != nil {
		sp := sdktrace.WithBatcher(e.Spans)
		if e.Sync {
			sp = sdktrace.WithSyncer(e.Spans)
		}
		t.tp = sdktrace.NewTracerProvider(sp, sdktrace.WithResource(res))
		t.tracer = t.tp.Tracer(Scope)
	}
	if e.Metrics != nil {
		t.mp = sdkmetric.NewMeterProvider(sdkmetric.WithReader(e.Metrics), sdkmetric.WithResource(res))
		var err error
		if t.m, err = newInstruments(t.mp.Meter(Scope)); err != nil {
			t.Shutdown(context.Background()) //nolint:errcheck // already failing
			return nil, err
		}
	}
	if e.Logs != nil {
		t.lp = sdklog.NewLoggerProvider(sdklog.WithProcessor(sdklog.NewBatchProcessor(e.Logs)), sdklog.WithResource(res))
		t.logger = t.lp.Logger(Scope)
	}
	return t, nil
}

// wanted says whether signal s is to be exported over OTLP/HTTP.
func wanted(getenv func(string) string, s string) (bool, error) {
	up := strings.ToUpper(s)
	exporter := strings.TrimSpace(getenv("OTEL_" + up + "_EXPORTER"))
	switch exporter {
	case "":
		if getenv("OTEL_EXPORTER_OTLP_ENDPOINT") == "" && getenv("OTEL_EXPORTER_OTLP_"+up+"_ENDPOINT") == "" {
			return false, nil
		}
	case "otlp":
	case "none":
		return false, nil
	default:
		return false, fmt.Errorf("telemetry: OTEL_%s_EXPORTER=%q: only otlp and none are supported", up, exporter)
	}
	proto := getenv("OTEL_EXPORTER_OTLP_" + up + "_PROTOCOL")
	name := "OTEL_EXPORTER_OTLP_" + up + "_PROTOCOL"
	if proto == "" {
		proto, name = getenv("OTEL_EXPORTER_OTLP_PROTOCOL"), "OTEL_EXPORTER_OTLP_PROTOCOL"
	}
	if proto != "" && proto != "http/protobuf" {
		return false, fmt.Errorf("telemetry: %s=%q: only http/protobuf is supported (point it at the collector's OTLP/HTTP port, 4318)", name, proto)
	}
	return true, nil
}

// Shutdown flushes what is pending and stops the exporters; nil-safe.
func (t *Telemetry) Shutdown(ctx context.Context) error {
	if t == nil {
		return nil
	}
	var errs []error
	if t.tp != nil {
		errs = append(errs, t.tp.Shutdown(ctx))
	}
	if t.mp != nil {
		errs = append(errs, t.mp.Shutdown(ctx))
	}
	if t.lp != nil {
		errs = append(errs, t.lp.Shutdown(ctx))
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("telemetry: shutdown: %w", err)
	}
	return nil
}

// Flush exports what is pending now; nil-safe. A process that shares one
// Telemetry among short-lived instances (a worker's tasks) flushes at the
// end of each, before it reports the task done.
func (t *Telemetry) Flush(ctx context.Context) error {
	if t == nil {
		return nil
	}
	var errs []error
	if t.tp != nil {
		errs = append(errs, t.tp.ForceFlush(ctx))
	}
	if t.mp != nil {
		errs = append(errs, t.mp.ForceFlush(ctx))
	}
	if t.lp != nil {
		errs = append(errs, t.lp.ForceFlush(ctx))
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("telemetry: flush: %w", err)
	}
	return nil
}

// Logs returns a slog handler that sends records at level and above to
// the OTLP log exporter as well as to next; next itself when logs are off.
func (t *Telemetry) Logs(next slog.Handler, level slog.Level) slog.Handler {
	if t == nil || t.logger == nil {
		return next
	}
	return &logHandler{next: next, logger: t.logger, level: level}
}

type key struct{}

// WithContext returns ctx carrying t, for the hooks below it.
func WithContext(ctx context.Context, t *Telemetry) context.Context {
	if t == nil {
		return ctx
	}
	return context.WithValue(ctx, key{}, t)
}

// From returns the Telemetry ctx carries, or nil.
func From(ctx context.Context) *Telemetry {
	if ctx == nil {
		return nil
	}
	t, _ := ctx.Value(key{}).(*Telemetry)
	return t
}

// instruments are the metrics recorded.
type instruments struct {
	tokens    metric.Int64Histogram   // gen_ai.client.token.usage
	duration  metric.Float64Histogram // gen_ai.client.operation.duration
	cost      metric.Float64Counter   // troupe.cost
	toolTime  metric.Float64Histogram // troupe.tool.duration
	tasks     metric.Int64UpDownCounter
	restarts  metric.Int64Counter
	approvals metric.Float64Histogram
}

func newInstruments(m metric.Meter) (instruments, error) {
	var in instruments
	var errs [7]error
	in.tokens, errs[0] = m.Int64Histogram("gen_ai.client.token.usage", metric.WithUnit("{token}"),
		metric.WithDescription("Tokens used by a model call, by gen_ai.token.type (input, output)"))
	in.duration, errs[1] = m.Float64Histogram("gen_ai.client.operation.duration", metric.WithUnit("s"),
		metric.WithDescription("Duration of a model call"))
	in.cost, errs[2] = m.Float64Counter("troupe.cost", metric.WithUnit("USD"),
		metric.WithDescription("What model calls cost, by model and agent"))
	in.toolTime, errs[3] = m.Float64Histogram("troupe.tool.duration", metric.WithUnit("s"),
		metric.WithDescription("Duration of a tool call"))
	in.tasks, errs[4] = m.Int64UpDownCounter("troupe.subagent.tasks", metric.WithUnit("{task}"),
		metric.WithDescription("Subagent tasks dispatched and not yet answered (the queue's depth as this process sees it)"))
	in.restarts, errs[5] = m.Int64Counter("troupe.actor.restarts", metric.WithUnit("{restart}"),
		metric.WithDescription("Actor supervision decisions, by directive"))
	in.approvals, errs[6] = m.Float64Histogram("troupe.approval.wait", metric.WithUnit("s"),
		metric.WithDescription("Time a tool call waited for an approval"))
	if err := errors.Join(errs[:]...); err != nil {
		return in, fmt.Errorf("telemetry: instruments: %w", err)
	}
	return in, nil
}
