package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"troupe/actors/agent"
	"troupe/internal/config"
	"troupe/internal/models"
	"troupe/internal/prompt"
	"troupe/internal/safety"
	"troupe/internal/slash"
	"troupe/internal/store"
	"troupe/internal/tokens"
	"troupe/messages"
	"troupe/supervisor"
)

// sessionHost is the running session behind an interactive front end. It
// implements slash.Host and the TUI's Backend, and swaps the session (for
// /clear and /resume) or the whole supervisor (for /model and /approval,
// which are fixed when a supervisor starts) when a command asks; the
// conversation continues from the session log.
//
// Its methods are safe for concurrent use. life is the interactive
// command's lifetime: the documented exception to keeping contexts out of
// structs, since Backend calls come from the UI without one.
type sessionHost struct {
	life    context.Context
	stdio   *IO
	observe supervisor.Observer // the front end's view of the bus

	mu    sync.Mutex
	g     globals // a copy: /model and /approval change it
	sup   *supervisor.Supervisor
	sess  *supervisor.Session
	think string
	plan  bool
	usage messages.Usage
	cost  float64
	shell *shellRunner
}

func newSessionHost(ctx context.Context, stdio *IO, g *globals, observe supervisor.Observer) *sessionHost {
	return &sessionHost{life: ctx, stdio: stdio, g: *g, observe: observe, plan: g.plan, think: g.think}
}

// open starts a supervisor and opens session id ("" for a new one).
func (h *sessionHost) open(ctx context.Context, id string) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.openLocked(ctx, id)
}

func (h *sessionHost) openLocked(ctx context.Context, id string) error {
	sup, err := h.g.start(ctx, h.stdio, true)
	if err != nil {
		return err
	}
	sess, err := sup.OpenSession(ctx, id, h.see)
	if err != nil {
		return errors.Join(err, sup.Close())
	}
	h.sup, h.sess = sup, sess
	// /cost counts the whole session: its log's usage when resumed (or
	// reopened by /model), nothing when new.
	h.usage, h.cost = messages.Usage{}, 0
	h.seedSpent(id)
	sess.SetPlan(h.plan)
	if h.think != "" {
		sess.SetThink(h.think)
	}
	return nil
}

// seedSpent starts /cost's count at what the stored session id has spent
// ("" for a new session: nothing). The caller holds h.mu.
func (h *sessionHost) seedSpent(id string) {
	if id == "" {
		return
	}
	u, cost, err := spent(h.sup.Store(), id)
	if err != nil {
		fmt.Fprintf(h.stdio.Err, "troupe: /cost counts from now: %v\n", err)
		return
	}
	h.usage, h.cost = h.usage.Add(u), h.cost+cost
}

// see counts usage, then hands the message to the front end.
func (h *sessionHost) see(subject string, m messages.Meta, b messages.Body) {
	if u, ok := b.(*messages.UsageReport); ok {
		h.mu.Lock()
		h.usage = h.usage.Add(u.Usage)
		h.cost += u.CostUSD
		h.mu.Unlock()
	}
	if h.observe != nil {
		h.observe(subject, m, b)
	}
}

// Close ends the session and its supervisor.
func (h *sessionHost) Close() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.closeLocked()
}

func (h *sessionHost) closeLocked() error {
	var jobsErr error
	if h.shell != nil {
		jobsErr = h.shell.close()
		h.shell = nil
	}
	if h.sup == nil {
		return jobsErr
	}
	err := errors.Join(h.sup.Close(), jobsErr)
	h.sup, h.sess = nil, nil
	return err
}

func (h *sessionHost) current() (*supervisor.Supervisor, *supervisor.Session) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.sup, h.sess
}

// Session returns the current session.
func (h *sessionHost) Session() *supervisor.Session {
	_, s := h.current()
	return s
}

// Labels names the session, the action model and the approval mode, for a
// status line.
func (h *sessionHost) Labels() (session, model, approval string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.sess != nil {
		session, model = h.sess.ID(), h.sup.ModelName()
	}
	return session, model, h.g.approval
}

// Submit runs one turn of the current session.
func (h *sessionHost) Submit(text string) (messages.TurnResult, error) {
	sess := h.Session()
	if sess == nil {
		return messages.TurnResult{}, supervisor.ErrClosed
	}
	return sess.Submit(h.life, text, 0)
}

// Cancel cancels the running turn.
func (h *sessionHost) Cancel(reason string) {
	if sess := h.Session(); sess != nil {
		sess.Cancel(reason)
	}
}

