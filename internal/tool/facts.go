package tool

import (
	"encoding/json"
)

// Facts declare what a tool's calls touch, so that the layers which must
// know it read the declaration instead of keying on the tool's name: the
// gate (paths, command, network), checkpoints (edits), reminders (edits,
// verification), the TUI (preview), compaction (subject) and placement
// (ReadOnly).
type Facts struct {
	// Paths are the arguments that hold paths, and whether the call
	// writes them.
	Paths []PathArg
	// GuessPaths says any other string argument is a path when it names
	// an existing or protected path: for tools whose arguments troupe did
	// not declare (an MCP server's).
	GuessPaths bool
	// Command is the argument holding a shell command the call runs.
	Command string
	// Network is the boolean argument by which a call asks for network
	// access for its command.
	Network string
	// Web says the call reaches hosts on the network itself (web_fetch,
	// web_search), not through a command: its hosts are decided by the
	// call's Hosts (WithHosts), as a command's through the proxy.
	Web bool
	// Edits says a successful call changes files.
	Edits bool
	// Verifies says a successful call runs commands that can check
	// earlier edits (tests, builds).
	Verifies bool
	// Jobs says the tool only acts on the agent's background jobs: it
	// reads and writes no file itself.
	Jobs bool
	// AgentState says the tool only changes the calling agent's own
	// state (its todo list): no file, command or host. The gate treats
	// its calls as reads; they still run one at a time.
	AgentState bool
	// External says the tool is not troupe's own (an MCP server's): its
	// own claims of safety are not taken, and it is asked in auto-edit
	// mode unless a rule allows it.
	External bool
	// Subject names the arguments that tell what a call is about, most
	// telling first (a masked result's pointer shows the first present).
	Subject []string
	// Preview returns what a call would change, for display; nil: the
	// tool has no preview.
	Preview func(args json.RawMessage) (Change, bool)
	// Kind is what sort of action a call is, as a front end shows it;
	// "": read from the other facts (Spec.Kind).
	Kind Kind
	// MapPath turns a declared path argument, as the model wrote it, into
	// the path it names on disk, for a tool whose paths live in a space
	// of their own (the memory tool's /memories/…); nil: as written.
	MapPath func(string) string
}

// Kind is what sort of action a tool's calls are, as a front end shows
// them: the Agent Client Protocol's tool kinds.
type Kind string

// The kinds of tool calls.
const (
	KindRead       Kind = "read"
	KindEdit       Kind = "edit"
	KindDelete     Kind = "delete"
	KindMove       Kind = "move"
	KindSearch     Kind = "search"
	KindExecute    Kind = "execute"
	KindThink      Kind = "think"
	KindFetch      Kind = "fetch"
	KindSwitchMode Kind = "switch_mode"
	KindOther      Kind = "other"
)

// Kind is the declared kind of the tool's calls, or the one its other
// facts imply: a tool that edits files edits, one that runs commands or
// acts on jobs executes, one that reaches the web fetches, another tool
// of troupe's own that only reads paths reads; anything else (an MCP
// server's tool) is other.
func (s Spec) Kind() Kind {
	f := s.Facts
	switch {
	case f.Kind != "":
		return f.Kind
	case f.External:
		return KindOther
	case f.Edits:
		return KindEdit
	case f.Command != "" || f.Jobs:
		return KindExecute
	case f.Web:
		return KindFetch
	case s.ReadOnly && len(f.Paths) > 0:
		return KindRead
	}
	return KindOther
}

// PathArg is an argument that holds a path.
type PathArg struct {
	Name  string
	Write bool // the call may change what the path names
}

// Change is what a call would change in one file, for display.
type Change struct {
	Path  string
	Hunks []Hunk
}

// Hunk replaces Old by New; Old is "" for a file written whole.
type Hunk struct{ Old, New string }

// Touch is what one call touches, read from its arguments by its spec's
// Facts.
type Touch struct {
	Paths   []PathUse
	Command string // the shell command it runs, "" if none
	Network bool   // it asks for network access for its command
	// Strings are the values of its other string arguments, when the
	// spec's facts say to guess paths among them.
	Strings []PathUse
}

// PathUse is one path a call names, as given (relative to the workspace
// or absolute).
type PathUse struct {
	Arg   string
	Path  string
	Write bool
}

// Writes reports whether calls of the tool may change files or run
// commands: what the gate treats as a write.
func (s Spec) Writes() bool { return !s.ReadOnly && !s.Facts.Jobs && !s.Facts.AgentState }

// Touches reads what the call with args touches. Malformed arguments
// touch nothing (the tool itself reports them).
func (s Spec) Touches(args json.RawMessage) Touch {
	var t Touch
	var m map[string]json.RawMessage
	if json.Unmarshal(args, &m) != nil {
		return t
	}
	f := s.Facts
	declared := map[string]bool{}
	for _, p := range f.Paths {
		declared[p.Name] = true
		for _, v := range stringsOf(m[p.Name]) {
			if f.MapPath != nil {
				v = f.MapPath(v)
			}
			t.Paths = append(t.Paths, PathUse{Arg: p.Name, Path: v, Write: p.Write})
		}
	}
	if f.Command != "" {
		declared[f.Command] = true
		var c string
		if json.Unmarshal(m[f.Command], &c) == nil {
			t.Command = c
		}
	}
	if f.Network != "" {
		var b bool
		if json.Unmarshal(m[f.Network], &b) == nil {
			t.Network = b
		}
	}
	if f.GuessPaths {
		for k, raw := range m {
			if declared[k] {
				continue
			}
			for _, v := range stringsOf(raw) {
				t.Strings = append(t.Strings, PathUse{Arg: k, Path: v, Write: s.Writes()})
			}
		}
	}
	return t
}

// stringsOf returns a JSON string, or the strings of an array of them,
// leaving out empty ones.
func stringsOf(raw json.RawMessage) []string {
	if len(raw) == 0 {
		return nil
	}
	var one string
	if json.Unmarshal(raw, &one) == nil {
		if one == "" {
			return nil
		}
		return []string{one}
	}
	var many []string
	if json.Unmarshal(raw, &many) != nil {
		return nil
	}
	out := many[:0]
	for _, v := range many {
		if v != "" {
			out = append(out, v)
		}
	}
	return out
}

// Subject returns the most telling string argument of a call, by the
// spec's Subject, or "".
func (s Spec) Subject(args json.RawMessage) string {
	var m map[string]json.RawMessage
	if json.Unmarshal(args, &m) != nil {
		return ""
	}
	for _, k := range s.Facts.Subject {
		var v string
		if json.Unmarshal(m[k], &v) == nil && v != "" {
			return v
		}
	}
	return ""
}
