package taskq

import (
	"encoding/base64"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"
)

// HeaderSig carries a worker's Ed25519 signature (its NKey) over a
// status's or an ask's subject, worker name and payload. The coordinator
// checks it against the key the worker enrolled with, so a result, a
// start or an ask is taken only from the worker it names, on an external
// bus too.
const HeaderSig = "Troupe-Worker-Sig"

// Signer signs what one worker publishes. The zero value signs nothing (a
// worker of a coordinator that does not check, or a test).
type Signer struct {
	Worker string
	Key    nkeys.KeyPair // the worker's own NKey; the seed never leaves the worker
}

func sigInput(subject, worker string, data []byte) []byte {
	b := make([]byte, 0, len(subject)+len(worker)+2+len(data))
	b = append(b, subject...)
	b = append(b, 0)
	b = append(b, worker...)
	b = append(b, 0)
	return append(b, data...)
}

// Sign sets m's worker and signature headers.
func (s Signer) Sign(m *nats.Msg) error {
	if s.Key == nil {
		return nil
	}
	sig, err := s.Key.Sign(sigInput(m.Subject, s.Worker, m.Data))
	if err != nil {
		return err
	}
	if m.Header == nil {
		m.Header = nats.Header{}
	}
	m.Header.Set(HeaderWorker, s.Worker)
	m.Header.Set(HeaderSig, base64.RawURLEncoding.EncodeToString(sig))
	return nil
}

// Verify reports whether m is signed by worker with the key pub.
func Verify(pub, worker string, subject string, h nats.Header, data []byte) bool {
	if pub == "" || h == nil || h.Get(HeaderWorker) != worker {
		return false
	}
	sig, err := base64.RawURLEncoding.DecodeString(h.Get(HeaderSig))
	if err != nil {
		return false
	}
	kp, err := nkeys.FromPublicKey(pub)
	if err != nil {
		return false
	}
	return kp.Verify(sigInput(subject, worker, data), sig) == nil
}
