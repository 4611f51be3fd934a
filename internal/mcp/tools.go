package mcp

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"troupe/internal/lazy"
	"troupe/internal/tool"
	"troupe/messages"
)

// Prefix starts every MCP tool's name, as in Claude Code.
const Prefix = "mcp__"

var unsafeChars = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`[^A-Za-z0-9_-]`) }}

// ToolName is the name troupe gives a server's tool: mcp__<server>__<tool>,
// with characters a model API refuses replaced by _.
func ToolName(server, tool string) string {
	return Prefix + server + "__" + unsafeChars.Get().ReplaceAllString(tool, "_")
}

// splitName returns the server of an mcp__<server>__<tool> name.
func splitName(name string) (server string, ok bool) {
	rest, ok := strings.CutPrefix(name, Prefix)
	if !ok {
		return "", false
	}
	server, _, ok = strings.Cut(rest, "__")
	return server, ok
}

// Lookup returns a callable tool for any name of a configured server's
// tool; whether the server has such a tool is found out when it runs.
// Part of tool.Source.
func (m *Manager) Lookup(name string) (tool.Tool, bool) {
	srv, ok := splitName(name)
	if !ok || m.servers[srv] == nil {
		return nil, false
	}
	if sp, ok := m.Spec(name); ok {
		return &mcpTool{m: m, server: srv, spec: sp}, true
	}
	return &mcpTool{m: m, server: srv, spec: tool.Spec{Name: name, Parameters: json.RawMessage(`{"type":"object"}`),
		Facts: tool.Facts{External: true, GuessPaths: true}}}, true
}

