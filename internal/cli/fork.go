package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"troupe/internal/debugview"
	"troupe/internal/models"
	"troupe/internal/store"
	"troupe/messages"
)

// continuePrompt is what a fork cut inside a turn is prompted with when
// the person gives none: the agent takes up the turn where it was cut.
const continuePrompt = "Continue."

// forkedEvent records in a fork's log where it came from.
const forkedEvent = "forked"

func newForkCmd(stdio *IO, g *globals) *cobra.Command {
	var at uint64
	cmd := &cobra.Command{
		Use:   "fork SESSION --at SEQ [PROMPT...]",
		Short: "Continue a new session from a point of a recorded one (the original untouched)",
		Long: `Copy SESSION's log up to the moment message SEQ (a sequence number troupe debug
shows) was sent into a new session, and run one turn there: PROMPT, or when SEQ is
a prompt, that prompt again (so --model replays the turn on another model), or
else "Continue." (the agent takes up the turn where it was cut). The original
session is not changed. The workspace is as it is now, not as it was at SEQ:
troupe undo restores files first if that matters.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			session := args[0]
			if !messages.ValidID(session) {
				return usageError("invalid session id %q", session)
			}
			if at == 0 {
				return usageError("--at SEQ is required (troupe debug %s shows the sequence numbers)", session)
			}
			id, prompt, err := fork(cmd.Context(), stdio, g, session, at, strings.TrimSpace(strings.Join(args[1:], " ")))
			if err != nil {
				return err
			}
			fmt.Fprintf(stdio.Err, "forked %s at %d into %s\n", session, at, id)
			if id, err = g.restore(stdio, id); err != nil {
				return err
			}
			return runOnce(cmd.Context(), stdio, g, id, prompt)
		},
	}
	cmd.Flags().Uint64Var(&at, "at", 0, "the message to fork before (its sequence number in troupe debug)")
	g.registerModel(cmd)
	g.registerTurn(cmd)
	g.registerOutput(cmd)
	return cmd
}

// fork writes the new session's log: the original's events before message
// at was published, then a note of the fork. It returns the new id and the
// prompt to run.
func fork(ctx context.Context, stdio *IO, g *globals, session string, at uint64, prompt string) (string, string, error) {
	sctx, stop := signalContext(ctx, stdio)
	sv, err := loadSessionView(sctx, stdio, g, session)
	stop()
	if err != nil {
		return "", "", err
	}
	recs := sv.recs
	i := -1
	for k, r := range recs {
		if r.Seq == at {
			i = k
		}
	}
	if i < 0 {
		return "", "", fmt.Errorf("session %s kept no message %d (it holds %s)", session, at, seqSpan(recs))
	}
	cut := recs[i].At()
	if prompt == "" {
		prompt = defaultForkPrompt(recs[i])
	}
	st, err := g.store(stdio)
	if err != nil {
		return "", "", err
	}
	loaded, err := st.Load(session)
	if err != nil {
		return "", "", err
	}
	id := store.NewID(time.Now())
	meta := loaded.Meta
	meta.ID, meta.Created = id, time.Time{}
	for _, v := range g.models { // --model: the fork's own models, recorded
		slot, model, err := models.ParseOverride(v)
		if err != nil {
			return "", "", usageError("%v", err)
		}
		if slot == models.Action {
			meta.Model, meta.Models.Action = absScript(model), absScript(model)
		}
	}
	log, err := st.Create(id, meta)
	if err != nil {
		return "", "", err
	}
	n := 0
	for _, e := range loaded.Events {
		if e.Type == store.TypeSession || !e.Time.Before(cut) || (sv.fromLog && e.Seq >= at) {
			continue
		}
		if _, err := log.Append(store.Event{Time: e.Time, Type: e.Type, Agent: e.Agent, Turn: e.Turn, Data: e.Data}); err != nil {
			return "", "", fmt.Errorf("fork %s: %w", session, err)
		}
		n++
	}
	note, _ := json.Marshal(map[string]any{"from": session, "at": at, "cut": cut, "events": n})
	if _, err := log.Append(store.Event{Type: forkedEvent, Data: note}); err != nil {
		return "", "", fmt.Errorf("fork %s: %w", session, err)
	}
	return id, prompt, log.Close()
}

// defaultForkPrompt is the prompt of a fork at r without one: r's own text
// when it is a prompt, else continuePrompt.
func defaultForkPrompt(r debugview.Record) string {
	if p, ok := r.Body.(*messages.Prompt); ok && p.Text != "" {
		return p.Text
	}
	return continuePrompt
}
