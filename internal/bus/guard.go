package bus

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
)

// guardPeriod is how often the guard reads the server's connection
// statistics: the window over which publish rates are averaged.
const guardPeriod = time.Second

// coolDown is how long an identity cut off for its rate may not connect
// again (a flood that reconnects at once would starve the others again).
const coolDown = 10 * time.Second

// maxCuts bounds the cut-offs a Bus remembers (Cuts).
const maxCuts = 64

// Cut is one identity the guard cut off.
type Cut struct {
	At     time.Time
	Who    string // role[@session][:worker]
	Why    string
	Worker string // the enrolled worker revoked, if one was
}

// guard holds the limits NATS cannot: consumers per identity and publish
// rates per identity (Limits). Its subscriptions' callbacks only record;
// its own goroutine (owned by the Bus, waited for in Close) reads the
// server's statistics every guardPeriod and does the cutting: closing
// connections, revoking workers, deleting consumers.
type guard struct {
	b    *Bus
	wake chan struct{}
	stop chan struct{}
	done chan struct{}

	mu        sync.Mutex
	consumers map[consumerKey]consumerOwner
	kick      map[uint64]string // connection id -> why, cut at the next pass
	cuts      []Cut
	last      map[uint64]connCount // per connection, at lastAt
	lastAt    time.Time
}

type consumerKey struct{ stream, name string }

type consumerOwner struct {
	pub string
	cid uint64
	at  time.Time // when it was recorded
}

type connCount struct{ msgs, bytes int64 }

// startGuard subscribes to the JetStream API audit and consumer deletion
// advisories and starts the guard's goroutine.
func (b *Bus) startGuard() error {
	g := &guard{b: b, wake: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{}),
		consumers: map[consumerKey]consumerOwner{}, kick: map[uint64]string{}, last: map[uint64]connCount{}, lastAt: time.Now()}
	// One subscription, so a consumer's deletion is counted before the
	// creation the server made after it (two would race).
	if _, err := b.nc.Subscribe("$JS.EVENT.ADVISORY.>", g.onAdvisory); err != nil {
		return fmt.Errorf("bus: guard: %w", err)
	}
	if err := b.nc.Flush(); err != nil {
		return fmt.Errorf("bus: guard: %w", err)
	}
	b.guard = g
	go g.run()
	return nil
}

// stopGuard stops the guard's goroutine and waits for it.
func (b *Bus) stopGuard() {
	if g := b.guard; g != nil {
		close(g.stop)
		<-g.done
	}
}

// Cuts returns the identities the guard cut off, oldest first.
func (b *Bus) Cuts() []Cut {
	if b.guard == nil {
		return nil
	}
	b.guard.mu.Lock()
	defer b.guard.mu.Unlock()
	return append([]Cut(nil), b.guard.cuts...)
}

// consumerCreated is what the audit advisory's response says of a
// consumer it made.
type consumerCreated struct {
	Error  *struct{ Code int } `json:"error"`
	Stream string              `json:"stream_name"`
	Name   string              `json:"name"`
}

// onAdvisory dispatches the JetStream advisories the guard reads.
func (g *guard) onAdvisory(msg *nats.Msg) {
	switch {
	case msg.Subject == "$JS.EVENT.ADVISORY.API":
		g.onAudit(msg)
	case strings.HasPrefix(msg.Subject, "$JS.EVENT.ADVISORY.CONSUMER.DELETED."):
		g.onDeleted(msg)
	}
}

