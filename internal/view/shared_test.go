package view_test

import (
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"unsafe"

	"github.com/google/go-cmp/cmp"

	"troupe/internal/view"
	"troupe/messages"
)

// travel is what a receiver decodes of a view that crossed the bus: the
// same content in memory of its own.
func travel(t testing.TB, v view.View) view.View {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out view.View
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// sharesMemory reports whether got holds want's messages themselves: the
// same array and the same text, not copies.
func sharesMemory(got, want []messages.Message) bool {
	if len(got) != len(want) || len(got) == 0 || &got[0] != &want[0] {
		return false
	}
	for i := range got {
		if unsafe.StringData(got[i].Content) != unsafe.StringData(want[i].Content) {
			return false
		}
	}
	return true
}

// A receiver sharing its sender's table keeps the sender's view — the same
// array and text — for every kind of step, while what travels is still the
// delta; each rebuilt view equals the one sent.
func TestSharedKeepsTheSendersView(t *testing.T) {
	tools := []messages.ToolSpec{{Name: "bash", Parameters: json.RawMessage(`{"type":"object"}`)}}
	msgs := make([]messages.Message, 0, 16)
	add := func(role messages.Role, text string) []messages.Message {
		msgs = append(msgs, msg(role, text))
		return msgs[:len(msgs):len(msgs)]
	}
	masked := []messages.Message{msg(messages.RoleUser, "[masked]"), msg(messages.RoleAssistant, "two")}
	steps := []struct {
		name      string
		view      func() view.View
		wantWire  int
		wantDelta bool
	}{
		{"first is whole", func() view.View { return view.View{System: "s", Messages: add(messages.RoleUser, "one"), Tools: tools} }, 1, false},
		{"extended in place", func() view.View {
			add(messages.RoleAssistant, "two")
			return view.View{System: "s", Messages: add(messages.RoleUser, "three"), Tools: tools}
		}, 2, true},
		{"extended again", func() view.View {
			return view.View{System: "s", Messages: add(messages.RoleAssistant, "four"), Tools: tools}
		}, 1, true},
		{"rewritten (compaction)", func() view.View { return view.View{System: "s", Messages: masked, Tools: tools} }, 2, true},
		{"new system, no tools", func() view.View { return view.View{System: "s2", Messages: masked} }, 0, true},
	}
	sh := view.NewShared()
	s, r := view.Sender{Shared: sh}, view.Receiver{Shared: sh}
	for i, st := range steps {
		call := fmt.Sprint("c", i)
		v := st.view()
		wire, d := s.Send(call, v)
		if len(wire.Messages) != st.wantWire || (d.Base != "") != st.wantDelta {
			t.Errorf("%s: %d messages on the wire, delta %+v; want %d, delta %v", st.name, len(wire.Messages), d, st.wantWire, st.wantDelta)
		}
		got, ok := r.Apply(call, travel(t, wire), d)
		if !ok {
			t.Fatalf("%s: receiver lacked the base", st.name)
		}
		if diff := cmp.Diff(v, got); diff != "" {
			t.Errorf("%s: rebuilt view (-want +got):\n%s", st.name, diff)
		}
		if !sharesMemory(got.Messages, v.Messages) {
			t.Errorf("%s: the receiver keeps a copy, not the sender's view", st.name)
		}
		if sh.Len() != 1 {
			t.Errorf("%s: the table holds %d views; want the last one", st.name, sh.Len())
		}
	}
}

// A view in the table whose messages are not the ones the message
// describes is not kept: the receiver rebuilds the view from what
// travelled, as without a table. Its system prompt and tools are always
// the ones that travelled.
func TestSharedViewCheckedAgainstTheWire(t *testing.T) {
	one, two := msg(messages.RoleUser, "one"), msg(messages.RoleAssistant, "two")
	bash := []messages.ToolSpec{{Name: "bash", Parameters: json.RawMessage(`{}`)}}
	cases := []struct {
		name  string
		table view.View // left in the table under the call
		sent  view.View // what the message describes
		share bool      // the table's messages are kept
	}{
		{"other text", view.View{Messages: []messages.Message{one, msg(messages.RoleAssistant, "TWO")}}, view.View{Messages: []messages.Message{one, two}}, false},
		{"longer", view.View{Messages: []messages.Message{one, two, two}}, view.View{Messages: []messages.Message{one, two}}, false},
		{"an error flag", view.View{Messages: []messages.Message{one, {Role: messages.RoleAssistant, Content: "two", IsError: true}}},
			view.View{Messages: []messages.Message{one, two}}, false},
		{"other system", view.View{System: "x", Messages: []messages.Message{one, two}}, view.View{System: "s", Messages: []messages.Message{one, two}}, true},
		{"other tools", view.View{Messages: []messages.Message{one, two}, Tools: []messages.ToolSpec{{Name: "grep", Parameters: json.RawMessage(`{}`)}}},
			view.View{Messages: []messages.Message{one, two}, Tools: bash}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sh := view.NewShared()
			var plain view.Sender
			liar := view.Sender{Shared: sh}
			liar.Whole("c1", tc.table)
			r := view.Receiver{Shared: sh}
			wire, d := plain.Send("c1", tc.sent)
			got, ok := r.Apply("c1", travel(t, wire), d)
			if !ok {
				t.Fatal("not applied")
			}
			if diff := cmp.Diff(tc.sent, got); diff != "" {
				t.Errorf("rebuilt view (-want +got):\n%s", diff)
			}
			if shared := sharesMemory(got.Messages, tc.table.Messages); shared != tc.share {
				t.Errorf("kept the table's messages: %v, want %v", shared, tc.share)
			}
		})
	}
}

