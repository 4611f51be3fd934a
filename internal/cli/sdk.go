package cli

import (
	"bufio"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	sdkmcp "github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/nats-io/nuid"

	"troupe/internal/config"
	"troupe/internal/gate"
	"troupe/internal/hooks"
	"troupe/messages"
	"troupe/supervisor"
)

// The Claude Agent SDK's protocol (--input-format stream-json): the SDK
// writes one JSON object per line on troupe's stdin — user messages and
// control requests — and reads troupe's stream-json on stdout, where troupe
// answers control requests with control responses and sends its own
// control requests (can_use_tool) when the approval gate asks.
//
//	→ {"type":"user","message":{"role":"user","content":"…" | [{"type":"text","text"} | {"type":"image","source":{"type":"base64","media_type","data"}}]},"parent_tool_use_id":null,"session_id"}
//	→ {"type":"control_request","request_id","request":{"subtype":"initialize"|"interrupt"|"set_permission_mode"|"set_model"|…}}
//	← {"type":"control_response","response":{"subtype":"success","request_id","response":{…}} | {"subtype":"error","request_id","error"}}
//	← {"type":"control_request","request_id","request":{"subtype":"can_use_tool","tool_name","input","tool_use_id","decision_reason"}}
//	→ {"type":"control_response","response":{"subtype":"success","request_id","response":{"behavior":"allow"|"deny","message"}}}
//
// Turns run one after another, in the order their user messages came. Each
// turn writes system/init, its messages, its result and then
// system/session_state_changed "idle". End of input ends the run after the
// running turn; the exit code is 0 then, each turn's outcome being in its
// result.

type sdkLine struct {
	Type      string          `json:"type"`
	RequestID string          `json:"request_id"`
	Request   json.RawMessage `json:"request"`
	Response  *sdkResponse    `json:"response"`
	Message   json.RawMessage `json:"message"`
}

type sdkResponse struct {
	Subtype   string          `json:"subtype"`
	RequestID string          `json:"request_id"`
	Response  json.RawMessage `json:"response"`
	Error     string          `json:"error"`
}

// sdkConn is one Agent SDK connection: the renderer that writes stdout and
// the control requests troupe waits on.
type sdkConn struct {
	r *renderer

	mu      sync.Mutex
	waiting map[string]chan sdkResponse // troupe's control requests, by id
	sess    *supervisor.Session
	mode    string          // Claude's name of the permission mode, for init messages
	hooks   *hooks.Settings // the SDK's hook callbacks, from initialize
	plan    *bool           // plan mode set before the session opened
	servers []string        // the SDK's in-process MCP servers, from initialize
}

func (c *sdkConn) send(v any) { c.r.write(v) }

func (c *sdkConn) respond(id string, resp any, err error) {
	if err != nil {
		c.send(map[string]any{"type": "control_response", "response": map[string]any{"subtype": "error", "request_id": id, "error": err.Error()}})
		return
	}
	if resp == nil {
		resp = map[string]any{}
	}
	c.send(map[string]any{"type": "control_response", "response": map[string]any{"subtype": "success", "request_id": id, "response": resp}})
}

func (c *sdkConn) state(s string) {
	c.r.mu.Lock()
	session := c.r.sj.session
	c.r.mu.Unlock()
	c.send(map[string]any{"type": "system", "subtype": "session_state_changed", "state": s, "uuid": newUUID(), "session_id": session})
}

// request sends a control request to the SDK and waits for its response.
func (c *sdkConn) request(ctx context.Context, req map[string]any) (sdkResponse, error) {
	id := "troupe-" + nuid.Next()
	ch := make(chan sdkResponse, 1)
	c.mu.Lock()
	c.waiting[id] = ch
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		delete(c.waiting, id)
		c.mu.Unlock()
	}()
	c.send(map[string]any{"type": "control_request", "request_id": id, "request": req})
	select {
	case r := <-ch:
		return r, nil
	case <-ctx.Done():
		c.send(map[string]any{"type": "control_cancel_request", "request_id": id})
		return sdkResponse{}, ctx.Err()
	}
}

func (c *sdkConn) answered(r sdkResponse) {
	c.mu.Lock()
	ch := c.waiting[r.RequestID]
	c.mu.Unlock()
	if ch != nil {
		ch <- r
	}
}

// sdkApprover asks the SDK's canUseTool callback (can_use_tool).
type sdkApprover struct {
	c     *sdkConn
	agent string
}

