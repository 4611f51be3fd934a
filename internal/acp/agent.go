package acp

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	acpsdk "github.com/coder/acp-go-sdk"

	"troupe/internal/gate"
	"troupe/internal/lazy"
	"troupe/internal/tool"
	"troupe/messages"
)

// Backend is one troupe session behind an ACP session.
type Backend interface {
	// ID is the troupe session id (what session/load takes back).
	ID() string
	// Submit runs one turn with the images the prompt carries and waits
	// for its result; Cancel ends it early (its result then has a
	// KindCanceled error).
	Submit(ctx context.Context, text string, images []Image) (messages.TurnResult, error)
	Cancel(reason string)
	// SetMode switches the approval mode (manual, auto-edit, auto) or plan
	// mode ("plan") for the following turns.
	SetMode(ctx context.Context, mode string) error
	// Slash runs a slash command line: text to show, and a prompt to
	// submit when the command asks for one.
	Slash(ctx context.Context, line string) (text, prompt string, err error)
	// History is the main agent's conversation so far (a loaded session's).
	History() []messages.Message
	// ToolKind is the kind of a call of the named tool, as the session's
	// tools declare it: "read", "edit", "execute", …, "other" (ACP's
	// tool kinds).
	ToolKind(name string) string
	Close() error
}

// Hooks is what a Backend calls back: every bus message of the session,
// and the approver of each agent's asks.
type Hooks struct {
	Observe  func(subject string, m messages.Meta, b messages.Body)
	Approver func(agent string) gate.Approver
}

// OpenRequest asks for a Backend: a new session in Cwd, or the stored
// session Resume.
type OpenRequest struct {
	Cwd    string
	Resume string
	Mode   string // the mode to start in; "" for the default
	Hooks  Hooks
	// Editor is the client's fs when it offers reads or writes, for the
	// file tools (nil otherwise).
	Editor tool.Editor
}

// Image is an image block of a prompt: its bytes, decoded.
type Image struct {
	Data     []byte
	MimeType string
}

// SessionSummary is a stored session session/list names.
type SessionSummary struct {
	ID, Cwd, Title string
	Updated        time.Time
}

// Command is a slash command the client may offer.
type Command struct {
	Name, Description, Hint string
}

// Options configure Serve.
type Options struct {
	Open func(ctx context.Context, r OpenRequest) (Backend, error)
	// List returns the stored sessions of a directory ("" for every one),
	// newest first; nil leaves session/list out.
	List     func(ctx context.Context, cwd string) ([]SessionSummary, error)
	Commands []Command
	// Mode is the mode sessions start in: manual, auto-edit (default),
	// auto or plan.
	Mode    string
	Version string
	Logger  *slog.Logger
}

// sessionModes are the session modes troupe offers.
var sessionModes = &lazy.Value[[]acpsdk.SessionMode]{New: func() []acpsdk.SessionMode {
	return []acpsdk.SessionMode{
		{Id: "manual", Name: "Manual", Description: acpsdk.Ptr("Ask before every edit and command")},
		{Id: "auto-edit", Name: "Auto-edit", Description: acpsdk.Ptr("Edit files in the workspace without asking; ask before commands")},
		{Id: "auto", Name: "Auto", Description: acpsdk.Ptr("Edit and run commands in the sandbox without asking; ask only for what leaves it")},
		{Id: "plan", Name: "Plan", Description: acpsdk.Ptr("Research with read-only tools and present a plan; change nothing")},
	}
}}

func validMode(m string) bool {
	for _, x := range sessionModes.Get() {
		if string(x.Id) == m {
			return true
		}
	}
	return false
}

// Serve runs the ACP agent on in and out until the client closes the
// connection or ctx ends; then it closes every session.
func Serve(ctx context.Context, in io.Reader, out io.Writer, o Options) error {
	if o.Mode == "" {
		o.Mode = "auto-edit"
	}
	if !validMode(o.Mode) {
		return fmt.Errorf("acp: unknown mode %q (manual, auto-edit, auto or plan)", o.Mode)
	}
	a := &Agent{o: o, sessions: map[acpsdk.SessionId]*session{}, replies: &replies{w: out}}
	// The SDK starts reading (and handling requests on goroutines of its
	// own) inside NewAgentSideConnection; the gate holds that first read
	// until a.conn and the logger are set, so no handler sees them half
	// made.
	gate := &gatedReader{r: in, open: make(chan struct{})}
	conn := acpsdk.NewAgentSideConnection(a, a.replies, gate)
	if o.Logger != nil {
		conn.SetLogger(o.Logger)
	}
	a.conn = conn
	close(gate.open)
	select {
	case <-conn.Done():
	case <-ctx.Done():
	}
	return a.closeAll()
}

