package worker

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nuid"

	"troupe/internal/gate"
	"troupe/internal/safety"
	"troupe/internal/taskq"
)

// askCoordinator is the gate.Approver of a task whose coordinator can ask
// a person: it sends the request to the coordinator (res.<s>.<agent>.ask)
// and waits for the answer (ctl.<s>.<agent>.approval, which only the
// coordinator publishes) naming the same request, task and attempt. The
// wait ends with ctx: a cancelled or abandoned task denies. Safe for
// concurrent use.
type askCoordinator struct {
	nc      *nats.Conn
	task    taskq.Task
	attempt int
	worker  string
	sign    taskq.Signer
	log     *slog.Logger
}

// Approve implements gate.Approver.
func (a *askCoordinator) Approve(ctx context.Context, q gate.Question) (gate.Answer, error) {
	id := nuid.Next()
	got := make(chan taskq.AskAnswer, 1)
	sub, err := a.nc.Subscribe(taskq.AnswerSubject(a.task.Session, a.task.Agent), func(m *nats.Msg) {
		ans, err := taskq.DecodeAskAnswer(m.Data)
		if err != nil || ans.ID != id || ans.Task != a.task.ID || ans.Attempt != a.attempt {
			return
		}
		select {
		case got <- ans:
		default:
		}
	})
	if err != nil {
		return gate.Answer{}, fmt.Errorf("worker: listen for the coordinator's answer: %w", err)
	}
	defer sub.Unsubscribe() //nolint:errcheck // best effort; the connection outlives the task
	ask := taskq.Ask{Task: a.task.ID, Attempt: a.attempt, Worker: a.worker}
	ask.Request.ID, ask.Request.CallID, ask.Request.Tool, ask.Request.Args = id, q.Call.ID, q.Call.Name, q.Call.Arguments
	ask.Request.Command, ask.Request.Reason, ask.Request.Layer, ask.Request.Grants = q.Command, q.Decision.Reason, q.Decision.Layer, q.Grants
	ask.Request.Network = q.Network
	data, err := json.Marshal(ask)
	if err != nil {
		return gate.Answer{}, fmt.Errorf("worker: encode approval request: %w", err)
	}
	msg := &nats.Msg{Subject: taskq.AskSubject(a.task.Session, a.task.Agent), Data: data}
	if err := a.sign.Sign(msg); err != nil {
		return gate.Answer{}, fmt.Errorf("worker: sign approval request: %w", err)
	}
	send := func() error { return a.nc.PublishMsg(msg) }
	if err := send(); err != nil {
		return gate.Answer{}, fmt.Errorf("worker: send approval request: %w", err)
	}
	start := time.Now()
	// A request or its answer is a plain publish: one lost while a
	// connection reconnects is sent again; the coordinator asks the person
	// once per request id and answers a repeat with the same answer.
	resend := time.NewTicker(askResend)
	defer resend.Stop()
	for {
		select {
		case <-resend.C:
			if err := send(); err != nil {
				a.log.Debug("send approval request again", "task", a.task.ID, "err", err)
			}
			continue
		case ans := <-got:
			return a.verdict(q, ans, start)
		case <-ctx.Done():
			return gate.Answer{}, ctx.Err()
		}
	}
}

// askResend is how often an unanswered request is sent again.
const askResend = 5 * time.Second

// verdict turns the coordinator's answer into the gate's.
func (a *askCoordinator) verdict(q gate.Question, ans taskq.AskAnswer, start time.Time) (gate.Answer, error) {
	a.log.Debug("approval asked at the coordinator", "task", a.task.ID, "tool", q.Call.Name, "verdict", ans.Verdict, "took", time.Since(start))
	switch v := gate.Verdict(ans.Verdict); v {
	case gate.AllowOnce, gate.AllowSession, gate.Deny:
		return gate.Answer{Verdict: v, Reason: ans.Reason}, nil
	default:
		return gate.Answer{}, fmt.Errorf("worker: unknown answer %q from the coordinator", ans.Verdict)
	}
}

// strictness orders approval modes: the lower asks more.
func strictness(m safety.Mode) int {
	switch m {
	case safety.ModeManual:
		return 0
	case safety.ModeAutoEdit:
		return 1
	case safety.ModeAuto:
		return 2
	}
	return 0
}

// approvalFor is the approval mode and on_ask a task runs with: the
// coordinator's, made stricter where this worker's own configuration
// explicitly is (a worker may lock its machine down; it never loosens the
// coordinator's policy).
func approvalFor(own, ownOnAsk string, a taskq.Approval) (mode, onAsk string) {
	mode, onAsk = a.Mode, a.OnAsk
	if m, err := safety.ParseMode(mode); err != nil {
		mode = string(safety.ModeManual) // unknown: the strictest
	} else {
		mode = string(m)
	}
	if m, err := safety.ParseMode(own); own != "" && err == nil && strictness(m) < strictness(safety.Mode(mode)) {
		mode = string(m)
	}
	if onAsk != "allow" || ownOnAsk == "deny" {
		onAsk = "deny"
	}
	return mode, onAsk
}
