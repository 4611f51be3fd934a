package store

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"troupe/internal/faults"
	"troupe/messages"
)

const (
	sessionsDir = "sessions"
	logName     = "log.jsonl"
	dirMode     = 0o700
	fileMode    = 0o600
)

// Store is a data directory holding sessions.
type Store struct {
	root   string
	faults *faults.Set // given to every Log it opens
	// ephemeral: its sessions need not survive a crash of the process
	// (Ephemeral); given to every Log it opens.
	ephemeral bool
}

// InjectFaults makes the logs opened from now on fail appends as f says
// (faults.LogAppend). Call it before opening sessions; nil injects nothing.
func (s *Store) InjectFaults(f *faults.Set) { s.faults = f }

// Ephemeral makes the sessions created or opened from now on skip every
// fsync (of their logs and of the directories holding them): for a store
// whose sessions are thrown away with the process's work if it crashes —
// a worker's task sessions, whose task is run again elsewhere. Their
// writes still reach the file in commit order, so Load reads them back;
// only durability across a crash of the machine is given up. Call it
// before opening sessions.
func (s *Store) Ephemeral() { s.ephemeral = true }

// Open opens the data directory root, creating root/sessions (0700) if it is
// missing.
func Open(root string) (*Store, error) {
	if root == "" {
		return nil, fmt.Errorf("open store: %w", ErrNoDataDir)
	}
	if err := os.MkdirAll(filepath.Join(root, sessionsDir), dirMode); err != nil {
		return nil, fmt.Errorf("open store: %w", err)
	}
	return &Store{root: root}, nil
}

// Root returns the data directory.
func (s *Store) Root() string { return s.root }

// Dir returns the directory of session id, <root>/sessions/<id>. It does not
// check id; the other methods do.
func (s *Store) Dir(id string) string { return filepath.Join(s.root, sessionsDir, id) }

func (s *Store) logPath(id string) string { return filepath.Join(s.Dir(id), logName) }

// relLog is how errors name a log: relative to the data directory.
func relLog(id string) string { return filepath.Join(sessionsDir, id, logName) }

func checkID(id string) error {
	if !messages.ValidID(id) {
		return fmt.Errorf("session id %q: %w", id, ErrInvalidID)
	}
	return nil
}

// Create makes a new session directory and its log, whose first event is of
// type "session" with meta as its data. meta.ID is set to id if empty and
// must equal it otherwise; a zero meta.Created is set to now. It fails with
// ErrExists if the session directory already exists.
func (s *Store) Create(id string, meta Meta) (*Log, error) {
	if err := checkID(id); err != nil {
		return nil, err
	}
	if meta.ID == "" {
		meta.ID = id
	}
	if meta.ID != id {
		return nil, fmt.Errorf("create session %s: meta has id %q", id, meta.ID)
	}
	if meta.Created.IsZero() {
		meta.Created = time.Now().UTC()
	}
	data, err := marshalData(meta)
	if err != nil {
		return nil, fmt.Errorf("create session %s: %w", id, err)
	}
	dir := s.Dir(id)
	if err := os.Mkdir(dir, dirMode); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return nil, fmt.Errorf("create session %s: %w", id, ErrExists)
		}
		return nil, fmt.Errorf("create session %s: %w", id, err)
	}
	lock, err := lockSession(dir, id)
	if err != nil {
		_ = os.RemoveAll(dir)
		return nil, err
	}
	l, err := s.createLog(dir, id, meta, data, lock)
	if err != nil {
		// Nothing else can know the directory yet; do not leave it behind.
		_ = os.RemoveAll(dir)
		return nil, fmt.Errorf("create session %s: %w", id, err)
	}
	return l, nil
}

// createLog creates the log of a new session and writes its session event.
// The Log owns lock from then on; on error, lock is released.
func (s *Store) createLog(dir, id string, meta Meta, data []byte, lock *sessionLock) (*Log, error) {
	path := s.logPath(id)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|os.O_APPEND, fileMode)
	if err != nil {
		lock.release()
		return nil, err
	}
	l := newLog(path, f, 1, lock, s.faults, s.ephemeral)
	if s.ephemeral {
		if _, err := l.Append(Event{Time: meta.Created, Type: TypeSession, Data: data}); err != nil {
			l.Close()
			return nil, err
		}
		return l, nil
	}
	// The log's entry in the session directory and the directory's in
	// the sessions directory are fsynced beside the session event's
	// write and fsync, not after them: all three are on disk before
	// Create returns, in about the time of one.
	var wg sync.WaitGroup
	var dirErr, parentErr error
	wg.Go(func() { dirErr = syncDir(dir) })
	wg.Go(func() { parentErr = syncDir(filepath.Dir(dir)) })
	_, err = l.Append(Event{Time: meta.Created, Type: TypeSession, Data: data})
	wg.Wait()
	if err = errors.Join(err, dirErr, parentErr); err != nil {
		l.Close()
		return nil, err
	}
	return l, nil
}

