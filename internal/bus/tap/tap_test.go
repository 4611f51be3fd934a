package tap_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/nats-io/nats-server/v2/server"
	"go.uber.org/goleak"

	"troupe/internal/bus"
	"troupe/internal/bus/bustest"
	"troupe/internal/bus/tap"
	"troupe/messages"
)

var update = flag.Bool("update", false, "rewrite golden files")

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}

type outcome struct {
	err error
	out string
}

// runTap starts tap.Run on its own connection, waits until its subscription
// is live, calls publish, and returns what Run printed once it returns.
func runTap(ctx context.Context, t *testing.T, b *bus.Bus, o tap.Options, publish func()) outcome {
	t.Helper()
	nc, err := b.Connect("tap")
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	cid, err := nc.GetClientID()
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan outcome, 1)
	go func() {
		var buf bytes.Buffer
		err := tap.Run(ctx, nc, o, &buf)
		done <- outcome{err, buf.String()}
	}()
	deadline := time.Now().Add(5 * time.Second)
	// The server counts the tap connection's own subscriptions: the
	// server-wide count also moves as an earlier test's connection goes.
	for subsOf(t, b, cid) == 0 {
		if time.Now().After(deadline) {
			select {
			case r := <-done:
				t.Fatalf("tap returned early: %v", r.err)
			default:
			}
			t.Fatal("tap did not subscribe within 5s")
		}
		time.Sleep(time.Millisecond)
	}
	publish()
	select {
	case r := <-done:
		return r
	case <-time.After(10 * time.Second):
		t.Fatal("tap.Run did not return within 10s")
		return outcome{}
	}
}

// subsOf is how many subscriptions the server holds for client cid.
func subsOf(t *testing.T, b *bus.Bus, cid uint64) uint32 {
	t.Helper()
	cz, err := b.Server().Connz(&server.ConnzOptions{CID: cid})
	if err != nil {
		t.Fatal(err)
	}
	if len(cz.Conns) == 0 {
		return 0
	}
	return cz.Conns[0].NumSubs
}

func publishAll(t *testing.T, b *bus.Bus) {
	t.Helper()
	pub := func(subject string, body messages.Body) {
		if _, err := b.Publish(subject, messages.Meta{}, body); err != nil {
			t.Fatal(err)
		}
	}
	call := messages.ToolCall{ID: "c1", Name: "bash", Arguments: messages.Args(`{"command":"go test ./..."}`)}
	pub("troupe.cmd.S1.main.prompt", messages.Prompt{Turn: "t1", Text: "make the tests pass"})
	pub("troupe.evt.S1.main.turn_started", messages.TurnStarted{Turn: "t1", Text: "make the tests pass"})
	pub("troupe.cmd.S1.main.llm.act", messages.ModelRequest{Call: "m1", Workflow: "act", Messages: make([]messages.Message, 2), Tools: make([]messages.ToolSpec, 4)})
	pub("troupe.res.S1.main.llm.act", messages.ModelResult{Call: "m1", Message: messages.Message{Role: messages.RoleAssistant, ToolCalls: []messages.ToolCall{call}}, Usage: messages.Usage{PromptTokens: 900, CompletionTokens: 20}})
	pub("troupe.evt.S1.main.tool_call", messages.ToolStarted{Turn: "t1", Call: call})
	if err := b.Conn().Publish("troupe.evt.S1.main.junk", []byte(junk)); err != nil {
		t.Fatal(err)
	}
	pub("troupe.res.S1.main.tools", messages.ToolResult{Turn: "t1", CallID: "c1", Name: "bash", Content: "ok  \ttroupe/x\n"})
	pub("troupe.res.S1.main.turn", messages.TurnResult{Turn: "t1", Final: "All green.", Iterations: 2, Usage: messages.Usage{PromptTokens: 1900, CompletionTokens: 60}})
	pub("troupe.evt.S1.main.notice", messages.Notice{Level: "info", Text: "past Count: must not be printed"})
}

// junk is a payload that does not decode, with a stable error message.
const junk = `{"v":1,"type":"nope","data":{}}`

const published = 8 // messages publishAll sends before the one past Count

func TestRunGolden(t *testing.T) {
	b := bustest.New(t)
	r := runTap(context.Background(), t, b, tap.Options{Count: published}, func() { publishAll(t, b) })
	if r.err != nil {
		t.Fatal(r.err)
	}
	var got strings.Builder
	for _, line := range strings.SplitAfter(r.out, "\n") {
		if line == "" {
			continue
		}
		stamp, rest, _ := strings.Cut(line, " ")
		if _, err := time.Parse(tap.TimeFormat, stamp); err != nil {
			t.Errorf("line %q does not start with a %s time: %v", line, tap.TimeFormat, err)
		}
		got.WriteString(rest)
	}
	golden := filepath.Join("testdata", "tap.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), got.String()); diff != "" {
		t.Errorf("tap output (-want +got), time column stripped:\n%s", diff)
	}
}

