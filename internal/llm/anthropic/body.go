package anthropic

import (
	"context"
	"errors"
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
	k := &llm.BodyKeeper{}
	s := c.svc.NewStreaming(ctx, c.params(req, model), option.WithHTTPClient(&http.Client{Transport: k}))
	err := s.Err()
	_ = s.Close()
	if k.Body == nil {
		if err == nil {
			err = errors.New("no request was made")
		}
		return nil, err
	}
	return k.Body, nil
}
