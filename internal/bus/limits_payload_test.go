package bus_test

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"

	"troupe/internal/bus"
)

// rawPublish connects to the bus's listener as the NKey kp over a bare
// socket (an attacker ignores the client library's size check), sends a
// PUB of size bytes on subject and returns the server's first answer
// after it.
func rawPublish(t *testing.T, b *bus.Bus, kp nkeys.KeyPair, subject string, size int) string {
	t.Helper()
	addr := strings.TrimPrefix(b.ClientURL(), "nats://")
	c, err := net.DialTimeout("tcp", addr, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(30 * time.Second))
	r := bufio.NewReader(c)
	line, err := r.ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "INFO ") {
		t.Fatalf("INFO: %q %v", line, err)
	}
	var info struct {
		Nonce string `json:"nonce"`
	}
	if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "INFO ")), &info); err != nil {
		t.Fatal(err)
	}
	sig, err := kp.Sign([]byte(info.Nonce))
	if err != nil {
		t.Fatal(err)
	}
	pub, _ := kp.PublicKey()
	connect, _ := json.Marshal(map[string]any{"verbose": false, "pedantic": false, "nkey": pub,
		"sig": base64.RawURLEncoding.EncodeToString(sig), "protocol": 1, "headers": true})
	if _, err := fmt.Fprintf(c, "CONNECT %s\r\nPING\r\n", connect); err != nil {
		t.Fatal(err)
	}
	if line, err = r.ReadString('\n'); err != nil || !strings.HasPrefix(line, "PONG") {
		t.Fatalf("CONNECT: %q %v", line, err)
	}
	// The server may close as soon as it reads the header: the body's
	// write error is expected.
	_, _ = fmt.Fprintf(c, "PUB %s %d\r\n", subject, size)
	wrote := make(chan struct{})
	go func() { // owned: waited for below, after c is closed
		defer close(wrote)
		_, _ = c.Write(append(make([]byte, size), '\r', '\n'))
	}()
	defer func() { c.Close(); <-wrote }()
	for {
		line, err = r.ReadString('\n')
		if err != nil {
			return "closed: " + err.Error()
		}
		if !strings.HasPrefix(line, "PING") && !strings.HasPrefix(line, "+OK") && !strings.HasPrefix(line, "INFO") {
			return strings.TrimSpace(line)
		}
	}
}

// A worker or an observer cannot publish more than its class's payload
// limit: the server refuses the message and closes the connection, even
// for a client that skips the library's check; the coordinator's own
// connection is not held to it.
func TestIdentityPayloadLimit(t *testing.T) {
	b := limited(t, bus.Limits{Worker: bus.ClassLimits{MaxPayload: 64 << 10}, Observer: bus.ClassLimits{MaxPayload: 16 << 10}}, false)
	var got atomic.Int64 // largest message the coordinator received
	if _, err := b.Conn().Subscribe("troupe.>", func(m *nats.Msg) {
		if n := int64(len(m.Data)); n > got.Load() {
			got.Store(n)
		}
	}); err != nil {
		t.Fatal(err)
	}
	b.Conn().Flush()
	wkp := enrolledKey(t, b, "w-1")
	obs, err := b.Grant(bus.Observer, "S")
	if err != nil {
		t.Fatal(err)
	}
	okp, err := nkeys.FromSeed(obs.Seed)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		who   string
		kp    nkeys.KeyPair
		inbox string
		subj  string
		limit int
	}{
		{"worker", wkp, bus.WorkerInbox("w-1"), "troupe.res.S.a.task", 64 << 10},
		{"observer", okp, bus.InboxPrefix(bus.Observer, "S"), "$JS.API.INFO", 16 << 10},
	} {
		t.Run(c.who, func(t *testing.T) {
			pub, _ := c.kp.PublicKey()
			nc, _, _ := client(t, b, nats.Nkey(pub, c.kp.Sign), c.inbox)
			if err := nc.Publish(c.subj, make([]byte, c.limit-1024)); err != nil {
				t.Fatal(err)
			}
			if err := nc.Flush(); err != nil {
				t.Fatalf("a message under the limit: %v", err)
			}
			if c.who == "worker" {
				for end := time.Now().Add(10 * time.Second); got.Load() < int64(c.limit-1024) && time.Now().Before(end); {
					time.Sleep(10 * time.Millisecond)
				}
				if got.Load() != int64(c.limit-1024) {
					t.Fatalf("a message under the limit did not arrive")
				}
			}
			for _, size := range []int{c.limit + 1, 8<<20 - 4096} {
				got.Store(0)
				answer := rawPublish(t, b, c.kp, c.subj, size)
				if !strings.Contains(strings.ToLower(answer), "maximum payload") {
					t.Errorf("%d bytes: the server answered %q, want a maximum payload violation", size, answer)
				}
				time.Sleep(200 * time.Millisecond)
				if n := got.Load(); n > int64(c.limit) {
					t.Errorf("%d bytes: the coordinator received %d bytes from a %s limited to %d", size, n, c.who, c.limit)
				}
			}
		})
	}
	// The coordinator's own connection is not limited by its workers'.
	got.Store(0)
	if err := b.Conn().Publish("troupe.evt.S.main.x", make([]byte, 2<<20)); err != nil {
		t.Fatal(err)
	}
	b.Conn().Flush()
	deadline := time.Now().Add(10 * time.Second)
	for got.Load() < 2<<20 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if got.Load() < 2<<20 {
		t.Errorf("the coordinator's own 2 MiB message did not arrive")
	}
}