// onAudit counts the consumers an external identity made; one over its
// limit marks the connection that made it for cutting.
func (g *guard) onAudit(msg *nats.Msg) {
	var a server.JSAPIAudit
	if json.Unmarshal(msg.Data, &a) != nil || a.Client == nil {
		return
	}
	if rest, ok := strings.CutPrefix(a.Subject, "$JS.API.CONSUMER.DELETE."); ok {
		// Counted here, in the order the server answered, not when the
		// deletion advisory comes: a client that deletes a consumer and
		// makes the next at once (the object store does) is never over.
		var r struct {
			Error   *struct{ Code int } `json:"error"`
			Success bool                `json:"success"`
		}
		if stream, name, ok := strings.Cut(rest, "."); ok && json.Unmarshal([]byte(a.Response), &r) == nil && r.Success {
			g.mu.Lock()
			delete(g.consumers, consumerKey{stream, name})
			g.mu.Unlock()
		}
		return
	}
	if !strings.HasPrefix(a.Subject, "$JS.API.CONSUMER.CREATE.") && !strings.HasPrefix(a.Subject, "$JS.API.CONSUMER.DURABLE.CREATE.") {
		return
	}
	var r consumerCreated
	if json.Unmarshal([]byte(a.Response), &r) != nil || r.Error != nil || r.Name == "" {
		return
	}
	id, ok := g.b.auth.identity(a.Client.User)
	if !ok {
		return // the internal identity, or a key revoked since
	}
	limit := g.b.auth.limits.of(id.Role).MaxConsumers
	g.mu.Lock()
	g.consumers[consumerKey{r.Stream, r.Name}] = consumerOwner{pub: a.Client.User, cid: a.Client.ID, at: time.Now()}
	n := 0
	for _, o := range g.consumers {
		if o.pub == a.Client.User {
			n++
		}
	}
	over := limit >= 0 && n > limit
	if over {
		g.kick[a.Client.ID] = fmt.Sprintf("%d consumers (limit %d)", n, limit)
	}
	g.mu.Unlock()
	if over {
		g.poke()
	}
}

// onDeleted forgets a consumer that is gone (deleted by its client, by
// the guard, or expired).
func (g *guard) onDeleted(msg *nats.Msg) {
	var a server.JSConsumerActionAdvisory
	if json.Unmarshal(msg.Data, &a) != nil {
		return
	}
	g.mu.Lock()
	delete(g.consumers, consumerKey{a.Stream, a.Consumer})
	g.mu.Unlock()
}

func (g *guard) poke() {
	select {
	case g.wake <- struct{}{}:
	default:
	}
}

func (g *guard) run() {
	defer close(g.done)
	t := time.NewTicker(guardPeriod)
	defer t.Stop()
	for {
		select {
		case <-g.stop:
			return
		case <-g.wake:
			g.pass(false)
		case <-t.C:
			g.pass(true)
		}
	}
}

// pass cuts what onAudit marked and, at a tick, the identities whose
// publish rate since the last tick is over their limit; then deletes the
// consumers of connections that are gone or cut.
func (g *guard) pass(tick bool) {
	b := g.b
	now := time.Now()
	cz, err := b.ns.Connz(&server.ConnzOptions{Limit: 1 << 16, Username: true})
	if err != nil {
		return
	}
	live := map[uint64]string{} // connection id -> public key
	g.mu.Lock()
	kick := g.kick
	g.kick = map[uint64]string{}
	var rateCut map[string]string // public key -> why
	if tick {
		rateCut = g.rates(cz, now)
	}
	for _, c := range cz.Conns {
		live[c.Cid] = c.AuthorizedUser
	}
	g.mu.Unlock()

	for cid, why := range kick {
		if pub, ok := live[cid]; ok && g.stillOver(pub) {
			g.cut(pub, []uint64{cid}, why)
			delete(live, cid)
		}
	}
	for pub, why := range rateCut {
		var cids []uint64
		for cid, p := range live {
			if p == pub {
				cids = append(cids, cid)
				delete(live, cid)
			}
		}
		g.cut(pub, cids, why)
		b.auth.cool(pub, now.Add(coolDown))
	}
	// Consumers whose connection is gone go with it: an identity's
	// consumers never outlive what made them (a tap makes new ones).
	g.mu.Lock()
	var gone []consumerKey
	for k, o := range g.consumers {
		// One recorded after the statistics were read may be of a
		// connection they do not show yet.
		if _, ok := live[o.cid]; !ok && o.at.Before(now) {
			gone = append(gone, k)
		}
	}
	g.mu.Unlock()
	for _, k := range gone {
		g.deleteConsumer(k)
	}
}

