package safety_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/safety"
)

const (
	ws   = "/home/u/proj"
	home = "/home/u"
)

func bash(cmd string) safety.Request {
	return safety.Request{Tool: "bash", Command: cmd, Workspace: ws, Home: home, Branch: "feature"}
}

func read(p string) safety.Request {
	return safety.Request{Tool: "read_file", Paths: []string{p}, Workspace: ws, Home: home}
}

func write(p string) safety.Request {
	return safety.Request{Tool: "write_file", Paths: []string{p}, Write: true, Workspace: ws, Home: home}
}

// decided is what a policy case checks.
type decided struct {
	Verdict safety.Verdict
	Layer   string
	Rule    string
}

func decide(p *safety.Policy, r safety.Request) decided {
	d := p.Decide(r)
	return decided{d.Verdict, d.Layer, d.Rule}
}

func TestPolicyModes(t *testing.T) {
	type want struct{ manual, autoEdit, auto decided }
	approval := func(v safety.Verdict, mode string) decided {
		return decided{v, safety.LayerApproval, "mode:" + mode}
	}
	same := func(d decided) want { return want{d, d, d} }
	tests := []struct {
		name string
		req  safety.Request
		want want
	}{
		{"read in the workspace", read(ws + "/main.go"), want{
			approval(allow, "manual"), approval(allow, "auto-edit"), approval(allow, "auto")}},
		{"write in the workspace", write(ws + "/main.go"), want{
			approval(ask, "manual"), approval(allow, "auto-edit"), approval(allow, "auto")}},
		{"write in a configured temp dir", write("/scratch/x"), want{
			approval(ask, "manual"), approval(allow, "auto-edit"), approval(allow, "auto")}},
		{"write outside the workspace", write(home + "/notes.txt"),
			same(decided{ask, safety.LayerWorkspace, "outside-workspace"})},
		{"read a secret", read(ws + "/.env"), same(decided{ask, safety.LayerWorkspace, "secret-path"})},
		{"read an ssh key", read(home + "/.ssh/id_ed25519"), same(decided{ask, safety.LayerWorkspace, "secret-path"})},
		{"write a secret", write(ws + "/.env"), same(decided{ask, safety.LayerWorkspace, "secret-path"})},
		{"read-only command", bash("ls -la && git status"), want{
			approval(ask, "manual"), approval(allow, "auto-edit"), approval(allow, "auto")}},
		{"read-only pipeline", bash("grep -rn TODO . | head -20"), want{
			approval(ask, "manual"), approval(allow, "auto-edit"), approval(allow, "auto")}},
		{"command that writes", bash("go test ./..."), want{
			approval(ask, "manual"), approval(ask, "auto-edit"), approval(allow, "auto")}},
		{"redirect makes ls a write", bash("ls > files.txt"), want{
			approval(ask, "manual"), approval(ask, "auto-edit"), approval(allow, "auto")}},
		{"find -delete is not read-only", bash("find . -name '*.o' -delete"), want{
			approval(ask, "manual"), approval(ask, "auto-edit"), approval(allow, "auto")}},
		{"sed -i is not read-only", bash("sed -i s/a/b/ x.go"), want{
			approval(ask, "manual"), approval(ask, "auto-edit"), approval(allow, "auto")}},
		{"layer-3 ask", bash("sudo apt-get install jq"), same(decided{ask, safety.LayerCommand, "privilege"})},
		{"layer-3 deny", bash("env rm -rf ~"), same(decided{deny, safety.LayerCommand, "rm-recursive-critical"})},
		{"unparsable", bash(`echo "x`), same(decided{ask, safety.LayerCommand, "unparsable"})},
		{"secret read by a command", bash("cat .env"), same(decided{ask, safety.LayerCommand, "secret-read"})},
	}
	for _, tc := range tests {
		for _, m := range []struct {
			mode safety.Mode
			want decided
		}{{safety.ModeManual, tc.want.manual}, {safety.ModeAutoEdit, tc.want.autoEdit}, {safety.ModeAuto, tc.want.auto}} {
			t.Run(tc.name+"/"+string(m.mode), func(t *testing.T) {
				p := &safety.Policy{Mode: m.mode, TempDirs: []string{"/scratch"}}
				if diff := cmp.Diff(m.want, decide(p, tc.req)); diff != "" {
					t.Errorf("Decide mismatch (-want +got):\n%s\n%s", diff, p.Decide(tc.req))
				}
			})
		}
	}
}

func TestPolicyZeroModeIsManual(t *testing.T) {
	var p safety.Policy
	if got := p.Decide(write(ws + "/a.go")).Verdict; got != ask {
		t.Fatalf("zero-mode write = %s, want ask", got)
	}
}

