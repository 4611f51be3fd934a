package hooks

import (
	"encoding/json"
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/bmatcuk/doublestar/v4"

	"troupe/internal/diag"
	"troupe/internal/lazy"
	"troupe/internal/netproxy"
	"troupe/internal/safety"
	"troupe/internal/tool"
)

// readPermissions adds the allow, ask and deny entries of one file's
// "permissions"; the other keys are noted as not honoured.
func (s *Settings) readPermissions(file string, data []byte, raw json.RawMessage) {
	if len(raw) == 0 {
		return
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		s.Diag.Skip(diag.Permission, "", file, keyLine(data, "permissions"), "permissions must be an object: %v", err)
		return
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		line := keyLine(data, k)
		switch k {
		case "allow", "ask", "deny":
			var list []string
			if err := json.Unmarshal(m[k], &list); err != nil {
				s.Diag.Skip(diag.Permission, k, file, line, "want a list of rules: %v", err)
				continue
			}
			for _, r := range list {
				s.Permissions = append(s.Permissions, Permission{Action: k, Rule: r, File: file, Line: ruleLine(data, r, line)})
			}
		default: // defaultMode, additionalDirectories, disableBypassPermissionsMode, …
			s.Diag.Warn(diag.Permission, k, file, line, "permissions.%s is not honoured by troupe (its approval mode and workspace roots come from its own config and flags)", k)
		}
	}
}

// ruleLine is the line of rule's string in data, or def.
func ruleLine(data []byte, rule string, def int) int {
	q, _ := json.Marshal(rule)
	if l := keyLine(data, strings.Trim(string(q), `"`)); l > 0 {
		return l
	}
	return def
}

// readEnv adds one file's "env".
func (s *Settings) readEnv(file string, data []byte, raw json.RawMessage) {
	if len(raw) == 0 {
		return
	}
	var env map[string]any
	if err := json.Unmarshal(raw, &env); err != nil {
		s.Diag.Skip(diag.Settings, "env", file, keyLine(data, "env"), "env must be an object of strings: %v", err)
		return
	}
	if s.Env == nil {
		s.Env = map[string]string{}
	}
	for k, v := range env {
		switch v := v.(type) {
		case string:
			s.Env[k] = v
		case float64, bool:
			s.Env[k] = fmt.Sprint(v)
		default:
			s.Diag.Skip(diag.Settings, "env "+k, file, keyLine(data, k), "the value is not a string")
			continue
		}
		s.Diag.Load(diag.Settings, "env "+k, file)
	}
}

// EnvList is Env as NAME=value entries, sorted by name.
func (s *Settings) EnvList() []string {
	out := make([]string, 0, len(s.Env))
	for k, v := range s.Env {
		out = append(out, k+"="+v)
	}
	sort.Strings(out)
	return out
}

// Rules translates the permission entries into troupe's approval rules
// (layer 2 of the gate: deny beats ask beats allow, whatever the file).
// Each rule's Source is "file:line (Claude rule)". An entry troupe cannot
// honour (a tool it does not have, a specifier it cannot read) is
// recorded in s.Diag and left out; home is the user's home, for "~/".
func (s *Settings) Rules(home string) []safety.Rule {
	var out []safety.Rule
	for _, p := range s.Permissions {
		action, err := safety.ParseVerdict(p.Action)
		if err != nil {
			continue // readPermissions keeps only allow, ask and deny
		}
		rules, why := ClaudeRule(p.Rule, action)
		if why != "" {
			s.Diag.Skip(diag.Permission, p.Action+" "+p.Rule, p.File, p.Line, "%s", why)
			continue
		}
		for i := range rules {
			rules[i].Source = fmt.Sprintf("%s:%d (%s)", p.File, p.Line, p.Rule)
		}
		out = append(out, rules...)
		s.Diag.Load(diag.Permission, p.Action+" "+p.Rule, p.File)
	}
	return out
}

// fileRules say what a Claude Read or Edit rule covers: Claude Code
// applies Read rules to every tool that reads files and Edit rules to
// every tool that edits them, so these go by the tools' declared facts
// (safety.Rule.Access), not a list of names a new tool would escape.
// Write and MultiEdit name one tool each.
var fileRules = &lazy.Value[map[string]safety.Rule]{New: func() map[string]safety.Rule {
	return map[string]safety.Rule{
		"Read":      {Access: "read"},
		"Edit":      {Access: "write"},
		"Write":     {Tool: "write_file"},
		"MultiEdit": {Tool: "multi_edit"},
	}
}}

func hasFileRule(name string) bool { _, ok := fileRules.Get()[name]; return ok }

