package cli

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"troupe/internal/slash"
)

// The slash commands act on a real session: /think sets the level, /clear
// opens a new session, /resume lists and switches back, /model restarts the
// supervisor on another model and continues the same session.
func TestSessionHostCommands(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	dir := t.TempDir()
	scriptA := filepath.Join(dir, "a.yaml")
	scriptB := filepath.Join(dir, "b.yaml")
	os.WriteFile(scriptA, []byte("turns:\n  - {agent: main, expect: \"^hello$\", text: \"from A\", usage: {prompt_tokens: 1000, completion_tokens: 20}}\n"), 0o644)
	os.WriteFile(scriptB, []byte("turns:\n  - {agent: main, expect: \"^again$\", text: \"from B\", usage: {prompt_tokens: 500, completion_tokens: 7}}\n"), 0o644)
	cfgDir := t.TempDir() // the person's config: 127.0.0.1 reachable through the proxy
	os.MkdirAll(filepath.Join(cfgDir, "troupe"), 0o755)
	os.WriteFile(filepath.Join(cfgDir, "troupe", "config.yaml"), []byte("sandbox:\n  network_allow: [127.0.0.1]\n"), 0o644)
	env := map[string]string{"TROUPE_HOME": home, "HOME": home, "XDG_CONFIG_HOME": cfgDir}
	var errb bytes.Buffer
	stdio := &IO{In: strings.NewReader(""), Out: &bytes.Buffer{}, Err: &errb, Getenv: func(k string) string { return env[k] }}
	g := &globals{workspace: ws, models: []string{"script:" + scriptA}, output: "text"}
	ctx := context.Background()
	h := newSessionHost(ctx, stdio, g, nil)
	if err := h.open(ctx, ""); err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	reg := slash.Builtin()
	runCmd := func(line string) string {
		t.Helper()
		res, err := reg.Run(ctx, h, line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		return res.Text
	}
	first := h.Session().ID()
	if res, err := h.Submit("hello"); err != nil || res.Final != "from A" {
		t.Fatalf("first turn: %+v, %v", res, err)
	}
	if got := runCmd("/think high"); got != "thinking: high" {
		t.Errorf("/think high = %q", got)
	}
	if got := runCmd("/clear"); !strings.HasPrefix(got, "new session ") || h.Session().ID() == first {
		t.Errorf("/clear = %q; session %s", got, h.Session().ID())
	}
	list := runCmd("/resume")
	if !strings.Contains(list, first) || !strings.Contains(list, "(this one)") {
		t.Errorf("/resume lists:\n%s", list)
	}
	if got := runCmd("/resume " + first); got != "resumed session "+first || h.Session().ID() != first {
		t.Errorf("/resume %s = %q", first, got)
	}
	if got := runCmd("/model script:" + scriptB); !strings.Contains(got, "b.yaml") {
		t.Errorf("/model = %q", got)
	}
	if h.Session().ID() != first {
		t.Errorf("after /model the session is %s, want %s continued", h.Session().ID(), first)
	}
	res, err := h.Submit("again")
	if err != nil || res.Final != "from B" {
		t.Fatalf("turn after /model: %+v, %v", res, err)
	}
	costA := runCmd("/cost")
	if !strings.HasPrefix(costA, "tokens in 1500 (cached 0) / out 27 ") {
		t.Errorf("/cost = %q", costA)
	}
	// /cost after /clear counts nothing; after /resume, the whole session
	// again (as its log holds it), not from the resume.
	if runCmd("/clear"); runCmd("/cost") != "tokens in 0 (cached 0) / out 0 · $0.0000 in this session so far" {
		t.Errorf("/cost after /clear = %q", runCmd("/cost"))
	}
	runCmd("/resume " + first)
	if got := runCmd("/cost"); got != costA {
		t.Errorf("/cost after /resume = %q, want %q as before the /clear", got, costA)
	}
	if _, err := reg.Run(ctx, h, "/approval sometimes"); err == nil {
		t.Error("/approval accepted a bad mode")
	}
	out, err := h.Shell("echo hi from the shell")
	if err != nil || !strings.Contains(out, "hi from the shell") {
		t.Errorf("shell: %q, %v", out, err)
	}
	if _, err := h.Shell("rm -rf /"); err == nil {
		t.Error("the shell ran rm -rf /: the safety layers were skipped")
	}
	// the user's own command gets the network it needs (curl), which the
	// agent's would have to ask for, but as the agent's do: through
	// troupe's proxy, never directly
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		hits.Add(1)
		fmt.Fprintln(w, "PAGE-THROUGH-THE-PROXY")
	}))
	defer srv.Close()
	port := srv.Listener.Addr().(*net.TCPAddr).Port
	out, err = h.Shell(fmt.Sprintf("curl -sS -m 5 http://127.0.0.1:%d/ ; echo proxy=$HTTP_PROXY", port))
	if err != nil || !strings.Contains(out, "PAGE-THROUGH-THE-PROXY") || !strings.Contains(out, "proxy=http://troupe:") {
		t.Errorf("!curl: %q, %v; want the page, fetched through troupe's proxy", out, err)
	}
	before := hits.Load()
	out, _ = h.Shell(fmt.Sprintf("exec 3<>/dev/tcp/127.0.0.1/%d && echo CONNECTED-DIRECTLY; curl -sS -m 5 --noproxy '*' http://127.0.0.1:%d/; true", port, port))
	if strings.Contains(out, "CONNECTED-DIRECTLY") || strings.Contains(out, "PAGE-THROUGH") || hits.Load() != before {
		t.Errorf("!command connected around the proxy: %q", out)
	}
}
