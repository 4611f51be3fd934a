package remote

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"

	"troupe/internal/gate"
	"troupe/internal/safety"
	"troupe/internal/snapshot"
	"troupe/messages"
)

// approveProtected asks a person before a worker's changeset touches a
// protected path of the workspace (git hooks and configuration, CI,
// settings, MCP servers: safety.ProtectedPath), exactly as an edit of one
// is asked; with nobody to ask, the changeset is refused. It runs in the
// goroutine that takes the result, never in Receive.
func (p *proxy) approveProtected(cs snapshot.Changeset, worker string) error {
	ws := p.d.cfg.Workspace
	perr := snapshot.ProtectedPaths(cs, func(rel string) (bool, string) {
		return safety.ProtectedPath(filepath.Join(ws, filepath.FromSlash(rel)), ws)
	})
	if perr == nil {
		return nil
	}
	g := p.ad.Gate
	if g == nil || !g.Interactive() {
		return fmt.Errorf("%w (nobody here can approve them)", perr)
	}
	args, _ := json.Marshal(map[string]any{"worker": worker, "paths": perr.Paths})
	q := gate.Question{Call: messages.ToolCall{ID: "apply-" + p.task.ID, Name: "apply_changeset", Arguments: args},
		Decision: safety.Decision{Verdict: safety.Ask, Layer: safety.LayerWorkspace,
			Reason: fmt.Sprintf("changes from worker %s touch protected paths: %s", worker, strings.Join(perr.Paths, ", "))}}
	ask := &gate.BusApprover{Bus: p.ad.Bus, Session: p.ad.Session, Agent: p.ad.ID}
	ans, err := ask.Approve(p.ctx, q)
	if err != nil {
		return fmt.Errorf("%w (no approval: %w)", perr, err)
	}
	if ans.Verdict != gate.AllowOnce && ans.Verdict != gate.AllowSession {
		return fmt.Errorf("%w (denied)", perr)
	}
	return nil
}
