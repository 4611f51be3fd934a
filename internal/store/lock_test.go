package store

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestLockInProcess(t *testing.T) {
	s := openStore(t)
	l := create(t, s, "s1")

	tests := []struct {
		name string
		open func() (*Log, error)
	}{
		{"Open", func() (*Log, error) { l, _, err := s.Open("s1"); return l, err }},
		{"Open after a refused Open", func() (*Log, error) { l, _, err := s.Open("s1"); return l, err }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l2, err := tc.open()
			if err == nil {
				l2.Close()
				t.Fatal("second writer was let in")
			}
			var le *LockedError
			if !errors.As(err, &le) || !errors.Is(err, ErrLocked) {
				t.Fatalf("error %v is not a *LockedError matching ErrLocked", err)
			}
			if le.Holder == nil || le.Holder.PID != os.Getpid() {
				t.Fatalf("holder %+v, want this process %d", le.Holder, os.Getpid())
			}
			if want := filepath.Base(os.Args[0]); !strings.Contains(le.Holder.Command, want) {
				t.Errorf("holder command %q does not name %q", le.Holder.Command, want)
			}
			if !strings.Contains(err.Error(), fmt.Sprintf("session s1 is in use by process %d", os.Getpid())) {
				t.Errorf("error %q does not name the holder", err)
			}
		})
	}
	// The refused opens must not have touched the log.
	mustAppend(t, l, Event{Type: "message"})
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	l3, ld, err := s.Open("s1")
	if err != nil {
		t.Fatalf("Open after Close: %v", err)
	}
	defer l3.Close()
	if got := len(ld.Events); got != 2 {
		t.Errorf("log holds %d events, want 2", got)
	}
}

// holderEnv makes the test binary a process that opens a session, says
// "locked" and waits to be killed: see TestMain.
const holderEnv = "TROUPE_STORE_TEST_HOLD"

func TestMain(m *testing.M) {
	if spec := os.Getenv(committerEnv); spec != "" {
		commitUntilKilled(spec)
	}
	if spec := os.Getenv(holderEnv); spec != "" {
		root, id, _ := strings.Cut(spec, "|")
		s, err := Open(root)
		if err == nil {
			var l *Log
			l, _, err = s.Open(id)
			if err == nil {
				_, err = l.Append(Event{Type: "message", Data: []byte(`{"from":"holder"}`)})
			}
		}
		if err != nil {
			fmt.Println("error:", err)
			os.Exit(1)
		}
		fmt.Println("locked")
		select {} // until killed
	}
	os.Exit(m.Run())
}

// TestLockOtherProcess holds a session in a real second process, checks that
// it is refused here with that process named, kills it with SIGKILL and takes
// the lock over.
func TestLockOtherProcess(t *testing.T) {
	s := openStore(t)
	l := create(t, s, "s1")
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}

	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), holderEnv+"="+s.Root()+"|s1")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	waited := false
	t.Cleanup(func() {
		if !waited {
			cmd.Process.Kill()
			cmd.Wait()
		}
	})
	line, _ := bufio.NewReader(out).ReadString('\n')
	if line != "locked\n" {
		t.Fatalf("holder said %q", line)
	}

	_, _, err = s.Open("s1")
	var le *LockedError
	if !errors.As(err, &le) {
		t.Fatalf("Open while another process holds the session: %v, want *LockedError", err)
	}
	if le.Holder == nil || le.Holder.PID != cmd.Process.Pid {
		t.Fatalf("holder %+v, want pid %d", le.Holder, cmd.Process.Pid)
	}
	if !strings.Contains(le.Holder.Command, "-test.run=^$") {
		t.Errorf("holder command %q, want the holder's command line", le.Holder.Command)
	}
	if host, _ := os.Hostname(); le.Holder.Host != host {
		t.Errorf("holder host %q, want %q", le.Holder.Host, host)
	}
	if le.Holder.Started.IsZero() {
		t.Error("holder start time not recorded")
	}
	if h := Holding(s.Dir("s1")); h == nil || h.PID != cmd.Process.Pid {
		t.Errorf("Holding = %+v while process %d holds the session", h, cmd.Process.Pid)
	}
	if sums, err := s.List(); err != nil || len(sums) != 1 || sums[0].InUse == nil {
		t.Errorf("List = %+v, %v: want s1 marked in use", sums, err)
	}

	if err := cmd.Process.Kill(); err != nil { // SIGKILL: no cleanup runs
		t.Fatal(err)
	}
	cmd.Wait()
	waited = true
	l2, ld, err := s.Open("s1")
	if err != nil {
		t.Fatalf("Open after the holder was killed: %v", err)
	}
	defer func() { l2.Close() }()
	if got := len(ld.Events); got != 2 {
		t.Errorf("log holds %d events, want the session event and the holder's", got)
	}
	if ld.TakenOver == nil || ld.TakenOver.PID != cmd.Process.Pid {
		t.Errorf("TakenOver = %+v, want the killed process %d", ld.TakenOver, cmd.Process.Pid)
	}
	if err := l2.Close(); err != nil {
		t.Fatal(err)
	}
	if h := Holding(s.Dir("s1")); h != nil {
		t.Errorf("Holding = %+v after a clean close", h)
	}
	l2, ld, err = s.Open("s1")
	if err != nil {
		t.Fatal(err)
	}
	if ld.TakenOver != nil {
		t.Errorf("TakenOver = %+v after a clean close, want nil", ld.TakenOver)
	}
	if h := readHolder(filepath.Join(s.Dir("s1"), lockName)); h == nil || h.PID != os.Getpid() {
		t.Errorf("lock file records %+v, want this process", h)
	}
}
