// Package debugview reads what a troupe session put on its bus — the
// messages its replay stream kept, in order — and derives the views a person
// debugging it needs: statistics per agent and per hop (Stats), each model
// call's whole context window as the model received it, the compaction
// stages that shaped it and the diff against the agent's previous call
// (Calls, Diff), and the links between messages (a tool result to its call,
// a subagent's answer to its task).
//
// Concurrency: ReadStream runs on the caller's goroutine (its consumer's
// fetches are bounded by ctx); every other function is pure and works on a
// slice of Records the caller owns. Nothing here keeps state between calls.
package debugview
