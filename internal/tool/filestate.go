package tool

import (
	"crypto/sha256"
	"sync"
	"time"
)

// FileVersion identifies one version of a file's content as a tool saw it.
type FileVersion struct {
	ModTime time.Time
	Size    int64
	Hash    [sha256.Size]byte // SHA-256 of the content
}

// FileState is one agent's memory of the files it has seen: for each
// absolute path, the version it last read or wrote. The file tools use it to
// refuse edits of files the agent has not read or that changed on disk
// since it read them. It also serializes the tools' read-check-write
// sequences on one path (Lock).
//
// A FileState is safe for concurrent use. The zero value is not usable;
// create one with NewFileState, one per agent.
type FileState struct {
	mu    sync.Mutex
	seen  map[string]FileVersion
	locks map[string]*pathLock
}

// pathLock is a mutex for one path with a count of the callers holding or
// waiting for it, so it can be dropped when unused.
type pathLock struct {
	mu    sync.Mutex
	users int
}

// NewFileState returns an empty FileState.
func NewFileState() *FileState {
	return &FileState{seen: map[string]FileVersion{}, locks: map[string]*pathLock{}}
}

// Record notes that the agent has seen version v of the file at path.
func (s *FileState) Record(path string, v FileVersion) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seen[path] = v
}

// Seen returns the version of the file at path the agent saw last.
func (s *FileState) Seen(path string) (FileVersion, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.seen[path]
	return v, ok
}

// Forget drops what the agent saw of the file at path.
func (s *FileState) Forget(path string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.seen, path)
}

// Lock locks path against other Lock calls on this FileState until the
// returned function is called. Tools hold it from the freshness check to the
// write, so two edits of one file by the same agent do not interleave.
func (s *FileState) Lock(path string) (unlock func()) {
	s.mu.Lock()
	l := s.locks[path]
	if l == nil {
		l = &pathLock{}
		s.locks[path] = l
	}
	l.users++
	s.mu.Unlock()

	l.mu.Lock()
	return func() {
		l.mu.Unlock()
		s.mu.Lock()
		defer s.mu.Unlock()
		if l.users--; l.users == 0 {
			delete(s.locks, path)
		}
	}
}
