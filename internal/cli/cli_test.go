package cli_test

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"troupe/internal/cli"
	"troupe/internal/sandbox"
)

// run executes the CLI in-process with a private data dir.
func run(t *testing.T, home string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	env := map[string]string{"TROUPE_HOME": home, "HOME": home}
	code = cli.Execute(context.Background(), args, cli.IO{In: strings.NewReader(""), Out: &out, Err: &errb,
		Getenv: func(k string) string { return env[k] }})
	return code, out.String(), errb.String()
}

func TestUsageErrorsExitTwo(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown command", []string{"frobnicate"}, `unknown command "frobnicate"`},
		{"unknown flag", []string{"--frob"}, "unknown flag: --frob"},
		{"unknown subcommand flag", []string{"run", "--nope", "x"}, "unknown flag: --nope"},
		{"run without prompt", []string{"run"}, "run got 0 arguments (usage: troupe run"},
		{"bad output", []string{"run", "--output", "yaml", "--model", "script:x.yaml", "hi"}, "--output must be"},
		{"bad session id", []string{"resume", "../x", "hi"}, "invalid session id"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := run(t, t.TempDir(), tt.args...)
			if code != cli.ExitUsage {
				t.Errorf("exit code = %d, want %d; stderr:\n%s", code, cli.ExitUsage, stderr)
			}
			if !strings.Contains(stderr, tt.want) || !strings.Contains(stderr, " --help' for usage") {
				t.Errorf("stderr = %q, want it to contain %q and point to --help", stderr, tt.want)
			}
		})
	}
}

// --version and --help must not start the bus or touch the data dir.
func TestVersionAndHelpStartNothing(t *testing.T) {
	for _, args := range [][]string{{"--version"}, {"--help"}, {"run", "--help"}} {
		home := t.TempDir()
		code, stdout, stderr := run(t, home, args...)
		if code != 0 || stdout == "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, stdout, stderr)
		}
		entries, _ := os.ReadDir(home)
		if len(entries) != 0 {
			t.Errorf("%v created %v in the data dir", args, entries)
		}
	}
}

// troupe --version and troupe version answer without building the command
// tree (Execute's fast path); they must print what cobra prints when the
// tree is built (-C . --version goes through cobra).
func TestVersionFastPathPrintsWhatCobraPrints(t *testing.T) {
	home := t.TempDir()
	_, viaCobra, _ := run(t, home, "-C", ".", "--version")
	if !strings.HasPrefix(viaCobra, "troupe ") {
		t.Fatalf("cobra's --version printed %q", viaCobra)
	}
	for _, args := range [][]string{{"--version"}, {"version"}, {"-C", ".", "version"}} {
		if code, out, errOut := run(t, home, args...); code != 0 || out != viaCobra || errOut != "" {
			t.Errorf("%v: exit %d, stdout %q (cobra: %q), stderr %q", args, code, out, viaCobra, errOut)
		}
	}
}

func TestNoModelSaysHowToConfigure(t *testing.T) {
	home := t.TempDir()
	code, _, stderr := run(t, home, "run", "-C", t.TempDir(), "hello")
	for _, want := range []string{"--model script:PATH", "ollama/qwen3-coder", "no key needed", "ANTHROPIC_API_KEY", "troupe demo"} {
		if code != cli.ExitError || !strings.Contains(stderr, want) {
			t.Errorf("exit %d, stderr %q; want exit 1 and %q", code, stderr, want)
		}
	}
}

