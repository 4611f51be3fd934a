package hooks

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"time"
)

// Judge asks a model (the critique slot's) to evaluate a prompt hook: the
// system prompt says how to answer, the user text holds the hook's prompt
// and the event. It returns the model's text.
type Judge func(ctx context.Context, system, user string) (string, error)

// judgeTimeout is a prompt hook's timeout when it sets none (Claude
// Code's).
const judgeTimeout = 30 * time.Second

// judgeSystem tells the judging model how to answer.
const judgeSystem = `You evaluate one event of a coding agent for a hook the user configured. Read the hook's instructions and the event (JSON), decide, and answer with one JSON object and nothing else:
{"ok": true} to let the action go ahead, or {"ok": false, "reason": "why, addressed to the agent"} to block it (for a Stop event: to send the agent back to work).`

// ErrNoJudge is the error of a prompt hook in a runner without a Judge.
var ErrNoJudge = errors.New("prompt hooks need a model to judge them (the critique slot), and none is set")

// judge runs a prompt hook: the model's {"ok": false, "reason"} blocks, as
// exit code 2 with the reason on stderr would; Claude Code's older answer
// shape ({"decision": "block"|"approve", "reason", "continue",
// "systemMessage"}) is passed on as a command hook's JSON output.
func (r *Runner) judge(ctx context.Context, h Hook, in Input) (result, error) {
	if r.Judge == nil {
		return result{}, ErrNoJudge
	}
	data, err := json.Marshal(in)
	if err != nil {
		return result{}, err
	}
	user := h.Prompt
	if strings.Contains(user, "$ARGUMENTS") {
		user = strings.ReplaceAll(user, "$ARGUMENTS", string(data))
	} else {
		user += "\n\nThe event:\n" + string(data)
	}
	timeout := judgeTimeout
	if h.Timeout > 0 {
		timeout = time.Duration(h.Timeout * float64(time.Second))
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	start := time.Now()
	text, err := r.Judge(ctx, judgeSystem, user)
	res := result{took: time.Since(start)}
	if ctx.Err() == context.DeadlineExceeded {
		res.timedOut = true
		return res, nil
	}
	if err != nil {
		return res, err
	}
	obj := text
	if i, j := strings.IndexByte(obj, '{'), strings.LastIndexByte(obj, '}'); i >= 0 && j > i {
		obj = obj[i : j+1]
	}
	var ans struct {
		OK       *bool  `json:"ok"`
		Reason   string `json:"reason"`
		Decision string `json:"decision"`
	}
	if err := json.Unmarshal([]byte(obj), &ans); err != nil {
		res.exit, res.stderr = 1, "the judging model did not answer with JSON: "+firstLine(text)
		return res, nil
	}
	switch {
	case ans.OK != nil && !*ans.OK:
		res.exit, res.stderr = 2, ans.Reason
	case ans.OK != nil:
	default: // the older shape: a command hook's JSON output
		res.stdout = obj
	}
	return res, nil
}
