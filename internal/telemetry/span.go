package telemetry

import (
	"context"
	"strings"
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/metric"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"

	"troupe/messages"
)

// GenAI semantic-convention attribute keys.
const (
	OperationName  = attribute.Key("gen_ai.operation.name")
	ProviderName   = attribute.Key("gen_ai.provider.name")
	RequestModel   = attribute.Key("gen_ai.request.model")
	ResponseModel  = attribute.Key("gen_ai.response.model")
	InputTokens    = attribute.Key("gen_ai.usage.input_tokens")
	OutputTokens   = attribute.Key("gen_ai.usage.output_tokens")
	FinishReasons  = attribute.Key("gen_ai.response.finish_reasons")
	ToolName       = attribute.Key("gen_ai.tool.name")
	ToolCallID     = attribute.Key("gen_ai.tool.call.id")
	ToolType       = attribute.Key("gen_ai.tool.type")
	AgentName      = attribute.Key("gen_ai.agent.name")
	AgentID        = attribute.Key("gen_ai.agent.id")
	ConversationID = attribute.Key("gen_ai.conversation.id")
	TokenType      = attribute.Key("gen_ai.token.type")
	ErrorType      = attribute.Key("error.type")
)

// troupe's own attribute keys.
const (
	Workflow     = attribute.Key("troupe.workflow")
	Agent        = attribute.Key("troupe.agent")
	Turn         = attribute.Key("troupe.turn")
	CostUSD      = attribute.Key("troupe.cost_usd")
	CachedTokens = attribute.Key("troupe.usage.cached_tokens")
	Stage        = attribute.Key("troupe.compaction.stage")
	Verdict      = attribute.Key("troupe.approval.verdict")
	Directive    = attribute.Key("troupe.supervision.directive")
)

// Span is an operation in progress. The zero Span (telemetry off) does
// nothing and costs nothing.
type Span struct {
	t     *Telemetry
	span  trace.Span // nil: traces off
	start time.Time
	attrs []attribute.KeyValue // for the metrics recorded at the end
}

// On says the span records anything.
func (s Span) On() bool { return s.t != nil }

// Traceparent is the W3C traceparent naming this span, for the messages
// published under it; "" when traces are off.
func (s Span) Traceparent() string {
	if s.span == nil {
		return ""
	}
	c := propagation.MapCarrier{}
	propagation.TraceContext{}.Inject(trace.ContextWithSpan(context.Background(), s.span), c)
	return c["traceparent"]
}

// Or returns the span's traceparent, or tp when it has none.
func (s Span) Or(tp string) string {
	if p := s.Traceparent(); p != "" {
		return p
	}
	return tp
}

// Into returns ctx carrying the span, for spans started under it with
// StartIn.
func (s Span) Into(ctx context.Context) context.Context {
	if s.span == nil {
		return ctx
	}
	return trace.ContextWithSpan(ctx, s.span)
}

// Set adds attributes to the span.
func (s Span) Set(kv ...attribute.KeyValue) {
	if s.span != nil {
		s.span.SetAttributes(kv...)
	}
}

// Fail marks the span failed with an error kind and message.
func (s Span) Fail(kind, msg string) {
	if s.span == nil {
		return
	}
	if kind == "" {
		kind = "error"
	}
	s.span.SetAttributes(ErrorType.String(kind))
	s.span.SetStatus(codes.Error, msg)
}

// End ends the span.
func (s Span) End() {
	if s.span != nil {
		s.span.End()
	}
}

// start starts a span named name under the span parent names (a W3C
// traceparent). A parent that is absent, malformed or not sampled (the
// bus's own ids, which no span records) starts a new trace.
func (t *Telemetry) start(parent, name string, kind trace.SpanKind, kv ...attribute.KeyValue) Span {
	if t == nil {
		return Span{}
	}
	s := Span{t: t, start: time.Now()}
	if t.tracer == nil {
		return s
	}
	ctx := context.Background()
	opts := []trace.SpanStartOption{trace.WithSpanKind(kind), trace.WithAttributes(kv...)}
	if sc := parse(parent); sc.IsValid() && sc.IsSampled() {
		ctx = trace.ContextWithRemoteSpanContext(ctx, sc)
	} else {
		opts = append(opts, trace.WithNewRoot())
	}
	_, s.span = t.tracer.Start(ctx, name, opts...)
	return s
}

func parse(tp string) trace.SpanContext {
	if tp == "" {
		return trace.SpanContext{}
	}
	ctx := propagation.TraceContext{}.Extract(context.Background(), propagation.MapCarrier{"traceparent": tp})
	return trace.SpanContextFromContext(ctx)
}

// StartIn starts a span under the span ctx carries (see Span.Into), with
// the Telemetry ctx carries; the zero Span when it carries none.
func StartIn(ctx context.Context, name string, kv ...attribute.KeyValue) Span {
	t := From(ctx)
	if t == nil {
		return Span{}
	}
	s := Span{t: t, start: time.Now()}
	if t.tracer == nil {
		return s
	}
	_, s.span = t.tracer.Start(ctx, name, trace.WithAttributes(kv...))
	return s
}

