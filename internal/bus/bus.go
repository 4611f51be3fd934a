package bus

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/faults"
)

// DefaultMaxPayload is the largest message the bus accepts unless
// Options.MaxPayload says otherwise.
const DefaultMaxPayload = 8 << 20

// readyTimeout bounds how long Start waits for the server when ctx has no
// deadline.
const readyTimeout = 10 * time.Second

// drainTimeout bounds how long Close waits for one connection to drain.
const drainTimeout = 5 * time.Second

// inProcessTimeout bounds the handshake of a connection to the embedded
// server.
const inProcessTimeout = 30 * time.Second

// Errors returned by Start and Connect.
var (
	ErrNoStoreDir = errors.New("bus: JetStream needs a store directory")
	ErrNoTLS      = errors.New("bus: listening off loopback needs TLS")
	ErrNotReady   = errors.New("bus: server not ready")
	ErrServer     = errors.New("bus: server did not start")
	ErrClosed     = errors.New("bus: closed")
)

// Options configures Start.
type Options struct {
	// StoreDir is the parent directory of this instance's JetStream store.
	// The first time JetStream is needed (or at Start with JetStream true)
	// the Bus creates a fresh, locked subdirectory in it; Close removes it
	// unless KeepStore. Required for JetStream.
	StoreDir  string
	JetStream bool // start JetStream at once instead of when first needed
	KeepStore bool // leave the store (replay streams) on disk after Close
	// ExistingStore reopens a store a finished process kept (KeepStore),
	// locked, instead of making one under StoreDir; Close leaves it.
	ExistingStore string
	// Listen is the TCP address clients may connect to. Empty means nothing
	// listens; "127.0.0.1:0" listens on loopback on a random port. Only
	// that address is bound. Clients authenticate with NKeys the Bus
	// generates (see Grant); the in-process components with an internal
	// identity that is never written anywhere.
	Listen string
	// Insecure accepts clients without authentication (every client may
	// then do everything; receivers still check signatures).
	Insecure bool
	// TLS is the certificate of a non-loopback listener; without one, a
	// certificate is generated (see Bus.TLS). Loopback listeners use no TLS.
	TLS *TLSFiles
	// MaxPayload is the largest message in bytes; 0 means DefaultMaxPayload.
	MaxPayload int32
	// InlineMax is the largest payload sent inline (0: DefaultInlineMax);
	// larger ones go through the session's object store and travel as a
	// reference, transparently to Publish and Subscribe.
	InlineMax int
	// BodyTTL is how long a large body is kept (0: DefaultBodyTTL).
	BodyTTL time.Duration
	// Name names the server and prefixes the names of its connections.
	Name string
	// Replicas of every stream, consumer and store troupe makes (bus.replicas):
	// 0 means three where the cluster has at least three JetStream servers,
	// else one. Existing ones are never lowered.
	Replicas int
	// Faults injects publish failures (faults.BusPublish); nil: none.
	Faults *faults.Set
	// Monitor binds the NATS monitoring endpoint (see MonitorAddr); ""
	// for none.
	Monitor string
	// Limits bounds what each external identity of a listening,
	// authenticating bus may do (zero fields: DefaultLimits).
	Limits Limits
	// External, when its URL is set, joins an existing NATS deployment
	// instead of embedding a server (the coordinator's --bus URL); Listen,
	// Token, Insecure, MaxPayload and StoreDir are then the deployment's.
	External Client
}

// Bus is a running embedded NATS server and the shared in-process connection
// to it. Make one with Start; stop it with Close.
type Bus struct {
	ns       *server.Server // nil when joined to an external deployment
	external Client
	nc       *nats.Conn
	log      *slog.Logger
	name     string
	internal *Identity // nil when no authentication is required
	auth     *authenticator
	guard    *guard // nil unless auth: the limits NATS does not hold
	sign     signer
	tls      *TLSInfo
	storeDir string       // this instance's directory; "" without JetStream
	release  func() error // releases the store lock; nil without JetStream
	opts     Options
	faults   *faults.Set

	jsMu   sync.Mutex // serialises enabling JetStream and making streams
	bodies bodyStores // object stores of large bodies, by session
	js     jetstream.JetStream

	prefixes     prefixes // stable prefixes of requests, by reference (prefix.go)
	sessions     sync.Map // session id -> *sessionSeq
	decodeErrors atomic.Uint64

	mu     sync.Mutex
	conns  []conn // every connection made by the Bus, shared one first
	closed bool
}

type conn struct {
	nc   *nats.Conn
	done chan struct{} // closed by nats.go's ClosedHandler
}

