package telemetry

import (
	"context"
	"strings"
	"testing"

	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.uber.org/goleak"

	"troupe/messages"
)

func env(kv map[string]string) func(string) string { return func(k string) string { return kv[k] } }

func TestFromEnv(t *testing.T) {
	const ep = "http://127.0.0.1:4318"
	tests := []struct {
		name                  string
		env                   map[string]string
		traces, metrics, logs bool
		off                   bool   // nil Telemetry
		err                   string // part of the error
	}{
		{name: "nothing set", env: nil, off: true},
		{name: "unrelated OTEL variable", env: map[string]string{"OTEL_SERVICE_NAME": "x"}, off: true},
		{name: "endpoint", env: map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": ep}, traces: true, metrics: true, logs: true},
		{name: "disabled wins", env: map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": ep, "OTEL_SDK_DISABLED": "TRUE"}, off: true},
		{name: "traces endpoint only", env: map[string]string{"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": ep + "/v1/traces"}, traces: true},
		{name: "exporter none", env: map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": ep, "OTEL_METRICS_EXPORTER": "none", "OTEL_LOGS_EXPORTER": "none"}, traces: true},
		{name: "otlp without endpoint", env: map[string]string{"OTEL_TRACES_EXPORTER": "otlp"}, traces: true},
		{name: "all none", env: map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": ep, "OTEL_TRACES_EXPORTER": "none", "OTEL_METRICS_EXPORTER": "none", "OTEL_LOGS_EXPORTER": "none"}, off: true},
		{name: "http/protobuf", env: map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": ep, "OTEL_EXPORTER_OTLP_PROTOCOL": "http/protobuf"}, traces: true, metrics: true, logs: true},
		{name: "grpc refused", env: map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": ep, "OTEL_EXPORTER_OTLP_PROTOCOL": "grpc"}, err: "OTEL_EXPORTER_OTLP_PROTOCOL=\"grpc\""},
		{name: "per-signal protocol", env: map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": ep, "OTEL_EXPORTER_OTLP_LOGS_PROTOCOL": "http/json"}, err: "OTEL_EXPORTER_OTLP_LOGS_PROTOCOL"},
		{name: "unknown exporter", env: map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": ep, "OTEL_METRICS_EXPORTER": "prometheus"}, err: "OTEL_METRICS_EXPORTER"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tel, err := FromEnv(context.Background(), env(tt.env))
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err = %v, want one naming %s", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			defer tel.Shutdown(context.Background()) //nolint:errcheck // nothing was exported
			if tt.off {
				if tel != nil {
					t.Fatalf("telemetry built; want none")
				}
				return
			}
			if tel == nil {
				t.Fatal("no telemetry")
			}
			if got := [3]bool{tel.tp != nil, tel.mp != nil, tel.lp != nil}; got != [3]bool{tt.traces, tt.metrics, tt.logs} {
				t.Errorf("traces, metrics, logs on = %v, want %v", got, [3]bool{tt.traces, tt.metrics, tt.logs})
			}
		})
	}
}

// Without OTEL_* nothing is built and no goroutine starts; every hook is a
// no-op on a context without telemetry.
func TestOffCostsNothing(t *testing.T) {
	// Goroutines of earlier tests may still be ending (a count that fell
	// from 4 to 3 failed this test in a shuffled run): only one started
	// here and still running is a cost.
	before := goleak.IgnoreCurrent()
	tel, err := FromEnv(context.Background(), env(nil))
	if err != nil || tel != nil {
		t.Fatalf("FromEnv = %v, %v; want nil, nil", tel, err)
	}
	ctx := WithContext(context.Background(), tel)
	turn := StartTurn(ctx, "", "s", "main", "main", "t1")
	call := StartModelCall(ctx, turn.Traceparent(), "main", "act", "anthropic/claude")
	call.EndModelCall(messages.ModelResult{Usage: messages.Usage{PromptTokens: 10}}, "main")
	tool := StartTool(ctx, "", "main", messages.ToolCall{ID: "c1", Name: "bash"})
	StartApproval(tool.Into(ctx), "bash").EndApproval("once", nil)
	tool.EndTool(false, 0)
	turn.EndTurn(messages.TurnResult{})
	if turn.On() || turn.Traceparent() != "" || turn.Or("x") != "x" {
		t.Error("a span without telemetry records something")
	}
	if err := goleak.Find(before); err != nil {
		t.Errorf("telemetry off left a goroutine: %v", err)
	}
	allocs := testing.AllocsPerRun(100, func() {
		s := StartModelCall(ctx, "", "main", "act", "anthropic/claude")
		s.EndModelCall(messages.ModelResult{}, "main")
	})
	if allocs != 0 {
		t.Errorf("a model call's hooks allocate %.0f times with telemetry off", allocs)
	}
}

// The span tree: a turn is a new trace unless its parent is a sampled span;
// what is published under a span carries its traceparent, and spans started
// from it (in this process or another) are its children.
func TestSpansNestByTraceparent(t *testing.T) {
	exp := tracetest.NewInMemoryExporter()
	tel, err := New(Exporters{Spans: exp, Sync: true})
	if err != nil {
		t.Fatal(err)
	}
	ctx := WithContext(context.Background(), tel)
	unsampled := "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00" // the bus's own id: no span behind it
	turn := StartTurn(ctx, unsampled, "s", "main", "main", "t1")
	task := StartSubagent(ctx, turn.Traceparent(), "main", "explore-1", "explore", "look")
	child := StartTurn(ctx, task.Traceparent(), "s", "explore-1", "explore", "t1-explore-1")
	call := StartModelCall(ctx, child.Traceparent(), "explore-1", "act", "openai/gpt-5")
	call.EndModelCall(messages.ModelResult{Model: "openai/gpt-5-2025", Usage: messages.Usage{PromptTokens: 120, CompletionTokens: 7}, StopReason: "end_turn"}, "explore")
	tool := StartTool(ctx, child.Traceparent(), "explore-1", messages.ToolCall{ID: "c9", Name: "bash"})
	StartApproval(tool.Into(ctx), "bash").EndApproval("deny", nil)
	tool.EndTool(true, messages.KindPermissionDenied)
	child.EndTurn(messages.TurnResult{})
	task.EndSubagent(messages.TurnResult{})
	turn.EndTurn(messages.TurnResult{})

	spans := map[string]sdktrace.ReadOnlySpan{}
	for _, s := range exp.GetSpans().Snapshots() {
		spans[s.Name()] = s
	}
	parentOf := map[string]string{
		"invoke_agent main":    "",
		"task explore":         "invoke_agent main",
		"invoke_agent explore": "task explore",
		"chat gpt-5":           "invoke_agent explore",
		"execute_tool bash":    "invoke_agent explore",
		"approval bash":        "execute_tool bash",
	}
	root := spans["invoke_agent main"]
	if root == nil {
		t.Fatalf("no turn span among %d", len(spans))
	}
	if root.Parent().IsValid() || root.SpanContext().TraceID().String() == "0af7651916cd43dd8448eb211c80319c" {
		t.Errorf("the turn under an unsampled bus id is not a new trace: parent %v", root.Parent())
	}
	for name, parent := range parentOf {
		s := spans[name]
		if s == nil {
			t.Errorf("no span %q", name)
			continue
		}
		if s.SpanContext().TraceID() != root.SpanContext().TraceID() {
			t.Errorf("%s is in another trace", name)
		}
		if parent != "" && s.Parent().SpanID() != spans[parent].SpanContext().SpanID() {
			t.Errorf("%s: parent is not %s", name, parent)
		}
	}
	want := map[string]any{"gen_ai.operation.name": "chat", "gen_ai.provider.name": "openai", "gen_ai.request.model": "gpt-5",
		"gen_ai.response.model": "gpt-5-2025", "gen_ai.usage.input_tokens": int64(120), "gen_ai.usage.output_tokens": int64(7)}
	got := map[string]any{}
	for _, kv := range spans["chat gpt-5"].Attributes() {
		got[string(kv.Key)] = kv.Value.AsInterface()
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("chat span %s = %v, want %v", k, got[k], v)
		}
	}
	tattrs := map[string]any{}
	for _, kv := range spans["execute_tool bash"].Attributes() {
		tattrs[string(kv.Key)] = kv.Value.AsInterface()
	}
	if tattrs["gen_ai.tool.name"] != "bash" || tattrs["gen_ai.tool.call.id"] != "c9" || tattrs["error.type"] != messages.KindPermissionDenied.String() {
		t.Errorf("tool span attributes %v", tattrs)
	}
}

// Metrics: tokens by type, cost by agent type, call and tool durations,
// tasks in flight (up then down) and supervision decisions.
func TestMetrics(t *testing.T) {
	reader := sdkmetric.NewManualReader()
	tel, err := New(Exporters{Metrics: reader})
	if err != nil {
		t.Fatal(err)
	}
	ctx := WithContext(context.Background(), tel)
	for range 2 {
		c := StartModelCall(ctx, "", "main", "act", "anthropic/claude-x")
		c.EndModelCall(messages.ModelResult{Usage: messages.Usage{PromptTokens: 100, CompletionTokens: 9}, CostUSD: 0.25}, "main")
	}
	failed := StartModelCall(ctx, "", "main", "act", "anthropic/claude-x")
	failed.EndModelCall(messages.ModelResult{Err: &messages.Error{Kind: messages.KindModel, Msg: "overloaded"}}, "main")
	task := StartSubagent(ctx, "", "main", "explore-1", "explore", "look")
	tool := StartTool(ctx, "", "main", messages.ToolCall{ID: "c1", Name: "grep"})
	tool.EndTool(false, 0)
	Restart(ctx, "explore-ab-1", "restart")
	var rm metricdata.ResourceMetrics
	if err := reader.Collect(ctx, &rm); err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	for _, sm := range rm.ScopeMetrics {
		for _, m := range sm.Metrics {
			switch d := m.Data.(type) {
			case metricdata.Histogram[int64]:
				for _, p := range d.DataPoints {
					typ, _ := p.Attributes.Value(TokenType)
					got[m.Name+"/"+typ.AsString()] += float64(p.Sum)
				}
			case metricdata.Histogram[float64]:
				for _, p := range d.DataPoints {
					got[m.Name+"/count"] += float64(p.Count)
				}
			case metricdata.Sum[float64]:
				for _, p := range d.DataPoints {
					got[m.Name] += p.Value
				}
			case metricdata.Sum[int64]:
				for _, p := range d.DataPoints {
					got[m.Name] += float64(p.Value)
				}
			}
		}
	}
	want := map[string]float64{
		"gen_ai.client.token.usage/input":        200,
		"gen_ai.client.token.usage/output":       18,
		"troupe.cost":                            0.5,
		"gen_ai.client.operation.duration/count": 3, // the failed call too
		"troupe.tool.duration/count":             1,
		"troupe.subagent.tasks":                  1, // one dispatched, not answered
		"troupe.actor.restarts":                  1,
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	task.EndSubagent(messages.TurnResult{})
	rm = metricdata.ResourceMetrics{}
	if err := reader.Collect(ctx, &rm); err != nil {
		t.Fatal(err)
	}
	for _, sm := range rm.ScopeMetrics {
		for _, m := range sm.Metrics {
			if d, ok := m.Data.(metricdata.Sum[int64]); ok && m.Name == "troupe.subagent.tasks" && d.DataPoints[0].Value != 0 {
				t.Errorf("tasks in flight %d after the answer, want 0", d.DataPoints[0].Value)
			}
		}
	}
}