// Agent implements the SDK's Agent and AgentLoader.
type Agent struct {
	o       Options
	conn    *acpsdk.AgentSideConnection
	replies *replies // the connection's writer

	mu       sync.Mutex
	caps     acpsdk.ClientCapabilities
	sessions map[acpsdk.SessionId]*session
}

var (
	_ acpsdk.Agent       = (*Agent)(nil)
	_ acpsdk.AgentLoader = (*Agent)(nil)
)

func (a *Agent) closeAll() error {
	a.mu.Lock()
	ss := a.sessions
	a.sessions = map[acpsdk.SessionId]*session{}
	a.mu.Unlock()
	var errs []error
	for _, s := range ss {
		errs = append(errs, s.close())
	}
	return errors.Join(errs...)
}

// Initialize implements acpsdk.Agent.
func (a *Agent) Initialize(_ context.Context, p acpsdk.InitializeRequest) (acpsdk.InitializeResponse, error) {
	a.mu.Lock()
	a.caps = p.ClientCapabilities
	a.mu.Unlock()
	return acpsdk.InitializeResponse{
		ProtocolVersion: acpsdk.ProtocolVersionNumber,
		AgentCapabilities: acpsdk.AgentCapabilities{
			LoadSession:         true,
			PromptCapabilities:  acpsdk.PromptCapabilities{EmbeddedContext: true, Image: true},
			SessionCapabilities: a.sessionCaps(),
		},
		AgentInfo:   &acpsdk.Implementation{Name: "troupe", Version: a.o.Version},
		AuthMethods: []acpsdk.AuthMethod{},
	}, nil
}

func (a *Agent) sessionCaps() acpsdk.SessionCapabilities {
	c := acpsdk.SessionCapabilities{Close: &acpsdk.SessionCloseCapabilities{}, Resume: &acpsdk.SessionResumeCapabilities{}}
	if a.o.List != nil {
		c.List = &acpsdk.SessionListCapabilities{}
	}
	return c
}

// Authenticate implements acpsdk.Agent: troupe reads its keys from the
// environment and needs no login.
func (a *Agent) Authenticate(context.Context, acpsdk.AuthenticateRequest) (acpsdk.AuthenticateResponse, error) {
	return acpsdk.AuthenticateResponse{}, nil
}

// NewSession implements acpsdk.Agent.
func (a *Agent) NewSession(ctx context.Context, p acpsdk.NewSessionRequest) (acpsdk.NewSessionResponse, error) {
	s, err := a.open(ctx, p.Cwd, "")
	if err != nil {
		return acpsdk.NewSessionResponse{}, err
	}
	// The client learns the session's id from this answer: its updates
	// (the commands it offers, what its hooks and servers said while it
	// opened) follow the answer, never precede it.
	if a.replies != nil {
		a.replies.afterNext(s.opened)
	} else {
		s.opened()
	}
	return acpsdk.NewSessionResponse{SessionId: s.id, Modes: s.modes()}, nil
}

// LoadSession implements acpsdk.AgentLoader: the stored session's
// conversation is replayed as updates before the answer.
func (a *Agent) LoadSession(ctx context.Context, p acpsdk.LoadSessionRequest) (acpsdk.LoadSessionResponse, error) {
	s, err := a.reopen(ctx, p.SessionId, p.Cwd)
	if err != nil {
		return acpsdk.LoadSessionResponse{}, err
	}
	s.replay(s.b.History())
	s.out.flush(ctx)
	return acpsdk.LoadSessionResponse{Modes: s.modes()}, nil
}

// reopen opens the stored session id in cwd, unless it is open already.
func (a *Agent) reopen(ctx context.Context, id acpsdk.SessionId, cwd string) (*session, error) {
	if id == "" || !messages.ValidID(string(id)) {
		return nil, acpsdk.NewInvalidParams(map[string]any{"error": fmt.Sprintf("invalid session id %q", id)})
	}
	a.mu.Lock()
	_, open := a.sessions[id]
	a.mu.Unlock()
	if open {
		return nil, acpsdk.NewInvalidParams(map[string]any{"error": "session " + string(id) + " is already open"})
	}
	return a.open(ctx, cwd, string(id))
}

