package anthropic

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"troupe/internal/llm"
	"troupe/internal/llm/providertest"
)

// benchBody is a realistic answer: a thinking block in 50 pieces, 400 text
// pieces, two tool_use blocks with input in 20 pieces each.
func benchBody() []byte {
	ev := providertest.Event
	s := ev("message_start", `{"type":"message_start","message":{"id":"msg_B","type":"message","role":"assistant","model":"claude-sonnet-4-5-20250929","content":[],"stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":12,"cache_creation_input_tokens":310,"cache_read_input_tokens":4096,"output_tokens":1,"service_tier":"standard"}}}`)
	s += ev("content_block_start", `{"type":"content_block_start","index":0,"content_block":{"type":"thinking","thinking":"","signature":""}}`)
	for i := range 50 {
		s += ev("content_block_delta", fmt.Sprintf(`{"type":"content_block_delta","index":0,"delta":{"type":"thinking_delta","thinking":" step %d"}}`, i))
	}
	s += ev("content_block_delta", `{"type":"content_block_delta","index":0,"delta":{"type":"signature_delta","signature":"EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds"}}`)
	s += ev("content_block_stop", `{"type":"content_block_stop","index":0}`)
	s += ev("content_block_start", `{"type":"content_block_start","index":1,"content_block":{"type":"text","text":""}}`)
	for i := range 400 {
		s += ev("content_block_delta", fmt.Sprintf(`{"type":"content_block_delta","index":1,"delta":{"type":"text_delta","text":" word%d"}}`, i))
	}
	s += ev("content_block_stop", `{"type":"content_block_stop","index":1}`)
	for call := 2; call < 4; call++ {
		s += ev("content_block_start", fmt.Sprintf(`{"type":"content_block_start","index":%d,"content_block":{"type":"tool_use","id":"toolu_%d","name":"read_file","input":{}}}`, call, call))
		for i := range 20 {
			s += ev("content_block_delta", fmt.Sprintf(`{"type":"content_block_delta","index":%d,"delta":{"type":"input_json_delta","partial_json":"{\"k%d\": %d}"}}`, call, i, i))
		}
		s += ev("content_block_stop", fmt.Sprintf(`{"type":"content_block_stop","index":%d}`, call))
	}
	s += ev("message_delta", `{"type":"message_delta","delta":{"stop_reason":"tool_use","stop_sequence":null},"usage":{"output_tokens":457}}`)
	s += ev("message_stop", `{"type":"message_stop"}`)
	return []byte(s)
}

// BenchmarkStreamOverhead compares, in one run, a whole call through the
// Client (request mapping, retry wrapper, decoding into llm events and the
// final Response) with the SDK's own stream parsing alone over the same
// bytes. "tail" is the time from the transport handing over the last byte
// to the parsed result.
func BenchmarkStreamOverhead(b *testing.B) {
	replay := &providertest.Replay{Body: benchBody()}
	c, err := New(Config{Model: "claude-sonnet-4-5", APIKey: testKey, HTTPClient: &http.Client{Transport: replay}})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	req := userRequest("why does the test fail?")
	params := c.params(req, "claude-sonnet-4-5")
	var sdk, ours, sdkTail, oursTail time.Duration
	runSDK := func() {
		start := time.Now()
		s := c.svc.NewStreaming(ctx, params)
		n := 0
		for s.Next() {
			n += len(s.Current().Type)
		}
		end := time.Now()
		if s.Err() != nil || n == 0 {
			b.Fatalf("sdk stream: %v", s.Err())
		}
		_ = s.Close()
		sdk += end.Sub(start)
		sdkTail += end.Sub(replay.LastByte())
	}
	runOurs := func() {
		start := time.Now()
		st, err := c.Stream(ctx, req)
		if err != nil {
			b.Fatal(err)
		}
		resp, err := llm.Collect(ctx, st, nil)
		end := time.Now()
		if err != nil || len(resp.Message.ToolCalls) != 2 {
			b.Fatalf("client stream: %v", err)
		}
		ours += end.Sub(start)
		oursTail += end.Sub(replay.LastByte())
	}
	b.ResetTimer()
	for i := range b.N {
		// Alternate the order so neither side pays the other's garbage.
		if i%2 == 0 {
			runSDK()
			runOurs()
		} else {
			runOurs()
			runSDK()
		}
	}
	n := float64(b.N)
	b.ReportMetric(float64(sdk.Nanoseconds())/n, "sdk-ns/stream")
	b.ReportMetric(float64(ours.Nanoseconds())/n, "troupe-ns/stream")
	b.ReportMetric(float64(ours)/float64(sdk), "ratio")
	b.ReportMetric(float64(sdkTail.Nanoseconds())/n, "sdk-tail-ns")
	b.ReportMetric(float64(oursTail.Nanoseconds())/n, "troupe-tail-ns")
}
