package outbox

import (
	"errors"
	"os"
	"strings"
	"sync"
	"testing"

	"troupe/internal/store"
	"troupe/messages"
)

// recorder is a Publisher that notes what went out and what the log file
// held at that moment.
type recorder struct {
	mu      sync.Mutex
	path    string
	sent    []string
	ondisk  []string
	failFor string // a subject whose publish fails
}

func (r *recorder) Publish(subject string, m messages.Meta, b messages.Body) (messages.Meta, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if subject == r.failFor {
		return m, errors.New("refused")
	}
	data, _ := os.ReadFile(r.path)
	r.sent = append(r.sent, subject)
	r.ondisk = append(r.ondisk, string(data))
	return m, nil
}

func openLog(t *testing.T) (*store.Log, string) {
	t.Helper()
	st, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	l, err := st.Create("s1", store.Meta{})
	if err != nil {
		t.Fatal(err)
	}
	return l, l.Path()
}

// A message goes out after everything logged before it is on disk, in order.
func TestOnDiskThenOnTheBus(t *testing.T) {
	l, path := openLog(t)
	defer l.Close()
	r := &recorder{path: path}
	o := New(l, r, func(err error) { t.Errorf("log failed: %v", err) }, nil)
	o.Log(store.Event{Type: "message", Agent: "main", Data: []byte(`{"n":"first"}`)})
	o.Publish("troupe.evt.s1.main.one", messages.Meta{}, messages.Notice{Text: "1"})
	o.Log(store.Event{Type: "message", Agent: "main", Data: []byte(`{"n":"second"}`)})
	o.Publish("troupe.evt.s1.main.two", messages.Meta{}, messages.Notice{Text: "2"})
	o.Flush()
	r.mu.Lock()
	defer r.mu.Unlock()
	if strings.Join(r.sent, ",") != "troupe.evt.s1.main.one,troupe.evt.s1.main.two" {
		t.Fatalf("sent %v", r.sent)
	}
	// Each message finds on disk what was logged before it (what was logged
	// after may share its group commit).
	if !strings.Contains(r.ondisk[0], `"first"`) || !strings.Contains(r.ondisk[1], `"second"`) {
		t.Fatalf("the log when each message went out:\n%q", r.ondisk)
	}
}

// After a failed log write the outbox says nothing more, and tells its
// owner once; a failed publish is handed back.
func TestFailuresComeBack(t *testing.T) {
	l, path := openLog(t)
	r := &recorder{path: path, failFor: "troupe.cmd.s1.main.act"}
	var logFails int
	var pubFails []Failed
	var mu sync.Mutex
	o := New(l, r, func(error) { mu.Lock(); logFails++; mu.Unlock() },
		func(f Failed) { mu.Lock(); pubFails = append(pubFails, f); mu.Unlock() })
	o.Publish("troupe.cmd.s1.main.act", messages.Meta{}, messages.Notice{Text: "request"})
	o.Flush()
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	o.Log(store.Event{Type: "message", Data: []byte(`{}`)}) // closed: fails
	o.Log(store.Event{Type: "message", Data: []byte(`{}`)})
	o.Publish("troupe.evt.s1.main.after", messages.Meta{}, messages.Notice{Text: "after"})
	mu.Lock()
	defer mu.Unlock()
	if len(pubFails) != 1 || pubFails[0].Subject != "troupe.cmd.s1.main.act" {
		t.Errorf("publish failures handed back: %+v", pubFails)
	}
	if logFails != 1 || !o.Failing() {
		t.Errorf("log failures told %d times, failing %v; want once, true", logFails, o.Failing())
	}
	if len(r.sent) != 0 {
		t.Errorf("published after a failed log write: %v", r.sent)
	}
}