func TestPolicyRules(t *testing.T) {
	rule := func(action safety.Verdict, src string, set func(*safety.Rule)) safety.Rule {
		r := safety.Rule{Action: action, Source: src}
		set(&r)
		return r
	}
	goTest := rule(allow, "allow-go-test", func(r *safety.Rule) { r.Tool, r.Prefix = "bash", []string{"go", "test"} })
	anyBash := rule(allow, "allow-bash", func(r *safety.Rule) { r.Tool = "bash" })
	everything := rule(allow, "allow-all", func(r *safety.Rule) { r.Tool, r.Command = "bash", "*" })
	sudoApt := rule(allow, "allow-sudo-apt", func(r *safety.Rule) { r.Prefix = []string{"sudo", "apt-get"} })
	apt := rule(allow, "allow-apt", func(r *safety.Rule) { r.Prefix = []string{"apt-get"} })
	pushForce := rule(allow, "allow-push", func(r *safety.Rule) { r.Command = "git push *" })
	denyPublish := rule(deny, "deny-publish", func(r *safety.Rule) { r.Tool, r.Command = "bash", "npm publish*" })
	askGoTestRace := rule(ask, "ask-race", func(r *safety.Rule) { r.Command = "go test -race*" })
	denyLock := rule(deny, "deny-lock", func(r *safety.Rule) { r.Tool, r.Path = "write_file", "**/*.lock" })
	askWrites := rule(ask, "ask-writes", func(r *safety.Rule) { r.Tool = "write_file" })
	allowEnv := rule(allow, "allow-env", func(r *safety.Rule) { r.Tool, r.Path = "read_file", ".env" })
	allowHomeNotes := rule(allow, "allow-notes", func(r *safety.Rule) { r.Path = "~/notes/**" })
	denyMCP := rule(deny, "deny-mcp", func(r *safety.Rule) { r.Tool = "mcp__*" })
	allowSrc := rule(allow, "allow-src", func(r *safety.Rule) { r.Tool, r.Path = "multi_edit", "src/**" })
	twoFiles := func(a, b string) safety.Request {
		return safety.Request{Tool: "multi_edit", Paths: []string{a, b}, Write: true, Workspace: ws, Home: home}
	}

	tests := []struct {
		name  string
		mode  safety.Mode
		rules []safety.Rule
		req   safety.Request
		want  decided
	}{
		{"allow rule covers the mode's ask", safety.ModeManual, []safety.Rule{goTest},
			bash("go test ./..."), decided{allow, safety.LayerApproval, "allow-go-test"}},
		{"prefix is token-wise", safety.ModeManual, []safety.Rule{goTest},
			bash("go testx"), decided{ask, safety.LayerApproval, "mode:manual"}},
		{"allow must cover every command", safety.ModeManual, []safety.Rule{goTest},
			bash("go test ./... && curl -s x"), decided{ask, safety.LayerApproval, "mode:manual"}},
		{"deny beats allow", safety.ModeManual, []safety.Rule{goTest, denyPublish},
			bash("go test && npm publish"), decided{deny, safety.LayerApproval, "deny-publish"}},
		{"deny fires on any command of a chain", safety.ModeAuto, []safety.Rule{denyPublish},
			bash("cd pkg && npm publish --tag next"), decided{deny, safety.LayerApproval, "deny-publish"}},
		{"deny looks through wrappers", safety.ModeAuto, []safety.Rule{denyPublish},
			bash("env CI=1 npm publish"), decided{deny, safety.LayerApproval, "deny-publish"}},
		{"ask beats allow", safety.ModeAuto, []safety.Rule{goTest, askGoTestRace},
			bash("go test -race ./..."), decided{ask, safety.LayerApproval, "ask-race"}},
		{"allow cannot override a layer-3 deny", safety.ModeAuto, []safety.Rule{everything},
			bash("rm -rf ~"), decided{deny, safety.LayerCommand, "rm-recursive-critical"}},
		{"a command rule as written overrides a layer-3 ask", safety.ModeAuto, []safety.Rule{sudoApt},
			bash("sudo apt-get install jq"), decided{allow, safety.LayerApproval, "mode:auto"}},
		{"a rule for the inner command does not waive sudo", safety.ModeAuto, []safety.Rule{apt},
			bash("sudo apt-get install jq"), decided{ask, safety.LayerCommand, "privilege"}},
		{"a tool-only rule does not waive layer 3", safety.ModeAuto, []safety.Rule{anyBash},
			bash("git push --force origin feature"), decided{ask, safety.LayerCommand, "git-force-push"}},
		{"an explicit command rule waives layer 3", safety.ModeAuto, []safety.Rule{pushForce},
			bash("git push --force origin feature"), decided{allow, safety.LayerApproval, "mode:auto"}},
		{"tool-only allow covers the mode's ask", safety.ModeManual, []safety.Rule{anyBash},
			bash("make"), decided{allow, safety.LayerApproval, "allow-bash"}},
		{"path deny", safety.ModeAuto, []safety.Rule{denyLock},
			write(ws + "/go.lock"), decided{deny, safety.LayerApproval, "deny-lock"}},
		{"path deny other path", safety.ModeAuto, []safety.Rule{denyLock},
			write(ws + "/go.mod"), decided{allow, safety.LayerApproval, "mode:auto"}},
		{"tool ask in auto mode", safety.ModeAuto, []safety.Rule{askWrites},
			write(ws + "/a.go"), decided{ask, safety.LayerApproval, "ask-writes"}},
		{"a path rule allows reading a secret", safety.ModeAuto, []safety.Rule{allowEnv},
			read(ws + "/.env"), decided{allow, safety.LayerApproval, "mode:auto"}},
		{"the path rule is for its tool only", safety.ModeAuto, []safety.Rule{allowEnv},
			write(ws + "/.env"), decided{ask, safety.LayerWorkspace, "secret-path"}},
		{"a path rule allows a write outside", safety.ModeAuto, []safety.Rule{allowHomeNotes},
			write(home + "/notes/today.md"), decided{allow, safety.LayerApproval, "mode:auto"}},
		{"an allow path rule must cover every path", safety.ModeManual, []safety.Rule{allowSrc},
			twoFiles(ws+"/src/a.go", ws+"/README.md"), decided{ask, safety.LayerApproval, "mode:manual"}},
		{"an allow path rule covering every path", safety.ModeManual, []safety.Rule{allowSrc},
			twoFiles(ws+"/src/a.go", ws+"/src/b/c.go"), decided{allow, safety.LayerApproval, "allow-src"}},
		{"tool pattern", safety.ModeAuto, []safety.Rule{denyMCP},
			safety.Request{Tool: "mcp__github__create_issue"}, decided{deny, safety.LayerApproval, "deny-mcp"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := &safety.Policy{Mode: tc.mode, Rules: tc.rules}
			if diff := cmp.Diff(tc.want, decide(p, tc.req)); diff != "" {
				t.Errorf("Decide mismatch (-want +got):\n%s\n%s", diff, p.Decide(tc.req))
			}
		})
	}
}

