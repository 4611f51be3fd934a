//go:build !linux

package reaper

import "syscall"

func sysProcAttr() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }

func run(prog string, argv []string) int { return exitFailed }
