package supervisor_test

import (
	"context"
	"testing"
	"time"

	"troupe/internal/config"
	"troupe/messages"
	"troupe/supervisor"
)

// BenchmarkFirstRequest measures time to first request — until the main
// agent's first model request is on the bus — with the token encoding
// warmed at start (warm) and loaded on the first count (cold). run/ is
// `troupe run`: start, open a session and submit at once, all timed; the
// agent counts its context, so the request waits for the encoding either
// way and warm start can only overlap the load with start-up. prompt/ is a
// person typing: the prompt comes 300 ms after the session is open, and
// only prompt-to-request is timed.
func BenchmarkFirstRequest(b *testing.B) {
	for _, tc := range []struct {
		name  string
		cold  bool
		typed time.Duration
	}{{"run/cold", true, 0}, {"run/warm", false, 0}, {"prompt/cold", true, 300 * time.Millisecond}, {"prompt/warm", false, 300 * time.Millisecond}} {
		b.Run(tc.name, func(b *testing.B) {
			dir := b.TempDir()
			script := dir + "/s.yaml"
			if err := writeFile(script, "turns:\n  - text: hello\n"); err != nil {
				b.Fatal(err)
			}
			cfg := config.Default()
			cfg.Model = "script:" + script
			cfg.Models = map[string]config.Slot{"action": {ContextWindow: 131072}}
			for i := 0; i < b.N; i++ {
				first := make(chan struct{}, 1)
				observe := func(_ string, m messages.Meta, body messages.Body) {
					if _, ok := body.(*messages.ModelRequest); ok && m.Agent == "main" {
						select {
						case first <- struct{}{}:
						default:
						}
					}
				}
				b.StartTimer()
				sup, err := supervisor.Start(context.Background(), supervisor.Options{Config: cfg, Workspace: dir, DataDir: dir + "/data", ColdTokens: tc.cold})
				if err != nil {
					b.Fatal(err)
				}
				sess, err := sup.OpenSession(context.Background(), "", observe)
				if err != nil {
					b.Fatal(err)
				}
				if tc.typed > 0 {
					b.StopTimer()
					time.Sleep(tc.typed)
					b.StartTimer()
				}
				done := make(chan error, 1)
				go func() {
					ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
					defer cancel()
					_, err := sess.Submit(ctx, "say hello", 0)
					done <- err
				}()
				<-first
				b.StopTimer()
				if err := <-done; err != nil {
					b.Fatal(err)
				}
				if err := sup.Close(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
