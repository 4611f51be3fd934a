package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"troupe/internal/config"
	"troupe/internal/mcp"
	"troupe/supervisor"
)

func newMCPCmd(stdio *IO, g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "mcp",
		Short: "MCP servers: list, add, remove; serve troupe as one",
		Long: `MCP servers give the agent more tools, named mcp__<server>__<tool>. They are
configured in .mcp.json at the project root (Claude Code's format), in the
user's $XDG_CONFIG_HOME/troupe/mcp.json, or under mcp_servers in troupe's
config. A session starts a server only when the agent first needs it; the
agent finds their tools with search_tools. A remote server that asks for
OAuth authorization is logged in to once with troupe mcp login NAME.`,
		Args: cobra.NoArgs,
	}
	cmd.AddCommand(newMCPListCmd(stdio, g), newMCPAddCmd(stdio, g), newMCPRemoveCmd(stdio, g), newMCPServeCmd(stdio, g), newMCPLogsCmd(stdio, g), newMCPLoginCmd(stdio, g), newMCPLogoutCmd(stdio, g))
	return cmd
}

func newMCPListCmd(stdio *IO, g *globals) *cobra.Command {
	var asJSON, noConnect bool
	var timeout time.Duration
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List MCP servers, their state and their tools",
		Long: `List every configured MCP server with where it is configured, and (unless
--no-connect) start it, list its tools and stop it again.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ws, err := g.workspaceDir()
			if err != nil {
				return err
			}
			trusted, err := g.projectTrust(stdio, ws) // listing starts servers: the project's only if trusted
			if err != nil {
				return err
			}
			if g.trustNote != "" {
				fmt.Fprintln(stdio.Err, g.trustNote)
			}
			cfg, err := config.LoadFor(trusted, config.Paths(stdio.Getenv, ws)...)
			if err != nil {
				return err
			}
			servers, err := config.LoadMCP(stdio.Getenv, ws, cfg, nil)
			if err != nil {
				return err
			}
			if len(servers) == 0 {
				fmt.Fprintln(stdio.Out, "No MCP servers configured (add one with: troupe mcp add NAME -- COMMAND [ARGS…])")
				return nil
			}
			data, err := g.data(stdio)
			if err != nil {
				return err
			}
			// The servers' network as in a session: through troupe's proxy.
			proxy, err := supervisor.StartProxy(cfg)
			if err != nil {
				return err
			}
			if proxy != nil {
				defer proxy.Close()
			}
			m := mcp.New(mcp.Options{Servers: servers, Getenv: stdio.Getenv, SecretEnv: cfg.Tools.SecretEnv, AllowEnv: cfg.Sandbox.Env, StartTimeout: timeout,
				LogDir: mcp.LogDir(data, ws), Roots: []string{ws}, Auth: mcp.SessionAuth(data),
				Sandbox: supervisor.MCPSandbox(cfg, ws),
				Dial:    mcp.TransportsNet(stdio.Getenv, cfg.Sandbox.Env, cfg.Tools.SecretEnv, supervisor.MCPSandbox(cfg, ws), supervisor.MCPNetwork(cfg, proxy))})
			if !noConnect {
				ctx, cancel := context.WithTimeout(cmd.Context(), timeout)
				m.Catalog(ctx)
				cancel()
			}
			status := m.Status()
			if err := m.Close(); err != nil {
				fmt.Fprintf(stdio.Err, "note: %v\n", err)
			}
			return writeMCPList(stdio, servers, status, asJSON)
		},
	}
	f := cmd.Flags()
	f.BoolVar(&asJSON, "json", false, "print as JSON")
	f.BoolVar(&noConnect, "no-connect", false, "do not start the servers; show the configuration only")
	f.DurationVar(&timeout, "timeout", 30*time.Second, "how long to wait for each server to start")
	return cmd
}

type mcpRow struct {
	Name      string   `json:"name"`
	Transport string   `json:"transport"`
	Target    string   `json:"target"`
	Source    string   `json:"source"`
	State     string   `json:"state"`
	Error     string   `json:"error,omitempty"`
	Tools     []string `json:"tools"`
}

func writeMCPList(stdio *IO, servers map[string]config.MCPServer, status []mcp.Status, asJSON bool) error {
	var rows []mcpRow
	for _, st := range status {
		s := servers[st.Name]
		target := s.URL
		if st.Transport == "stdio" {
			target = strings.Join(append([]string{s.Command}, s.Args...), " ")
		}
		rows = append(rows, mcpRow{Name: st.Name, Transport: st.Transport, Target: target, Source: s.Source,
			State: st.State, Error: st.Error, Tools: st.Tools})
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].Name < rows[j].Name })
	if asJSON {
		enc := json.NewEncoder(stdio.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	tw := tabwriter.NewWriter(stdio.Out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tSTATE\tTOOLS\tTRANSPORT\tTARGET\tSOURCE")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%s\n", r.Name, r.State, len(r.Tools), r.Transport, shortLine(r.Target, 50), r.Source)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, r := range rows {
		if r.Error != "" {
			fmt.Fprintf(stdio.Out, "\n%s: %s\n", r.Name, r.Error)
		}
		if len(r.Tools) > 0 {
			fmt.Fprintf(stdio.Out, "\n%s tools:\n  %s\n", r.Name, strings.Join(r.Tools, "\n  "))
		}
	}
	return nil
}

// mcpPath is the .mcp.json file of a scope.
func mcpPath(stdio *IO, g *globals, scope string) (string, error) {
	ws, err := g.workspaceDir()
	if err != nil {
		return "", err
	}
	user, project := config.MCPPaths(stdio.Getenv, ws)
	switch scope {
	case "project":
		return project, nil
	case "user":
		if user == "" {
			return "", usageError("--scope user: neither XDG_CONFIG_HOME nor HOME is set")
		}
		return user, nil
	}
	return "", usageError("--scope must be project or user, not %q", scope)
}

func newMCPAddCmd(stdio *IO, g *globals) *cobra.Command {
	var scope, transport string
	var env, headers []string
	cmd := &cobra.Command{
		Use:   "add NAME (COMMAND [ARGS…] | URL)",
		Short: "Add an MCP server to .mcp.json",
		Long: `Add a server to the project's .mcp.json (--scope user: the user's mcp.json).

  troupe mcp add files -- npx -y @modelcontextprotocol/server-filesystem .
  troupe mcp add --transport http docs https://example.com/mcp -H 'Authorization: Bearer ${DOCS_TOKEN}'
  troupe mcp add github -e GITHUB_TOKEN -- github-mcp-server stdio

