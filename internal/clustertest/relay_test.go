package clustertest

import (
	"bytes"
	"context"
	"crypto/rand"
	"io"
	"net"
	"testing"
	"time"
)

// Everything sent through a relay arrives, in order, both ways.
func TestRelayKeepsTheStream(t *testing.T) {
	echo, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer echo.Close()
	go func() { // ends when echo is closed
		for {
			c, err := echo.Accept()
			if err != nil {
				return
			}
			go func() { defer c.Close(); _, _ = io.Copy(c, c) }() // ends with the connection
		}
	}()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	relayed := make(chan error, 1)
	go func() { relayed <- Relay(ctx, l, echo.Addr().String(), 5*time.Millisecond) }()
	c, err := net.Dial("tcp", l.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	want := make([]byte, 1<<20)
	_, _ = rand.Read(want)
	go func() { _, _ = c.Write(want); c.(*net.TCPConn).CloseWrite() }() // ends when written
	got, err := io.ReadAll(c)
	c.Close()
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("relayed %d of %d bytes equal=%v, err %v", len(got), len(want), bytes.Equal(got, want), err)
	}
	cancel()
	if err := <-relayed; err != nil {
		t.Fatal(err)
	}
}
