package acp

import (
	"context"
	"errors"
	"io"
	"sync"
	"testing"

	acpsdk "github.com/coder/acp-go-sdk"

	"troupe/messages"
)

// fakeBackend plays a turn from events it publishes through the hooks.
type fakeBackend struct {
	hooks  Hooks
	events func(h Hooks)
}

func (b *fakeBackend) ID() string { return "20260101-000000-abcdef01" }
func (b *fakeBackend) Submit(context.Context, string, []Image) (messages.TurnResult, error) {
	b.events(b.hooks)
	return messages.TurnResult{Final: "done"}, nil
}
func (b *fakeBackend) Cancel(string)                                         {}
func (b *fakeBackend) SetMode(context.Context, string) error                 { return nil }
func (b *fakeBackend) Slash(context.Context, string) (string, string, error) { return "", "", nil }
func (b *fakeBackend) History() []messages.Message                           { return nil }
func (b *fakeBackend) ToolKind(string) string                                { return "other" }
func (b *fakeBackend) Close() error                                          { return nil }

// recorder is an ACP client that keeps the session updates.
type recorder struct {
	mu      sync.Mutex
	updates []acpsdk.SessionUpdate
}

func (r *recorder) SessionUpdate(_ context.Context, n acpsdk.SessionNotification) error {
	r.mu.Lock()
	r.updates = append(r.updates, n.Update)
	r.mu.Unlock()
	return nil
}
func (r *recorder) RequestPermission(context.Context, acpsdk.RequestPermissionRequest) (acpsdk.RequestPermissionResponse, error) {
	return acpsdk.RequestPermissionResponse{Outcome: acpsdk.NewRequestPermissionOutcomeCancelled()}, nil
}
func (r *recorder) ReadTextFile(context.Context, acpsdk.ReadTextFileRequest) (acpsdk.ReadTextFileResponse, error) {
	return acpsdk.ReadTextFileResponse{}, errors.New("no")
}
func (r *recorder) WriteTextFile(context.Context, acpsdk.WriteTextFileRequest) (acpsdk.WriteTextFileResponse, error) {
	return acpsdk.WriteTextFileResponse{}, errors.New("no")
}
func (r *recorder) CreateTerminal(context.Context, acpsdk.CreateTerminalRequest) (acpsdk.CreateTerminalResponse, error) {
	return acpsdk.CreateTerminalResponse{}, errors.New("no")
}
func (r *recorder) KillTerminal(context.Context, acpsdk.KillTerminalRequest) (acpsdk.KillTerminalResponse, error) {
	return acpsdk.KillTerminalResponse{}, errors.New("no")
}
func (r *recorder) TerminalOutput(context.Context, acpsdk.TerminalOutputRequest) (acpsdk.TerminalOutputResponse, error) {
	return acpsdk.TerminalOutputResponse{}, errors.New("no")
}
func (r *recorder) ReleaseTerminal(context.Context, acpsdk.ReleaseTerminalRequest) (acpsdk.ReleaseTerminalResponse, error) {
	return acpsdk.ReleaseTerminalResponse{}, errors.New("no")
}
func (r *recorder) WaitForTerminalExit(context.Context, acpsdk.WaitForTerminalExitRequest) (acpsdk.WaitForTerminalExitResponse, error) {
	return acpsdk.WaitForTerminalExitResponse{}, errors.New("no")
}

// A model's thinking reaches the client as thought chunks before its
// text; a subagent's text does not reach it as the answer; every update of
// the turn arrives before the prompt's answer.
func TestServeThoughtsAndOrder(t *testing.T) {
	events := func(h Hooks) {
		ev := func(agent, typ string, b messages.Body) {
			h.Observe(messages.Subject(messages.ClassEvt, "s", "main", typ), messages.Meta{Agent: agent}, b)
		}
		ev("main", "assistant", &messages.AssistantMessage{Message: messages.Message{Role: messages.RoleAssistant, Content: "The answer.",
			Thinking: []messages.Thought{{Text: "Let me think."}, {Redacted: "xx"}}}})
		ev("main/explore-1", "assistant", &messages.AssistantMessage{Message: messages.Message{Role: messages.RoleAssistant, Content: "sub text"}})
		for range 50 {
			ev("main", "notice", &messages.Notice{Text: "n"})
		}
		ev("main", "delta", &messages.ModelDelta{Call: "c2", Text: "late"})
	}
	agentIn, clientOut := io.Pipe()
	clientIn, agentOut := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() {
		served <- Serve(ctx, agentIn, agentOut, Options{Open: func(_ context.Context, r OpenRequest) (Backend, error) {
			return &fakeBackend{hooks: r.Hooks, events: events}, nil
		}})
	}()
	rec := &recorder{}
	client := acpsdk.NewClientSideConnection(rec, clientOut, clientIn)
	if _, err := client.Initialize(ctx, acpsdk.InitializeRequest{ProtocolVersion: acpsdk.ProtocolVersionNumber}); err != nil {
		t.Fatal(err)
	}
	s, err := client.NewSession(ctx, acpsdk.NewSessionRequest{Cwd: t.TempDir(), McpServers: []acpsdk.McpServer{}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client.NewSession(ctx, acpsdk.NewSessionRequest{Cwd: "relative/dir", McpServers: []acpsdk.McpServer{}}); err == nil {
		t.Error("a relative cwd was accepted")
	}
	res, err := client.Prompt(ctx, acpsdk.PromptRequest{SessionId: s.SessionId, Prompt: []acpsdk.ContentBlock{acpsdk.TextBlock("go")}})
	if err != nil || res.StopReason != acpsdk.StopReasonEndTurn {
		t.Fatalf("prompt: %v %v", res, err)
	}
	rec.mu.Lock()
	var kinds []string
	for _, u := range rec.updates {
		switch {
		case u.AgentThoughtChunk != nil:
			kinds = append(kinds, "thought:"+u.AgentThoughtChunk.Content.Text.Text)
		case u.AgentMessageChunk != nil:
			kinds = append(kinds, "message:"+u.AgentMessageChunk.Content.Text.Text)
		}
	}
	rec.mu.Unlock()
	want := []string{"thought:Let me think.", "message:The answer.", "message:late"}
	if len(kinds) != len(want) {
		t.Fatalf("updates %v, want %v", kinds, want)
	}
	for i := range want {
		if kinds[i] != want[i] {
			t.Fatalf("updates %v, want %v", kinds, want)
		}
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