// Answer answers an approval request.
func (h *sessionHost) Answer(agentID string, ans messages.ApprovalAnswer) error {
	sess := h.Session()
	if sess == nil {
		return supervisor.ErrClosed
	}
	return sess.Answer(agentID, ans)
}

// Shell runs a command the user typed as !command.
func (h *sessionHost) Shell(command string) (string, error) {
	h.mu.Lock()
	if h.shell == nil {
		sr, err := newShellRunner(h.stdio, &h.g)
		if err != nil {
			h.mu.Unlock()
			return "", err
		}
		h.shell = sr
	}
	sr := h.shell
	h.mu.Unlock()
	return sr.run(h.life, command)
}

// reopen restarts the supervisor with changed flags and resumes the same
// session on it.
func (h *sessionHost) reopen(ctx context.Context, change func(g *globals)) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	id := h.sess.ID()
	old := h.g
	change(&h.g)
	if err := h.closeLocked(); err != nil {
		return err
	}
	if err := h.openLocked(ctx, id); err != nil {
		h.g = old
		return errors.Join(err, h.openLocked(ctx, id))
	}
	return nil
}

// Model implements slash.Host.
func (h *sessionHost) Model(ctx context.Context, spec string) (string, error) {
	if spec == "" {
		sup, _ := h.current()
		var b strings.Builder
		fmt.Fprintf(&b, "action model: %s", sup.ModelName())
		for slot, m := range sup.SlotModels() {
			if slot != models.Action {
				fmt.Fprintf(&b, "\n%s: %s", slot, m)
			}
		}
		return b.String() + "\n/model PROVIDER/MODEL switches this session's action model", nil
	}
	if _, _, err := models.ParseOverride(spec); err != nil {
		return "", err
	}
	if err := h.reopen(ctx, func(g *globals) { g.models = append(append([]string(nil), g.models...), spec) }); err != nil {
		return "", fmt.Errorf("switch model: %w", err)
	}
	sup, _ := h.current()
	return "action model: " + sup.ModelName(), nil
}

// Think implements slash.Host.
func (h *sessionHost) Think(level string) (string, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if level == "" {
		cur := h.think
		if cur == "" {
			cur = "off (config default)"
			if sup := h.sup; sup != nil && h.g.think != "" {
				cur = h.g.think
			}
		}
		return "thinking: " + cur + " (levels: off, low, medium, high)", nil
	}
	l, err := prompt.ParseLevel(level)
	if err != nil {
		return "", err
	}
	h.think = string(l)
	if h.sess != nil {
		h.sess.SetThink(h.think)
	}
	return "thinking: " + h.think, nil
}

// Plan implements slash.Host.
func (h *sessionHost) Plan(on bool) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.plan = on
	if h.sess != nil {
		h.sess.SetPlan(on)
	}
	if on {
		return "plan mode: read-only tools; the agent presents a plan for you to approve"
	}
	return "plan mode off"
}

// Approval implements slash.Host.
func (h *sessionHost) Approval(ctx context.Context, mode string) (string, error) {
	if mode == "" {
		h.mu.Lock()
		cur := h.g.approval
		h.mu.Unlock()
		if cur == "" {
			cur = string(safety.ModeAutoEdit) + " (default)"
		}
		return "approval: " + cur + " (modes: manual, auto-edit, auto)", nil
	}
	m, err := safety.ParseMode(mode)
	if err != nil {
		return "", err
	}
	if err := h.reopen(ctx, func(g *globals) { g.approval = string(m) }); err != nil {
		return "", err
	}
	return "approval: " + string(m), nil
}

// Clear implements slash.Host: a new session on the same supervisor.
func (h *sessionHost) Clear(ctx context.Context) (string, error) {
	return h.switchTo(ctx, "")
}

func (h *sessionHost) switchTo(ctx context.Context, id string) (string, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	sess, err := h.sup.OpenSession(ctx, id, h.see)
	if err != nil {
		return "", err
	}
	old := h.sess
	h.sess = sess
	// /cost counts the session switched to: nothing for a new one, what
	// its log holds for a resumed one (as the view replays it).
	h.usage, h.cost = messages.Usage{}, 0
	h.seedSpent(id)
	sess.SetPlan(h.plan)
	if h.think != "" {
		sess.SetThink(h.think)
	}
	if err := old.Close(); err != nil {
		return "", err
	}
	if id == "" {
		return "new session " + sess.ID(), nil
	}
	return "resumed session " + sess.ID(), nil
}

// Compact implements slash.Host.
func (h *sessionHost) Compact(ctx context.Context) (string, error) {
	_, sess := h.current()
	if sess == nil {
		return "", errors.New("no session is open")
	}
	res, err := sess.Compact(ctx)
	if err != nil {
		return "", err
	}
	if res.Err != nil {
		return "", fmt.Errorf("compact: %s", res.Err.Msg)
	}
	return res.Final, nil
}