// ClaudeRule translates one Claude Code permission rule ("Bash(npm run
// test:*)", "Read(./.env)", "Edit(src/**)", "mcp__github", "WebFetch")
// into troupe rules with action, or says why it cannot.
func ClaudeRule(rule string, action safety.Verdict) ([]safety.Rule, string) {
	rule = strings.TrimSpace(rule)
	name, spec, hasSpec := strings.Cut(rule, "(")
	if hasSpec {
		if !strings.HasSuffix(spec, ")") {
			return nil, "a rule is Tool or Tool(specifier); this one has no closing parenthesis"
		}
		spec = strings.TrimSuffix(spec, ")")
	}
	name = strings.TrimSpace(name)
	if spec == "*" || spec == "" {
		hasSpec = false
	}
	switch {
	case name == "":
		return nil, "no tool name"
	case strings.HasPrefix(name, "mcp__"):
		if hasSpec {
			return nil, "an MCP rule takes no specifier"
		}
		if strings.Count(name, "__") == 1 { // a whole server
			name += "__*"
		}
		return []safety.Rule{{Tool: name, Action: action}}, ""
	case name == "Bash":
		if !hasSpec {
			return []safety.Rule{{Tool: "bash", Action: action}, {Tool: "bash_output", Action: action}, {Tool: "kill_bash", Action: action}}, ""
		}
		return bashRule(spec, action)
	case hasFileRule(name):
		r := fileRules.Get()[name]
		if hasSpec {
			var why string
			if r.Path, why = pathPattern(spec); why != "" {
				return nil, why
			}
		}
		r.Action = action
		return []safety.Rule{r}, ""
	case name == "WebFetch":
		return webFetchRule(spec, hasSpec, action)
	case name == "WebSearch" && hasSpec:
		return nil, "a WebSearch rule takes no specifier"
	}
	tools, known := tool.FromClaude(name)
	if !known && tool.IsClaudeStyle(name) {
		return nil, fmt.Sprintf("troupe has no tool like Claude Code's %s", name)
	}
	if hasSpec {
		return nil, fmt.Sprintf("troupe cannot read the specifier of a %s rule", name)
	}
	var out []safety.Rule
	for _, t := range tools {
		out = append(out, safety.Rule{Tool: t, Action: action})
	}
	return out, ""
}

// bashRule reads a Bash specifier: "cmd args:*" is a prefix of words
// (Claude Code's legacy form), a specifier with * is a glob over the
// command, anything else the command exactly.
func bashRule(spec string, action safety.Verdict) ([]safety.Rule, string) {
	spec = strings.TrimSpace(spec)
	if p, ok := strings.CutSuffix(spec, ":*"); ok {
		words := strings.Fields(p)
		if len(words) == 0 || strings.ContainsAny(p, "*?") {
			return nil, "a prefix rule (cmd:*) needs plain words before :*"
		}
		return []safety.Rule{{Tool: "bash", Prefix: words, Action: action}}, ""
	}
	if strings.Contains(spec, ":*") {
		return nil, ":* is only allowed at the end of a Bash rule"
	}
	return []safety.Rule{{Tool: "bash", Command: spec, Action: action}}, ""
}

// pathPattern turns a Claude path specifier (gitignore-style) into a
// troupe rule path: "//abs" is absolute, "~/p" in the home directory,
// "/p" and "./p" and "p/q" relative to the project root, and a bare
// name without a slash matches at any depth, as in .gitignore.
func pathPattern(spec string) (string, string) {
	spec = strings.TrimSpace(spec)
	var pat string
	switch {
	case strings.HasPrefix(spec, "//"):
		pat = path.Clean(spec[1:])
	case strings.HasPrefix(spec, "~/"):
		pat = "~/" + strings.TrimPrefix(path.Clean(spec[2:]), "/")
	case strings.HasPrefix(spec, "/"):
		pat = strings.TrimPrefix(path.Clean(spec), "/")
	case strings.HasPrefix(spec, "./"):
		pat = path.Clean(spec)
	case !strings.Contains(strings.TrimSuffix(spec, "/"), "/"):
		pat = "**/" + strings.TrimSuffix(spec, "/")
	default:
		pat = path.Clean(spec)
	}
	if strings.HasSuffix(spec, "/") { // a directory: everything in it
		pat += "/**"
	}
	if !doublestar.ValidatePattern(strings.TrimPrefix(pat, "~/")) {
		return "", fmt.Sprintf("invalid path pattern %q", spec)
	}
	return pat, ""
}

// webFetchRule reads a WebFetch rule: "WebFetch(domain:example.com)" (or
// *.example.com) decides that host for web_fetch and for commands
// granted the network alike; a bare "WebFetch" covers web_fetch's calls
// and every host they fetch.
func webFetchRule(spec string, hasSpec bool, action safety.Verdict) ([]safety.Rule, string) {
	if !hasSpec {
		return []safety.Rule{{Tool: "web_fetch", Action: action}, {Tool: "web_fetch", Domain: "*", Action: action}}, ""
	}
	host, ok := strings.CutPrefix(strings.TrimSpace(spec), "domain:")
	if !ok {
		return nil, "a WebFetch rule's specifier is domain:HOST"
	}
	if err := netproxy.ValidPattern(host); err != nil {
		return nil, err.Error()
	}
	return []safety.Rule{{Domain: strings.TrimSpace(host), Action: action}}, ""
}
