package reminder

import (
	"strconv"
	"strings"

	"troupe/messages"
)

// Failed is the one judgment of whether a tool call failed, which the
// tool-failure reminder acts on. A result the tool reported as an error
// failed. So did a command that exited non-zero and said why: its output
// (stdout and stderr together, as the bash tool returns them, ending in
// "exit status N") carries an error line — "ls /missing" (exit 2, "No
// such file or directory"). A non-zero exit with nothing wrong said is a
// command's answer, not a failure: grep and diff exit 1 for "no match" or
// "differs", test and false for "no".
func Failed(r messages.ToolResult) bool {
	if r.IsError {
		return true
	}
	body, code, ok := exitStatus(r.Content)
	return ok && code != 0 && saysError(body)
}

// exitStatus splits a command's result into its output and the exit code
// of the "exit status N" line it ends with; ok is false when it has none.
func exitStatus(content string) (body string, code int, ok bool) {
	content = strings.TrimRight(content, "\n")
	i := strings.LastIndexByte(content, '\n')
	last := content[i+1:]
	n, found := strings.CutPrefix(last, "exit status ")
	if !found {
		return "", 0, false
	}
	code, err := strconv.Atoi(n)
	if err != nil {
		return "", 0, false
	}
	if i < 0 {
		return "", code, true
	}
	return content[:i], code, true
}

// errorMarks are what an error line says, lower-cased.
var errorMarks = []string{"error", "no such file", "not found", "permission denied", "cannot ", "can't ",
	"fatal", "panic", "traceback", "exception", "fail", "denied", "invalid", "unrecognized", "illegal",
	"missing", "does not exist", "not a directory", "is a directory", "unknown", "usage:"}

// saysError reports whether output has a line that reads as an error.
func saysError(output string) bool {
	text := strings.ToLower(output)
	for _, m := range errorMarks {
		if strings.Contains(text, m) {
			return true
		}
	}
	return false
}
