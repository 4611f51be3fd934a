package acp

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"
	"time"

	"troupe/messages"
)

// A new session's updates (the commands it offers, and whatever it said
// while opening) reach the client only after session/new's answer, which
// gives the client the session's id: an editor drops updates for a session
// it does not know.
func TestNewSessionUpdatesFollowItsAnswer(t *testing.T) {
	agentIn, clientOut := io.Pipe()
	clientIn, agentOut := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	seen := make(chan struct{}) // the client read the update sent while opening
	go func() {
		served <- Serve(ctx, agentIn, agentOut, Options{Commands: []Command{{Name: "compact", Description: "Compact"}},
			Open: func(_ context.Context, r OpenRequest) (Backend, error) {
				// What a SessionStart hook says while the session opens.
				r.Hooks.Observe(messages.Subject(messages.ClassEvt, "s", "main", "assistant"), messages.Meta{Agent: "main"},
					&messages.AssistantMessage{Message: messages.Message{Role: messages.RoleAssistant, Content: "opening"}})
				// Without the hold the update is written now; give the
				// client the time to read it before the answer exists.
				select {
				case <-seen:
				case <-time.After(300 * time.Millisecond):
				}
				return &fakeBackend{hooks: r.Hooks}, nil
			}})
	}()
	lines := bufio.NewScanner(clientIn)
	lines.Buffer(make([]byte, 1<<20), 1<<20)
	send := func(s string) {
		if _, err := io.WriteString(clientOut, s+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	read := func() map[string]any {
		if !lines.Scan() {
			t.Fatalf("the agent wrote nothing more: %v", lines.Err())
		}
		var m map[string]any
		if err := json.Unmarshal(lines.Bytes(), &m); err != nil {
			t.Fatalf("%v: %s", err, lines.Bytes())
		}
		return m
	}
	send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1,"clientCapabilities":{}}}`)
	if m := read(); m["id"] != float64(1) {
		t.Fatalf("initialize answered %v", m)
	}
	send(`{"jsonrpc":"2.0","id":2,"method":"session/new","params":{"cwd":"` + t.TempDir() + `","mcpServers":[]}}`)
	var order []string
	for len(order) < 3 {
		m := read()
		switch {
		case m["id"] == float64(2):
			order = append(order, "answer")
		case m["method"] == "session/update":
			b, _ := json.Marshal(m["params"])
			switch {
			case strings.Contains(string(b), "available_commands_update"):
				order = append(order, "commands")
			case strings.Contains(string(b), "opening"):
				order = append(order, "opening")
				close(seen)
			}
		}
	}
	if order[0] != "answer" {
		t.Errorf("the client got %v: a new session's updates came before session/new's answer", order)
	}
	cancel()
	clientOut.Close()
	agentOut.Close()
	if err := <-served; err != nil {
		t.Fatal(err)
	}
	agentIn.Close()
	clientIn.Close()
}
