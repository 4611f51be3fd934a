package bus

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
)

// serverLogger routes the embedded server's log lines to slog at Debug, so
// the server is silent unless debug logging is on. The server's own severity
// is kept in the "nats_level" attribute.
//
// The server reports failures that stop it from starting (JetStream cannot
// start, the port is taken) only through Fatalf and expects the logger to
// exit the process; serverLogger remembers the first such message instead,
// for Start to return as an error.
type serverLogger struct {
	log *slog.Logger

	mu    sync.Mutex
	fatal string
}

func (l *serverLogger) logf(level, format string, v []any) {
	if !l.log.Enabled(context.Background(), slog.LevelDebug) {
		return
	}
	l.log.Debug(fmt.Sprintf(format, v...), "nats_level", level)
}

// fatalMsg returns the first Fatalf message, or "".
func (l *serverLogger) fatalMsg() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.fatal
}

func (l *serverLogger) Fatalf(format string, v ...any) {
	l.mu.Lock()
	if l.fatal == "" {
		l.fatal = fmt.Sprintf(format, v...)
	}
	l.mu.Unlock()
	l.logf("fatal", format, v)
}

func (l *serverLogger) Noticef(format string, v ...any) { l.logf("notice", format, v) }
func (l *serverLogger) Warnf(format string, v ...any)   { l.logf("warn", format, v) }
func (l *serverLogger) Errorf(format string, v ...any)  { l.logf("error", format, v) }
func (l *serverLogger) Debugf(format string, v ...any)  { l.logf("debug", format, v) }
func (l *serverLogger) Tracef(format string, v ...any)  { l.logf("trace", format, v) }
