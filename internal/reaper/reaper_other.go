//go:build !linux

package reaper

import "syscall"

func sysProcAttr() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }

func arm(a *syscall.SysProcAttr) { a.Setpgid = true }

func run(prog string, argv []string) int { return exitFailed }

// KillAll does nothing where there is no reaper.
func KillAll(int) error { return nil }
