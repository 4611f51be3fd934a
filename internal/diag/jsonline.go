package diag

import (
	"bytes"
	"encoding/json"
	"errors"
)

// JSONLine is the line of data a JSON syntax or type error points at, 0 if
// the error says no offset.
func JSONLine(data []byte, err error) int {
	var off int64 = -1
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	}
	if off < 0 {
		return 0
	}
	return 1 + bytes.Count(data[:min(int(off), len(data))], []byte("\n"))
}
