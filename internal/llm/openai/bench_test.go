package openai

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"troupe/internal/llm"
	"troupe/internal/llm/providertest"
)

// benchBody is a realistic answer: 400 text pieces, two tool calls with
// arguments in 20 pieces each, a finish chunk and a usage chunk.
func benchBody() []byte {
	const head = `{"id":"chatcmpl-B","object":"chat.completion.chunk","created":1751234567,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_7a1c6c5f4b","choices":[{"index":0,"delta":`
	const tail = `,"logprobs":null,"finish_reason":null}],"usage":null}`
	var chunks []string
	for i := range 400 {
		chunks = append(chunks, head+fmt.Sprintf(`{"content":" word%d"}`, i)+tail)
	}
	for call := range 2 {
		chunks = append(chunks, head+fmt.Sprintf(`{"tool_calls":[{"index":%d,"id":"call_%d","type":"function","function":{"name":"read_file","arguments":""}}]}`, call, call)+tail)
		for i := range 20 {
			chunks = append(chunks, head+fmt.Sprintf(`{"tool_calls":[{"index":%d,"function":{"arguments":"{\"k%d\": %d}"}}]}`, call, i, i)+tail)
		}
	}
	chunks = append(chunks, strings.Replace(head+`{}`+tail, `"finish_reason":null`, `"finish_reason":"tool_calls"`, 1))
	chunks = append(chunks, `{"id":"chatcmpl-B","object":"chat.completion.chunk","created":1751234567,"model":"gpt-4.1-2025-04-14","choices":[],"usage":{"prompt_tokens":1843,"completion_tokens":457,"total_tokens":2300,"prompt_tokens_details":{"cached_tokens":1536}}}`)
	return []byte(providertest.Data(true, chunks...))
}

// BenchmarkStreamOverhead compares, in one run, a whole call through the
// Client (request mapping, retry wrapper, decoding into llm events and the
// final Response) with the SDK's own stream parsing alone over the same
// bytes. "tail" is the time from the transport handing over the last byte
// to the parsed result.
func BenchmarkStreamOverhead(b *testing.B) {
	replay := &providertest.Replay{Body: benchBody()}
	c, err := New(Config{Model: "gpt-4.1", APIKey: testKey, HTTPClient: &http.Client{Transport: replay}})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	req := userRequest("why does the test fail?")
	params := c.params(req, "gpt-4.1")
	sdk := func() (int, error) {
		s := c.svc.NewStreaming(ctx, params)
		defer s.Close()
		n := 0
		for s.Next() {
			n += len(s.Current().Choices)
		}
		return n, s.Err()
	}
	providertest.CompareStreams(b, replay, sdk, func(ctx context.Context) (*llm.Stream, error) { return c.Stream(ctx, req) }, 2)
}
