package cli_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/cli"
	"troupe/internal/replay"
	"troupe/internal/sandbox"
	"troupe/internal/tokens"
	"troupe/internal/window"
)

// benchTrace writes a trace of calls model calls, each reading a tool
// output of about outputChars characters, and returns its path.
func benchTrace(t *testing.T, dir, name, model string, calls, outputChars int) string {
	t.Helper()
	line := func(v any) string {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return string(b) + "\n"
	}
	var b strings.Builder
	b.WriteString(line(map[string]any{"type": "meta", "source": "test", "model": model, "context_window": 0}))
	b.WriteString(line(map[string]any{"type": "message", "role": "system", "content": "You are a coding agent."}))
	b.WriteString(line(map[string]any{"type": "message", "role": "user", "content": "Find the bug in the parser and fix it."}))
	for i := range calls {
		id := fmt.Sprintf("c%d", i)
		b.WriteString(line(map[string]any{"type": "message", "role": "assistant", "content": fmt.Sprintf("Looking at part %d.", i),
			"tool_calls": []any{map[string]any{"id": id, "name": "bash", "arguments": map[string]any{"command": fmt.Sprintf("cat part%d.go", i)}}}}))
		var out strings.Builder
		for j := 0; out.Len() < outputChars; j++ {
			// Code and non-English prose: the two encodings count them differently.
			fmt.Fprintf(&out, "part%d.go:%d: func handler%d(w io.Writer, r *Request) error { return parse(r, %#x) } // 値が範囲外です — naïve café\n", i, j, j, i*j+7)
		}
		b.WriteString(line(map[string]any{"type": "tool_result", "tool_call_id": id, "name": "bash", "content": out.String()}))
	}
	b.WriteString(line(map[string]any{"type": "message", "role": "assistant", "content": "Fixed."}))
	return writeFile(t, dir, name+".jsonl", b.String())
}

// benchRow is the part of a result line the tests look at.
type benchRow struct {
	Trace              string  `json:"trace"`
	Policy             string  `json:"policy"`
	ModelCalls         int     `json:"model_calls"`
	Budget             int     `json:"budget"`
	PeakTokens         int     `json:"peak_tokens"`
	Overflows          int     `json:"overflows"`
	RecentIntegrityPct float64 `json:"recent_integrity_pct"`
	RetrievablePct     float64 `json:"retrievable_pct"`
}

func decodeLines[T any](t *testing.T, out string) []T {
	t.Helper()
	var rows []T
	dec := json.NewDecoder(strings.NewReader(out))
	for dec.More() {
		var r T
		if err := dec.Decode(&r); err != nil {
			t.Fatalf("%v in output:\n%s", err, out)
		}
		rows = append(rows, r)
	}
	return rows
}

func TestBenchCompactionJSON(t *testing.T) {
	dir := t.TempDir()
	big := benchTrace(t, dir, "big", "gpt-4o", 30, 2000)
	small := benchTrace(t, dir, "small", "", 3, 200)
	code, stdout, stderr := execCLI(t, "", "bench", "compaction", "--json", "--policy", "all", "--window", "8000", "--reserve", "0", "--overhead", "0", "--trace", big, small)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	rows := decodeLines[benchRow](t, stdout)
	var got []string
	for _, r := range rows {
		got = append(got, r.Trace+"/"+r.Policy)
		if r.RecentIntegrityPct != 100 || r.RetrievablePct != 100 {
			t.Errorf("%s/%s: recent %.2f%%, retrievable %.2f%%, want 100", r.Trace, r.Policy, r.RecentIntegrityPct, r.RetrievablePct)
		}
	}
	want := []string{"big/none", "big/emergency", "big/staged", "small/none", "small/emergency", "small/staged",
		"TOTAL/none", "TOTAL/emergency", "TOTAL/staged"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("rows (-want +got):\n%s", diff)
	}
	if rows[0].Overflows == 0 {
		t.Errorf("none policy does not overflow the window; the test trace is too small")
	}
	if rows[2].Overflows != 0 || rows[8].Overflows != 0 {
		t.Errorf("staged policy overflows: %+v, total %+v", rows[2], rows[8])
	}
	if rows[6].ModelCalls != 31+4 {
		t.Errorf("TOTAL model calls = %d, want 35", rows[6].ModelCalls)
	}
	// The fields issue 4 requires of every object.
	for i, m := range decodeLines[map[string]any](t, stdout) {
		for _, k := range []string{"trace", "policy", "window", "model_calls", "peak_tokens", "peak_tokens_none",
			"reduction_pct", "limit_tokens", "limit_ratio", "overflows", "stage_firings", "summaries",
			"calib_err_before_pct", "calib_err_after_pct", "recent_integrity_pct", "retrievable_pct"} {
			if _, ok := m[k]; !ok {
				t.Errorf("object %d lacks %q", i, k)
			}
		}
	}
}

