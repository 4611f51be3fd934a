//go:build !linux

package sandbox

import "troupe/internal/sandbox/confine"

// socketProgram has no program to give where there is no seccomp.
func socketProgram() ([]confine.Insn, error) { return nil, nil }
