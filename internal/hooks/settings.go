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
)

// Events troupe raises.
const (
	PreToolUse       = "PreToolUse"
	PostToolUse      = "PostToolUse"
	UserPromptSubmit = "UserPromptSubmit"
	Stop             = "Stop"
	SubagentStop     = "SubagentStop"
	SessionStart     = "SessionStart"
)

// known are the events a settings file may name. Claude Code events troupe
// does not raise (Notification, PreCompact, SessionEnd) are accepted and
// never run.
var known = map[string]bool{PreToolUse: true, PostToolUse: true, UserPromptSubmit: true, Stop: true,
	SubagentStop: true, SessionStart: true, "Notification": true, "PreCompact": true, "SessionEnd": true}

// Hook is one command.
type Hook struct {
	Type    string  `json:"type"`
	Command string  `json:"command"`
	Timeout float64 `json:"timeout,omitempty"` // seconds; 0: 60
	Source  string  `json:"-"`                 // the settings file
}

// Group is hooks under one matcher.
type Group struct {
	Matcher string `json:"matcher,omitempty"`
	Hooks   []Hook `json:"hooks"`
	re      *regexp.Regexp
}

// Settings is every configured hook by event.
type Settings struct {
	Events map[string][]Group
}

// Paths returns the settings files hooks are read from, in order.
func Paths(workspace string) []string {
	return []string{
		filepath.Join(workspace, ".claude", "settings.json"),
		filepath.Join(workspace, ".claude", "settings.local.json"),
		filepath.Join(workspace, ".troupe", "settings.json"),
	}
}

// Load reads the hooks of every file in paths that exists; the groups of
// all files add up. A malformed file is an error naming the file (and the
// line of a JSON error).
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
		var f struct {
			Hooks map[string][]Group `json:"hooks"`
		}
		if err := json.Unmarshal(data, &f); err != nil {
			return nil, fmt.Errorf("hooks: %s: %w", p, lineOf(data, err))
		}
		for event, groups := range f.Hooks {
			if !known[event] {
				return nil, fmt.Errorf("hooks: %s: unknown event %q (known: PreToolUse, PostToolUse, UserPromptSubmit, Stop, SubagentStop, SessionStart, …)", p, event)
			}
			for i := range groups {
				g := &groups[i]
				if g.re, err = compile(g.Matcher); err != nil {
					return nil, fmt.Errorf("hooks: %s: %s matcher %q: %w", p, event, g.Matcher, err)
				}
				for j := range g.Hooks {
					h := &g.Hooks[j]
					if h.Type != "command" {
						return nil, fmt.Errorf("hooks: %s: %s: hook type %q is not supported (only \"command\")", p, event, h.Type)
					}
					if strings.TrimSpace(h.Command) == "" {
						return nil, fmt.Errorf("hooks: %s: %s: a hook has no command", p, event)
					}
					h.Source = p
				}
			}
			s.Events[event] = append(s.Events[event], groups...)
		}
	}
	return s, nil
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

// lineOf adds the line of a JSON error.
func lineOf(data []byte, err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	off := int64(-1)
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	}
	if off < 0 {
		return err
	}
	return fmt.Errorf("line %d: %w", 1+bytes.Count(data[:min(int(off), len(data))], []byte("\n")), err)
}
