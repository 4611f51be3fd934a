// Package hooks runs user hooks written as Claude Code writes them in its
// settings ("hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [{"type":
// "command", "command": "…", "timeout": 30}]}]}), read from
// .claude/settings.json, .claude/settings.local.json and
// .troupe/settings.json. A hook gets the event as JSON on stdin; exit code 2
// blocks (its stderr goes to the model, or to the user for a prompt), any
// other non-zero exit is reported and ignored, and JSON on stdout is honoured
// (decision, permissionDecision, additionalContext, continue, …). Matchers
// are regular expressions over tool names, and Claude Code's names (Bash,
// Read, Write, Edit, Glob, Grep, Task) match troupe's equivalents.
//
// Hook commands run through internal/tool/shell's process start (the bash
// tool's: own process group, secret-free environment, kill on timeout, and
// its sandbox), with a timeout. Every run is reported to Publish (an event
// on the bus).
//
// Concurrency: Settings is read-only once loaded; a Runner's methods are
// safe for concurrent use, and each run waits for its process before it
// returns (it starts no goroutine that outlives the call).
package hooks

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"troupe/internal/diag"
	"troupe/internal/lazy"
)

// Events troupe raises.
const (
	PreToolUse       = "PreToolUse"
	PostToolUse      = "PostToolUse"
	UserPromptSubmit = "UserPromptSubmit"
	Stop             = "Stop"
	SubagentStop     = "SubagentStop"
	SessionStart     = "SessionStart"
	// PostToolUseFailure follows a call that failed (PostToolUse only a
	// call that succeeded); SessionEnd the end of a session.
	PostToolUseFailure = "PostToolUseFailure"
	SessionEnd         = "SessionEnd"
)

// raised are the events troupe raises.
var raised = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{PreToolUse: true, PostToolUse: true, UserPromptSubmit: true, Stop: true,
		SubagentStop: true, SessionStart: true, PostToolUseFailure: true, SessionEnd: true,
		SubagentStart: true, PreCompact: true, Notification: true, PermissionRequest: true,
		Setup: true, StopFailure: true, PostCompact: true,
		InstructionsLoaded: true, PostToolBatch: true, UserPromptExpansion: true}
}}

// Hook is one command.
type Hook struct {
	Type    string   `json:"type"`
	Command string   `json:"command"`
	Prompt  string   `json:"prompt,omitempty"`  // type "prompt": what the judging model is asked ($ARGUMENTS: the event)
	Timeout float64  `json:"timeout,omitempty"` // seconds; 0: 60
	Source  string   `json:"-"`                 // the settings file
	fn      Callback // a callback hook (AddCallback) instead of a command
}

// Group is hooks under one matcher.
type Group struct {
	Matcher string `json:"matcher,omitempty"`
	Hooks   []Hook `json:"hooks"`
	re      *regexp.Regexp
}

// Settings is what troupe takes from Claude Code's settings files: every
// configured hook by event, the permission rules and the environment.
type Settings struct {
	Events map[string][]Group
	// Permissions are the "permissions" allow, ask and deny entries of
	// every file, in Claude Code's rule syntax (Rules translates them).
	Permissions []Permission
	// Env is the "env" of every file, later files overriding earlier.
	Env  map[string]string
	Diag diag.Report // what was loaded and skipped, and why
}

// Permission is one entry of a settings file's permissions lists.
type Permission struct {
	Action string // allow, ask or deny
	Rule   string // e.g. "Bash(npm run test:*)", "Read(./.env)"
	File   string
	Line   int
}

// Paths returns the settings files hooks are read from, lowest precedence
// first: the user's ~/.claude/settings.json (home "" for none), then the
// project's .claude/settings.json, .claude/settings.local.json and
// .troupe/settings.json.
//
// A workspace of "" (one the person has not trusted) gives the user's file
// only: the project's settings are then not read at all.
func Paths(home, workspace string) []string {
	var out []string
	if home != "" {
		out = append(out, filepath.Join(home, ".claude", "settings.json"))
	}
	if workspace == "" {
		return out
	}
	return append(out,
		filepath.Join(workspace, ".claude", "settings.json"),
		filepath.Join(workspace, ".claude", "settings.local.json"),
		filepath.Join(workspace, ".troupe", "settings.json"))
}

// Load reads the hooks of every file in paths that exists; the groups of
// all files add up. Loading is tolerant, as Claude Code's is: a file that
// is not JSON, an unknown event, a matcher that does not compile, a hook
// type troupe does not run or a hook without a command is skipped and
// recorded, with the file and line, in Settings.Diag. The error is only
// for a file that exists and cannot be read.
func Load(paths ...string) (*Settings, error) {
	s := &Settings{Events: map[string][]Group{}}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("hooks: %w", err)
		}
		s.read(p, data)
	}
	return s, nil
}

