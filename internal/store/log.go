package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sync"
	"syscall"
	"time"

	"troupe/internal/faults"
)

// Log is an open session log for appending. It is safe for concurrent use.
//
// Events are group committed: Commit queues an event, and one goroutine owned
// by the Log (started when the Log is opened, waited for by Close) writes
// every event that queued meanwhile with one write and then calls each
// event's done function in queue order. A second goroutine, also the Log's,
// fsyncs what was written, once for all that was written while the previous
// fsync ran. So a done function runs once its event is in the file — it
// survives the process being killed (kill -9: the kernel holds it) — and
// does not wait for the disk; the fsync follows within one fsync's time
// (what the machine itself crashing can lose). Append, Flush and Close wait
// for the fsync.
type Log struct {
	path string
	lock *sessionLock // nil for a Log made without one (tests)

	mu      sync.Mutex
	wake    *sync.Cond // signalled when queue grows or closing is set
	queue   []pending
	closing bool
	stopped chan struct{}   // closed when the writer goroutine has returned
	closed  bool            // Close has finished
	cerr    error           // Close's result, returned again by later calls
	once    map[string]bool // keys CommitOnce has queued

	// Owned by the writer goroutine until it returns, then by Close.
	f    *os.File
	next uint64 // seq of the next event
	err  error  // sticky: set when a write or sync failed
	buf  bytes.Buffer

	// The syncer's, guarded by mu: batches counts the writes, synced the
	// ones an fsync covered; syncErr is the first fsync's failure.
	synced           *sync.Cond // signalled when synced, syncErr or syncStop changes
	batches, fsynced uint64
	syncErr          error
	syncStop         bool
	syncDone         chan struct{} // closed when the syncer has returned

	faults *faults.Set // injected failures (faults.LogAppend); nil: none; read only
	noSync bool        // an ephemeral store's log (Store.Ephemeral): written, never fsynced; read only
}

// pending is a queued event and the function to call once it is committed.
type pending struct {
	e     Event
	err   error // set by Commit when e is invalid; nothing is written for it
	done  func(Event, error)
	after bool // no event: done runs in order once what queued before is committed
}

// newLog returns a Log appending to f, whose next event gets seq next, and
// starts its writer goroutine.
func newLog(path string, f *os.File, next uint64, lock *sessionLock, fs *faults.Set, noSync bool) *Log {
	l := &Log{path: path, lock: lock, f: f, next: next, stopped: make(chan struct{}), syncDone: make(chan struct{}), faults: fs, noSync: noSync}
	l.wake = sync.NewCond(&l.mu)
	l.synced = sync.NewCond(&l.mu)
	go l.run()
	go l.syncer()
	return l
}

// Path returns the log file's path.
func (l *Log) Path() string { return l.path }

// Commit queues e as the next line of the log and returns at once. Once the
// line is written (the fsync follows: see Log), done is called with the
// stored event: Seq is
// assigned (any value in e is ignored), a zero Time becomes now (UTC), and
// Data is compacted. e.Type must be set and e.Data, if any, valid JSON; an
// invalid event is not written, and its done gets the error.
//
// done functions are called one at a time, in the order Commit was called,
// on the Log's writer goroutine, so a done that publishes the event keeps the
// order "in the file, then on the bus" for every event. done must be quick and
// must not call Append or Close on the same Log (that would wait for itself);
// it may call Commit. If the Log is closed, done is called with ErrClosed
// before Commit returns. done may be nil.
//
// After a failed write the file's tail is unknown, so that batch and every
// later event fail with the same error; after a failed fsync, every event
// written after it fails (and Append, Flush and Close report it). Reopen
// the session with Store.Open, which repairs the tail.
func (l *Log) Commit(e Event, done func(Event, error)) {
	p := pending{e: e, done: done}
	p.e, p.err = l.prepare(e)
	l.mu.Lock()
	if l.closing {
		l.mu.Unlock()
		if done != nil {
			done(Event{}, ErrClosed)
		}
		return
	}
	l.queue = append(l.queue, p)
	l.mu.Unlock()
	l.wake.Signal()
}

