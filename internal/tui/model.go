package tui

import (
	"context"
	"os/exec"
	"strings"
	"time"

	"charm.land/bubbles/v2/spinner"
	"charm.land/bubbles/v2/textarea"
	tea "charm.land/bubbletea/v2"

	"troupe/internal/slash"
	"troupe/messages"
)

// Backend is the running session the TUI drives. Submit blocks until the
// turn ends; the other methods return at once.
type Backend interface {
	Submit(text string) (messages.TurnResult, error)
	Cancel(reason string)
	Answer(agent string, ans messages.ApprovalAnswer) error
	// Shell runs a command typed as "!command" through the same safety
	// layers as the agent's bash tool and returns its output.
	Shell(command string) (string, error)
}

// labeler is a Backend that can name its session, action model and
// approval mode, which slash commands may change.
type labeler interface {
	Labels() (session, model, approval string)
}

func (m *Model) relabel() {
	if l, ok := m.o.Backend.(labeler); ok {
		s, mod, a := l.Labels()
		if s != "" {
			m.session, m.model, m.approval = s, mod, a
		}
	}
}

// Event is one bus message of the session, as an Observer sees it.
type Event struct {
	Subject string
	Meta    messages.Meta
	Body    messages.Body
}

// Options configure a Model.
type Options struct {
	Backend   Backend
	Host      slash.Host
	Commands  *slash.Registry
	Session   string // session id, for the status line
	Model     string // action model, for the status line
	Approval  string // approval mode, for the status line
	Plan      bool
	Window    int    // the action model's context window, in tokens
	Workspace string // root for @path completion
	// Previews tells what edit calls change, for diffs in the transcript
	// and approval dialogs; nil shows no diffs.
	Previews Previewer
	History  *History
	// Now is the clock; nil means time.Now. Tests fix it.
	Now func() time.Time
	// Context bounds slash commands; nil means context.Background().
	Context context.Context
	// Editor makes the command that edits files (/memory); the TUI
	// suspends while it runs. Nil: /memory only names the files.
	Editor func(files []string) *exec.Cmd
}

// Model is the TUI's state. Create it with New.
type Model struct {
	o       Options
	now     func() time.Time
	width   int
	height  int
	input   textarea.Model
	spin    spinner.Model
	hist    *History
	histPos int    // index into history while recalling; len(entries) = the draft
	draft   string // what was typed before recalling history

	tr   *transcript
	tree *tree
	tap  *tapLog

	queue      []string
	shellCtx   []pendingShell        // !command outputs the next prompt carries to the model
	pastes     map[string]string     // placeholder in the editor → pasted text
	sug        *suggest              // the / or @ menu above the editor; nil: closed
	sugClosed  string                // the word whose menu Esc closed
	turns      map[string]slash.Turn // what commands asked of their prompts' turns, by prompt (turn.go)
	mcpStarted bool                  // the / menu started the MCP servers (mcpmenu.go)
	files      []string              // the workspace's files, listed when @ opens the picker
	busy       bool
	slashBusy  bool // busy belongs to a slash command running off the update loop
	started    time.Time
	activity   string
	// approvalActivity is what the spinner said before an approval was
	// asked; it says it again once answered.
	approvalActivity string
	retryUntil       time.Time // a model call is retried at this time
	retryWhy         string    // after what: "429", "529 overloaded", "a connection error"
	interrupt        bool      // Esc or Ctrl-C already cancelled the running turn
	ctrlC            int       // consecutive Ctrl-C presses
	scroll           int       // lines scrolled up from the bottom
	showTree         bool
	showTap          bool
	notice           string // one-line message above the input (errors, hints)
	quitting         bool

	approvals []pendingApproval
	dialog    *dialog
	planText  string // the plan of the last present_plan call in this turn

	// status
	session  string
	model    string
	approval string
	plan     bool
	ctxUsed  int
	stage    string
	usage    messages.Usage
	cost     float64
}

