package messages

import "fmt"

// Kind classifies an Error for whoever receives it on the other side of the
// bus. The numeric values are part of the wire format: append only, never
// reorder.
type Kind uint8

// Error kinds.
const (
	KindOther Kind = iota
	KindCanceled
	KindPermissionDenied
	KindContextWindow
	KindToolFailed
	KindModel
	KindInvalidInput
	KindTimeout
	KindCrashed
	// KindStaleView: a request came as a delta against a view the receiver
	// does not have (it restarted); the sender sends the whole view again.
	KindStaleView
)

func (k Kind) String() string {
	switch k {
	case KindOther:
		return "other"
	case KindCanceled:
		return "canceled"
	case KindPermissionDenied:
		return "permission_denied"
	case KindContextWindow:
		return "context_window"
	case KindToolFailed:
		return "tool_failed"
	case KindModel:
		return "model"
	case KindInvalidInput:
		return "invalid_input"
	case KindTimeout:
		return "timeout"
	case KindCrashed:
		return "crashed"
	case KindStaleView:
		return "stale_view"
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Error is the wire form of a failure. It is data, not a wrapped Go error
// chain: the receiver branches on Kind.
type Error struct {
	Kind Kind   `json:"kind"`
	Op   string `json:"op,omitempty"`
	Msg  string `json:"msg"`
}

func (e *Error) Error() string {
	if e.Op == "" {
		return e.Msg
	}
	return e.Op + ": " + e.Msg
}