// Start runs an embedded NATS server as o describes and connects to it
// in-process. A nil log discards the server's messages; otherwise they go to
// log at Debug. ctx bounds the wait for the server to be ready.
func Start(ctx context.Context, o Options, log *slog.Logger) (b *Bus, err error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("bus: start: %w", err)
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if o.Name == "" {
		o.Name = "troupe"
	}
	if o.External.URL != "" {
		return join(o, log)
	}
	sopts, err := serverOptions(o)
	if err != nil {
		return nil, err
	}
	b = &Bus{log: log, name: o.Name, opts: o, faults: o.Faults}
	defer func() {
		if err != nil {
			err = errors.Join(err, b.Close())
			b = nil
		}
	}()
	if b.sign, err = newSigner(); err != nil {
		return b, err
	}
	if err := b.secure(sopts); err != nil {
		return b, err
	}
	if o.JetStream {
		if err := b.makeStore(o.StoreDir); err != nil {
			return b, err
		}
		sopts.StoreDir = b.storeDir
	}
	ns, err := server.NewServer(sopts)
	if err != nil {
		return b, fmt.Errorf("bus: new server: %w", err)
	}
	debug := log.Enabled(ctx, slog.LevelDebug)
	slogger := &serverLogger{log: log.With("component", "nats")}
	ns.SetLoggerV2(slogger, debug, false, false)
	b.ns = ns // not shared yet: b escapes only on success
	if b.auth != nil {
		b.auth.system = ns.SystemAccount
	}
	ns.Start()
	if msg := slogger.fatalMsg(); msg != "" {
		return b, fmt.Errorf("%w: %s", ErrServer, msg)
	}
	wait := readyTimeout
	if dl, ok := ctx.Deadline(); ok {
		wait = time.Until(dl)
	}
	if !ns.ReadyForConnections(wait) {
		if msg := slogger.fatalMsg(); msg != "" {
			return b, fmt.Errorf("%w: %s", ErrServer, msg)
		}
		return b, fmt.Errorf("%w after %s", ErrNotReady, wait)
	}
	if o.JetStream && !ns.JetStreamEnabled() {
		return b, fmt.Errorf("%w: JetStream did not start", ErrServer)
	}
	if b.nc, err = b.Connect(o.Name); err != nil {
		return b, err
	}
	if b.auth != nil {
		if err := b.serveCallout(); err != nil {
			return b, err
		}
		if err := b.startGuard(); err != nil {
			return b, err
		}
		if err := b.serveLimits(); err != nil {
			return b, err
		}
	}
	return b, nil
}

func serverOptions(o Options) (*server.Options, error) {
	if o.JetStream && o.StoreDir == "" && o.ExistingStore == "" {
		return nil, ErrNoStoreDir
	}
	maxPayload := o.MaxPayload
	if maxPayload <= 0 {
		maxPayload = DefaultMaxPayload
	}
	sopts := &server.Options{
		ServerName:             o.Name,
		DontListen:             o.Listen == "",
		NoSigs:                 true,
		NoLog:                  true,
		JetStream:              o.JetStream,
		DisableJetStreamBanner: true,
		MaxPayload:             maxPayload,
	}
	if err := monitorOptions(o, sopts); err != nil {
		return nil, err
	}
	if o.Listen == "" {
		return sopts, nil
	}
	host, p, err := splitListen(o.Listen)
	if err != nil {
		return nil, err
	}
	if p == 0 {
		p = server.RANDOM_PORT // for nats-server, 0 means its default port
	}
	if host == "" {
		host = "0.0.0.0" // said explicitly: every interface
	}
	sopts.Host, sopts.Port = host, p
	return sopts, nil
}

// splitListen splits a listen address into host and port.
func splitListen(listen string) (string, int, error) {
	host, port, err := net.SplitHostPort(listen)
	if err != nil {
		return "", 0, fmt.Errorf("bus: listen address: %w", err)
	}
	p, err := strconv.Atoi(port)
	if err != nil || p < 0 || p > 65535 {
		return "", 0, fmt.Errorf("bus: listen address %q: bad port", listen)
	}
	return host, p, nil
}

// makeStore creates and locks <parent>/<random id>/, or locks
// Options.ExistingStore.
func (b *Bus) makeStore(parent string) error {
	if dir := b.opts.ExistingStore; dir != "" {
		release, err := LockDir(dir)
		if err != nil {
			return err
		}
		b.storeDir, b.release, b.opts.KeepStore = dir, release, true
		return nil
	}
	var id [8]byte
	if _, err := rand.Read(id[:]); err != nil {
		return fmt.Errorf("bus: store id: %w", err)
	}
	dir := filepath.Join(parent, hex.EncodeToString(id[:]))
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("bus: store: %w", err)
	}
	release, err := LockDir(dir)
	if err != nil {
		return errors.Join(err, os.RemoveAll(dir))
	}
	b.storeDir, b.release = dir, release
	return nil
}

// Conn returns the shared in-process connection. Do not close it; Close does.
func (b *Bus) Conn() *nats.Conn { return b.nc }

