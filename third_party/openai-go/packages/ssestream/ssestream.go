package ssestream

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"

	shimjson "github.com/openai/openai-go/v3/internal/encoding/json"
	"github.com/tidwall/gjson"
)

type Decoder interface {
	Event() Event
	Next() bool
	Close() error
	Err() error
}

func NewDecoder(res *http.Response) Decoder {
	if res == nil || res.Body == nil {
		return nil
	}

	contentType, mediaType := decoderContentTypes(res.Header.Get("content-type"))
	if t, ok := decoderTypes[contentType]; ok {
		return t(res.Body)
	}

	// Preserve parameter-specific registrations while allowing a bare media
	// type registration to match standard Content-Type parameters.
	if mediaType != "" {
		if t, ok := decoderTypes[mediaType]; ok {
			return t(res.Body)
		}
	}

	scn := bufio.NewScanner(res.Body)
	scn.Buffer(nil, bufio.MaxScanTokenSize<<9)
	return &eventStreamDecoder{rc: res.Body, scn: scn}
}

// decoderTypes is made by the first RegisterDecoder (troupe: no package init).
var decoderTypes map[string](func(io.ReadCloser) Decoder)

func RegisterDecoder(contentType string, decoder func(io.ReadCloser) Decoder) {
	if decoderTypes == nil {
		decoderTypes = map[string](func(io.ReadCloser) Decoder){}
	}
	decoderTypes[strings.ToLower(contentType)] = decoder
}

func decoderContentTypes(contentType string) (string, string) {
	base, _, _ := strings.Cut(contentType, ";")
	exactType := strings.ToLower(base) + contentType[len(base):]

	mediaType, _, err := mime.ParseMediaType(contentType)
	if err != nil {
		return exactType, ""
	}
	return exactType, mediaType
}

type Event struct {
	Type string
	Data []byte
}

// StreamError represents an error event that occurred during streaming,
// preserving the original event data for structured access.
type StreamError struct {
	Message string
	Event   Event
}

func (e *StreamError) Error() string {
	return e.Message
}

// A base implementation of a Decoder for text/event-stream.
type eventStreamDecoder struct {
	evt Event
	rc  io.ReadCloser
	scn *bufio.Scanner
	err error
}

func (s *eventStreamDecoder) Next() bool {
	if s.err != nil {
		return false
	}

	event := ""
	var data []byte

	for s.scn.Scan() {
		txt := s.scn.Bytes()

		// Dispatch event on an empty line
		if len(txt) == 0 {
			if len(data) == 0 {
				event = ""
				continue
			}
			s.evt = Event{
				Type: event,
				Data: data,
			}
			return true
		}

		// Split a string like "event: bar" into name="event" and value=" bar".
		name, value, _ := bytes.Cut(txt, []byte(":"))

		// Consume an optional space after the colon if it exists.
		if len(value) > 0 && value[0] == ' ' {
			value = value[1:]
		}

		switch string(name) {
		case "":
			// An empty line in the for ": something" is a comment and should be ignored.
			continue
		case "event":
			event = string(value)
		case "data":
			data = append(data, value...)
			data = append(data, '\n')
		}
	}

	if s.scn.Err() != nil {
		s.err = s.scn.Err()
	}

	return false
}

func (s *eventStreamDecoder) Event() Event {
	return s.evt
}

func (s *eventStreamDecoder) Close() error {
	return s.rc.Close()
}

func (s *eventStreamDecoder) Err() error {
	return s.err
}

// BetaAccumulator observes each decoded event before it is exposed through Current.
// Accumulate must not retain mutable event data without copying it.
// Experimental: this extension API is in beta.
type BetaAccumulator[T any] interface {
	Accumulate(T)
}

// BetaIterator is a typed stream adapter. Experimental: this extension API is in beta.
type BetaIterator[T any] interface {
	Next() bool
	Current() T
	Err() error
	Close() error
}

// NewStreamWithBetaIterator adapts an SDK helper without decoding its events again.
// The iterator owns event accumulation and resource cleanup.
// Experimental: this extension API is in beta.
func NewStreamWithBetaIterator[T any](iterator BetaIterator[T], accumulator BetaAccumulator[T]) *Stream[T] {
	return &Stream[T]{iterator: iterator, accumulator: accumulator, err: iterator.Err()}
}

