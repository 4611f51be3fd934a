package reminder

import (
	"slices"
	"strconv"
	"testing"
	"time"

	"troupe/configs"
	"troupe/internal/llm"
	"troupe/internal/tool/todo"
	"troupe/messages"
)

// clone is a deep copy, so a benchmark can measure many single turns at
// exactly the same history length.
func (s *State) clone() *State {
	c := *s
	c.todos = append([]todo.Item(nil), s.todos...)
	c.denied = make(map[string]bool, len(s.denied))
	for k, v := range s.denied {
		c.denied[k] = v
	}
	c.dueDenied = append([]Denied(nil), s.dueDenied...)
	c.dueSubagents = append([]SubagentReturned(nil), s.dueSubagents...)
	if s.failure != nil {
		f := *s.failure
		c.failure = &f
	}
	return &c
}

// benchEvents are the events of turn i of a busy session: two tool calls
// and their results, and on some turns (by i%10, so sessions of 10 and 500
// turns end in the same position) a failure, a write, a denial, a todo
// change, a subagent and a final answer.
type benchEvents struct {
	assistant, final AssistantMessage
	results          ToolResults
	todos            TodosChanged
	sub              SubagentReturned
	denied           Denied
}

func turnEvents(i int) benchEvents {
	n := strconv.Itoa(i)
	calls := []messages.ToolCall{
		{ID: "a" + n, Name: "grep", Arguments: messages.Args(`{"pattern":"x` + n + `"}`)},
		{ID: "b" + n, Name: "read_file", Arguments: messages.Args(`{"file_path":"f` + n + `.go"}`)},
	}
	res := []messages.ToolResult{
		{CallID: "a" + n, Name: "grep", Content: "a.go:1:x"},
		{CallID: "b" + n, Name: "read_file", Content: "package a"},
	}
	if i%10 == 4 || i%10 == 0 {
		res[1].IsError, res[1].Kind, res[1].Content = true, messages.KindInvalidInput, "f.go does not exist"
	}
	items := []todo.Item{{ID: "1", Content: "one", Status: todo.Completed}, {ID: "2", Content: "two", Status: todo.InProgress}, {ID: "3", Content: "three", Status: todo.Pending}}
	return benchEvents{
		assistant: AssistantMessage{Message: messages.Message{Role: messages.RoleAssistant, ToolCalls: calls}, StopReason: llm.StopToolUse},
		final:     AssistantMessage{Message: messages.Message{Role: messages.RoleAssistant, Content: "done " + n}, StopReason: llm.StopEnd},
		results:   ToolResults{Results: res, ReadOnly: i%10 != 6},
		todos:     TodosChanged{Items: items},
		sub:       SubagentReturned{Type: "explore", Task: "look " + n},
		denied:    Denied{Call: calls[0], Reason: "no"},
	}
}

// benchTurn is everything the agent asks of the State in one loop
// iteration; turns with i%10 == 0 have every event.
func (s *State) benchTurn(i int, ev *benchEvents) {
	k := i % 10
	s.Observe(ev.assistant)
	if k == 1 || k == 0 {
		s.Observe(ev.denied)
	}
	s.Observe(ev.results)
	if k == 3 || k == 0 {
		s.Observe(ev.todos)
	}
	if k == 7 || k == 0 {
		s.Observe(ev.sub)
	}
	s.Pending()
	if k == 5 || k == 0 {
		s.Observe(ev.final)
		s.Stop(false)
	}
}

// unlimited keeps every detector firing, so a long session does the same
// work per turn as a short one instead of less once caps are used.
func unlimited() Limits {
	l := DefaultLimits()
	const many = 1 << 30
	l.ToolFailure, l.ReadOnly, l.Denied, l.OpenTodos, l.TodosDone = many, many, many, many, many
	l.PlanApproved, l.Subagents, l.Completion, l.Truncation = many, many, many, many
	return l
}

// BenchmarkTurn measures one loop iteration's detector evaluation (observe
// the answer and its results, take the pending reminders, decide a stop)
// after 10 and after 500 turns of history, with caps lifted so both do the
// same work. Each iteration runs one turn at each length, alternating which
// goes first, and times them separately, so a busy machine slows both
// alike; it reports the median ns per turn for each (medians, because a
// preempted turn costs milliseconds) and x-history10, the 500-turn median
// over the 10-turn one: 1.0 means flat.
func BenchmarkTurn(b *testing.B) {
	tpl, err := Load(configs.FS)
	if err != nil {
		b.Fatal(err)
	}
	histories := [2]int{10, 500}
	var (
		base   [2]*State
		ev     [2]benchEvents
		copies [2][]*State
		spent  [2][]time.Duration
	)
	for h, n := range histories {
		s := NewState(tpl, unlimited())
		s.Observe(UserPrompt{Text: "do the work"})
		for i := range n {
			e := turnEvents(i)
			s.benchTurn(i, &e)
		}
		base[h], ev[h] = s, turnEvents(n)
	}
	// Every measured turn is turn number n on its own copy of the State;
	// the copies are made with the timer stopped.
	const batch = 1024
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if i%batch == 0 {
			b.StopTimer()
			for h := range base {
				copies[h] = copies[h][:0]
				for range batch {
					copies[h] = append(copies[h], base[h].clone())
				}
			}
			b.StartTimer()
		}
		for k := range 2 {
			h := (i + k) % 2
			start := time.Now()
			copies[h][i%batch].benchTurn(histories[h], &ev[h])
			spent[h] = append(spent[h], time.Since(start))
		}
	}
	med := [2]float64{median(spent[0]), median(spent[1])}
	b.ReportMetric(med[0], "ns/turn@10")
	b.ReportMetric(med[1], "ns/turn@500")
	if med[0] > 0 {
		b.ReportMetric(med[1]/med[0], "x-history10")
	}
}

func median(ds []time.Duration) float64 {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return float64(s[len(s)/2].Nanoseconds())
}
