//go:build !linux || !(amd64 || arm64)

package sandbox

import "troupe/internal/sandbox/confine"

// filterSpec is what a command's seccomp filter refuses.
type filterSpec struct{ network, unixSocks, unixNotify, proxy bool }

// seccompProgram has no program to give where there is no seccomp filter
// written for the architecture.
func seccompProgram(filterSpec) ([]confine.Insn, error) { return nil, nil }
