package faults

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestTransportCutsTheNthStreamAfterPartOfTheAnswer(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprint(w, "data: {\"role\":\"assistant\"}\n\ndata: {\"content\":\"Hel\"}\n\ndata: {\"content\":\"lo\"}\n\ndata: [DONE]\n\n")
	}))
	defer srv.Close()
	s, err := Parse(StreamDrop + ":2")
	if err != nil {
		t.Fatal(err)
	}
	c := &http.Client{Transport: s.Transport(http.DefaultTransport)}
	for i := 1; i <= 3; i++ {
		resp, err := c.Get(srv.URL)
		if err != nil {
			t.Fatal(err)
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		want := "data: {\"role\":\"assistant\"}\n\ndata: {\"content\":\"Hel\"}\n\n"
		switch {
		case i == 2 && (!errors.Is(err, io.ErrUnexpectedEOF) || string(body) != want):
			t.Errorf("stream %d: %q, %v; want it cut after the first text", i, body, err)
		case i != 2 && (err != nil || len(body) <= len(want)):
			t.Errorf("stream %d: %q, %v; want it whole", i, body, err)
		}
	}
	var none *Set
	if none.Transport(http.DefaultTransport) != http.DefaultTransport {
		t.Error("a nil Set wrapped the transport")
	}
}