func TestPolicyGrants(t *testing.T) {
	g := &safety.SessionGrants{}
	p := &safety.Policy{Mode: safety.ModeManual, Grants: g}
	if got := p.Decide(bash("go test ./...")).Verdict; got != ask {
		t.Fatalf("before the grant: %s, want ask", got)
	}
	g.AllowPrefix([]string{"go", "test"})
	g.AllowTool("write_file")
	tests := []struct {
		req  safety.Request
		want decided
	}{
		{bash("go test ./..."), decided{allow, safety.LayerApproval, "session"}},
		{bash("go test -run X ./internal/... 2>&1 | go test"), decided{allow, safety.LayerApproval, "session"}},
		{bash("go testx"), decided{ask, safety.LayerApproval, "mode:manual"}},
		{bash("go test; go vet"), decided{ask, safety.LayerApproval, "mode:manual"}},
		{bash("go test; rm -rf ~"), decided{deny, safety.LayerCommand, "rm-recursive-critical"}},
		{bash("sudo go test"), decided{ask, safety.LayerCommand, "privilege"}},
		{write(ws + "/a.go"), decided{allow, safety.LayerApproval, "session"}},
		{write(home + "/a.go"), decided{ask, safety.LayerWorkspace, "outside-workspace"}},
	}
	for _, tc := range tests {
		t.Run(tc.req.Command+tc.req.Tool, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, decide(p, tc.req)); diff != "" {
				t.Errorf("Decide mismatch (-want +got):\n%s\n%s", diff, p.Decide(tc.req))
			}
		})
	}
}

func TestNonInteractive(t *testing.T) {
	askD := safety.Decision{Verdict: ask, Reason: "r", Layer: safety.LayerCommand, Rule: "x"}
	tests := []struct {
		name  string
		in    safety.Decision
		askAs safety.Verdict
		want  safety.Verdict
	}{
		{"ask as deny", askD, deny, deny},
		{"ask as allow", askD, allow, allow},
		{"ask as ask is deny", askD, ask, deny},
		{"allow passes", safety.Decision{Verdict: allow}, deny, allow},
		{"deny passes", safety.Decision{Verdict: deny}, allow, deny},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := safety.NonInteractive(tc.in, tc.askAs)
			if got.Verdict != tc.want {
				t.Errorf("verdict = %s, want %s", got.Verdict, tc.want)
			}
			if got.Layer != tc.in.Layer || got.Rule != tc.in.Rule {
				t.Errorf("layer/rule changed: %+v", got)
			}
		})
	}
}

func TestParseModeAndVerdict(t *testing.T) {
	for _, s := range []string{"manual", "auto-edit", "AUTO"} {
		if _, err := safety.ParseMode(s); err != nil {
			t.Errorf("ParseMode(%q): %v", s, err)
		}
	}
	if _, err := safety.ParseMode("yolo"); err == nil {
		t.Error("ParseMode(yolo) succeeded")
	}
	for _, v := range []safety.Verdict{allow, ask, deny} {
		text, _ := v.MarshalText()
		var back safety.Verdict
		if err := back.UnmarshalText(text); err != nil || back != v {
			t.Errorf("round trip of %s: %s, %v", v, back, err)
		}
	}
	if _, err := safety.ParseVerdict("maybe"); err == nil {
		t.Error("ParseVerdict(maybe) succeeded")
	}
}
