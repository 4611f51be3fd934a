package shell

import (
	"context"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/tool"
	"troupe/messages"
)

// jobEnv returns an Env with a workspace and a job table that is closed
// when the test ends.
func jobEnv(t *testing.T, o Options) (tool.Env, *Jobs) {
	t.Helper()
	js := NewJobs(o)
	t.Cleanup(func() { _ = js.Close() })
	return tool.Env{Workspace: newWorkspace(t), Jobs: js}, js
}

func runTool(t *testing.T, tl tool.Tool, env tool.Env, args string) tool.Result {
	t.Helper()
	res, err := tl.Run(context.Background(), env, json.RawMessage(args))
	if err != nil {
		t.Fatalf("%s %s: Go error %v", tl.Spec().Name, args, err)
	}
	return res
}

// startJob starts command in the background and returns the job id and
// the pid bash reported.
func startJob(t *testing.T, env tool.Env, o Options, command string) (string, int) {
	t.Helper()
	args, _ := json.Marshal(map[string]any{"command": command, "run_in_background": true})
	res := runTool(t, Bash(o), env, string(args))
	m := regexp.MustCompile(`^started (bash_\d+) in the background \(pid (\d+)\)\.\n`).FindStringSubmatch(res.Content)
	if res.IsError || m == nil {
		t.Fatalf("bash run_in_background: %q", res.Content)
	}
	pid, _ := strconv.Atoi(m[2])
	return m[1], pid
}