// Approve implements gate.Approver.
func (a *sdkApprover) Approve(ctx context.Context, q gate.Question) (gate.Answer, error) {
	input := json.RawMessage(q.Call.Arguments)
	if !json.Valid(input) || len(input) == 0 {
		input = json.RawMessage(`{}`)
	}
	req := map[string]any{"subtype": "can_use_tool", "tool_name": q.Call.Name, "input": input, "tool_use_id": q.Call.ID,
		"decision_reason": q.Decision.Reason, "decision_reason_type": "rule"}
	if a.agent != "main" {
		req["agent_id"] = a.agent
	}
	a.c.state("requires_action")
	defer a.c.state("running")
	r, err := a.c.request(ctx, req)
	if err != nil {
		return gate.Answer{}, err
	}
	if r.Subtype != "success" {
		return gate.Answer{Verdict: gate.Deny, Reason: "the SDK's permission callback failed: " + r.Error}, nil
	}
	var d struct {
		Behavior           string            `json:"behavior"`
		Message            string            `json:"message"`
		Interrupt          bool              `json:"interrupt"`
		UpdatedInput       json.RawMessage   `json:"updatedInput"`
		UpdatedPermissions []json.RawMessage `json:"updatedPermissions"`
	}
	if err := json.Unmarshal(r.Response, &d); err != nil {
		return gate.Answer{Verdict: gate.Deny, Reason: "the SDK's permission answer is not valid: " + err.Error()}, nil
	}
	switch d.Behavior {
	case "allow":
		var in json.RawMessage
		if len(d.UpdatedInput) > 0 && string(d.UpdatedInput) != "null" {
			in = d.UpdatedInput
		}
		if len(d.UpdatedPermissions) > 0 {
			return gate.Answer{Verdict: gate.AllowSession, Input: in}, nil
		}
		return gate.Answer{Verdict: gate.AllowOnce, Input: in}, nil
	default:
		if d.Interrupt {
			a.c.mu.Lock()
			sess := a.c.sess
			a.c.mu.Unlock()
			if sess != nil {
				sess.Cancel("interrupted by the SDK's permission callback")
			}
		}
		reason := d.Message
		if reason == "" {
			reason = "denied by the SDK's permission callback"
		}
		return gate.Answer{Verdict: gate.Deny, Reason: reason}, nil
	}
}

// sdkItem is one thing the turn loop does in order: a prompt, or a
// control request that must wait for the running turn (set_model).
type sdkItem struct {
	prompt  string
	images  [][]byte // the prompt's image blocks, put in the session's store when it runs
	control func()
}

// sdkRun is what the turn loop holds: the supervisor and session, which
// set_model replaces.
type sdkRun struct {
	sup  *supervisor.Supervisor
	sess *supervisor.Session
	info initInfo
}

// runSDK serves the Agent SDK on stdin and stdout until stdin ends.
func runSDK(ctx context.Context, stdio *IO, g *globals, id string) error {
	r := newRenderer(stdio.Out, "stream-json")
	r.sj.partial = g.hl.partial
	c := &sdkConn{r: r, waiting: map[string]chan sdkResponse{}}
	if g.hl.promptTool == "stdio" {
		g.approvers = func(agent string) gate.Approver { return &sdkApprover{c: c, agent: agent} }
	}
	g.hostedMCP = func(name string) sdkmcp.Transport { return &sdkMCPTransport{c: c, name: name} }
	// The session opens with the first prompt, after the SDK's initialize
	// has said which hooks to call back.
	run := &sdkRun{}
	items := make(chan sdkItem, 16)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// The reader ends with stdin. A signal ends the run without it: it is
	// blocked in a read of a stdin the SDK still holds, and the process is
	// leaving.
	readDone := make(chan struct{})
	go func() {
		defer close(readDone)
		defer close(items)
		c.read(ctx, stdio, g, run, items)
	}()
	for {
		var it sdkItem
		var ok bool
		select {
		case it, ok = <-items:
		case <-stdio.Signals:
			cancel()
			var err error
			if sess := c.session(); sess != nil {
				sess.Cancel("terminated")
				err = run.sup.Close()
			}
			return errors.Join(err, &exitError{code: ExitCancelled, err: errors.New("terminated by a signal")})
		}
		if !ok {
			break
		}
		if run.sup == nil {
			if err := c.open(ctx, stdio, g, run, id); err != nil {
				cancel()
				<-readDone
				return err
			}
		}
		if it.control != nil {
			it.control()
			continue
		}
		imgs, ierr := c.putImages(it.images)
		if ierr != nil { // the message is refused whole, as if never sent
			fmt.Fprintf(stdio.Err, "troupe: stream-json input: user message refused: %v\n", ierr)
			continue
		}
		c.mu.Lock()
		run.info.mode = c.mode
		c.mu.Unlock()
		r.start(run.info)
		c.state("running")
		res, err := c.session().SubmitImages(ctx, it.prompt, imgs, 0)
		if err != nil {
			res = messages.TurnResult{Err: &messages.Error{Kind: messages.KindCanceled, Msg: err.Error()}}
		}
		r.result(res)
		c.state("idle")
	}
	cancel()
	<-readDone
	if run.sup == nil {
		return nil
	}
	return run.sup.Close()
}

