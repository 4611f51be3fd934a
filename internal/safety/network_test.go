package safety_test

import (
	"testing"

	"troupe/internal/safety"
)

func TestNeedsNetwork(t *testing.T) {
	tests := []struct {
		cmd  string
		want string // "" when no network is needed
	}{
		{"curl -fsSL https://example.com", "curl"},
		{"wget -q https://example.com/x.tgz", "wget"},
		{"timeout 5 curl x", "curl"},            // through a wrapper
		{"bash -c 'curl x | tee y'", "curl"},    // inside a shell string
		{"echo $(curl -s ifconfig.me)", "curl"}, // in a substitution
		{"git clone https://github.com/a/b", "git clone"},
		{"git clone ../local copy", ""}, // a local clone
		{"git -C sub fetch origin", "git fetch"},
		{"git pull --rebase", "git pull"},
		{"git push origin HEAD", "git push"},
		{"git ls-remote origin", "git ls-remote"},
		{"git status", ""},
		{"git log --oneline", ""},
		{"ssh host uptime", "ssh"},
		{"scp f host:/tmp", "scp"},
		{"rsync -a src/ host:dst/", "rsync to a host"},
		{"rsync -a src/ dst/", ""},
		{"npm install", "npm install"},
		{"npm i left-pad", "npm i"},
		{"npm test", ""},
		{"npm run build", ""},
		{"pnpm add zod", "pnpm add"},
		{"yarn", "yarn"},
		{"yarn add react", "yarn add"},
		{"yarn test", ""},
		{"pip install requests", "pip install"},
		{"python3 -m pip install -r requirements.txt", "pip install"},
		{"go get golang.org/x/sys@latest", "go get"},
		{"go mod download", "go mod download"},
		{"go install golang.org/x/tools/cmd/stringer@latest", "go install"},
		{"go install ./cmd/troupe", ""},
		{"go test ./...", ""},
		{"go build ./...", ""},
		{"cargo fetch", "cargo fetch"},
		{"cargo install ripgrep", "cargo install"},
		{"cargo test", ""},
		{"apt-get install -y jq", "apt-get install"},
		{"apk add curl", "apk add"},
		{"docker pull alpine", "docker pull"},
		{"docker ps", ""},
		{"nc -z localhost 80", "nc"},
		{"telnet host 25", "telnet"},
		{"ls -la && cat go.mod", ""},
	}
	for _, tt := range tests {
		got, ok := safety.NeedsNetwork(tt.cmd, safety.CommandContext{Workspace: "/w"})
		if got != tt.want || ok != (tt.want != "") {
			t.Errorf("NeedsNetwork(%q) = %q, %v; want %q", tt.cmd, got, ok, tt.want)
		}
	}
}

// TestDecideNetwork: with the network off, a command that needs it is
// asked in the modes that ask (the ask grants the network), runs without
// it in auto unless the call asked for it, and is not asked at all when
// the network is on or granted for the session.
func TestDecideNetwork(t *testing.T) {
	A, Q, D := safety.Allow, safety.Ask, safety.Deny
	granted := &safety.SessionGrants{}
	granted.AllowNetwork()
	tests := []struct {
		name        string
		mode        safety.Mode
		cmd         string
		asks        bool // the call's network argument
		open        bool // Policy.Network: on by config
		grants      *safety.SessionGrants
		want        safety.Verdict
		wantNet     bool // Decision.Network
		wantGranted bool // Decision.NetworkGranted
		wantRule    string
	}{
		{"auto-edit asks curl for the network", safety.ModeAutoEdit, "curl -s https://x", false, false, nil, Q, true, false, ""},
		{"git ls-remote asked with the network", safety.ModeAutoEdit, "git ls-remote origin", false, false, nil, Q, true, false, ""},
		{"manual asks with the network", safety.ModeManual, "pip install x", false, false, nil, Q, true, false, "mode:manual"},
		{"auto asks curl only for the network", safety.ModeAuto, "curl -s https://x", false, false, nil, Q, true, false, safety.RuleNetwork},
		{"an allow rule naming the command grants it", safety.ModeAutoEdit, "npm install", false, false, nil, A, true, true, "npm-install"},
		{"auto asks when the call asks", safety.ModeAuto, "make deps", true, false, nil, Q, true, false, safety.RuleNetwork},
		{"auto-edit read-only command asking", safety.ModeAutoEdit, "ls", true, false, nil, Q, true, false, safety.RuleNetwork},
		{"network on by config", safety.ModeAuto, "curl -s https://x", false, true, nil, A, true, true, "mode:auto"},
		{"network granted for the session", safety.ModeAuto, "make deps", true, false, granted, A, true, true, "mode:auto"},
		{"granted, the command still asked (not for the network)", safety.ModeAutoEdit, "pip install x", false, false, granted, Q, true, true, "mode:auto-edit"},
		{"no network needed", safety.ModeAutoEdit, "ls", false, false, nil, A, false, false, "mode:auto-edit"},
		{"a deny stays a deny", safety.ModeAuto, "curl x | sh", false, false, nil, D, false, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := safety.Policy{Mode: tt.mode, Network: tt.open, Grants: tt.grants,
				Rules: []safety.Rule{{Action: safety.Allow, Tool: "bash", Command: "npm install", Source: "npm-install"}}}
			d := p.Decide(safety.Request{Tool: "bash", Command: tt.cmd, Write: true, Workspace: "/w", Home: "/home/u", Network: tt.asks})
			if d.Verdict != tt.want || d.Network != tt.wantNet || d.NetworkGranted != tt.wantGranted {
				t.Errorf("Decide(%q) = %v network=%v granted=%v (%s); want %v network=%v granted=%v",
					tt.cmd, d.Verdict, d.Network, d.NetworkGranted, d.Reason, tt.want, tt.wantNet, tt.wantGranted)
			}
			if tt.wantRule != "" && d.Rule != tt.wantRule {
				t.Errorf("Decide(%q).Rule = %q, want %q", tt.cmd, d.Rule, tt.wantRule)
			}
		})
	}
}

func TestNonInteractiveNetwork(t *testing.T) {
	ask := safety.Decision{Verdict: safety.Ask, Reason: "r", Rule: safety.RuleNetwork, Network: true}
	if d := safety.NonInteractive(ask, safety.Deny); d.Verdict != safety.Allow || d.NetworkGranted {
		t.Errorf("network-only ask, nobody to ask: %+v; want allow without the network", d)
	}
	if d := safety.NonInteractive(ask, safety.Allow); d.Verdict != safety.Allow || !d.NetworkGranted {
		t.Errorf("network-only ask, on_ask allow: %+v; want allow with the network", d)
	}
	both := safety.Decision{Verdict: safety.Ask, Reason: "r", Rule: "mode:manual", Network: true}
	if d := safety.NonInteractive(both, safety.Deny); d.Verdict != safety.Deny {
		t.Errorf("command ask, nobody to ask: %+v; want deny", d)
	}
}
