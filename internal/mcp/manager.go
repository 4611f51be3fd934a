// Package mcp is troupe's MCP client, on the official SDK
// (github.com/modelcontextprotocol/go-sdk): a Manager owns one session's
// MCP servers (stdio or streamable HTTP, configured in .mcp.json or troupe's
// config), starts each lazily on first use, and supervises it: a server
// whose process or connection dies is restarted on the next use, at most
// MaxRestarts times within Within, then marked failed. A failed or crashed
// server is a tool error for the model, never a dead session.
//
// Its tools are offered as mcp__<server>__<tool> through a tool.Source, and
// search_tools (Search) lets the model discover them: only what it found
// joins the agent's tool set (lazy discovery).
//
// Concurrency: a Manager is safe for concurrent use. Each server's state is
// guarded by its own mutex, held only to read or switch state, never across
// I/O. Every goroutine it starts (a server's start, and the watcher that
// notices its death) is counted in its WaitGroup; Close cancels them, closes
// every connection and waits for all of them.
package mcp

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"troupe/internal/config"
	"troupe/internal/sandbox"
)

// ErrClosed is returned once the Manager is closed.
var ErrClosed = errors.New("mcp: closed")

// Server states.
const (
	StateIdle     = "idle"     // configured, not started (lazy)
	StateStarting = "starting" // connecting and listing tools
	StateReady    = "ready"
	StateCrashed  = "crashed" // died or failed to start; restarted on next use within limits
	StateFailed   = "failed"  // restart budget exhausted
	StateClosed   = "closed"
)

// Dialer makes the transport to one server. The default starts stdio
// servers as child processes and connects to HTTP servers.
type Dialer func(ctx context.Context, name string, s config.MCPServer) (sdk.Transport, error)

// Event is a change of a server's state.
type Event struct {
	Server, State, Detail string
	Tools                 int
}

// Options configures a Manager.
type Options struct {
	Servers   map[string]config.MCPServer
	Dial      Dialer              // nil: real transports (see Transports)
	Getenv    func(string) string // expands ${VAR} in env and headers; nil: os.Getenv
	SecretEnv []string            // more variable names or globs kept out of servers' environment
	AllowEnv  []string            // variable names or globs servers get beyond the sandbox's allowlist
	// Sandbox confines stdio servers (a policy already resolved for the
	// workspace, see sandbox.Policy.Within); nil runs them unconfined.
	Sandbox      *sandbox.Policy
	MaxRestarts  int // restarts allowed within Within; then the server fails
	Within       time.Duration
	StartTimeout time.Duration // bounds connect + tool listing; 0: 60s
	// CallTimeout bounds one tool call (0: DefaultCallTimeout); a call
	// that runs out is a tool error and its server is restarted, since a
	// server that does not answer in time is taken for hung.
	CallTimeout time.Duration
	// LogDir keeps each stdio server's stderr in LogDir/NAME.log (see
	// LogDir); "": discarded. A failed start quotes its last lines.
	LogDir string
	// Roots are the directories the servers are told they may work in
	// (MCP roots), usually the workspace.
	Roots []string
	// Auth authorizes http and sse servers that ask for it (see OAuth); nil: a
	// server that answers 401 fails to start.
	Auth   *OAuth
	Notify func(Event) // every state change; called without locks held; nil: none
	Log    *slog.Logger
}

// Manager owns a set of MCP servers.
type Manager struct {
	o       Options
	client  *sdk.Client
	life    context.Context // cancelled by Close; the lifetime of every start
	cancel  context.CancelFunc
	wg      sync.WaitGroup
	servers map[string]*server
	names   []string
}

// server is one configured server and its current incarnation.
type server struct {
	name string
	cfg  config.MCPServer

	mu       sync.Mutex
	state    string
	err      error              // why it crashed or failed
	sess     *sdk.ClientSession // when ready
	tools    []*sdk.Tool        // last listing (kept after a crash)
	prompts  []*sdk.Prompt      // last listing of its prompts
	byName   map[string]string  // troupe name → the server's tool name
	starting chan struct{}      // closed when the running start ends
	restarts []time.Time
	logOff   int64 // where the current incarnation's stderr begins in its log
}

// DefaultCallTimeout bounds a tool call when Options.CallTimeout is 0.
const DefaultCallTimeout = 5 * time.Minute