// A message the trip changes (invalid UTF-8 replaced, spaced arguments
// compacted) is not the sender's as the bus carries it: the receiver keeps
// what travelled, so the model is handed exactly the bytes the bus (and the
// session log) carried. Messages that came over the bus once, as an
// agent's do, travel unchanged and are shared.
func TestSharedOnlyWhatTravelsUnchanged(t *testing.T) {
	for _, m := range []messages.Message{
		{Role: messages.RoleUser, Content: "bad \xff byte"},
		{Role: messages.RoleAssistant, ToolCalls: []messages.ToolCall{{ID: "c1", Name: "bash", Arguments: messages.Args(`{ "command" : "ls" }`)}}},
		{Role: messages.RoleUser, Content: "empty, not absent", Images: []messages.Image{}},
	} {
		sh := view.NewShared()
		s, r := view.Sender{Shared: sh}, view.Receiver{Shared: sh}
		v := view.View{Messages: []messages.Message{m}}
		wire, d := s.Send("c1", v)
		travelled := travel(t, wire)
		got, ok := r.Apply("c1", travelled, d)
		if !ok || sharesMemory(got.Messages, v.Messages) || !cmp.Equal(got.Messages, travelled.Messages) {
			t.Errorf("%+v: applied %v; want what travelled, not the sender's message", m, ok)
		}
		once := view.View{Messages: travelled.Messages} // came over the bus: unchanged by a second trip
		s2, r2 := view.Sender{Shared: sh}, view.Receiver{Shared: sh}
		wire, d = s2.Send("c2", once)
		if got, ok := r2.Apply("c2", travel(t, wire), d); !ok || !sharesMemory(got.Messages, once.Messages) {
			t.Errorf("%+v after one trip: applied %v; want the sender's message kept", m, ok)
		}
	}
}

// A receiver that kept the sender's view never appends into the sender's
// array, even when a later request is rebuilt from the wire (its view was
// not in the table): the sender's spare capacity stays untouched.
func TestSharedReceiverNeverWritesTheSendersArray(t *testing.T) {
	sh := view.NewShared()
	s, r := view.Sender{Shared: sh}, view.Receiver{Shared: sh}
	backing := make([]messages.Message, 1, 8)
	backing[0] = msg(messages.RoleUser, "one")
	wire, d := s.Send("c1", view.View{Messages: backing[:1]}) // capacity left after it
	if _, ok := r.Apply("c1", travel(t, wire), d); !ok {
		t.Fatal("not applied")
	}
	var other view.Sender // same base, but leaves nothing in the table
	other.Whole("c1", view.View{Messages: backing[:1]})
	wire, d = other.Send("c2", view.View{Messages: []messages.Message{backing[0], msg(messages.RoleAssistant, "two")}})
	got, ok := r.Apply("c2", travel(t, wire), d)
	if !ok || len(got.Messages) != 2 || got.Messages[1].Content != "two" {
		t.Fatalf("rebuilt %+v, %v", got, ok)
	}
	if spare := backing[:2][1]; spare.Content != "" || spare.Role != "" {
		t.Errorf("the receiver wrote into the sender's array: %+v", spare)
	}
}

// The sender extends its array in place while the receiver's goroutine
// reads the views it kept (as a model client's call does): under -race
// this shows the sharing is safe, since nothing below a view's length is
// ever written.
func TestSharedViewsReadWhileTheSenderAppends(t *testing.T) {
	sh := view.NewShared()
	s, r := view.Sender{Shared: sh}, view.Receiver{Shared: sh}
	type sent struct {
		call string
		wire view.View
		d    messages.Delta
		orig []messages.Message
	}
	ch, ack := make(chan sent), make(chan struct{})
	var wg sync.WaitGroup
	var errs []error // the reader's; read after it ended
	wg.Go(func() {
		var kept []view.View
		for m := range ch {
			v, ok := r.Apply(m.call, m.wire, m.d)
			ack <- struct{}{} // the sender appends again while this reads
			if !ok || !sharesMemory(v.Messages, m.orig) {
				errs = append(errs, fmt.Errorf("call %s: applied %v; not the sender's view", m.call, ok))
			}
			kept = append(kept, v)
			for _, k := range kept {
				for i, m := range k.Messages {
					if m.Content != fmt.Sprint("message ", i) {
						errs = append(errs, fmt.Errorf("message %d reads %q", i, m.Content))
					}
				}
			}
		}
	})
	msgs := make([]messages.Message, 0, 4) // small: reallocated as it grows
	for i := range 200 {
		msgs = append(msgs, msg(messages.RoleUser, fmt.Sprint("message ", i)))
		call := fmt.Sprint("c", i)
		v := msgs[:len(msgs):len(msgs)]
		wire, d := s.Send(call, view.View{Messages: v})
		ch <- sent{call: call, wire: travel(t, wire), d: d, orig: v}
		<-ack
	}
	close(ch)
	wg.Wait()
	for _, err := range errs[:min(len(errs), 5)] {
		t.Error(err)
	}
}
