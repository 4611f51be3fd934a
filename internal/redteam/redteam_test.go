package redteam

import (
	"bufio"
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
	"troupe/internal/proctest"

	"golang.org/x/sys/unix"
	"gopkg.in/yaml.v3"
)

// binary is the troupe executable under attack, built once; helper is
// the sandbox helper beside it, whose probe mode makes the system calls a
// shell cannot (int 0x80, keyctl).
var binary, helper string

// results is the table the suite prints: one row per attack.
var results = struct {
	sync.Mutex
	rows []row
}{}

type row struct{ class, attack, result string }

func record(class, attack, result string) {
	results.Lock()
	defer results.Unlock()
	results.rows = append(results.rows, row{class, attack, result})
}

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "troupe-redteam-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binary, helper = filepath.Join(dir, "troupe"), filepath.Join(dir, "troupe-sandbox")
	for _, b := range []struct {
		out, pkg string
		env      []string
	}{{binary, "troupe/cmd/troupe", nil}, {helper, "troupe/cmd/troupe-sandbox", []string{"CGO_ENABLED=0"}}} {
		if err := proctest.Build(b.out, b.pkg, b.env); err != nil {
			fmt.Fprintln(os.Stderr, "build:", err)
			os.Exit(1)
		}
	}
	code := m.Run()
	printTable()
	os.RemoveAll(dir)
	os.Exit(code)
}

func printTable() {
	results.Lock()
	defer results.Unlock()
	if len(results.rows) == 0 {
		return
	}
	escaped, skipped, setup := 0, 0, 0
	fmt.Printf("\n%-22s %-58s %s\n", "CLASS", "ATTACK", "RESULT")
	for _, r := range results.rows {
		fmt.Printf("%-22s %-58s %s\n", r.class, r.attack, r.result)
		switch {
		case strings.HasPrefix(r.result, "ESCAPED"), strings.HasPrefix(r.result, "INCONCLUSIVE"):
			escaped++
		case strings.HasPrefix(r.result, "skipped"):
			skipped++
		case r.result == "(setup)":
			setup++
		}
	}
	n := len(results.rows) - setup
	fmt.Printf("\nredteam: %d attacks, %d got out, %d held, %d skipped\n", n, escaped, n-escaped-skipped, skipped)
}

// attack is one hostile step of the model and how to tell, afterwards,
// whether it got out.
type attack struct {
	class, name string
	call        toolCall
	// check returns "" when the attack was held, else what got out;
	// skip, if set and non-empty, says why the attack cannot run here.
	check func() string
	skip  string
}

type toolCall struct {
	Name string         `yaml:"name"`
	Args map[string]any `yaml:"args"`
}

func bash(cmd string) toolCall { return toolCall{Name: "bash", Args: map[string]any{"command": cmd}} }

// script is the hostile model: one turn per attack, then done.
func script(t *testing.T, attacks []attack) string {
	t.Helper()
	type turn struct {
		Agent     string     `yaml:"agent"`
		Text      string     `yaml:"text,omitempty"`
		ToolCalls []toolCall `yaml:"tool_calls,omitempty"`
	}
	var turns []turn
	for _, a := range attacks {
		if a.skip == "" {
			turns = append(turns, turn{Agent: "main", ToolCalls: []toolCall{a.call}})
		}
	}
	turns = append(turns, turn{Agent: "main", Text: "done"})
	data, err := yaml.Marshal(map[string]any{"turns": turns})
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "hostile.yaml")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func write(t *testing.T, p, data string, mode os.FileMode) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(data), mode); err != nil {
		t.Fatal(err)
	}
}

func read(p string) string { b, _ := os.ReadFile(p); return string(b) }

func gitRun(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@t", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@t")
	out, _ := cmd.CombinedOutput()
	return string(out)
}

// under reports whether p lies in one of dirs.
func under(p string, dirs ...string) bool {
	for _, d := range dirs {
		if d != "" && (p == d || strings.HasPrefix(p, filepath.Clean(d)+"/")) {
			return true
		}
	}
	return false
}

// openPTY opens another "terminal": a pty whose slave is /dev/pts/N.
func openPTY(t *testing.T) (master *os.File, slave string) {
	t.Helper()
	fd, err := unix.Open("/dev/ptmx", unix.O_RDWR|unix.O_NOCTTY|unix.O_CLOEXEC, 0)
	if err != nil {
		t.Skipf("no pty: %v", err)
	}
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		t.Fatal(err)
	}
	n, err := unix.IoctlGetInt(fd, unix.TIOCGPTN)
	if err != nil {
		t.Fatal(err)
	}
	master = os.NewFile(uintptr(fd), "ptmx")
	t.Cleanup(func() { master.Close() })
	return master, fmt.Sprintf("/dev/pts/%d", n)
}

// listen serves a unix or TCP listener; what clients send goes to got.
func listen(t *testing.T, network, addr string) (net.Listener, *bytes.Buffer, *sync.Mutex) {
	t.Helper()
	ln, err := net.Listen(network, addr)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	got := &bytes.Buffer{}
	done := make(chan struct{})
	t.Cleanup(func() { ln.Close(); <-done })
	go func() { // accepts until the test ends
		defer close(done)
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.SetReadDeadline(time.Now().Add(2 * time.Second))
			line, _ := bufio.NewReader(c).ReadString('\n')
			mu.Lock()
			got.WriteString("connected:" + line)
			mu.Unlock()
			c.Close()
		}
	}()
	return ln, got, &mu
}
