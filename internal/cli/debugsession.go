package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"

	"troupe/internal/bus/tap"
	"troupe/internal/debugview"
	"troupe/messages"
)

// debugFlags are the flags of `troupe debug SESSION`.
type debugFlags struct {
	json   bool
	agent  string
	types  []string
	at     uint64
	diff   bool
	follow bool
}

// recordJSON is the --json form of one message.
type recordJSON struct {
	Seq      uint64          `json:"seq"`
	Time     time.Time       `json:"time"`
	Subject  string          `json:"subject"`
	Agent    string          `json:"agent,omitempty"`
	Type     string          `json:"type,omitempty"`
	Summary  string          `json:"summary,omitempty"`
	Link     uint64          `json:"link,omitempty"` // the seq it answers or belongs to
	LinkWhat string          `json:"link_what,omitempty"`
	Data     messages.Body   `json:"data,omitempty"`
	Error    string          `json:"error,omitempty"`
	Call     *debugview.Call `json:"call,omitempty"`
}

func toJSON(recs []debugview.Record, i int, full bool) recordJSON {
	r := recs[i]
	out := recordJSON{Seq: r.Seq, Time: r.At(), Subject: r.Subject, Agent: r.Meta.Agent, Type: r.Type, Error: r.Err}
	if r.Body != nil {
		out.Summary = tap.Summary(r.Body)
		if full {
			out.Data = r.Body
		}
	}
	if j, what, ok := debugview.Link(recs, i); ok {
		out.Link, out.LinkWhat = recs[j].Seq, what
	}
	return out
}

// runDebug is `troupe debug SESSION`: a TUI on a terminal, else lines or
// JSON.
func runDebug(ctx context.Context, stdio *IO, g *globals, session string, f debugFlags) error {
	if !messages.ValidID(session) {
		return usageError("invalid session id %q", session)
	}
	o := tap.Options{Types: f.types}
	if err := o.CheckTypes(); err != nil {
		return usageError("%v", err)
	}
	if f.diff && f.at == 0 {
		return usageError("--diff needs --at SEQ (a model request or result)")
	}
	ctx, stop := signalContext(ctx, stdio)
	defer stop()
	sv, err := loadSessionView(ctx, stdio, g, session)
	if err != nil {
		return quiet(ctx, err)
	}
	recs := sv.recs
	if f.agent != "" && !contains(debugview.Agents(recs), f.agent) {
		return fmt.Errorf("no agent %q in session %s; its agents: %v", f.agent, session, debugview.Agents(recs))
	}
	at := -1
	if f.at > 0 {
		for i, r := range recs {
			if r.Seq == f.at {
				at = i
			}
		}
		if at < 0 {
			return fmt.Errorf("session %s kept no message %d (it holds %s)", session, f.at, seqSpan(recs))
		}
	}
	after := uint64(0)
	if len(recs) > 0 {
		after = recs[len(recs)-1].Seq
	}
	if !f.json && at < 0 && isTerminal(stdio.Out) && isTerminal(stdio.In) {
		m := debugview.NewModel(session, recs, sv.calls)
		p := tea.NewProgram(m, tea.WithContext(ctx), tea.WithInput(stdio.In), tea.WithOutput(stdio.Out))
		var wg sync.WaitGroup
		fctx, cancel := context.WithCancel(ctx)
		if sv.live {
			// A live session: what it publishes next joins the screen.
			wg.Go(func() {
				err := follow(fctx, stdio, g, session, after, func(r []debugview.Record) { p.Send(debugview.More{Recs: r}) })
				p.Send(debugview.FollowEnded{Err: err})
			})
		}
		_, err := p.Run()
		cancel()
		wg.Wait()
		return quiet(ctx, err)
	}
	if at >= 0 {
		return debugOne(ctx, stdio, g, recs, sv.calls, at, f)
	}
	enc := json.NewEncoder(stdio.Out)
	enc.SetEscapeHTML(false)
	all := recs
	printFrom := func(start int) error {
		for _, i := range debugview.Filter(all, f.agent, f.types) {
			if i < start {
				continue
			}
			if f.json {
				if err := enc.Encode(toJSON(all, i, false)); err != nil {
					return err
				}
				continue
			}
			if _, err := fmt.Fprintln(stdio.Out, debugview.Line(all[i])); err != nil {
				return err
			}
		}
		return nil
	}
	if err := printFrom(0); err != nil || !f.follow {
		return err
	}
	if !sv.live {
		fmt.Fprintf(stdio.Err, "troupe: session %s is not running: nothing more will come\n", session)
		return nil
	}
	// --follow: print what the live session publishes next, until it ends
	// or a signal comes. A write error stops the follower.
	fctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var werr error
	err = follow(fctx, stdio, g, session, after, func(r []debugview.Record) {
		if werr == nil {
			start := len(all)
			all = append(all, r...)
			if werr = printFrom(start); werr != nil {
				cancel()
			}
		}
	})
	if werr != nil {
		return werr
	}
	return quiet(ctx, err)
}

// debugOne prints the message at index at: a model call's whole window (and
// with --diff what changed since the agent's previous call), or the body.
func debugOne(ctx context.Context, stdio *IO, g *globals, recs []debugview.Record, calls []debugview.Call, at int, f debugFlags) error {
	c := debugview.CallAt(calls, at)
	var diff *debugview.WindowDiff
	prev := -1
	if c >= 0 {
		prev = debugview.Previous(calls, c)
	}
	if f.diff {
		if c < 0 {
			return usageError("--diff: message %d is no model request or result", f.at)
		}
		if prev < 0 {
			return fmt.Errorf("--diff: call %s is %s's first on workflow %s", calls[c].Call, calls[c].Agent, calls[c].Workflow)
		}
		d := debugview.Diff(calls[prev].Window, calls[c].Window)
		diff = &d
	}
	if f.json {
		out := struct {
			recordJSON
			Previous uint64                `json:"previous_call_seq,omitempty"`
			Diff     *debugview.WindowDiff `json:"diff,omitempty"`
			// Body is the call's HTTP request body as its provider
			// client encodes the window (requestBody).
			Body      string `json:"request_body,omitempty"`
			BodyError string `json:"request_body_error,omitempty"`
		}{recordJSON: toJSON(recs, at, true), Diff: diff}
		if c >= 0 {
			out.Call = &calls[c]
			if body, err := requestBody(ctx, stdio, g, calls[c]); err == nil {
				out.Body = body
			} else {
				out.BodyError = err.Error()
			}
			if prev >= 0 {
				out.Previous = calls[prev].Seq
			}
		}
		enc := json.NewEncoder(stdio.Out)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	if diff != nil {
		fmt.Fprintf(stdio.Out, "call %s (seq %d) against %s (seq %d) of %s\n", calls[c].Call, calls[c].Seq, calls[prev].Call, calls[prev].Seq, calls[c].Agent)
		return debugview.WriteDiff(stdio.Out, *diff)
	}
	if c >= 0 {
		return debugview.WriteCall(stdio.Out, calls[c])
	}
	r := toJSON(recs, at, true)
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdio.Out, "%s\n", data)
	return err
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func seqSpan(recs []debugview.Record) string {
	if len(recs) == 0 {
		return "nothing"
	}
	return fmt.Sprintf("%d-%d", recs[0].Seq, recs[len(recs)-1].Seq)
}
