package redteam

import (
	"bufio"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"

	"troupe/internal/bus"
	"troupe/worker"
)

// TestHostileBusClients: the holders of a session's observer key and of
// its workers' enrolment key try to exhaust what the bus shares, against
// a real `troupe run` coordinator (listening on loopback, with the bus
// limits of the person's config) while an honest `troupe worker` process
// does the session's one task: an observer makes 1,000 durable consumers
// of the replay stream, a worker and an observer each publish 8 MiB, and
// a worker floods the coordinator's result subject. Each is checked from
// outside: the connection the server closed, the consumers left, a later
// `troupe bus tap --since` of the same session, the honest worker's
// result in the workspace.
func TestHostileBusClients(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the built binary and a worker process")
	}
	const class = "bus limits"
	root := t.TempDir()
	ws, home, data, cfg := filepath.Join(root, "ws"), filepath.Join(root, "home"), filepath.Join(root, "data"), filepath.Join(root, "cfg")
	for _, d := range []string{ws, home, data, cfg} {
		os.MkdirAll(d, 0o755)
	}
	gitRun(t, ws, "init", "-q")
	write(t, filepath.Join(ws, "README.md"), "a repository\n", 0o644)
	gitRun(t, ws, "add", "README.md")
	gitRun(t, ws, "commit", "-qm", "init")
	write(t, filepath.Join(cfg, "troupe", "config.yaml"), `bus:
  limits:
    observer: {max_consumers: 8}
    worker: {max_msgs_per_sec: 300}
subagents:
  placement: remote
  remote_wait: 90s
  queue: {ack_wait: 30s}
  types:
    general:
      description: "Does a piece of work, may write files."
      tools: [read_file, write_file, edit_file, bash]
      max_turns: 10
      prompt: agents/explore.md
`, 0o644)
	script := filepath.Join(root, "coord", "demo.yaml")
	write(t, script, `turns:
  - agent: ^main$
    expect: "go"
    tool_calls:
      - name: task
        args: {description: "greet", subagent_type: general, prompt: "write the greeting"}
  - agent: ^main$
    expect_tool: task
    text: "all done"
`, 0o644)
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + home, "XDG_CONFIG_HOME=" + cfg, "TROUPE_HOME=" + data}
	run := exec.Command(binary, "run", "--listen", "127.0.0.1:0", "--approval", "auto", "--model", "script:"+script, "go")
	run.Dir, run.Env = ws, env
	var runOut syncBuf
	run.Stdout, run.Stderr = &runOut, &runOut
	if err := run.Start(); err != nil {
		t.Fatal(err)
	}
	runDone := make(chan error, 1)
	go func() { runDone <- run.Wait() }() // owned here: waited for below or in Cleanup
	t.Cleanup(func() {
		_ = run.Process.Kill()
		<-runDone
		if t.Failed() {
			t.Logf("troupe run:\n%s", runOut.String())
		}
	})
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second) // a hung test's safety net
	defer cancel()
	var ep bus.Endpoint
	for ep.URL == "" {
		if paths, _ := filepath.Glob(filepath.Join(data, "sessions", "*", bus.EndpointFile)); len(paths) > 0 {
			ep, _ = bus.ReadEndpoint(paths[0])
		}
		if ctx.Err() != nil {
			t.Fatalf("troupe run wrote no %s:\n%s", bus.EndpointFile, runOut.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	session := ep.Session
	observer := func(extra ...nats.Option) (*nats.Conn, error) {
		seed, err := os.ReadFile(ep.NKeyFiles[bus.Observer])
		if err != nil {
			t.Fatal(err)
		}
		auth, err := bus.SeedOption(strings.TrimSpace(string(seed)))
		if err != nil {
			t.Fatal(err)
		}
		return nats.Connect(ep.URL, append([]nats.Option{auth, nats.NoReconnect(), nats.CustomInboxPrefix(bus.InboxPrefix(bus.Observer, session))}, extra...)...)
	}

	// 1. An observer makes 1,000 durable consumers of the replay stream.
	closed := make(chan struct{})
	onc, err := observer(nats.ClosedHandler(func(*nats.Conn) { close(closed) }))
	if err != nil {
		t.Fatal(err)
	}
	js, err := jetstream.New(onc)
	if err != nil {
		t.Fatal(err)
	}
	made := 0
	for i := range 1000 {
		cctx, ccancel := context.WithTimeout(ctx, 5*time.Second)
		_, err := js.CreateConsumer(cctx, bus.TrafficStream, jetstream.ConsumerConfig{Durable: fmt.Sprintf("hog%d", i), FilterSubject: "troupe.*." + session + ".>"})
		ccancel()
		if err != nil {
			break
		}
		made++
	}
	result := "held"
	select {
	case <-closed:
	case <-time.After(10 * time.Second):
		result = fmt.Sprintf("ESCAPED: %d consumers made, still connected", made)
	}
	onc.Close()
	// What it made is gone: ask for the first few by name.
	check, err := observer()
	if err != nil {
		t.Fatal(err)
	}
	cjs, _ := jetstream.New(check)
	deadline := time.Now().Add(15 * time.Second)
	for left := -1; left != 0 && result == "held"; {
		left = 0
		for i := 0; i < 16 && i < made; i++ {
			if _, err := cjs.Consumer(ctx, bus.TrafficStream, fmt.Sprintf("hog%d", i)); err == nil {
				left++
			}
		}
		if left > 0 && time.Now().After(deadline) {
			result = fmt.Sprintf("ESCAPED: %d of its consumers are left", left)
		}
		time.Sleep(100 * time.Millisecond)
	}
	check.Close()
	record(class, fmt.Sprintf("observer makes 1,000 durable consumers (cut after %d, limit 8)", made), result)

	// 2. A later tap --since of the same session, with the same key, replays it.
	tctx, tcancel := context.WithTimeout(ctx, 60*time.Second)
	tapCmd := exec.CommandContext(tctx, binary, "bus", "tap", "--session", session, "--since", "start", "--count", "1")
	tapCmd.Dir, tapCmd.Env = ws, env
	var tapErrOut strings.Builder
	tapCmd.Stderr = &tapErrOut
	tapOut, tapErr := tapCmd.Output()
	tcancel()
	if tapErr != nil || len(strings.TrimSpace(string(tapOut))) == 0 {
		record(class, "a later `troupe bus tap --since start` still replays", fmt.Sprintf("ESCAPED: the tap failed (%v): %s %s", tapErr, tapOut, tapErrOut.String()))
	} else {
		record(class, "a later `troupe bus tap --since start` still replays", "held")
	}

	// 3. 8 MiB from an observer and from an enrolled worker, over a bare
	// socket (an attacker skips the client library's size check).
	seed, err := os.ReadFile(ep.NKeyFiles[bus.Observer])
	if err != nil {
		t.Fatal(err)
	}
	okp, err := nkeys.FromSeed([]byte(strings.TrimSpace(string(seed))))
	if err != nil {
		t.Fatal(err)
	}
	record(class, "observer publishes 8 MiB (bare socket)", oversize(t, ep.URL, okp, "$JS.API.INFO"))
	mallory, err := worker.Enrol(ctx, bus.Client{URL: ep.URL, NKey: ep.NKeyFiles[bus.Worker]}, "mallory", io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	record(class, "worker publishes an 8 MiB result (bare socket)", oversize(t, ep.URL, mallory.Sign.Key, "troupe.res."+session+".x.task"))
	mallory.Close()

	// 4. A worker floods the result subject while the honest worker works.
	flooder, err := worker.Enrol(ctx, bus.Client{URL: ep.URL, NKey: ep.NKeyFiles[bus.Worker]}, "flooder", io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	defer flooder.Close()
	stop := make(chan struct{})
	floodDone := make(chan int)
	go func() { // owned: waited for on floodDone
		n, payload := 0, make([]byte, 512)
		for {
			select {
			case <-stop:
				floodDone <- n
				return
			default:
			}
			if flooder.Main.Publish("troupe.res."+session+".x.task", payload) != nil {
				floodDone <- n
				return
			}
			n++
		}
	}()
	honestScript := filepath.Join(root, "honest", "demo.yaml")
	write(t, honestScript, `turns:
  - agent: general
    expect: "write the greeting"
    delay: 4s
    tool_calls:
      - name: write_file
        args: {file_path: greeting.txt, content: "hello\n"}
  - agent: general
    expect_tool: write_file
    text: "wrote greeting.txt"
`, 0o644)
	write(t, filepath.Join(root, "honest", "cfg", "troupe", "config.yaml"), "{}\n", 0o644)
	honest := exec.Command(binary, "worker", "--id", "honest", "--connect", ep.URL, "--model", "script:"+honestScript,
		"--cache", filepath.Join(root, "honest", "cache"), "--drain", "1s")
	honest.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + filepath.Join(root, "honest"), "XDG_CONFIG_HOME=" + filepath.Join(root, "honest", "cfg"),
		"TROUPE_HOME=" + filepath.Join(root, "honest", "data"), "NATS_NKEY=" + ep.NKeyFiles[bus.Worker]}
	var honestErr syncBuf
	honest.Stderr = &honestErr
	if err := honest.Start(); err != nil {
		t.Fatal(err)
	}
	honestDone := make(chan error, 1)
	go func() { honestDone <- honest.Wait() }()
	t.Cleanup(func() {
		_ = honest.Process.Kill()
		<-honestDone
		if t.Failed() {
			t.Logf("honest worker:\n%s", honestErr.String())
		}
	})
	cutResult := "ESCAPED: the flooding worker was not cut off in 20 s"
	for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		if flooder.Main.Status() != nats.CONNECTED {
			cutResult = "held"
			break
		}
	}
	close(stop)
	n := <-floodDone
	// The person at the coordinator sees whom it cut off.
	lim := exec.CommandContext(ctx, binary, "bus", "limits", "--session", session)
	lim.Dir, lim.Env = ws, env
	limOut, limErr := lim.CombinedOutput()
	if limErr != nil || !strings.Contains(string(limOut), "worker:flooder") || !strings.Contains(string(limOut), "worker revoked") {
		t.Errorf("troupe bus limits (%v):\n%s", limErr, limOut)
	}
	t.Logf("troupe bus limits:\n%s", limOut)
	select {
	case err := <-runDone:
		runDone <- err
	case <-ctx.Done():
		t.Fatalf("troupe run did not end:\n%s", runOut.String())
	}
	record(class, fmt.Sprintf("worker floods the result subject (%d messages; limit 300/s)", n), cutResult)
	if got := read(filepath.Join(ws, "greeting.txt")); got != "hello\n" || !strings.Contains(runOut.String(), "all done") {
		record(class, "the honest worker's result arrives during the flood", fmt.Sprintf("ESCAPED: greeting.txt = %q", got))
	} else {
		record(class, "the honest worker's result arrives during the flood", "held")
	}
	// Revoked: the flooder's key no longer connects.
	pub, _ := flooder.Sign.Key.PublicKey()
	if nc, err := nats.Connect(ep.URL, nats.Nkey(pub, flooder.Sign.Key.Sign), nats.NoReconnect()); err == nil {
		nc.Close()
		record(class, "the flooding worker is revoked", "ESCAPED: its key connected again")
	} else {
		record(class, "the flooding worker is revoked", "held")
	}
	results.Lock()
	defer results.Unlock()
	for _, r := range results.rows {
		if r.class == class && (strings.HasPrefix(r.result, "ESCAPED") || strings.HasPrefix(r.result, "INCONCLUSIVE")) {
			t.Errorf("%s: %s", r.attack, r.result)
		}
	}
}

// oversize connects to url as kp over a bare socket, publishes 8 MiB on
// subject and reports "held" when the server answers with a maximum
// payload violation.
func oversize(t *testing.T, url string, kp nkeys.KeyPair, subject string) string {
	t.Helper()
	c, err := net.DialTimeout("tcp", strings.TrimPrefix(url, "nats://"), 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(30 * time.Second))
	r := bufio.NewReader(c)
	line, err := r.ReadString('\n')
	var info struct {
		Nonce string `json:"nonce"`
	}
	if err != nil || json.Unmarshal([]byte(strings.TrimPrefix(line, "INFO ")), &info) != nil {
		t.Fatalf("INFO: %q %v", line, err)
	}
	sig, err := kp.Sign([]byte(info.Nonce))
	if err != nil {
		t.Fatal(err)
	}
	pub, _ := kp.PublicKey()
	connect, _ := json.Marshal(map[string]any{"verbose": false, "nkey": pub, "sig": base64.RawURLEncoding.EncodeToString(sig), "protocol": 1, "headers": true})
	fmt.Fprintf(c, "CONNECT %s\r\nPING\r\n", connect)
	if line, err = r.ReadString('\n'); err != nil || !strings.HasPrefix(line, "PONG") {
		return fmt.Sprintf("INCONCLUSIVE: CONNECT answered %q %v", line, err)
	}
	const size = 8 << 20
	fmt.Fprintf(c, "PUB %s %d\r\n", subject, size)
	wrote := make(chan struct{})
	go func() { // owned: waited for below, after c is closed
		defer close(wrote)
		_, _ = c.Write(append(make([]byte, size), '\r', '\n'))
	}()
	defer func() { c.Close(); <-wrote }()
	for {
		if line, err = r.ReadString('\n'); err != nil {
			return "INCONCLUSIVE: closed without an answer: " + err.Error()
		}
		switch l := strings.ToLower(strings.TrimSpace(line)); {
		case strings.Contains(l, "maximum payload"):
			return "held"
		case strings.HasPrefix(l, "-err"):
			return "INCONCLUSIVE: " + l
		}
	}
}
