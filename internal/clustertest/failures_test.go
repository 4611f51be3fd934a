//go:build cluster

package clustertest_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"
)

// rowT is a row's *testing.T that also keeps what failed the row, so
// TestFaults says it again as its last words. CI shows only the tail of
// the suite's output, where a row's failure has scrolled away under the
// later rows' logs (seen: CI named the failed row and nothing of why).
type rowT struct {
	*testing.T
	mu    sync.Mutex
	fails []string
}

func (t *rowT) keep(msg string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(msg) > 600 {
		msg = msg[:600] + " …"
	}
	t.fails = append(t.fails, msg)
}

func (t *rowT) Error(args ...any) {
	t.Helper()
	t.keep(fmt.Sprint(args...))
	t.T.Error(args...)
}

func (t *rowT) Errorf(format string, args ...any) {
	t.Helper()
	t.keep(fmt.Sprintf(format, args...))
	t.T.Errorf(format, args...)
}

func (t *rowT) Fatal(args ...any) {
	t.Helper()
	t.keep(fmt.Sprint(args...))
	t.T.Fatal(args...)
}

func (t *rowT) Fatalf(format string, args ...any) {
	t.Helper()
	t.keep(fmt.Sprintf(format, args...))
	t.T.Fatalf(format, args...)
}

// failures is what failed the row, one line per failure.
func (t *rowT) failures() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return strings.Join(t.fails, "\n    ")
}