// New returns a Manager for o.Servers; nothing starts until a server is
// used.
func New(o Options) *Manager {
	if o.StartTimeout <= 0 {
		o.StartTimeout = 60 * time.Second
	}
	if o.CallTimeout <= 0 {
		o.CallTimeout = DefaultCallTimeout
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	if o.Dial == nil {
		o.Dial = Transports(o.Getenv, o.AllowEnv, o.SecretEnv, o.Sandbox)
	}
	m := &Manager{o: o, servers: map[string]*server{}}
	m.client = sdk.NewClient(&sdk.Implementation{Name: "troupe", Version: "1"},
		&sdk.ClientOptions{ToolListChangedHandler: m.toolsChanged})
	for _, r := range o.Roots {
		// Roots are deprecated from protocol 2026-07-28 on but still what
		// servers of earlier versions (most of those published) read.
		//lint:ignore SA1019 see above
		m.client.AddRoots(&sdk.Root{URI: (&url.URL{Scheme: "file", Path: r}).String(), Name: filepath.Base(r)})
	}
	m.life, m.cancel = context.WithCancel(context.Background())
	for name, cfg := range o.Servers {
		m.servers[name] = &server{name: name, cfg: cfg, state: StateIdle}
		m.names = append(m.names, name)
	}
	sort.Strings(m.names)
	return m
}

// Servers returns the configured server names, sorted; a nil Manager has
// none.
func (m *Manager) Servers() []string {
	if m == nil {
		return nil
	}
	return append([]string(nil), m.names...)
}

// Status is a server's state as `troupe mcp list` shows it.
type Status struct {
	Name, State, Transport, Error string
	Log                           string   // the stderr log file, when kept
	Tools                         []string // troupe names, when listed
}

// Status returns every server's state.
func (m *Manager) Status() []Status {
	var out []Status
	for _, n := range m.names {
		s := m.servers[n]
		s.mu.Lock()
		st := Status{Name: n, State: s.state, Transport: s.cfg.Transport()}
		if m.o.LogDir != "" && st.Transport == "stdio" {
			st.Log = LogPath(m.o.LogDir, n)
		}
		if s.err != nil {
			st.Error = s.err.Error()
		}
		off := s.logOff
		for _, t := range s.tools {
			st.Tools = append(st.Tools, ToolName(n, t.Name))
		}
		s.mu.Unlock()
		if st.State == StateStarting && st.Log != "" { // read outside the lock
			st.Error = "still starting (an npx server may be downloading its package)"
			if tail := logTail(st.Log, off, 5); tail != "" {
				st.Error += "; its stderr so far:\n" + tail
			}
		}
		out = append(out, st)
	}
	return out
}

// Close stops every server and waits for every goroutine of the Manager.
func (m *Manager) Close() error {
	m.cancel()
	var errs []error
	for _, n := range m.names {
		s := m.servers[n]
		s.mu.Lock()
		sess := s.sess
		s.sess, s.state = nil, StateClosed
		s.mu.Unlock()
		if sess != nil {
			if err := sess.Close(); err != nil && !isClosedErr(err) {
				errs = append(errs, fmt.Errorf("mcp: close %s: %w", n, err))
			}
		}
	}
	m.wg.Wait()
	return errors.Join(errs...)
}

// isClosedErr reports a close error that only says the server is gone or
// exited on being stopped (a SIGTERM exit status included).
func isClosedErr(err error) bool {
	var ee *exec.ExitError
	return errors.Is(err, sdk.ErrConnectionClosed) || errors.As(err, &ee) || strings.Contains(err.Error(), "closed")
}

// session returns a ready session of the named server, starting or
// restarting it if needed and waiting for that (bounded by ctx).
func (m *Manager) session(ctx context.Context, name string) (*sdk.ClientSession, error) {
	s, ok := m.servers[name]
	if !ok {
		return nil, fmt.Errorf("no MCP server named %q is configured", name)
	}
	for waited := false; ; waited = true {
		if waited {
			// A start this call waited for failed: report it; the next
			// use tries again (within the restart limits).
			s.mu.Lock()
			state, serr := s.state, s.err
			s.mu.Unlock()
			if state == StateCrashed {
				return nil, fmt.Errorf("MCP server %s did not start: %w", name, serr)
			}
		}
		ch, sess, err := m.kick(s)
		if sess != nil || err != nil {
			return sess, err
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return nil, fmt.Errorf("waiting for MCP server %s to start: %w", name, ctx.Err())
		}
	}
}

// kick moves s towards ready: it returns the session when ready, an error
// when the server failed or the Manager is closed, else the channel that
// closes when the start in progress (possibly just begun) ends.
func (m *Manager) kick(s *server) (<-chan struct{}, *sdk.ClientSession, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch s.state {
	case StateReady:
		return nil, s.sess, nil
	case StateClosed:
		return nil, nil, ErrClosed
	case StateFailed:
		return nil, nil, fmt.Errorf("MCP server %s failed and is not restarted any more: %w", s.name, s.err)
	case StateStarting:
		return s.starting, nil, nil
	case StateCrashed:
		now := time.Now()
		kept := s.restarts[:0]
		for _, t := range s.restarts {
			if m.o.Within <= 0 || now.Sub(t) < m.o.Within {
				kept = append(kept, t)
			}
		}
		s.restarts = kept
		if len(s.restarts) >= m.o.MaxRestarts {
			s.state = StateFailed
			err := fmt.Errorf("MCP server %s failed and is not restarted any more (%d restarts within %v): %w", s.name, len(s.restarts), m.o.Within, s.err)
			m.notifyLater(Event{Server: s.name, State: StateFailed, Detail: s.err.Error()})
			return nil, nil, err
		}
		s.restarts = append(s.restarts, now)
	}
	s.state = StateStarting
	s.starting = make(chan struct{})
	ch := s.starting
	m.notifyLater(Event{Server: s.name, State: StateStarting})
	m.wg.Add(1)
	go func() {
		defer m.wg.Done()
		m.start(s, ch)
	}()
	return ch, nil, nil
}

// notify calls Notify; the caller holds no lock.
func (m *Manager) notify(e Event) {
	if m.o.Notify != nil {
		m.o.Notify(e)
	}
}

// notifyLater calls Notify on a goroutine of its own, so it never runs
// under a server's lock.
func (m *Manager) notifyLater(e Event) {
	if m.o.Notify == nil {
		return
	}
	m.wg.Add(1)
	go func() {
		defer m.wg.Done()
		m.o.Notify(e)
	}()
}

// start connects to s and lists its tools, then watches the connection.
func (m *Manager) start(s *server, done chan struct{}) {
	defer close(done)
	ctx, cancel := context.WithTimeout(m.life, m.o.StartTimeout)
	defer cancel()
	sess, tools, err := m.connect(ctx, s)
	var prompts []*sdk.Prompt
	if err == nil {
		prompts = listPrompts(ctx, sess)
	}
	s.mu.Lock()
	if s.state == StateClosed { // Close ran meanwhile
		s.mu.Unlock()
		if sess != nil {
			_ = sess.Close()
		}
		return
	}
	if err != nil {
		s.state, s.err = StateCrashed, err
		s.mu.Unlock()
		m.o.Log.Warn("mcp server did not start", "server", s.name, "err", err)
		m.notify(Event{Server: s.name, State: StateCrashed, Detail: err.Error()})
		return
	}
	s.state, s.err, s.sess, s.tools, s.prompts = StateReady, nil, sess, tools, prompts
	s.byName = map[string]string{}
	for _, t := range tools {
		s.byName[ToolName(s.name, t.Name)] = t.Name
	}
	s.mu.Unlock()
	m.notify(Event{Server: s.name, State: StateReady, Tools: len(tools)})
	m.wg.Add(1)
	go func() {
		defer m.wg.Done()
		werr := sess.Wait() // returns when the server exits or the connection drops
		s.mu.Lock()
		if s.sess != sess || s.state != StateReady {
			s.mu.Unlock()
			return
		}
		if werr == nil {
			werr = errors.New("the server closed the connection")
		}
		werr = m.quoteLog(s.name, s.logOff, werr)
		s.state, s.err, s.sess = StateCrashed, werr, nil
		s.mu.Unlock()
		_ = sess.Close()
		m.o.Log.Warn("mcp server exited", "server", s.name, "err", werr)
		m.notify(Event{Server: s.name, State: StateCrashed, Detail: werr.Error()})
	}()
}

// connect dials s, initializes the session and lists every tool.
func (m *Manager) connect(ctx context.Context, s *server) (*sdk.ClientSession, []*sdk.Tool, error) {
	t, err := m.o.Dial(ctx, s.name, s.cfg)
	if err != nil {
		return nil, nil, err
	}
	if ht, ok := t.(*sdk.StreamableClientTransport); ok && m.o.Auth != nil && ht.OAuthHandler == nil {
		ht.OAuthHandler = m.o.Auth.Handler(s.name, ht.Endpoint, s.cfg, m.o.Getenv)
	}
	if m.o.Auth != nil {
		t = m.o.Auth.withSSEAuth(t, s.name, s.cfg, m.o.Getenv)
	}
	var off int64
	if st, ok := t.(*stdioTransport); ok {
		st.log = m.o.Log
		if m.o.LogDir != "" {
			f, o, err := openLog(m.o.LogDir, s.name)
			if err != nil {
				m.o.Log.Warn("mcp server log", "server", s.name, "err", err)
			} else {
				defer f.Close() // the child has its own descriptor once started
				st.stderr, off = f, o
				s.mu.Lock()
				s.logOff = off
				s.mu.Unlock()
			}
		}
	}
	sess, err := m.client.Connect(ctx, t, nil)
	if err != nil {
		return nil, nil, m.quoteLog(s.name, off, fmt.Errorf("connect: %w", err))
	}
	var tools []*sdk.Tool
	if sess.InitializeResult() != nil && sess.InitializeResult().Capabilities != nil && sess.InitializeResult().Capabilities.Tools == nil {
		return sess, nil, nil // the server has no tools
	}
	for tl, err := range sess.Tools(ctx, nil) {
		if err != nil {
			_ = sess.Close()
			return nil, nil, fmt.Errorf("list tools: %w", err)
		}
		tools = append(tools, tl)
	}
	return sess, tools, nil
}

// quoteLog adds to err the last lines the server wrote on stderr since
// off, so a failed start says why.
func (m *Manager) quoteLog(name string, off int64, err error) error {
	if m.o.LogDir == "" || m.servers[name].cfg.Transport() != "stdio" {
		return err
	}
	path := LogPath(m.o.LogDir, name)
	tail := logTail(path, off, 10)
	if tail == "" {
		return fmt.Errorf("%w (nothing on its stderr; log: %s)", err, path)
	}
	return fmt.Errorf("%w; its stderr said:\n%s\n(whole log: %s)", err, tail, path)
}

// Catalog starts every server not yet started and returns the tools of
// those that are ready once each has started or failed (bounded by ctx),
// and what kept the others away.
func (m *Manager) Catalog(ctx context.Context) ([]Listed, map[string]error) {
	for _, n := range m.names {
		_, _, _ = m.kick(m.servers[n])
	}
	var out []Listed
	failed := map[string]error{}
	for _, n := range m.names {
		if _, err := m.session(ctx, n); err != nil {
			failed[n] = err
			continue
		}
		s := m.servers[n]
		s.mu.Lock()
		for _, t := range s.tools {
			out = append(out, Listed{Server: n, Name: ToolName(n, t.Name), Tool: t})
		}
		s.mu.Unlock()
	}
	return out, failed
}

// Listed is one tool of a ready server.
type Listed struct {
	Server string
	Name   string // mcp__server__tool
	Tool   *sdk.Tool
}

// restart takes s, whose session sess is taken for hung, out of service:
// the session is closed (its process stopped) in the background and a new
// start begins at once, within the restart limits.
func (m *Manager) restart(s *server, sess *sdk.ClientSession, why error) {
	s.mu.Lock()
	if s.sess != sess || s.state != StateReady {
		s.mu.Unlock()
		return // already replaced
	}
	s.state, s.err, s.sess = StateCrashed, why, nil
	s.mu.Unlock()
	m.o.Log.Warn("mcp server restarted", "server", s.name, "why", why)
	m.notify(Event{Server: s.name, State: StateCrashed, Detail: why.Error()})
	m.wg.Add(1)
	go func() {
		defer m.wg.Done()
		_ = sess.Close()
	}()
	_, _, _ = m.kick(s)
}

// toolsChanged re-lists the tools of the server whose session says its
// list changed (a server that registers tools after initializing), on a
// goroutine of the Manager: the SDK calls it while reading the session.
func (m *Manager) toolsChanged(_ context.Context, req *sdk.ToolListChangedRequest) {
	if m.life.Err() != nil {
		return
	}
	for _, n := range m.names {
		s := m.servers[n]
		s.mu.Lock()
		mine := s.sess != nil && s.sess == req.Session
		s.mu.Unlock()
		if !mine {
			continue
		}
		m.wg.Add(1)
		go func() {
			defer m.wg.Done()
			ctx, cancel := context.WithTimeout(m.life, m.o.StartTimeout)
			defer cancel()
			var tools []*sdk.Tool
			for t, err := range req.Session.Tools(ctx, nil) {
				if err != nil {
					m.o.Log.Warn("mcp: re-list tools", "server", n, "err", err)
					return
				}
				tools = append(tools, t)
			}
			s.mu.Lock()
			if s.sess == req.Session {
				s.tools = tools
				s.byName = map[string]string{}
				for _, t := range tools {
					s.byName[ToolName(s.name, t.Name)] = t.Name
				}
			}
			s.mu.Unlock()
		}()
		return
	}
}