func (a *Agent) open(ctx context.Context, cwd, resume string) (*session, error) {
	if cwd == "" || !filepath.IsAbs(cwd) {
		return nil, acpsdk.NewInvalidParams(map[string]any{"error": fmt.Sprintf("cwd must be an absolute path, not %q", cwd)})
	}
	a.mu.Lock()
	caps := a.caps
	a.mu.Unlock()
	s := newSession(a.conn, cwd, a.o.Mode, caps)
	if resume == "" {
		s.opened = s.out.hold() // released once NewSession's answer is written
	}
	b, err := a.o.Open(ctx, OpenRequest{Cwd: cwd, Resume: resume, Mode: a.o.Mode, Hooks: Hooks{Observe: s.observe, Approver: s.approver},
		Editor: s.editor()})
	if err != nil {
		s.out.close()
		return nil, fmt.Errorf("open session: %w", err)
	}
	s.setBackend(b)
	a.mu.Lock()
	a.sessions[s.id] = s
	a.mu.Unlock()
	s.announce(a.o.Commands)
	return s, nil
}

func (a *Agent) session(id acpsdk.SessionId) (*session, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	s, ok := a.sessions[id]
	if !ok {
		return nil, acpsdk.NewInvalidParams(map[string]any{"error": "no session " + string(id) + " (session/new or session/load first)"})
	}
	return s, nil
}

// Prompt implements acpsdk.Agent.
func (a *Agent) Prompt(ctx context.Context, p acpsdk.PromptRequest) (acpsdk.PromptResponse, error) {
	s, err := a.session(p.SessionId)
	if err != nil {
		return acpsdk.PromptResponse{}, err
	}
	text := promptText(p.Prompt)
	imgs, err := promptImages(p.Prompt)
	if err != nil {
		return acpsdk.PromptResponse{}, acpsdk.NewInvalidParams(map[string]any{"error": err.Error()})
	}
	if strings.TrimSpace(text) == "" && len(imgs) == 0 {
		return acpsdk.PromptResponse{}, acpsdk.NewInvalidParams(map[string]any{"error": "the prompt has no text"})
	}
	return s.prompt(ctx, text, imgs)
}

// Cancel implements acpsdk.Agent.
func (a *Agent) Cancel(_ context.Context, p acpsdk.CancelNotification) error {
	s, err := a.session(p.SessionId)
	if err != nil {
		return nil // nothing runs there
	}
	s.cancel()
	return nil
}

// SetSessionMode implements acpsdk.Agent.
func (a *Agent) SetSessionMode(ctx context.Context, p acpsdk.SetSessionModeRequest) (acpsdk.SetSessionModeResponse, error) {
	s, err := a.session(p.SessionId)
	if err != nil {
		return acpsdk.SetSessionModeResponse{}, err
	}
	if !validMode(string(p.ModeId)) {
		return acpsdk.SetSessionModeResponse{}, acpsdk.NewInvalidParams(map[string]any{"error": fmt.Sprintf("unknown mode %q (manual, auto-edit, auto or plan)", p.ModeId)})
	}
	return acpsdk.SetSessionModeResponse{}, s.setMode(ctx, string(p.ModeId))
}

// CloseSession implements acpsdk.Agent.
func (a *Agent) CloseSession(_ context.Context, p acpsdk.CloseSessionRequest) (acpsdk.CloseSessionResponse, error) {
	a.mu.Lock()
	s, ok := a.sessions[p.SessionId]
	delete(a.sessions, p.SessionId)
	a.mu.Unlock()
	if !ok {
		return acpsdk.CloseSessionResponse{}, nil
	}
	return acpsdk.CloseSessionResponse{}, s.close()
}

