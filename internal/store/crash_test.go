package store

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// committerEnv makes the test binary a process that opens a session and
// commits events one after another, each once the last one's done ran,
// printing each event's seq from its done (as a publisher would put it on
// the bus) until it is killed: see TestMain.
const committerEnv = "TROUPE_STORE_TEST_COMMIT"

func commitUntilKilled(spec string) {
	root, id, _ := strings.Cut(spec, "|")
	s, err := Open(root)
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	l, _, err := s.Open(id)
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	next := make(chan struct{}, 1)
	next <- struct{}{}
	for i := 0; ; i++ {
		<-next
		l.Commit(Event{Type: "message", Data: []byte(fmt.Sprintf(`{"i":%d}`, i))}, func(e Event, err error) {
			if err != nil {
				fmt.Println("error:", err)
				os.Exit(1)
			}
			fmt.Println(e.Seq) // acknowledged: it is in the file
			next <- struct{}{}
		})
	}
}

// TestKilledLosesNothingAcknowledged: a process killed with SIGKILL while
// it commits events loses none whose done ran (whose fsync may not have
// come yet): the reopened log holds every acknowledged event, in order,
// and its tail is whole.
func TestKilledLosesNothingAcknowledged(t *testing.T) {
	s := openStore(t)
	if err := create(t, s, "s1").Close(); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), committerEnv+"="+s.Root()+"|s1")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var acked uint64
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		seq, err := strconv.ParseUint(sc.Text(), 10, 64)
		if err != nil {
			t.Fatalf("committer said %q", sc.Text())
		}
		if acked = seq; acked >= 200 {
			break
		}
	}
	_ = cmd.Process.Signal(syscall.SIGKILL) // mid-commit: it commits as fast as it can
	_ = cmd.Wait()
	if acked < 200 {
		t.Fatalf("the committer stopped at seq %d", acked)
	}
	l, ld, err := s.Open("s1") // takes the dead process's lock over
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	last := ld.Events[len(ld.Events)-1].Seq
	if last < acked {
		t.Errorf("the log ends at seq %d; seq %d was acknowledged before the kill", last, acked)
	}
	for i, e := range ld.Events {
		if e.Seq != uint64(i+1) {
			t.Fatalf("event %d has seq %d", i, e.Seq)
		}
	}
}

// TestCommitDoesNotWaitForTheDisk: a done runs once its event is written,
// before the fsync; a failed fsync fails Append, the events after it, and
// Close. (The log's file here is a pipe, where fsync fails: EINVAL.)
func TestCommitDoesNotWaitForTheDisk(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	go func() { _, _ = bufio.NewReader(r).WriteTo(discard{}) }()
	l := newLog("pipe", w, 1, nil, nil, false)
	first := make(chan error, 1)
	l.Commit(Event{Type: "message"}, func(_ Event, err error) { first <- err })
	if err := <-first; err != nil {
		t.Errorf("done of a written event: %v, want nil (the fsync comes after)", err)
	}
	if _, err := l.Append(Event{Type: "message"}); err == nil || !strings.Contains(err.Error(), "sync") {
		t.Errorf("Append with a failing fsync: %v, want the sync error", err)
	}
	later := make(chan error, 1)
	l.Commit(Event{Type: "message"}, func(_ Event, err error) { later <- err })
	if err := <-later; err == nil {
		t.Error("an event committed after a failed fsync succeeded")
	}
	if err := l.Close(); err == nil || !strings.Contains(err.Error(), "sync") {
		t.Errorf("Close after a failed fsync: %v, want the sync error", err)
	}
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
