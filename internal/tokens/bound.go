package tokens

import "troupe/messages"

// EncodingCounter is a Counter bound to one encoding: the small method set
// a context window or a compactor asks for (Text, Message). It is a value;
// copies share the Counter.
type EncodingCounter struct {
	c   *Counter
	enc Encoding
}

// For returns c bound to enc, without loading it. It panics if enc is not
// a known encoding.
func (c *Counter) For(enc Encoding) EncodingCounter {
	if enc != CL100KBase && enc != O200KBase {
		panic((&UnknownError{Name: string(enc)}).Error())
	}
	return EncodingCounter{c: c, enc: enc}
}

// Encoding returns the encoding e counts with.
func (e EncodingCounter) Encoding() Encoding { return e.enc }

// Text is Counter.Count in e's encoding.
func (e EncodingCounter) Text(s string) int { return e.c.Count(e.enc, s) }

// Message is Counter.Message in e's encoding.
func (e EncodingCounter) Message(m messages.Message) int { return e.c.Message(e.enc, m) }

// Conversation is Counter.Conversation in e's encoding.
func (e EncodingCounter) Conversation(ms []messages.Message) int {
	return e.c.Conversation(e.enc, ms)
}

// Tools is Counter.Tools in e's encoding.
func (e EncodingCounter) Tools(specs []messages.ToolSpec) int { return e.c.Tools(e.enc, specs) }
