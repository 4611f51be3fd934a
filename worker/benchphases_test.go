package worker_test

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// cpu is CPU time in seconds: this process's (the coordinator, with the
// test) and the worker processes'.
type cpu struct{ coord, workers float64 }

// clockTick is the kernel's USER_HZ, the unit of /proc/PID/stat times.
const clockTick = 100

func cpuSeconds(b *testing.B, _ *coordinator, ws []*workerProc) cpu {
	b.Helper()
	var out cpu
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err == nil {
		out.coord = time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
	}
	for _, w := range ws {
		data, err := os.ReadFile("/proc/" + strconv.Itoa(w.cmd.Process.Pid) + "/stat")
		if err != nil {
			continue
		}
		// Fields after the command's closing parenthesis; utime and
		// stime are the 14th and 15th of the line.
		f := strings.Fields(string(data[strings.LastIndexByte(string(data), ')')+2:]))
		if len(f) > 12 {
			u, _ := strconv.ParseFloat(f[11], 64)
			s, _ := strconv.ParseFloat(f[12], 64)
			out.workers += (u + s) / clockTick
		}
	}
	return out
}

var phaseAttr = regexp.MustCompile(`(\w+_ms)=([0-9.]+)`)

// workerPhases reports the mean of each phase of the "task finished"
// lines the workers logged after offsets (worker/phases.go), as w-<phase>.
func workerPhases(b *testing.B, ws []*workerProc, offsets []int) {
	b.Helper()
	sums, n := map[string]float64{}, 0
	for i, w := range ws {
		for _, line := range strings.Split(w.stderr.String()[offsets[i]:], "\n") {
			switch {
			case strings.Contains(line, "task finished"):
				n++
			case strings.Contains(line, "agent phases"): // one per task too
			default:
				continue
			}
			for _, m := range phaseAttr.FindAllStringSubmatch(line, -1) {
				v, _ := strconv.ParseFloat(m[2], 64)
				sums[m[1]] += v
			}
		}
	}
	for k, v := range sums {
		b.ReportMetric(v/float64(n), "w-"+k)
	}
}

// coordinatorPhases reports, from the notices the coordinator published
// after the first skip ones, the mean time from a task's "queued as" to
// its "running on worker" (fetched, started) and from there to "result
// ... taken" (run, reported), as c-queued-to-running-ms and
// c-running-to-taken-ms.
func coordinatorPhases(b *testing.B, c *coordinator, skip int) {
	b.Helper()
	c.mu.Lock()
	defer c.mu.Unlock()
	queued, running := map[string]time.Time{}, map[string]time.Time{}
	var queuedAt []time.Time // every "queued as", in order: 8 a turn
	var toRunning, toTaken []time.Duration
	for i := skip; i < len(c.notices) && i < len(c.noticeAt); i++ {
		text, at := c.notices[i], c.noticeAt[i]
		rest, ok := strings.CutPrefix(text, "remote: subagent ")
		if !ok {
			continue
		}
		id, what, _ := strings.Cut(rest, ": ")
		switch {
		case strings.HasPrefix(what, "queued as"):
			queued[id] = at
			queuedAt = append(queuedAt, at)
		case strings.HasPrefix(what, "running on worker"):
			if q, ok := queued[id]; ok {
				toRunning = append(toRunning, at.Sub(q))
			}
			running[id] = at
		case strings.HasPrefix(what, "result of attempt"):
			if r, ok := running[id]; ok {
				toTaken = append(toTaken, at.Sub(r))
			}
		}
	}
	mean := func(ds []time.Duration) float64 {
		if len(ds) == 0 {
			return 0
		}
		var s time.Duration
		for _, d := range ds {
			s += d
		}
		return float64(s.Microseconds()) / 1000 / float64(len(ds))
	}
	var spread []time.Duration // first to last task of a turn queued
	for i := 0; i+8 <= len(queuedAt); i += 8 {
		spread = append(spread, queuedAt[i+7].Sub(queuedAt[i]))
	}
	b.ReportMetric(mean(spread), "c-queue-spread-ms")
	b.ReportMetric(mean(toRunning), "c-queued-to-running-ms")
	b.ReportMetric(mean(toTaken), "c-running-to-taken-ms")
}
