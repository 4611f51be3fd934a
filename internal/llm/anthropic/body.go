package anthropic

import (
	"context"
	"net/http"

	"github.com/anthropics/anthropic-sdk-go/v2/option"

	"troupe/internal/llm"
)

// Body returns the HTTP request body Stream sends for req, byte for byte:
// the SDK encodes the request as Stream has it do, into a transport that
// keeps the bytes and sends nothing. troupe debug shows it.
func (c *Client) Body(ctx context.Context, req llm.Request) ([]byte, error) {
	model := req.Model
	if model == "" {
		model = c.cfg.Model
	}
	return llm.KeepBody(func(hc *http.Client) error {
		s := c.svc.NewStreaming(ctx, c.params(req, model), option.WithHTTPClient(hc))
		err := s.Err()
		_ = s.Close()
		return err
	})
}