// open starts a supervisor from g's flags and opens session id on it.
func (c *sdkConn) open(ctx context.Context, stdio *IO, g *globals, run *sdkRun, id string) error {
	c.mu.Lock()
	g.sdkHooks = c.hooks
	g.hl.hosted = c.servers
	if c.plan != nil {
		g.plan = *c.plan
	}
	c.mu.Unlock()
	sup, err := g.start(ctx, stdio, false)
	if err != nil {
		return err
	}
	sess, err := sup.OpenSession(ctx, id, c.r.observe)
	if err != nil {
		return errors.Join(err, sup.Close())
	}
	sess.SetPlan(g.plan)
	c.mu.Lock()
	c.sess = sess
	c.mode = claudeMode(sup.Approval(), g.plan)
	c.mu.Unlock()
	run.sup, run.sess = sup, sess
	run.info = initInfo{session: sess.ID(), cwd: sup.Workspace(), model: sup.ModelName(), tools: sup.ToolNames()}
	c.r.mu.Lock()
	c.r.sj.session = sess.ID()
	c.r.mu.Unlock()
	return nil
}

func (c *sdkConn) session() *supervisor.Session {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.sess
}

// setModel switches the action model: the supervisor, whose models are
// bound when it starts, is restarted and the session resumed on it. It
// runs in the turn loop, between turns. A nil model goes back to the
// model the run started with.
func (c *sdkConn) setModel(ctx context.Context, stdio *IO, g *globals, run *sdkRun, model *string, started []string) (any, error) {
	next := append([]string(nil), started...)
	if model != nil && *model != "" && *model != "default" {
		next = append(next, *model)
	}
	id := run.sess.ID()
	prev := g.models
	if err := run.sup.Close(); err != nil {
		return nil, fmt.Errorf("set_model: close the running session: %w", err)
	}
	g.models = next
	if err := c.open(ctx, stdio, g, run, id); err != nil {
		g.models = prev
		if again := c.open(ctx, stdio, g, run, id); again != nil {
			return nil, fmt.Errorf("set_model: %w; reopening with the previous model failed too: %v", err, again)
		}
		return nil, fmt.Errorf("set_model: %w", err)
	}
	return map[string]any{"model": run.info.model}, nil
}

