package tokens

import (
	"sync"
	"unicode/utf8"
)

// Counter counts tokens. Build one per process (the supervisor does) and
// share it: it loads each encoding once, on first use or on Warm, and keeps
// it. The zero value is ready to use; a Counter must not be copied.
type Counter struct {
	cl100k, o200k lazyEncoder
	scratch       scratchPool
}

// lazyEncoder is an encoding loaded on first use.
type lazyEncoder struct {
	once  sync.Once
	vocab *vocab
	split func(s string, p int) int // the end of the piece starting at p
}

// NewCounter returns a Counter with nothing loaded yet. It is cheap.
func NewCounter() *Counter { return &Counter{} }

// Warm loads enc now, in the caller's goroutine, if it is not loaded yet.
// An owner that wants counting to be fast from the first call runs it in a
// goroutine it waits for; otherwise the first Count pays for the load.
func (c *Counter) Warm(enc Encoding) { c.encoder(enc) }

// Count returns the number of tokens text encodes to, counting special
// tokens such as <|endoftext|> as the ordinary text they are written as
// (tiktoken's encode_ordinary). Text that is not valid UTF-8 is counted as
// tiktoken-go counts it: each invalid byte as U+FFFD. Count panics if enc is
// not a known encoding (get one from ParseEncoding or EncodingFor).
func (c *Counter) Count(enc Encoding, text string) int {
	e := c.encoder(enc)
	if !utf8.ValidString(text) {
		text = string([]rune(text))
	}
	n := 0
	for p := 0; p < len(text); {
		q := e.split(text, p)
		n += e.vocab.countPiece(text[p:q], &c.scratch)
		p = q
	}
	return n
}

// encoder returns enc, loading it on first use.
func (c *Counter) encoder(enc Encoding) *lazyEncoder {
	var e *lazyEncoder
	var split func(string, int) int
	switch enc {
	case CL100KBase:
		e, split = &c.cl100k, nextCL100K
	case O200KBase:
		e, split = &c.o200k, nextO200K
	default:
		panic((&UnknownError{Name: string(enc)}).Error())
	}
	e.once.Do(func() {
		v, err := loadVocab(enc)
		if err != nil { // the embedded files are part of the build
			panic(err)
		}
		e.vocab, e.split = v, split
	})
	return e
}
