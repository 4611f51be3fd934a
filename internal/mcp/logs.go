package mcp

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// maxLog is the size past which a server's log is started afresh.
const maxLog = 1 << 20

// LogDir is where the stderr logs of a workspace's MCP servers are kept
// under the data directory: one file per server, NAME.log, shared by every
// session in that workspace (`troupe mcp logs NAME` reads it).
func LogDir(dataDir, workspace string) string {
	sum := sha256.Sum256([]byte(workspace))
	base := filepath.Base(workspace)
	if base == "." || base == string(filepath.Separator) {
		base = "root"
	}
	return filepath.Join(dataDir, "mcp-logs", base+"-"+hex.EncodeToString(sum[:6]))
}

// LogPath is the log file of the server name in dir.
func LogPath(dir, name string) string { return filepath.Join(dir, name+".log") }

// openLog opens name's log for one start of the server, with a line
// marking the start; a log past maxLog is started afresh. It returns the
// file and the offset where this start's output begins.
func openLog(dir, name string) (*os.File, int64, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, 0, err
	}
	path := LogPath(dir, name)
	flags := os.O_WRONLY | os.O_CREATE | os.O_APPEND
	if fi, err := os.Stat(path); err == nil && fi.Size() > maxLog {
		flags |= os.O_TRUNC
	}
	f, err := os.OpenFile(path, flags, 0o600)
	if err != nil {
		return nil, 0, err
	}
	if _, err := fmt.Fprintf(f, "--- troupe started MCP server %s at %s ---\n", name, time.Now().UTC().Format(time.RFC3339)); err != nil {
		_ = f.Close()
		return nil, 0, err
	}
	off, err := f.Seek(0, io.SeekEnd)
	if err != nil {
		_ = f.Close()
		return nil, 0, err
	}
	return f, off, nil
}

// logTail returns the last lines (at most n, within 2 KiB) written to path
// from off on, trimmed; "" when there are none.
func logTail(path string, off int64, n int) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || fi.Size() <= off {
		return ""
	}
	const most = 2048
	if fi.Size()-off > most {
		off = fi.Size() - most
	}
	b := make([]byte, fi.Size()-off)
	if _, err := f.ReadAt(b, off); err != nil && err != io.EOF {
		return ""
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// CallTimeout is the per-call timeout: Claude Code's MCP_TOOL_TIMEOUT
// (milliseconds) when set, else configured (0: DefaultCallTimeout).
func CallTimeout(configured time.Duration, getenv func(string) string) time.Duration {
	if ms, err := strconv.Atoi(getenv("MCP_TOOL_TIMEOUT")); err == nil && ms > 0 {
		return time.Duration(ms) * time.Millisecond
	}
	if configured > 0 {
		return configured
	}
	return DefaultCallTimeout
}