Secrets stay in the environment: -e NAME writes a reference ${NAME}, read
when the server starts. A literal value (-e NAME=VALUE, or a header value
without ${…}) is refused for names that look like secrets (*_KEY, *_TOKEN,
*SECRET*, *PASSWORD*, Authorization).`,
		Args: cobra.MinimumNArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			name := args[0]
			if !config.ValidMCPName(name) {
				return usageError("server name %q: use letters, digits, - and _ (no __)", name)
			}
			s := config.MCPServer{}
			switch transport {
			case "stdio":
				s.Command, s.Args = args[1], args[2:]
			case "http", "sse":
				if len(args) != 2 {
					return usageError("--transport %s takes one URL after the name", transport)
				}
				s.Type, s.URL = transport, args[1]
			default:
				return usageError("--transport must be stdio, http or sse, not %q", transport)
			}
			var err error
			if s.Env, err = envRefs(env); err != nil {
				return err
			}
			if s.Headers, err = headerRefs(headers); err != nil {
				return err
			}
			path, err := mcpPath(stdio, g, scope)
			if err != nil {
				return err
			}
			if err := g.keepTrust(stdio, func() error { _, err := config.WriteMCPServer(path, name, &s); return err }); err != nil {
				return err
			}
			fmt.Fprintf(stdio.Out, "Added MCP server %s to %s\n", name, path)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVarP(&scope, "scope", "s", "project", "where to write it: project (.mcp.json) or user")
	f.StringVarP(&transport, "transport", "t", "stdio", "stdio, http or sse")
	f.StringArrayVarP(&env, "env", "e", nil, "environment variable for the server: NAME (a ${NAME} reference) or NAME=VALUE; repeatable")
	f.StringArrayVarP(&headers, "header", "H", nil, "HTTP header 'Name: value' (use ${VAR} for secrets); repeatable")
	return cmd
}

func newMCPRemoveCmd(stdio *IO, g *globals) *cobra.Command {
	var scope string
	cmd := &cobra.Command{
		Use:   "remove NAME",
		Short: "Remove an MCP server from .mcp.json",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path, err := mcpPath(stdio, g, scope)
			if err != nil {
				return err
			}
			var changed bool
			err = g.keepTrust(stdio, func() (err error) { changed, err = config.WriteMCPServer(path, args[0], nil); return err })
			if err != nil {
				return err
			}
			if !changed {
				return fmt.Errorf("no MCP server %q in %s", args[0], path)
			}
			fmt.Fprintf(stdio.Out, "Removed MCP server %s from %s\n", args[0], path)
			return nil
		},
	}
	cmd.Flags().StringVarP(&scope, "scope", "s", "project", "which file: project (.mcp.json) or user")
	return cmd
}

// secretName reports whether a variable or header name looks like it holds
// a secret.
func secretName(name string) bool {
	n := strings.ToUpper(name)
	return strings.HasSuffix(n, "_KEY") || strings.HasSuffix(n, "_TOKEN") || strings.Contains(n, "SECRET") ||
		strings.Contains(n, "PASSWORD") || n == "AUTHORIZATION" || strings.HasSuffix(n, "API-KEY")
}

func envRefs(env []string) (map[string]string, error) {
	if len(env) == 0 {
		return nil, nil
	}
	out := map[string]string{}
	for _, e := range env {
		k, v, literal := strings.Cut(e, "=")
		if k == "" {
			return nil, usageError("--env %q: want NAME or NAME=VALUE", e)
		}
		if !literal {
			v = "${" + k + "}"
		} else if secretName(k) && !strings.Contains(v, "${") {
			return nil, usageError("--env %s: refusing to write a secret into a file; export %s and pass -e %s (written as ${%s})", k, k, k, k)
		}
		out[k] = v
	}
	return out, nil
}

func headerRefs(hs []string) (map[string]string, error) {
	if len(hs) == 0 {
		return nil, nil
	}
	out := map[string]string{}
	for _, h := range hs {
		k, v, ok := strings.Cut(h, ":")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if !ok || k == "" {
			return nil, usageError("--header %q: want 'Name: value'", h)
		}
		if secretName(k) && !strings.Contains(v, "${") {
			return nil, usageError("--header %s: refusing to write a secret into a file; put it in an environment variable and write ${VAR}", k)
		}
		out[k] = v
	}
	return out, nil
}
