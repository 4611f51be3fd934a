package gate

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/safety"
	"troupe/internal/tool"
	"troupe/internal/tool/fs"
	"troupe/internal/tool/shell"
	"troupe/internal/tool/todo"
	"troupe/messages"
)

// scripted answers questions from a list and records them.
type scripted struct {
	mu      sync.Mutex
	answers []Answer
	asked   []Question
}

func (s *scripted) Approve(_ context.Context, q Question) (Answer, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.asked = append(s.asked, q)
	a := s.answers[0]
	s.answers = s.answers[1:]
	return a, nil
}

func workspace(t *testing.T) *tool.Workspace {
	t.Helper()
	ws, err := tool.NewWorkspace(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return ws
}

func bash(cmd string) messages.ToolCall {
	args, _ := json.Marshal(map[string]string{"command": cmd})
	return messages.ToolCall{ID: "1", Name: "bash", Arguments: args}
}

// The real tools' specs: the gate reads what their facts declare.
var (
	bashSpec      = shell.Bash(shell.DefaultOptions()).Spec()
	readFileSpec  = fs.ReadFile().Spec()
	writeFileSpec = fs.WriteFile().Spec()
)

func TestNonInteractive(t *testing.T) {
	ws := workspace(t)
	tests := []struct {
		mode  safety.Mode
		askAs safety.Verdict
		cmd   string
		want  safety.Verdict
	}{
		{safety.ModeAuto, safety.Deny, "go test ./...", safety.Allow},
		{safety.ModeAuto, safety.Deny, "rm -rf ~", safety.Deny},
		{safety.ModeAuto, safety.Allow, "rm -rf ~", safety.Deny}, // a layer-3 deny stands
		{safety.ModeAuto, safety.Deny, "git reset --hard", safety.Deny},
		{safety.ModeAuto, safety.Allow, "git reset --hard", safety.Allow},
		{safety.ModeAutoEdit, safety.Deny, "go build ./...", safety.Deny},
		{safety.ModeManual, safety.Allow, "go build ./...", safety.Allow},
	}
	for _, tt := range tests {
		g := New(Options{Policy: &safety.Policy{Mode: tt.mode}, Workspace: ws, Home: "/home/u", AllowAsks: tt.askAs == safety.Allow})
		d := g.Check(context.Background(), bash(tt.cmd), bashSpec)
		if d.Verdict != tt.want {
			t.Errorf("%s/%v: Check(%q) = %v (%s), want %v", tt.mode, tt.askAs, tt.cmd, d.Verdict, d.Reason, tt.want)
		}
	}
}

// The todo list is the agent's own state: manual mode, with nobody to
// ask, lets its calls through as reads (they asked, and were denied, in a
// headless manual run), and still asks for a write.
func TestAgentStateIsNotAWrite(t *testing.T) {
	ws := workspace(t)
	g := New(Options{Policy: &safety.Policy{Mode: safety.ModeManual}, Workspace: ws, Home: "/home/u"})
	todoSpec := todo.Write(todo.NewList()).Spec()
	call := messages.ToolCall{ID: "1", Name: todoSpec.Name, Arguments: messages.Args(`{"todos":[{"id":"1","content":"x","status":"pending"}]}`)}
	if d := g.Check(context.Background(), call, todoSpec); d.Verdict != safety.Allow {
		t.Errorf("todo_write in manual mode: %v (%s), want allowed", d.Verdict, d.Reason)
	}
	w := messages.ToolCall{ID: "2", Name: "write_file", Arguments: messages.Args(`{"file_path":"a.txt","content":"x"}`)}
	if d := g.Check(context.Background(), w, writeFileSpec); d.Verdict == safety.Allow {
		t.Errorf("write_file in manual mode with nobody to ask: allowed (%s)", d.Reason)
	}
}

func TestApproverAnswers(t *testing.T) {
	ws := workspace(t)
	ap := &scripted{answers: []Answer{{Verdict: Deny, Reason: "not now"}, {Verdict: AllowSession}}}
	g := New(Options{Policy: &safety.Policy{Mode: safety.ModeAutoEdit}, Workspace: ws, Approver: ap})
	d := g.Check(context.Background(), bash("go build ./..."), bashSpec)
	if d.Verdict != safety.Deny || !strings.Contains(d.Reason, "not now") {
		t.Errorf("first answer: %+v", d)
	}
	if d := g.Check(context.Background(), bash("go build ./..."), bashSpec); d.Verdict != safety.Allow {
		t.Errorf("second answer: %+v", d)
	}
	// Granted for the session: asked no more, also from another agent's gate.
	if d := g.For("explore-1").Check(context.Background(), bash("go build ./cmd/x"), bashSpec); d.Verdict != safety.Allow {
		t.Errorf("after a session grant: %+v", d)
	}
	if len(ap.asked) != 2 {
		t.Errorf("asked %d times, want 2", len(ap.asked))
	}
	if diff := cmp.Diff([]string{"go build"}, ap.asked[0].Grants); diff != "" {
		t.Errorf("offered grants (-want +got):\n%s", diff)
	}
	// The grant does not stretch to other commands.
	ap.answers = []Answer{{Verdict: Deny}}
	if d := g.Check(context.Background(), bash("go build ./... && rm -rf build"), bashSpec); d.Verdict != safety.Deny {
		t.Errorf("grant stretched to a chain: %+v", d)
	}
}

func TestPathsAreResolved(t *testing.T) {
	ws := workspace(t)
	g := New(Options{Policy: &safety.Policy{Mode: safety.ModeAuto}, Workspace: ws, Home: "/home/u"})
	args, _ := json.Marshal(map[string]string{"file_path": ".env"})
	d := g.Check(context.Background(), messages.ToolCall{Name: "read_file", Arguments: args}, readFileSpec)
	if d.Verdict != safety.Deny || !strings.Contains(d.Reason, "not interactive") {
		t.Errorf("reading .env non-interactively: %+v, want an ask turned into a deny", d)
	}
	args, _ = json.Marshal(map[string]string{"file_path": "src/main.go"})
	if d := g.Check(context.Background(), messages.ToolCall{Name: "write_file", Arguments: args}, writeFileSpec); d.Verdict != safety.Allow {
		t.Errorf("writing in the workspace in auto mode: %+v", d)
	}
}
