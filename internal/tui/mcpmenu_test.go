package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"troupe/internal/slash"
	"troupe/messages"
)

// mcpHost lists one server's prompts once it has been started.
type mcpHost struct {
	fakeHost
	started int
	ready   bool
}

func (h *mcpHost) StartMCP() { h.started++ }
func (h *mcpHost) MCPPromptHelp() []slash.Command {
	if !h.ready {
		return slash.MCPPromptCommands(nil, []string{"ev"})
	}
	return slash.MCPPromptCommands([][3]string{{"mcp__ev__args-prompt", "CITY [STATE]", "weather for a city"}, {"mcp__ev__simple-prompt", "", "no arguments"}}, nil)
}

func TestMCPPromptsInTheMenu(t *testing.T) {
	h := newHarness(t, 80, 24)
	host := &mcpHost{}
	h.m.o.Host = host
	h.typeText("/weather")
	if host.started != 1 || h.m.sug != nil {
		t.Fatalf("started %d times, menu %+v: the menu should start the servers and show nothing yet", host.started, h.m.sug)
	}
	host.ready = true
	h.send(evt(mainAgent, "mcp", &messages.MCPServerState{Server: "ev", State: "ready"}))
	s := screen(h.m)
	if !strings.Contains(s, "/mcp__ev__args-prompt CITY [STATE]") || !strings.Contains(s, "weather for a city") || !strings.Contains(s, "Enter adds its arguments") {
		t.Fatalf("the prompt is not in the menu:\n%s", s)
	}
	h.send(tea.KeyPressMsg{Code: tea.KeyEnter})
	if got := h.m.input.Value(); got != "/mcp__ev__args-prompt " || len(h.be.submitted) != 0 {
		t.Fatalf("Enter on a prompt with arguments: input %q, sent %q", got, h.be.submitted)
	}
	h.typeText("x") // the menu stays closed while the arguments are typed
	if h.m.sug != nil {
		t.Errorf("menu open while typing arguments")
	}
	h.m.input.SetValue("")
	h.typeText("/mcp")
	if host.started != 1 {
		t.Errorf("servers started %d times", host.started)
	}
	if s := screen(h.m); !strings.Contains(s, "/mcp__ev__simple-prompt") {
		t.Errorf("no simple-prompt:\n%s", s)
	}
}
