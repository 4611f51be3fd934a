package gate

import (
	"context"
	"testing"

	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"troupe/internal/safety"
	"troupe/internal/telemetry"
)

// A person's approval is a span of its own under the tool call's, with
// the verdict; a call the policy allows waits for no one and has none.
func TestApprovalWaitIsASpan(t *testing.T) {
	exp := tracetest.NewInMemoryExporter()
	tel, err := telemetry.New(telemetry.Exporters{Spans: exp, Sync: true})
	if err != nil {
		t.Fatal(err)
	}
	ctx := telemetry.WithContext(context.Background(), tel)
	ap := &scripted{answers: []Answer{{Verdict: AllowOnce}}}
	g := New(Options{Policy: &safety.Policy{Mode: safety.ModeAutoEdit}, Workspace: workspace(t), Approver: ap})
	call := bash("go build ./...")
	span := telemetry.StartTool(ctx, "", "main", call)
	if d := g.Check(span.Into(ctx), call, bashSpec); d.Verdict != safety.Allow {
		t.Fatalf("Check = %+v", d)
	}
	span.EndTool(false, 0)
	ls := bash("ls")
	quiet := telemetry.StartTool(ctx, "", "main", ls)
	g.Check(quiet.Into(ctx), ls, bashSpec)
	quiet.EndTool(false, 0)

	var approvals int
	for _, s := range exp.GetSpans().Snapshots() {
		if s.Name() != "approval bash" {
			continue
		}
		approvals++
		if s.Parent().SpanID().String() != span.Traceparent()[36:52] {
			t.Error("the approval span is not under the tool call's")
		}
		for _, kv := range s.Attributes() {
			if kv.Key == telemetry.Verdict && kv.Value.AsString() != string(AllowOnce) {
				t.Errorf("verdict %q", kv.Value.AsString())
			}
		}
	}
	if approvals != 1 {
		t.Errorf("%d approval spans, want 1 (the asked call only)", approvals)
	}
}