// ListSessions implements acpsdk.Agent: the stored sessions, of the
// client's directory when it names one, newest first, in pages.
func (a *Agent) ListSessions(ctx context.Context, p acpsdk.ListSessionsRequest) (acpsdk.ListSessionsResponse, error) {
	if a.o.List == nil {
		return acpsdk.ListSessionsResponse{}, acpsdk.NewMethodNotFound(acpsdk.AgentMethodSessionList)
	}
	cwd := ""
	if p.Cwd != nil {
		if !filepath.IsAbs(*p.Cwd) {
			return acpsdk.ListSessionsResponse{}, acpsdk.NewInvalidParams(map[string]any{"error": fmt.Sprintf("cwd must be an absolute path, not %q", *p.Cwd)})
		}
		cwd = filepath.Clean(*p.Cwd)
	}
	all, err := a.o.List(ctx, cwd)
	if err != nil {
		return acpsdk.ListSessionsResponse{}, fmt.Errorf("list sessions: %w", err)
	}
	start := 0
	if p.Cursor != nil {
		n, err := strconv.Atoi(*p.Cursor)
		if err != nil || n < 0 || n > len(all) {
			return acpsdk.ListSessionsResponse{}, acpsdk.NewInvalidParams(map[string]any{"error": fmt.Sprintf("invalid cursor %q", *p.Cursor)})
		}
		start = n
	}
	end := min(start+listPage, len(all))
	out := acpsdk.ListSessionsResponse{Sessions: []acpsdk.SessionInfo{}}
	for _, s := range all[start:end] {
		info := acpsdk.SessionInfo{SessionId: acpsdk.SessionId(s.ID), Cwd: s.Cwd}
		if s.Title != "" {
			info.Title = acpsdk.Ptr(s.Title)
		}
		if !s.Updated.IsZero() {
			info.UpdatedAt = acpsdk.Ptr(s.Updated.UTC().Format(time.RFC3339))
		}
		out.Sessions = append(out.Sessions, info)
	}
	if end < len(all) {
		out.NextCursor = acpsdk.Ptr(strconv.Itoa(end))
	}
	return out, nil
}

// listPage is how many sessions one session/list answer holds.
const listPage = 50

// ResumeSession implements acpsdk.Agent: session/load without the replay
// of the conversation (the client keeps its own).
func (a *Agent) ResumeSession(ctx context.Context, p acpsdk.ResumeSessionRequest) (acpsdk.ResumeSessionResponse, error) {
	s, err := a.reopen(ctx, p.SessionId, p.Cwd)
	if err != nil {
		return acpsdk.ResumeSessionResponse{}, err
	}
	return acpsdk.ResumeSessionResponse{Modes: s.modes()}, nil
}

// SetSessionConfigOption implements acpsdk.Agent; troupe has no config
// options beyond its modes.
func (a *Agent) SetSessionConfigOption(context.Context, acpsdk.SetSessionConfigOptionRequest) (acpsdk.SetSessionConfigOptionResponse, error) {
	return acpsdk.SetSessionConfigOptionResponse{}, acpsdk.NewMethodNotFound(acpsdk.AgentMethodSessionSetConfigOption)
}

// promptText joins a prompt's blocks: text as it is, embedded resources as
// tagged context, links as @mentions; images and audio are named only.
func promptText(blocks []acpsdk.ContentBlock) string {
	var parts []string
	for _, b := range blocks {
		switch {
		case b.Text != nil:
			parts = append(parts, b.Text.Text)
		case b.ResourceLink != nil:
			parts = append(parts, "@"+strings.TrimPrefix(b.ResourceLink.Uri, "file://"))
		case b.Resource != nil && b.Resource.Resource.TextResourceContents != nil:
			r := b.Resource.Resource.TextResourceContents
			parts = append(parts, fmt.Sprintf("<context ref=%q>\n%s\n</context>", r.Uri, r.Text))
		case b.Resource != nil && b.Resource.Resource.BlobResourceContents != nil:
			parts = append(parts, fmt.Sprintf("(attached: %s, binary, not read)", b.Resource.Resource.BlobResourceContents.Uri))
		case b.Audio != nil:
			parts = append(parts, "(audio was attached; troupe does not take audio)")
		}
	}
	return strings.Join(parts, "\n")
}

// maxPromptImage bounds one image block's decoded bytes.
const maxPromptImage = 32 << 20

// promptImages decodes a prompt's image blocks (base64 data; an image
// given only by URI is refused: troupe does not fetch it).
func promptImages(blocks []acpsdk.ContentBlock) ([]Image, error) {
	var out []Image
	for i, b := range blocks {
		if b.Image == nil {
			continue
		}
		if b.Image.Data == "" {
			return nil, fmt.Errorf("image block %d has no data (an image by URI is not fetched)", i)
		}
		if base64.StdEncoding.DecodedLen(len(b.Image.Data)) > maxPromptImage {
			return nil, fmt.Errorf("image block %d is larger than %d MiB", i, maxPromptImage>>20)
		}
		data, err := base64.StdEncoding.DecodeString(b.Image.Data)
		if err != nil {
			return nil, fmt.Errorf("image block %d: data is not base64: %w", i, err)
		}
		out = append(out, Image{Data: data, MimeType: b.Image.MimeType})
	}
	return out, nil
}

// gatedReader is a reader whose reads wait until open is closed.
type gatedReader struct {
	r    io.Reader
	open chan struct{}
}

func (g *gatedReader) Read(p []byte) (int, error) {
	<-g.open
	return g.r.Read(p)
}
