package bus

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// AutoReplicas is the replica count troupe asks for when bus.replicas is
// 0: three on a cluster with at least three JetStream servers, else one.
const AutoReplicas = 3

// apiTimeout bounds one JetStream API request that has no deadline of its
// own: a cluster that lost the leader of a stream answers after an
// election, or never; a request never waits for ever.
const apiTimeout = 10 * time.Second

// Errors that mean "not this many replicas here" (a single server, or a
// cluster with fewer JetStream servers than asked): asked for
// AutoReplicas, troupe then uses one.
var replicaErrCodes = []jetstream.ErrorCode{
	10005, // no suitable peers for placement
	10023, // insufficient resources
	10074, // replicas > 1 not supported in non-clustered mode
}

func replicasRefused(err error) bool {
	var apiErr *jetstream.APIError
	if !errors.As(err, &apiErr) {
		return false
	}
	return slices.Contains(replicaErrCodes, apiErr.ErrorCode)
}

// WithTimeout gives ctx a deadline of apiTimeout when it has none.
func WithTimeout(ctx context.Context) (context.Context, context.CancelFunc) {
	if _, ok := ctx.Deadline(); ok {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, apiTimeout)
}

// EnsureStream creates cfg's stream or updates the existing one with
// replicas (0: AutoReplicas where the cluster allows it, else 1). An
// existing stream never loses replicas: an operator's R3 stays R3 when
// troupe asks for fewer. Subjects are merged: those the stream has keep,
// cfg's are added (a subject covered by another is dropped).
func EnsureStream(ctx context.Context, js jetstream.JetStream, cfg jetstream.StreamConfig, replicas int) (jetstream.Stream, error) {
	ctx, cancel := WithTimeout(ctx)
	defer cancel()
	cur, err := js.Stream(ctx, cfg.Name)
	switch {
	case err == nil:
		old := cur.CachedInfo().Config
		cfg.Replicas = max(old.Replicas, replicas, 1)
		cfg.Subjects = MergeSubjects(old.Subjects, cfg.Subjects)
		cfg.AllowDirect = cfg.AllowDirect || old.AllowDirect
		if old.MaxBytes > 0 && (cfg.MaxBytes <= 0 || old.MaxBytes > cfg.MaxBytes) {
			cfg.MaxBytes = old.MaxBytes // an operator's larger limit stays
		}
		if sameStream(old, cfg) {
			return cur, nil
		}
		s, err := js.UpdateStream(ctx, cfg)
		if err != nil {
			return nil, fmt.Errorf("bus: update stream %s: %w", cfg.Name, err)
		}
		return s, nil
	case !errors.Is(err, jetstream.ErrStreamNotFound):
		return nil, fmt.Errorf("bus: stream %s: %w", cfg.Name, err)
	}
	cfg.Replicas = replicas
	if replicas <= 0 {
		cfg.Replicas = AutoReplicas
	}
	s, err := js.CreateStream(ctx, cfg)
	if err != nil && replicas <= 0 && replicasRefused(err) {
		cfg.Replicas = 1
		s, err = js.CreateStream(ctx, cfg)
	}
	if errors.Is(err, jetstream.ErrStreamNameAlreadyInUse) {
		return EnsureStream(ctx, js, cfg, replicas) // made meanwhile by another process
	}
	if err != nil {
		return nil, fmt.Errorf("bus: create stream %s (R%d): %w", cfg.Name, cfg.Replicas, err)
	}
	return s, nil
}

func sameStream(a, b jetstream.StreamConfig) bool {
	return a.Replicas == b.Replicas && slices.Equal(a.Subjects, b.Subjects) && a.MaxBytes == b.MaxBytes &&
		a.MaxAge == b.MaxAge && a.AllowDirect == b.AllowDirect && a.Duplicates == b.Duplicates && a.Discard == b.Discard && a.MaxMsgsPerSubject == b.MaxMsgsPerSubject
}

// MergeSubjects is old with the subjects of add it does not cover yet; a
// subject of old that one of add covers is replaced by it.
func MergeSubjects(old, add []string) []string {
	out := slices.Clone(old)
	for _, s := range add {
		if slices.ContainsFunc(out, func(o string) bool { return SubjectCovers(o, s) }) {
			continue
		}
		out = slices.DeleteFunc(out, func(o string) bool { return SubjectCovers(s, o) })
		out = append(out, s)
	}
	return out
}

// SubjectCovers reports whether every subject filter b matches, filter a
// matches too.
func SubjectCovers(a, b string) bool {
	at, bt := tokens(a), tokens(b)
	for i, t := range at {
		if t == ">" {
			return i < len(bt)
		}
		if i >= len(bt) {
			return false
		}
		if t != "*" && t != bt[i] || t == "*" && bt[i] == ">" {
			return false
		}
	}
	return len(at) == len(bt)
}

func tokens(s string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '.' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return out
}

// EnsureObjectStore is EnsureStream for an object store bucket: made with
// replicas, never lowered when it exists with more.
func EnsureObjectStore(ctx context.Context, js jetstream.JetStream, cfg jetstream.ObjectStoreConfig, replicas int) (jetstream.ObjectStore, error) {
	ctx, cancel := WithTimeout(ctx)
	defer cancel()
	if s, err := js.Stream(ctx, "OBJ_"+cfg.Bucket); err == nil {
		cfg.Replicas = max(s.CachedInfo().Config.Replicas, replicas, 1)
		if s.CachedInfo().Config.Replicas == cfg.Replicas {
			return js.ObjectStore(ctx, cfg.Bucket)
		}
		o, err := js.UpdateObjectStore(ctx, cfg)
		if err != nil {
			return nil, fmt.Errorf("bus: update object store %s: %w", cfg.Bucket, err)
		}
		return o, nil
	} else if !errors.Is(err, jetstream.ErrStreamNotFound) {
		return nil, fmt.Errorf("bus: object store %s: %w", cfg.Bucket, err)
	}
	cfg.Replicas = replicas
	if replicas <= 0 {
		cfg.Replicas = AutoReplicas
	}
	o, err := js.CreateObjectStore(ctx, cfg)
	if err != nil && replicas <= 0 && replicasRefused(err) {
		cfg.Replicas = 1
		o, err = js.CreateObjectStore(ctx, cfg)
	}
	if errors.Is(err, jetstream.ErrBucketExists) || errors.Is(err, jetstream.ErrStreamNameAlreadyInUse) {
		return js.ObjectStore(ctx, cfg.Bucket)
	}
	if err != nil {
		return nil, fmt.Errorf("bus: create object store %s (R%d): %w", cfg.Bucket, cfg.Replicas, err)
	}
	return o, nil
}
