package tap_test

import (
	"context"
	"io"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/bus"
	"troupe/internal/bus/tap"
	"troupe/messages"
)

const recorded = 100_000

// recordedSession is a listening bus whose session S holds recorded
// messages in its replay stream.
func recordedSession(b *testing.B) *bus.Bus {
	b.Helper()
	bb, err := bus.Start(context.Background(), bus.Options{StoreDir: b.TempDir(), Listen: "127.0.0.1:0"}, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { bb.Close() })
	p, err := bb.Open(context.Background(), bus.PresenceOptions{Dir: b.TempDir(), Session: "S", Replay: true, Heartbeat: time.Hour})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { p.Close("") })
	call := messages.ToolCall{ID: "c1", Name: "bash", Arguments: messages.Args(`{"command":"go test ./..."}`)}
	for i := range recorded {
		var err error
		if i%2 == 0 {
			_, err = bb.Publish("troupe.evt.S.main.tool_call", messages.Meta{}, messages.ToolStarted{Turn: "t1", Call: call})
		} else {
			_, err = bb.Publish("troupe.res.S.main.tools", messages.Meta{}, messages.ToolResult{Turn: "t1", CallID: "c1", Name: "bash", Content: "ok  \ttroupe/x\n"})
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	js, err := bb.JetStream()
	if err != nil {
		b.Fatal(err)
	}
	deadline := time.Now().Add(time.Minute)
	for {
		s, err := js.Stream(context.Background(), bus.ReplayStream("S"))
		if err != nil {
			b.Fatal(err)
		}
		if s.CachedInfo().State.Msgs >= recorded {
			break
		}
		if time.Now().After(deadline) {
			b.Fatalf("stream holds %d messages, want %d", s.CachedInfo().State.Msgs, recorded)
		}
		time.Sleep(10 * time.Millisecond)
	}
	return bb
}

// BenchmarkTapSinceStart replays 100k recorded messages through the tap
// (decode, filter, format) and, as the baseline in the same run, through a
// bare ordered consumer that only counts them. Reported: the tap's messages
// per second and its time over the baseline's.
func BenchmarkTapSinceStart(b *testing.B) {
	bb := recordedSession(b)
	nc, err := bb.Connect("tap")
	if err != nil {
		b.Fatal(err)
	}
	var tapTime, rawTime time.Duration
	for b.Loop() {
		start := time.Now()
		o := tap.Options{Session: "S", Stream: bus.ReplayStream("S"), Since: &tap.Since{Start: true}, Count: recorded}
		if err := tap.Run(context.Background(), nc, o, io.Discard); err != nil {
			b.Fatal(err)
		}
		tapTime += time.Since(start)

		start = time.Now()
		js, _ := jetstream.New(nc)
		cons, err := js.OrderedConsumer(context.Background(), bus.ReplayStream("S"), jetstream.OrderedConsumerConfig{})
		if err != nil {
			b.Fatal(err)
		}
		done := make(chan struct{})
		n := 0
		cc, err := cons.Consume(func(jetstream.Msg) {
			if n++; n == recorded {
				close(done)
			}
		})
		if err != nil {
			b.Fatal(err)
		}
		<-done
		cc.Stop()
		<-cc.Closed()
		rawTime += time.Since(start)
	}
	b.ReportMetric(float64(recorded)*float64(b.N)/tapTime.Seconds(), "tap-msgs/s")
	b.ReportMetric(float64(recorded)*float64(b.N)/rawTime.Seconds(), "raw-msgs/s")
	b.ReportMetric(float64(tapTime)/float64(rawTime), "tap/raw")
}
