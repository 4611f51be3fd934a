package tool

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
)

// maxQuoted bounds how much of a malformed argument string is quoted back.
const maxQuoted = 500

// ArgsError is a problem with a call's arguments. Its text is written for
// the model: what was wrong, quoting malformed input.
type ArgsError struct{ Msg string }

func (e *ArgsError) Error() string { return e.Msg }

func argsErrorf(format string, args ...any) error {
	return &ArgsError{Msg: fmt.Sprintf(format, args...)}
}

// DecodeArgs unmarshals the JSON object raw into dst, a pointer to a struct,
// after checking that every name in required is present and not null.
// Unknown fields are ignored; empty input counts as {}. Every failure is an
// *ArgsError.
func DecodeArgs(raw json.RawMessage, dst any, required ...string) error {
	if len(bytes.TrimSpace(raw)) == 0 {
		raw = json.RawMessage("{}")
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		if !json.Valid(raw) {
			return argsErrorf("arguments are not valid JSON (%v); received: %s", err, QuoteRaw(raw))
		}
		return argsErrorf("arguments must be a JSON object; received: %s", QuoteRaw(raw))
	}
	var missing []string
	for _, name := range required {
		if v, ok := fields[name]; !ok || string(v) == "null" {
			missing = append(missing, `"`+name+`"`)
		}
	}
	if len(missing) == 1 {
		return argsErrorf("missing required argument %s", missing[0])
	}
	if len(missing) > 1 {
		return argsErrorf("missing required arguments %s", strings.Join(missing, ", "))
	}
	if err := json.Unmarshal(raw, dst); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return argsErrorf("argument %q must be %s, got %s", te.Field, jsonKind(te.Type), te.Value)
		}
		return argsErrorf("invalid arguments: %v", err)
	}
	return nil
}

// jsonKind names the JSON type a Go type decodes from.
func jsonKind(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "a boolean"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	}
	return "a " + t.Kind().String()
}

// QuoteRaw returns raw for quoting in a message, shortened if long.
func QuoteRaw(raw []byte) string {
	if len(raw) <= maxQuoted {
		return string(raw)
	}
	return string(bytes.ToValidUTF8(raw[:maxQuoted], nil)) + "…"
}
