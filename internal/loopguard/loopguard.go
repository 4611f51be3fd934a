// Package loopguard detects doom loops: a model making the same tool calls
// with the same arguments over and over. Every call is fingerprinted (tool
// name and a hash of its canonical arguments) into a window of the last 20;
// after each batch, a cycle of 1 to 3 calls repeated 3 times in a row at
// the end of the window is a loop. The first loop gets a warning reminder,
// the second a stronger one, the third stops the run; the window is
// cleared after each, so the model gets a fresh chance.
//
// Calls whose arguments change — an edit, a test, another edit, the test
// again — are not loops: their fingerprints differ.
//
// A Guard is pure (no I/O) and owned by one agent actor; it is not safe for
// concurrent use. It covers one run: make a new one per prompt, or Reset it.
package loopguard

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strings"

	"troupe/internal/reminder"
	"troupe/messages"
)

const (
	// Window is how many of the latest calls are remembered.
	Window = 20
	// MaxCycle is the longest cycle looked for, in calls.
	MaxCycle = 3
	// Repeats is how many times in a row a cycle must run to be a loop.
	Repeats = 3
)

// Level is how far the escalation has gone.
type Level int

// The levels of a Verdict.
const (
	None     Level = iota // no loop
	Warn                  // first loop: a warning reminder
	StepBack              // second loop: a stronger reminder
	Stop                  // third loop: stop the run
)

func (l Level) String() string {
	switch l {
	case None:
		return "none"
	case Warn:
		return "warn"
	case StepBack:
		return "step_back"
	case Stop:
		return "stop"
	}
	return "level(?)"
}

// Verdict is what Check found.
type Verdict struct {
	Level Level
	// Cycle is the tool names of the repeated cycle, in call order.
	Cycle []string
	// Message is, for Warn and StepBack, the user-role reminder to append
	// after the batch's results, before the next model call.
	Message messages.Message
	// Final is, for Stop, the text to end the run with: what happened, for
	// the user.
	Final string
}

// Guard is one run's loop detector. Make it with New.
type Guard struct {
	tpl     *reminder.Templates
	window  []string // fingerprints, oldest first, at most Window
	strikes int
}

// New returns a Guard whose reminders come from tpl.
func New(tpl *reminder.Templates) *Guard {
	return &Guard{tpl: tpl, window: make([]string, 0, Window+MaxCycle*Repeats)}
}

// Reset forgets the window and the loops found so far.
func (g *Guard) Reset() {
	g.window, g.strikes = g.window[:0], 0
}

// Check adds the calls of one assistant message to the window and looks
// for a loop. Call it with each batch before running it: on Warn and
// StepBack run the batch and append Message after its results; on Stop do
// not run it and end the run with Final.
func (g *Guard) Check(calls []messages.ToolCall) Verdict {
	for _, c := range calls {
		g.window = append(g.window, Fingerprint(c))
	}
	if n := len(g.window); n > Window {
		g.window = append(g.window[:0], g.window[n-Window:]...)
	}
	cycle := findCycle(g.window)
	if cycle == nil {
		return Verdict{Level: None}
	}
	names := make([]string, len(cycle))
	for i, fp := range cycle {
		names[i] = fp[:strings.LastIndexByte(fp, ':')]
	}
	g.window = g.window[:0]
	g.strikes++
	d := reminder.Data{Cycle: names, Repeats: Repeats}
	switch g.strikes {
	case 1:
		return Verdict{Level: Warn, Cycle: names, Message: g.tpl.Message(reminder.NameDoomLoopWarning, d)}
	case 2:
		return Verdict{Level: StepBack, Cycle: names, Message: g.tpl.Message(reminder.NameDoomLoopStepBack, d)}
	}
	return Verdict{Level: Stop, Cycle: names, Final: g.tpl.Text(reminder.NameDoomLoopStop, d)}
}

// findCycle returns the shortest cycle of 1 to MaxCycle fingerprints that
// ends the window Repeats times in a row, or nil.
func findCycle(w []string) []string {
	n := len(w)
	for l := 1; l <= MaxCycle; l++ {
		if n < l*Repeats {
			break
		}
		pattern := w[n-l:]
		start := n - l*Repeats
		loop := true
		for k := 0; k < l*Repeats && loop; k++ {
			loop = w[start+k] == pattern[k%l]
		}
		if loop {
			return append([]string(nil), pattern...)
		}
	}
	return nil
}

// Fingerprint identifies a call by its tool and arguments: the name, a
// colon and 16 hex digits of the SHA-256 of the arguments in canonical
// JSON (keys sorted, no insignificant space, numbers as written), so the
// same arguments written differently match. Arguments that are not valid
// JSON are hashed as they are, trimmed.
func Fingerprint(c messages.ToolCall) string {
	sum := sha256.Sum256(canonical(c.Arguments))
	return c.Name + ":" + hex.EncodeToString(sum[:8])
}

func canonical(raw []byte) []byte {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return []byte("{}")
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil || dec.More() {
		return raw
	}
	out, err := json.Marshal(v)
	if err != nil {
		return raw
	}
	return out
}
