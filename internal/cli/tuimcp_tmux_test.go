package cli_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// mcpEverythingWorkspace is a trusted-to-be workspace whose .mcp.json runs
// the npm reference server (@modelcontextprotocol/server-everything) over
// stdio; it skips when TROUPE_MCP_NPM does not hold it (.ci/run installs it).
func mcpEverythingWorkspace(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("TROUPE_MCP_NPM")
	if dir == "" {
		t.Skip("TROUPE_MCP_NPM is not set: the npm MCP servers are not installed (.ci/run installs them)")
	}
	entry := filepath.Join(dir, "node_modules", "@modelcontextprotocol", "server-everything", "dist", "index.js")
	if _, err := os.Stat(entry); err != nil {
		t.Skipf("@modelcontextprotocol/server-everything is not installed in TROUPE_MCP_NPM (.ci/run installs it): %v", err)
	}
	ws := t.TempDir()
	writeFile(t, ws, ".mcp.json", fmt.Sprintf(`{"mcpServers": {"ev": {"command": "node", "args": [%q, "stdio"]}}}`, entry))
	return ws
}

// mcpPromptScript expects the prompt the server renders from the mapped
// arguments: city "New York" (quoted, two words), state "NY".
const mcpPromptScript = `
turns:
  - {agent: main, expect: "^What's weather in New York, NY\\?$", text: "PROMPT-RECEIVED"}
`

// An MCP server's prompts are entries of the / menu with their
// descriptions, found by a word of their name; Enter on one that takes
// arguments waits for them; /mcp__server__prompt ARGS sends what the
// server renders, the arguments mapped to the prompt's own.
func TestTUIMCPPromptsInTmux(t *testing.T) {
	for _, sz := range tuiSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			t.Parallel()
			ws := mcpEverythingWorkspace(t)
			sp := filepath.Join(t.TempDir(), "s.yaml")
			writeFile(t, filepath.Dir(sp), "s.yaml", mcpPromptScript)
			s := startTUIIn(t, sz.w, sz.h, ws, "", "script:"+sp, "--trust")
			s.keys("-l", "/optional") // the server starts when the menu opens
			sc := s.fits("/mcp__ev__args-prompt CITY", "A prompt with two")
			if strings.Contains(sc, "/help") {
				t.Errorf("the filter kept unrelated commands:\n%s", sc)
			}
			s.keys("C-u")
			s.keys("-l", "/mcp")
			s.fits("/mcp__ev__simple-prompt", "/mcp__ev__args-prompt")
			s.keys("C-u")
			s.keys("-l", "/args")
			s.fits("/mcp__ev__args-prompt")
			s.keys("Enter") // completes: the prompt needs CITY
			s.fits("> /mcp__ev__args-prompt")
			s.keys("-l", `"New York" NY`)
			s.keys("Enter")
			s.fits("PROMPT-RECEIVED")
			s.exit()
			if got := userPrompts(t, s.home); len(got) != 1 || got[0] != "What's weather in New York, NY?" {
				t.Errorf("prompts in the log = %q", got)
			}
		})
	}
}

// The same in line mode: /mcp__ev__args-prompt with quoted arguments runs
// the server's prompt, and /help lists the prompts once it has started.
func TestMCPPromptInLineMode(t *testing.T) {
	ws := mcpEverythingWorkspace(t)
	home := t.TempDir()
	sp := writeFile(t, t.TempDir(), "s.yaml", mcpPromptScript)
	cmd := exec.Command(binary, "--no-tui", "--trust", "--model", "script:"+sp)
	cmd.Dir = ws
	cmd.Env = append(os.Environ(), "TROUPE_HOME="+filepath.Join(home, "data"), "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"))
	cmd.Stdin = strings.NewReader("/mcp__ev__args-prompt \"New York\" NY\n/help\n/mcp__ev__args-prompt\n/exit\n")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, want := range []string{"PROMPT-RECEIVED", "/mcp__ev__args-prompt CITY [STATE]", "A prompt with two arguments",
		"needs the argument city"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
