// Package tap prints the traffic of a troupe bus, one line per message, for
// `troupe bus tap`: a time, the subject (without the session when one is
// watched), the body type and a short summary, indented by subagent depth;
// or with Options.JSON one JSON object per line. It can replay a session's
// recorded stream first (Options.Since), and it ends by itself when the
// watched session ends or its process stops sending heartbeats.
//
// Concurrency: Run owns every goroutine it starts (a JetStream consumer's,
// through its ConsumeContext) and stops them before it returns. Messages
// reach Run's own goroutine through channels, and only that goroutine
// writes to w and Options.Status, so neither needs locking.
package tap

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"troupe/internal/bus"
	"troupe/messages"
)

// TimeFormat is the layout of the time column.
const TimeFormat = "15:04:05.000"

// missedBeats is how many heartbeat periods without one mean "gone".
const missedBeats = 3

// flushTimeout bounds the round trip that makes the subscriptions live.
const flushTimeout = 10 * time.Second

// inbound is how many messages may wait between the subscription and Run.
const inbound = 8192

// DefaultMaxPending is how many bytes of messages may wait for a slow
// printer (a paused terminal, a pipe nobody reads): past it the live
// tap drops, and says so, instead of growing without bound.
const DefaultMaxPending = 32 << 20

// handoff is how many messages the subscription hands to Run's loop
// ahead of its reading them; the rest wait, bounded, in the subscription.
const handoff = 16

// Run watches o's filter on nc and prints every matched message to w until
// ctx is done (then it returns nil), Count messages matched, or the watched
// session ended or went silent.
func Run(ctx context.Context, nc *nats.Conn, o Options, w io.Writer) error {
	subject, err := o.Filter()
	if err != nil {
		return err
	}
	status := o.Status
	if status == nil {
		status = io.Discard
	}
	if o.MaxPending <= 0 {
		o.MaxPending = DefaultMaxPending
	}
	msgs := make(chan *nats.Msg, handoff)
	var sub *nats.Subscription
	var replay jetstream.ConsumeContext
	js, _ := jetstream.New(nc) // only fails on bad options
	if o.Finished && o.Since == nil {
		o.Since = &Since{Start: true}
	}
	if o.Since != nil {
		if o.Stream == "" {
			return errors.New("tap: --since needs a session recorded in a stream (the running troupe has replay off?)")
		}
		state := streamState(ctx, js, o.Stream)
		end := time.Now()
		if o.Finished && state != nil && !state.LastTime.IsZero() {
			end = state.LastTime // a finished session counts back from its end
		}
		since := o.Since.from(end)
		o.Since = &since
		if o.Finished && nothingKept(state, since) {
			fmt.Fprintf(status, "session %s ended; nothing of it was kept%s\n", o.Session, keptSpan(state))
			return nil
		}
		stop := make(chan struct{})
		if replay, err = consume(ctx, js, o, subject, msgs, stop); err != nil {
			return err
		}
		defer func() {
			close(stop) // unblocks the handler, then Stop ends its goroutine
			replay.Stop()
			<-replay.Closed()
		}()
	} else {
		done := make(chan struct{})
		if sub, err = nc.Subscribe(subject, func(m *nats.Msg) {
			select { // waits for the printer; meanwhile the next ones queue, bounded
			case msgs <- m:
			case <-done:
			}
		}); err != nil {
			return fmt.Errorf("tap: subscribe %s: %w", subject, err)
		}
		if err := sub.SetPendingLimits(inbound, o.MaxPending); err != nil {
			return fmt.Errorf("tap: %w", err)
		}
		defer sub.Unsubscribe()
		defer close(done) // first: a handler waiting to hand over returns
	}
	beats := make(chan *nats.Msg, 16)
	var gone <-chan time.Time
	period := o.Heartbeat
	if period <= 0 {
		period = bus.DefaultHeartbeat
	}
	if o.Session != "" && !o.Finished {
		hb, err := nc.ChanSubscribe(messages.Subject(messages.ClassHb, o.Session, "session"), beats)
		if err != nil {
			return fmt.Errorf("tap: subscribe heartbeats: %w", err)
		}
		defer hb.Unsubscribe()
		fmt.Fprintf(status, "attached to session %s\n", o.Session)
	}
	if err := nc.FlushTimeout(flushTimeout); err != nil {
		if ctx.Err() != nil {
			return nil
		}
		return fmt.Errorf("tap: %w", err)
	}
	timer := time.NewTimer(missedBeats * period)
	defer timer.Stop()
	if o.Session != "" && !o.Finished {
		gone = timer.C
	}
	p := newPrinter(w, o, js)
	m := NewMatcher(o)
	seen := map[string]int{} // types delivered, for the note when nothing matched
	for n := 0; o.Count == 0 || n < o.Count; {
		select {
		case <-ctx.Done():
			return nil
		case <-beats:
			timer.Reset(missedBeats * period)
		case <-gone:
			fmt.Fprintf(status, "session %s's process is gone (no heartbeat for %s)\n", o.Session, missedBeats*period)
			return nil
		case msg := <-msgs:
			if msg == nil { // a finished session, replayed to its last message
				if n == 0 {
					fmt.Fprintf(status, "session %s ended; nothing matched the filter%s\n", o.Session, noMatchHint(ctx, js, o, seen))
					return nil
				}
				fmt.Fprintf(status, "session %s ended; replayed what was kept\n", o.Session)
				return nil
			}
			seen[msg.Header.Get(messages.HeaderType)]++
			if sub != nil {
				if dropped, _ := sub.Dropped(); dropped > p.dropped {
					if err := p.drops(dropped); err != nil {
						return err
					}
				}
			}
			matched, ended, err := p.handle(ctx, m, msg)
			if err != nil {
				return err
			}
			if matched {
				n++
			}
			if ended && o.Session != "" && msg.Header.Get(messages.HeaderSession) == o.Session {
				if n == 0 && o.Since != nil {
					fmt.Fprintf(status, "session %s ended; nothing matched the filter%s\n", o.Session, noMatchHint(ctx, js, o, seen))
					return nil
				}
				fmt.Fprintf(status, "session %s ended\n", o.Session)
				return nil
			}
		}
		if nc.IsClosed() {
			return fmt.Errorf("tap: %w", nats.ErrConnectionClosed)
		}
	}
	return nil
}

