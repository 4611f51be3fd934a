// Package replay is the engine of `troupe bench compaction`: it reads
// recorded agent sessions (the neutral trace format of shared/traces),
// replays each through a real context window and compactor under a policy
// (staged, none, emergency), and reports per trace and in total the peak
// context, how close it gets to the observation-masking limit, overflows,
// stage firings, summarizer calls, the token estimate's error against the
// provider's recorded usage, and two properties it checks byte for byte:
// the recent window is never rewritten, and every output compaction hid can
// be read back from the files it wrote.
//
// Concurrency: Run is safe to call concurrently for different traces if the
// Counter and Summarizer are; one replay is sequential. ParseTrace and
// ReadTrace are pure apart from reading their input.
package replay