// CommitOnce is Commit for an event that is the same whenever key is: it
// is queued only the first time this Log sees key (a content address, say),
// and later calls do nothing. It reports whether e was queued.
func (l *Log) CommitOnce(key string, e Event) bool {
	l.mu.Lock()
	if l.once[key] {
		l.mu.Unlock()
		return false
	}
	if l.once == nil {
		l.once = map[string]bool{}
	}
	l.once[key] = true
	l.mu.Unlock()
	l.Commit(e, nil)
	return true
}

// After queues fn to run on the writer goroutine, in order with the done
// functions of Commit, once every event committed before it is in the file
// (or has failed). A publisher that sends through After never overtakes what it
// logged. If the Log is closed, fn runs before After returns.
func (l *Log) After(fn func()) {
	l.mu.Lock()
	if l.closing {
		l.mu.Unlock()
		fn()
		return
	}
	l.queue = append(l.queue, pending{after: true, done: func(Event, error) { fn() }})
	l.mu.Unlock()
	l.wake.Signal()
}

// Flush waits until every event committed so far is on disk, fsynced (or
// failed).
func (l *Log) Flush() {
	ch := make(chan uint64, 1)
	l.After(func() { ch <- l.written() })
	_ = l.waitSynced(<-ch)
}

// Append stores e as the next line of the log and returns the stored event
// once it is on disk, fsynced: it is Commit, waited for. Events appended
// concurrently share an fsync.
func (l *Log) Append(e Event) (Event, error) {
	type result struct {
		e     Event
		err   error
		batch uint64
	}
	ch := make(chan result, 1)
	l.Commit(e, func(e Event, err error) { ch <- result{e, err, l.written()} })
	r := <-ch
	if r.err != nil {
		return r.e, r.err
	}
	if err := l.waitSynced(r.batch); err != nil {
		return Event{}, err
	}
	return r.e, nil
}

// written is how many batches the writer has written; called on the writer
// goroutine (a done or an After function).
func (l *Log) written() uint64 {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.batches
}

// waitSynced waits until an fsync covered the first n written batches, and
// returns the fsync's failure if one failed.
func (l *Log) waitSynced(n uint64) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	for l.fsynced < n && l.syncErr == nil { // the syncer syncs all before it returns, or fails
		l.synced.Wait()
	}
	if l.syncErr != nil {
		return fmt.Errorf("append to %s: sync: %w", l.path, l.syncErr)
	}
	return nil
}

// syncer is the fsync goroutine: it fsyncs whenever batches were written
// since the last fsync, until Close stops it (after a last one).
func (l *Log) syncer() {
	defer close(l.syncDone)
	l.mu.Lock()
	defer l.mu.Unlock()
	for {
		for l.fsynced == l.batches && !l.syncStop {
			l.synced.Wait()
		}
		if l.fsynced == l.batches {
			return // stopping, and all is synced
		}
		n := l.batches
		l.mu.Unlock()
		var err error
		if !l.noSync {
			err = l.f.Sync()
		}
		l.mu.Lock()
		if err != nil && l.syncErr == nil {
			l.syncErr = err
		}
		l.fsynced = n
		l.synced.Broadcast()
		if l.syncErr != nil {
			return
		}
	}
}

// prepare checks e and fills in what Commit promises, except Seq.
func (l *Log) prepare(e Event) (Event, error) {
	if e.Type == "" {
		return Event{}, fmt.Errorf("append to %s: event has no type", l.path)
	}
	if len(e.Data) > 0 {
		var c bytes.Buffer
		if err := json.Compact(&c, e.Data); err != nil {
			return Event{}, fmt.Errorf("append to %s: invalid data: %w", l.path, err)
		}
		e.Data = c.Bytes()
	}
	if e.Time.IsZero() {
		e.Time = time.Now().UTC()
	}
	return e, nil
}

// run is the writer goroutine: it takes whatever queued, commits it as one
// batch, and reports, until Close asks it to stop and the queue is empty.
func (l *Log) run() {
	defer close(l.stopped)
	var batch []pending
	for {
		l.mu.Lock()
		for len(l.queue) == 0 && !l.closing {
			l.wake.Wait()
		}
		if len(l.queue) == 0 {
			l.mu.Unlock()
			return
		}
		batch, l.queue = l.queue, batch[:0]
		l.mu.Unlock()

		l.write(batch)
		for i := range batch {
			if batch[i].done != nil {
				batch[i].done(batch[i].e, batch[i].err)
			}
		}
		clear(batch) // drop references to events and callbacks
	}
}

