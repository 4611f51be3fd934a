package reqlog

import (
	"reflect"
	"sync"
	"testing"

	"troupe/internal/store"
	"troupe/messages"
)

// memLog is a Committer keeping events in memory, numbered as a Log does.
type memLog struct {
	mu     sync.Mutex
	events []store.Event
	once   map[string]bool
}

func (m *memLog) Commit(e store.Event, done func(store.Event, error)) {
	m.mu.Lock()
	defer m.mu.Unlock()
	e.Seq = uint64(len(m.events) + 1)
	m.events = append(m.events, e)
}

func (m *memLog) CommitOnce(key string, e store.Event) bool {
	if m.once[key] {
		return false
	}
	if m.once == nil {
		m.once = map[string]bool{}
	}
	m.once[key] = true
	m.Commit(e, nil)
	return true
}

func msg(role messages.Role, text string) messages.Message {
	return messages.Message{Role: role, Content: text}
}

// Requests recorded as deltas are rebuilt whole: appended messages, a
// compaction that rewrote the middle, a reminder, a second workflow with
// its own base, and a changed prefix; the prefix is written once per
// content.
func TestRecordAndRebuild(t *testing.T) {
	log := &memLog{}
	act, compactor := New(log, "main"), New(log, "main")
	tools := []messages.ToolSpec{{Name: "bash", Description: "runs", Parameters: []byte(`{"type":"object"}`)}}
	u1, a1 := msg(messages.RoleUser, "hi"), msg(messages.RoleAssistant, "calling")
	tool := messages.Message{Role: messages.RoleTool, Content: "a long output", ToolCallID: "x"}
	masked := messages.Message{Role: messages.RoleTool, Content: "[output in scratch/x.txt]", ToolCallID: "x"}
	remind := msg(messages.RoleUser, "<system-reminder>todo</system-reminder>")
	reqs := []struct {
		rec  *Recorder
		req  messages.ModelRequest
		wire int // messages the event should hold
	}{
		{act, messages.ModelRequest{Call: "c1", Workflow: "act", System: "S", Tools: tools, Messages: []messages.Message{u1}}, 1},
		{act, messages.ModelRequest{Call: "c2", Workflow: "act", System: "S", Tools: tools, Messages: []messages.Message{u1, a1, tool}}, 2},
		{compactor, messages.ModelRequest{Call: "k1", Workflow: "compact", System: "summarise", Messages: []messages.Message{u1, a1}}, 2},
		{act, messages.ModelRequest{Call: "c3", Workflow: "act", System: "S", Tools: tools, Messages: []messages.Message{u1, a1, masked, remind}}, 2},
		{act, messages.ModelRequest{Call: "c4", Workflow: "act", System: "S2", Tools: tools, Messages: []messages.Message{u1, a1, masked, remind}}, 0},
		// The same tools and a system prompt of the same length: a prefix of its own.
		{act, messages.ModelRequest{Call: "c5", Workflow: "act", System: "T2", Tools: tools, Messages: []messages.Message{u1, a1, masked, remind}}, 0},
		// The same prefix again, in memory of its own: the same reference.
		{act, messages.ModelRequest{Call: "c6", Workflow: "act", System: string([]byte("T2")), Tools: append([]messages.ToolSpec(nil), tools...),
			Messages: []messages.Message{u1, a1, masked, remind}}, 0},
	}
	for _, r := range reqs {
		if err := r.rec.Record("t1", "m", r.req); err != nil {
			t.Fatal(err)
		}
	}
	prefixes := 0
	for _, e := range log.events {
		if e.Type == TypePrefix {
			prefixes++
		}
	}
	if prefixes != 4 { // S+tools, summarise, S2+tools, T2+tools
		t.Errorf("%d prefix events, want 4", prefixes)
	}
	ws, err := Windows(log.events)
	if err != nil || len(ws) != len(reqs) {
		t.Fatalf("%d windows, %v", len(ws), err)
	}
	for i, w := range ws {
		r := reqs[i].req
		if !w.Whole || w.Call != r.Call || w.Workflow != r.Workflow || w.View.System != r.System ||
			!reflect.DeepEqual(w.View.Tools, r.Tools) || !reflect.DeepEqual(w.View.Messages, r.Messages) {
			t.Errorf("window %d = %+v, want %+v", i, w, r)
		}
		if w.Wire != reqs[i].wire {
			t.Errorf("window %d: %d messages in the event, want %d", i, w.Wire, reqs[i].wire)
		}
	}
}

// A request whose base or prefix the log lacks is shown as it was kept,
// not Whole; a malformed request is an error naming its seq.
func TestRebuildWithoutItsBase(t *testing.T) {
	log := &memLog{}
	r := New(log, "main")
	u := msg(messages.RoleUser, "hi")
	_ = r.Record("t1", "m", messages.ModelRequest{Call: "c1", Workflow: "act", System: "S", Messages: []messages.Message{u}})
	_ = r.Record("t1", "m", messages.ModelRequest{Call: "c2", Workflow: "act", System: "S", Messages: []messages.Message{u, u}})
	ws, err := Windows(log.events[2:]) // neither the prefix nor c1
	if err != nil || len(ws) != 1 || ws[0].Whole || len(ws[0].View.Messages) != 1 {
		t.Fatalf("windows %+v, %v", ws, err)
	}
	bad := store.Event{Seq: 9, Type: TypeRequest, Data: []byte(`{"call":1}`)}
	if _, err := Windows([]store.Event{bad}); err == nil {
		t.Error("a malformed request is no error")
	}
	if New(nil, "main") != nil || (*Recorder)(nil).Record("t", "m", messages.ModelRequest{}) != nil {
		t.Error("a Recorder without a log records or fails")
	}
}
