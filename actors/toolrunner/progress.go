package toolrunner

import (
	"context"
	"log/slog"

	"troupe/actors/port"
	"troupe/internal/bus"
	"troupe/internal/tool"
	"troupe/messages"
)

// withProgress gives a call's context a tool.Progress that publishes the
// output of the running call, or of a background job it started, as
// messages.ToolOutput events (evt.<s>.<agent>.tool_output), for a person
// watching; the tool throttles its reports. Without a bus it returns ctx
// unchanged.
func withProgress(ctx context.Context, b *bus.Bus, log *slog.Logger, session, agent string, req messages.ToolRequest, cause messages.Meta) context.Context {
	if b == nil {
		return ctx
	}
	subject := messages.Subject(messages.ClassEvt, session, agent, "tool_output")
	meta := messages.Meta{Correlation: cause.Correlation, Causation: cause.ID, Traceparent: cause.Traceparent}
	return tool.WithProgress(ctx, func(o tool.Output) {
		body := messages.ToolOutput{Turn: req.Turn, CallID: req.Call.ID, Name: req.Call.Name, Tail: o.Tail, Bytes: o.Bytes, Lines: o.Lines,
			Open: o.Open, Job: o.Job, Ended: o.Ended}
		if _, err := port.Publish(b, subject, meta, body); err != nil {
			log.Debug("publish tool output", "call", req.Call.ID, "job", o.Job, "err", err)
		}
	})
}
