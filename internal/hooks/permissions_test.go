package hooks

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/safety"
)

func TestClaudeRule(t *testing.T) {
	deny := safety.Deny
	for _, tc := range []struct {
		rule string
		want []safety.Rule
		why  string
	}{
		{"Bash(npm run test:*)", []safety.Rule{{Tool: "bash", Prefix: []string{"npm", "run", "test"}, Action: deny}}, ""},
		{"Bash(git diff)", []safety.Rule{{Tool: "bash", Command: "git diff", Action: deny}}, ""},
		{"Bash(npm *)", []safety.Rule{{Tool: "bash", Command: "npm *", Action: deny}}, ""},
		{"Bash", []safety.Rule{{Tool: "bash", Action: deny}, {Tool: "bash_output", Action: deny}, {Tool: "kill_bash", Action: deny}}, ""},
		{"Read(./.env)", []safety.Rule{{Access: "read", Path: ".env", Action: deny}}, ""},
		{"Read", []safety.Rule{{Access: "read", Action: deny}}, ""},
		{"Edit(src/**)", []safety.Rule{{Access: "write", Path: "src/**", Action: deny}}, ""},
		{"Write(*.lock)", []safety.Rule{{Tool: "write_file", Path: "**/*.lock", Action: deny}}, ""},
		{"Write(//etc/hosts)", []safety.Rule{{Tool: "write_file", Path: "/etc/hosts", Action: deny}}, ""},
		{"Write(~/.zshrc)", []safety.Rule{{Tool: "write_file", Path: "~/.zshrc", Action: deny}}, ""},
		{"Write(/docs/)", []safety.Rule{{Tool: "write_file", Path: "docs/**", Action: deny}}, ""},
		{"mcp__github", []safety.Rule{{Tool: "mcp__github__*", Action: deny}}, ""},
		{"mcp__github__create_issue", []safety.Rule{{Tool: "mcp__github__create_issue", Action: deny}}, ""},
		{"Glob", []safety.Rule{{Tool: "glob", Action: deny}}, ""},
		{"WebFetch(domain:example.com)", []safety.Rule{{Domain: "example.com", Action: deny}}, ""},
		{"WebFetch(domain:*.example.com)", []safety.Rule{{Domain: "*.example.com", Action: deny}}, ""},
		{"WebFetch", []safety.Rule{{Tool: "web_fetch", Action: deny}, {Tool: "web_fetch", Domain: "*", Action: deny}}, ""},
		{"WebFetch(https://example.com/)", nil, "domain:HOST"},
		{"WebFetch(domain:a b.com)", nil, "bad host pattern"},
		{"WebSearch", []safety.Rule{{Tool: "web_search", Action: deny}}, ""},
		{"NotebookEdit", nil, "no tool like"},
		{"Bash(echo:* x)", nil, ":* is only allowed at the end"},
		{"Bash(npm", nil, "no closing parenthesis"},
		{"Task(explore)", nil, "cannot read the specifier"},
	} {
		got, why := ClaudeRule(tc.rule, deny)
		if diff := cmp.Diff(tc.want, got); diff != "" || !strings.Contains(why, tc.why) || (tc.why == "") != (why == "") {
			t.Errorf("%s: why %q (want %q)\n%s", tc.rule, why, tc.why, diff)
		}
	}
}

// A deny rule from Claude's syntax really denies in the policy; an allow
// of a prefix does not cover a chained command.
func TestClaudeRulesInThePolicy(t *testing.T) {
	var rules []safety.Rule
	for _, r := range []struct {
		rule   string
		action safety.Verdict
	}{{"Bash(echo:*)", safety.Deny}, {"Bash(go test:*)", safety.Allow}} {
		rs, why := ClaudeRule(r.rule, r.action)
		if why != "" {
			t.Fatal(why)
		}
		rules = append(rules, rs...)
	}
	p := &safety.Policy{Mode: safety.ModeManual, Rules: rules}
	for cmd, want := range map[string]safety.Verdict{"echo hi": safety.Deny, "ls && echo hi": safety.Deny, "env echo hi": safety.Deny,
		"go test ./...": safety.Allow, "go test ./... && rm -rf x": safety.Ask} {
		if d := p.Decide(safety.Request{Tool: "bash", Command: cmd, Workspace: "/w"}); d.Verdict != want {
			t.Errorf("%q: %v (%s), want %v", cmd, d.Verdict, d.Reason, want)
		}
	}
}

// Claude's Read and Edit rules go by what a tool declares it does, not by
// a list of names: a file-reading tool added later (here "peek") is denied
// .env as read_file is; a write is not a read; a command and an MCP tool
// are not file tools. Before, the rule named four tools and "peek" read
// .env.
func TestClaudeFileRulesFollowFacts(t *testing.T) {
	var rules []safety.Rule
	for _, r := range []string{"Read(./.env)", "Edit(src/**)"} {
		rs, why := ClaudeRule(r, safety.Deny)
		if why != "" {
			t.Fatal(why)
		}
		rules = append(rules, rs...)
	}
	p := &safety.Policy{Mode: safety.ModeAuto, Rules: rules}
	for _, tc := range []struct {
		name string
		req  safety.Request
		want safety.Verdict
	}{
		{"read_file .env", safety.Request{Tool: "read_file", Paths: []string{"/w/.env"}}, safety.Deny},
		{"a new reading tool on .env", safety.Request{Tool: "peek", Paths: []string{"/w/.env"}}, safety.Deny},
		{"a new reading tool elsewhere", safety.Request{Tool: "peek", Paths: []string{"/w/main.go"}}, safety.Allow},
		{"a new writing tool in src", safety.Request{Tool: "scribble", Write: true, Paths: []string{"/w/src/a.go"}}, safety.Deny},
		{"a read in src", safety.Request{Tool: "peek", Paths: []string{"/w/src/a.go"}}, safety.Allow},
		{"an MCP tool is not a file tool", safety.Request{Tool: "mcp__fs__read", External: true, Paths: []string{"/w/src/a.go"}, Write: true}, safety.Allow},
	} {
		tc.req.Workspace, tc.req.Home = "/w", "/home/u"
		if d := p.Decide(tc.req); d.Verdict != tc.want {
			t.Errorf("%s: %v (%s), want %v", tc.name, d.Verdict, d.Reason, tc.want)
		}
	}
}
