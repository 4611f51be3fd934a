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

	"github.com/nats-io/nuid"

	"troupe/internal/gate"
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
	mode    string // Claude's name of the permission mode, for init messages
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
		UpdatedPermissions []json.RawMessage `json:"updatedPermissions"`
	}
	if err := json.Unmarshal(r.Response, &d); err != nil {
		return gate.Answer{Verdict: gate.Deny, Reason: "the SDK's permission answer is not valid: " + err.Error()}, nil
	}
	switch d.Behavior {
	case "allow":
		if len(d.UpdatedPermissions) > 0 {
			return gate.Answer{Verdict: gate.AllowSession}, nil
		}
		return gate.Answer{Verdict: gate.AllowOnce}, nil
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

// runSDK serves the Agent SDK on stdin and stdout until stdin ends.
func runSDK(ctx context.Context, stdio *IO, g *globals, id string) error {
	r := newRenderer(stdio.Out, "stream-json")
	r.sj.partial = g.hl.partial
	c := &sdkConn{r: r, waiting: map[string]chan sdkResponse{}}
	if g.hl.promptTool == "stdio" {
		g.approvers = func(agent string) gate.Approver { return &sdkApprover{c: c, agent: agent} }
	}
	sup, err := g.start(ctx, stdio, false)
	if err != nil {
		return err
	}
	sess, err := sup.OpenSession(ctx, id, r.observe)
	if err != nil {
		return errors.Join(err, sup.Close())
	}
	c.mu.Lock()
	c.sess = sess
	c.mu.Unlock()
	sess.SetPlan(g.plan)
	c.mu.Lock()
	c.mode = claudeMode(sup.Approval(), g.plan)
	c.mu.Unlock()
	info := initInfo{session: sess.ID(), cwd: sup.Workspace(), model: sup.ModelName(), tools: sup.ToolNames()}
	r.mu.Lock()
	r.sj.session = sess.ID()
	r.mu.Unlock()

	prompts := make(chan userPrompt, 16)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// The reader ends with stdin. A signal ends the run without it: it is
	// blocked in a read of a stdin the SDK still holds, and the process is
	// leaving.
	readDone := make(chan struct{})
	go func() {
		defer close(readDone)
		defer close(prompts)
		c.read(ctx, stdio, g, sess, prompts)
	}()
	for {
		var p userPrompt
		var ok bool
		select {
		case p, ok = <-prompts:
		case <-stdio.Signals:
			sess.Cancel("terminated")
			cancel()
			return errors.Join(sup.Close(), &exitError{code: ExitCancelled, err: errors.New("terminated by a signal")})
		}
		if !ok {
			break
		}
		c.mu.Lock()
		info.mode = c.mode
		c.mu.Unlock()
		r.start(info)
		c.state("running")
		res, err := sess.SubmitImages(ctx, p.text, p.images, 0)
		if err != nil {
			res = messages.TurnResult{Err: &messages.Error{Kind: messages.KindCanceled, Msg: err.Error()}}
		}
		r.result(res)
		c.state("idle")
	}
	cancel()
	<-readDone
	return sup.Close()
}

// read reads the SDK's lines until stdin ends or ctx is done, answering
// control requests and queueing user messages.
func (c *sdkConn) read(ctx context.Context, stdio *IO, g *globals, sess *supervisor.Session, prompts chan<- userPrompt) {
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
			p := userPrompt{text: text}
			for i, data := range blocks {
				img, err := sess.PutImage(data, fmt.Sprintf("image %d", i+1))
				if err != nil {
					p.err = err
					break
				}
				p.images = append(p.images, img)
			}
			if p.err != nil {
				fmt.Fprintf(stdio.Err, "troupe: stream-json input: user message refused: %v\n", p.err)
				continue
			}
			select {
			case prompts <- p:
			case <-ctx.Done():
				return
			}
		case "control_response":
			if l.Response != nil {
				c.answered(*l.Response)
			}
		case "control_request":
			resp, err := c.control(g, sess, l.Request)
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
		Subtype string  `json:"subtype"`
		Mode    string  `json:"mode"`
		Model   *string `json:"model"`
	}
	if err := json.Unmarshal(raw, &req); err != nil {
		return nil, fmt.Errorf("control request: %w", err)
	}
	switch req.Subtype {
	case "initialize":
		return map[string]any{"commands": []any{}, "agents": []any{}, "output_style": "default", "available_output_styles": []string{"default"},
			"models": []any{}, "account": map[string]any{}, "hooks_applied": false}, nil
	case "interrupt":
		sess.Cancel("interrupted by the SDK")
		return map[string]any{"still_queued": []string{}}, nil
	case "set_permission_mode":
		// troupe fixes the approval mode when a session starts; plan mode
		// is per turn, so it can be switched on and off.
		if _, ok := claudeModes[req.Mode]; !ok {
			return nil, fmt.Errorf("unknown permission mode %q", req.Mode)
		}
		plan := req.Mode == "plan"
		sess.SetPlan(plan)
		mode := claudeMode(g.hl.approvalOf(), plan)
		c.mu.Lock()
		c.mode = mode
		c.mu.Unlock()
		if req.Mode != mode {
			return nil, fmt.Errorf("troupe sets the approval mode when the session starts (it is %s): pass --permission-mode %s when starting", mode, req.Mode)
		}
		return map[string]any{"mode": mode}, nil
	case "set_model":
		return nil, errors.New("troupe binds models when the session starts: pass --model (the SDK's model option) instead")
	case "mcp_status":
		return map[string]any{"mcpServers": []any{}}, nil
	}
	return nil, fmt.Errorf("troupe does not support the control request %q", req.Subtype)
}

// approvalOf is the approval mode the flags chose ("" for the default).
func (h *headless) approvalOf() string {
	if a, ok := claudeModes[h.permMode]; ok && a != "" {
		return a
	}
	return "auto"
}

// userPrompt is one user message of stream-json input.
type userPrompt struct {
	text   string
	images []messages.Image
	err    error
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