func TestRunJSON(t *testing.T) {
	b := bustest.New(t)
	r := runTap(context.Background(), t, b, tap.Options{Count: published, JSON: true}, func() { publishAll(t, b) })
	if r.err != nil {
		t.Fatal(r.err)
	}
	lines := strings.Split(strings.TrimSuffix(r.out, "\n"), "\n")
	if len(lines) != published {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), published, r.out)
	}
	type record struct {
		Time    time.Time         `json:"time"`
		Subject string            `json:"subject"`
		Headers map[string]string `json:"headers"`
		Type    string            `json:"type"`
		Data    json.RawMessage   `json:"data"`
		Error   string            `json:"error"`
		Payload string            `json:"payload"`
	}
	var types []string
	for i, line := range lines {
		var rec record
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("line %d %q: %v", i, line, err)
		}
		if rec.Time.IsZero() || !strings.HasPrefix(rec.Subject, "troupe.") {
			t.Errorf("line %d: time %v, subject %q", i, rec.Time, rec.Subject)
		}
		if rec.Error != "" {
			types = append(types, "(undecodable)")
			if rec.Payload != junk {
				t.Errorf("undecodable payload %q, want the raw bytes", rec.Payload)
			}
			continue
		}
		types = append(types, rec.Type)
		if rec.Headers[messages.HeaderType] != rec.Type || rec.Headers[messages.HeaderSession] != "S1" {
			t.Errorf("line %d headers %v: want type %s and session S1", i, rec.Headers, rec.Type)
		}
		// The data decodes back into the body that was published.
		env, err := json.Marshal(map[string]any{"v": messages.Version, "type": rec.Type, "data": rec.Data})
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := messages.Decode(nil, env); err != nil {
			t.Errorf("line %d data does not decode as %s: %v", i, rec.Type, err)
		}
	}
	want := []string{"prompt", "turn_started", "model_request", "model_result", "tool_started", "(undecodable)", "tool_result", "turn_result"}
	if diff := cmp.Diff(want, types); diff != "" {
		t.Errorf("types (-want +got):\n%s", diff)
	}
}

func TestRunNarrowsBySession(t *testing.T) {
	b := bustest.New(t)
	o := tap.Options{Subject: "troupe.evt.>", Session: "S2", Count: 1}
	r := runTap(context.Background(), t, b, o, func() {
		for _, subject := range []string{"troupe.cmd.S2.main.x", "troupe.evt.S1.main.x", "troupe.evt.S2.main.x"} {
			if _, err := b.Publish(subject, messages.Meta{}, messages.Notice{Text: subject}); err != nil {
				t.Fatal(err)
			}
		}
	})
	if r.err != nil {
		t.Fatal(r.err)
	}
	if !strings.Contains(r.out, " evt.main.x  notice  troupe.evt.S2.main.x\n") || strings.Count(r.out, "\n") != 1 {
		t.Errorf("output %q: want exactly the evt message of S2", r.out)
	}
}

func TestRunStopsWhenContextEnds(t *testing.T) {
	b := bustest.New(t)
	ctx, cancel := context.WithCancel(context.Background())
	r := runTap(ctx, t, b, tap.Options{}, cancel)
	if r.err != nil || r.out != "" {
		t.Errorf("Run after cancel = %v, printed %q; want nil and nothing", r.err, r.out)
	}
}

func TestRunReportsClosedConnection(t *testing.T) {
	b := bustest.New(t)
	nc, err := b.Connect("closed")
	if err != nil {
		t.Fatal(err)
	}
	nc.Close()
	if err := tap.Run(context.Background(), nc, tap.Options{}, &bytes.Buffer{}); err == nil {
		t.Error("Run on a closed connection returned nil")
	}
}

func TestFilter(t *testing.T) {
	tests := []struct {
		name    string
		o       tap.Options
		want    string
		wantErr bool
	}{
		{"default", tap.Options{}, "troupe.>", false},
		{"subject kept", tap.Options{Subject: "troupe.*.S1.>"}, "troupe.*.S1.>", false},
		{"session", tap.Options{Session: "S1"}, "troupe.*.S1.*.>", false},
		{"agent", tap.Options{Agent: "main"}, "troupe.*.*.main.>", false},
		{"class and both", tap.Options{Subject: "troupe.evt.>", Session: "S1", Agent: "main"}, "troupe.evt.S1.main.>", false},
		{"star class", tap.Options{Subject: "troupe.*.>", Session: "S1"}, "troupe.*.S1.*.>", false},
		{"too specific", tap.Options{Subject: "troupe.evt.S1.>", Session: "S2"}, "", true},
		{"not troupe", tap.Options{Subject: "other.>", Agent: "a"}, "", true},
		{"bad id", tap.Options{Session: "S1.x"}, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.o.Filter()
			if (err != nil) != tt.wantErr {
				t.Fatalf("Filter() error %v, want error %v", err, tt.wantErr)
			}
			if err != nil && !errors.Is(err, tap.ErrFilter) {
				t.Errorf("Filter() error %v, want %v", err, tap.ErrFilter)
			}
			if got != tt.want {
				t.Errorf("Filter() = %q, want %q", got, tt.want)
			}
		})
	}
}

