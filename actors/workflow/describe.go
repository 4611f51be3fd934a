package workflow

import (
	"strings"

	"troupe/internal/view"
	"troupe/messages"
)

// The vision workflow's job: describe one image (messages.DescribeImage)
// so that a model that cannot see gets the description in its place; its
// outcome is a messages.ImageDescribed. The model call goes to the
// workflow's llm child like any other, so restarts, cancellation and
// supervision treat it alike.

// describeSystem is the vision model's instruction.
const describeSystem = `You describe images for a coding agent whose model cannot see them. ` +
	`Describe the image so that someone who cannot see it can act on it: ` +
	`transcribe every piece of visible text exactly (error messages, code, labels, URLs, numbers), ` +
	`say what kind of image it is (screenshot of a web page, terminal, editor, diagram, photo...), ` +
	`its layout, and anything that looks wrong (errors, misalignment, broken rendering). ` +
	`Be factual and complete; no preamble.`

// DescribeView is the view a vision model is given to describe img: the
// instruction, and one user message carrying the image with the text it
// came with.
func DescribeView(job messages.DescribeImage) view.View {
	var b strings.Builder
	b.WriteString("Describe this image (")
	b.WriteString(job.Image.Label())
	b.WriteString(").")
	if ctx := strings.TrimSpace(job.Context); ctx != "" {
		b.WriteString(" It came with this text, which says what matters about it:\n\n")
		b.WriteString(ctx)
	}
	img := job.Image
	img.Description, img.Dropped, img.Data = "", false, nil
	return view.View{System: describeSystem, Messages: []messages.Message{
		{Role: messages.RoleUser, Content: b.String(), Images: []messages.Image{img}},
	}}
}

// Described is the outcome of a describe job from its model's answer: the
// answer's text as the description, or the call's error; an empty answer
// is an error too (nothing would stand in for the image).
func Described(job messages.DescribeImage, r messages.ModelResult) messages.ImageDescribed {
	out := messages.ImageDescribed{Call: job.Call, Ref: job.Image.Ref, Model: r.Model, Usage: r.Usage, CostUSD: r.CostUSD, Err: r.Err}
	if r.Err != nil {
		return out
	}
	out.Text = strings.TrimSpace(r.Message.Content)
	if out.Text == "" {
		out.Err = &messages.Error{Kind: messages.KindModel, Op: "workflow.vision", Msg: "the vision model's description of " + job.Image.Label() + " was empty"}
	}
	return out
}

// describe starts a describe job.
func (a *Actor) describe(job *messages.DescribeImage, cause messages.Meta) {
	j := *job
	a.ask(job.Call, cause, DescribeView(j), &pending{
		done: func(r messages.ModelResult) { a.reply(cause, Described(j, r)) },
		fail: func(e *messages.Error) {
			a.reply(cause, messages.ImageDescribed{Call: j.Call, Ref: j.Image.Ref, Err: e})
		},
	})
}
