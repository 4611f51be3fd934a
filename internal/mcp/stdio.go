package mcp

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// maxLine bounds one line of a stdio server's output (a JSON-RPC message
// or a line of noise), as the SDK bounds a frame.
const maxLine = sdk.DefaultMaxLineLength

// stdioTransport runs a server as a child process speaking newline-
// delimited JSON-RPC on stdin/stdout. Unlike the SDK's CommandTransport,
// a line on stdout that is not JSON (a banner, a stray console.log) is
// skipped and logged, as the official TypeScript client does, and the
// server's stderr goes to a log file (Stderr) instead of being discarded.
type stdioTransport struct {
	cmd       *exec.Cmd
	stderr    io.Writer // the server's stderr; nil: discarded
	terminate time.Duration
	log       *slog.Logger
	server    string
	done      func() // called once the server has exited (its proxy client closed); nil: nothing
}

func (t *stdioTransport) Connect(ctx context.Context) (sdk.Connection, error) {
	stdout, err := t.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	stdin, err := t.cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	if t.stderr != nil {
		t.cmd.Stderr = t.stderr
	}
	if err := t.cmd.Start(); err != nil {
		if t.done != nil {
			t.done()
		}
		return nil, err
	}
	p := &process{cmd: t.cmd, stdin: stdin, terminate: t.terminate, done: make(chan struct{}), exited: t.done}
	go p.wait() // ends when the process exits; Close makes sure it does
	r := &jsonLines{src: bufio.NewReaderSize(stdout, 64<<10), log: t.log, server: t.server}
	return (&sdk.IOTransport{Reader: readCloser{r, p}, Writer: p}).Connect(ctx)
}

// process is a running server: writes go to its stdin; Close stops it the
// way the MCP spec asks (close stdin, wait, SIGTERM, wait, SIGKILL).
type process struct {
	cmd       *exec.Cmd
	stdin     io.WriteCloser
	terminate time.Duration
	done      chan struct{} // closed when the process has exited
	err       error         // its exit, once done
	once      sync.Once
	closeErr  error
	exited    func() // after it exited; nil: nothing
}

func (p *process) wait() {
	p.err = p.cmd.Wait()
	if p.exited != nil {
		p.exited()
	}
	close(p.done)
}

func (p *process) Write(b []byte) (int, error) { return p.stdin.Write(b) }

func (p *process) Close() error {
	p.once.Do(func() { p.closeErr = p.stop() })
	return p.closeErr
}

func (p *process) stop() error {
	_ = p.stdin.Close()
	for _, sig := range []os.Signal{nil, syscall.SIGTERM, os.Kill} {
		if sig != nil {
			p.signal(sig.(syscall.Signal))
		}
		select {
		case <-p.done:
			return p.err
		case <-time.After(p.terminate):
		}
	}
	return errors.New("the server process did not exit after SIGKILL")
}

// signal sends sig to the server: to its whole process group when it
// leads one (a sandboxed server under its reaper, which leaves TERM to
// the server and dies only of KILL), else to the process.
func (p *process) signal(sig syscall.Signal) {
	if a := p.cmd.SysProcAttr; a != nil && a.Setpgid {
		_ = syscall.Kill(-p.cmd.Process.Pid, sig)
		return
	}
	_ = p.cmd.Process.Signal(sig)
}

// readCloser reads from r and closes c.
type readCloser struct {
	r io.Reader
	c io.Closer
}

func (rc readCloser) Read(b []byte) (int, error) { return rc.r.Read(b) }
func (rc readCloser) Close() error               { return rc.c.Close() }

// jsonLines passes on the lines of src that may be JSON (they start with
// { or [ after blanks) and drops, logging, every other line.
type jsonLines struct {
	src    *bufio.Reader
	log    *slog.Logger
	server string
	buf    []byte // the rest of the line being passed on
}

func (j *jsonLines) Read(b []byte) (int, error) {
	for len(j.buf) == 0 {
		line, err := j.readLine()
		if len(line) > 0 {
			if t := bytes.TrimLeft(line, " \t\r"); len(t) > 0 && (t[0] == '{' || t[0] == '[') {
				j.buf = line
			} else if len(bytes.TrimSpace(line)) > 0 {
				j.log.Warn("mcp server wrote a line that is not JSON-RPC on stdout; skipped", "server", j.server,
					"line", shorten(string(bytes.TrimSpace(line)), 200))
			}
		}
		if err != nil && len(j.buf) == 0 {
			return 0, err
		}
	}
	n := copy(b, j.buf)
	j.buf = j.buf[n:]
	return n, nil
}

// readLine returns the next line with its newline, at most maxLine bytes
// (longer lines are an error: the server is not speaking the protocol).
func (j *jsonLines) readLine() ([]byte, error) {
	var line []byte
	for {
		chunk, err := j.src.ReadSlice('\n')
		line = append(line, chunk...)
		if len(line) > maxLine {
			return nil, fmt.Errorf("a line of more than %d bytes on the server's stdout", maxLine)
		}
		if !errors.Is(err, bufio.ErrBufferFull) {
			return line, err
		}
	}
}

func shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