func TestModelsShowsSlots(t *testing.T) {
	var out, errb bytes.Buffer
	env := map[string]string{"TROUPE_HOME": t.TempDir(), "HOME": t.TempDir(), "OPENAI_API_KEY": "sk-hidden-77"}
	code := cli.Execute(context.Background(), []string{"models", "-C", t.TempDir(), "--model", "openai/gpt-4.1", "--model", "compact=ollama/qwen3-coder"},
		cli.IO{In: strings.NewReader(""), Out: &out, Err: &errb, Getenv: func(k string) string { return env[k] }})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, &errb)
	}
	for _, want := range []string{
		`(?m)^action\s+openai/gpt-4.1\s+own\s+1047576\s+32768\s+2.00 / 8.00 / 0.500\s+OPENAI_API_KEY set$`,
		`(?m)^thinking\s+openai/gpt-4.1\s+→ action\s`,
		`(?m)^compact\s+ollama/qwen3-coder\s+own\s+262144\s+65536\s+free/unknown\s+none needed$`,
		`(?m)^vision\s+openai/gpt-4.1\s+→ action\s`,
	} {
		if !regexp.MustCompile(want).MatchString(out.String()) {
			t.Errorf("models output does not match %s:\n%s", want, &out)
		}
	}
	if strings.Contains(out.String(), "sk-hidden-77") {
		t.Error("models printed the API key")
	}
	out.Reset()
	code = cli.Execute(context.Background(), []string{"models", "-C", t.TempDir(), "--model", "ollama/unknown-model"},
		cli.IO{In: strings.NewReader(""), Out: &out, Err: &errb, Getenv: func(k string) string { return env[k] }})
	if code != cli.ExitError || !strings.Contains(errb.String(), "--context-window N") {
		t.Errorf("unknown model: exit %d, %s", code, &errb)
	}
}

func TestMalformedScriptNamesFileAndLine(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "bad.yaml")
	os.WriteFile(script, []byte("turns:\n  - text: hi\n    bogus: 1\n"), 0o644)
	code, _, stderr := run(t, t.TempDir(), "run", "-C", dir, "--model", "script:"+script, "hello")
	if code != cli.ExitError || !strings.Contains(stderr, script+":3:") {
		t.Errorf("exit %d, stderr %q; want exit 1 naming %s:3", code, stderr, script)
	}
}

func TestRunThenListAndResume(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	os.WriteFile(filepath.Join(ws, "a.txt"), []byte("hello\n"), 0o644)
	script := filepath.Join(t.TempDir(), "s.yaml")
	os.WriteFile(script, []byte(`
turns:
  - agent: main
    expect: "read a"
    tool_calls: [{name: read_file, args: {file_path: a.txt}}]
  - agent: main
    expect_tool: read_file
    text: "a.txt says hello"
  - agent: main
    expect: "and again"
    text: "still hello"
`), 0o644)
	code, stdout, stderr := run(t, home, "run", "-C", ws, "--model", "script:"+script, "read a.txt")
	if code != 0 {
		t.Fatalf("run: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	for _, want := range []string{"● read_file(file_path=\"a.txt\")", "⎿", "a.txt says hello", "2 model calls · 1 tool calls"} {
		if !strings.Contains(stdout+stderr, want) { // the trace is on stderr
			t.Errorf("run output lacks %q:\n%s", want, stdout+stderr)
		}
	}
	code, list, _ := run(t, home, "sessions", "list", "--all")
	if code != 0 || !strings.Contains(list, "read a.txt") {
		t.Fatalf("sessions list: exit %d\n%s", code, list)
	}
	id := strings.Fields(strings.Split(list, "\n")[1])[0]
	code, stdout, stderr = run(t, home, "resume", id, "-C", ws, "--model", "script:"+script, "--output", "json", "and again")
	// A new process reloads the script; only the third turn expects this prompt.
	if code != 0 || !strings.Contains(stdout, `"result": "still hello"`) || !strings.Contains(stdout, `"session_id": "`+id+`"`) {
		t.Errorf("resume: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
}

// The demo runs the whole system offline: two parallel subagents, an edit,
// a real `go test`, and a bus summary; it exits 0 only if the script was
// followed to the end (the last turn expects the passing test output).
func TestDemo(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go test on the demo repository")
	}
	code, stdout, stderr := run(t, t.TempDir(), "demo")
	if code != 0 {
		t.Fatalf("demo: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	for _, want := range []string{"● task → explore-", "edited stats.go", "ok  \texample.com/stats", "bus traffic:", "cmd model_request"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("demo output lacks %q:\n%s", want, stdout)
		}
	}
	if !regexp.MustCompile(`evt subagent_spawned +2\n`).MatchString(stdout) {
		t.Errorf("demo did not spawn two subagents:\n%s", stdout)
	}
}

// Without a subcommand troupe reads prompts line by line until /exit.
func TestInteractive(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	script := filepath.Join(t.TempDir(), "s.yaml")
	os.WriteFile(script, []byte(`
turns:
  - {agent: main, expect: "^hello$", text: "hi there"}
  - {agent: main, expect: "^again$", text: "hi again"}
`), 0o644)
	var out, errb bytes.Buffer
	env := map[string]string{"TROUPE_HOME": home, "TROUPE_MODEL": "script:" + script}
	code := cli.Execute(context.Background(), []string{"-C", ws}, cli.IO{In: strings.NewReader("hello\n\nagain\n/exit\nnot sent\n"),
		Out: &out, Err: &errb, Getenv: func(k string) string { return env[k] }})
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, &out, &errb)
	}
	if !strings.Contains(out.String(), "hi there\n") || !strings.Contains(out.String(), "hi again\n") {
		t.Errorf("output:\n%s", &out)
	}
}

// In an interactive session a call that needs approval is put to the
// person at the terminal; "n <reason>" denies it and the reason reaches the
// model.
func TestInteractiveApproval(t *testing.T) {
	home, ws := t.TempDir(), t.TempDir()
	script := filepath.Join(t.TempDir(), "s.yaml")
	os.WriteFile(script, []byte(`
turns:
  - {agent: main, expect: "^write it$", tool_calls: [{name: write_file, args: {file_path: out.txt, content: "x"}}]}
  - {agent: main, expect_tool: write_file, expect: "not today", text: "ok, not writing"}
  - {agent: main, expect_reminder: "denied|original task", text: "ok, not writing"}
  - {agent: main, expect_reminder: "denied|original task", text: "ok, not writing"}
`), 0o644)
	var out, errb bytes.Buffer
	env := map[string]string{"TROUPE_HOME": home, "TROUPE_MODEL": "script:" + script}
	code := cli.Execute(context.Background(), []string{"-C", ws, "--approval", "manual"}, cli.IO{
		In: strings.NewReader("write it\nn not today\n/exit\n"), Out: &out, Err: &errb,
		Getenv: func(k string) string { return env[k] }})
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, &out, &errb)
	}
	for _, want := range []string{"? the agent wants to run write_file", "[y] allow once", "ok, not writing"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, &out)
		}
	}
	if _, err := os.Stat(filepath.Join(ws, "out.txt")); !os.IsNotExist(err) {
		t.Error("the denied write happened")
	}
}

