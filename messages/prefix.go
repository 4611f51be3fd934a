package messages

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
)

// HeaderPrefix names the stable prefix (system prompt and tool schemas) a
// request's body left out: the body's System and Tools are those of the
// prefix stored under this reference (see Prefix).
const HeaderPrefix = "Troupe-Prefix"

// Prefix is the stable part of a request's view: the system prompt and the
// tool schemas. It is the same for every call of a workflow until the tools
// change, and is most of a first call's bytes, so it travels by reference:
// stored once under its content address (PrefixRef), named by the
// Troupe-Prefix header of every request that carries it.
type Prefix struct {
	System string     `json:"system,omitempty"`
	Tools  []ToolSpec `json:"tools,omitempty"`
}

// Empty says the prefix has nothing to carry.
func (p Prefix) Empty() bool { return p.System == "" && len(p.Tools) == 0 }

// Encode returns the prefix's stored form and its reference: the first 16
// bytes of the SHA-256 of that form, base64url without padding (22
// characters).
func (p Prefix) Encode() (ref string, data []byte, err error) {
	data, err = json.Marshal(p)
	if err != nil {
		return "", nil, fmt.Errorf("messages: encode prefix: %w", err)
	}
	sum := sha256.Sum256(data)
	return base64.RawURLEncoding.EncodeToString(sum[:16]), data, nil
}

// DecodePrefix reads a prefix stored by Encode, checking that data is the
// content ref names.
func DecodePrefix(ref string, data []byte) (Prefix, error) {
	sum := sha256.Sum256(data)
	if base64.RawURLEncoding.EncodeToString(sum[:16]) != ref {
		return Prefix{}, fmt.Errorf("%w: prefix %s: content does not match its reference", ErrMalformed, ref)
	}
	var p Prefix
	if err := json.Unmarshal(data, &p); err != nil {
		return Prefix{}, fmt.Errorf("%w: prefix %s: %v", ErrMalformed, ref, err)
	}
	return p, nil
}

// Prefixed is a body whose stable prefix may travel by reference.
type Prefixed interface {
	Body
	// SplitPrefix returns the body without its prefix and the prefix.
	SplitPrefix() (Body, Prefix)
	// JoinPrefix puts p back into the body (which must have none).
	JoinPrefix(p Prefix)
}

// SplitPrefix implements Prefixed.
func (r *ModelRequest) SplitPrefix() (Body, Prefix) {
	w := *r
	w.System, w.Tools = "", nil
	return &w, Prefix{System: r.System, Tools: r.Tools}
}

// JoinPrefix implements Prefixed.
func (r *ModelRequest) JoinPrefix(p Prefix) { r.System, r.Tools = p.System, p.Tools }

func (r ModelRequest) splitValue() (Body, Prefix) { return r.SplitPrefix() }

// SplitBody returns b without its prefix and the prefix when b is a request
// that carries one (as a value or a pointer); otherwise b and an empty
// prefix.
func SplitBody(b Body) (Body, Prefix) {
	switch r := b.(type) {
	case Prefixed:
		return r.SplitPrefix()
	case interface{ splitValue() (Body, Prefix) }:
		return r.splitValue()
	}
	return b, Prefix{}
}