// readUntil calls bash_output until its accumulated output satisfies
// done, and returns each call's result. The deadline is a safety net.
func readUntil(t *testing.T, env tool.Env, id string, done func(all string) bool) []string {
	t.Helper()
	var results []string
	all := ""
	deadline := time.Now().Add(10 * time.Second)
	for {
		res := runTool(t, BashOutput(), env, `{"bash_id": "`+id+`"}`)
		if res.IsError {
			t.Fatalf("bash_output: %s", res.Content)
		}
		results = append(results, res.Content)
		all += res.Content
		if done(all) {
			return results
		}
		if time.Now().After(deadline) {
			t.Fatalf("gave up waiting; output so far:\n%s", all)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

var tickRE = regexp.MustCompile(`(?m)^tick (\d+)$`)

func ticks(s string) []int {
	var out []int
	for _, m := range tickRE.FindAllStringSubmatch(s, -1) {
		n, _ := strconv.Atoi(m[1])
		out = append(out, n)
	}
	return out
}

func TestBackgroundJobLifecycle(t *testing.T) {
	o := testOptions(t)
	env, _ := jobEnv(t, o)
	id, pid := startJob(t, env, o, `sleep 1000 & echo "child $!"; i=0; while true; do echo "tick $i"; i=$((i+1)); sleep 0.05; done`)
	if id != "bash_1" {
		t.Errorf("id = %s, want bash_1", id)
	}

	// The call returned while the job runs: the first read says so.
	first := readUntil(t, env, id, func(all string) bool { return len(ticks(all)) >= 2 })
	firstText := strings.Join(first, "")
	if !strings.HasPrefix(first[0], "bash_1: running (pid "+strconv.Itoa(pid)+", for ") {
		t.Errorf("first status line of %q", first[0])
	}
	child := regexp.MustCompile(`child (\d+)`).FindStringSubmatch(firstText)
	if child == nil {
		t.Fatalf("no child pid in %q", firstText)
	}
	childPid, _ := strconv.Atoi(child[1])

	// A second read returns only what is new: the ticks continue where the
	// first read stopped, without repeating any.
	seen := ticks(firstText)
	second := readUntil(t, env, id, func(all string) bool { return len(ticks(all)) >= 2 })
	secondText := strings.Join(second, "")
	if strings.Contains(secondText, "child") {
		t.Errorf("second read repeats old output: %q", secondText)
	}
	all := append(seen, ticks(secondText)...)
	for i, n := range all {
		if n != i {
			t.Fatalf("ticks over both reads = %v, want 0, 1, 2, … each once", all)
		}
	}

	res := runTool(t, KillBash(), env, `{"shell_id": "bash_1"}`)
	want := regexp.MustCompile(`^stopped bash_1 \(sleep 1000 & .*\): killed by signal 15 \(terminated\), stopped by kill_bash or shutdown\. `)
	if res.IsError || !want.MatchString(res.Content) {
		t.Errorf("kill_bash: %q", res.Content)
	}
	assertGone(t, []int{pid, childPid})

	// The status is final now, and killing again is no error.
	res = runTool(t, BashOutput(), env, `{"bash_id": "bash_1"}`)
	if !strings.HasPrefix(res.Content, "bash_1: killed by signal 15 (terminated), stopped by kill_bash or shutdown\n") {
		t.Errorf("bash_output after kill: %q", res.Content)
	}
	res = runTool(t, KillBash(), env, `{"shell_id": "bash_1"}`)
	if diff := cmp.Diff("bash_1 had already finished: killed by signal 15 (terminated), stopped by kill_bash or shutdown", res.Content); diff != "" {
		t.Errorf("second kill_bash (-want +got):\n%s", diff)
	}
}

func TestJobsCloseKillsRunningJobs(t *testing.T) {
	o := testOptions(t)
	env, js := jobEnv(t, o)
	var pids []int
	for range 3 {
		id, pid := startJob(t, env, o, `trap '' TERM; sleep 1000 & echo "child $!"; wait`)
		out := readUntil(t, env, id, func(all string) bool { return strings.Contains(all, "child ") })
		child, _ := strconv.Atoi(regexp.MustCompile(`child (\d+)`).FindStringSubmatch(strings.Join(out, ""))[1])
		pids = append(pids, pid, child)
	}
	if err := js.Close(); err != nil {
		t.Fatal(err)
	}
	assertGone(t, pids)
	res := runTool(t, Bash(o), env, `{"command": "echo late", "run_in_background": true}`)
	want := tool.Result{Content: "background jobs are shut down; the command was not started", IsError: true, Kind: messages.KindCanceled}
	if diff := cmp.Diff(want, res); diff != "" {
		t.Errorf("start after Close (-want +got):\n%s", diff)
	}
	if err := js.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
}

func TestBackgroundJobOutput(t *testing.T) {
	tests := []struct {
		name    string
		opts    func(*Options)
		command string
		args    string // bash_output arguments besides bash_id
		want    string
	}{
		{"exit status and all output", nil, "echo one; echo two >&2; exit 3", "",
			"bash_1: exit status 3\none\ntwo\n"},
		{"no output", nil, "true", "", "bash_1: exit status 0\n(no new output)\n"},
		{"filter", nil, `printf 'a1\nb1\na2\nb2\nb3\n'`, `"filter": "^a"`,
			"bash_1: exit status 0\na1\na2\n[3 lines not matching the filter were discarded]\n"},
		{"filter dropping one line", nil, `printf 'a1\nb1\n'`, `"filter": "a"`,
			"bash_1: exit status 0\na1\n[1 line not matching the filter was discarded]\n"},
		{"ring buffer overflow", func(o *Options) { o.JobBuffer = 10 }, `printf '0123456789abcdefghij'`, "",
			"bash_1: exit status 0\nabcdefghij\n[10 earlier bytes were lost: a job keeps only its last 10 bytes of output; read it more often]\n"},
		{"output cap per call", func(o *Options) { o.MaxOutput = 5 }, `printf '0123456789'`, "",
			"bash_1: exit status 0\n56789\n[5 earlier bytes of new output are not shown]\n"},
		{"group leftovers are killed when the shell exits", nil, `sleep 1000 & echo started`, "",
			"bash_1: exit status 0\nstarted\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := testOptions(t)
			if tt.opts != nil {
				tt.opts(&o)
			}
			env, js := jobEnv(t, o)
			id, _ := startJob(t, env, o, tt.command)
			j, _ := js.get(id)
			<-j.done
			args := `{"bash_id": "` + id + `"`
			if tt.args != "" {
				args += ", " + tt.args
			}
			res := runTool(t, BashOutput(), env, args+"}")
			if diff := cmp.Diff(tool.Result{Content: tt.want}, res); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			res = runTool(t, BashOutput(), env, `{"bash_id": "`+id+`"}`)
			if !strings.HasSuffix(res.Content, "\n(no new output)\n") {
				t.Errorf("second read: %q", res.Content)
			}
		})
	}
}

func TestBackgroundJobErrors(t *testing.T) {
	o := testOptions(t)
	o.MaxJobs = 1
	env, _ := jobEnv(t, o)
	startJob(t, env, o, "sleep 1000")
	noJobs := tool.Env{Workspace: env.Workspace}
	tests := []struct {
		name string
		tl   tool.Tool
		env  tool.Env
		args string
		want tool.Result
	}{
		{"too many jobs", Bash(o), env, `{"command": "sleep 1", "run_in_background": true}`, tool.Result{IsError: true, Kind: messages.KindInvalidInput,
			Content: "the command was not started: as many background jobs as allowed (1) are running; stop one with kill_bash first " +
				"(the background jobs are bash_1 (running (pid X, for 0s)))"}},
		{"unknown job", BashOutput(), env, `{"bash_id": "bash_7"}`, tool.Result{IsError: true, Kind: messages.KindInvalidInput,
			Content: `no background job "bash_7"; the background jobs are bash_1 (running (pid X, for 0s))`}},
		{"unknown job to kill", KillBash(), env, `{"shell_id": "nope"}`, tool.Result{IsError: true, Kind: messages.KindInvalidInput,
			Content: `no background job "nope"; the background jobs are bash_1 (running (pid X, for 0s))`}},
		{"bad filter", BashOutput(), env, `{"bash_id": "bash_1", "filter": "("}`, tool.Result{IsError: true, Kind: messages.KindInvalidInput,
			Content: "invalid filter \"(\": error parsing regexp: missing closing ): `(`"}},
		{"missing id", BashOutput(), env, `{}`, tool.Result{IsError: true, Kind: messages.KindInvalidInput,
			Content: `missing required argument "bash_id"`}},
		{"no job table: bash", Bash(o), noJobs, `{"command": "sleep 1", "run_in_background": true}`, tool.Result{IsError: true, Kind: messages.KindInvalidInput,
			Content: "background jobs are not available to this agent; run the command without run_in_background"}},
		{"no job table: bash_output", BashOutput(), noJobs, `{"bash_id": "bash_1"}`, tool.Result{IsError: true, Kind: messages.KindInvalidInput,
			Content: "background jobs are not available to this agent; run the command without run_in_background"}},
	}
	pidRE := regexp.MustCompile(`pid \d+, for \d+s`)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runTool(t, tt.tl, tt.env, tt.args)
			got.Content = pidRE.ReplaceAllString(got.Content, "pid X, for 0s")
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// foreignJobs is a JobTable that is not a *Jobs.
type foreignJobs struct{}

func (foreignJobs) Close() error { return nil }

func TestForeignJobTableIsAGoError(t *testing.T) {
	env := tool.Env{Workspace: newWorkspace(t), Jobs: foreignJobs{}}
	_, err := BashOutput().Run(context.Background(), env, json.RawMessage(`{"bash_id": "bash_1"}`))
	if err == nil || !strings.Contains(err.Error(), ErrForeignJobTable.Error()) {
		t.Errorf("err = %v, want ErrForeignJobTable", err)
	}
}

func TestToolsSpecs(t *testing.T) {
	reg, err := tool.NewRegistry(Tools(DefaultOptions())...)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"bash", "bash_output", "kill_bash"}, reg.Names()); diff != "" {
		t.Errorf("names (-want +got):\n%s", diff)
	}
	for _, spec := range reg.Specs(nil) {
		var schema map[string]any
		if err := json.Unmarshal(spec.Parameters, &schema); err != nil {
			t.Errorf("%s: %v", spec.Name, err)
		}
		if len(spec.Description) < 200 {
			t.Errorf("%s: description is only %d bytes", spec.Name, len(spec.Description))
		}
	}
}

func TestExtraSecretEnv(t *testing.T) {
	t.Setenv("MYCORP_DEPLOY_KEY", "hunter2")
	t.Setenv("TROUPE_VISIBLE", "shown")
	o := testOptions(t)
	t.Setenv("AWS_SECRET_ACCESS_KEY", "hunter3")
	o.AllowEnv = []string{"mycorp_*", "TROUPE_VISIBLE"}
	o.ExtraSecretEnv = []string{"mycorp_deploy_*"}
	env, js := jobEnv(t, o)
	fg := runTool(t, Bash(o), env, `{"command": "env"}`)
	id, _ := startJob(t, env, o, "env")
	j, _ := js.get(id)
	<-j.done
	bg := runTool(t, BashOutput(), env, `{"bash_id": "`+id+`"}`)
	for name, out := range map[string]string{"foreground": fg.Content, "background": bg.Content} {
		if strings.Contains(out, "hunter2") || strings.Contains(out, "hunter3") || !strings.Contains(out, "TROUPE_VISIBLE=shown") {
			t.Errorf("%s environment:\n%s", name, out)
		}
	}
}