// The command counts each trace with its model's encoding (o200k_base for
// none) and passes window, policy and summary size through: its output is
// what replay.Run gives with those options.
func TestBenchCompactionCounts(t *testing.T) {
	dir := t.TempDir()
	tc := tokens.NewCounter()
	tests := []struct {
		model   string
		args    []string
		counter window.Counter
	}{
		{"gpt-4", nil, tc.For(tokens.CL100KBase)},
		{"claude-3-5-sonnet-20241022", nil, tc.For(tokens.CL100KBase)},
		{"", nil, tc.For(tokens.O200KBase)},
		{"some-unknown-model", nil, tc.For(tokens.O200KBase)},
		{"gpt-4", []string{"--counter", "approx"}, replay.Approx{}},
	}
	for i, tt := range tests {
		t.Run(fmt.Sprintf("%q%v", tt.model, tt.args), func(t *testing.T) {
			path := benchTrace(t, dir, fmt.Sprintf("t%d", i), tt.model, 12, 1500)
			args := append([]string{"bench", "compaction", "--json", "--window", "5000", "--reserve", "0", "--overhead", "0", "--summary-tokens", "300", path}, tt.args...)
			code, stdout, stderr := execCLI(t, "", args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			tr, err := replay.ReadTrace(path)
			if err != nil {
				t.Fatal(err)
			}
			res, err := replay.Run(context.Background(), tr, replay.Options{Policy: replay.Staged, Window: 5000,
				Counter: tt.counter, SummaryTokens: 300, ScratchDir: t.TempDir()})
			if err != nil {
				t.Fatal(err)
			}
			var want bytes.Buffer
			if err := replay.WriteJSON(&want, []replay.Result{res, replay.Total([]replay.Result{res})}); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(want.String(), stdout); diff != "" {
				t.Errorf("output (-want +got):\n%s", diff)
			}
		})
	}
}

func TestBenchCompactionTextAndScratch(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	dir := t.TempDir()
	benchTrace(t, dir, "one", "gpt-4o", 10, 3000)
	benchTrace(t, dir, "two", "gpt-4", 5, 3000)
	code, stdout, stderr := execCLI(t, "", "bench", "compaction", "--window", "6000", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	var first []string
	for _, l := range lines {
		if f := strings.Fields(l); len(f) > 0 {
			first = append(first, f[0])
		}
	}
	want := []string{"trace", "one", "two", "TOTAL", "tokens"}
	if diff := cmp.Diff(want, first); diff != "" {
		t.Errorf("rows (-want +got):\n%s\n%s", diff, stdout)
	}
	if last := lines[len(lines)-1]; last != "tokens counted with cl100k_base (1 traces), o200k_base (1 traces)" {
		t.Errorf("last line %q", last)
	}
	if left, _ := os.ReadDir(tmp); len(left) != 0 {
		t.Errorf("scratch left behind in %s: %v", tmp, left)
	}
}

func TestBenchCompactionErrors(t *testing.T) {
	dir := t.TempDir()
	good := benchTrace(t, dir, "good", "", 2, 100)
	bad := writeFile(t, dir, "bad.jsonl", `{"type":"meta","model":""}`+"\n"+
		`{"type":"message","role":"user","content":"x"}`+"\n"+`{"type":"tool_result","tool_call_id":"nope","content":"x"}`+"\n")
	garbled := writeFile(t, dir, "garbled.jsonl", `{"type":"meta"}`+"\n"+`{"type":"message",`+"\n")
	empty := t.TempDir()
	tests := []struct {
		name     string
		args     []string
		wantCode int
		want     string
	}{
		{"no trace", nil, cli.ExitUsage, "no trace"},
		{"unknown policy", []string{"--policy", "lazy", good}, cli.ExitUsage, `--policy must be staged, none, emergency or all, not "lazy"`},
		{"negative window", []string{"--window", "-1", good}, cli.ExitUsage, "--window must be positive"},
		{"zero summary", []string{"--summary-tokens", "0", good}, cli.ExitUsage, "--summary-tokens must be positive"},
		{"negative reserve", []string{"--reserve", "-2", good}, cli.ExitUsage, "must not be negative"},
		{"unknown counter", []string{"--counter", "words", good}, cli.ExitUsage, `--counter must be tiktoken or approx, not "words"`},
		{"unanswered tool result", []string{good, bad}, cli.ExitError, bad + ":3: "},
		{"malformed line", []string{"--trace", garbled}, cli.ExitError, garbled + ":2: "},
		{"missing file", []string{filepath.Join(dir, "missing.jsonl")}, cli.ExitError, "missing.jsonl: no such file"},
		{"glob matching nothing", []string{filepath.Join(dir, "*.none")}, cli.ExitError, "no trace matches"},
		{"directory without traces", []string{empty}, cli.ExitError, "no *.jsonl trace"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := execCLI(t, "", append([]string{"bench", "compaction"}, tt.args...)...)
			if code != tt.wantCode || !strings.Contains(stderr, tt.want) {
				t.Errorf("exit %d, stderr %q; want exit %d and %q", code, stderr, tt.wantCode, tt.want)
			}
			if stdout != "" {
				t.Errorf("stdout %q, want nothing", stdout)
			}
		})
	}
}

// By default the bench replays at the agent's live budget: the window less
// its output reserve (16,384, at most a quarter of the window), with the
// agent's tool schemas in every request; --reserve and --overhead override.
func TestBenchCompactionLiveBudget(t *testing.T) {
	dir := t.TempDir()
	trace := benchTrace(t, dir, "one", "gpt-4o", 3, 200)
	peak := func(args ...string) benchRow {
		t.Helper()
		code, stdout, stderr := execCLI(t, "", append([]string{"bench", "compaction", "--json", "--policy", "none", trace}, args...)...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		return decodeLines[benchRow](t, stdout)[0]
	}
	live, bare := peak("--window", "32768"), peak("--window", "32768", "--reserve", "0", "--overhead", "0")
	if live.Budget != 32768-8192 || bare.Budget != 32768 {
		t.Errorf("budgets %d and %d, want %d (a quarter reserved) and 32768", live.Budget, bare.Budget, 32768-8192)
	}
	if over := live.PeakTokens - bare.PeakTokens; over < 1000 {
		t.Errorf("the agent's tool schemas add %d tokens to a request, want over 1000", over)
	}
	if big := peak("--window", "200000"); big.Budget != 200000-16384 {
		t.Errorf("budget at 200k = %d, want %d", big.Budget, 200000-16384)
	}
}

// TestBenchSandbox: `troupe bench sandbox --json` times the four ways of
// starting a command and says how each compares with the plain start.
func TestBenchSandbox(t *testing.T) {
	if sup := sandbox.Probe(); sup.ABI < 6 || !sup.MountNS {
		t.Skipf("needs Landlock ABI 6 and namespaces, kernel has ABI %d, namespaces %v", sup.ABI, sup.MountNS)
	}
	code, stdout, stderr := execCLI(t, "", "bench", "sandbox", "--runs", "3", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var names []string
	for _, line := range strings.Split(strings.TrimSpace(stdout), "\n") {
		var v struct {
			Variant string  `json:"variant"`
			Ms      float64 `json:"mean_ms"`
			Ratio   float64 `json:"ratio_to_plain"`
		}
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		if v.Ms <= 0 || v.Ratio <= 0 || (v.Variant == "plain" && v.Ratio != 1) {
			t.Errorf("implausible line %q", line)
		}
		names = append(names, v.Variant)
	}
	if diff := cmp.Diff([]string{"plain", "reaped", "cold", "warm"}, names); diff != "" {
		t.Errorf("ways (-want +got):\n%s", diff)
	}
	if code, _, stderr := execCLI(t, "", "bench", "sandbox", "--runs", "0"); code != 2 || !strings.Contains(stderr, "--runs must be at least 1") {
		t.Errorf("--runs 0: exit %d, %q", code, stderr)
	}
}
