package gate

import (
	"context"
	"strings"
	"sync"
	"testing"

	"troupe/internal/safety"
	"troupe/messages"
)

// TestHostsAskedOncePerCall: a host no rule decides is asked about once
// per call, however many connections ask at once ("once" holds for the
// rest of the call), a session answer covers later calls, a deny rule
// beats an allow rule, a refusal is kept for the call, and without a
// person the refusal names the setting.
func TestHostsAskedOncePerCall(t *testing.T) {
	ws := workspace(t)
	rules := []safety.Rule{
		{Domain: "*.corp.test", Action: safety.Allow, Source: "sandbox.network_allow"},
		{Domain: "bad.corp.test", Action: safety.Deny, Source: "sandbox.network_deny"},
		{Tool: "web_fetch", Domain: "*", Action: safety.Allow, Source: "WebFetch"},
	}
	ap := &scripted{answers: []Answer{{Verdict: AllowOnce}, {Verdict: AllowSession}, {Verdict: Deny, Reason: "no"}}}
	g := New(Options{Policy: &safety.Policy{Mode: safety.ModeAuto, Rules: rules}, Workspace: ws, Approver: ap})
	ctx := context.Background()
	first := g.Hosts(bashNet("npm install"))
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for i := range errs {
		wg.Add(1)
		go func() { defer wg.Done(); errs[i] = first.Decide(ctx, "registry.test", 443) }()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatalf("allowed once: %v", err)
		}
	}
	if len(ap.asked) != 1 || !strings.Contains(ap.asked[0].Decision.Reason, "registry.test") || ap.asked[0].Command != "npm install" {
		t.Fatalf("asked %d times: %+v", len(ap.asked), ap.asked)
	}
	steps := []struct {
		hosts  *CallHosts
		host   string
		wantOK bool
		asked  int
	}{
		{first.(*CallHosts), "REGISTRY.test.", true, 1},                 // the same call: not asked again
		{g.Hosts(bashNet("x")).(*CallHosts), "registry.test", true, 2},  // a new call: asked, session
		{g.Hosts(bashNet("y")).(*CallHosts), "registry.test", true, 2},  // the session grant
		{g.Hosts(bashNet("y")).(*CallHosts), "api.corp.test", true, 2},  // the allow rule
		{g.Hosts(bashNet("y")).(*CallHosts), "bad.corp.test", false, 2}, // deny beats allow
		{g.Hosts(bashNet("y")).(*CallHosts), "evil.test", false, 3},     // the person says no
		{g.Hosts(webFetch()).(*CallHosts), "evil.test", true, 3},        // a rule for web_fetch only
	}
	for i, s := range steps {
		err := s.hosts.Decide(ctx, s.host, 443)
		if (err == nil) != s.wantOK || len(ap.asked) != s.asked {
			t.Fatalf("step %d (%s): err %v after %d questions; want ok=%v after %d", i, s.host, err, len(ap.asked), s.wantOK, s.asked)
		}
	}
	alone := New(Options{Policy: &safety.Policy{Mode: safety.ModeAuto, Rules: rules}, Workspace: ws, AllowAsks: true})
	err := alone.Hosts(bashNet("curl x")).Decide(ctx, "unknown.test", 443)
	if err == nil || !strings.Contains(err.Error(), "sandbox.network_allow") || !strings.Contains(err.Error(), "WebFetch(domain:unknown.test)") {
		t.Fatalf("without a person: %v", err)
	}
}

func webFetch() messages.ToolCall {
	return messages.ToolCall{ID: "w", Name: "web_fetch", Arguments: messages.Args(`{"url":"https://evil.test/"}`)}
}
