package tokens

import (
	"errors"
	"fmt"
	"strings"
)

// Encoding names a byte-pair encoding, as tiktoken spells it.
type Encoding string

// The encodings a Counter knows.
const (
	CL100KBase Encoding = "cl100k_base" // GPT-4, GPT-3.5
	O200KBase  Encoding = "o200k_base"  // GPT-4o, GPT-4.1, GPT-5, o-series
)

// Encodings lists the known encodings, in a stable order.
func Encodings() []Encoding { return []Encoding{CL100KBase, O200KBase} }

// Sentinel errors, for errors.Is.
var (
	ErrUnknownEncoding = errors.New("tokens: unknown encoding")
	ErrUnknownModel    = errors.New("tokens: no encoding known for model")
)

// UnknownError is a name that is not a known encoding or model. It matches
// ErrUnknownEncoding or ErrUnknownModel with errors.Is.
type UnknownError struct {
	Name  string // what was asked for
	Model bool   // a model name, not an encoding name
}

func (e *UnknownError) Error() string {
	if e.Model {
		return fmt.Sprintf("tokens: no encoding known for model %q: set the encoding explicitly (%s)", e.Name, knownList())
	}
	return fmt.Sprintf("tokens: unknown encoding %q (known: %s)", e.Name, knownList())
}

// Is reports whether target is the matching sentinel.
func (e *UnknownError) Is(target error) bool {
	if e.Model {
		return target == ErrUnknownModel
	}
	return target == ErrUnknownEncoding
}

func knownList() string {
	names := make([]string, 0, 2)
	for _, e := range Encodings() {
		names = append(names, string(e))
	}
	return strings.Join(names, ", ")
}

// ParseEncoding returns the encoding called s (case and surrounding space
// are ignored), or an *UnknownError listing the known ones.
func ParseEncoding(s string) (Encoding, error) {
	name := strings.ToLower(strings.TrimSpace(s))
	for _, e := range Encodings() {
		if name == string(e) {
			return e, nil
		}
	}
	return "", &UnknownError{Name: s}
}
