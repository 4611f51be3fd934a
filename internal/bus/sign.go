package bus

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
)

// signer authenticates messages published by this process's in-process
// components: an HMAC-SHA256, keyed by 32 random bytes that live only in
// memory, over the subject, the message id and the payload. Receivers see
// the result as Meta.Internal and accept commands and results only from it,
// so a client the server lets in by mistake (an --insecure listener, a too
// broad permission) still cannot make a tool run or forge a result.
type signer struct {
	key []byte
}

func newSigner() (signer, error) {
	key := make([]byte, 32)
	if _, err := rand.Read(key); err != nil {
		return signer{}, fmt.Errorf("bus: signing key: %w", err)
	}
	return signer{key: key}, nil
}

func (s signer) mac(subject, id string, data []byte) string {
	h := hmac.New(sha256.New, s.key)
	h.Write([]byte(subject))
	h.Write([]byte{0})
	h.Write([]byte(id))
	h.Write([]byte{0})
	h.Write(data)
	// Truncated to 128 bits (RFC 2104 allows down to half the hash): 22
	// characters on every message instead of 43.
	return base64.RawStdEncoding.EncodeToString(h.Sum(nil)[:16])
}

func (s signer) verify(subject, id string, data []byte, sig string) bool {
	if sig == "" || s.key == nil {
		return false
	}
	want := s.mac(subject, id, data)
	return hmac.Equal([]byte(want), []byte(sig))
}