// Connect opens another in-process connection, named "<bus name>/<name>".
// Close drains it if the caller has not closed it first.
func (b *Bus) Connect(name string) (*nats.Conn, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return nil, ErrClosed
	}
	if name != b.name {
		name = b.name + "/" + name
	}
	done := make(chan struct{})
	closed := nats.ClosedHandler(func(*nats.Conn) { close(done) })
	var nc *nats.Conn
	var err error
	if b.ns == nil {
		c := b.external
		c.Name = name
		nc, err = Dial(context.Background(), c, closed)
		if err != nil {
			return nil, err
		}
		b.conns = append(live(b.conns), conn{nc: nc, done: done})
		return nc, nil
	}
	opts := []nats.Option{
		nats.InProcessServer(b.ns),
		nats.Name(name),
		closed,
		nats.DrainTimeout(drainTimeout),
		// The server is in this process: a slow handshake means a loaded
		// machine (the 2 s default failed a worker's task under -race), not
		// an unreachable server.
		nats.Timeout(inProcessTimeout),
		// Observers may subscribe to _INBOX.>; internal replies go elsewhere.
		nats.CustomInboxPrefix(internalInbox),
	}
	if b.internal != nil {
		auth, err := b.internal.NKeyOption()
		if err != nil {
			return nil, err
		}
		opts = append(opts, auth)
	}
	nc, err = nats.Connect("", opts...)
	if err != nil {
		return nil, fmt.Errorf("bus: connect %s: %w", name, err)
	}
	b.conns = append(live(b.conns), conn{nc: nc, done: done})
	return nc, nil
}

// live drops the connections that are already closed.
func live(cs []conn) []conn {
	return slices.DeleteFunc(cs, func(c conn) bool {
		select {
		case <-c.done:
			return true
		default:
			return false
		}
	})
}

// ClientURL is the URL TCP clients connect to, or "" when nothing listens.
func (b *Bus) ClientURL() string {
	if b.ns == nil {
		return b.external.URL
	}
	addr, ok := b.ns.Addr().(*net.TCPAddr)
	if !ok {
		return ""
	}
	host := addr.IP.String()
	if addr.IP.IsUnspecified() {
		host = advertisedHost() // every interface: one a remote client can dial
	}
	scheme := "nats://"
	if b.tls != nil {
		scheme = "tls://"
	}
	return scheme + net.JoinHostPort(host, strconv.Itoa(addr.Port))
}

// Server returns the embedded server, for monitoring (Varz, Connz, Jsz...);
// nil when the Bus joined an external deployment.
func (b *Bus) Server() *server.Server { return b.ns }

// join connects to an external deployment instead of starting a server.
func join(o Options, log *slog.Logger) (*Bus, error) {
	b := &Bus{log: log, name: o.Name, opts: o, faults: o.Faults, external: o.External}
	var err error
	if b.sign, err = newSigner(); err != nil {
		return nil, err
	}
	nc, err := b.Connect(o.Name)
	if err != nil {
		return nil, err
	}
	b.nc = nc
	return b, nil
}

// Replicas is Options.Replicas: 0 means AutoReplicas where possible.
func (b *Bus) Replicas() int { return b.opts.Replicas }

// StoreDir returns this instance's JetStream directory, or "" without
// JetStream. It exists from Start until Close.
func (b *Bus) StoreDir() string { return b.storeDir }

// DecodeErrors counts messages Subscribe could not decode.
func (b *Bus) DecodeErrors() uint64 { return b.decodeErrors.Load() }

// Close drains every connection the Bus made, shuts the server down and
// waits for it, then releases and removes the store directory. Calling it
// again does nothing.
func (b *Bus) Close() error {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return nil
	}
	b.closed = true
	conns, ns := b.conns, b.ns
	b.mu.Unlock()
	b.stopGuard()

	var errs []error
	for _, c := range conns {
		if err := c.nc.Drain(); err != nil && !errors.Is(err, nats.ErrConnectionClosed) {
			errs = append(errs, fmt.Errorf("bus: drain: %w", err))
		}
	}
	for _, c := range conns {
		select {
		case <-c.done:
		case <-time.After(2 * drainTimeout):
			c.nc.Close()
			<-c.done
		}
	}
	if ns != nil {
		ns.Shutdown()
		ns.WaitForShutdown()
	}
	if b.release != nil {
		if err := b.release(); err != nil {
			errs = append(errs, err)
		}
		if b.opts.KeepStore {
			// The mtime tells CleanStale how old a kept store is.
			if err := os.WriteFile(filepath.Join(b.storeDir, KeptFile), nil, 0o600); err != nil {
				errs = append(errs, fmt.Errorf("bus: keep store: %w", err))
			}
			now := time.Now()
			if err := os.Chtimes(b.storeDir, now, now); err != nil {
				errs = append(errs, fmt.Errorf("bus: keep store: %w", err))
			}
			return errors.Join(errs...)
		}
		if err := os.RemoveAll(b.storeDir); err != nil {
			errs = append(errs, fmt.Errorf("bus: remove store: %w", err))
		}
	}
	return errors.Join(errs...)
}
