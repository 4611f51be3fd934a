package script

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"troupe/internal/llm"
	"troupe/messages"
)

// exploreScript has a main turn, then for each of n explore agents a first
// turn (told apart by the task in expect) and a second turn (told apart by
// the file content the tool returned). All explore turns name the same agent
// type, so only expect keeps the agents apart.
func exploreScript(n int) string {
	var b strings.Builder
	b.WriteString("turns:\n  - agent: ^main$\n    text: delegating\n")
	for k := range n {
		fmt.Fprintf(&b, "  - agent: explore\n    expect: '^task %d$'\n    tool_calls:\n      - name: read_file\n        args: {file_path: f%d.go}\n", k, k)
	}
	for k := range n {
		fmt.Fprintf(&b, "  - agent: explore\n    expect_tool: read_file\n    expect: '^content of f%d.go$'\n    text: 'done %d'\n", k, k)
	}
	return b.String()
}

// runExplorer plays one explore agent's two-call conversation.
func runExplorer(ctx context.Context, m *Model, k int) error {
	id := fmt.Sprintf("main/explore-%d", k)
	convo := []messages.Message{user(fmt.Sprintf("task %d", k))}
	s, err := m.Stream(ctx, request(id, "explore", convo...))
	if err != nil {
		return err
	}
	r1, err := llm.Collect(ctx, s, nil)
	if err != nil {
		return err
	}
	want := fmt.Sprintf(`{"file_path":"f%d.go"}`, k)
	if len(r1.Message.ToolCalls) != 1 || string(r1.Message.ToolCalls[0].Arguments) != want {
		return fmt.Errorf("explorer %d got tool calls %+v, want read_file %s", k, r1.Message.ToolCalls, want)
	}
	convo = append(convo, r1.Message, toolResult("read_file", fmt.Sprintf("content of f%d.go", k)))
	s, err = m.Stream(ctx, request(id, "explore", convo...))
	if err != nil {
		return err
	}
	r2, err := llm.Collect(ctx, s, nil)
	if err != nil {
		return err
	}
	if got, want := r2.Message.Content, fmt.Sprintf("done %d", k); got != want {
		return fmt.Errorf("explorer %d got %q, want %q", k, got, want)
	}
	return nil
}

func TestConcurrentAgents(t *testing.T) {
	for _, n := range []int{2, 16} {
		t.Run(fmt.Sprintf("%d explorers", n), func(t *testing.T) {
			for round := range 20 {
				m := mustParse(t, "par.yaml", exploreScript(n))
				ctx := context.Background()
				var wg sync.WaitGroup
				errs := make(chan error, n+1)
				wg.Go(func() {
					s, err := m.Stream(ctx, request("main", "main", user("look around")))
					if err == nil {
						_, err = llm.Collect(ctx, s, nil)
					}
					errs <- err
				})
				for k := range n {
					wg.Go(func() { errs <- runExplorer(ctx, m, k) })
				}
				wg.Wait()
				close(errs)
				for err := range errs {
					if err != nil {
						t.Fatalf("round %d: %v", round, err)
					}
				}
				if got := m.Remaining(); got != nil {
					t.Fatalf("round %d: Remaining() = %v, want nil", round, got)
				}
				if got, want := m.Calls(), 2*n+1; got != want {
					t.Fatalf("round %d: Calls() = %d, want %d", round, got, want)
				}
			}
		})
	}
}