// StartTurn starts an agent's turn: the root of a trace for the main
// agent, a child of the subagent task span for a subagent.
func StartTurn(ctx context.Context, parent, session, agent, kind, turn string) Span {
	t := From(ctx)
	if t == nil {
		return Span{}
	}
	return t.start(parent, "invoke_agent "+kind, trace.SpanKindInternal,
		OperationName.String("invoke_agent"), AgentName.String(kind), AgentID.String(agent),
		ConversationID.String(session), Turn.String(turn))
}

// EndTurn ends a turn span with its result.
func (s Span) EndTurn(r messages.TurnResult) {
	if s.span == nil {
		return
	}
	s.span.SetAttributes(InputTokens.Int(r.Usage.PromptTokens), OutputTokens.Int(r.Usage.CompletionTokens),
		CostUSD.Float64(r.CostUSD), attribute.Int("troupe.turn.iterations", r.Iterations), attribute.Int("troupe.turn.calls", r.Calls))
	if r.Err != nil {
		s.Fail(r.Err.Kind.String(), r.Err.Msg)
	}
	s.span.End()
}

// StartModelCall starts a model call (a GenAI client span "chat MODEL").
// model may be "provider/name" or "provider:name"; the provider part
// becomes gen_ai.provider.name.
func StartModelCall(ctx context.Context, parent, agent, workflow, model string) Span {
	t := From(ctx)
	if t == nil {
		return Span{}
	}
	provider, name := splitModel(model)
	s := t.start(parent, "chat "+name, trace.SpanKindClient,
		OperationName.String("chat"), ProviderName.String(provider), RequestModel.String(name),
		Agent.String(agent), Workflow.String(workflow))
	s.attrs = []attribute.KeyValue{OperationName.String("chat"), ProviderName.String(provider), RequestModel.String(name)}
	return s
}

// EndModelCall ends a model call with its result: usage, cost, finish
// reason or error, and records the token, cost and duration metrics (cost
// by agentType: "main" or the subagent's type).
func (s Span) EndModelCall(r messages.ModelResult, agentType string) {
	if s.t == nil {
		return
	}
	attrs := s.attrs
	if r.Model != "" {
		_, name := splitModel(r.Model)
		attrs = append(attrs[:len(attrs):len(attrs)], ResponseModel.String(name))
	}
	if r.Err != nil {
		attrs = append(attrs[:len(attrs):len(attrs)], ErrorType.String(r.Err.Kind.String()))
		s.Fail(r.Err.Kind.String(), r.Err.Msg)
	} else if s.span != nil {
		s.span.SetAttributes(InputTokens.Int(r.Usage.PromptTokens), OutputTokens.Int(r.Usage.CompletionTokens),
			CachedTokens.Int(r.Usage.CachedTokens), CostUSD.Float64(r.CostUSD))
		if r.StopReason != "" {
			s.span.SetAttributes(FinishReasons.StringSlice([]string{r.StopReason}))
		}
	}
	if s.span != nil && r.Model != "" {
		s.span.SetAttributes(attrs[len(s.attrs)]) // gen_ai.response.model
	}
	if m := s.t.m; m.tokens != nil {
		ctx := context.Background()
		set := metric.WithAttributes(attrs...)
		m.duration.Record(ctx, time.Since(s.start).Seconds(), set)
		if r.Err == nil {
			m.tokens.Record(ctx, int64(r.Usage.PromptTokens), metric.WithAttributes(append(attrs[:len(attrs):len(attrs)], TokenType.String("input"))...))
			m.tokens.Record(ctx, int64(r.Usage.CompletionTokens), metric.WithAttributes(append(attrs[:len(attrs):len(attrs)], TokenType.String("output"))...))
			m.cost.Add(ctx, r.CostUSD, metric.WithAttributes(append(attrs[:len(attrs):len(attrs)], AgentName.String(agentType))...))
		}
	}
	s.End()
}

// splitModel splits "provider/name" or "provider:name".
func splitModel(model string) (provider, name string) {
	if i := strings.IndexAny(model, "/:"); i > 0 {
		return model[:i], model[i+1:]
	}
	return "unknown", model
}

// StartTool starts a tool call ("execute_tool NAME").
func StartTool(ctx context.Context, parent, agent string, call messages.ToolCall) Span {
	t := From(ctx)
	if t == nil {
		return Span{}
	}
	s := t.start(parent, "execute_tool "+call.Name, trace.SpanKindInternal,
		OperationName.String("execute_tool"), ToolName.String(call.Name), ToolCallID.String(call.ID),
		ToolType.String("function"), Agent.String(agent))
	s.attrs = []attribute.KeyValue{ToolName.String(call.Name)}
	return s
}

