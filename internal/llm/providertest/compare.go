package providertest

import (
	"context"
	"testing"
	"time"

	"troupe/internal/llm"
)

// CompareStreams is the body of a provider's stream-overhead benchmark: it
// runs, alternately so that neither pays the other's garbage, sdk (the SDK's
// own stream parsing over replay's bytes, returning how many items it saw)
// and a whole call through the client (stream, collected into the final
// response, which must have wantCalls tool calls). It reports both times
// per stream, their ratio, and each one's tail: the time from the
// transport handing over the last byte to the parsed result.
func CompareStreams(b *testing.B, replay *Replay, sdk func() (int, error), stream func(context.Context) (*llm.Stream, error), wantCalls int) {
	ctx := context.Background()
	var sdkT, ours, sdkTail, oursTail time.Duration
	runSDK := func() {
		start := time.Now()
		n, err := sdk()
		end := time.Now()
		if err != nil || n == 0 {
			b.Fatalf("sdk stream: %d items, %v", n, err)
		}
		sdkT += end.Sub(start)
		sdkTail += end.Sub(replay.LastByte())
	}
	runOurs := func() {
		start := time.Now()
		st, err := stream(ctx)
		if err != nil {
			b.Fatal(err)
		}
		resp, err := llm.Collect(ctx, st, nil)
		end := time.Now()
		if err != nil || len(resp.Message.ToolCalls) != wantCalls {
			b.Fatalf("client stream: %v", err)
		}
		ours += end.Sub(start)
		oursTail += end.Sub(replay.LastByte())
	}
	b.ResetTimer()
	for i := range b.N {
		if i%2 == 0 {
			runSDK()
			runOurs()
		} else {
			runOurs()
			runSDK()
		}
	}
	n := float64(b.N)
	b.ReportMetric(float64(sdkT.Nanoseconds())/n, "sdk-ns/stream")
	b.ReportMetric(float64(ours.Nanoseconds())/n, "troupe-ns/stream")
	b.ReportMetric(float64(ours)/float64(sdkT), "ratio")
	b.ReportMetric(float64(sdkTail.Nanoseconds())/n, "sdk-tail-ns")
	b.ReportMetric(float64(oursTail.Nanoseconds())/n, "troupe-tail-ns")
}