// Spec returns the spec of name if its server has listed it. Part of
// tool.Source; it never blocks on a server.
func (m *Manager) Spec(name string) (tool.Spec, bool) {
	srv, ok := splitName(name)
	s := m.servers[srv]
	if !ok || s == nil {
		return tool.Spec{}, false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, t := range s.tools {
		if ToolName(srv, t.Name) == name {
			return specOf(srv, t), true
		}
	}
	return tool.Spec{}, false
}

// Prepare starts, in the background, the servers of the MCP tools among
// names (a subagent type that names MCP tools gets them eagerly). Part of
// tool.Source.
func (m *Manager) Prepare(names []string) {
	for _, n := range names {
		if srv, ok := splitName(n); ok && m.servers[srv] != nil {
			_, _, _ = m.kick(m.servers[srv])
		}
	}
}

// specOf is the spec troupe sends for a server's tool. MCP tools are never
// marked read-only: a server's readOnlyHint is its own claim, and the
// safety layers do not take a server's word for it.
func specOf(server string, t *sdk.Tool) tool.Spec {
	params, err := json.Marshal(t.InputSchema)
	if err != nil || t.InputSchema == nil {
		params = json.RawMessage(`{"type":"object"}`)
	}
	desc := t.Description
	if desc == "" {
		desc = t.Title
	}
	return tool.Spec{Name: ToolName(server, t.Name), Description: desc, Parameters: params,
		Facts: tool.Facts{External: true, GuessPaths: true, Paths: pathArgs(params)}}
}

// mcpTool calls one tool of one server.
type mcpTool struct {
	m      *Manager
	server string
	spec   tool.Spec
}

func (t *mcpTool) Spec() tool.Spec { return t.spec }

func (t *mcpTool) Run(ctx context.Context, env tool.Env, args json.RawMessage) (tool.Result, error) {
	return t.m.CallWith(ctx, env.Images, t.spec.Name, args), nil
}

// Call calls the MCP tool name (mcp__server__tool) with args. Every failure
// — a server that will not start, crashed mid-call, or an unknown tool — is
// a model-facing error result.
func (m *Manager) Call(ctx context.Context, name string, args json.RawMessage) tool.Result {
	return m.CallWith(ctx, nil, name, args)
}

// CallWith is Call that keeps the images the tool returns in images (see
// ResultWith).
func (m *Manager) CallWith(ctx context.Context, images tool.ImageStore, name string, args json.RawMessage) tool.Result {
	srv, ok := splitName(name)
	s := m.servers[srv]
	if !ok || s == nil {
		return tool.Errorf(messages.KindInvalidInput, "%s: no MCP server of that name is configured", name)
	}
	sess, err := m.session(ctx, srv)
	if err != nil {
		return tool.Errorf(messages.KindToolFailed, "%s: %v", name, err)
	}
	s.mu.Lock()
	orig, known := s.byName[name]
	s.mu.Unlock()
	if !known {
		return tool.Errorf(messages.KindInvalidInput, "%s: server %s has no such tool; use search_tools to find its tools", name, srv)
	}
	if len(args) == 0 || string(args) == "null" {
		args = json.RawMessage(`{}`)
	}
	limit, where := m.callTimeout(s)
	cctx, cancel := context.WithTimeout(ctx, limit)
	res, err := sess.CallTool(cctx, &sdk.CallToolParams{Name: orig, Arguments: args})
	timedOut := cctx.Err() != nil
	cancel()
	if err != nil {
		if ctx.Err() != nil {
			return tool.Errorf(messages.KindCanceled, "%s was cancelled", name)
		}
		if timedOut {
			m.restart(s, sess, fmt.Errorf("a call to %s got no answer within %v", orig, limit))
			return tool.Errorf(messages.KindToolFailed, "%s: MCP server %s did not answer within %v; the call was abandoned and the server is being restarted (the timeout is %s)", name, srv, limit, where)
		}
		return tool.Errorf(messages.KindToolFailed, "%s: MCP server %s: %v (a server that died is restarted on the next call)", name, srv, err)
	}
	return ResultWith(res, images, name)
}

// Result maps an MCP tool result to what the model sees: text as text,
// resources as their text or a reference, images and audio as a note of
// what was returned.
func Result(r *sdk.CallToolResult) tool.Result { return ResultWith(r, nil, "") }

// ResultWith is Result that keeps each image of the result in images and
// attaches it to the result, so the model sees the picture; an image that
// is not a readable PNG, JPEG, GIF or WebP (or without a store) becomes a
// note saying why it is not shown. tool names the tool, for the images'
// names.
func ResultWith(r *sdk.CallToolResult, images tool.ImageStore, toolName string) tool.Result {
	var parts []string
	var imgs []messages.Image
	for _, c := range r.Content {
		switch c := c.(type) {
		case *sdk.TextContent:
			parts = append(parts, c.Text)
		case *sdk.ImageContent:
			if images == nil {
				parts = append(parts, fmt.Sprintf("[image: %s, %d bytes, not shown]", c.MIMEType, len(c.Data)))
				continue
			}
			img, err := images.Put(c.Data, fmt.Sprintf("%s image %d", toolName, len(imgs)+1))
			if err != nil {
				parts = append(parts, fmt.Sprintf("[image: %s, %d bytes, not shown: %v]", c.MIMEType, len(c.Data), err))
				continue
			}
			imgs = append(imgs, img)
			parts = append(parts, "[image "+strconv.Itoa(len(imgs))+": "+img.Label()+", attached]")
		case *sdk.AudioContent:
			parts = append(parts, fmt.Sprintf("[audio: %s, %d bytes, not shown]", c.MIMEType, len(c.Data)))
		case *sdk.ResourceLink:
			s := "[resource link: " + c.URI
			if c.Name != "" {
				s += " (" + c.Name + ")"
			}
			if c.MIMEType != "" {
				s += ", " + c.MIMEType
			}
			s += "]"
			if c.Description != "" {
				s += " " + c.Description
			}
			parts = append(parts, s)
		case *sdk.EmbeddedResource:
			if c.Resource == nil {
				continue
			}
			if c.Resource.Text != "" {
				parts = append(parts, fmt.Sprintf("[resource %s]\n%s", c.Resource.URI, c.Resource.Text))
			} else {
				parts = append(parts, fmt.Sprintf("[resource %s: %s, %d bytes, not shown]", c.Resource.URI, c.Resource.MIMEType, len(c.Resource.Blob)))
			}
		}
	}
	if len(parts) == 0 && r.StructuredContent != nil {
		if b, err := json.Marshal(r.StructuredContent); err == nil {
			parts = append(parts, string(b))
		}
	}
	out := tool.Result{Content: strings.Join(parts, "\n"), Images: imgs}
	if r.IsError {
		out.IsError, out.Kind = true, messages.KindToolFailed
	}
	return out
}

// callTimeout bounds one call to s: the server's own timeout when its
// entry sets one, else the Manager's; where names the setting.
func (m *Manager) callTimeout(s *server) (limit time.Duration, where string) {
	if d := s.cfg.Timeout.D(); d > 0 {
		return d, "\"timeout\" of server " + s.name + " in " + s.cfg.Source
	}
	return m.o.CallTimeout, "mcp_call_timeout in troupe's config"
}
