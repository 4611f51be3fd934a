package gate

import (
	"context"
	"fmt"

	"github.com/nats-io/nuid"

	"troupe/internal/bus"
	"troupe/messages"
)

// BusApprover asks over the bus: it publishes a messages.ApprovalRequest on
// evt.<s>.<agent>.approval and waits for the messages.ApprovalAnswer with
// the same id on cmd.<s>.<agent>.approval — whoever watches the session (the
// interactive CLI) answers. Safe for concurrent use.
type BusApprover struct {
	Bus     *bus.Bus
	Session string
	Agent   string
}

// Approve implements Approver.
func (a *BusApprover) Approve(ctx context.Context, q Question) (Answer, error) {
	id := nuid.Next()
	got := make(chan messages.ApprovalAnswer, 1)
	sub, err := a.Bus.Subscribe(messages.Subject(messages.ClassCmd, a.Session, a.Agent, "approval"), func(_ messages.Meta, b messages.Body) {
		if ans, ok := b.(*messages.ApprovalAnswer); ok && ans.ID == id {
			select {
			case got <- *ans:
			default:
			}
		}
	})
	if err != nil {
		return Answer{}, err
	}
	defer sub.Unsubscribe()
	req := messages.ApprovalRequest{ID: id, CallID: q.Call.ID, Tool: q.Call.Name, Command: q.Command, Args: q.Call.Arguments,
		Reason: q.Decision.Reason, Layer: q.Decision.Layer, Grants: q.Grants, Network: q.Network}
	if _, err := a.Bus.Publish(messages.Subject(messages.ClassEvt, a.Session, a.Agent, "approval"), messages.Meta{Correlation: q.Call.ID}, req); err != nil {
		return Answer{}, err
	}
	select {
	case ans := <-got:
		switch v := Verdict(ans.Verdict); v {
		case AllowOnce, AllowSession, Deny:
			return Answer{Verdict: v, Reason: ans.Reason}, nil
		default:
			return Answer{}, fmt.Errorf("gate: unknown answer %q", ans.Verdict)
		}
	case <-ctx.Done():
		return Answer{}, ctx.Err()
	}
}
