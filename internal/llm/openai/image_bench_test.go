package openai

import (
	"context"
	"path/filepath"
	"testing"

	"troupe/internal/imagefile"
	"troupe/internal/imagefile/imagetest"
	"troupe/internal/llm"
	"troupe/internal/llm/providertest"
	"troupe/internal/tokens"
	"troupe/messages"
)

// BenchmarkScreenshotRequest measures what a ~1 MB 2560x1440 PNG
// screenshot costs on this wire format: the bytes kept and sent (after
// imagefile.Fit), the request body's size against the same request
// without the image, and the image's input tokens by the provider's
// published formula.
func BenchmarkScreenshotRequest(b *testing.B) {
	shot := imagetest.Screenshot(2560, 1440, 0.07, 1)
	store := imagefile.NewStore(filepath.Join(b.TempDir(), "images"))
	img, err := store.Put(shot, "screenshot.png")
	if err != nil {
		b.Fatal(err)
	}
	text := messages.Message{Role: messages.RoleUser, Content: "Why is this page broken?"}
	with := text
	with.Images = []messages.Image{img}
	size := func(m messages.Message) int {
		srv := providertest.New(b, providertest.Reply{Body: fixture(b, "text_usage.sse")})
		c := newTestClient(b, srv, providertest.NewClock(), nil)
		req := llm.Request{System: "You are troupe.", Messages: store.ForModel([]messages.Message{m}, true)}
		if _, err := call(context.Background(), c, req); err != nil {
			b.Fatal(err)
		}
		return len(srv.Requests()[0].Body)
	}
	var withBytes, textBytes int
	for b.Loop() {
		withBytes, textBytes = size(with), size(text)
	}
	b.ReportMetric(float64(len(shot)), "input-bytes")
	b.ReportMetric(float64(img.Bytes), "stored-bytes")
	b.ReportMetric(float64(withBytes), "request-bytes")
	b.ReportMetric(float64(withBytes-textBytes), "image-request-bytes")
	b.ReportMetric(float64(tokens.ImageOpenAI.Tokens(img.Width, img.Height)), "image-tokens")
	b.Logf("%dx%d, %d bytes in, kept %dx%d %s of %d bytes; request %d bytes (%d without the image)",
		2560, 1440, len(shot), img.Width, img.Height, img.MediaType, img.Bytes, withBytes, textBytes)
}