// write encodes the valid events of batch with consecutive seqs, writes them
// with one write and fsyncs once. It records each event's outcome in batch.
func (l *Log) write(batch []pending) {
	if l.err != nil {
		fail(batch, l.err)
		return
	}
	l.buf.Reset()
	enc := json.NewEncoder(&l.buf) // Encode appends the one '\n'
	enc.SetEscapeHTML(false)
	next := l.next
	for i := range batch {
		p := &batch[i]
		if p.err != nil || p.after {
			continue
		}
		p.e.Seq = next
		mark := l.buf.Len()
		if err := enc.Encode(p.e); err != nil {
			l.buf.Truncate(mark)
			p.e, p.err = Event{}, fmt.Errorf("append to %s: %w", l.path, err)
			continue
		}
		next++
	}
	if next == l.next {
		return // nothing valid to write
	}
	l.mu.Lock()
	serr := l.syncErr
	l.mu.Unlock()
	if serr != nil { // what was written before may not be on disk: stop here
		l.err = fmt.Errorf("append to %s: sync: %w", l.path, serr)
		fail(batch, l.err)
		return
	}
	if err := l.writeAll(l.buf.Bytes()); err != nil {
		l.err = fmt.Errorf("append to %s: %w", l.path, err)
		fail(batch, l.err)
		return
	}
	l.next = next
	l.mu.Lock()
	l.batches++
	l.mu.Unlock()
	l.synced.Broadcast() // the syncer waits on the same condition's lock
}

// writeRetries are the waits before writing a batch again after a write
// that was refused with nothing written (a full disk, a quota): the tail is
// intact, so the batch can go again, in its place. Then the failure sticks.
var writeRetries = [...]time.Duration{10 * time.Millisecond, 100 * time.Millisecond, time.Second}

// writeAll writes b to the log file, retrying a refused write.
func (l *Log) writeAll(b []byte) error {
	for attempt := 0; ; attempt++ {
		n, err := 0, l.faults.Err(faults.LogAppend) // injected as a refused write
		if err == nil {
			n, err = l.f.Write(b)
		}
		if err == nil {
			return nil
		}
		refused := errors.Is(err, faults.ErrInjected) || errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT)
		if n > 0 || !refused || attempt == len(writeRetries) {
			return err
		}
		time.Sleep(writeRetries[attempt])
	}
}

// fail gives every event of batch that was to be written the error err.
func fail(batch []pending, err error) {
	for i := range batch {
		if batch[i].err == nil && !batch[i].after {
			batch[i].e, batch[i].err = Event{}, err
		}
	}
}

// Close commits what is queued (calling its done functions), stops the
// writer goroutine and waits for it, closes the file and releases the
// session lock. Later Commits get ErrClosed. Closing a closed log does
// nothing and returns the first Close's result.
func (l *Log) Close() error {
	l.mu.Lock()
	l.closing = true
	l.mu.Unlock()
	l.wake.Signal()
	<-l.stopped
	l.mu.Lock()
	l.syncStop = true // after a last fsync of what is written
	l.synced.Broadcast()
	l.mu.Unlock()
	<-l.syncDone

	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return l.cerr
	}
	l.closed = true
	if l.syncErr != nil {
		l.cerr = fmt.Errorf("close %s: sync: %w", l.path, l.syncErr)
	}
	if err := l.f.Close(); err != nil && l.cerr == nil {
		l.cerr = fmt.Errorf("close %s: %w", l.path, err)
	}
	if l.lock != nil {
		if err := l.lock.release(); err != nil && l.cerr == nil {
			l.cerr = fmt.Errorf("close %s: release lock: %w", l.path, err)
		}
	}
	return l.cerr
}

// marshalData encodes v as an event's Data, without HTML escaping.
func marshalData(v any) (json.RawMessage, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}
