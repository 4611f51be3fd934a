// Package speed holds the benchmarks of the built troupe binary that `make
// bench` runs and compares with a baseline build (issue 23): start cost
// (`troupe --version`), time to the first model request (a fake
// OpenAI-compatible server records when it arrives), and a 50-turn tool
// loop through the sandbox (`troupe run` on a scripted model, `--approval
// auto`). Every benchmark runs its baseline in the same iteration,
// interleaved, and reports the ratio: a hello-world Go binary built in the
// same run for the start, the same loop with sandbox.mode off for the tool
// loop. Absolute times move with the machine's load; the ratios move much
// less.
//
// The binary under test is built from this tree once per run, unless
// TROUPE_BENCH_BIN names a directory holding troupe and troupe-sandbox
// (.ci/bench points it at a build of the baseline ref).
//
// The package has no code outside its tests. Nothing here runs in `make
// test`: there are only benchmarks.
package speed
