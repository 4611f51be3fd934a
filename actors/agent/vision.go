package agent

import (
	"fmt"
	"strconv"

	"github.com/asynkron/protoactor-go/actor"

	"troupe/actors/workflow"
	"troupe/internal/models"
	"troupe/internal/transcript"
	"troupe/messages"
)

// Images and the vision workflow. A model that sees gets images directly
// (the model client loads their bytes). For one that does not, each image
// the view holds is described once by the vision workflow before the next
// call; the description is logged (transcript.TypeImageDescription) and
// laid over the image in every request from then on (withDescriptions), so
// neither a later call, a restart, a resume nor a compaction pays for it
// again. With no vision model either, the person is told which setting to
// change, and the model gets the image's name in its place.

// maxDescribeContext bounds the text sent with an image to describe.
const maxDescribeContext = 2000

// visionState is what the agent knows of its images.
type visionState struct {
	descriptions map[string]string // by image ref, from the log and this run
	failed       map[string]bool   // refs the vision model could not describe (this run)
	warned       bool              // the person was told no model can see images
	seen         bool              // the transcript has held an image (kept by append)
	checked      bool              // seen was read from the transcript once
}

// describing is a turn's describe jobs in flight.
type describing struct {
	calls map[string]string // call id → image ref
	next  func(actor.Context)
}

// sees reports whether the action model takes images.
func (a *Actor) sees() bool { return a.d.Models[actionSlot].Vision }

// visionBound reports whether a vision model is bound.
func (a *Actor) visionBound() bool {
	_, ok := a.d.Models[models.Vision]
	return ok
}

// describeThen has every image of the view that no one described yet
// described by the vision workflow, then runs next; next runs at once when
// the action model sees images, or nothing needs describing.
func (a *Actor) describeThen(c actor.Context, next func(actor.Context)) {
	if a.sees() {
		next(c)
		return
	}
	jobs := a.undescribed()
	if len(jobs) == 0 {
		next(c)
		return
	}
	if !a.visionBound() {
		if !a.vision.warned {
			a.vision.warned = true
			a.notice("warn", fmt.Sprintf("the model %s cannot see images and no vision model is set, so the model is given only the images' names. "+
				"Set a vision model (models: {vision: {model: openai/gpt-4.1}} in .troupe/config.yaml or ~/.config/troupe/config.yaml) "+
				"or act with a model that sees images (--model anthropic/claude-sonnet-4-5)", a.d.Models[actionSlot].ModelName))
		}
		next(c)
		return
	}
	t := a.turn
	t.describing = &describing{calls: map[string]string{}, next: next}
	for _, job := range jobs {
		t.calln++
		job.Call = t.id + "-" + a.d.ID + "-img" + strconv.Itoa(t.calln)
		t.describing.calls[job.Call] = job.Image.Ref
		a.publish(messages.Subject(messages.ClassCmd, a.d.Session, a.d.ID, workflow.Vision), replyMeta(t.cause), job)
	}
}

// undescribed returns a describe job for each image of the view, once per
// image, that has no description, was not dropped and did not fail.
func (a *Actor) undescribed() []messages.DescribeImage {
	if !a.vision.checked {
		a.vision.checked = true
		a.vision.seen = a.vision.seen || hasImages(a.transcript)
	}
	if !a.vision.seen {
		return nil // no image yet: nothing to read the view for
	}
	var out []messages.DescribeImage
	seen := map[string]bool{}
	for _, m := range a.view() {
		for _, img := range m.Images {
			if img.Dropped || img.Description != "" || seen[img.Ref] || a.vision.failed[img.Ref] {
				continue
			}
			seen[img.Ref] = true
			if _, ok := a.vision.descriptions[img.Ref]; ok {
				continue
			}
			ctx := m.Content
			if len(ctx) > maxDescribeContext {
				ctx = ctx[:maxDescribeContext]
			}
			out = append(out, messages.DescribeImage{Image: img, Context: ctx})
		}
	}
	return out
}

// described takes the vision workflow's outcome for one image.
func (a *Actor) described(c actor.Context, r messages.ImageDescribed) {
	t := a.turn
	if t == nil || t.describing == nil {
		return // a late answer to a turn that ended
	}
	ref, ok := t.describing.calls[r.Call]
	if !ok {
		return
	}
	delete(t.describing.calls, r.Call)
	a.account(t, messages.UsageReport{Call: r.Call, Workflow: workflow.Vision, Model: r.Model, Usage: r.Usage, CostUSD: r.CostUSD}, nil)
	if r.Err != nil {
		if a.vision.failed == nil {
			a.vision.failed = map[string]bool{}
		}
		a.vision.failed[ref] = true
		a.notice("warn", "the vision model could not describe an image ("+r.Err.Msg+"); the model is given only its name")
	} else {
		a.remember(ref, r.Text)
		a.log(transcript.TypeImageDescription, t.id, transcript.ImageDescription{Ref: ref, Text: r.Text, Model: r.Model})
	}
	if len(t.describing.calls) == 0 {
		next := t.describing.next
		t.describing = nil
		next(c)
	}
}

func (a *Actor) remember(ref, text string) {
	if a.vision.descriptions == nil {
		a.vision.descriptions = map[string]string{}
	}
	a.vision.descriptions[ref] = text
}

// loadDescriptions reads the descriptions the session log holds (any
// agent's: an image's ref is its content's hash).
func (a *Actor) loadDescriptions() {
	if a.d.Store == nil || !hasImages(a.transcript) {
		return
	}
	loaded, err := a.d.Store.Load(a.d.Session)
	if err != nil {
		return
	}
	for ref, text := range transcript.ImageDescriptions(loaded.Events) {
		a.remember(ref, text)
	}
}

func hasImages(ms []messages.Message) bool {
	for _, m := range ms {
		if len(m.Images) > 0 {
			return true
		}
	}
	return false
}

// withDescriptions lays the known descriptions over the images of msgs,
// copying what it changes (msgs itself is not modified).
func (a *Actor) withDescriptions(msgs []messages.Message) []messages.Message {
	if len(a.vision.descriptions) == 0 {
		return msgs
	}
	copied := false
	for i, m := range msgs {
		var imgs []messages.Image
		for j, img := range m.Images {
			text, ok := a.vision.descriptions[img.Ref]
			if !ok || img.Description != "" {
				continue
			}
			if imgs == nil {
				imgs = append([]messages.Image(nil), m.Images...)
			}
			imgs[j].Description = text
		}
		if imgs != nil {
			if !copied {
				msgs, copied = append([]messages.Message(nil), msgs...), true
			}
			msgs[i].Images = imgs
		}
	}
	return msgs
}
