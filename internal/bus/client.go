package bus

import (
	"context"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"
)

// Client says how to reach a NATS server over the network: the one place
// the worker and a coordinator joining an external deployment (--bus URL)
// build their connection options, so other identities (user, nkey, TLS
// client certificates) plug in here. Secrets come from files or the
// environment, never from argv.
type Client struct {
	URL      string // nats://host:4222, tls://..., comma-separated for a cluster
	Creds    string // path of a .creds file (JWT + nkey seed)
	Token    string // from NATS_TOKEN
	User     string // from NATS_USER
	Password string // from NATS_PASSWORD
	CA       string // path of a CA bundle (NATS_CA)
	Cert     string // client certificate (NATS_CERT)
	Key      string // its key (NATS_KEY)
	NKey     string // file holding an NKey seed (NATS_NKEY), e.g. the worker seed a listening troupe writes
	Name     string // connection name
}

// ClientFromEnv fills what c leaves empty from the NATS_* variables (the
// ones the nats CLI reads and `troupe bus env --role worker` prints):
// NATS_URL, NATS_CREDS, NATS_NKEY, NATS_TOKEN, NATS_USER, NATS_PASSWORD,
// NATS_CA, NATS_CERT, NATS_KEY.
func ClientFromEnv(c Client, getenv func(string) string) Client {
	fill := func(v *string, key string) {
		if *v == "" {
			*v = getenv(key)
		}
	}
	fill(&c.URL, "NATS_URL")
	fill(&c.Creds, "NATS_CREDS")
	fill(&c.Token, "NATS_TOKEN")
	fill(&c.User, "NATS_USER")
	fill(&c.Password, "NATS_PASSWORD")
	fill(&c.CA, "NATS_CA")
	fill(&c.Cert, "NATS_CERT")
	fill(&c.Key, "NATS_KEY")
	fill(&c.NKey, "NATS_NKEY")
	return c
}

// PingInterval is how often a network client of the bus pings its
// server; two unanswered pings and it reconnects (to another node).
const PingInterval = 5 * time.Second

// Options returns the nats.go options of c; extra are appended.
func (c Client) Options(extra ...nats.Option) []nats.Option {
	opts := []nats.Option{nats.Name(c.Name), nats.DrainTimeout(drainTimeout),
		nats.MaxReconnects(-1), nats.ReconnectWait(250 * time.Millisecond),
		// A server cut off by a partition closes nothing: without pings
		// the client would wait on it for minutes (the default is one
		// ping every 2 minutes, two missed); this way it goes to
		// another node of the cluster within about PingInterval×3.
		nats.PingInterval(PingInterval), nats.MaxPingsOutstanding(2)}
	if c.Creds != "" {
		opts = append(opts, nats.UserCredentials(c.Creds))
	}
	if c.Token != "" {
		opts = append(opts, nats.Token(c.Token))
	}
	if c.User != "" {
		opts = append(opts, nats.UserInfo(c.User, c.Password))
	}
	if c.NKey != "" {
		if o, err := nats.NkeyOptionFromSeed(c.NKey); err == nil {
			opts = append(opts, o)
		}
	}
	if c.CA != "" {
		opts = append(opts, nats.RootCAs(c.CA))
	}
	if c.Cert != "" {
		opts = append(opts, nats.ClientCert(c.Cert, c.Key))
	}
	return append(opts, extra...)
}

// Dial connects to c.URL. ctx bounds the first connection attempt.
func Dial(ctx context.Context, c Client, extra ...nats.Option) (*nats.Conn, error) {
	if c.URL == "" {
		return nil, fmt.Errorf("bus: no server URL (--connect, --bus or NATS_URL)")
	}
	opts := c.Options(extra...)
	if dl, ok := ctx.Deadline(); ok {
		opts = append(opts, nats.Timeout(time.Until(dl)))
	}
	nc, err := nats.Connect(c.URL, opts...)
	if err != nil {
		return nil, fmt.Errorf("bus: connect %s: %w", c.URL, err)
	}
	return nc, nil
}
