package cli

import (
	"fmt"
	"os/exec"
	"runtime"
	"time"

	"github.com/spf13/cobra"

	"troupe/internal/config"
	"troupe/internal/mcp"
)

// mcpServer is the configured server name of this workspace (the
// project's servers only if the project is trusted).
func mcpServer(stdio *IO, g *globals, name string) (config.MCPServer, error) {
	ws, err := g.workspaceDir()
	if err != nil {
		return config.MCPServer{}, err
	}
	trusted, err := g.projectTrust(stdio, ws)
	if err != nil {
		return config.MCPServer{}, err
	}
	cfg, err := config.LoadFor(trusted, config.Paths(stdio.Getenv, ws)...)
	if err != nil {
		return config.MCPServer{}, err
	}
	servers, err := config.LoadMCP(stdio.Getenv, ws, cfg, nil)
	if err != nil {
		return config.MCPServer{}, err
	}
	s, ok := servers[name]
	if !ok {
		return config.MCPServer{}, fmt.Errorf("no MCP server named %q is configured here (see troupe mcp list)", name)
	}
	return s, nil
}

func newMCPLoginCmd(stdio *IO, g *globals) *cobra.Command {
	var noBrowser bool
	var wait time.Duration
	cmd := &cobra.Command{
		Use:   "login NAME",
		Short: "Authorize troupe with a remote MCP server (OAuth, through a browser)",
		Long: `Log in to the http or sse MCP server NAME with OAuth, as the MCP authorization spec
says: troupe finds the server's authorization server, registers itself there
unless the server's entry names an oauth.clientId (its metadata is read from
oauth.authServerMetadataUrl when the entry names one), and opens the
authorization page in a browser ($BROWSER, else xdg-open or open; the URL is
printed too). The browser comes back to a listener on 127.0.0.1 (port
oauth.callbackPort, or any free one). The token is kept, readable by you
only, in troupe's data dir and refreshed when it expires; sessions use it.
A session that meets a server without a token says to run this command.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			s, err := mcpServer(stdio, g, args[0])
			if err != nil {
				return err
			}
			data, err := g.data(stdio)
			if err != nil {
				return err
			}
			var started []*exec.Cmd
			login := &mcp.Login{Out: stdio.Err, Wait: wait}
			if !noBrowser {
				login.Open = func(u string) error {
					c, err := browserCommand(stdio.Getenv, u)
					if err != nil {
						return err
					}
					if err := c.Start(); err != nil {
						return err
					}
					started = append(started, c)
					return nil
				}
			}
			n, err := mcp.LoginServer(cmd.Context(), &mcp.OAuth{Dir: mcp.AuthDir(data), Login: login}, args[0], s, stdio.Getenv)
			for _, c := range started { // a browser launcher returns at once; a browser itself is left running
				done := make(chan struct{})
				go func() { _ = c.Wait(); close(done) }()
				select {
				case <-done:
				case <-time.After(2 * time.Second):
					_ = c.Process.Release()
				}
			}
			if err != nil {
				return err
			}
			fmt.Fprintf(stdio.Out, "Logged in to MCP server %s (%d tools).\n", args[0], n)
			return nil
		},
	}
	cmd.Flags().BoolVar(&noBrowser, "no-browser", false, "only print the URL to open")
	cmd.Flags().DurationVar(&wait, "wait", 5*time.Minute, "how long to wait for the browser to come back")
	return cmd
}

// browserCommand opens u: $BROWSER, else the system's opener.
func browserCommand(getenv func(string) string, u string) (*exec.Cmd, error) {
	if b := getenv("BROWSER"); b != "" {
		return exec.Command(b, u), nil
	}
	opener := "xdg-open"
	if runtime.GOOS == "darwin" {
		opener = "open"
	}
	p, err := exec.LookPath(opener)
	if err != nil {
		return nil, fmt.Errorf("no browser to open (set BROWSER, or open the URL above yourself)")
	}
	return exec.Command(p, u), nil
}

func newMCPLogoutCmd(stdio *IO, g *globals) *cobra.Command {
	return &cobra.Command{
		Use:   "logout NAME",
		Short: "Forget the OAuth token troupe keeps for a remote MCP server",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			s, err := mcpServer(stdio, g, args[0])
			if err != nil {
				return err
			}
			data, err := g.data(stdio)
			if err != nil {
				return err
			}
			had, err := (&mcp.OAuth{Dir: mcp.AuthDir(data)}).Logout(mcp.Expand(s.URL, stdio.Getenv))
			if err != nil {
				return err
			}
			if !had {
				fmt.Fprintf(stdio.Out, "troupe kept no token for MCP server %s.\n", args[0])
				return nil
			}
			fmt.Fprintf(stdio.Out, "Logged out of MCP server %s: its token is forgotten (the authorization server may still list the grant).\n", args[0])
			return nil
		},
	}
}
