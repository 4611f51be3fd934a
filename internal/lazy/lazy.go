// Package lazy provides values built on first use whose package-level
// declaration costs nothing at start.
//
// A package-level sync.OnceValue is a function call, so it makes the
// package run init code in every process: the code's 64 KiB window of the
// binary is faulted in even when the value is never used. A package-level
//
//	var re = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { ... }}
//
// is laid out by the linker instead, so a package whose tables are all
// declared this way runs no init at all.
package lazy

import "sync"

// Value holds the result of New, called once, on the first Get. New must
// not call Get on the same Value.
type Value[T any] struct {
	once sync.Once
	v    T
	New  func() T
}

// Get returns New's result, calling it the first time. It is safe for
// concurrent use.
func (l *Value[T]) Get() T {
	l.once.Do(func() { l.v = l.New() })
	return l.v
}