// Context implements slash.Host.
func (h *sessionHost) Context(context.Context) (string, error) {
	sup, sess := h.current()
	loaded, err := sup.Store().Load(sess.ID())
	if err != nil {
		return "", err
	}
	cfg, err := config.Load(config.Paths(h.stdio.Getenv, loaded.Meta.Workspace)...)
	if err != nil {
		cfg = config.Default()
	}
	w, saved, err := agent.RestoreWindow(loaded.Events, agent.Main, tokens.NewCounter(), cfg.Context.Compaction)
	if errors.Is(err, agent.ErrNoWindow) {
		return "no model call yet: the window is empty", nil
	}
	if err != nil {
		return "", err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s (%s)\n", saved.Window.Model, saved.Window.Encoding)
	if err := w.Breakdown().Format(&b); err != nil {
		return "", err
	}
	return strings.TrimRight(b.String(), "\n"), nil
}

// Cost implements slash.Host.
func (h *sessionHost) Cost() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	u := h.usage
	return fmt.Sprintf("tokens in %d (cached %d) / out %d · $%.4f in this session so far", u.PromptTokens, u.CachedTokens, u.CompletionTokens, h.cost)
}

// Undo implements slash.Host: the files the last turn (or turn N) changed
// are restored from the session's checkpoints.
func (h *sessionHost) Undo(ctx context.Context, arg string) (string, error) {
	sup, sess := h.current()
	var b bytes.Buffer
	undoInSession(ctx, &b, sup.Store().Root(), sup.Store().Dir(sess.ID()), sup.Workspace(), arg)
	return strings.TrimRight(b.String(), "\n"), nil
}

// Resume implements slash.Host: without an argument it lists this
// project's sessions, numbered; with a number or an id it switches.
func (h *sessionHost) Resume(ctx context.Context, arg string) (string, error) {
	sup, sess := h.current()
	sums, err := projectSessions(sup.Store(), sup.Workspace())
	if err != nil {
		return "", err
	}
	if arg == "" {
		if len(sums) == 0 {
			return "no other session in this project", nil
		}
		var b strings.Builder
		b.WriteString("Sessions of this project (/resume N or /resume ID):\n")
		for i, s := range sums {
			cur := ""
			if s.ID == sess.ID() {
				cur = " (this one)"
			}
			fmt.Fprintf(&b, "%3d. %s  %s  %d turns  %s%s\n", i+1, s.ID, s.Updated.Local().Format("2006-01-02 15:04"), s.Turns, s.Title, cur)
		}
		return strings.TrimRight(b.String(), "\n"), nil
	}
	id := arg
	if n, err := strconv.Atoi(arg); err == nil {
		if n < 1 || n > len(sums) {
			return "", fmt.Errorf("no session number %d (there are %d)", n, len(sums))
		}
		id = sums[n-1].ID
	}
	if !messages.ValidID(id) {
		return "", fmt.Errorf("invalid session id %q", id)
	}
	if id == sess.ID() {
		return "already in session " + id, nil
	}
	return h.switchTo(ctx, id)
}

// Sessions implements slash.Host: this project's sessions, for a picker.
func (h *sessionHost) Sessions(context.Context) ([]slash.Choice, error) {
	sup, sess := h.current()
	sums, err := projectSessions(sup.Store(), sup.Workspace())
	if err != nil {
		return nil, err
	}
	var out []slash.Choice
	for _, s := range sums {
		cur := ""
		if s.ID == sess.ID() {
			cur = " (this one)"
		}
		out = append(out, slash.Choice{Line: "/resume " + s.ID,
			Label: fmt.Sprintf("%s  %s  %d turns  %s%s", s.ID, s.Updated.Local().Format("2006-01-02 15:04"), s.Turns, s.Title, cur),
			Text:  sup.Store().Text(s.ID, resumeFilterText)})
	}
	return out, nil
}

// resumeFilterText is how much of each session's contents the /resume
// picker's filter searches.
const resumeFilterText = 64 << 10

// projectSessions lists the sessions whose workspace is ws, newest first.
func projectSessions(st *store.Store, ws string) ([]store.Summary, error) {
	all, err := st.List()
	if err != nil {
		return nil, err
	}
	var out []store.Summary
	for _, s := range all {
		if s.Workspace == ws {
			out = append(out, s)
		}
	}
	return out, nil
}

var _ slash.Host = (*sessionHost)(nil)
