package tool

import "context"

// Progress receives the latest output of a call still running: its last
// lines (tail), the bytes and the complete lines written so far. A tool
// calls it from a goroutine of its own, a few times a second at most; it
// must not block.
type Progress func(tail string, bytes int64, lines int)

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
