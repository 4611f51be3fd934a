package compact

import (
	"encoding/json"
	"fmt"
	"strings"

	"troupe/messages"
)

// Result is what one stage returns: the new view, the record of what it
// replaced (Fired false when it replaced nothing), and the files the caller
// must write before using the view.
type Result struct {
	View    View
	Record  Record
	Persist []Persist
}

// MaskStage replaces every tool result older than the last cfg.MaskKeep with
// a pointer naming its call and the file holding its output.
func MaskStage(v View, cfg Config, c Counter) Result {
	return maskOlder(v, cfg, c, StageMask, cfg.MaskKeep)
}

// AggressiveStage is MaskStage keeping only the last cfg.AggressiveKeep.
func AggressiveStage(v View, cfg Config, c Counter) Result {
	return maskOlder(v, cfg, c, StageAggressive, cfg.AggressiveKeep)
}

// MaskAll masks every tool result but the last keep, ignoring the recent
// window and protected tools: the view of a pure observation-masking policy,
// against which the replay benchmark measures how close a policy gets.
func MaskAll(v View, keep int, cfg Config, c Counter) Result {
	cfg.RecentTurns = 0
	cfg.Protected = nil
	return maskOlder(v, cfg, c, StageMask, keep)
}

func maskOlder(v View, cfg Config, c Counter, st Stage, keep int) Result {
	recent := RecentStart(v, cfg.RecentTurns)
	kept := 0
	var targets []int
	for i := len(v.Entries) - 1; i >= 0; i-- {
		e := v.Entries[i]
		if e.Msg.Role != messages.RoleTool {
			continue
		}
		if kept < keep {
			kept++
			continue
		}
		if i >= recent || e.State != Live || cfg.protected(e.Msg.Name) {
			continue
		}
		targets = append(targets, i)
	}
	return replace(v, cfg, c, st, Masked, targets)
}

// PruneStage walks tool results newest first, leaving cfg.PruneProtectTokens
// of live output whole, and replaces each older live output of at least
// cfg.PruneMinChars characters with a pointer.
func PruneStage(v View, cfg Config, c Counter) Result {
	recent := RecentStart(v, cfg.RecentTurns)
	used := 0
	var targets []int
	for i := len(v.Entries) - 1; i >= 0; i-- {
		e := v.Entries[i]
		if e.Msg.Role != messages.RoleTool || e.State != Live {
			continue
		}
		if used < cfg.PruneProtectTokens || i >= recent || cfg.protected(e.Msg.Name) || len(e.Msg.Content) < cfg.PruneMinChars {
			used += e.Tokens
			continue
		}
		targets = append(targets, i)
	}
	return replace(v, cfg, c, StagePrune, Pruned, targets)
}

// replace swaps the entries at targets (view indices, any order) for
// pointers, skipping any whose pointer would not be smaller.
func replace(v View, cfg Config, c Counter, st Stage, state State, targets []int) Result {
	res := Result{View: v, Record: Record{Stage: st, At: v.Len}}
	if len(targets) == 0 {
		return res
	}
	calls := callsByID(v)
	out := View{Entries: make([]Entry, len(v.Entries)), Len: v.Len}
	copy(out.Entries, v.Entries)
	for k := len(targets) - 1; k >= 0; k-- { // oldest first
		i := targets[k]
		e := v.Entries[i]
		path := ScratchPath(cfg.ScratchDir, e.Origin, e.Msg.Name)
		rep := Replacement{
			Index: e.Origin, CallID: e.Msg.ToolCallID, Tool: e.Msg.Name, State: state, Path: path,
			Content: Pointer(state, calls[e.Msg.ToolCallID], e.Msg.Name, path), Before: e.Tokens,
		}
		m := e.Msg
		m.Content = rep.Content
		if rep.Tokens = c.Message(m); rep.Tokens >= e.Tokens {
			continue
		}
		if !offloaded(e.Msg.Content, path) {
			res.Persist = append(res.Persist, Persist{Path: path, Data: e.Msg.Content})
		}
		out.Entries[i] = replaced(e, rep)
		res.Record.Replaced = append(res.Record.Replaced, rep)
	}
	if len(res.Record.Replaced) > 0 {
		res.View = out
	}
	return res
}

// Pointer is the text that stands for a masked or pruned tool result: the
// state, the tool, the call's main argument and the file with the output,
// e.g. "[masked: read_file stats.go → scratch/m12-read_file.txt]". call may
// be zero when the call is no longer in view; tool names the tool then.
func Pointer(state State, call messages.ToolCall, tool, path string) string {
	name := call.Name
	if name == "" {
		name = tool
	}
	if arg := mainArg(call.Arguments); arg != "" {
		name += " " + arg
	}
	return fmt.Sprintf("[%s: %s → %s]", state, name, path)
}

// argKeys are the argument names that identify what a call was about, most
// telling first.
var argKeys = []string{"file_path", "path", "command", "cmd", "pattern", "query", "url", "description", "prompt"}

const maxArg = 40

// mainArg returns the call's most telling string argument, on one line and
// at most maxArg characters.
func mainArg(args messages.Args) string {
	var m map[string]any
	if json.Unmarshal(args, &m) != nil {
		return ""
	}
	s := ""
	for _, k := range argKeys {
		if v, ok := m[k].(string); ok && v != "" {
			s = v
			break
		}
	}
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > maxArg {
		s = string(r[:maxArg-1]) + "…"
	}
	return s
}
