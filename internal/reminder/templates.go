package reminder

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"unicode/utf8"

	"troupe/internal/template"
	"troupe/messages"
)

// Name names a reminder template: configs/reminders/<name>.md.
type Name string

// The reminder templates.
const (
	NameToolFailed             Name = "tool_failed"
	NameToolFailedPermission   Name = "tool_failed_permission"
	NameToolFailedNotFound     Name = "tool_failed_not_found"
	NameToolFailedInvalidInput Name = "tool_failed_invalid_input"
	NameToolFailedRateLimit    Name = "tool_failed_rate_limit"
	NameToolFailedTimeout      Name = "tool_failed_timeout"
	NameToolFailedEditMismatch Name = "tool_failed_edit_mismatch"
	NameReadOnlyStreak         Name = "read_only_streak"
	NameToolDenied             Name = "tool_denied"
	NameOpenTodos              Name = "open_todos"
	NameTodosDone              Name = "todos_done"
	NamePlanApproved           Name = "plan_approved"
	NameSubagentsReturned      Name = "subagents_returned"
	NameImplicitCompletion     Name = "implicit_completion"
	NameCompletionCheck        Name = "completion_check" // the request to the critique slot, not a reminder
	NameTruncated              Name = "truncated"
	NameWindDown               Name = "wind_down"
	NameDoomLoopWarning        Name = "doom_loop_warning"
	NameDoomLoopStepBack       Name = "doom_loop_stepback"
	NameDoomLoopStop           Name = "doom_loop_stop"
)

// Names returns every template name Load requires.
func Names() []Name {
	return []Name{
		NameToolFailed, NameToolFailedPermission, NameToolFailedNotFound, NameToolFailedInvalidInput,
		NameToolFailedRateLimit, NameToolFailedTimeout, NameToolFailedEditMismatch,
		NameReadOnlyStreak, NameToolDenied, NameOpenTodos, NameTodosDone, NamePlanApproved,
		NameSubagentsReturned, NameImplicitCompletion, NameCompletionCheck, NameTruncated, NameWindDown,
		NameDoomLoopWarning, NameDoomLoopStepBack, NameDoomLoopStop,
	}
}

// Dir is the directory of the templates inside the file system given to Load.
const Dir = "reminders"

// Data is what a template may use; each uses the few fields it needs.
type Data struct {
	Tool      string     // a tool's name
	Error     string     // a tool's error text, clipped
	Reason    string     // why a call was denied
	Count     int        // how many: read-only steps, open or completed todos
	More      int        // open todos beyond those listed
	Open      []string   // open todos' contents
	Plan      string     // an approved plan
	Task      string     // the original task, clipped
	Empty     bool       // the model's answer was empty
	Subagents []Subagent // subagents that returned
	MaxTurns  int        // the iteration cap reached
	Cycle     []string   // the tool names of a repeated cycle
	Repeats   int        // how many times the cycle ran
}

// Subagent is one returned subagent, as a reminder lists it.
type Subagent struct {
	Type   string
	Task   string
	Failed bool
}

// Templates holds the parsed reminder templates.
type Templates struct {
	t map[Name]*template.Template
}

// ErrUnknown is returned by Render for a name Load did not load.
var ErrUnknown = errors.New("reminder: unknown template")

// Load parses every template of Names from Dir in fsys (configs.FS) and
// renders each once with zero Data, so that a template using a field Data
// lacks fails here rather than in the middle of a run.
func Load(fsys fs.FS) (*Templates, error) {
	funcs := template.FuncMap{"join": strings.Join}
	ts := &Templates{t: map[Name]*template.Template{}}
	var errs []error
	for _, n := range Names() {
		file := path.Join(Dir, string(n)+".md")
		src, err := fs.ReadFile(fsys, file)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		t, err := template.New(file).Funcs(funcs).Option("missingkey=error").Parse(string(src))
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if err := t.Execute(&strings.Builder{}, Data{}); err != nil {
			errs = append(errs, err)
			continue
		}
		ts.t[n] = t
	}
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("reminder: load templates: %w", err)
	}
	return ts, nil
}

// Render returns the text of template n with d, without surrounding space.
func (ts *Templates) Render(n Name, d Data) (string, error) {
	t, ok := ts.t[n]
	if !ok {
		return "", fmt.Errorf("%q: %w", n, ErrUnknown)
	}
	var b strings.Builder
	if err := t.Execute(&b, d); err != nil {
		return "", fmt.Errorf("reminder: render %s: %w", n, err)
	}
	return strings.TrimSpace(b.String()), nil
}

// Text is Render for callers that cannot fail: Load has already rendered
// every template, so the only failure left is a name Load did not load,
// a programming error, which comes back as the text itself so it is seen.
func (ts *Templates) Text(n Name, d Data) string {
	s, err := ts.Render(n, d)
	if err != nil {
		return "(" + err.Error() + ")"
	}
	return s
}

// Message renders template n as a reminder message in the user role.
func (ts *Templates) Message(n Name, d Data) messages.Message {
	return Message(ts.Text(n, d))
}

const (
	openTag  = "<system-reminder>"
	closeTag = "</system-reminder>"
)

// Wrap puts text inside <system-reminder> tags.
func Wrap(text string) string {
	return openTag + "\n" + strings.TrimSpace(text) + "\n" + closeTag
}

// Message returns one user-role message holding each text wrapped, in
// order, separated by a blank line.
func Message(texts ...string) messages.Message {
	parts := make([]string, len(texts))
	for i, t := range texts {
		parts[i] = Wrap(t)
	}
	return messages.Message{Role: messages.RoleUser, Content: strings.Join(parts, "\n\n")}
}

// IsReminder reports whether m is a message this package made: a user
// message starting with a <system-reminder> tag. The thinking call leaves
// these out.
func IsReminder(m messages.Message) bool {
	return m.Role == messages.RoleUser && strings.HasPrefix(m.Content, openTag)
}

// clip shortens s to at most n bytes, on a rune boundary, marking the cut.
func clip(s string, n int) string {
	s = strings.TrimSpace(s)
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + " …"
}
