package workflow

import (
	"troupe/internal/compact"
	"troupe/internal/view"
	"troupe/messages"
)

// The summarize job, on the compact slot: the summary a compaction puts in
// place of the middle of a conversation. The model is given the
// conversation as a transcript (long messages clipped) under the
// configured summarizer prompt; its analysis is dropped from the answer,
// and an answer with nothing left is an error (the compactor then uses its
// deterministic fallback).

// summarize starts a Summarize job.
func (a *Actor) summarize(job *messages.Summarize, cause messages.Meta) {
	call := job.Call
	v := view.View{System: a.d.Summarizer, Messages: []messages.Message{compact.SummaryRequest(job.Messages, compact.DefaultMessageChars)}}
	a.ask(call, cause, v, &pending{
		done: func(r messages.ModelResult) { a.reply(cause, Summarized(a.use(r), r)) },
		fail: func(e *messages.Error) { a.reply(cause, messages.Summary{Call: call, Err: e}) },
	})
}

// Summarized is the outcome of a summarize job from its model's answer.
func Summarized(use messages.UsageReport, r messages.ModelResult) messages.Summary {
	out := messages.Summary{Call: r.Call, Err: r.Err}
	if r.Err != nil {
		return out
	}
	out.Use = use
	text, err := compact.SummaryText(r.Message.Content)
	if err != nil {
		out.Err = &messages.Error{Kind: messages.KindModel, Op: "workflow.compact", Msg: err.Error()}
		return out
	}
	out.Text = text
	return out
}
