package worker

import (
	"context"
	"strings"
	"sync"

	"troupe/internal/snapshot"
)

// manifests keeps the snapshot manifests a worker read, so that the tasks
// of a turn, which share their snapshot, fetch it once: a get of the
// object store is a consumer made and deleted on the server, several
// round trips. A manifest's name is the hash of its content
// (snapshot.LoadManifest checks it on every load), so a kept one is never
// stale. At most maxManifests are kept, the oldest dropped first; its own
// mutex guards it.
type manifests struct {
	mu    sync.Mutex
	byKey map[string][]byte
	order []string
}

const maxManifests = 32

// manifestPrefix starts the names of manifests in the snapshot store.
const manifestPrefix = "snap-"

// store is st with w's manifests kept.
func (m *manifests) store(st snapshot.Store) snapshot.Store { return keptStore{st, m} }

type keptStore struct {
	snapshot.Store
	m *manifests
}

func (s keptStore) Get(ctx context.Context, name string) ([]byte, error) {
	if !strings.HasPrefix(name, manifestPrefix) {
		return s.Store.Get(ctx, name)
	}
	s.m.mu.Lock()
	data, ok := s.m.byKey[name]
	s.m.mu.Unlock()
	if ok {
		return data, nil
	}
	data, err := s.Store.Get(ctx, name)
	if err != nil {
		return nil, err
	}
	s.m.mu.Lock()
	defer s.m.mu.Unlock()
	if s.m.byKey == nil {
		s.m.byKey = map[string][]byte{}
	}
	if _, ok := s.m.byKey[name]; !ok {
		s.m.byKey[name] = data
		s.m.order = append(s.m.order, name)
		if len(s.m.order) > maxManifests {
			delete(s.m.byKey, s.m.order[0])
			s.m.order = s.m.order[1:]
		}
	}
	return data, nil
}
