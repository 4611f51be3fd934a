package llm

import (
	"errors"
	"io"
	"net/http"
)

// ErrBodyKept is what a BodyKeeper answers every request with.
var ErrBodyKept = errors.New("llm: request body kept, not sent")

// BodyKeeper is an http.RoundTripper that keeps the body of each request
// it is given and sends nothing: a provider adapter hands its SDK one to
// learn the exact bytes a request would carry. Not safe for concurrent
// use.
type BodyKeeper struct {
	Body []byte // the last request's body
}

// RoundTrip keeps r's body and fails with ErrBodyKept.
func (k *BodyKeeper) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Body != nil {
		b, err := io.ReadAll(r.Body)
		_ = r.Body.Close()
		if err != nil {
			return nil, err
		}
		k.Body = b
	}
	return nil, ErrBodyKept
}

// KeepBody runs send with an HTTP client whose transport is a BodyKeeper
// and returns the body of the request send made; send's error is returned
// only when no request was made.
func KeepBody(send func(*http.Client) error) ([]byte, error) {
	k := &BodyKeeper{}
	err := send(&http.Client{Transport: k})
	if k.Body == nil {
		if err == nil {
			err = errors.New("no request was made")
		}
		return nil, err
	}
	return k.Body, nil
}
