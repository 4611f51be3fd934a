package cli_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/cli"
)

const listenScript = `
turns:
  - agent: main
    expect: "wait for go"
    tool_calls:
      - {name: bash, args: {command: "while [ ! -f go ]; do sleep 0.05; done; echo started"}}
  - agent: main
    expect: "started"
    text: "all done"
  - {agent: main, expect_reminder: "original task", text: "all done"}
`

// A listening run writes token-protected credentials beside its session;
// `troupe bus tap` finds them and prints the live traffic; a client without
// the token is refused; the token never reaches the session log.
func TestListenAndTap(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	script := filepath.Join(t.TempDir(), "s.yaml")
	os.WriteFile(script, []byte(listenScript), 0o644)
	p := startProc(t, home, ws, "run", "--listen", "127.0.0.1:0", "--model", "script:"+script, "wait for go")

	var epPath string
	deadline := time.Now().Add(30 * time.Second)
	for epPath == "" && time.Now().Before(deadline) {
		if m, _ := filepath.Glob(filepath.Join(home, "sessions", "*", "bus.json")); len(m) == 1 {
			epPath = m[0]
		}
		time.Sleep(10 * time.Millisecond)
	}
	if epPath == "" {
		t.Fatalf("no credentials file\nstderr:\n%s", &p.stderr)
	}
	st, err := os.Stat(epPath)
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("credentials %s: mode %v, %v; want 0600", epPath, st.Mode().Perm(), err)
	}
	var ep struct{ URL, Token string }
	data, _ := os.ReadFile(epPath)
	if err := json.Unmarshal(data, &ep); err != nil || ep.Token == "" || !strings.HasPrefix(ep.URL, "nats://127.0.0.1:") {
		t.Fatalf("credentials = %s, %v", data, err)
	}
	if nc, err := nats.Connect(ep.URL, nats.MaxReconnects(0)); err == nil {
		nc.Close()
		t.Error("a client without the token was accepted")
	}
	// The stock client's URL form carries the token as the user part.
	nc, err := nats.Connect(strings.Replace(ep.URL, "nats://", "nats://"+ep.Token+"@", 1))
	if err != nil {
		t.Fatalf("token in URL: %v", err)
	}
	nc.Close()

	session := filepath.Base(filepath.Dir(epPath))
	sigs := make(chan os.Signal, 1)
	var out, errb bytes.Buffer
	tapDone := make(chan int, 1)
	go func() {
		tapDone <- cli.Execute(context.Background(), []string{"bus", "tap", "--session", session, "--count", "6"},
			cli.IO{In: strings.NewReader(""), Out: &out, Err: &errb, Signals: sigs,
				Getenv: func(k string) string { return map[string]string{"TROUPE_HOME": home}[k] }})
	}()
	time.Sleep(3 * time.Second) // give the tap time to subscribe before the traffic it must see
	os.WriteFile(filepath.Join(ws, "go"), nil, 0o644)
	var code int
	select {
	case code = <-tapDone:
	case <-time.After(60 * time.Second):
		sigs <- os.Interrupt
		code = <-tapDone
		t.Errorf("tap saw too little traffic:\n%s", &out)
	}
	if code != 0 {
		t.Errorf("tap exit %d: %s", code, &errb)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 6 {
		t.Errorf("tap printed %d lines, want 6:\n%s", len(lines), &out)
	}
	for _, l := range lines {
		if !strings.Contains(l, " troupe.") || !strings.Contains(l, "."+session+".") {
			t.Errorf("tap line %q lacks a subject of session %s", l, session)
		}
	}
	if code := p.wait(t); code != 0 {
		t.Errorf("run exit %d\nstderr:\n%s", code, &p.stderr)
	}
	if !strings.Contains(p.stderr.String(), "bus listening on nats://127.0.0.1:") {
		t.Errorf("run did not announce its bus:\n%s", &p.stderr)
	}
	logData, _ := os.ReadFile(filepath.Join(home, "sessions", session, "log.jsonl"))
	if len(logData) == 0 || bytes.Contains(logData, []byte(ep.Token)) {
		t.Errorf("session log missing or contains the bus token")
	}
	if _, err := os.Stat(epPath); !os.IsNotExist(err) {
		t.Errorf("credentials file left behind after exit: %v", err)
	}
}