// consume replays the session's stream from o.Since and follows it, with an
// ordered consumer (no state on the server beyond the tap's lifetime).
func consume(ctx context.Context, js jetstream.JetStream, o Options, subject string, out chan<- *nats.Msg, stop <-chan struct{}) (jetstream.ConsumeContext, error) {
	cfg := jetstream.OrderedConsumerConfig{DeliverPolicy: jetstream.DeliverAllPolicy}
	if subject != DefaultSubject {
		cfg.FilterSubjects = []string{subject}
	}
	switch s := o.Since; {
	case s.Seq > 0:
		cfg.DeliverPolicy, cfg.OptStartSeq = jetstream.DeliverByStartSequencePolicy, s.Seq
	case !s.Time.IsZero():
		t := s.Time
		cfg.DeliverPolicy, cfg.OptStartTime = jetstream.DeliverByStartTimePolicy, &t
	}
	cons, err := js.OrderedConsumer(ctx, o.Stream, cfg)
	if err != nil {
		return nil, fmt.Errorf("tap: replay %s: %w", o.Stream, err)
	}
	send := func(msg *nats.Msg) {
		select {
		case out <- msg:
		case <-stop:
		}
	}
	cc, err := cons.Consume(func(m jetstream.Msg) {
		send(&nats.Msg{Subject: m.Subject(), Header: m.Headers(), Data: m.Data()})
		if md, err := m.Metadata(); o.Finished && err == nil && md.NumPending == 0 {
			send(nil)
		}
	}, jetstream.PullMaxBytes(o.MaxPending)) // a slow printer slows the replay; it never buffers more
	if err != nil {
		return nil, fmt.Errorf("tap: replay %s: %w", o.Stream, err)
	}
	if ci := cons.CachedInfo(); o.Finished && ci != nil && ci.NumPending == 0 {
		// Nothing of a finished session passes the subject filter: no
		// message will come to say the replay is over.
		select {
		case out <- nil:
		case <-stop:
		}
	}
	return cc, nil
}

// streamState returns the state of the stream, or nil when it cannot be
// read (the consumer then says what is wrong).
func streamState(ctx context.Context, js jetstream.JetStream, name string) *jetstream.StreamState {
	st, err := js.Stream(ctx, name)
	if err != nil {
		return nil
	}
	state := st.CachedInfo().State
	return &state
}

// nothingKept reports whether a finished session's stream holds nothing
// from since on, so that a replay would wait for ever.
func nothingKept(state *jetstream.StreamState, since Since) bool {
	switch {
	case state == nil:
		return false
	case state.Msgs == 0:
		return true
	case since.Seq > 0:
		return state.LastSeq < since.Seq
	case !since.Time.IsZero():
		return state.LastTime.Before(since.Time)
	}
	return false
}

// keptSpan says what a stream holds, for the "nothing kept" note.
func keptSpan(state *jetstream.StreamState) string {
	if state == nil || state.Msgs == 0 {
		return ""
	}
	return fmt.Sprintf(" from there (it holds messages %d-%d, %s to %s)", state.FirstSeq, state.LastSeq,
		state.FirstTime.Local().Format(TimeFormat), state.LastTime.Local().Format(TimeFormat))
}