type Stream[T any] struct {
	iterator            BetaIterator[T]
	accumulator         BetaAccumulator[T]
	decoder             Decoder
	cur                 T
	err                 error
	closeErr            error
	closeOnce           sync.Once
	done                atomic.Bool
	synthesizeEventData bool
	eventsMode          bool
}

func NewStream[T any](decoder Decoder, err error) *Stream[T] {
	return &Stream[T]{
		decoder: decoder,
		err:     err,
	}
}

// WithEventsMode delivers in-band error objects as typed events instead of
// stopping the stream. Transport and JSON decoding errors still stop iteration.
// Call this before reading the stream. Typed beta iterators retain their own
// event and error handling.
func (s *Stream[T]) WithEventsMode() *Stream[T] {
	s.eventsMode = true
	return s
}

// NewStreamWithBetaAccumulator creates a stream whose accumulator observes all events,
// including events consumed before a final-result helper is called.
// Experimental: this extension API is in beta.
func NewStreamWithBetaAccumulator[T any](decoder Decoder, err error, accumulator BetaAccumulator[T]) *Stream[T] {
	s := NewStream[T](decoder, err)
	s.accumulator = accumulator
	return s
}

// BetaAccumulator returns the optional accumulator installed when the stream was created.
// Experimental: this extension API is in beta.
func (s *Stream[T]) BetaAccumulator() BetaAccumulator[T] { return s.accumulator }

func NewStreamWithSynthesizeEventData[T any](decoder Decoder, err error) *Stream[T] {
	return &Stream[T]{
		decoder:             decoder,
		err:                 err,
		synthesizeEventData: true,
	}
}

// Next returns false if the stream has ended or an error occurred.
// Call Stream.Current() to get the current value.
// Call Stream.Err() to get the error.
// The stream closes automatically when it reaches a terminal event or error.
// Call Stream.Close() if iteration stops before Next returns false.
//
//		for stream.Next() {
//			data := stream.Current()
//		}
//
//	 	if stream.Err() != nil {
//			...
//	 	}
func (s *Stream[T]) Next() bool {
	if s.err != nil {
		return s.finish(s.err)
	}
	if s.done.Load() {
		return false
	}
	if s.iterator != nil {
		if !s.iterator.Next() {
			return s.finish(s.iterator.Err())
		}
		s.cur = s.iterator.Current()
		return true
	}
	decoder := s.decoder
	if decoder == nil {
		return false
	}

	if !decoder.Next() {
		// decoder.Next() may be false because of an error
		return s.finish(decoder.Err())
	}

	event := decoder.Event()
	if bytes.HasPrefix(event.Data, []byte("[DONE]")) {
		return s.finish(nil)
	}

	if !s.eventsMode {
		ep := gjson.GetBytes(event.Data, "error")
		if ep.Exists() {
			return s.finish(&StreamError{
				Message: fmt.Sprintf("received error while streaming: %s", ep.String()),
				Event:   event,
			})
		}
	}
	var nxt T
	data := event.Data
	if s.synthesizeEventData || (!s.eventsMode && strings.HasPrefix(event.Type, "thread.")) {
		synthesized := map[string]any{
			"event": event.Type,
			"data":  json.RawMessage(data),
		}
		var err error
		data, err = shimjson.Marshal(synthesized)
		if err != nil {
			return s.finish(err)
		}
	}
	if err := json.Unmarshal(data, &nxt); err != nil {
		return s.finish(err)
	}
	if s.accumulator != nil {
		s.accumulator.Accumulate(nxt)
	}
	s.cur = nxt
	return true
}

func (s *Stream[T]) finish(err error) bool {
	s.err = err
	_ = s.Close()
	return false
}

func (s *Stream[T]) Current() T {
	return s.cur
}

func (s *Stream[T]) Err() error {
	return s.err
}

// Close releases the stream's decoder. Repeated calls return the first close
// result without closing the decoder again.
func (s *Stream[T]) Close() error {
	s.closeOnce.Do(func() {
		s.done.Store(true)
		if s.iterator != nil {
			s.closeErr = s.iterator.Close()
		}
		if s.decoder != nil {
			s.closeErr = s.decoder.Close()
		}
	})
	return s.closeErr
}