// New builds a Model.
func New(o Options) *Model {
	ta := textarea.New()
	ta.Placeholder = "Ask troupe… (Enter sends · Alt+Enter or Ctrl+J adds a line · /help)"
	ta.ShowLineNumbers = false
	ta.Prompt = "> "
	ta.SetPromptFunc(2, func(i textarea.PromptInfo) string { // "> " once, not on every row
		if i.LineNumber == 0 {
			return "> "
		}
		return "  "
	})
	// The editor grows with its wrapped lines up to a third of the screen
	// (layout sets MaxHeight), then scrolls; the content is never capped.
	ta.DynamicHeight = true
	ta.MinHeight = 1
	ta.MaxContentHeight = 1 << 20
	ta.KeyMap.InsertNewline.SetKeys("alt+enter", "ctrl+j", "shift+enter")
	ta.Focus()
	m := &Model{o: o, now: o.Now, input: ta, hist: o.History, tr: newTranscript(o.Previews), tree: newTree(), tap: newTapLog(200),
		session: o.Session, model: o.Model, approval: o.Approval, plan: o.Plan, showTree: true}
	if m.now == nil {
		m.now = time.Now
	}
	if m.hist == nil {
		m.hist = &History{}
	}
	if m.o.Context == nil {
		m.o.Context = context.Background()
	}
	m.histPos = len(m.hist.Entries())
	m.spin = spinner.New(spinner.WithSpinner(spinner.MiniDot))
	m.width, m.height = 100, 30
	m.layout()
	return m
}

// Init implements tea.Model.
func (m *Model) Init() tea.Cmd { return textarea.Blink }

// Update implements tea.Model.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.layout()
		return m, nil
	case tea.KeyPressMsg:
		return m, m.key(msg)
	case tea.MouseWheelMsg:
		m.wheel(msg)
		return m, nil
	case tea.PasteMsg:
		if m.dialog != nil && m.dialog.reasonMode {
			m.dialog.reason += msg.Content
			return m, nil
		}
		m.paste(normalizeNewlines(msg.Content))
		m.layout()
		m.updateSuggest()
		return m, nil
	case Event:
		m.event(msg)
		return m, nil
	case Events:
		for _, e := range msg {
			m.event(e)
		}
		return m, nil
	case turnDoneMsg:
		return m, m.turnDone(msg)
	case slashDoneMsg:
		return m, m.slashDone(msg)
	case editorDoneMsg:
		if msg.err != nil {
			m.tr.add(blockError, "", "editor: "+msg.err.Error())
		}
		// The editor had the terminal: draw the whole screen again
		// rather than trust the renderer's idea of what is on it.
		return m, tea.Batch(tea.ClearScreen, m.next())
	case shellDoneMsg:
		out := shellText(msg.out, msg.err)
		m.tr.add(blockShell, "", "$ "+msg.command+"\n"+out)
		m.shellCtx = append(m.shellCtx, pendingShell{command: msg.command, output: out})
		m.notice = "the output goes to the model with your next prompt"
		m.busy = false
		return m, m.next()
	case spinner.TickMsg:
		if !m.busy {
			return m, nil
		}
		var cmd tea.Cmd
		m.spin, cmd = m.spin.Update(msg)
		return m, cmd
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	return m, cmd
}

// Events is a batch of bus events, delivered in order in one update.
type Events []Event

type turnDoneMsg struct {
	text string
	res  messages.TurnResult
	err  error
}

type slashDoneMsg struct {
	line string
	res  slash.Result
	err  error
}

type shellDoneMsg struct {
	command string
	out     string
	err     error
}

// Quitting reports whether the user asked to exit.
func (m *Model) Quitting() bool { return m.quitting }

// layout sizes the input to its wrapped content, at most a third of the
// screen, and the transcript to the width.
func (m *Model) layout() {
	m.input.MaxHeight = max(m.height/3, 1)
	m.input.SetWidth(max(m.width-2, 10)) // recomputes the height
	m.tr.setWidth(m.transcriptWidth())
}

func (m *Model) transcriptWidth() int {
	w := m.width
	if m.showTree && m.width >= 80 {
		w -= treeWidth + 1
	}
	return max(w, 20)
}

// Transcript is the conversation as shown, one styled line per screen
// line, for printing into the terminal's scrollback after the program ends.
func (m *Model) Transcript() string {
	m.tr.endLive()
	return strings.Join(m.tr.lines, "\n")
}

// SessionID is the session the view shows now (/clear and /resume change it).
func (m *Model) SessionID() string { return m.session }
