package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"troupe/actors/agent"
	"troupe/messages"
)

// renderer prints a session's traffic as a conversation, and counts it.
// Its methods are safe for concurrent use.
type renderer struct {
	mu     sync.Mutex
	ask    *asker     // nil: approval requests are only shown
	live   *liveLines // nil: running calls' output is not shown (renderlive.go)
	w      io.Writer
	format string // text, json, stream-json
	counts map[string]int
	total  int
	tools  int
	sj     streamJSON
}

func newRenderer(w io.Writer, format string) *renderer {
	return &renderer{w: w, format: format, counts: map[string]int{}, sj: streamJSON{w: w, emit: format == "stream-json"}}
}

// start writes the stream-json init message (json and stream-json).
func (r *renderer) start(in initInfo) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.format != "text" {
		r.sj.init(in)
	}
}

// result writes the stream-json result message and returns it.
func (r *renderer) result(res messages.TurnResult) sjResult {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.sj.result(res)
}

// write writes one message of the stream-json output.
func (r *renderer) write(v any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.sj.write(v)
}

// setAsker routes approval requests to a, for the interactive session.
func (r *renderer) setAsker(a *asker) {
	r.mu.Lock()
	r.ask = a
	r.mu.Unlock()
}

// showLive prints running calls' and background jobs' output as it
// comes (line mode), dim when tty.
func (r *renderer) showLive(tty bool) {
	r.mu.Lock()
	r.live = newLiveLines(tty)
	r.mu.Unlock()
}

// showPrompt writes the prompt that awaits the person's input; live
// output printed while it is shown gives it back under it.
func (r *renderer) showPrompt(p string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	_, _ = io.WriteString(r.w, p)
	if r.live != nil {
		r.live.prompt = p
	}
}

// promptGone says the prompt is no longer on the last row (a line was
// entered).
func (r *renderer) promptGone() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.live != nil {
		r.live.prompt = ""
	}
}

// observe is a supervisor.Observer.
func (r *renderer) observe(subject string, m messages.Meta, b messages.Body) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.total++
	if p, ok := messages.ParseSubject(subject); ok {
		r.counts[string(p.Class)+" "+b.Type()]++
	}
	switch r.format {
	case "stream-json", "json":
		if p, ok := messages.ParseSubject(subject); ok {
			r.sj.observe(p, m, b)
		}
		return
	}
	indent := ""
	if m.Agent != agent.Main {
		indent = "    │ "
	}
	p, _ := messages.ParseSubject(subject)
	if p.Class != messages.ClassEvt {
		return
	}
	switch e := b.(type) {
	case *messages.AssistantMessage:
		if t := strings.TrimSpace(e.Message.Content); t != "" {
			r.lines(indent, prefixAgent(m.Agent), t)
		}
		for _, c := range e.Message.ToolCalls {
			if c.Name == "task" {
				continue // the subagent event says more
			}
			fmt.Fprintf(r.w, "%s● %s(%s)\n", indent, c.Name, argSummary(c.Arguments))
		}
	case *messages.ToolOutput:
		if r.live != nil {
			r.live.output(r.w, indent, m.Agent, *e)
		}
	case *messages.ToolResult:
		if m.Agent == agent.Main {
			r.tools++
		}
		if r.live != nil {
			r.live.done(m.Agent, e.CallID)
		}
		head, rest := firstLine(e.Content)
		mark := "⎿"
		if e.IsError {
			mark = "⎿ error:"
		}
		if rest > 0 {
			head += fmt.Sprintf(" … (+%d lines)", rest)
		}
		fmt.Fprintf(r.w, "%s  %s %s\n", indent, mark, head)
	case *messages.SubagentSpawned:
		fmt.Fprintf(r.w, "%s● task → %s (%s): %s\n", indent, e.Child, e.Kind, e.Task)
	case *messages.ApprovalRequest:
		if r.ask == nil || !r.ask.queue(m.Agent, *e) {
			fmt.Fprintf(r.w, "%s! %s needs approval: %s\n", indent, e.Tool, e.Reason)
		}
	case *messages.ModelDelta:
		// Text mode prints whole messages, never partial text, so a reset
		// has nothing to take back; say why the answer is late.
		if e.Reset {
			fmt.Fprintf(r.w, "%s! %sthe model's stream was cut; retrying the answer from the start\n", indent, prefixAgent(m.Agent))
		}
	case *messages.Notice:
		fmt.Fprintf(r.w, "%s! %s\n", indent, e.Text)
	case *messages.Supervision:
		fmt.Fprintf(r.w, "! supervisor: %s %s (%s)\n", strings.ToLower(strings.TrimSuffix(e.Directive, "Directive")), e.Child, e.Reason)
	}
}

func prefixAgent(id string) string {
	if id == agent.Main {
		return ""
	}
	return "[" + id + "] "
}

func (r *renderer) lines(indent, prefix, text string) {
	for i, l := range strings.Split(text, "\n") {
		if i == 0 {
			fmt.Fprintf(r.w, "%s%s%s\n", indent, prefix, l)
			continue
		}
		fmt.Fprintf(r.w, "%s%s\n", indent, l)
	}
}

// summary describes the bus traffic seen.
func (r *renderer) summary() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var keys []string
	for k := range r.counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	fmt.Fprintf(&b, "bus traffic: %d messages\n", r.total)
	for _, k := range keys {
		fmt.Fprintf(&b, "  %-28s %d\n", k, r.counts[k])
	}
	return b.String()
}

func firstLine(s string) (string, int) {
	s = strings.TrimRight(s, "\n")
	lines := strings.Split(s, "\n")
	return clipRunes(lines[0], 120), len(lines) - 1
}

// firstLineText is the first line of s, marked when more follows.
func firstLineText(s string) string {
	head, rest := firstLine(strings.TrimSpace(s))
	if rest > 0 {
		head += " …"
	}
	return head
}

// clipRunes cuts s to at most n characters, never inside one, marking the cut.
func clipRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n]) + "…"
}

// argSummary renders tool arguments on one short line.
func argSummary(raw []byte) string {
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		return truncate(string(raw), 80)
	}
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		var v bytes.Buffer
		enc := json.NewEncoder(&v)
		enc.SetEscapeHTML(false) // show && as typed, not \u0026\u0026
		_ = enc.Encode(m[k])
		parts = append(parts, k+"="+truncate(strings.TrimSuffix(v.String(), "\n"), 60))
	}
	return strings.Join(parts, ", ")
}

func truncate(s string, n int) string {
	return clipRunes(strings.ReplaceAll(s, "\n", "⏎"), n)
}
