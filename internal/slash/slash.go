// Package slash is the one registry of an interactive session's slash
// commands (/help, /model, /think, …). Both front ends — the full-screen TUI
// and the line mode — parse input through a Registry and run commands
// against a Host they implement, so the set of commands, their help and the
// error for an unknown one are the same everywhere.
//
// Concurrency: a Registry is immutable after New and safe for concurrent
// use. Run calls the Host from the caller's goroutine; a Host need not be
// safe for concurrent use unless its front end shares it.
package slash

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
)

// ErrUnknown is wrapped by the error for a slash command that does not exist.
var ErrUnknown = errors.New("slash: unknown command")

// Host is what the commands act on: the running session and its supervisor.
// Methods that show or change a setting take "" to show it.
type Host interface {
	// Model shows the action model, or switches this session to spec.
	Model(ctx context.Context, spec string) (string, error)
	// Think shows or sets the thinking level of the following turns.
	Think(level string) (string, error)
	// Plan turns plan mode on or off for the following turns.
	Plan(on bool) string
	// Approval shows or sets the approval mode.
	Approval(ctx context.Context, mode string) (string, error)
	// Clear starts a new session in the same workspace.
	Clear(ctx context.Context) (string, error)
	// Compact compacts the main agent's context now.
	Compact(ctx context.Context) (string, error)
	// Context describes what fills the main agent's window.
	Context(ctx context.Context) (string, error)
	// Cost describes the tokens and cost so far.
	Cost() string
	// Undo restores the files the last turn (or turn N) changed.
	Undo(ctx context.Context, arg string) (string, error)
	// Resume lists this project's sessions (arg "") or switches to one,
	// named by id or by its number in the list.
	Resume(ctx context.Context, arg string) (string, error)
	// Sessions are this project's sessions to resume, newest first.
	Sessions(ctx context.Context) ([]Choice, error)
}

// Result is what a command asks of its front end beyond the text it shows.
type Result struct {
	Text   string // shown to the user (a front end that can pick shows Pick instead)
	Prompt string // submitted as a prompt (e.g. /approve)
	// Turn is how the prompt's turn differs from others: a custom
	// command's allowed-tools (turn.go).
	Turn   Turn
	Toggle string // a panel to toggle: "agents" or "tap"
	Filter string // for "tap": bus tap filters (--type, --exclude, --agent, --tree, --deltas); shows the panel
	Exit   bool
	Pick   []Choice // offered to choose from, e.g. the sessions of /resume
	// Edit are files to open in $EDITOR (/memory); a full-screen front end
	// suspends while the editor runs.
	Edit []string
}

// Choice is one entry of a picker: choosing it runs Line.
type Choice struct {
	Label string
	Line  string // a slash command line, e.g. "/resume 20260102-030405-abcd"
	// Text is more the picker's filter matches, not shown: a session's
	// prompts and answers for /resume, lowercased.
	Text string
}

// Command is one slash command.
type Command struct {
	Name  string // without the slash
	Args  string // usage of the arguments, e.g. "[LEVEL]"
	Help  string
	Alias []string
	Run   func(ctx context.Context, h Host, args string) (Result, error)
}

// Registry holds the commands, in the order /help lists them.
type Registry struct {
	cmds   []Command
	byName map[string]int
}

// New builds a registry; names and aliases must be unique.
func New(cmds ...Command) (*Registry, error) {
	r := &Registry{byName: map[string]int{}}
	for i, c := range cmds {
		for _, n := range append([]string{c.Name}, c.Alias...) {
			if _, dup := r.byName[n]; dup {
				return nil, fmt.Errorf("slash: duplicate command /%s", n)
			}
			r.byName[n] = i
		}
	}
	r.cmds = cmds
	return r, nil
}

// Commands returns the commands in help order.
func (r *Registry) Commands() []Command { return append([]Command(nil), r.cmds...) }

// IsCommand reports whether a line is meant as a slash command: it starts
// with "/" followed by a letter. "//x" and "/path/to" with a second slash in
// the first word are prompts.
func IsCommand(line string) bool {
	line = strings.TrimSpace(line)
	if len(line) < 2 || line[0] != '/' {
		return false
	}
	word, _, _ := strings.Cut(line[1:], " ")
	if strings.Contains(word, "/") {
		return false
	}
	c := word[0]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// Lookup parses a slash command line into its command and argument text.
// An unknown name is an error wrapping ErrUnknown that suggests the nearest
// command.
func (r *Registry) Lookup(line string) (Command, string, error) {
	word, args, _ := strings.Cut(strings.TrimSpace(line), " ")
	name := strings.ToLower(strings.TrimPrefix(word, "/"))
	if i, ok := r.byName[name]; ok {
		return r.cmds[i], strings.TrimSpace(args), nil
	}
	if full := strings.TrimPrefix(word, "/"); strings.HasPrefix(full, "mcp__") {
		return mcpPromptCommand(full), strings.TrimSpace(args), nil
	}
	msg := fmt.Sprintf("/%s", name)
	if s := Nearest(name, r.names()); s != "" {
		return Command{}, "", fmt.Errorf("%w %s (did you mean /%s? /help lists them)", ErrUnknown, msg, s)
	}
	return Command{}, "", fmt.Errorf("%w %s (/help lists them)", ErrUnknown, msg)
}

// Run parses and runs one slash command line.
func (r *Registry) Run(ctx context.Context, h Host, line string) (Result, error) {
	c, args, err := r.Lookup(line)
	if err != nil {
		return Result{}, err
	}
	if c.Name == "help" {
		text := r.Help()
		if l, ok := h.(MCPPromptLister); ok {
			text += mcpPromptHelp(l.MCPPromptHelp())
		}
		return Result{Text: text}, nil
	}
	return c.Run(ctx, h, args)
}

func (r *Registry) names() []string {
	var out []string
	for n := range r.byName {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Help lists the commands, one a line.
func (r *Registry) Help() string {
	var b strings.Builder
	b.WriteString("Commands:\n")
	for _, c := range r.cmds {
		use := "/" + c.Name
		if c.Args != "" {
			use += " " + c.Args
		}
		fmt.Fprintf(&b, "  %-22s %s\n", use, c.Help)
	}
	return strings.TrimRight(b.String(), "\n")
}

// Nearest returns the candidate closest to s by edit distance, or "" when
// none is close enough to be a likely typo.
func Nearest(s string, candidates []string) string {
	var prefixed []string
	for _, c := range candidates {
		if s != "" && strings.HasPrefix(c, s) {
			prefixed = append(prefixed, c)
		}
	}
	if len(prefixed) == 1 {
		return prefixed[0]
	}
	best, bestD := "", -1
	for _, c := range candidates {
		d := distance(s, c)
		if bestD < 0 || d < bestD {
			best, bestD = c, d
		}
	}
	limit := len(s)/3 + 1
	if bestD < 0 || bestD > limit {
		return ""
	}
	return best
}

// distance is the Levenshtein distance between a and b.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
