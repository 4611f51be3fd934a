package shell

import (
	"bytes"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"troupe/internal/tool"
)

// A running command's output is reported to the call's tool.Progress, if
// its context carries one, so a person sees it while the command runs:
// at most every liveEvery, only when it changed, as its last liveLines
// lines of at most liveLineMax bytes each.
const (
	liveEvery   = 100 * time.Millisecond // at most 10 reports a second
	liveLines   = 5
	liveLineMax = 200
	liveKeep    = 4096 // bytes of the newest output the tail is cut from
	// jobEvery spaces a background job's reports: it may run for hours
	// beside the conversation, so at most 2 a second.
	jobEvery = 500 * time.Millisecond
)

// liveTail is an io.Writer that keeps the newest output and counts all of
// it. It is safe for one writer and one reader at once.
type liveTail struct {
	mu    sync.Mutex
	buf   []byte // the newest bytes, at most liveKeep
	bytes int64
	lines int
}

func (l *liveTail) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.bytes += int64(len(p))
	l.lines += bytes.Count(p, []byte{'\n'})
	if len(p) >= liveKeep {
		l.buf = append(l.buf[:0], p[len(p)-liveKeep:]...)
		return len(p), nil
	}
	l.buf = append(l.buf, p...)
	if over := len(l.buf) - liveKeep; over > 0 {
		l.buf = l.buf[:copy(l.buf, l.buf[over:])]
	}
	return len(p), nil
}

// snapshot returns the tail to show and the counts so far.
func (l *liveTail) snapshot() tool.Output {
	l.mu.Lock()
	raw := string(l.buf)
	o := tool.Output{Bytes: l.bytes, Lines: l.lines, Open: len(l.buf) > 0 && l.buf[len(l.buf)-1] != '\n'}
	l.mu.Unlock()
	o.Tail = lastLines(raw, liveLines, liveLineMax)
	return o
}

// lastLines returns the last n lines of s as a terminal would show them:
// escape sequences and control characters removed, a carriage return (a
// progress bar redrawn) keeping what follows it, each line cut to max
// bytes. Blank lines are kept, so the lines returned are consecutive
// lines of s; a final newline ends the last line and starts none.
func lastLines(s string, n, max int) string {
	s = ansi.Strip(strings.ToValidUTF8(s, "?"))
	all := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	if s == "" {
		all = nil
	}
	out := make([]string, 0, n)
	for i := len(all) - 1; i >= 0 && len(out) < n; i-- {
		l := all[i]
		if j := strings.LastIndexByte(strings.TrimRight(l, "\r"), '\r'); j >= 0 {
			l = l[j+1:]
		}
		l = strings.Map(func(r rune) rune {
			if r == '\t' || r >= ' ' && r != 0x7f {
				return r
			}
			return -1
		}, l)
		if len(l) > max {
			cut := max
			for cut > 0 && !utf8.RuneStart(l[cut]) {
				cut--
			}
			l = l[:cut] + "…"
		}
		out = append(out, l)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return strings.Join(out, "\n")
}

// watchLive reports l to p every interval while it changes, each report
// marked with job ("" for a call's own output), until the returned stop
// is called; stop waits for the reporting goroutine.
func watchLive(p tool.Progress, l *liveTail, every time.Duration, job string) (stop func()) {
	done, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		tick := time.NewTicker(every)
		defer tick.Stop()
		var sent int64
		for {
			select {
			case <-done:
				return
			case <-tick.C:
			}
			o := l.snapshot()
			if o.Bytes == sent || strings.TrimSpace(o.Tail) == "" {
				continue
			}
			sent = o.Bytes
			o.Job = job
			p(o)
		}
	}()
	return func() {
		close(done)
		<-finished
	}
}
