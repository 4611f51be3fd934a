package bus_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/bus"
	"troupe/internal/bus/bustest"
	"troupe/messages"
)

// BenchmarkHop compares one agent→llm request/reply through our envelope
// (Envelope) with two baselines on the same in-process connection, in the
// same run: Raw moves opaque bytes of the same size (transport only), and
// RawJSON sends the same bodies as plain JSON with no headers (what any
// JSON protocol pays). Envelope reports "x-raw" and "x-rawjson", its ns/op
// divided by each baseline's.
func BenchmarkHop(b *testing.B) {
	var raw, rawJSON float64 // baselines' ns/op, from their final (largest) runs
	b.Run("Raw", func(b *testing.B) {
		hopRaw(b)
		raw = nsPerOp(b)
	})
	b.Run("RawJSON", func(b *testing.B) {
		hopRawJSON(b)
		rawJSON = nsPerOp(b)
	})
	b.Run("Envelope", func(b *testing.B) {
		hopEnvelope(b)
		if raw > 0 && rawJSON > 0 {
			b.ReportMetric(nsPerOp(b)/raw, "x-raw")
			b.ReportMetric(nsPerOp(b)/rawJSON, "x-rawjson")
		}
	})
}

func hopRawJSON(b *testing.B) {
	nc := bustest.New(b).Conn()
	sub, err := nc.Subscribe(hopSubject, func(m *nats.Msg) {
		var req messages.ModelRequest
		if err := json.Unmarshal(m.Data, &req); err != nil {
			b.Error(err)
			return
		}
		res := hopResult()
		res.Call = req.Call
		data, err := json.Marshal(res)
		if err != nil {
			b.Error(err)
			return
		}
		if err := m.Respond(data); err != nil {
			b.Error(err)
		}
	})
	if err != nil {
		b.Fatal(err)
	}
	defer sub.Unsubscribe()
	req := hopRequest()
	b.ReportAllocs()
	for b.Loop() {
		data, err := json.Marshal(req)
		if err != nil {
			b.Fatal(err)
		}
		reply, err := nc.Request(hopSubject, data, 5*time.Second)
		if err != nil {
			b.Fatal(err)
		}
		var res messages.ModelResult
		if err := json.Unmarshal(reply.Data, &res); err != nil || res.Call != req.Call {
			b.Fatalf("reply: %v", err)
		}
	}
}

func nsPerOp(b *testing.B) float64 {
	return float64(b.Elapsed().Nanoseconds()) / float64(b.N)
}

const hopSubject = "troupe.cmd.S1.main.llm.act"

func hopRequest() messages.ModelRequest {
	content := strings.Repeat("The quick brown fox jumps over the lazy dog. ", 46) // ~2 KiB
	return messages.ModelRequest{
		Call:     "call-1",
		Workflow: "act",
		System:   "You are a coding agent.",
		Messages: []messages.Message{
			{Role: messages.RoleUser, Content: content[:1024]},
			{Role: messages.RoleAssistant, Content: content[1024:]},
		},
	}
}

func hopResult() messages.ModelResult {
	return messages.ModelResult{
		Call:     "call-1",
		Workflow: "act",
		Model:    "some-model",
		Message:  messages.Message{Role: messages.RoleAssistant, Content: "Done: the tests pass now."},
		Usage:    messages.Usage{PromptTokens: 812, CompletionTokens: 9},
	}
}

func hopMeta() messages.Meta {
	return messages.Meta{
		ID: "id-1", Session: "S1", Agent: "main", Correlation: "turn-1", Seq: 7,
		Time: time.Now(), Traceparent: bus.ChildTraceparent(""),
	}
}

// encodedSizes returns the payload sizes of the envelope benchmark's request
// and reply, so the raw benchmark moves as many bytes.
func encodedSizes(b *testing.B) (req, res int) {
	_, q, err := messages.Encode(hopMeta(), hopRequest())
	if err != nil {
		b.Fatal(err)
	}
	_, r, err := messages.Encode(hopMeta(), hopResult())
	if err != nil {
		b.Fatal(err)
	}
	return len(q), len(r)
}

func hopRaw(b *testing.B) {
	nc := bustest.New(b).Conn()
	reqSize, resSize := encodedSizes(b)
	reply := []byte(strings.Repeat("r", resSize))
	sub, err := nc.Subscribe(hopSubject, func(m *nats.Msg) {
		if err := m.Respond(reply); err != nil {
			b.Error(err)
		}
	})
	if err != nil {
		b.Fatal(err)
	}
	defer sub.Unsubscribe()
	payload := []byte(strings.Repeat("q", reqSize))
	b.SetBytes(int64(reqSize + resSize))
	b.ReportAllocs()
	for b.Loop() {
		res, err := nc.Request(hopSubject, payload, 5*time.Second)
		if err != nil {
			b.Fatal(err)
		}
		if len(res.Data) != resSize {
			b.Fatalf("reply of %d bytes, want %d", len(res.Data), resSize)
		}
	}
}

func hopEnvelope(b *testing.B) {
	nc := bustest.New(b).Conn()
	reqSize, resSize := encodedSizes(b)
	sub, err := nc.Subscribe(hopSubject, func(m *nats.Msg) {
		meta, body, err := messages.Decode(messages.Header(m.Header), m.Data)
		if err != nil {
			b.Error(err)
			return
		}
		req := body.(*messages.ModelRequest)
		res := hopResult()
		res.Call = req.Call
		out := messages.Meta{
			ID: "id-2", Session: meta.Session, Agent: meta.Agent, Correlation: meta.Correlation,
			Causation: meta.ID, Seq: meta.Seq + 1, Time: time.Now(), Traceparent: meta.Traceparent,
		}
		h, data, err := messages.Encode(out, res)
		if err != nil {
			b.Error(err)
			return
		}
		if err := m.RespondMsg(&nats.Msg{Header: nats.Header(h), Data: data}); err != nil {
			b.Error(err)
		}
	})
	if err != nil {
		b.Fatal(err)
	}
	defer sub.Unsubscribe()
	req := hopRequest()
	b.SetBytes(int64(reqSize + resSize))
	b.ReportAllocs()
	for b.Loop() {
		meta := hopMeta()
		h, data, err := messages.Encode(meta, req)
		if err != nil {
			b.Fatal(err)
		}
		reply, err := nc.RequestMsg(&nats.Msg{Subject: hopSubject, Header: nats.Header(h), Data: data}, 5*time.Second)
		if err != nil {
			b.Fatal(err)
		}
		_, body, err := messages.Decode(messages.Header(reply.Header), reply.Data)
		if err != nil {
			b.Fatal(err)
		}
		if body.(*messages.ModelResult).Call != req.Call {
			b.Fatal("reply for another call")
		}
	}
}

// BenchmarkStart measures Start+Close with JetStream on: the bus's share of
// troupe's startup time.
func BenchmarkStart(b *testing.B) {
	dir := b.TempDir()
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		bb, err := bus.Start(ctx, bus.Options{StoreDir: dir, JetStream: true}, nil)
		if err != nil {
			b.Fatal(err)
		}
		if err := bb.Close(); err != nil {
			b.Fatal(err)
		}
	}
}
