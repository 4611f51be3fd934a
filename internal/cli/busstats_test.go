package cli_test

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

type statsOut struct {
	Session string `json:"session"`
	Live    bool   `json:"live"`
	Agents  []struct {
		Agent        string  `json:"agent"`
		Messages     int     `json:"messages"`
		ModelCalls   int     `json:"model_calls"`
		PromptTokens int     `json:"prompt_tokens"`
		OutTokens    int     `json:"completion_tokens"`
		CostUSD      float64 `json:"cost_usd"`
		ToolCalls    int     `json:"tool_calls"`
	} `json:"agents"`
	Hops []struct {
		Hop   string  `json:"hop"`
		Count int     `json:"count"`
		P50   float64 `json:"p50"`
		Max   float64 `json:"max"`
		Open  int     `json:"open"`
	} `json:"hops"`
}

// troupe bus stats on a running and on a finished session: the tokens per
// agent agree with the usage the session log recorded, every model and tool
// request was answered, and the latencies are there.
func TestBusStats(t *testing.T) {
	p, home, ws, session, _ := listening(t)
	stats := func() statsOut {
		t.Helper()
		sp := startProc(t, home, ws, "bus", "stats", "--session", session, "--json")
		if code := sp.wait(t); code != 0 {
			t.Fatalf("bus stats: exit %d\n%s", code, &sp.stderr)
		}
		var s statsOut
		if err := json.Unmarshal(sp.stdout.Bytes(), &s); err != nil {
			t.Fatalf("bus stats --json: %v\n%s", err, &sp.stdout)
		}
		return s
	}
	running := stats()
	if !running.Live || len(running.Agents) == 0 {
		t.Errorf("stats of the running session: %+v", running)
	}
	if err := os.WriteFile(filepath.Join(ws, "go"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if code := p.wait(t); code != 0 {
		t.Fatalf("run exit %d", code)
	}
	done := stats()
	if done.Live {
		t.Error("a finished session reported live")
	}
	// What the session log says the turns used.
	f, err := os.Open(filepath.Join(home, "sessions", session, "log.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var inLog, outLog, calls int
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var e struct {
			Type string `json:"type"`
			Data struct {
				Usage struct {
					In  int `json:"prompt_tokens"`
					Out int `json:"completion_tokens"`
				} `json:"usage"`
			} `json:"data"`
		}
		if json.Unmarshal(sc.Bytes(), &e) == nil && e.Type == "usage" {
			inLog += e.Data.Usage.In
			outLog += e.Data.Usage.Out
			calls++
		}
	}
	var main *struct {
		Agent        string  `json:"agent"`
		Messages     int     `json:"messages"`
		ModelCalls   int     `json:"model_calls"`
		PromptTokens int     `json:"prompt_tokens"`
		OutTokens    int     `json:"completion_tokens"`
		CostUSD      float64 `json:"cost_usd"`
		ToolCalls    int     `json:"tool_calls"`
	}
	for i := range done.Agents {
		if done.Agents[i].Agent == "main" {
			main = &done.Agents[i]
		}
	}
	if main == nil || calls == 0 || main.ModelCalls != calls || main.PromptTokens != inLog || main.OutTokens != outLog || main.ToolCalls != 1 {
		t.Errorf("main = %+v; the log has %d calls, %d tokens in, %d out", main, calls, inLog, outLog)
	}
	hops := map[string]int{}
	for _, h := range done.Hops {
		hops[h.Hop] = h.Count
		if strings.HasPrefix(h.Hop, "model_request") || strings.HasPrefix(h.Hop, "tool_request") {
			if h.Open != 0 || h.Count == 0 || h.Max < h.P50 {
				t.Errorf("hop %+v", h)
			}
		}
		t.Logf("%-40s n=%d p50=%.3fms max=%.3fms", h.Hop, h.Count, h.P50, h.Max)
	}
	if hops["model_request → model_result"] != calls || hops["tool_request → tool_result"] != 1 || hops["publish → stored (bus)"] == 0 {
		t.Errorf("hops = %v", hops)
	}
}

// troupe debug --follow on a running session prints what it has, then what
// the session publishes next as it comes, and ends by itself when the
// session does.
func TestDebugFollowsALiveSession(t *testing.T) {
	p, home, ws, session, _ := listening(t)
	cmd := exec.Command(binary, "debug", session, "--follow", "--json")
	cmd.Dir = ws
	cmd.Env = append(os.Environ(), "TROUPE_HOME="+home)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	lines := make(chan string, 1024)
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
		done <- cmd.Wait()
	}()
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	type rec struct {
		Seq     uint64 `json:"seq"`
		Type    string `json:"type"`
		Summary string `json:"summary"`
	}
	var seen []rec
	next := func(what string, want func(rec) bool) {
		t.Helper()
		timeout := time.After(60 * time.Second)
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					t.Fatalf("debug --follow ended before %s; stderr:\n%s", what, stderr.String())
				}
				var r rec
				if err := json.Unmarshal([]byte(l), &r); err != nil {
					t.Fatalf("not a JSON line: %q", l)
				}
				if n := len(seen); n > 0 && r.Seq <= seen[n-1].Seq {
					t.Errorf("message %d after %d: out of order or repeated", r.Seq, seen[n-1].Seq)
				}
				seen = append(seen, r)
				if want(r) {
					return
				}
			case <-timeout:
				t.Fatalf("no %s from debug --follow; stderr:\n%s", what, stderr.String())
			}
		}
	}
	// What the session published before the follower came: the bash call
	// still waiting for "go".
	next("tool call", func(r rec) bool { return r.Type == "tool_started" || r.Type == "tool_request" })
	if err := os.WriteFile(filepath.Join(ws, "go"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	next("final answer", func(r rec) bool { return r.Type == "turn_result" && strings.Contains(r.Summary, "all done") })
	if code := p.wait(t); code != 0 {
		t.Fatalf("run exit %d", code)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("debug --follow: %v\nstderr:\n%s", err, stderr.String())
		}
	case <-time.After(60 * time.Second):
		t.Fatal("debug --follow did not end with the session")
	}
}
