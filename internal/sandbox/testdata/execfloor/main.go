// Command execfloor is the cheapest possible Go helper, for
// BenchmarkStartRatio: a static Go program that only execs its arguments.
// What it costs over plain bash is the floor of any helper written in Go.
package main

import (
	"os"
	"syscall"
)

func main() {
	if len(os.Args) < 2 {
		os.Exit(2)
	}
	err := syscall.Exec(os.Args[1], os.Args[1:], os.Environ())
	os.Stderr.WriteString("execfloor: " + err.Error() + "\n")
	os.Exit(126)
}
