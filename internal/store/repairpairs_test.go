package store

import (
	"encoding/json"
	"strings"
	"testing"
)

// A corrupt line that held an assistant message's tool call takes its
// result with it: a result without its call is what provider APIs refuse
// with HTTP 400 (the issue). Another agent's call of the same id, and an
// intact pair, stay.
func TestRepairKeepsCallResultPairsWhole(t *testing.T) {
	session := `{"seq":1,"time":"2026-12-02T16:19:55Z","type":"session","data":{"id":"s1"}}` + "\n"
	msg := func(seq int, agent, data string) string {
		return `{"seq":` + itoa(seq) + `,"time":"2026-12-02T16:19:55Z","type":"message","agent":"` + agent + `","data":` + data + "}\n"
	}
	log := session +
		msg(2, "main", `{"role":"user","content":"go"}`) +
		`{"seq":3,"time":"2026-12-02T16:19:55Z","type":"message","agent":"main","data":{"role":"assistant","tool_calls":[{"id":"call_1",` + "\x00\x00\n" +
		msg(4, "main", `{"role":"tool","tool_call_id":"call_1","content":"ok"}`) +
		msg(5, "sub", `{"role":"assistant","tool_calls":[{"id":"call_1","name":"ls"}]}`) +
		msg(6, "sub", `{"role":"tool","tool_call_id":"call_1","content":"a"}`) +
		msg(7, "main", `{"role":"assistant","tool_calls":[{"id":"call_2","name":"ls"}]}`) +
		msg(8, "main", `{"role":"tool","tool_call_id":"call_2","content":"b"}`)
	s := openStore(t)
	writeLog(t, s, "s1", log)
	rep, err := s.Repair("s1")
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Dropped) != 2 || rep.Dropped[0].Line != 3 || rep.Dropped[1].Line != 4 ||
		!strings.Contains(rep.Dropped[1].Reason, "call_1 whose call was dropped") {
		t.Fatalf("dropped = %+v", rep.Dropped)
	}
	ld, err := s.Load("s1")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range ld.Events[1:] {
		var m wireMessage
		if err := json.Unmarshal(e.Data, &m); err != nil {
			t.Fatal(err)
		}
		got = append(got, e.Agent+":"+m.Role+":"+m.ToolCallID)
	}
	want := "main:user: sub:assistant: sub:tool:call_1 main:assistant: main:tool:call_2"
	if strings.Join(got, " ") != want {
		t.Fatalf("kept %v, want %s", got, want)
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
