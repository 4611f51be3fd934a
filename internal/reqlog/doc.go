// Package reqlog keeps each model request in the session log as the model
// client received it, so that `troupe debug` can show any call's context
// window exactly, from the log alone, cheaply:
//
//   - the stable prefix (system prompt and tool schemas) is a "prefix"
//     event, written once per distinct content and per Log (its key is
//     the content address messages.Prefix.Encode gives), and named by
//     reference in every request that uses it;
//   - a "request" event holds the call, the prefix reference, and the
//     messages as a delta against the same client's previous request
//     (Base, Keep: that request's first Keep messages, then Messages).
//     What differs from the transcript — reminders, compaction's masks and
//     summaries, offloaded previews — is in the delta as it was sent.
//
// A Recorder belongs to one model-client actor and is not safe for
// concurrent use; the store.Log it writes to is. Rebuilder reads the
// events back, in log order, and is not safe for concurrent use either.
// Messages keep their images by reference (the session's image store
// holds the bytes), as the actors carry them.
package reqlog