// EndTool ends a tool call; kind is the error kind of a failed call.
func (s Span) EndTool(isError bool, kind messages.Kind) {
	if s.t == nil {
		return
	}
	attrs := s.attrs
	if isError {
		attrs = append(attrs[:len(attrs):len(attrs)], ErrorType.String(kind.String()))
		s.Fail(kind.String(), "tool call failed")
	}
	if s.t.m.toolTime != nil {
		s.t.m.toolTime.Record(context.Background(), time.Since(s.start).Seconds(), metric.WithAttributes(attrs...))
	}
	s.End()
}

// StartApproval starts the wait for a person's approval of a tool call,
// under the span ctx carries.
func StartApproval(ctx context.Context, tool string) Span {
	s := StartIn(ctx, "approval "+tool, ToolName.String(tool))
	s.attrs = []attribute.KeyValue{ToolName.String(tool)}
	return s
}

// EndApproval ends an approval wait with the verdict ("" and err: none came).
func (s Span) EndApproval(verdict string, err error) {
	if s.t == nil {
		return
	}
	if err != nil {
		s.Fail("no_answer", err.Error())
		verdict = "none"
	}
	s.Set(Verdict.String(verdict))
	if s.t.m.approvals != nil {
		s.t.m.approvals.Record(context.Background(), time.Since(s.start).Seconds(),
			metric.WithAttributes(append(s.attrs[:len(s.attrs):len(s.attrs)], Verdict.String(verdict))...))
	}
	s.End()
}

// Compaction records one compaction stage that fired in the context check
// begun at since, as a span under parent.
func Compaction(ctx context.Context, parent, agent string, c messages.Compaction, since time.Time) {
	t := From(ctx)
	if t == nil || t.tracer == nil {
		return
	}
	pctx := context.Background()
	opts := []trace.SpanStartOption{trace.WithTimestamp(since), trace.WithAttributes(OperationName.String("compaction"),
		Stage.String(c.Stage), Agent.String(agent),
		attribute.Int("troupe.compaction.tokens_before", c.TokensBefore), attribute.Int("troupe.compaction.tokens_after", c.TokensAfter),
		attribute.Int("troupe.compaction.budget", c.Budget), attribute.Int("troupe.compaction.summarized", c.Summarized),
		attribute.Int("troupe.compaction.replaced", len(c.Replaced)))}
	if sc := parse(parent); sc.IsValid() && sc.IsSampled() {
		pctx = trace.ContextWithRemoteSpanContext(pctx, sc)
	} else {
		opts = append(opts, trace.WithNewRoot())
	}
	_, span := t.tracer.Start(pctx, "compaction "+c.Stage, opts...)
	span.End()
}

// StartSubagent starts a subagent task ("invoke_agent" client span): the
// prompt sent to the child carries its traceparent, so the child's turn
// (in this process or a worker's) is its child.
func StartSubagent(ctx context.Context, parent, agent, child, kind, task string) Span {
	t := From(ctx)
	if t == nil {
		return Span{}
	}
	s := t.start(parent, "task "+kind, trace.SpanKindClient,
		OperationName.String("invoke_agent"), AgentName.String(kind), AgentID.String(child), Agent.String(agent),
		attribute.String("troupe.task", clip(task, 200)))
	if s.t != nil && s.t.m.tasks != nil {
		s.attrs = []attribute.KeyValue{AgentName.String(kind)}
		s.t.m.tasks.Add(context.Background(), 1, metric.WithAttributes(s.attrs...))
	}
	return s
}

// EndSubagent ends a subagent task with its answer.
func (s Span) EndSubagent(r messages.TurnResult) {
	if s.t == nil {
		return
	}
	if s.t.m.tasks != nil {
		s.t.m.tasks.Add(context.Background(), -1, metric.WithAttributes(s.attrs...))
	}
	if s.span == nil {
		return
	}
	s.span.SetAttributes(InputTokens.Int(r.Usage.PromptTokens), OutputTokens.Int(r.Usage.CompletionTokens), CostUSD.Float64(r.CostUSD))
	if r.Err != nil {
		s.Fail(r.Err.Kind.String(), r.Err.Msg)
	}
	s.span.End()
}

// Restart counts one supervision decision about a failed actor.
func Restart(ctx context.Context, child, directive string) {
	t := From(ctx)
	if t == nil || t.m.restarts == nil {
		return
	}
	t.m.restarts.Add(context.Background(), 1, metric.WithAttributes(Directive.String(directive), attribute.String("troupe.actor", actorKind(child))))
}

// actorKind drops the numbered part of an actor name (explore-3 → explore),
// keeping the metric's attribute set small.
func actorKind(name string) string {
	if i := strings.LastIndexByte(name, '-'); i > 0 {
		return name[:i]
	}
	return name
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// Traceparent returns the traceparent ctx carries for a message published
// on its behalf (WithTraceparent), or "".
func Traceparent(ctx context.Context) string {
	tp, _ := ctx.Value(tpKey{}).(string)
	return tp
}

type tpKey struct{}

// WithTraceparent returns ctx carrying the W3C traceparent tp of the work
// it is for (a worker's task), for the messages that start it.
func WithTraceparent(ctx context.Context, tp string) context.Context {
	if tp == "" {
		return ctx
	}
	return context.WithValue(ctx, tpKey{}, tp)
}
