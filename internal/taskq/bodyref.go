package taskq

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"

	"troupe/internal/bus"
	"troupe/messages"
)

// InlineStatusMax is the largest encoded status sent inline; past it (or
// past half the connection's max payload, if lower: an external NATS's
// default is 1 MiB) a status's final text and transcript go to the
// snapshot store and the status carries their name (Status.Body), as
// changesets do. The bus sends its own bodies by reference past the same
// size (bus.DefaultInlineMax).
const InlineStatusMax = bus.DefaultInlineMax

// bodyPrefix starts the name of a status body in the snapshot store; the
// rest is the SHA-256 of its content, so the signed status that names it
// binds the content too.
const bodyPrefix = "status-"

// statusBody is what of a status travels by reference.
type statusBody struct {
	Final      string             `json:"final,omitempty"`
	Transcript []messages.Message `json:"transcript,omitempty"`
}

// inlineMax is the largest status this queue's connection sends inline.
func (q *Queue) inlineMax() int {
	limit := InlineStatusMax
	if q.nc != nil {
		if mp := int(q.nc.MaxPayload()); mp > 0 {
			limit = min(limit, mp/2)
		}
	}
	return limit
}

// byReference moves a too large status's final text and transcript to
// the snapshot store and returns the status encoded again, naming them.
func (q *Queue) byReference(ctx context.Context, s Status, data []byte) ([]byte, error) {
	if len(data) <= q.inlineMax() || s.Body != "" || q.objs == nil {
		return data, nil
	}
	body, err := json.Marshal(statusBody{Final: s.Final, Transcript: s.Transcript})
	if err != nil {
		return nil, fmt.Errorf("taskq: encode status body: %w", err)
	}
	sum := sha256.Sum256(body)
	name := bodyPrefix + hex.EncodeToString(sum[:])
	if err := q.Snapshots().Put(ctx, name, body); err != nil {
		return nil, fmt.Errorf("taskq: store the result of %s: %w", s.Task, err)
	}
	s.Final, s.Transcript, s.Body = "", nil, name
	return json.Marshal(s)
}

// LoadBody fills in the final text and transcript of a status that sent
// them by reference (Status.Body), checking they are what the status
// names; a status sent whole is left as it is.
func (q *Queue) LoadBody(ctx context.Context, s *Status) error {
	if s.Body == "" {
		return nil
	}
	want, ok := strings.CutPrefix(s.Body, bodyPrefix)
	if !ok {
		return fmt.Errorf("taskq: result of %s names %q, not a result body", s.Task, s.Body)
	}
	data, err := q.Snapshots().Get(ctx, s.Body)
	if err != nil {
		return fmt.Errorf("taskq: result of %s: %w", s.Task, err)
	}
	if sum := sha256.Sum256(data); hex.EncodeToString(sum[:]) != want {
		return fmt.Errorf("taskq: result of %s: the stored body is not the one the status names", s.Task)
	}
	var b statusBody
	if err := json.Unmarshal(data, &b); err != nil {
		return fmt.Errorf("taskq: result of %s: %w", s.Task, err)
	}
	s.Final, s.Transcript, s.Body = b.Final, b.Transcript, ""
	return nil
}