// read reads the SDK's lines until stdin ends or ctx is done, answering
// control requests and queueing user messages.
func (c *sdkConn) read(ctx context.Context, stdio *IO, g *globals, run *sdkRun, items chan<- sdkItem) {
	started := append([]string(nil), g.models...)
	sc := bufio.NewScanner(stdio.In)
	sc.Buffer(make([]byte, 64*1024), 64<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var l sdkLine
		if err := json.Unmarshal([]byte(line), &l); err != nil {
			fmt.Fprintf(stdio.Err, "troupe: stream-json input: not a JSON line (%v): %.80q\n", err, line)
			continue
		}
		switch l.Type {
		case "user":
			text, blocks, err := userContent(l.Message)
			if err != nil {
				fmt.Fprintf(stdio.Err, "troupe: stream-json input: %v\n", err)
				continue
			}
			select {
			case items <- sdkItem{prompt: text, images: blocks}:
			case <-ctx.Done():
				return
			}
		case "control_response":
			if l.Response != nil {
				c.answered(*l.Response)
			}
		case "control_request":
			if mode, ok := permissionModeRequest(l.Request); ok {
				id := l.RequestID
				select {
				case items <- sdkItem{control: func() {
					resp, err := c.setPermissionMode(ctx, stdio, g, run, mode)
					c.respond(id, resp, err)
				}}:
				case <-ctx.Done():
					return
				}
				continue
			}
			if model, ok := setModelRequest(l.Request); ok {
				id := l.RequestID
				select {
				case items <- sdkItem{control: func() {
					resp, err := c.setModel(ctx, stdio, g, run, model, started)
					c.respond(id, resp, err)
				}}:
				case <-ctx.Done():
					return
				}
				continue
			}
			resp, err := c.control(g, c.session(), l.Request)
			c.respond(l.RequestID, resp, err)
		case "control_cancel_request", "keep_alive", "update_environment_variables":
		default:
			fmt.Fprintf(stdio.Err, "troupe: stream-json input: unknown message type %q\n", l.Type)
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintf(stdio.Err, "troupe: stream-json input: %v\n", err)
	}
}

// control answers one control request of the SDK.
func (c *sdkConn) control(g *globals, sess *supervisor.Session, raw json.RawMessage) (any, error) {
	var req struct {
		Subtype string                    `json:"subtype"`
		Hooks   map[string][]sdkHookMatch `json:"hooks"`
		Servers []string                  `json:"sdkMcpServers"`
	}
	if err := json.Unmarshal(raw, &req); err != nil {
		return nil, fmt.Errorf("control request: %w", err)
	}
	switch req.Subtype {
	case "initialize":
		if err := c.setHooks(req.Hooks); err != nil {
			return nil, err
		}
		for _, name := range req.Servers {
			if !config.ValidMCPName(name) {
				return nil, fmt.Errorf("SDK MCP server name %q: use letters, digits, - and _", name)
			}
		}
		c.mu.Lock()
		c.servers = req.Servers
		c.mu.Unlock()
		return map[string]any{"commands": []any{}, "agents": []any{}, "output_style": "default", "available_output_styles": []string{"default"},
			"models": []any{}, "account": map[string]any{}, "hooks_applied": false}, nil
	case "interrupt":
		if sess != nil {
			sess.Cancel("interrupted by the SDK")
		}
		return map[string]any{"still_queued": []string{}}, nil
	case "mcp_status":
		return map[string]any{"mcpServers": []any{}}, nil
	}
	return nil, fmt.Errorf("troupe does not support the control request %q", req.Subtype)
}

// setPermissionMode switches Claude's permission mode. Plan mode is per
// turn and switches at once; the approval modes (default, acceptEdits,
// bypassPermissions, …) are bound when the supervisor starts, so it is
// restarted with the new mode and the session resumed on it, as setModel
// does. It runs in the turn loop, between turns.
func (c *sdkConn) setPermissionMode(ctx context.Context, stdio *IO, g *globals, run *sdkRun, mode string) (any, error) {
	approval, ok := claudeModes.Get()[mode]
	if !ok {
		return nil, fmt.Errorf("set_permission_mode: unknown permission mode %q (default, acceptEdits, bypassPermissions, plan, dontAsk or auto)", mode)
	}
	plan := mode == "plan"
	c.mu.Lock()
	c.plan = &plan
	c.mu.Unlock()
	bypass := func(m string) bool { return m == "bypassPermissions" }
	if run.sess == nil || plan || approval == run.sup.Approval() && bypass(mode) == bypass(g.hl.permMode) {
		if run.sess != nil {
			run.sess.SetPlan(plan)
		}
		if !plan {
			g.hl.permMode = mode
		}
		c.mu.Lock()
		c.mode = claudeMode(g.hl.approvalOf(), plan)
		c.mu.Unlock()
		return map[string]any{"mode": mode}, nil
	}
	id := run.sess.ID()
	prev := g.hl.permMode
	if err := run.sup.Close(); err != nil {
		return nil, fmt.Errorf("set_permission_mode: close the running session: %w", err)
	}
	g.hl.permMode = mode
	if err := c.open(ctx, stdio, g, run, id); err != nil {
		g.hl.permMode = prev
		if again := c.open(ctx, stdio, g, run, id); again != nil {
			return nil, fmt.Errorf("set_permission_mode: %w; reopening with the previous mode failed too: %v", err, again)
		}
		return nil, fmt.Errorf("set_permission_mode: %w", err)
	}
	return map[string]any{"mode": mode}, nil
}

// permissionModeRequest reports whether raw is set_permission_mode, and
// its mode.
func permissionModeRequest(raw json.RawMessage) (string, bool) {
	var req struct {
		Subtype string `json:"subtype"`
		Mode    string `json:"mode"`
	}
	if json.Unmarshal(raw, &req) != nil || req.Subtype != "set_permission_mode" {
		return "", false
	}
	return req.Mode, true
}

// setModelRequest reports whether raw is set_model, and its model (nil for
// the default).
func setModelRequest(raw json.RawMessage) (*string, bool) {
	var req struct {
		Subtype string  `json:"subtype"`
		Model   *string `json:"model"`
	}
	if json.Unmarshal(raw, &req) != nil || req.Subtype != "set_model" {
		return nil, false
	}
	return req.Model, true
}

// approvalOf is the approval mode the flags chose ("" for the default).
func (h *headless) approvalOf() string {
	if a, ok := claudeModes.Get()[h.permMode]; ok && a != "" {
		return a
	}
	return "auto"
}

// userContent is the text of a user message (a string, or its text
// blocks) and the bytes of its image blocks, Anthropic's shape:
// {"type":"image","source":{"type":"base64","media_type":"image/png","data":"…"}}.
// An image by URL is refused (troupe does not fetch it).
func userContent(raw json.RawMessage) (string, [][]byte, error) {
	var m struct {
		Content json.RawMessage `json:"content"`
	}
	if err := json.Unmarshal(raw, &m); err != nil {
		return "", nil, fmt.Errorf("user message: %w", err)
	}
	var s string
	if err := json.Unmarshal(m.Content, &s); err == nil {
		return s, nil, nil
	}
	var blocks []struct {
		Type   string `json:"type"`
		Text   string `json:"text"`
		Source *struct {
			Type      string `json:"type"`
			MediaType string `json:"media_type"`
			Data      string `json:"data"`
			URL       string `json:"url"`
		} `json:"source"`
	}
	if err := json.Unmarshal(m.Content, &blocks); err != nil {
		return "", nil, fmt.Errorf("user message content: %w", err)
	}
	var parts []string
	var images [][]byte
	for i, b := range blocks {
		switch b.Type {
		case "text":
			parts = append(parts, b.Text)
		case "image":
			if b.Source == nil || b.Source.Type != "base64" {
				return "", nil, fmt.Errorf("user message content block %d: only base64 image sources are taken (an image by URL is not fetched)", i)
			}
			data, err := base64.StdEncoding.DecodeString(b.Source.Data)
			if err != nil {
				return "", nil, fmt.Errorf("user message content block %d: image data is not base64: %w", i, err)
			}
			images = append(images, data)
		}
	}
	if len(parts) == 0 && len(images) == 0 {
		return "", nil, errors.New("user message has no text")
	}
	return strings.Join(parts, "\n"), images, nil
}

// sdkHookMatch is one matcher of the SDK's hooks in initialize: the
// callbacks troupe calls back (hook_callback) when it matches.
type sdkHookMatch struct {
	Matcher         string   `json:"matcher"`
	HookCallbackIDs []string `json:"hookCallbackIds"`
	Timeout         float64  `json:"timeout"` // seconds
}

// setHooks turns initialize's hooks into callback hooks of the sessions
// opened afterwards. Hooks of events troupe does not raise are
// left out, as in settings files.
func (c *sdkConn) setHooks(in map[string][]sdkHookMatch) error {
	if len(in) == 0 {
		return nil
	}
	s := &hooks.Settings{}
	for event, matches := range in {
		for _, m := range matches {
			for _, id := range m.HookCallbackIDs {
				timeout := time.Duration(m.Timeout * float64(time.Second))
				if err := s.AddCallback(event, m.Matcher, "sdk "+id, timeout, c.hookCallback(id)); errors.Is(err, hooks.ErrNotRaised) {
					break
				} else if err != nil {
					return err
				}
			}
		}
	}
	c.mu.Lock()
	c.hooks = s
	c.mu.Unlock()
	return nil
}

// hookCallback asks the SDK to run its hook id (hook_callback).
func (c *sdkConn) hookCallback(id string) hooks.Callback {
	return func(ctx context.Context, in hooks.Input) (hooks.Output, error) {
		r, err := c.request(ctx, map[string]any{"subtype": "hook_callback", "callback_id": id, "input": in, "tool_use_id": in.ToolUseID})
		if err != nil {
			return hooks.Output{}, err
		}
		if r.Subtype != "success" {
			return hooks.Output{}, fmt.Errorf("the SDK's hook %s failed: %s", id, r.Error)
		}
		var out hooks.Output
		if len(r.Response) > 0 {
			if err := json.Unmarshal(r.Response, &out); err != nil {
				return hooks.Output{}, fmt.Errorf("the SDK's hook %s answered: %w", id, err)
			}
		}
		return out, nil
	}
}

// putImages puts a prompt's image blocks into the session's image store;
// a block that is no readable image refuses the prompt.
func (c *sdkConn) putImages(blocks [][]byte) ([]messages.Image, error) {
	sess := c.session()
	imgs := make([]messages.Image, 0, len(blocks))
	for i, data := range blocks {
		img, err := sess.PutImage(data, fmt.Sprintf("image %d", i+1))
		if err != nil {
			return nil, err
		}
		imgs = append(imgs, img)
	}
	return imgs, nil
}