// Load reads session id without opening it for appending. A torn last line
// is reported in Loaded.Truncated and left on disk.
func (s *Store) Load(id string) (Loaded, error) {
	if err := checkID(id); err != nil {
		return Loaded{}, err
	}
	f, err := os.Open(s.logPath(id))
	if err != nil {
		return Loaded{}, openError(id, err)
	}
	defer f.Close()
	return parseSession(f, id)
}

// Open opens session id for appending and returns what is on disk. It takes
// the session's lock first: a session open for appending elsewhere is a
// *LockedError naming the process that holds it. If the last line is torn,
// it is reported in Loaded.Truncated, its bytes are moved to
// <dir>/log.jsonl.corrupt-<unix> (Truncated.Saved), and the log is cut back
// to the end of the last good line before Open returns.
func (s *Store) Open(id string) (*Log, Loaded, error) {
	if err := checkID(id); err != nil {
		return nil, Loaded{}, err
	}
	path := s.logPath(id)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_APPEND, 0)
	if err != nil {
		return nil, Loaded{}, openError(id, err)
	}
	lock, err := lockSession(s.Dir(id), id)
	if err != nil {
		f.Close()
		return nil, Loaded{}, err
	}
	fail := func(err error) (*Log, Loaded, error) {
		f.Close()
		lock.release()
		return nil, Loaded{}, err
	}
	ld, err := parseSession(f, id)
	if err != nil {
		return fail(err)
	}
	if ld.Truncated != nil {
		saved, err := repair(f, s.Dir(id), ld.Truncated, time.Now())
		if err != nil {
			return fail(fmt.Errorf("repair %s: %w", relLog(id), err))
		}
		ld.Truncated.Saved = saved
	}
	ld.TakenOver = lock.prev
	l := newLog(path, f, ld.Events[len(ld.Events)-1].Seq+1, lock, s.faults, s.ephemeral)
	return l, ld, nil
}

func openError(id string, err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("session %s: %w", id, ErrNotFound)
	}
	return fmt.Errorf("session %s: %w", id, err)
}

// parseSession parses a stored log, which unlike ParseLog's input must hold
// at least its session event.
func parseSession(r io.Reader, id string) (Loaded, error) {
	name := relLog(id)
	ld, err := parseLog(r, name)
	if err != nil {
		return Loaded{}, withRepairHint(err, id)
	}
	if len(ld.Events) == 0 {
		return Loaded{}, &CorruptError{Path: name, Line: 1, Err: errors.New("no session event")}
	}
	return ld, nil
}

// repair moves the torn tail t of f into a new file in dir, then truncates f
// to t.Offset. It returns the new file's path.
func repair(f *os.File, dir string, t *Truncation, now time.Time) (string, error) {
	out, path, err := createCorrupt(dir, now)
	if err != nil {
		return "", err
	}
	_, err = io.Copy(out, io.NewSectionReader(f, t.Offset, int64(t.Bytes)))
	if err == nil {
		err = out.Sync()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = syncDir(dir)
	}
	if err != nil {
		return "", fmt.Errorf("save torn line: %w", err)
	}
	if err := f.Truncate(t.Offset); err != nil {
		return "", err
	}
	if err := f.Sync(); err != nil {
		return "", err
	}
	return path, nil
}

// createCorrupt creates log.jsonl.corrupt-<unix> in dir, or, if a repair in
// the same second made that, the first free log.jsonl.corrupt-<unix>-<n>.
func createCorrupt(dir string, now time.Time) (*os.File, string, error) {
	base := filepath.Join(dir, logName+".corrupt-"+strconv.FormatInt(now.Unix(), 10))
	path := base
	for n := 1; ; n++ {
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, fileMode)
		if err == nil {
			return f, path, nil
		}
		if !errors.Is(err, fs.ErrExist) || n > 1000 {
			return nil, "", err
		}
		path = base + "-" + strconv.Itoa(n)
	}
}

// syncDir makes a directory's entries durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}