// --agent A --tree follows A's subagents; deltas are joined into one line
// per model call with --deltas and hidden without; usage shows tokens and
// cost; --count counts matched messages only.
func TestRunTreeDeltasAndUsage(t *testing.T) {
	b := bustest.New(t)
	publish := func() {
		pub := func(subject string, body messages.Body) {
			if _, err := b.Publish(subject, messages.Meta{}, body); err != nil {
				t.Fatal(err)
			}
		}
		pub("troupe.evt.S1.other.notice", messages.Notice{Text: "not in the tree"})
		pub("troupe.evt.S1.main.subagent", messages.SubagentSpawned{Child: "explore-1", Kind: "explore", Task: "look"})
		pub("troupe.evt.S1.explore-1.llm.delta", messages.ModelDelta{Call: "m1", Text: "hel"})
		pub("troupe.evt.S1.explore-1.llm.delta", messages.ModelDelta{Call: "m1", Text: "lo wor"})
		pub("troupe.evt.S1.explore-1.llm.delta", messages.ModelDelta{Call: "m1", Text: "ld"})
		pub("troupe.res.S1.explore-1.llm.explore", messages.ModelResult{Call: "m1", Message: messages.Message{Role: messages.RoleAssistant, Content: "hello world"}})
		pub("troupe.evt.S1.explore-1.usage", messages.UsageReport{Call: "m1", Model: "m", Usage: messages.Usage{PromptTokens: 1200, CompletionTokens: 34}, CostUSD: 0.0123})
	}
	strip := func(out string) []string {
		var lines []string
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			_, rest, _ := strings.Cut(l, " ")
			lines = append(lines, rest)
		}
		return lines
	}
	tests := []struct {
		name string
		o    tap.Options
		want []string
	}{
		{"tree with deltas", tap.Options{Session: "S1", Agent: "main", Tree: true, Deltas: true, Count: 4}, []string{
			"evt.main.subagent  subagent_spawned  explore explore-1: look",
			"  res.explore-1.llm.explore  model_text  hello world",
			"  res.explore-1.llm.explore  model_result  hello world [0→0 tok]",
			"  evt.explore-1.usage  usage  m 1200→34 tok, $0.0123",
		}},
		{"deltas hidden, usage only", tap.Options{Session: "S1", Types: []string{"usage"}, Count: 1}, []string{
			"  evt.explore-1.usage  usage  m 1200→34 tok, $0.0123",
		}},
		{"exclude", tap.Options{Session: "S1", Exclude: []string{"notice", "subagent_spawned", "model_result"}, Count: 1}, []string{
			"  evt.explore-1.usage  usage  m 1200→34 tok, $0.0123",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runTap(context.Background(), t, b, tt.o, publish)
			if r.err != nil {
				t.Fatal(r.err)
			}
			if diff := cmp.Diff(tt.want, strip(r.out)); diff != "" {
				t.Errorf("output (-want +got):\n%s", diff)
			}
		})
	}
}

// With --since the recorded stream is replayed from its first message, and
// the tap returns when the session ends.
func TestRunReplaysAndEndsWithTheSession(t *testing.T) {
	b, err := bus.Start(context.Background(), bus.Options{StoreDir: t.TempDir(), Listen: "127.0.0.1:0"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	p, err := b.Open(context.Background(), bus.PresenceOptions{Dir: t.TempDir(), Session: "S1", Replay: true})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 5 {
		if _, err := b.Publish("troupe.evt.S1.main.notice", messages.Meta{}, messages.Notice{Text: strings.Repeat("x", i+1)}); err != nil {
			t.Fatal(err)
		}
	}
	if err := p.Close("done"); err != nil {
		t.Fatal(err)
	}
	nc, err := b.Connect("late tap")
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	var out, status bytes.Buffer
	o := tap.Options{Session: "S1", Stream: bus.ReplayStream("S1"), Since: &tap.Since{Start: true}, Status: &status}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := tap.Run(ctx, nc, o, &out); err != nil {
		t.Fatal(err)
	}
	if ctx.Err() != nil {
		t.Fatal("the tap did not end with the session")
	}
	if n := strings.Count(out.String(), "  notice  "); n != 5 || !strings.Contains(out.String(), "session_ended  done") {
		t.Errorf("replayed %d notices, want 5, then the end:\n%s", n, &out)
	}
	if want := "attached to session S1\nsession S1 ended\n"; status.String() != want {
		t.Errorf("status %q, want %q", &status, want)
	}
}

func TestParseSince(t *testing.T) {
	for _, s := range []string{"start", "5m", "42"} {
		if got, err := tap.ParseSince(s); err != nil || got == nil {
			t.Errorf("ParseSince(%q) = %v, %v", s, got, err)
		}
	}
	for _, s := range []string{"yesterday", "-5m", "0"} {
		if _, err := tap.ParseSince(s); err == nil {
			t.Errorf("ParseSince(%q) accepted", s)
		}
	}
}
