package view_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/view"
	"troupe/messages"
)

func msg(role messages.Role, text string) messages.Message {
	return messages.Message{Role: role, Content: text}
}

func TestSenderAndReceiver(t *testing.T) {
	tools := []messages.ToolSpec{{Name: "bash"}}
	u1, a1, u2 := msg(messages.RoleUser, "one"), msg(messages.RoleAssistant, "two"), msg(messages.RoleUser, "three")
	masked := msg(messages.RoleUser, "[masked]")
	steps := []struct {
		name      string
		view      view.View
		wantWire  int  // messages on the wire
		wantDelta bool // sent as a delta
	}{
		{"first is whole", view.View{System: "s", Messages: []messages.Message{u1}, Tools: tools}, 1, false},
		{"appended", view.View{System: "s", Messages: []messages.Message{u1, a1, u2}, Tools: tools}, 2, true},
		{"rewritten prefix (compaction)", view.View{System: "s", Messages: []messages.Message{masked, a1, u2, u1}, Tools: tools}, 4, true},
		{"new system and tools", view.View{System: "s2", Messages: []messages.Message{masked, a1, u2, u1}}, 0, true},
	}
	var s view.Sender
	var r view.Receiver
	for i, st := range steps {
		call := string(rune('a' + i))
		wire, d := s.Send(call, st.view)
		if len(wire.Messages) != st.wantWire || (d.Base != "") != st.wantDelta {
			t.Errorf("%s: %d messages on the wire, delta %+v; want %d, delta %v", st.name, len(wire.Messages), d, st.wantWire, st.wantDelta)
		}
		got, ok := r.Apply(call, wire, d)
		if !ok {
			t.Fatalf("%s: receiver lacked the base", st.name)
		}
		if diff := cmp.Diff(st.view, got); diff != "" {
			t.Errorf("%s: rebuilt view (-want +got):\n%s", st.name, diff)
		}
	}
}

// A receiver without the base view (restarted) says so, and a whole view
// puts it back in step.
func TestReceiverWithoutBase(t *testing.T) {
	var s view.Sender
	v1 := view.View{Messages: []messages.Message{msg(messages.RoleUser, "one")}}
	v2 := view.View{Messages: append(v1.Messages[:1:1], msg(messages.RoleAssistant, "two"))}
	s.Send("c1", v1)
	wire, d := s.Send("c2", v2)
	var fresh view.Receiver
	if _, ok := fresh.Apply("c2", wire, d); ok {
		t.Fatal("a fresh receiver applied a delta")
	}
	got, ok := fresh.Apply("c2", s.Whole("c2", v2), messages.Delta{})
	if !ok || len(got.Messages) != 2 {
		t.Fatalf("whole view: %+v, %v", got, ok)
	}
	v3 := view.View{Messages: append(v2.Messages[:2:2], msg(messages.RoleUser, "three"))}
	wire, d = s.Send("c3", v3)
	if got, ok := fresh.Apply("c3", wire, d); !ok || len(wire.Messages) != 1 || len(got.Messages) != 3 {
		t.Errorf("after the whole view: wire %d messages, rebuilt %d, ok %v", len(wire.Messages), len(got.Messages), ok)
	}
	if _, ok := fresh.Apply("c4", wire, messages.Delta{Base: "c3", Keep: 99}); ok {
		t.Error("a Keep past the base view was applied")
	}
}

// A view extended by append is sent as what was appended, and rebuilt in
// place: the views handed out before keep their messages.
func TestExtendedInPlace(t *testing.T) {
	var s view.Sender
	var r view.Receiver
	msgs := make([]messages.Message, 0, 8)
	var got []view.View
	for i, text := range []string{"one", "two", "three", "four"} {
		msgs = append(msgs, msg(messages.RoleUser, text))
		call := string(rune('a' + i))
		wire, d := s.Send(call, view.View{Messages: msgs[:len(msgs):len(msgs)]})
		if i > 0 && (len(wire.Messages) != 1 || d.Keep != i) {
			t.Fatalf("send %d: %d on the wire, keep %d", i, len(wire.Messages), d.Keep)
		}
		v, ok := r.Apply(call, wire, d)
		if !ok {
			t.Fatal("receiver lacked the base")
		}
		got = append(got, v)
	}
	for i, v := range got {
		if len(v.Messages) != i+1 || v.Messages[i].Content != []string{"one", "two", "three", "four"}[i] {
			t.Errorf("view %d = %+v", i, v.Messages)
		}
	}
}

// Same: identical memory is equal without reading it; equal content in
// other memory is equal too; a changed message is not.
func TestSame(t *testing.T) {
	a := messages.Message{Role: messages.RoleTool, Content: strings.Repeat("x", 100), ToolCallID: "c1",
		Images: []messages.Image{{Ref: "r"}}}
	b := a
	b.Content = strings.Repeat("x", 100) // another copy of the same text
	b.Images = []messages.Image{{Ref: "r"}}
	c := a
	c.Content = strings.Repeat("y", 100)
	if !view.Same(&a, &a) || !view.Same(&a, &b) || view.Same(&a, &c) {
		t.Errorf("Same: a,a %v a,b %v a,c %v; want true true false", view.Same(&a, &a), view.Same(&a, &b), view.Same(&a, &c))
	}
}
