package mcp

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"troupe/internal/tool"
	"troupe/messages"
)

// Names of the resource tools, as Claude Code's ListMcpResourcesTool and
// ReadMcpResourceTool.
const (
	ListResourcesName = "list_mcp_resources"
	ReadResourceName  = "read_mcp_resource"
)

// maxResources bounds one listing.
const maxResources = 200

// Resource is one resource a server lists.
type Resource struct {
	Server, URI, Name, MIMEType, Description string
}

// Resources lists the resources of server ("" : of every server, starting
// them), at most maxResources; the second result says which servers could
// not be asked and why.
func (m *Manager) Resources(ctx context.Context, server string) ([]Resource, map[string]error) {
	names := m.names
	if server != "" {
		names = []string{server}
	}
	var out []Resource
	failed := map[string]error{}
	for _, n := range names {
		sess, err := m.session(ctx, n)
		if err != nil {
			failed[n] = err
			continue
		}
		if ir := sess.InitializeResult(); ir != nil && ir.Capabilities != nil && ir.Capabilities.Resources == nil {
			continue // the server has none
		}
		for r, err := range sess.Resources(ctx, nil) {
			if err != nil {
				failed[n] = err
				break
			}
			out = append(out, Resource{Server: n, URI: r.URI, Name: r.Name, MIMEType: r.MIMEType, Description: r.Description})
			if len(out) >= maxResources {
				return out, failed
			}
		}
	}
	return out, failed
}

// ReadResource reads uri from server.
func (m *Manager) ReadResource(ctx context.Context, server, uri string) (*sdk.ReadResourceResult, error) {
	if m.servers[server] == nil {
		return nil, fmt.Errorf("no MCP server named %q is configured (servers: %s)", server, strings.Join(m.names, ", "))
	}
	sess, err := m.session(ctx, server)
	if err != nil {
		return nil, err
	}
	limit, _ := m.callTimeout(m.servers[server])
	cctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	return sess.ReadResource(cctx, &sdk.ReadResourceParams{URI: uri})
}

var listParams = json.RawMessage(`{"type":"object","properties":{` +
	`"server":{"type":"string","description":"Only this server's resources (default: every server)"}}}`)

var readParams = json.RawMessage(`{"type":"object","properties":{` +
	`"server":{"type":"string","description":"The MCP server"},` +
	`"uri":{"type":"string","description":"The resource's URI, as listed"}},"required":["server","uri"]}`)

// ResourceTools are list_mcp_resources and read_mcp_resource over m's
// servers. Reading goes to a server as a tool call does (External), so the
// permission layers treat it as one.
func ResourceTools(m *Manager) []tool.Tool {
	list := tool.Func{S: tool.Spec{Name: ListResourcesName, Parameters: listParams, ReadOnly: true,
		Description: "List the resources (files, records, documents) the connected MCP servers offer, with their URIs; read one with " + ReadResourceName + "."},
		Fn: func(ctx context.Context, env tool.Env, args json.RawMessage) (tool.Result, error) {
			var a struct{ Server string }
			_ = json.Unmarshal(args, &a)
			if a.Server != "" && m.servers[a.Server] == nil {
				return tool.Errorf(messages.KindInvalidInput, "%s: no MCP server named %q (servers: %s)", ListResourcesName, a.Server, strings.Join(m.names, ", ")), nil
			}
			rs, failed := m.Resources(ctx, a.Server)
			var b strings.Builder
			if len(rs) == 0 {
				b.WriteString("No MCP resources.\n")
			}
			for _, r := range rs {
				fmt.Fprintf(&b, "- server %s: %s", r.Server, r.URI)
				if r.Name != "" {
					fmt.Fprintf(&b, " (%s)", r.Name)
				}
				if r.MIMEType != "" {
					fmt.Fprintf(&b, ", %s", r.MIMEType)
				}
				if r.Description != "" {
					fmt.Fprintf(&b, ": %s", oneLine(r.Description, 120))
				}
				b.WriteByte('\n')
			}
			if len(rs) >= maxResources {
				fmt.Fprintf(&b, "(the first %d; ask for one server to see its own)\n", maxResources)
			}
			for _, n := range sortedKeys(failed) {
				fmt.Fprintf(&b, "(server %s unavailable: %v)\n", n, failed[n])
			}
			return tool.Result{Content: strings.TrimRight(b.String(), "\n")}, nil
		}}
	read := tool.Func{S: tool.Spec{Name: ReadResourceName, Parameters: readParams,
		Description: "Read one resource of an MCP server by its URI (see " + ListResourcesName + ").",
		Facts:       tool.Facts{External: true}},
		Fn: func(ctx context.Context, env tool.Env, args json.RawMessage) (tool.Result, error) {
			var a struct{ Server, URI string }
			if err := json.Unmarshal(args, &a); err != nil || a.Server == "" || a.URI == "" {
				return tool.Errorf(messages.KindInvalidInput, "%s: give server and uri", ReadResourceName), nil
			}
			res, err := m.ReadResource(ctx, a.Server, a.URI)
			if err != nil {
				return tool.Errorf(messages.KindToolFailed, "%s %s: %v", a.Server, a.URI, err), nil
			}
			var c []sdk.Content
			for _, rc := range res.Contents {
				if rc.Text == "" && len(rc.Blob) > 0 && strings.HasPrefix(rc.MIMEType, "image/") {
					c = append(c, &sdk.ImageContent{MIMEType: rc.MIMEType, Data: rc.Blob})
					continue
				}
				c = append(c, &sdk.EmbeddedResource{Resource: rc})
			}
			return ResultWith(&sdk.CallToolResult{Content: c}, env.Images, a.Server+" "+a.URI), nil
		}}
	return []tool.Tool{list, read}
}
