package anthropic

import (
	"sync"

	"github.com/anthropics/anthropic-sdk-go/v2"
)

// maxThoughts caps how many answers' thinking blocks a Client remembers.
const maxThoughts = 128

// thoughts remembers the thinking blocks of recent answers that used
// tools, by the id of their first tool call, oldest forgotten first. Safe
// for concurrent use.
type thoughts struct {
	mu    sync.Mutex
	by    map[string][]anthropic.ContentBlockParamUnion // guarded by mu
	order []string                                      // guarded by mu; insertion order
}

func newThoughts() *thoughts {
	return &thoughts{by: map[string][]anthropic.ContentBlockParamUnion{}}
}

func (t *thoughts) remember(toolUseID string, blocks []anthropic.ContentBlockParamUnion) {
	if toolUseID == "" || len(blocks) == 0 {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, ok := t.by[toolUseID]; !ok {
		t.order = append(t.order, toolUseID)
	}
	t.by[toolUseID] = blocks
	for len(t.order) > maxThoughts {
		delete(t.by, t.order[0])
		t.order = t.order[1:]
	}
}

func (t *thoughts) recall(toolUseID string) []anthropic.ContentBlockParamUnion {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.by[toolUseID]
}