// rates returns the identities over their publish rate since lastAt and
// moves the counts on. g.mu is held.
func (g *guard) rates(cz *server.Connz, now time.Time) map[string]string {
	elapsed := now.Sub(g.lastAt).Seconds()
	g.lastAt = now
	next := make(map[uint64]connCount, len(cz.Conns))
	type sum struct{ msgs, bytes int64 }
	per := map[string]*sum{}
	for _, c := range cz.Conns {
		cur := connCount{c.InMsgs, c.InBytes}
		next[c.Cid] = cur
		prev := g.last[c.Cid] // a new connection counts from zero
		s := per[c.AuthorizedUser]
		if s == nil {
			s = &sum{}
			per[c.AuthorizedUser] = s
		}
		s.msgs += cur.msgs - prev.msgs
		s.bytes += cur.bytes - prev.bytes
	}
	g.last = next
	if elapsed <= 0 {
		return nil
	}
	var out map[string]string
	for pub, s := range per {
		id, ok := g.b.auth.identity(pub)
		if !ok {
			continue
		}
		l := g.b.auth.limits.of(id.Role)
		msgs, bytes := float64(s.msgs)/elapsed, float64(s.bytes)/elapsed
		var why string
		switch {
		case l.MaxMsgsPerSec >= 0 && msgs > float64(l.MaxMsgsPerSec):
			why = fmt.Sprintf("published %.0f messages/s (limit %d)", msgs, l.MaxMsgsPerSec)
		case l.MaxBytesPerSec >= 0 && bytes > float64(l.MaxBytesPerSec):
			why = fmt.Sprintf("published %.0f bytes/s (limit %d)", bytes, l.MaxBytesPerSec)
		default:
			continue
		}
		if out == nil {
			out = map[string]string{}
		}
		out[pub] = why
	}
	return out
}

// stillOver asks the server which of pub's recorded consumers still
// exist, forgets the others, and reports whether pub is over its limit.
// The advisories can say a consumer was deleted before saying it was made
// (the object store's ordered consumers): such a record would otherwise
// count for ever.
func (g *guard) stillOver(pub string) bool {
	id, ok := g.b.auth.identity(pub)
	if !ok {
		return false
	}
	limit := g.b.auth.limits.of(id.Role).MaxConsumers
	g.mu.Lock()
	var mine []consumerKey
	for k, o := range g.consumers {
		if o.pub == pub {
			mine = append(mine, k)
		}
	}
	g.mu.Unlock()
	n := 0
	for _, k := range mine {
		msg, err := g.b.nc.Request("$JS.API.CONSUMER.INFO."+k.stream+"."+k.name, nil, 5*time.Second)
		var r struct {
			Error *struct {
				Code int `json:"code"`
			} `json:"error"`
		}
		if err == nil && json.Unmarshal(msg.Data, &r) == nil && r.Error != nil && r.Error.Code == 404 {
			g.mu.Lock()
			delete(g.consumers, k)
			g.mu.Unlock()
			continue
		}
		n++
	}
	return limit >= 0 && n > limit
}

// cut closes connections cids of identity pub and deletes the consumers
// they made; an enrolled worker is revoked as `troupe workers revoke`
// does (its attempts handed back), so it cannot come back.
func (g *guard) cut(pub string, cids []uint64, why string) {
	b := g.b
	id, ok := b.auth.identity(pub)
	if !ok {
		return
	}
	c := Cut{At: time.Now(), Who: id.userName(), Why: why}
	if id.Role == Worker && id.Name != "" {
		c.Worker = id.Name
	}
	// Recorded before the cut: whoever sees the connection close and asks
	// (troupe bus limits) finds it.
	g.mu.Lock()
	if len(g.cuts) == maxCuts {
		g.cuts = g.cuts[1:]
	}
	g.cuts = append(g.cuts, c)
	var mine []consumerKey
	for k, o := range g.consumers {
		for _, cid := range cids {
			if o.cid == cid {
				mine = append(mine, k)
			}
		}
	}
	g.mu.Unlock()
	if c.Worker != "" {
		// The coordinator's dispatcher hands back what the worker held;
		// without one, the bus forgets the key itself.
		if _, err := b.nc.Request(AdminRevokeSubject, []byte(id.Name), 10*time.Second); err != nil && !errors.Is(err, nats.ErrNoResponders) {
			b.log.Warn("bus: revoke a worker over its limits", "worker", id.Name, "err", err)
		}
		b.RevokeWorker(id.Name)
	}
	for _, cid := range cids {
		_ = b.ns.DisconnectClientByID(cid)
	}
	b.log.Warn("bus: identity over its limits cut off", "who", c.Who, "why", why, "worker_revoked", c.Worker != "")
	for _, k := range mine {
		g.deleteConsumer(k)
	}
}

// deleteConsumer deletes consumer k and forgets it.
func (g *guard) deleteConsumer(k consumerKey) {
	_, _ = g.b.nc.Request("$JS.API.CONSUMER.DELETE."+k.stream+"."+k.name, nil, 5*time.Second)
	g.mu.Lock()
	delete(g.consumers, k)
	g.mu.Unlock()
}
