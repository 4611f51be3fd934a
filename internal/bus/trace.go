package bus

import (
	"encoding/hex"
	"math/rand/v2"
)

// ChildTraceparent returns a W3C traceparent for a new span. When parent is
// a valid version-00 traceparent the result keeps its trace id and flags and
// gets a fresh span id; otherwise it starts a new trace, not sampled
// ("00-<32 hex>-<16 hex>-00"): nothing records spans yet, and a sampled flag
// makes the NATS server parse every message's headers for its own tracing.
func ChildTraceparent(parent string) string {
	var b [55]byte // 2+1+32+1+16+1+2
	copy(b[:], "00-")
	traceID, flags, ok := parseTraceparent(parent)
	if ok {
		copy(b[3:35], traceID)
	} else {
		putRandomHex(b[3:19], nonZero())
		putRandomHex(b[19:35], rand.Uint64())
		flags = "00"
	}
	b[35] = '-'
	putRandomHex(b[36:52], nonZero())
	b[52] = '-'
	copy(b[53:], flags)
	return string(b[:])
}

// parseTraceparent returns the trace id and flags of a valid version-00
// traceparent.
func parseTraceparent(s string) (traceID, flags string, ok bool) {
	if len(s) != 55 || s[:3] != "00-" || s[35] != '-' || s[52] != '-' {
		return "", "", false
	}
	traceID, spanID, flags := s[3:35], s[36:52], s[53:]
	if !lowerHex(traceID) || !lowerHex(spanID) || !lowerHex(flags) {
		return "", "", false
	}
	if traceID == "00000000000000000000000000000000" {
		return "", "", false
	}
	return traceID, flags, true
}

func lowerHex(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// nonZero is a random uint64 other than 0 (an all-zero id is invalid).
func nonZero() uint64 {
	for {
		if v := rand.Uint64(); v != 0 {
			return v
		}
	}
}

func putRandomHex(dst []byte, v uint64) {
	var raw [8]byte
	for i := range raw {
		raw[i] = byte(v >> (56 - 8*i))
	}
	hex.Encode(dst, raw[:])
}

// Sampled says tp is a valid traceparent with the sampled flag: a span
// recorded by package telemetry, carried on the bus unchanged.
func Sampled(tp string) bool {
	_, flags, ok := parseTraceparent(tp)
	if !ok {
		return false
	}
	b, err := hex.DecodeString(flags)
	return err == nil && len(b) == 1 && b[0]&1 == 1
}
