package telemetry

import (
	"context"
	"log/slog"

	otellog "go.opentelemetry.io/otel/log"
	"go.opentelemetry.io/otel/trace"
)

// logHandler sends slog records to the OTLP log exporter and to next.
type logHandler struct {
	next   slog.Handler
	logger otellog.Logger
	level  slog.Level
	attrs  []otellog.KeyValue
	group  string
}

func (h *logHandler) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= h.level || h.next.Enabled(ctx, l)
}

func (h *logHandler) Handle(ctx context.Context, r slog.Record) error {
	if r.Level >= h.level {
		var rec otellog.Record
		rec.SetTimestamp(r.Time)
		rec.SetBody(otellog.StringValue(r.Message))
		rec.SetSeverity(severity(r.Level))
		rec.SetSeverityText(r.Level.String())
		rec.AddAttributes(h.attrs...)
		r.Attrs(func(a slog.Attr) bool {
			rec.AddAttributes(h.kv(a))
			return true
		})
		// A record logged under a span (ctx carries it) joins its trace.
		h.logger.Emit(trace.ContextWithSpanContext(ctx, trace.SpanContextFromContext(ctx)), rec)
	}
	if h.next.Enabled(ctx, r.Level) {
		return h.next.Handle(ctx, r)
	}
	return nil
}

func (h *logHandler) kv(a slog.Attr) otellog.KeyValue {
	k := a.Key
	if h.group != "" {
		k = h.group + "." + k
	}
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindInt64:
		return otellog.Int64(k, v.Int64())
	case slog.KindFloat64:
		return otellog.Float64(k, v.Float64())
	case slog.KindBool:
		return otellog.Bool(k, v.Bool())
	}
	return otellog.String(k, v.String())
}

func (h *logHandler) WithAttrs(as []slog.Attr) slog.Handler {
	c := *h
	c.next = h.next.WithAttrs(as)
	c.attrs = append(h.attrs[:len(h.attrs):len(h.attrs)], make([]otellog.KeyValue, 0, len(as))...)
	for _, a := range as {
		c.attrs = append(c.attrs, h.kv(a))
	}
	return &c
}

func (h *logHandler) WithGroup(name string) slog.Handler {
	c := *h
	c.next = h.next.WithGroup(name)
	if c.group != "" {
		c.group += "." + name
	} else {
		c.group = name
	}
	return &c
}

func severity(l slog.Level) otellog.Severity {
	switch {
	case l >= slog.LevelError:
		return otellog.SeverityError
	case l >= slog.LevelWarn:
		return otellog.SeverityWarn
	case l >= slog.LevelInfo:
		return otellog.SeverityInfo
	}
	return otellog.SeverityDebug
}
