package shell

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/sandbox"
	"troupe/internal/tool"
	"troupe/messages"
)

// testOptions are small limits so the tests end quickly when something is
// wrong (none of them is part of what a test asserts about speed), and a
// pool of warm sandbox helpers, as troupe runs commands, closed when t
// ends.
func testOptions(t testing.TB) Options {
	pool := sandbox.NewPool()
	t.Cleanup(func() { _ = pool.Close() })
	return Options{DefaultTimeout: 30 * time.Second, MaxTimeout: time.Minute, MaxOutput: 30_000, KillGrace: 200 * time.Millisecond, Pool: pool}
}

func newWorkspace(t *testing.T) *tool.Workspace {
	t.Helper()
	ws, err := tool.NewWorkspace(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return ws
}

func runBash(t *testing.T, ctx context.Context, o Options, ws *tool.Workspace, args any) tool.Result {
	t.Helper()
	raw, ok := args.(string)
	if !ok {
		data, err := json.Marshal(args)
		if err != nil {
			t.Fatal(err)
		}
		raw = string(data)
	}
	res, err := Bash(o).Run(ctx, tool.Env{Workspace: ws}, json.RawMessage(raw))
	if err != nil {
		t.Fatalf("unexpected Go error: %v", err)
	}
	return res
}

func TestBash(t *testing.T) {
	ws := newWorkspace(t)
	tests := []struct {
		name    string
		command string
		want    tool.Result
	}{
		{"output", "echo hello", tool.Result{Content: "hello\n"}},
		{"no output", "true", tool.Result{Content: "(no output)"}},
		{"non-zero exit is not an error", "echo out; exit 3", tool.Result{Content: "out\nexit status 3"}},
		{"non-zero exit without output", "exit 1", tool.Result{Content: "exit status 1"}},
		{"output without a final newline", "printf partial; exit 2", tool.Result{Content: "partial\nexit status 2"}},
		{"stdout and stderr in order", "echo a; echo b >&2; echo c; echo d >&2", tool.Result{Content: "a\nb\nc\nd\n"}},
		{"stdin is empty", "cat; echo done", tool.Result{Content: "done\n"}},
		{"runs in the workspace root", "pwd", tool.Result{Content: ws.Root() + "\n"}},
		{"bash syntax", "a=(x y z); echo ${#a[@]}", tool.Result{Content: "3\n"}},
		{"killed by a signal", "kill -9 $$", tool.Result{Content: "killed by signal 9 (killed)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runBash(t, context.Background(), testOptions(t), ws, map[string]string{"command": tt.command})
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestBashInvalidArguments(t *testing.T) {
	ws := newWorkspace(t)
	tests := []struct {
		name string
		args string
		want string
	}{
		{"malformed JSON", `{"command": "ls"`, `arguments are not valid JSON (unexpected end of JSON input); received: {"command": "ls"`},
		{"not an object", `"ls"`, `arguments must be a JSON object; received: "ls"`},
		{"missing command", `{"timeout": 10}`, `missing required argument "command"`},
		{"empty command", `{"command": "  "}`, "command must not be empty"},
		{"command not a string", `{"command": ["ls"]}`, `argument "command" must be a string, got array`},
		{"timeout not an integer", `{"command": "ls", "timeout": "10s"}`, `argument "timeout" must be an integer (milliseconds), got string`},
		{"negative timeout", `{"command": "ls", "timeout": -5}`, "timeout must be a positive number of milliseconds, got -5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runBash(t, context.Background(), testOptions(t), ws, tt.args)
			want := tool.Result{Content: tt.want, IsError: true, Kind: messages.KindInvalidInput}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestBashOutputCap(t *testing.T) {
	ws := newWorkspace(t)
	o := testOptions(t)
	o.MaxOutput = 1000
	var full strings.Builder
	for i := 1; i <= 10000; i++ {
		fmt.Fprintf(&full, "%d\n", i)
	}
	all := full.String()
	want := all[:500] + fmt.Sprintf("\n[... %d bytes omitted ...]\n", len(all)-1000) + all[len(all)-500:]
	got := runBash(t, context.Background(), o, ws, map[string]string{"command": "seq 1 10000"})
	if diff := cmp.Diff(tool.Result{Content: want}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// The command's environment is an allowlist plus what the user allows:
// secrets no denylist would name stay out.
func TestBashScrubsSecrets(t *testing.T) {
	ws := newWorkspace(t)
	secrets := []string{"FOO_API_KEY", "GITHUB_TOKEN", "app_secret", "DB_PASSWORD", "PasswordFile",
		"AWS_SECRET_ACCESS_KEY", "GITHUB_PAT", "STRIPE_SECRET_KEY", "DATABASE_URL", "SSH_AUTH_SOCK", "NATS_NKEY", "TOKEN_COUNT"}
	for _, name := range secrets {
		t.Setenv(name, "hunter2")
	}
	t.Setenv("TROUPE_VISIBLE", "shown")
	t.Setenv("LC_TIME", "C")
	o := testOptions(t)
	o.AllowEnv = []string{"troupe_visible"}
	got := runBash(t, context.Background(), o, ws, map[string]string{"command": "env"})
	vars := map[string]bool{}
	for _, line := range strings.Split(got.Content, "\n") {
		name, _, _ := strings.Cut(line, "=")
		vars[name] = true
	}
	for _, name := range secrets {
		if vars[name] {
			t.Errorf("%s reached the command", name)
		}
	}
	for _, name := range []string{"TROUPE_VISIBLE", "LC_TIME", "PATH"} {
		if !vars[name] {
			t.Errorf("%s is missing from the command's environment", name)
		}
	}
	if strings.Contains(got.Content, "hunter2") {
		t.Error("a secret value reached the command")
	}
}

func TestBashFallsBackToSh(t *testing.T) {
	sh, err := findShellNamed("sh")
	if err != nil {
		t.Skip(err)
	}
	bin := t.TempDir()
	if err := os.Symlink(sh, filepath.Join(bin, "sh")); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	got := runBash(t, context.Background(), testOptions(t), newWorkspace(t), map[string]string{"command": `echo "$0"`})
	if diff := cmp.Diff(tool.Result{Content: filepath.Join(bin, "sh") + "\n"}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func findShellNamed(name string) (string, error) {
	for _, dir := range []string{"/bin", "/usr/bin"} {
		if p := filepath.Join(dir, name); fileExists(p) {
			return p, nil
		}
	}
	return "", errors.New("no " + name + " in /bin or /usr/bin")
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

func TestBashSpec(t *testing.T) {
	spec := Bash(DefaultOptions()).Spec()
	if spec.Name != "bash" || spec.ReadOnly || len(spec.Description) < 200 {
		t.Errorf("spec = %q, ReadOnly %v, description %d bytes", spec.Name, spec.ReadOnly, len(spec.Description))
	}
	var schema struct {
		Type       string `json:"type"`
		Properties map[string]struct {
			Maximum int64 `json:"maximum"`
		} `json:"properties"`
		Required []string `json:"required"`
	}
	if err := json.Unmarshal(spec.Parameters, &schema); err != nil {
		t.Fatal(err)
	}
	if schema.Type != "object" || !cmp.Equal(schema.Required, []string{"command"}) || schema.Properties["timeout"].Maximum != 600000 {
		t.Errorf("schema = %+v", schema)
	}
}

func TestBashNoWorkspace(t *testing.T) {
	_, err := Bash(DefaultOptions()).Run(context.Background(), tool.Env{}, json.RawMessage(`{"command": "true"}`))
	if !errors.Is(err, ErrNoWorkspace) {
		t.Errorf("err = %v, want ErrNoWorkspace", err)
	}
}

// pids parses the process ids a command printed, one a line.
func pids(t *testing.T, output string) []int {
	t.Helper()
	var out []int
	for _, line := range strings.Split(output, "\n") {
		if pid, err := strconv.Atoi(strings.TrimSpace(line)); err == nil {
			out = append(out, pid)
		}
	}
	return out
}

// assertGone fails unless every process in pids has exited. A zombie counts
// as exited: it is dead and only waits for its new parent to reap it.
func assertGone(t *testing.T, pids []int) {
	t.Helper()
	for _, pid := range pids {
		deadline := time.Now().Add(5 * time.Second) // safety net for a slow machine
		for alive(pid) {
			if time.Now().After(deadline) {
				t.Errorf("process %d survived", pid)
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

func alive(pid int) bool {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	fields := strings.Fields(string(data[bytes.LastIndexByte(data, ')')+1:]))
	return len(fields) > 0 && fields[0] != "Z" && fields[0] != "X"
}