// In an interactive session a command that asks for the network is put to
// the person at the terminal, who sees that approving grants it; "y" runs
// that command with the network (a loopback connect the sandbox otherwise
// refuses).
func TestInteractiveNetworkApproval(t *testing.T) {
	if sandbox.Probe().ABI < 6 {
		t.Skipf("needs Landlock ABI 6, kernel has %d", sandbox.Probe().ABI)
	}
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	home, ws := t.TempDir(), t.TempDir()
	script := filepath.Join(t.TempDir(), "s.yaml")
	connect := fmt.Sprintf("exec 3<>/dev/tcp/127.0.0.1/%d && echo connected", ln.Addr().(*net.TCPAddr).Port)
	os.WriteFile(script, []byte(`
turns:
  - {agent: main, expect: "^fetch$", tool_calls: [{name: bash, args: {command: "`+connect+`", network: true}}]}
  - {agent: main, expect_tool: bash, expect: "connected", text: "fetched"}
`), 0o644)
	// A raw TCP connection needs the direct network (sandbox.network_direct,
	// the user's setting); by default a granted network goes through the
	// proxy by host name (TestNetworkByDomainThroughTheBinary).
	xdg := t.TempDir()
	os.MkdirAll(filepath.Join(xdg, "troupe"), 0o755)
	os.WriteFile(filepath.Join(xdg, "troupe", "config.yaml"), []byte("sandbox: {network_direct: true}\n"), 0o644)
	var out, errb bytes.Buffer
	env := map[string]string{"TROUPE_HOME": home, "TROUPE_MODEL": "script:" + script, "XDG_CONFIG_HOME": xdg}
	code := cli.Execute(context.Background(), []string{"-C", ws, "--approval", "auto"}, cli.IO{
		In: strings.NewReader("fetch\ny\n/exit\n"), Out: &out, Err: &errb,
		Getenv: func(k string) string { return env[k] }})
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, &out, &errb)
	}
	for _, want := range []string{"with network access: approving grants it", `allow "network access" for this session`, "fetched"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, &out)
		}
	}
}
