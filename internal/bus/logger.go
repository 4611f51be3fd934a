package bus

import (
	"context"
	"fmt"
	"log/slog"
)

// serverLogger routes the embedded server's log lines to slog at Debug, so
// the server is silent unless debug logging is on. The server's own severity
// is kept in the "nats_level" attribute.
type serverLogger struct {
	log *slog.Logger
}

func (l serverLogger) logf(level, format string, v []any) {
	if !l.log.Enabled(context.Background(), slog.LevelDebug) {
		return
	}
	l.log.Debug(fmt.Sprintf(format, v...), "nats_level", level)
}

func (l serverLogger) Noticef(format string, v ...any) { l.logf("notice", format, v) }
func (l serverLogger) Warnf(format string, v ...any)   { l.logf("warn", format, v) }
func (l serverLogger) Fatalf(format string, v ...any)  { l.logf("fatal", format, v) }
func (l serverLogger) Errorf(format string, v ...any)  { l.logf("error", format, v) }
func (l serverLogger) Debugf(format string, v ...any)  { l.logf("debug", format, v) }
func (l serverLogger) Tracef(format string, v ...any)  { l.logf("trace", format, v) }
