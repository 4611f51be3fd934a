package tool

import "context"

// Output is what a running call reports of its output: its last lines and
// counts, or, for a background job the call started, the job's.
type Output struct {
	// Tail is the last few lines, newline-separated, blank ones included,
	// so they are the lines Lines-k+1..Lines of the output (k complete
	// lines in Tail), plus the line still being written when Open.
	Tail  string
	Bytes int64 // output written so far
	Lines int   // complete lines written so far
	Open  bool  // Tail's last line has no newline yet
	// Job is set for the output of a background job the call started
	// (its id, "bash_1"), reported after the call has ended.
	Job string
	// Ended is set in a job's last report: how it ended.
	Ended string
}

// Progress receives the latest output of a call still running, or of a
// background job it started. A tool calls it from a goroutine of its own,
// a few times a second at most; it must not block. It may be called after
// the call has returned (a job's output), until the job ends.
type Progress func(Output)

type progressKey struct{}

// WithProgress returns ctx carrying p, for the tools that can report
// output while they run (bash).
func WithProgress(ctx context.Context, p Progress) context.Context {
	return context.WithValue(ctx, progressKey{}, p)
}

// ProgressOf returns the Progress ctx carries, or nil.
func ProgressOf(ctx context.Context) Progress {
	p, _ := ctx.Value(progressKey{}).(Progress)
	return p
}
