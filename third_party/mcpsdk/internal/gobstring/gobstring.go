// Package gobstring writes and reads the encoding/gob stream of a struct
// whose only field is an exported string, byte for byte as encoding/gob
// does when the struct is the first type a process sends (type id 64).
//
// troupe's copy of the SDK imports it as "gob" in mcp/server.go, whose
// pagination cursor is such a struct (pageToken{LastUID string}): linking
// encoding/gob ran its package init in every troupe process (22 64-KiB
// windows of resident memory at start, issue 23). Cursors stay the ones
// upstream makes. Decode accepts the stream Encode writes; a hand-made
// cursor with another type id or field layout, which encoding/gob might
// also accept, is an error (the server answers invalid params, as for any
// bad cursor).
package gobstring

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
)

// typeID is the id encoding/gob gives the first type a process sends.
const typeID = 64

// Encoder writes values to w, the type definition before the first one.
type Encoder struct {
	w    io.Writer
	sent bool
}

// NewEncoder returns an Encoder writing to w.
func NewEncoder(w io.Writer) *Encoder { return &Encoder{w: w} }

// Encode writes v, a struct (or pointer to one) with one exported string
// field.
func (e *Encoder) Encode(v any) error {
	rv := reflect.Indirect(reflect.ValueOf(v))
	field, err := stringField(rv.Type())
	if err != nil {
		return err
	}
	var out []byte
	if !e.sent {
		out = message(out, typeDef(rv.Type().Name(), field))
	}
	var val []byte
	val = appendInt(val, typeID)
	if s := rv.Field(0).String(); s != "" {
		val = appendUint(val, 1) // field delta
		val = appendUint(val, uint64(len(s)))
		val = append(val, s...)
	}
	val = append(val, 0) // end of struct
	out = message(out, val)
	if _, err := e.w.Write(out); err != nil {
		return err
	}
	e.sent = true
	return nil
}

// Decoder reads values from r.
type Decoder struct {
	r io.Reader
}

// NewDecoder returns a Decoder reading from r.
func NewDecoder(r io.Reader) *Decoder { return &Decoder{r: r} }

// Decode reads one value, the type definition and the value Encode writes,
// into v, a pointer to a struct with one exported string field.
func (d *Decoder) Decode(v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return errors.New("gob: attempt to decode into a non-pointer")
	}
	rv = rv.Elem()
	field, err := stringField(rv.Type())
	if err != nil {
		return err
	}
	data, err := io.ReadAll(d.r)
	if err != nil {
		return err
	}
	def, rest, err := readMessage(data)
	if err != nil {
		return err
	}
	if !bytes.Equal(def, typeDef(rv.Type().Name(), field)) {
		return errors.New("gob: type mismatch or unknown type definition")
	}
	val, _, err := readMessage(rest)
	if err != nil {
		return err
	}
	id, n := readUint(val)
	if n == 0 || id != uint64(typeID)<<1 {
		return errors.New("gob: type id mismatch")
	}
	val = val[n:]
	var s string
	if len(val) > 0 && val[0] == 1 { // field delta 1: the string
		l, n := readUint(val[1:])
		val = val[1+n:]
		if n == 0 || l > uint64(len(val)) {
			return io.ErrUnexpectedEOF
		}
		s, val = string(val[:l]), val[l:]
	}
	if len(val) != 1 || val[0] != 0 {
		return errors.New("gob: bad struct encoding")
	}
	rv.Field(0).SetString(s)
	return nil
}

// stringField returns the name of t's only field, an exported string.
func stringField(t reflect.Type) (string, error) {
	if t.Kind() != reflect.Struct || t.NumField() != 1 || t.Field(0).Type.Kind() != reflect.String || !t.Field(0).IsExported() {
		return "", fmt.Errorf("gobstring: %s is not a struct of one exported string field", t)
	}
	return t.Field(0).Name, nil
}

// typeDef is the wireType message body encoding/gob sends for
// struct Name{Field string}: id -64, then a structType of one field of
// type string (id 6).
func typeDef(name, field string) []byte {
	b := appendInt(nil, -typeID)
	b = append(b, 3, 1, 1) // wireType.StructT (field 3), structType.CommonType (1), CommonType.Name (1)
	b = appendUint(b, uint64(len(name)))
	b = append(b, name...)
	b = append(b, 1) // CommonType.Id (delta 1)
	b = appendInt(b, typeID)
	b = append(b, 0)       // end of CommonType
	b = append(b, 1, 1, 1) // structType.Field (delta 1), one fieldType, fieldType.Name (1)
	b = appendUint(b, uint64(len(field)))
	b = append(b, field...)
	b = append(b, 1) // fieldType.Id (delta 1)
	b = appendInt(b, 6)
	b = append(b, 0, 0, 0) // end of fieldType, structType, wireType
	return b
}

// message appends body to b, preceded by its length.
func message(b, body []byte) []byte {
	return append(appendUint(b, uint64(len(body))), body...)
}

// readMessage splits data into the first message's body and the rest.
func readMessage(data []byte) (body, rest []byte, err error) {
	l, n := readUint(data)
	if n == 0 || l > uint64(len(data)-n) {
		return nil, nil, io.ErrUnexpectedEOF
	}
	return data[n : n+int(l)], data[n+int(l):], nil
}

// appendUint appends x in gob's unsigned encoding: below 128 one byte, else
// the negated byte count and the big-endian bytes.
func appendUint(b []byte, x uint64) []byte {
	if x < 128 {
		return append(b, byte(x))
	}
	var buf [8]byte
	n := 8
	for x > 0 {
		n--
		buf[n] = byte(x)
		x >>= 8
	}
	return append(append(b, byte(-(8-n))), buf[n:]...)
}

// appendInt appends i in gob's signed encoding.
func appendInt(b []byte, i int64) []byte {
	var u uint64
	if i < 0 {
		u = uint64(^i<<1) | 1
	} else {
		u = uint64(i << 1)
	}
	return appendUint(b, u)
}

// readUint reads a gob unsigned integer; n is 0 when data holds none.
func readUint(data []byte) (x uint64, n int) {
	if len(data) == 0 {
		return 0, 0
	}
	if data[0] < 128 {
		return uint64(data[0]), 1
	}
	c := -int(int8(data[0]))
	if c > 8 || len(data) < 1+c {
		return 0, 0
	}
	for _, b := range data[1 : 1+c] {
		x = x<<8 | uint64(b)
	}
	return x, 1 + c
}
