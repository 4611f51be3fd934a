package bus_test

import (
	"context"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"troupe/internal/bus"
)

// BenchmarkConnect measures what authentication costs a client: a TCP
// connect and close to a listening bus without authentication (Insecure,
// the baseline) and as an enrolled worker, whose key the Bus checks in
// its auth callout answer (a signed user JWT with its permissions and
// limits). Callout reports "x-insecure", its ns/op over the baseline's in
// the same run.
func BenchmarkConnect(b *testing.B) {
	var base float64
	b.Run("Insecure", func(b *testing.B) {
		bb := benchBus(b, bus.Options{Listen: "127.0.0.1:0", Insecure: true})
		connectLoop(b, bb.ClientURL())
		base = nsPerOp(b)
	})
	b.Run("Callout", func(b *testing.B) {
		bb := benchBus(b, bus.Options{Listen: "127.0.0.1:0"})
		kp := enrolledKey(b, bb, "bench")
		pub, _ := kp.PublicKey()
		connectLoop(b, bb.ClientURL(), nats.Nkey(pub, kp.Sign))
		if base > 0 {
			b.ReportMetric(nsPerOp(b)/base, "x-insecure")
		}
	})
}

func benchBus(b *testing.B, o bus.Options) *bus.Bus {
	b.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	bb, err := bus.Start(ctx, o, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = bb.Close() })
	return bb
}

func connectLoop(b *testing.B, url string, opts ...nats.Option) {
	b.ResetTimer()
	for range b.N {
		nc, err := nats.Connect(url, opts...)
		if err != nil {
			b.Fatal(err)
		}
		nc.Close()
	}
}
