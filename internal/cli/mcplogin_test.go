package cli_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"troupe/internal/cli"
	"troupe/internal/mcp/mcptest"
)

// fakeBrowserEnv makes the test binary a browser: it follows the URL it
// is given (the authorization server redirects it back to troupe).
const fakeBrowserEnv = "TROUPE_TEST_FAKE_BROWSER"

func fakeBrowser(u string) int {
	resp, err := http.Get(u)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, resp.Body)
	if resp.StatusCode != http.StatusOK {
		return 1
	}
	return 0
}

// TestMCPLoginFromOutside drives the CLI against a protected MCP server
// and its authorization server on loopback: mcp list says a login is
// needed (and does not wait for one), mcp login goes through a browser
// ($BROWSER, here the test binary following the URL), mcp list then
// lists the tools, mcp logout forgets the token. It does so for a
// streamable HTTP server, an SSE server, and an SSE server that publishes
// no resource metadata and whose authorization server keeps its metadata
// where no discovery looks (oauth.authServerMetadataUrl says where).
func TestMCPLoginFromOutside(t *testing.T) {
	t.Setenv(fakeBrowserEnv, "1") // inherited by the browser process only; the CLI runs in process
	cases := []struct {
		name  string
		serve func(t *testing.T) (endpoint, entry string)
	}{
		{"http", func(t *testing.T) (string, string) {
			e := mcptest.NewAuthServer(t).Protect(t)
			return e, `{"type": "http", "url": "` + e + `"}`
		}},
		{"sse", func(t *testing.T) (string, string) {
			e := mcptest.NewAuthServer(t).ProtectSSE(t, true)
			return e, `{"type": "sse", "url": "` + e + `"}`
		}},
		{"sse-metadata-url", func(t *testing.T) (string, string) {
			a := mcptest.NewAuthServerAt(t, "/custom/as-metadata")
			e := a.ProtectSSE(t, false)
			return e, `{"type": "sse", "url": "` + e + `", "oauth": {"authServerMetadataUrl": "` + a.Srv.URL + `/custom/as-metadata"}}`
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, entry := tc.serve(t)
			ws, home := t.TempDir(), t.TempDir()
			writeFile(t, home, ".config/troupe/mcp.json", `{"mcpServers": {"remote": `+entry+`}}`)
			env := map[string]string{"TROUPE_HOME": home, "HOME": home, "BROWSER": os.Args[0]}
			run := func(args ...string) (int, string, string) {
				var out, errb bytes.Buffer
				code := cli.Execute(context.Background(), append([]string{"-C", ws}, args...), cli.IO{In: strings.NewReader(""), Out: &out, Err: &errb,
					Getenv: func(k string) string { return env[k] }})
				return code, out.String(), errb.String()
			}
			steps := []struct {
				args []string
				code int
				out  string
			}{
				{[]string{"mcp", "list", "--timeout", "20s"}, cli.ExitOK, "troupe mcp login remote"},
				{[]string{"mcp", "login", "remote", "--wait", "20s"}, cli.ExitOK, "Logged in to MCP server remote"},
				{[]string{"mcp", "list", "--timeout", "20s"}, cli.ExitOK, "mcp__remote__echo"},
				{[]string{"mcp", "logout", "remote"}, cli.ExitOK, "Logged out of MCP server remote"},
				{[]string{"mcp", "logout", "remote"}, cli.ExitOK, "troupe kept no token"},
				{[]string{"mcp", "login", "nosuch"}, cli.ExitError, ""},
			}
			for _, s := range steps {
				code, out, errOut := run(s.args...)
				if code != s.code || !strings.Contains(out, s.out) {
					t.Fatalf("troupe %v: exit %d\nstdout %s\nstderr %s\nwant exit %d, stdout containing %q", s.args, code, out, errOut, s.code, s.out)
				}
				if strings.Contains(out+errOut, "s3cr3t") {
					t.Fatalf("troupe %v printed a token:\n%s%s", s.args, out, errOut)
				}
			}
			if files, _ := filepath.Glob(filepath.Join(home, "*", "mcp-auth", "*.json")); len(files) != 0 {
				t.Errorf("tokens left after logout: %v", files)
			}
		})
	}
}
