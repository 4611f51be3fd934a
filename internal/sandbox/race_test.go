//go:build race

package sandbox

// raceEnabled: the race detector needs memory in the helper (a race test
// binary), which a small memory limit on the command also bounds.
const raceEnabled = true