// read adds the hooks of one settings file.
func (s *Settings) read(p string, data []byte) {
	var f struct {
		Hooks       map[string]json.RawMessage `json:"hooks"`
		Permissions json.RawMessage            `json:"permissions"`
		Env         json.RawMessage            `json:"env"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		s.Diag.Skip(diag.Settings, "", p, diag.JSONLine(data, err), "not valid JSON, every setting in it ignored: %v", err)
		return
	}
	s.readPermissions(p, data, f.Permissions)
	s.readEnv(p, data, f.Env)
	events := make([]string, 0, len(f.Hooks))
	for ev := range f.Hooks {
		events = append(events, ev)
	}
	sort.Strings(events)
	for _, event := range events {
		line := keyLine(data, event)
		if _, known := notRaised.Get()[event]; !raised.Get()[event] && !known {
			s.Diag.Skip(diag.Hook, event, p, line, "unknown event %q", event)
			continue
		}
		var groups []Group
		if err := json.Unmarshal(f.Hooks[event], &groups); err != nil {
			s.Diag.Skip(diag.Hook, event, p, line, "want a list of {matcher, hooks}: %v", err)
			continue
		}
		var kept []Group
		for _, g := range groups {
			var err error
			if g.re, err = compile(g.Matcher); err != nil {
				s.Diag.Skip(diag.Hook, event, p, line, "matcher %q: %v", g.Matcher, err)
				continue
			}
			var hs []Hook
			for _, h := range g.Hooks {
				switch {
				case h.Type == "prompt" && strings.TrimSpace(h.Prompt) == "":
					s.Diag.Skip(diag.Hook, event, p, line, "a prompt hook has no prompt")
					continue
				case h.Type == "prompt":
					h.Command = "prompt: " + firstLine(h.Prompt) // how runs and listings name it
				case h.Type != "command":
					s.Diag.Skip(diag.Hook, event, p, line, "hook type %q is not run by troupe (only \"command\" and \"prompt\")", h.Type)
					continue
				case strings.TrimSpace(h.Command) == "":
					s.Diag.Skip(diag.Hook, event, p, line, "a hook has no command")
					continue
				}
				h.Source = p
				hs = append(hs, h)
				if raised.Get()[event] {
					s.Diag.Load(diag.Hook, event+" "+h.Command, p)
				} else {
					s.Diag.Skip(diag.Hook, event+" "+h.Command, p, line, "this hook never runs: %s", notRaised.Get()[event])
				}
			}
			if len(hs) > 0 {
				g.Hooks = hs
				kept = append(kept, g)
			}
		}
		if len(kept) > 0 && raised.Get()[event] {
			s.Events[event] = append(s.Events[event], kept...)
		}
	}
}

// keyLine is the line of the first "key": in data, 0 if none.
func keyLine(data []byte, key string) int {
	i := bytes.Index(data, []byte(`"`+key+`"`))
	if i < 0 {
		return 0
	}
	return 1 + bytes.Count(data[:i], []byte("\n"))
}

// compile makes a matcher a regular expression matched against the whole
// name; "" and "*" match everything.
func compile(m string) (*regexp.Regexp, error) {
	if m == "" || m == "*" {
		return nil, nil
	}
	return regexp.Compile("^(?:" + m + ")$")
}

// Empty reports whether no hook is configured.
func (s *Settings) Empty() bool { return s == nil || len(s.Events) == 0 }

// matching returns the hooks of event whose matcher matches one of names
// (a tool's troupe and Claude Code names, or a SessionStart source), each
// hook once, with the matcher that chose it.
func (s *Settings) matching(event string, names ...string) []chosen {
	if s == nil {
		return nil
	}
	var out []chosen
	seen := map[string]bool{}
	for _, g := range s.Events[event] {
		ok := g.re == nil
		for _, n := range names {
			ok = ok || g.re.MatchString(n)
		}
		if !ok {
			continue
		}
		for _, h := range g.Hooks {
			if !seen[h.Command] { // Claude Code runs identical commands once
				seen[h.Command] = true
				out = append(out, chosen{hook: h, matcher: g.Matcher})
			}
		}
	}
	return out
}

type chosen struct {
	hook    Hook
	matcher string
}

// Summary lists the configured hooks, one line each, for display.
func (s *Settings) Summary() []string {
	var out []string
	for ev, groups := range s.Events {
		for _, g := range groups {
			for _, h := range g.Hooks {
				out = append(out, fmt.Sprintf("%s [%s] %s (%s)", ev, g.Matcher, h.Command, h.Source))
			}
		}
	}
	sort.Strings(out)
	return out
}

// firstLine is s's first line, at most 60 characters.
func firstLine(s string) string {
	l, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
	if r := []rune(l); len(r) > 60 {
		return string(r[:59]) + "…"
	}
	return l
}
