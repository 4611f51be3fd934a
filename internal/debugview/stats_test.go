package debugview

import (
	"encoding/json"
	"testing"
	"time"

	"troupe/messages"
)

// rec builds a Record published at ms milliseconds and stored 1 ms later.
func rec(seq uint64, ms int, subject, agent string, b messages.Body) Record {
	t0 := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	at := t0.Add(time.Duration(ms) * time.Millisecond)
	return Record{Seq: seq, Stored: at.Add(time.Millisecond), Subject: subject, Bytes: 100,
		Meta: messages.Meta{Agent: agent, Time: at, Type: b.Type(), Session: "S"}, Type: b.Type(), Body: b}
}

func TestStats(t *testing.T) {
	recs := []Record{
		rec(1, 0, "troupe.cmd.S.main.prompt", "main", &messages.Prompt{Turn: "t1", Text: "go"}),
		rec(2, 10, "troupe.cmd.S.main.llm.act", "main", &messages.ModelRequest{Call: "c1"}),
		rec(3, 30, "troupe.evt.S.main.usage", "main", &messages.UsageReport{Call: "c1", Usage: messages.Usage{PromptTokens: 1000, CompletionTokens: 10, CachedTokens: 800}, CostUSD: 0.5}),
		rec(4, 30, "troupe.res.S.main.llm.act", "main", &messages.ModelResult{Call: "c1"}),
		rec(5, 31, "troupe.cmd.S.main.tools", "main", &messages.ToolRequest{Turn: "t1", Call: messages.ToolCall{ID: "x1", Name: "bash"}}),
		rec(6, 32, "troupe.evt.S.main.subagent", "main", &messages.SubagentSpawned{Child: "explore-1", CallID: "x2"}),
		rec(7, 32, "troupe.cmd.S.explore-1.prompt", "explore-1", &messages.Prompt{Turn: "x2", Text: "look"}),
		rec(7, 33, "troupe.cmd.S.explore-1.llm.explore", "explore-1", &messages.ModelRequest{Call: "k1"}),
		rec(8, 43, "troupe.evt.S.explore-1.usage", "explore-1", &messages.UsageReport{Call: "k1", Usage: messages.Usage{PromptTokens: 200, CompletionTokens: 5}, CostUSD: 0.25}),
		rec(9, 43, "troupe.res.S.explore-1.llm.explore", "explore-1", &messages.ModelResult{Call: "k1"}),
		rec(10, 60, "troupe.res.S.main.tools", "main", &messages.ToolResult{CallID: "x1", Name: "bash", IsError: true}),
		rec(11, 61, "troupe.evt.S.main.tool_result", "main", &messages.ToolResult{CallID: "x1", Name: "bash", IsError: true}),
		rec(12, 70, "troupe.res.S.explore-1.turn", "explore-1", &messages.TurnResult{Turn: "x2"}),
		rec(13, 71, "troupe.cmd.S.main.llm.act", "main", &messages.ModelRequest{Call: "c2"}), // never answered
		rec(14, 72, "troupe.evt.S.main.compaction", "main", &messages.Compaction{Stage: "mask"}),
	}
	r := Stats(recs)
	if r.Messages != 15 || r.Bytes != 1500 || time.Duration(r.Span) != 72*time.Millisecond {
		t.Errorf("totals = %d messages, %d bytes, %s", r.Messages, r.Bytes, time.Duration(r.Span))
	}
	want := []AgentStats{
		{Agent: "explore-1", Messages: 5, Bytes: 500, ModelCalls: 1, PromptTokens: 200, CompletionTokens: 5, CostUSD: 0.25},
		{Agent: "main", Messages: 10, Bytes: 1000, ModelCalls: 1, PromptTokens: 1000, CompletionTokens: 10, CachedTokens: 800, CostUSD: 0.5,
			ToolCalls: 1, ToolErrors: 1, Compactions: 1},
	}
	if len(r.Agents) != len(want) {
		t.Fatalf("agents = %+v", r.Agents)
	}
	for i := range want {
		if r.Agents[i] != want[i] {
			t.Errorf("agent %d = %+v\nwant %+v", i, r.Agents[i], want[i])
		}
	}
	ms := func(n int) Duration { return Duration(time.Duration(n) * time.Millisecond) }
	wantHops := []HopStats{
		{Hop: HopTurn, Count: 1, P50: ms(38), P90: ms(38), P99: ms(38), Max: ms(38), Open: 1}, // main's t1 never ended
		{Hop: HopSubagent, Count: 1, P50: ms(38), P90: ms(38), P99: ms(38), Max: ms(38)},
		{Hop: HopModel, Count: 2, P50: ms(10), P90: ms(20), P99: ms(20), Max: ms(20), Open: 1},
		{Hop: HopTool, Count: 1, P50: ms(29), P90: ms(29), P99: ms(29), Max: ms(29)},
		{Hop: HopBus, Count: 15, P50: ms(1), P90: ms(1), P99: ms(1), Max: ms(1)},
	}
	if len(r.Hops) != len(wantHops) {
		t.Fatalf("hops = %+v", r.Hops)
	}
	for i := range wantHops {
		if r.Hops[i] != wantHops[i] {
			t.Errorf("hop %d = %+v\nwant %+v", i, r.Hops[i], wantHops[i])
		}
	}
	if b, err := json.Marshal(r.Hops[2]); err != nil || string(b) != `{"hop":"model_request → model_result","count":2,"p50":10,"p90":20,"p99":20,"max":20,"open":1}` {
		t.Errorf("json = %s, %v", b, err)
	}
}

func TestPercentilesNearestRank(t *testing.T) {
	var ds []time.Duration
	for i := 100; i >= 1; i-- {
		ds = append(ds, time.Duration(i)*time.Millisecond)
	}
	h := percentiles("x", ds, 0)
	if h.P50 != Duration(50*time.Millisecond) || h.P90 != Duration(90*time.Millisecond) || h.P99 != Duration(99*time.Millisecond) || h.Max != Duration(100*time.Millisecond) {
		t.Errorf("percentiles = %+v", h)
	}
	if h := percentiles("none", nil, 3); h.Count != 0 || h.Open != 3 || h.P50 != 0 {
		t.Errorf("empty = %+v", h)
	}
}
