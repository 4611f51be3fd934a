package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	sdkmcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

// sdkMCPTransport reaches an MCP server that lives in the Agent SDK's
// process (createSdkMcpServer, `mcpServers: {name: {type: "sdk"}}`): each
// JSON-RPC message troupe's MCP client writes goes to the SDK as an
// mcp_message control request, and the SDK's mcp_response to a request is
// what the client reads next. The session's MCP manager uses it like any
// other transport, so the server's tools join the session as
// mcp__<name>__<tool>.
type sdkMCPTransport struct {
	c    *sdkConn
	name string
}

// Connect implements sdkmcp.Transport.
func (t *sdkMCPTransport) Connect(context.Context) (sdkmcp.Connection, error) {
	return &sdkMCPConn{t: t, in: make(chan jsonrpc.Message, 16), done: make(chan struct{})}, nil
}

type sdkMCPConn struct {
	t    *sdkMCPTransport
	in   chan jsonrpc.Message
	once sync.Once
	done chan struct{}
}

// Read implements sdkmcp.Connection.
func (c *sdkMCPConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	select {
	case m := <-c.in:
		return m, nil
	case <-c.done:
		return nil, errors.New("sdk MCP server " + c.t.name + ": closed")
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Write implements sdkmcp.Connection: a request's answer is queued for
// Read; a notification or response gets none.
func (c *sdkMCPConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	data, err := jsonrpc.EncodeMessage(msg)
	if err != nil {
		return err
	}
	r, err := c.t.c.request(ctx, map[string]any{"subtype": "mcp_message", "server_name": c.t.name, "message": json.RawMessage(data)})
	if err != nil {
		return err
	}
	if r.Subtype != "success" {
		return fmt.Errorf("sdk MCP server %s: %s", c.t.name, r.Error)
	}
	req, ok := msg.(*jsonrpc.Request)
	if !ok || !req.IsCall() {
		return nil
	}
	var body struct {
		Response json.RawMessage `json:"mcp_response"`
	}
	if err := json.Unmarshal(r.Response, &body); err != nil || len(body.Response) == 0 {
		return fmt.Errorf("sdk MCP server %s: no mcp_response in the SDK's answer", c.t.name)
	}
	answer, err := jsonrpc.DecodeMessage(body.Response)
	if err != nil {
		return fmt.Errorf("sdk MCP server %s: %w", c.t.name, err)
	}
	select {
	case c.in <- answer:
		return nil
	case <-c.done:
		return errors.New("sdk MCP server " + c.t.name + ": closed")
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Close implements sdkmcp.Connection.
func (c *sdkMCPConn) Close() error {
	c.once.Do(func() { close(c.done) })
	return nil
}

// SessionID implements sdkmcp.Connection.
func (c *sdkMCPConn) SessionID() string { return "" }
