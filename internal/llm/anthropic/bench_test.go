package anthropic

import (
	"context"
	"fmt"
	"net/http"
	"testing"

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
	sdk := func() (int, error) {
		s := c.svc.NewStreaming(ctx, params)
		defer s.Close()
		n := 0
		for s.Next() {
			n += len(s.Current().Type)
		}
		return n, s.Err()
	}
	providertest.CompareStreams(b, replay, sdk, func(ctx context.Context) (*llm.Stream, error) { return c.Stream(ctx, req) }, 2)
}
